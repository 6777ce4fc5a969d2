/**
 * The cost tables of a design text as `spacedock table --format md|csv|json` prints them for the
 * same text (src/cli/table-command.ts): Markdown sections and one CSV from `formatTables`, and the
 * command's JSON report with the rows of every document. No DOM here: the tests run it in Node.
 */
import { formatTables, tableRows, TABLE_COLUMNS, type TableFormat, type TableRow } from '../../src/design/index.js';
import { DESIGN_FILE, type ShipAnalysis, type ShipDocument } from './ship-analysis.js';

/** The rows of one document's cost table, every column. */
export function costRows(document: ShipDocument): TableRow[] {
  return tableRows(document.loaded);
}

/**
 * What `spacedock table --format <format>` prints for the text, or undefined when the file has
 * errors (the command prints no table then).
 */
export function tableOutput(analysis: ShipAnalysis, format: TableFormat): string | undefined {
  if (!analysis.loaded) return undefined;
  const tables = analysis.documents.map((d) => ({ title: d.title, rows: costRows(d) }));
  if (format !== 'json') return tables.length === 0 ? '' : `${formatTables(tables, format, TABLE_COLUMNS)}\n`;
  // The command's JSON report: its verdict, the diagnostics (each with its file), the documents.
  const report = {
    ok: true,
    errors: 0,
    warnings: analysis.warnings,
    diagnostics: analysis.tableDiagnostics.map((d) => ({ ...d, file: DESIGN_FILE })),
    documents: analysis.documents.map((d, i) => ({ file: DESIGN_FILE, kind: d.kind, title: d.title, rows: tables[i]?.rows ?? [] })),
  };
  return `${JSON.stringify(report, null, 2)}\n`;
}

/** The media type of each format, for the download. */
export const TABLE_MEDIA: { readonly [F in TableFormat]: string } = {
  md: 'text/markdown;charset=utf-8',
  csv: 'text/csv;charset=utf-8',
  json: 'application/json;charset=utf-8',
};
