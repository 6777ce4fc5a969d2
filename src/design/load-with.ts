/**
 * The design loader (internal): what `loadDesigns` does, with the full YAML reader handed in
 * (load.ts hands it the `yaml` library's; the shipyard page only once a text needs it).
 */
import type { Severity } from '../diagnostics/codes.js';
import type { Diagnostic, Span } from '../diagnostics/diagnostic.js';
import { pathSegments } from '../diagnostics/path.js';
import type { UnitPrice } from '../pricing/price.js';
import { DEFAULT_PROFILE, type PricingProfile } from '../pricing/profile.js';
import { documentProfile } from './document-profile.js';
import { commaInFlowValue } from './flow-comma.js';
import type { DesignProfile } from './schema.js';
import { checkShipBuilds, checkSystems, checkUnits, type PriceMemo, type SystemsChecked, type SystemToCheck, type UnitToCheck } from './check-lines.js';
import { pathInFile, validPart } from './valid-part.js';
import { standsWithout } from './line-counts.js';
import { splitRepeats } from './key-repeats.js';
import type { TechLevel } from '../catalog/types.js';
import { compileFleet, compileShip, compileUnitList, type CompileShared, type Compiled } from './compile.js';
import type { FleetLimitField, FleetLineSpans, FleetModel, FleetSpans, LoadedDocument } from './model.js';
import { checkShipOptions, type ShipOptions } from './ship.js';
import { dropMany, finish, keepsFrom, newCollector, report, type Collector } from './collector.js';
import { splitDocuments, type DocumentSlice } from './documents.js';
import { awkwardFinder, readFast } from './fast-yaml.js';
import { lineIndex, positionIn, type LineIndex } from './line-index.js';
import { LOAD_LIMITS } from './load-limits.js';
import { recover, type RecoveredTree, type SourceReader } from './recover.js';
import { checkTree, locator, toValue, type AliasBudget, type Locator } from './tree-checks.js';
import { schemaIssues, type Segments } from './validate.js';
import type { ReadOutcome, YamlError, YNode } from './yaml-tree.js';

export type { FleetLineSpans, FleetSpans, LoadedDocument, LoadedFile } from './model.js';

/**
 * Everything a design file gave, errors or not (internal: the CLI's `check` reports the totals of
 * the valid documents of a file next to the errors of the others, and counts every problem).
 */
export interface FullLoad {
  /** False exactly when an error was found, among the diagnostics kept or the ones past the cap. */
  readonly ok: boolean;
  readonly file: string;
  /** The documents without errors of their own, in file order. */
  readonly documents: readonly LoadedDocument[];
  /**
   * The diagnostics, document by document, each document's in the order of its checks. When
   * there are more than `MAX_DIAGNOSTICS`, the first of them by position in the file, sorted by
   * position, then one `too-many-diagnostics` that says how many more there were.
   */
  readonly diagnostics: readonly Diagnostic[];
  /** How many problems of each severity were found, those past the cap included. */
  readonly counts: Readonly<Record<Severity, number>>;
  /**
   * The fleets with schema errors only in some of their lines: each without those lines, so that
   * the references and limits of the others are still checked (`check` resolves them). Never
   * among `documents`.
   */
  readonly partialFleets: readonly PartialFleet[];
}

/** A fleet without its lines that have schema errors (`FullLoad.partialFleets`). */
export interface PartialFleet {
  /** The fleet without those lines; its `fleetSpans` are the file's own lines. */
  readonly model: FleetModel;
  /** How many lines the file's fleet has, those left out included. */
  readonly lines: number;
}

/**
 * The full YAML reader as the loader takes it (`readSource` of full-yaml.ts): passed in rather
 * than imported, so that the shipyard page loads the `yaml` library only once a text needs it.
 */
export interface FullYamlReader {
  readonly readSource: SourceReader;
}

/** What {@link loadWith} answers without a full reader for a text that needs one. */
export interface NeedsFullReader {
  readonly needsFullReader: true;
}

/**
 * {@link loadDesignsInFull} with the full YAML reader given (internal). Without one, a text with a
 * document the fast reader does not read (unusual YAML, or a YAML error) is not checked at all:
 * the answer is `needsFullReader`, and the caller loads the reader and asks again.
 */
