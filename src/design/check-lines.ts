/**
 * The unit and system lines of a document (`specs/design-format.md`, 7.2 and 7.3): each spec
 * priced, each system looked up, every problem placed in the file (inside the spec where the
 * YAML scalar is the spec text itself).
 */
import { systemLineResolution, type SystemLineFix } from '../damage/resolve-system.js';
import { isAvailableAt } from '../catalog/queries.js';
import type { TechLevel } from '../catalog/types.js';
import type { Severity } from '../diagnostics/codes.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { pathJoin, pathOf } from '../diagnostics/path.js';
import { priceUnit, type UnitPrice } from '../pricing/price.js';
import type { PricingProfile } from '../pricing/profile.js';
import { profileKey } from './document-profile.js';
import { dropMany, isCut, keepsFrom, report, type Collector, type SeverityCounts } from './collector.js';
import { blockOffsets } from './block-offsets.js';
import { quoteWhole } from './quote-hint.js';
import type { ShipDesign } from './schema.js';
import { buildDesignShip, type ShipOptions } from './ship.js';
import type { ShipState } from '../damage/ship.js';
import type { Locator } from './tree-checks.js';

/** What pricing one spec gave: its price, its diagnostics (while they can still be kept), their counts. */
interface Priced {
  readonly price: UnitPrice | undefined;
  /** Undefined once the file's diagnostics are full: only the counts matter then. */
  readonly diagnostics: readonly Diagnostic[] | undefined;
  readonly counts: SeverityCounts;
}

/**
 * The prices of the specs of one file, by profile (`profileKey`: documents of different profiles
 * never share a price) and spec text: a spec written (or aliased) many times is parsed and priced
 * once per profile. Past the diagnostics cap an entry keeps only counts, so that a file of a
 * million different bad specs does not hold a million lists of diagnostics.
 */
export type PriceMemo = Map<string, Map<string, Priced>>;

/**
 * A spec's price, from the memo or priced now. `needed` says whether its diagnostics may still be
 * kept where this line is (units are checked in file order, and the cut only moves back, so an
 * entry made where none could be kept is never needed with its diagnostics later; if it were,
 * the spec is priced again).
 */
function priced(memo: PriceMemo, spec: string, profile: PricingProfile, key: string, needed: boolean): Priced {
  let specs = memo.get(key);
  if (specs === undefined) memo.set(key, (specs = new Map()));
  let entry = specs.get(spec);
  if (entry === undefined || (needed && entry.diagnostics === undefined)) {
    const result = priceUnit(spec, { profile });
    const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
    for (const d of result.diagnostics) counts[d.severity]++;
    entry = { price: result.ok ? result.value : undefined, diagnostics: needed ? result.diagnostics : undefined, counts };
    specs.set(spec, entry);
  }
  return entry;
}

/** A name as it appears in a message: long ones are cut. */
export const shortName = (name: string): string => (name.length > 80 ? `${name.slice(0, 79)}…` : name);

/** One system line to check: its label and variant (undefined for a line whose schema check failed there). */
export type SystemToCheck = { readonly label: string; readonly variant?: string | undefined };

/** One unit line to check: its name and spec, or undefined for a line that has no string spec. */
export type UnitToCheck = { readonly name: string; readonly spec: string } | undefined;

/**
 * Prices every unit line and reports its notation and pricing problems at the right place:
 * inside the spec when its YAML scalar is the spec text itself (plain, or quoted without
 * escapes, on one line), otherwise at the whole value (or at the alias it was reached through).
 * Each has the path of the spec (`units[2].spec`) and keeps the rule it enforces.
 */
