import { describeValue } from '../diagnostics/describe.js';
import { finishReport, newReport, report, type Report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { CATALOG_ENTRIES } from './entries.js';
import { toEntry } from './result.js';
import { TECH_LEVELS } from './rule-tables.js';
import type { CatalogEntry, CatalogGroup, CatalogLabel, CatalogVariant, ChartResult, TechLevel } from './types.js';

const fold = (s: string): string => s.trim().toUpperCase();

/** Entries by every folded label and alias (frozen lists: they are handed to callers as they are). */
const BY_NAME: ReadonlyMap<string, readonly CatalogEntry[]> = (() => {
  const map = new Map<string, readonly CatalogEntry[]>();
  for (const e of CATALOG_ENTRIES) {
    for (const name of new Set([e.label, ...e.aliases].map(fold))) map.set(name, Object.freeze([...(map.get(name) ?? []), e]));
  }
  return map;
})();

const NONE: readonly CatalogEntry[] = Object.freeze([]);

/**
 * A label or alias as the lookups take it: any spelling, in any case (`trac`, `LAB+`); the type
 * lists the labels as the book heads them, for an editor to suggest.
 */
export type CatalogLabelInput = CatalogLabel | (string & {});

/**
 * Every entry with this SSD label or alias, in any case (`trac`, `LAB+`), all variants, as a
 * frozen list. A label that is not a string finds nothing.
 *
 * @example
 * ```ts
 * import { entriesByLabel } from 'spacedock/catalog';
 *
 * const variants = entriesByLabel('trac').map((e) => e.variant); // ['no Mech', 'Mech', 'Hard', 'Borg']
 * if (variants.join() !== 'no Mech,Mech,Hard,Borg') throw new Error(variants.join());
 * if (entriesByLabel('Warp Core').length !== 0) throw new Error('an unknown label finds nothing');
 * ```
 */
export function entriesByLabel(label: CatalogLabelInput): readonly CatalogEntry[] {
  return typeof label === 'string' ? (BY_NAME.get(fold(label)) ?? NONE) : NONE;
}

/**
 * The one entry with this label (or alias) and variant. The variant may be left out when the
 * label has a single entry; variants match case-insensitively too. A label or variant that is not
 * a string is `invalid-value`; an unknown label is `unknown-system` and an unknown variant
 * too, each with the parameter's name as its `path` (`label`, `variant`); a label of several
 * variants named without one is `ambiguous-system` at `variant`.
 *
 * @example
 * ```ts
 * import { findEntry } from 'spacedock/catalog';
 *
 * const r = findEntry('trac', 'mech');
 * if (!r.ok) throw new Error('expected the Mech tractor');
 * const repair = r.value.repair; // { kind: 'value', value: 4 }
 * if (repair.kind !== 'value' || repair.value !== 4) throw new Error(JSON.stringify(repair));
 * // Without a variant, a label with several is ambiguous (an error, not a guess).
 * if (findEntry('Trac').diagnostics[0]?.code !== 'ambiguous-system') throw new Error('expected ambiguous-system');
 * ```
 */
export function findEntry(label: CatalogLabelInput, variant?: CatalogVariant | (string & {}) | null): Result<CatalogEntry> {
  const r = newReport();
  return finishReport(r, pick(r, label, variant));
}

function pick(r: Report, label: unknown, variant: unknown): CatalogEntry | undefined {
  if (typeof label !== 'string') {
    report(r, 'invalid-value', 'label', `${describeValue(label)} is not a string`);
    return undefined;
  }
  if (variant !== undefined && variant !== null && typeof variant !== 'string') {
    report(r, 'invalid-value', 'variant', `${describeValue(variant)} is not a string`);
    return undefined;
  }
  const all = entriesByLabel(label);
  if (all.length === 0) {
    report(r, 'unknown-system', 'label', `no system has the label ${describeValue(label)}`);
    return undefined;
  }
  if (variant === undefined || variant === null) {
    if (all.length === 1) return all[0];
    const plain = all.filter((e) => e.variant === null);
    if (plain.length === 1) return plain[0];
    report(r, 'ambiguous-system', 'variant', `${describeValue(label)} comes in ${all.length} variants: ${all.map((e) => e.variant ?? '(plain)').join(', ')}; name one`);
    return undefined;
  }
  const hit = all.find((e) => e.variant !== null && fold(e.variant) === fold(variant));
  if (hit === undefined) report(r, 'unknown-system', 'variant', `${describeValue(label)} has no variant ${describeValue(variant)}; its variants are ${all.map((e) => e.variant ?? '(plain)').join(', ')}`);
  return hit;
}

/** What {@link listEntries} can filter on; every given filter must hold. */
export interface CatalogFilter {
  /** Entries hit on this damage-chart result (as the book spells it: `F Hull`, `Shtl`, ...). */
  readonly hitOn?: ChartResult;
  /** Entries that exist at this tech level. */
  readonly tech?: TechLevel;
  readonly group?: CatalogGroup;
  /** Entries with this label or alias (any case). */
  readonly label?: CatalogLabelInput;
}

/**
 * The entries that pass the filter, in the book's order: for instance every system a given
 * damage-chart result can destroy, among those that exist at the ship's tech level. Never
 * throws: a filter that is not an object filters nothing, and a field of the wrong type (or a
 * filter that cannot be read) matches no entry.
 *
 * @example
 * ```ts
 * import { listEntries } from 'spacedock/catalog';
 *
 * const ids = listEntries({ hitOn: 'Trac', tech: 3 }).map((e) => e.id);
 * // ['grap', 'repul', 'trac-no-mech', 'trac-mech', 'trac-hard'] (the Borg tractor is 5X only)
 * if (ids.includes('trac-borg') || !ids.includes('grap')) throw new Error(ids.join());
 * ```
 */
export function listEntries(filter: CatalogFilter = {}): readonly CatalogEntry[] {
  if (filter === null || typeof filter !== 'object') return CATALOG_ENTRIES.slice();
  let f: CatalogFilter;
  try {
    f = { ...filter }; // each field read once
  } catch {
    return []; // a filter that cannot be read matches nothing
  }
  const { hitOn, tech, group } = f;
  const label = f.label === undefined ? undefined : typeof f.label === 'string' ? fold(f.label) : null;
  if (label === null) return [];
  return CATALOG_ENTRIES.filter(
    (e) =>
      (hitOn === undefined || e.hitOn.includes(hitOn)) &&
      (tech === undefined || isAvailableAt(e, tech)) &&
      (group === undefined || e.group === group) &&
      (label === undefined || fold(e.label) === label || e.aliases.some((a) => fold(a) === label)),
  );
}

/**
 * Whether a system exists at a tech level: any level for an unrestricted one, otherwise the
 * entry's level only or that level and up. False for anything that is not a catalog entry (see
 * `specs/catalog.md`) or not one of `TECH_LEVELS`.
 *
 * @example
 * ```ts
 * import { findEntry, isAvailableAt } from 'spacedock/catalog';
 *
 * const r = findEntry('Repair-5'); // 5X and up
 * if (!r.ok) throw new Error('expected Repair-5');
 * if (isAvailableAt(r.value, 4) || !isAvailableAt(r.value, 6)) throw new Error('Repair-5 needs 5X');
 * ```
 */
export function isAvailableAt(entry: CatalogEntry, tech: TechLevel): boolean {
  const e = toEntry(entry);
  if (e === undefined || !TECH_LEVELS.includes(tech)) return false;
  const t = e.tech;
  if (t === null) return true;
  return t.mode === 'only' ? tech === t.level : tech >= t.level;
}