export function loadWith(text: string, file: string | undefined, full: FullYamlReader, options?: ShipOptions): FullLoad;
export function loadWith(text: string, file: string | undefined, full: FullYamlReader | undefined, options?: ShipOptions): FullLoad | NeedsFullReader;
export function loadWith(text: string, file: string | undefined, full: FullYamlReader | undefined, given?: ShipOptions): FullLoad | NeedsFullReader {
  const options = checkShipOptions(given, 'loadDesigns');
  const name = typeof file === 'string' ? file : '<input>';
  if (typeof text !== 'string') {
    const c = newCollector('');
    report(c, 'design-yaml', 'a design file is text', 0, 0);
    return result(c, name, [], []);
  }
  const c = newCollector(text);
  const documents: LoadedDocument[] = [];
  const partialFleets: PartialFleet[] = [];
  try {
    if (loadInto(c, text, documents, partialFleets, full, options) === NEEDS_FULL) return NEEDS_FULL;
  } catch (error) {
    // Not reached by any known input; kept so that a bug is a diagnostic rather than a throw.
    report(c, 'design-unsafe', `the file could not be read (${error instanceof Error ? error.message : String(error)})`, 0, 0);
  }
  return result(c, name, documents, partialFleets);
}

const NEEDS_FULL: NeedsFullReader = Object.freeze({ needsFullReader: true });

function result(c: Collector, file: string, documents: LoadedDocument[], partialFleets: PartialFleet[]): FullLoad {
  const diagnostics = finish(c);
  return { ok: !c.failed, file, documents, diagnostics, counts: { ...c.counts }, partialFleets };
}

function loadInto(c: Collector, text: string, documents: LoadedDocument[], partialFleets: PartialFleet[], reader: FullYamlReader | undefined, options: ShipOptions): NeedsFullReader | undefined {
  if (text.length > LOAD_LIMITS.maxLength) {
    report(c, 'design-too-large', `the file has ${text.length} characters; the limit is ${LOAD_LIMITS.maxLength}`, 0, 0);
    return undefined;
  }
  const from = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const split = splitDocuments(text, from, LOAD_LIMITS.maxDocuments);
  if (split.count > LOAD_LIMITS.maxDocuments) {
    report(c, 'design-too-large', `the file has ${split.count} documents; the limit is ${LOAD_LIMITS.maxDocuments}`, 0, 0);
    return undefined;
  }
  const awkward = awkwardFinder(text);
  const memo: PriceMemo = new Map();
  const budget: AliasBudget = { added: 0 };
  const full: FullBudget = { left: LOAD_LIMITS.maxFullYamlLength, recovery: LOAD_LIMITS.maxFullYamlLength };
  const shared: Shared = { memo, budget, full, readSource: reader?.readSource, facts: new Map(), options, partialFleets };
  for (const slice of split.documents) {
    let read = readFast(text, slice, awkward);
    if (read.kind === 'unsupported') {
      if (reader === undefined) return NEEDS_FULL;
      const length = slice.end - slice.from;
      if (length > full.left) {
        report(c, 'design-too-large', tooLargeForFull(read.reason, length, full.left), read.at, read.at + 1);
        continue;
      }
      full.left -= length;
      read = reader.readSource(text.slice(slice.from, slice.end), slice.from, slice.start);
    }
    // A document is listed only when it has no error of its own (its lines' included).
    const loaded = checkDocument(c, slice, read, shared, documents.length);
    if (loaded !== undefined) documents.push(loaded);
  }
  return undefined;
}

/**
 * What is left of the file's allowances for the full YAML reader, in characters: one for the
 * first reading of each document, one (as large) for reading documents again after their YAML
 * errors (`recover.ts`), so that reading on after one document's errors never leaves another
 * document unread.
 */
interface FullBudget {
  left: number;
  recovery: number;
}

/** What the documents of one file share while they are checked and compiled. */
interface Shared extends CompileShared {
  /** How the ships are built. */
  readonly options: ShipOptions;
  readonly memo: PriceMemo;
  readonly budget: AliasBudget;
  readonly full: FullBudget;
  /** The full reader; present whenever a document has YAML errors (only that reader finds them). */
  readonly readSource: SourceReader | undefined;
  /** Where a fleet with schema errors in some lines goes, without them. */
  readonly partialFleets: PartialFleet[];
}

function tooLargeForFull(reason: string, length: number, left: number): string {
  return `this document has YAML that only the full YAML reader reads (${reason}), and is too large for it: ${length} characters, ` +
    `where at most ${LOAD_LIMITS.maxFullYamlLength} per file go to that reader${left < LOAD_LIMITS.maxFullYamlLength ? ` (${left} left)` : ''}; ` +
    'simplify the YAML here or split the file';
}