export function checkUnits(c: Collector, where: Locator, memo: PriceMemo, units: readonly UnitToCheck[], profile: PricingProfile): (UnitPrice | undefined)[] {
  const prices: (UnitPrice | undefined)[] = [];
  const text = c.text;
  const key = profileKey(profile);
  for (let i = 0; i < units.length; i++) {
    const unit = units[i];
    if (unit === undefined) {
      prices.push(undefined);
      continue;
    }
    // Where the line's diagnostics go is looked up only when it matters: while nothing has been
    // cut, every diagnostic may be kept, and a line without any needs no place.
    let place = !isCut(c) ? undefined : where.at(['units', i, 'spec']).place;
    const { price, diagnostics, counts } = priced(memo, unit.spec, profile, key, place === undefined || keepsFrom(c, place.start));
    prices.push(price);
    if (counts.error + counts.warning + counts.info === 0) continue;
    place ??= where.at(['units', i, 'spec']).place;
    const { start, end } = place;
    if (diagnostics === undefined) {
      dropMany(c, counts, start, end);
      continue;
    }
    let offset: number | undefined;
    // A block scalar (`spec: >-`) maps its spec offsets line by line (block-offsets.ts).
    let inBlock: ((at: number) => number) | undefined;
    if (place.kind === 'scalar') {
      const spec = unit.spec;
      if (end - start === spec.length && text.startsWith(spec, start)) offset = start;
      else if (end - start === spec.length + 2 && text.startsWith(spec, start + 1) && (text[start] === '"' || text[start] === "'")) offset = start + 1;
      else if (text[start] === '|' || text[start] === '>') inBlock = blockOffsets(text, start, spec);
    }
    const name = shortName(unit.name);
    const path = pathOf(['units', i, 'spec']);
    // `spec: 3d6 eZap "Laser #2"`: YAML ends a plain value at " #", so the spec lost its end to a
    // comment; say so where the quote is left open (a plain value only: a quoted one was not cut).
    const cut = offset === start && text[start] !== '"' && text[start] !== "'" ? commentAfter(text, end) : undefined;
    for (const d of diagnostics) {
      const at =
        d.span === undefined ? place
        : offset !== undefined ? { start: offset + d.span.start, end: offset + d.span.end }
        : inBlock !== undefined ? { start: inBlock(d.span.start), end: Math.max(inBlock(d.span.start), inBlock(d.span.end)) }
        : place;
      const hint = cut !== undefined && d.code === 'unterminated-string' ? `; YAML took '${shown(cut.trimStart())}' for a comment: ${quoteWhole('spec', (unit.spec + cut).trimEnd())}` : '';
      // A spec's suggestions still replace their text when it is placed inside the spec, and when
      // writing one there keeps the YAML scalar as it is (no closing quote, no comment or key).
      const suggestions = offset !== undefined ? d.suggestions?.filter((t) => fitsScalar(t, text[start])) : inBlock !== undefined ? d.suggestions?.filter((t) => !/[\r\n]/.test(t)) : undefined;
      report(c, d.code, `${name}: ${d.message}${hint}`, at.start, at.end, { severity: d.severity, path, source: d.source, suggestions });
    }
  }
  return prices;
}

/**
 * Whether a text can be written inside a YAML scalar that opens with `first` without changing
 * where it ends: a quoted one must not meet its quote (or an escape); a plain one, no comment
 * (` #`), key (`: `) or line break.
 */
function fitsScalar(insert: string, first: string | undefined): boolean {
  if (/[\r\n]/.test(insert)) return false;
  if (first === '"') return !insert.includes('"') && !insert.includes('\\');
  if (first === "'") return !insert.includes("'");
  return !insert.includes(' #') && !insert.includes(': ') && !insert.endsWith(':');
}

/**
 * The comment that YAML cut off a plain value ending at `at`: the blanks and the `#` after it, to
 * the end of its line (cut past 200 characters); undefined when no comment follows.
 */
function commentAfter(text: string, at: number): string | undefined {
  let hash = at;
  while (text[hash] === ' ' || text[hash] === '\t') hash++;
  if (hash === at || text[hash] !== '#') return undefined;
  let end = hash;
  while (end < text.length && end - at < 200 && text[end] !== '\n' && text[end] !== '\r') end++;
  return text.slice(at, end);
}

/** A comment as the message shows it: cut to 40 characters. */
const shown = (comment: string): string => (comment.length > 40 ? `${comment.slice(0, 39)}…` : comment);


/**
 * Checks each system line (what it is comes from `systemLineResolution`, as for every other
 * reader of a line) and the ship's tech level. A problem's path names the field at fault: the
 * label when no entry has it, else the variant (unknown, or missing where the label has several),
 * and the line itself for a system the ship's tech level does not have. A label refused with a
 * fix (a chart name the catalog prices under its own label, a misspelt label) is pointed at
 * itself, the fixes as quick fixes in the file's own style; other problems point at the line.
 * Answers the lines refused (by their index), and apart the lines the ship's tech level does not have.
 */
export function checkSystems(c: Collector, where: Locator, tech: TechLevel | undefined, systems: readonly (SystemToCheck | undefined)[]): SystemsChecked {
  const refused: number[] = [];
  const unavailable: number[] = [];
  for (let i = 0; i < systems.length; i++) {
    const s = systems[i];
    if (s === undefined) continue;
    const { place, node } = where.at(['systems', i]);
    // The hint is worked out only for a message that is kept: past the cap only counts matter.
    const { result, fixes } = systemLineResolution(s.label, s.variant, { hint: keepsFrom(c, place.start), ...(tech === undefined ? {} : { tech }) });
    if (!result.ok) {
      const line = pathOf(['systems', i]);
      for (const d of result.diagnostics) {
        // The resolver names the argument at fault (`label`, `variant`): here, that field of the line.
        const path = d.path === undefined || d.path === '' ? line : pathJoin(line, d.path);
        const label = d.path === 'label' ? where.at(['systems', i, 'label']).place : undefined;
        const suggestions = label === undefined ? [] : labelFixes(c.text, label, s, fixes, node.kind === 'map' && c.text[node.start] === '{');
        // A chart name to write as the catalog's label is shown at the label even when no quick fix can be written there.
        const at = label !== undefined && (suggestions.length > 0 || d.code === 'catalog-label-needed') ? label : place;
        report(c, d.code, d.message, at.start, at.end, { severity: d.severity, path, source: d.source, suggestions });
      }
      refused.push(i);
      continue;
    }
    if (result.value.kind === 'chart') continue;
    const entry = result.value.entry;
    if (tech !== undefined && !isAvailableAt(entry, tech)) {
      const t = entry.tech!;
      const message = `${shortName(s.label)}${s.variant === undefined ? '' : ` (${shortName(s.variant)})`} exists at ${t.level}X${t.mode === 'and-up' ? ' and up' : ' only'}, and this ship is ${tech}X`;
      report(c, 'system-not-available', message, place.start, place.end, { path: pathOf(['systems', i]), source: entry.source });
      unavailable.push(i);
    }
  }
  return { refused, unavailable };
}

