import { describeValue } from '../diagnostics/describe.js';
import { csvCell, mdCell } from '../text/table-cells.js';
import type { CatalogRow } from './rows.js';

/** The formats {@link formatCatalog} writes. */
export type CatalogFormat = 'md' | 'csv' | 'json';

const COLUMNS = ['label', 'variant', 'name', 'repair', 'spaces', 'hit on', 'tech', 'treat as'] as const;
const FORMATS: readonly CatalogFormat[] = ['md', 'csv', 'json'];

function cells(r: CatalogRow): readonly string[] {
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
      return [COLUMNS.join(','), ...list.map((r) => cells(r).map(csvCell).join(','))].join('\n');
    case 'md':
      return [
        `| ${COLUMNS.join(' | ')} |`,
        `| ${COLUMNS.map(() => '---').join(' | ')} |`,
        ...list.map((r) => `| ${cells(r).map(mdCell).join(' | ')} |`),
      ].join('\n');
  }
}

/** The rows, each copied with its fields checked, so that rendering cannot meet a surprise. */
function rowList(rows: unknown): CatalogRow[] {
  if (!Array.isArray(rows)) throw new TypeError(`formatCatalog takes an array of catalog rows, not ${describeValue(rows)}`);
  return rows.map((r: unknown, i) => {
    const bad = (field: string): never => {
      throw new TypeError(`formatCatalog: rows[${i}]${field === '' ? '' : `.${field}`} is not what toCatalogRow makes`);
    };
    if (typeof r !== 'object' || r === null) return bad('');
    const row = { ...(r as CatalogRow) };
    for (const k of ['id', 'label', 'name', 'group'] as const) if (typeof row[k] !== 'string') bad(k);
    for (const k of ['variant', 'repairNote', 'spacesNote', 'tech'] as const) if (row[k] !== null && typeof row[k] !== 'string') bad(k);
    for (const k of ['repair', 'spaces'] as const) if (row[k] !== null && typeof row[k] !== 'number') bad(k);
    for (const k of ['hitOn', 'treatAs'] as const) {
      if (!Array.isArray(row[k]) || !row[k].every((x: unknown) => typeof x === 'string')) bad(k);
      row[k] = [...row[k]] as never;
    }
    return row;
  });
}