/**
 * Checks one document that has been read; returns its model, compiled, when it has no error of
 * its own (`index` is its place among the file's documents without errors).
 */
function checkDocument(c: Collector, slice: DocumentSlice, read: ReadOutcome, shared: Shared, index: number): LoadedDocument | undefined {
  switch (read.kind) {
    case 'too-deep':
      report(c, 'design-unsafe', `the YAML nests more than ${LOAD_LIMITS.maxDepth} mappings and sequences deep here`, read.at, read.at + 1);
      return undefined;
    case 'errors':
      checkRecovered(c, slice, read.errors, shared);
      return undefined;
    case 'bad-alias':
      report(c, 'design-yaml', read.message, read.at, read.end);
      return undefined;
    case 'unsupported':
      return undefined; // not reached: the caller hands these to the full reader
    case 'tree':
      return checkRoot(c, slice, read.root, shared, undefined, index);
  }
}

/**
 * After YAML errors: the errors, save those that only follow from another; then the document read again without its broken lines (`recover.ts`), and
 * checked as any other, save for what is only a consequence of the lines left out. It is never
 * listed as loaded.
 */
function checkRecovered(c: Collector, slice: DocumentSlice, errors: readonly YamlError[], shared: Shared): void {
  const canRead = (length: number): boolean => {
    if (length > shared.full.recovery) return false;
    shared.full.recovery -= length;
    return true;
  };
  const again = shared.readSource === undefined ? undefined : recover(c.text, slice, errors, canRead, shared.readSource);
  for (const e of errors) if (again?.cascades.has(e) !== true) report(c, 'design-yaml', e.message, e.start, e.end, { suggestions: e.suggestions });
  if (again === undefined) return;
  for (const e of again.hidden) report(c, 'design-yaml', e.message, e.start, e.end, { suggestions: e.suggestions });
  const tree = again.tree;
  if (tree === undefined) return;
  c.mute = tree.consequence;
  try {
    checkRoot(c, slice, tree.root, shared, tree, -1);
  } finally {
    c.mute = undefined;
  }
}

/**
 * Checks the tree of one document; returns its model, compiled, when it has no error of its own.
 * With `recovered` (a document read without its broken lines), a field missing only because its
 * line was left out is not reported, and the ship is checked as a whole on what was read (a count
 * over the system lines only when none may have been blanked away): such a document is never
 * compiled.
 */
function checkRoot(c: Collector, slice: DocumentSlice, root: YNode | null, shared: Shared, recovered: RecoveredTree | undefined, index: number): LoadedDocument | undefined {
  // An empty document (a trailing ---, or only comments) has no node, or a null scalar.
  if (root === null || (root.kind === 'scalar' && root.value === null)) return undefined;
  // A mapping that starts its keys again (a list item without its dash, a document without its
  // ---) is read as the parts meant, each checked; such a document is never listed.
  const errorsBefore = c.counts.error;
  const parts = splitRepeats(c, root);
  // A list item split where its keys start again (a missing dash) is an error of this document too: it is never listed.
  if (parts.length === 1) return checkPart(c, slice, parts[0]!, shared, recovered, c.counts.error === errorsBefore ? index : -1, errorsBefore);
  for (const part of parts) checkPart(c, slice, part, shared, recovered, -1);
  return undefined;
}