/** What {@link checkSystems} found: the indexes of the lines refused, and of the lines the ship's tech level does not have. */
export interface SystemsChecked {
  readonly refused: readonly number[];
  readonly unavailable: readonly number[];
}

/**
 * The fixes of a line refused at its label, as texts to put in the label's place, written as the
 * file writes the label (plain, or in the same quotes without escapes; none otherwise), each once
 * and none the label itself. A fix that changes the variant of a line that has none adds it, in a
 * flow mapping (`{ label: Tractor }` becomes `{ label: Trac, variant: Mech }`); in a block mapping,
 * or where the line has a variant, the fix is the label alone and the message says the rest.
 */
function labelFixes(text: string, label: { readonly start: number; readonly end: number }, s: SystemToCheck, fixes: readonly SystemLineFix[], flow: boolean): string[] {
  const written = text.slice(label.start, label.end);
  const quote = written === s.label ? '' : written === `"${s.label}"` ? '"' : written === `'${s.label}'` ? "'" : undefined;
  if (quote === undefined) return [];
  const out = new Set<string>();
  for (const fix of fixes) {
    const name = scalarText(fix.label, quote);
    if (name === undefined) continue;
    const addVariant = fix.variant !== null && s.variant === undefined && flow;
    const variant = addVariant ? scalarText(fix.variant!, quote) : undefined;
    if (addVariant && variant === undefined) continue;
    const key = quote === '"' ? '"variant"' : 'variant';
    const fixed = variant === undefined ? name : `${name}, ${key}: ${variant}`;
    if (fixed !== written) out.add(fixed);
  }
  return [...out];
}

/** A YAML value as the file writes its label (plain, or in its quotes), or undefined when it cannot be written so and read back the same. */
function scalarText(value: string, quote: '' | '"' | "'"): string | undefined {
  if (quote === '"') return /["\\]/.test(value) || /[\u0000-\u001f]/.test(value) ? undefined : `"${value}"`;
  if (quote === "'") return value.includes("'") ? undefined : `'${value}'`;
  // Plain: a word the core schema reads as this very string (not a number, true or null), with
  // nothing that ends a plain value (`: `, ` #`) or a flow indicator.
  const plain = /^[A-Za-z][A-Za-z0-9 ()/+.-]*$/.test(value) && !value.endsWith(' ') && !/^(true|false|null|yes|no|on|off|y|n)$/i.test(value);
  return plain ? value : /["\\]/.test(value) ? undefined : `"${value}"`;
}

/**
 * Builds the ship of a document whose lines all passed (the ship state of its model), reporting
 * what stops it at the field its path names: shuttles aboard past the Shuttle boxes, a system's
 * boxes past `MAX_BOXES` over several lines, a blank phaser type; and the infos (a system that
 * is not hit in combat adds no boxes) at their line. Undefined when the ship does not build.
 */
export function checkShipBuilds(c: Collector, where: Locator, design: ShipDesign, options: ShipOptions, inFile: (path: string) => string | undefined = (p) => p): ShipState | undefined {
  const built = buildDesignShip(design, options);
  for (const found of built.diagnostics) {
    // A part of the document (its bad lines left out): paths as the file's, and nothing that only follows from a line left out.
    const path = found.path === undefined ? undefined : inFile(found.path);
    if (found.path !== undefined && path === undefined) continue;
    const d = path === found.path ? found : { ...found, path };
    const { place } = where.at(segmentsOf(d.path ?? ''));
    report(c, d.code, d.message, place.start, place.end, { severity: d.severity, path: d.path, source: d.source });
  }
  return built.ok ? built.value : undefined;
}

/** The segments of a simple path (`systems[3].count` is systems, 3, count). */
function segmentsOf(path: string): (string | number)[] {
  return [...path.matchAll(/([A-Za-z_$][\w$]*)|\[(\d+)\]/g)].map((m) => (m[2] === undefined ? m[1]! : Number(m[2])));
}
