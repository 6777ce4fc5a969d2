import { describeValue } from '../diagnostics/describe.js';
import { csvCell } from '../text/table-cells.js';
import { escapeMarkdown } from '../text/escape.js';
import type { UnitReadout } from '../readout/model.js';
import type { LoadedDocument } from './model.js';
import { NUMERIC_TABLE_COLUMNS as NUMERIC, TABLE_COLUMNS, TABLE_FORMATS, type TableColumn, type TableFormat } from './table-columns.js';

export { TABLE_COLUMNS, TABLE_FORMATS, type TableColumn, type TableFormat } from './table-columns.js';
const FORMATS: readonly TableFormat[] = TABLE_FORMATS;

/**
 * One row of a cost table: a view of a unit's readout (`UnitReadout`, the same names and
 * figures). `range` is `null` for a unit without range: JSON keeps the `null`, CSV leaves the
 * cell empty and Markdown shows `-`.
 */
export interface TableRow {
  readonly name: string;
  readonly spec: string;
  readonly count: number;
  readonly basic: number;
  readonly active: number;
  readonly build: number;
  readonly power: number;
  readonly range: number | null;
  /** The function and its modifiers in words (the readout's `summary`). */
  readonly modifiers: string;
}

/**
 * The rows of a rulebook cost table for a loaded document: one per unit line, with the
 * modifiers written out in words ("Armor Piercing, Reduced by Range"). The rows are a view of the
 * document's readout (`loaded.readout.units`): nothing is priced again. A fleet has none.
 *
 * @example
 * ```ts
 * import { loadDesigns, tableRows } from 'spacedock/design';
 *
 * const r = loadDesigns('format: 1\nkind: units\ntitle: Guns\nunits: [{ name: Flak, spec: 2d6 pZap AUTO RNG- }, { name: Wall, spec: 9 eDefense }]');
 * const doc = r.ok ? r.value.documents[0] : undefined;
 * const rows = doc === undefined ? [] : tableRows(doc);
 * // [{ name: 'Flak', basic: 10, active: 15, build: 12, power: 3, range: 12, modifiers: 'Zap: Autofire, Reduced by Range', ... },
 * //  { name: 'Wall', ..., range: null, modifiers: 'Defense' }]
 * if (rows[0]?.build !== 12 || rows[0].modifiers !== 'Zap: Autofire, Reduced by Range' || rows[1]?.range !== null) throw new Error(JSON.stringify(rows));
 * ```
 *
 * @throws {TypeError} when `loaded` is not a document from `loadDesigns` (a programming error).
 */
export function tableRows(loaded: LoadedDocument): TableRow[] {
  const units = typeof loaded === 'object' && loaded !== null ? (loaded.readout as { units?: unknown } | undefined)?.units : undefined;
  if (!Array.isArray(units)) throw new TypeError(`tableRows takes a document from loadDesigns, not ${describeValue(loaded)}`);
  return (units as readonly UnitReadout[]).map(tableRowOf);
}

/** A unit readout's cost-table row. */
export const tableRowOf = (u: UnitReadout): TableRow => ({
  name: u.name,
  spec: u.spec,
  count: u.count,
  basic: u.basic,
  active: u.active,
  build: u.build,
  power: u.power,
  range: u.range,
  modifiers: u.summary,
});

/**
 * Renders cost-table rows: a Markdown table, CSV (RFC 4180) or JSON, with the chosen columns.
 *
 * @example
 * ```ts
 * import { formatTable, loadDesigns, tableRows } from 'spacedock/design';
 *
 * const r = loadDesigns('format: 1\nkind: units\ntitle: Guns\nunits: [{ name: Laser, spec: 3d6 eZap AP }]');
 * const doc = r.ok ? r.value.documents[0] : undefined;
 * const md = formatTable(doc === undefined ? [] : tableRows(doc), 'md', ['name', 'build', 'power']);
 * // | name | build | power |
 * // | --- | ---: | ---: |
 * // | Laser | 23 | 5 |
 * if (md.split('\n')[2] !== '| Laser | 23 | 5 |') throw new Error(md);
 * ```
 *
 * @throws {TypeError} when `format` is not one of `md`, `csv`, `json`, a column is not one of
 * {@link TABLE_COLUMNS}, or a row has a cell that is neither text nor a number. These are
 * programming errors, not user input: the formats and columns are closed sets that a caller
 * checks first (as `spacedock table` does with `--format` and `--columns`).
 */
