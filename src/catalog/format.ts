import type { CatalogRow } from './rows.js';

/** The formats {@link formatCatalog} writes. */
export type CatalogFormat = 'md' | 'csv' | 'json';

const COLUMNS = ['label', 'variant', 'name', 'repair', 'spaces', 'hit on', 'tech', 'treat as'] as const;

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

const csvCell = (s: string): string => (/[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);
const mdCell = (s: string): string => s.replaceAll('|', '\\|').replaceAll('\n', ' ');

/**
 * Renders catalog rows as a Markdown table, CSV (RFC 4180 quoting, hit-on results joined with
 * " or ") or JSON (an array of the rows).
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
  switch (format) {
    case 'json':
      return JSON.stringify(rows, null, 2);
    case 'csv':
      return [COLUMNS.join(','), ...rows.map((r) => cells(r).map(csvCell).join(','))].join('\n');
    case 'md':
      return [
        `| ${COLUMNS.join(' | ')} |`,
        `| ${COLUMNS.map(() => '---').join(' | ')} |`,
        ...rows.map((r) => `| ${cells(r).map(mdCell).join(' | ')} |`),
      ].join('\n');
  }
}
