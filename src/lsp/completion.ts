/**
 * Completion: inside a spec, the functions and modifiers of the rule tables (with their factors
 * and the text to insert, as the shipyard's unit bench inserts them); at a design's keys, the
 * fields of the design format; after `label:`, the catalog's SSD labels and the damage chart's
 * systems the catalog does not price (one name a system: `Shtl`, not the chart's `Shuttle`); after `variant:`, the label's variants; after `weapon:`, the chart's weapons; after a
 * phaser's `type:`, the ranked phaser types.
 */
import { CompletionItemKind, type CompletionItem } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { CATALOG_ENTRIES } from '../catalog/entries.js';
import { entriesByLabel } from '../catalog/queries.js';
import { PHASER_RANK } from '../damage/phaser-rank.js';
import { CHART_LABELS, CHART_SYSTEM_NAMES, type ShipSystem } from '../damage/index.js';
import { CHART_WEAPON_NAMES } from '../design/chart-weapons.js';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { functionWritten, ruleGroups, specCompletions } from '../editing/index.js';
import type { Analysis } from './analysis.js';

/** The lists offered, made once per server (`completionLists`). */
export interface CompletionLists {
  /** A spec's items once its function is written: the modifiers first (issue 38). */
  readonly spec: readonly CompletionItem[];
  /** A spec's items before its function: the functions first. */
  readonly specStart: readonly CompletionItem[];
  readonly labels: readonly CompletionItem[];
  readonly weapons: readonly CompletionItem[];
  readonly phasers: readonly CompletionItem[];
  readonly keys: readonly CompletionItem[];
}

export function completionLists(): CompletionLists {
  return {
    spec: specItems(false),
    specStart: specItems(true),
    labels: labelItems(),
    weapons: CHART_WEAPON_NAMES.map((w) => ({ label: w, kind: CompletionItemKind.EnumMember, detail: 'damage-chart weapon' })),
    phasers: PHASER_RANK.types.map((t, i) => ({ label: t, kind: CompletionItemKind.EnumMember, detail: `phaser type (rank ${i + 1}, ${PHASER_RANK.source.entry})` })),
    keys: keyItems(),
  };
}

/** The completions at `offset`, or none. */
export function completionsAt(doc: TextDocument, analysis: Analysis, offset: number, lists: CompletionLists): readonly CompletionItem[] {
  if (analysis.kind === undefined) return [];
  const text = doc.getText();
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const before = text.slice(lineStart, offset);
  if (analysis.kind === 'units' || inSpec(text, analysis, lineStart, offset) || /\bspec\s*:\s*$/.test(before)) return functionWritten(before) ? lists.spec : lists.specStart;
  if (/\blabel\s*:\s*\S*$/.test(before)) return lists.labels;
  if (/\bvariant\s*:\s*\S*$/.test(before)) return variantItems(before);
  if (/\bweapon\s*:\s*\S*$/.test(before)) return lists.weapons;
  if (/\btype\s*:\s*\S*$/.test(before)) return lists.phasers;
  if (/^\s*(?:-\s+)?[A-Za-z]*$/.test(before) || /[{,]\s*[A-Za-z]*$/.test(before)) return lists.keys;
  return [];
}

/**
 * Whether `offset` is in a spec of the document, at its end, or after it past spaces on its line
 * (`spec: 3d6 eZap ` and the space typed to start the next modifier: a plain spec's text ends at
 * its last word).
 */
function inSpec(text: string, analysis: Analysis, lineStart: number, offset: number): boolean {
  return analysis.specs.some((s) => s.start <= offset && (offset <= s.end || (s.plain && s.start >= lineStart && onlySpaces(text, s.end, offset))));
}

/** Whether the text from `from` to `to` is spaces and tabs (looked at up to the first other character). */
function onlySpaces(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9) return false;
  }
  return true;
}

/** Every function and modifier, each inserted as the unit bench inserts it, in the order the page offers them too (src/editing). */
function specItems(functionsFirst: boolean): CompletionItem[] {
  return specCompletions(ruleGroups(), functionsFirst).map(({ group, item, isFunction }, i) => ({
    label: item.label,
    kind: isFunction ? CompletionItemKind.Function : CompletionItemKind.Keyword,
    detail: `${group.title}: ${item.insert}`,
    documentation: item.description,
    insertText: item.insert,
    filterText: `${item.label} ${item.insert}`,
    // The list's order, for the clients that sort by this text (most do).
    sortText: String(i).padStart(4, '0'),
  }));
}

/** The variants of the label written before `variant:` on the same line (flow style), or of every label. */
function variantItems(before: string): CompletionItem[] {
  const label = /\blabel\s*:\s*["']?([^,"'}]+?)["']?\s*,/.exec(before)?.[1]?.trim();
  const entries = label === undefined ? CATALOG_ENTRIES : entriesByLabel(label);
  const seen = new Set<string>();
  const out: CompletionItem[] = [];
  for (const e of entries) {
    if (e.variant === null || seen.has(e.variant)) continue;
    seen.add(e.variant);
    out.push({ label: e.variant, kind: CompletionItemKind.EnumMember, detail: `${e.label}: ${e.name}` });
  }
  return out;
}

function labelItems(): CompletionItem[] {
  const seen = new Set<string>();
  const out: CompletionItem[] = [];
  for (const [system, named] of Object.entries(CHART_SYSTEM_NAMES)) {
    // The chart's names of catalog systems (Shuttle, Tractor) are offered as the catalog's labels only.
    if (seen.has(system) || CHART_LABELS[system as ShipSystem].kind !== 'chart') continue;
    seen.add(system);
    out.push({ label: system, kind: CompletionItemKind.EnumMember, detail: `damage-chart system: ${named.name}` });
  }
  for (const e of CATALOG_ENTRIES) {
    if (seen.has(e.label)) continue;
    seen.add(e.label);
    out.push({ label: e.label, kind: CompletionItemKind.Class, detail: `catalog: ${e.name}` });
  }
  return out;
}

/**
 * The package's JSON Schema of design files (`schema/design.schema.json`, which a test keeps equal
 * to `designJsonSchema()`): read, not generated, so that the CLI's bundle carries neither zod's
 * JSON Schema generator nor the fields' descriptions. Beside `dist/` (the built CLI) or two levels
 * up (the sources); none found, no field is offered.
 */
function shippedSchema(): unknown {
  const here = dirname(fileURLToPath(import.meta.url));
  const file = [join(here, '..', 'schema', 'design.schema.json'), join(here, '..', '..', 'schema', 'design.schema.json')].find((f) => existsSync(f));
  if (file === undefined) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** The fields of the design format (every object of its JSON Schema), each with its description. */
function keyItems(): CompletionItem[] {
  const seen = new Map<string, CompletionItem>();
  const visit = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    const o = node as { properties?: Record<string, { description?: string }>; [k: string]: unknown };
    if (o.properties !== undefined) {
      for (const [key, field] of Object.entries(o.properties)) {
        if (!seen.has(key)) seen.set(key, { label: key, kind: CompletionItemKind.Property, insertText: `${key}: `, ...(field.description === undefined ? {} : { documentation: field.description }) });
      }
    }
    for (const v of Object.values(o)) visit(v);
  };
  visit(shippedSchema());
  return [...seen.values()];
}