export function formatTable(rows: readonly TableRow[], format: TableFormat, columns: readonly TableColumn[] = TABLE_COLUMNS): string {
  if (!FORMATS.includes(format)) throw new TypeError(`formatTable: the format is one of ${FORMATS.join(', ')}, not ${describeValue(format)}`);
  const cols = columns;
  if (!Array.isArray(cols as unknown) || cols.length === 0) throw new TypeError('formatTable: the columns are a non-empty list of TABLE_COLUMNS');
  for (const c of cols) if (!TABLE_COLUMNS.includes(c)) throw new TypeError(`formatTable: unknown column ${describeValue(c)}; the columns are ${TABLE_COLUMNS.join(', ')}`);
  if (!Array.isArray(rows as unknown)) throw new TypeError(`formatTable takes an array of table rows, not ${describeValue(rows)}`);
  // Every cell read once, and checked: what is printed below is only strings and numbers.
  const grid = rows.map((r: unknown, i) =>
    cols.map((c) => {
      const v: unknown = typeof r === 'object' && r !== null ? (r as TableRow)[c] : undefined;
      if (typeof v !== 'string' && typeof v !== 'number' && v !== null) throw new TypeError(`formatTable: rows[${i}].${c} is ${describeValue(v)}, not text, a number or null`);
      return v;
    }),
  );
  switch (format) {
    case 'json':
      return JSON.stringify(grid.map((cells) => Object.fromEntries(cols.map((c, j) => [c, cells[j]]))), null, 2);
    case 'csv':
      return [cols.join(','), ...grid.map((cells) => cells.map((v) => (v === null ? '' : csvCell(String(v)))).join(','))].join('\n');
    case 'md':
      return [`| ${cols.join(' | ')} |`, `| ${cols.map((c) => (NUMERIC.has(c) ? '---:' : '---')).join(' | ')} |`, ...grid.map((cells) => `| ${cells.map((v) => (v === null ? '-' : escapeMarkdown(String(v)))).join(' | ')} |`)].join('\n');
  }
}

/** The cost table of one document, titled, for {@link formatTables}. */
export interface TitledTable {
  readonly title: string;
  readonly rows: readonly TableRow[];
}

/**
 * Renders the cost tables of several documents as one output: Markdown sections (`## title`,
 * then the table), one CSV with a `document` column first and a single header, or a JSON array
 * of `{ "document": title, "rows": [...] }`. The shape is the same for one document as for many,
 * so a reader of the output need not count them first.
 *
 * @example
 * ```ts
 * import { formatTables, loadDesigns, tableRows } from 'spacedock/design';
 *
 * const r = loadDesigns('format: 1\nkind: units\ntitle: Guns\nunits: [{ name: Laser, spec: 3d6 eZap AP }]\n---\nformat: 1\nkind: units\ntitle: Screens\nunits: [{ name: Wall, spec: 9 eDefense }]');
 * const tables = r.ok ? r.value.documents.map((d) => ({ title: d.document.kind === 'units' ? d.document.title : d.document.name, rows: tableRows(d) })) : [];
 * const csv = formatTables(tables, 'csv', ['name', 'build']).split('\n');
 * // document,name,build / Guns,Laser,23 / Screens,Wall,...
 * if (csv[0] !== 'document,name,build' || !csv[1]?.startsWith('Guns,Laser,') || csv.length !== 3) throw new Error(csv.join('\n'));
 * ```
 *
 * @throws {TypeError} as {@link formatTable}, for a format, column or row that is not one.
 */
export function formatTables(tables: readonly TitledTable[], format: TableFormat, columns: readonly TableColumn[] = TABLE_COLUMNS): string {
  if (!Array.isArray(tables as unknown)) throw new TypeError(`formatTables takes an array of titled tables, not ${describeValue(tables)}`);
  switch (format) {
    case 'md':
      return tables.map((t) => `## ${escapeMarkdown(String(t.title))}\n\n${formatTable(t.rows, 'md', columns)}`).join('\n\n');
    case 'csv': {
      // One record per row, rendered alone so that a quoted cell holding a newline stays whole.
      const header = formatTable([], 'csv', columns);
      const records = tables.flatMap((t) => t.rows.map((row) => `${csvCell(String(t.title))},${formatTable([row], 'csv', columns).slice(header.length + 1)}`));
      return [`document,${header}`, ...records].join('\n');
    }
    case 'json':
      return JSON.stringify(tables.map((t) => ({ document: t.title, rows: JSON.parse(formatTable(t.rows, 'json', columns)) as unknown })), null, 2);
    default:
      return formatTable([], format, columns);
  }
}
