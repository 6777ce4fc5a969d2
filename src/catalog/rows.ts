import { describeValue } from '../diagnostics/describe.js';
import { toEntry } from './result.js';
import type { CatalogEntry, CatalogEntryId, CatalogGroup, CatalogLabel, CatalogValue, CatalogVariant, ChartResult, TechLevel } from './types.js';

/**
 * One entry flattened for tables and JSON: `repair` and `spaces` as numbers, or null when the
 * book gives no plain number (the `*Note` fields then say why).
 */
export interface CatalogRow {
  readonly id: CatalogEntryId;
  readonly label: CatalogLabel;
  readonly variant: CatalogVariant | null;
  readonly name: string;
  readonly group: CatalogGroup;
  readonly repair: number | null;
  readonly repairNote: string | null;
  readonly spaces: number | null;
  readonly spacesNote: string | null;
  readonly hitOn: readonly ChartResult[];
  /** The tech restriction as the book writes it (`6X only`, `5X+ only`), or null. */
  readonly tech: `${TechLevel}X only` | `${TechLevel}X+ only` | null;
  readonly treatAs: readonly string[];
}

function flat(v: CatalogValue): { value: number | null; note: string | null } {
  switch (v.kind) {
    case 'value':
      return { value: v.value, note: null };
    case 'none':
      return { value: 0, note: 'none' };
    case 'not-applicable':
      return { value: null, note: 'not applicable' };
    case 'relative':
      return { value: null, note: `${v.delta >= 0 ? '+' : ''}${v.delta} over ${v.to}` };
    case 'unstated':
      return { value: null, note: v.treatAs === undefined ? 'not given' : `as ${v.treatAs}` };
  }
}

/**
 * Flattens an entry into a {@link CatalogRow}, the plain shape {@link formatCatalog} renders and
 * a spreadsheet or JSON consumer can read without the {@link CatalogValue} union. An object with
 * the `id` of a catalog entry stands for that entry, as in the catalog rules.
 *
 * @throws {TypeError} when `e` is not a catalog entry (a programming error: entries come from
 * `findEntry`, `listEntries` or `CATALOG_ENTRIES`).
 *
 * @example
 * ```ts
 * import { findEntry, toCatalogRow } from 'spacedock/catalog';
 *
 * const lab = findEntry('Lab');
 * if (!lab.ok) throw new Error('expected the Lab');
 * const row = toCatalogRow(lab.value); // { id: 'lab', label: 'Lab', repair: 4, spaces: 1, hitOn: ['Lab'], ... }
 * if (row.repair !== 4 || row.spaces !== 1 || row.tech !== null) throw new Error(JSON.stringify(row));
 * ```
 */
export function toCatalogRow(entry: CatalogEntry): CatalogRow {
  const e = toEntry(entry);
  if (e === undefined) throw new TypeError(`toCatalogRow takes a catalog entry, not ${describeValue(entry)}`);
  const repair = flat(e.repair);
  const spaces = flat(e.spaces);
  return {
    id: e.id,
    label: e.label,
    variant: e.variant,
    name: e.name,
    group: e.group,
    repair: repair.value,
    repairNote: repair.note,
    spaces: spaces.value,
    spacesNote: spaces.note,
    hitOn: e.hitOn,
    tech: e.tech === null ? null : `${e.tech.level}X${e.tech.mode === 'and-up' ? '+' : ''} only`,
    treatAs: e.treatAs,
  };
}
