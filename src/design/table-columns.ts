// The names of a cost table's columns and formats, apart from the table code so that a reader
// of the names (the CLI's help) does not load the notation parser with them.

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

/** The columns of numbers, right-aligned wherever a table is drawn (Markdown, the page). Internal. */
export const NUMERIC_TABLE_COLUMNS: ReadonlySet<TableColumn> = /* @__PURE__ */ new Set(['count', 'basic', 'active', 'build', 'power', 'range']);
/**
 * The formats a cost table is written in: Markdown, CSV (RFC 4180) and JSON.
 *
 * @example
 * ```ts
 * import { TABLE_FORMATS, type TableFormat } from 'spacedock/design';
 *
 * // A format from the command line, checked against the list before use.
 * const asked: string = 'csv';
 * const format = TABLE_FORMATS.find((f) => f === asked); // TableFormat | undefined
 * if (format !== 'csv') throw new Error(String(format));
 * ```
 */
export const TABLE_FORMATS = /* @__PURE__ */ Object.freeze(['md', 'csv', 'json'] as const);
/** One of the {@link TABLE_FORMATS}. */
export type TableFormat = (typeof TABLE_FORMATS)[number];
