import { describeValue } from '../diagnostics/describe.js';
import { csvCell, mdCell } from '../text/table-cells.js';
import type { CatalogRow } from './rows.js';

/** The formats {@link formatCatalog} writes. */
export type CatalogFormat = 'md' | 'csv' | 'json';

/**
 * The columns of the catalog table that {@link formatCatalog} writes (Markdown and CSV), in order;
 * {@link catalogRowCells} gives a row's cells in the same order.
 *
 * @example
 * ```ts
 * import { CATALOG_TABLE_COLUMNS } from 'spacedock/catalog';
 *
 * if (CATALOG_TABLE_COLUMNS.join() !== 'label,variant,name,repair,spaces,hit on,tech,treat as') throw new Error(CATALOG_TABLE_COLUMNS.join());
 * ```
 */
export const CATALOG_TABLE_COLUMNS = /* @__PURE__ */ Object.freeze(['label', 'variant', 'name', 'repair', 'spaces', 'hit on', 'tech', 'treat as'] as const);
const FORMATS: readonly CatalogFormat[] = ['md', 'csv', 'json'];

/**
 * A catalog row as the table prints it, one text per column of {@link CATALOG_TABLE_COLUMNS}: the
 * repair cost with its note, "not hit" for a system the chart never names, hit-on results joined
 * with " or " (for a page or a tool that lays the table out itself).
 *
 * @throws {TypeError} when `row` is not a row from {@link toCatalogRow} (a programming error).
 *
 * @example
 * ```ts
 * import { catalogRowCells, findEntry, toCatalogRow } from 'spacedock/catalog';
 *
 * const lab = findEntry('Lab');
 * if (!lab.ok) throw new Error('Lab is in the catalog');
 * const cells = catalogRowCells(toCatalogRow(lab.value)); // ['Lab', '', 'Laboratory', '3', '1', 'Lab', '', '']
 * if (cells[0] !== 'Lab' || cells[5] !== 'Lab' || cells.length !== 8) throw new Error(cells.join('|'));
 * ```
 */
export function catalogRowCells(row: CatalogRow): readonly string[] {
  return cellsOf(checkedRow(row, 'catalogRowCells: the row'));
}

function cellsOf(r: CatalogRow): readonly string[] {
  return [
    r.label,
    r.variant ?? '',
    r.name,
    r.repair === null ? (r.repairNote ?? '') : r.repairNote !== null && r.repairNote !== 'none' ? `${r.repair} (${r.repairNote})` : String(r.repair),
    r.spaces === null ? (r.spacesNote ?? '') : String(r.spaces),
    r.hitOn.length === 0 ? 'not hit' : r.hitOn.join(' or '),
    r.tech ?? '',
    r.treatAs.join(', '),
  ];
}

/**
 * Renders catalog rows as a Markdown table, CSV (RFC 4180 quoting, hit-on results joined with
 * " or ") or JSON (an array of the rows).
 *
 * @throws {TypeError} when `format` is not one of `md`, `csv`, `json`, or `rows` is not an array
 * of rows from {@link toCatalogRow} (programming errors: the CLI checks the user's `--format`).
 *
 * @example
 * ```ts
 * import { findEntry, formatCatalog, toCatalogRow } from 'spacedock/catalog';
 *
 * const lab = findEntry('Lab');
 * if (!lab.ok) throw new Error('expected the Lab');
 * const csv = formatCatalog([toCatalogRow(lab.value)], 'csv');
 * // label,variant,name,repair,spaces,hit on,tech,treat as
 * // Lab,,Lab,4,1,Lab,,
 * if (csv.split('\n')[1] !== 'Lab,,Lab,4,1,Lab,,') throw new Error(csv);
 * ```
 */
export function formatCatalog(rows: readonly CatalogRow[], format: CatalogFormat): string {
  if (!FORMATS.includes(format)) throw new TypeError(`formatCatalog: the format is one of ${FORMATS.join(', ')}, not ${describeValue(format)}`);
  const list = rowList(rows);
  switch (format) {
    case 'json':
      return JSON.stringify(list, null, 2);
    case 'csv':
      return [CATALOG_TABLE_COLUMNS.join(','), ...list.map((r) => cellsOf(r).map(csvCell).join(','))].join('\n');
    case 'md':
      return [
        `| ${CATALOG_TABLE_COLUMNS.join(' | ')} |`,
        `| ${CATALOG_TABLE_COLUMNS.map(() => '---').join(' | ')} |`,
        ...list.map((r) => `| ${cellsOf(r).map(mdCell).join(' | ')} |`),
      ].join('\n');
  }
}

/** The rows, each copied with its fields checked, so that rendering cannot meet a surprise. */
function rowList(rows: unknown): CatalogRow[] {
  if (!Array.isArray(rows)) throw new TypeError(`formatCatalog takes an array of catalog rows, not ${describeValue(rows)}`);
  return rows.map((r: unknown, i) => checkedRow(r, `formatCatalog: rows[${i}]`));
}

/** A copy of a row from toCatalogRow, checked field by field; `what` names it in the TypeError. */
function checkedRow(r: unknown, what: string): CatalogRow {
  const bad = (field: string): never => {
    throw new TypeError(`${what}${field === '' ? '' : `.${field}`} is not what toCatalogRow makes`);
  };
  if (typeof r !== 'object' || r === null) return bad('');
  let row: { -readonly [K in keyof CatalogRow]: CatalogRow[K] };
  try {
    row = { ...(r as CatalogRow) }; // read once (a getter or a proxy that throws is no row either)
  } catch {
    return bad('');
  }
  for (const k of ['id', 'label', 'name', 'group'] as const) if (typeof row[k] !== 'string') bad(k);
  for (const k of ['variant', 'repairNote', 'spacesNote', 'tech'] as const) if (row[k] !== null && typeof row[k] !== 'string') bad(k);
  for (const k of ['repair', 'spaces'] as const) if (row[k] !== null && typeof row[k] !== 'number') bad(k);
  for (const k of ['hitOn', 'treatAs'] as const) {
    if (!Array.isArray(row[k]) || !row[k].every((x: unknown) => typeof x === 'string')) bad(k);
    row[k] = [...row[k]] as never;
  }
  return row;
}
