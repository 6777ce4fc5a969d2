// How a text is written into one cell of a table: shared by every table the package prints (the
// catalog, cost tables, the CLI's rules and batch prices), so that all quote alike.

/** A CSV cell (RFC 4180): quoted, its quotes doubled, when it holds a comma, quote or line break. */
export const csvCell = (s: string): string => (/[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);

/** A Markdown table cell: `|` escaped and line breaks turned into spaces, so that the row stays one line. */
export const mdCell = (s: string): string => s.replaceAll('|', '\\|').replaceAll('\n', ' ');