/** {@link checkRoot} on one document, its mappings split where their keys start again. */
function checkPart(c: Collector, slice: DocumentSlice, root: YNode, shared: Shared, recovered: RecoveredTree | undefined, index: number, errorsBefore = c.counts.error): LoadedDocument | undefined {
  const { memo, budget } = shared;
  const tree = checkTree(c, root, budget);
  if (!tree.ok) return undefined;
  const value = toValue(root, tree.targets);
  const where = locator(root, tree.indexes);
  const placeOf = (segments: Segments, key?: string): YNode => {
    const found = where.at(segments);
    if (key !== undefined && found.found && found.place === found.node) return where.keyAt(found.node, key) ?? found.place;
    return found.place;
  };
  // The lines with schema problems, left out of the part of the document the later checks see.
  const bad: Segments[] = [];
  // The values a comma cut inside `{ }`, by where they start: said once; a cut spec is not the spec written, and is not checked.
  const cuts = new Set<number>();
  const cutSpecs = new Set<unknown>();
  const document = schemaIssues(value, {
    keeps: (segments, key) => keepsFrom(c, placeOf(segments, key).start),
    issue: (issue) => {
      bad.push(issue.segments);
      if (issue.missing === true) {
        // At the mapping that lacks the field: its first line (its first key, or its opening `{`).
        const map = placeOf(issue.segments.slice(0, -1));
        const field = issue.segments[issue.segments.length - 1];
        if (recovered !== undefined && typeof field === 'string' && recovered.lost(map.start, map.end, field)) return;
        report(c, 'design-schema', issue.message, map.start, firstLineEnd(c.text, map.start, map.end), { path: issue.path });
        return;
      }
      const place = placeOf(issue.segments, issue.key);
      // A field name for an unknown key replaces the key itself (not an alias or mapping pointed at instead).
      const onKey = issue.key !== undefined && issue.suggestions !== undefined && place.kind === 'scalar' && place.value === issue.key;
      // A number where text is taken: the value as written, in double quotes (a plain number or word needs no escapes).
      const quoted = issue.quote === true && place.kind === 'scalar' && /^[^"\\]*$/.test(c.text.slice(place.start, place.end)) ? [`"${c.text.slice(place.start, place.end)}"`] : undefined;
      // The rest of a value a comma cut inside `{ }` (`{ spec: 3d6 eZap, AP }`): said at the value, quoted whole as the fix.
      const cut = issue.key !== undefined && issue.suggestions === undefined && place.kind === 'scalar' ? commaInFlowValue(c.text, place.start, place.end) : undefined;
      if (cut !== undefined) {
        if (cut.key === 'spec' && issue.segments[0] === 'units') cutSpecs.add(issue.segments[1]);
        if (!cuts.has(cut.start)) report(c, 'design-schema', cut.message, cut.start, cut.end, { path: issue.path, suggestions: cut.suggestions });
        cuts.add(cut.start);
        return;
      }
      // A word YAML reads as null (`Null`, `null`, `~`) where text is taken: quoting it is the fix.
      const word = issue.nullText === true && place.kind === 'scalar' ? c.text.slice(place.start, place.end) : '';
      if (/^[^"\\\s]+$/.test(word)) {
        report(c, 'design-schema', `${issue.message}: YAML reads the word ${word} as no value (null); quote it to make it text`, place.start, place.end, { path: issue.path, suggestions: [`"${word}"`] });
        return;
      }
      report(c, 'design-schema', issue.message, place.start, place.end, { path: issue.path, suggestions: onKey ? issue.suggestions : quoted });
    },
    more: (n, segments, key) => {
      bad.push(segments);
      const place = placeOf(segments, key);
      dropMany(c, { error: n, warning: 0, info: 0 }, place.start, place.end);
    },
  });
  // One pass: with schema problems only in some lines, the other lines are still checked as a
  // whole document would be (the catalog's checks, the ship's), and never compiled.
  const part = document !== undefined ? { document, kept: new Map<string, readonly number[]>() } : validPart(value, bad);
  if (part === undefined) {
    // The specs that are there are still checked, so that one pass finds every problem.
    // And so are the system lines' labels (a misspelt label beside a misspelt key: both in one run),
    // against the ship's tech level where it passed.
    const { units, systems, kind, tech } = (value ?? {}) as { units?: unknown; systems?: unknown; kind?: unknown; tech?: unknown };
    const techOk = !bad.some((s) => s[0] === 'tech' || s.length === 0) && typeof tech === 'number' && Number.isInteger(tech) && tech >= 0 && tech <= 7;
    if (Array.isArray(units)) checkUnits(c, where, memo, units.map((u: unknown, i) => (cutSpecs.has(i) ? undefined : usableUnit(u))), DEFAULT_PROFILE);
    if (kind === 'ship' && Array.isArray(systems)) checkSystems(c, where, techOk ? (tech as TechLevel) : undefined, systems.map(usableSystem));
    return undefined;
  }
  const checked = part.document;
  const whole = document !== undefined;
  // The profile first: its units are priced with it (with the default, to find their own
  // problems, when it has an error).
  const profile = checked.kind === 'fleet' ? DEFAULT_PROFILE : checkProfile(c, where, checked.profile);
  // The unit and system lines as the file has them (a part's bad lines give what they can on their own).
  const { units: fileUnits, systems: fileSystems } = value as { units?: unknown; systems?: unknown };
  const unitLines: readonly UnitToCheck[] = whole ? (checked.kind === 'fleet' ? [] : checked.units ?? []) : Array.isArray(fileUnits) ? fileUnits.map((u: unknown, i) => (cutSpecs.has(i) ? undefined : usableUnit(u))) : [];
  const priced = checked.kind === 'fleet' ? [] : checkUnits(c, where, memo, unitLines, profile ?? DEFAULT_PROFILE);
  const systemLines: readonly (SystemToCheck | undefined)[] = whole ? (checked.kind === 'ship' ? checked.systems ?? [] : []) : Array.isArray(fileSystems) ? fileSystems.map(usableSystem) : [];
  const systems = checked.kind === 'ship' ? checkSystems(c, where, checked.tech, systemLines) : { refused: [], unavailable: [] };
  if (!whole || priced.some((p) => p === undefined) || recovered !== undefined || profile === undefined || systems.refused.length > 0 || systems.unavailable.length > 0) {
    // Read again after a YAML error, the ship is built on what was read: a system line may have been blanked away.
    if (checked.kind === 'ship') checkPartBuilds(c, where, value, bad, priced, systems, shared.options, recovered !== undefined && systemsMayBeLost(recovered, root, where));
    // A fleet without its bad lines: the others' references and the limits are checked by whoever resolves it
    // (not after a YAML error: a line may have lost its `file` to the blanking, and would be looked for in the wrong file).
    if (checked.kind === 'fleet' && recovered === undefined) {
      const kept = part.kept.get('ships') ?? checked.ships.map((_, i) => i);
      const model = compileFleet(checked, [slice.start, slice.end], -1, fleetSpans(c, kept, (segments) => where.at(segments)));
      const all = (value as { ships?: unknown }).ships;
      shared.partialFleets.push({ model, lines: Array.isArray(all) ? all.length : kept.length });
    }
    return undefined;
  }
  const prices = priced as UnitPrice[];
  const range = [slice.start, slice.end] as const;
  switch (checked.kind) {
    case 'fleet':
      return c.counts.error === errorsBefore ? compileFleet(checked, range, index, fleetSpans(c, checked.ships.map((_, i) => i), (segments) => where.at(segments))) : undefined;
    case 'units':
      return c.counts.error === errorsBefore ? placedModel(c, where, compileUnitList(checked, profile, prices, range, index, shared)) : undefined;
    case 'ship': {
      // Every line is known and every unit prices: the ship must also build (the check of the whole).
      const ship = checkShipBuilds(c, where, checked, shared.options);
      return ship !== undefined && c.counts.error === errorsBefore ? placedModel(c, where, compileShip(checked, profile, prices, ship, range, index, shared)) : undefined;
    }
  }
}

/**
 * Whether a document read again after YAML errors may have lost a system line to the blanking:
 * its `systems` key blanked away, or a blanked line in its value or right under it.
 */
function systemsMayBeLost(recovered: RecoveredTree, root: YNode, where: Locator): boolean {
  if (recovered.lost(root.start, root.end, 'systems')) return true;
  const found = where.at(['systems']);
  if (!found.found) return false;
  const key = root.kind === 'map' ? where.keyAt(root, 'systems') : undefined;
  return recovered.under(key?.start ?? found.place.start, found.place.end);
}

/**
 * The check of a ship as a whole on the lines that passed every other check (the schema's, their
 * prices, their labels), when some did not: what it finds at those lines, and at the ship's own
 * fields when the system lines left out cannot change what the check counts (`line-counts.ts`: a
 * line left out that may be a Shuttle box hides the shuttles aboard, a Lab line does not). A line
 * the ship's tech level does not have stays in (its label is known), and what the build says of it
 * is not said twice.
 */
function checkPartBuilds(c: Collector, where: Locator, value: unknown, bad: readonly Segments[], priced: readonly (UnitPrice | undefined)[], systems: SystemsChecked, options: ShipOptions, blanked: boolean): void {
  const left: Segments[] = [...bad];
  priced.forEach((p, i) => p === undefined && left.push(['units', i]));
  for (const i of systems.refused) left.push(['systems', i]);
  const part = validPart(value, left);
  if (part === undefined || part.document.kind !== 'ship') return;
  const unavailable = new Set(systems.unavailable.map((i) => `systems[${i}]`));
  const kept = new Set(part.kept.get('systems'));
  const fileSystems = (value as { systems?: unknown }).systems;
  const leftOut = part.kept.has('systems') && Array.isArray(fileSystems) ? fileSystems.filter((_, i) => !kept.has(i)) : [];
  // A system line blanked after a YAML error may be anything (nothing of it was read).
  if (blanked) leftOut.push(undefined);
  checkShipBuilds(c, where, part.document, options, (path) => {
    const inFile = pathInFile(path, part.kept, (p) => standsWithout(p, leftOut, options));
    return inFile === undefined || unavailable.has(/^systems\[\d+\]/.exec(inFile)?.[0] ?? '') ? undefined : inFile;
  });
}

/**
 * A document's profile, resolved (`documentProfile`), or undefined with its problems reported in
 * the file: at the option's value, or at the label itself for a label no line could have (with
 * the label meant as the fix, where the key is written as the label is).
 */
function checkProfile(c: Collector, where: Locator, written: DesignProfile | undefined): PricingProfile | undefined {
  const { profile, diagnostics } = documentProfile(written);
  for (const d of diagnostics) {
    const segments = pathSegments(d.path);
    const found = where.at(d.onKey === true ? segments.slice(0, -1) : segments);
    const label = segments[segments.length - 1];
    const key = d.onKey === true && found.found && found.place === found.node && typeof label === 'string' ? where.keyAt(found.node, label) : undefined;
    const place = key ?? found.place;
    const fix = key !== undefined && d.suggestions?.[0] !== undefined && c.text.slice(place.start, place.end) === label ? d.suggestions : undefined;
    report(c, d.code, d.message, place.start, firstLineEnd(c.text, place.start, place.end), { path: d.path, source: d.source, suggestions: fix });
  }
  return profile;
}

/** A compiled model, or undefined with the errors that stopped it reported at the lines they are about. */
function placedModel<M extends LoadedDocument>(c: Collector, where: Locator, compiled: Compiled<M>): M | undefined {
  if (compiled.ok) return compiled.model;
  for (const d of compiled.diagnostics) {
    const { place } = where.at(d.path === undefined ? [] : [d.path]);
    report(c, d.code, d.message, place.start, firstLineEnd(c.text, place.start, place.end), { path: d.path });
  }
  return undefined;
}

/** The fields of a fleet that bound one of its totals, in the format's order. */
const LIMIT_FIELDS: readonly FleetLimitField[] = ['pointsLimit', 'powerLimit', 'spacesLimit', 'repairLimit', 'boxesLimit'];

/** The spans of a fleet's name, limits and lines (`lines`: each line's index in the file), as the locator finds them. */
function fleetSpans(c: Collector, lines: readonly number[], at: (segments: Segments) => { readonly found: boolean; readonly place: YNode }): FleetSpans {
  c.lines ??= lineIndex(c.text);
  const index: LineIndex = c.lines;
  const span = (node: YNode): Span => ({ start: node.start, end: node.end, ...positionIn(index, node.start) });
  const found = (segments: Segments): Span | undefined => {
    const f = at(segments);
    return f.found ? span(f.place) : undefined;
  };
  return {
    name: span(at(['name']).place),
    limits: Object.fromEntries(LIMIT_FIELDS.flatMap((field) => {
      const at = found([field]);
      return at === undefined ? [] : [[field, at]];
    })),
    lines: lines.map((i): FleetLineSpans => ({
      line: span(at(['ships', i]).place),
      name: found(['ships', i, 'ship']) ?? found(['ships', i, 'fleet']) ?? span(at(['ships', i]).place),
      file: found(['ships', i, 'file']),
    })),
  };
}

/** Where the line of `start` ends (before its line break), or `end` if that comes first (at most 200 characters on). */
function firstLineEnd(text: string, start: number, end: number): number {
  const stop = Math.min(end, start + 200);
  let i = start;
  while (i < stop && text[i] !== '\n' && text[i] !== '\r') i++;
  return i;
}

/** A system line whose label (and variant, if any) the schema took: the rest of it may be wrong. */
function usableSystem(s: unknown): SystemToCheck | undefined {
  if (s === null || typeof s !== 'object') return undefined;
  const { label, variant } = s as { label?: unknown; variant?: unknown };
  if (typeof label !== 'string' || label.trim() === '' || (variant !== undefined && (typeof variant !== 'string' || variant.trim() === ''))) return undefined;
  return variant === undefined ? { label } : { label, variant };
}

function usableUnit(u: unknown): UnitToCheck {
  if (u === null || typeof u !== 'object') return undefined;
  const { name, spec } = u as { name?: unknown; spec?: unknown };
  return typeof spec === 'string' ? { name: typeof name === 'string' ? name : 'unit', spec } : undefined;
}
