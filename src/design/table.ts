import { FUNCTIONS } from '../rules/functions.js';
import { MODIFIERS } from '../rules/modifiers.js';
import { parseUnit } from '../notation/parse.js';
import type { LoadedDocument } from './load.js';

/**
 * The columns a cost table can have, in their default order; {@link formatTable} prints them all
 * unless given a selection.
 *
 * @example
 * ```ts
 * import { TABLE_COLUMNS, formatTable } from 'spacedock/design';
 *
 * const header = formatTable([], 'csv'); // every column, in this order
 * if (header !== TABLE_COLUMNS.join(',')) throw new Error(header);
 * ```
 */
export const TABLE_COLUMNS = /* @__PURE__ */ Object.freeze(['name', 'spec', 'count', 'basic', 'active', 'build', 'power', 'range', 'modifiers'] as const);
/** One column of a cost table (one of {@link TABLE_COLUMNS}). */
export type TableColumn = (typeof TABLE_COLUMNS)[number];
/** The formats of a cost table. */
export type TableFormat = 'md' | 'csv' | 'json';

/** One row of a cost table: the unit's name, spec and price, and its modifiers in words. */
export type TableRow = { readonly [C in TableColumn]: string | number };

/**
 * The rows of a rulebook cost table for a loaded document: one per unit that priced, with the
 * modifiers written out in words ("Armor Piercing, Reduced by Range").
 *
 * @example
 * ```ts
 * import { loadDesigns, tableRows } from 'spacedock/design';
 *
 * const r = loadDesigns('format: 1\nkind: units\ntitle: Guns\nunits: [{ name: Flak, spec: 2d6 pZap AUTO RNG- }]');
 * const rows = r.documents[0] === undefined ? [] : tableRows(r.documents[0]);
 * // [{ name: 'Flak', basic: 10, active: 15, build: 12, power: 3, range: 12, modifiers: 'Zap: Autofire, Reduced by Range', ... }]
 * if (rows[0]?.build !== 12 || rows[0].modifiers !== 'Zap: Autofire, Reduced by Range') throw new Error(JSON.stringify(rows));
 * ```
 */
export function tableRows(loaded: LoadedDocument): TableRow[] {
  const rows: TableRow[] = [];
  (loaded.document.units ?? []).forEach((u, i) => {
    const p = loaded.prices[i];
    if (p === undefined) return;
    const parsed = parseUnit(u.spec);
    const fn = parsed.ok ? FUNCTIONS[parsed.unit.function.kind].name : '';
    const words = p.breakdown.map((t) => MODIFIERS[t.code].name);
    rows.push({
      name: u.name,
      spec: u.spec,
      count: u.count ?? 1,
      basic: p.basic,
      active: p.active,
      build: p.build,
      power: p.power,
      range: p.ranged ? p.range : '-',
      modifiers: words.length === 0 ? fn : `${fn}: ${[...new Set(words)].join(', ')}`,
    });
  });
  return rows;
}

const csvCell = (s: string): string => (/[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);
const mdCell = (s: string): string => s.replaceAll('|', '\\|').replaceAll('\n', ' ');

/**
 * Renders cost-table rows: a Markdown table, CSV (RFC 4180) or JSON, with the chosen columns.
 *
 * @example
 * ```ts
 * import { formatTable, loadDesigns, tableRows } from 'spacedock/design';
 *
 * const r = loadDesigns('format: 1\nkind: units\ntitle: Guns\nunits: [{ name: Laser, spec: 3d6 eZap AP }]');
 * const md = formatTable(r.documents[0] === undefined ? [] : tableRows(r.documents[0]), 'md', ['name', 'build', 'power']);
 * // | name | build | power |
 * // | --- | ---: | ---: |
 * // | Laser | 23 | 5 |
 * if (md.split('\n')[2] !== '| Laser | 23 | 5 |') throw new Error(md);
 * ```
 */
export function formatTable(rows: readonly TableRow[], format: TableFormat, columns: readonly TableColumn[] = TABLE_COLUMNS): string {
  const pick = (r: TableRow): Record<string, string | number> => Object.fromEntries(columns.map((c) => [c, r[c]]));
  switch (format) {
    case 'json':
      return JSON.stringify(rows.map(pick), null, 2);
    case 'csv':
      return [columns.join(','), ...rows.map((r) => columns.map((c) => csvCell(String(r[c]))).join(','))].join('\n');
    case 'md':
      return [`| ${columns.join(' | ')} |`, `| ${columns.map((c) => (typeof rows[0]?.[c] === 'number' ? '---:' : '---')).join(' | ')} |`, ...rows.map((r) => `| ${columns.map((c) => mdCell(String(r[c]))).join(' | ')} |`)].join('\n');
  }
}
