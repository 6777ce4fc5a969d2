import { loadDesigns } from '../design/load.js';
import { formatTables, tableRows, TABLE_COLUMNS, type TableColumn, type TableFormat, type TableRow } from '../design/table.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { writeFile } from 'node:fs/promises';
import type { CommandRun } from './definition.js';
import { expandPaths, readInputFile, reasonOf } from './files.js';
import { jsonReport, printDiagnostics, printJson, type JsonDiagnostic } from './output.js';
import { shownName } from './shown.js';

/** One document's table in `table --json`. */
interface DocumentTable {
  readonly file: string;
  readonly kind: 'ship' | 'units';
  readonly title: string;
  readonly rows: readonly Readonly<Partial<TableRow>>[];
}

/**
 * `spacedock table`: the rulebook cost tables of design files. Every file is read and checked
 * first; when any has an error, only the diagnostics are printed (text) or reported (JSON,
 * with no documents) and the exit code is 1. With `-o`, what would be printed on standard output
 * is written to the file instead (nothing when a file has errors).
 */
export const run: CommandRun = async ({ args, options }, io, usage) => {
  const format = options['format'] as TableFormat;
  const columns = (options['columns'] as TableColumn[] | undefined) ?? [...TABLE_COLUMNS];
  const named = await expandPaths(args, usage);
  const diagnostics: JsonDiagnostic[] = [];
  const documents: DocumentTable[] = [];
  const problem = (file: string, d: Diagnostic, source?: string): void => {
    diagnostics.push({ ...d, file });
    if (format !== 'json') printDiagnostics([d], source === undefined ? { file } : { source, file }, io);
  };
  for (const path of named) {
    if ('unmatched' in path) {
      problem(path.unmatched, { severity: 'error', code: 'unreadable-input', message: `cannot read this file: ${path.why}` });
      continue;
    }
    const file = path.file;
    const read = await readInputFile(file, io);
    if (!read.ok) {
      problem(file, { severity: 'error', code: 'unreadable-input', message: `cannot read this file: ${read.reason}` });
      continue;
    }
    const r = loadDesigns(read.text, file);
    for (const d of r.diagnostics) problem(file, d, read.text);
    if (!r.ok) continue;
    if (r.value.documents.length === 0) problem(file, { severity: 'warning', code: 'empty-file', message: 'this file holds no design document (it is empty, or only comments)', span: { start: 0, end: 0, line: 1, column: 1 } }, read.text);
    for (const doc of r.value.documents) {
      const rows = tableRows(doc);
      const title = doc.document.kind === 'units' ? doc.document.title : doc.document.name;
      documents.push({ file, kind: doc.document.kind, title, rows: rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c]]))) as Partial<TableRow>[] });
    }
  }
  const report = jsonReport(diagnostics, { documents });
  if (!report.ok) {
    if (format === 'json') printJson({ ...report, documents: [] }, io);
    return 1;
  }
  const text = format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : documents.length > 0 ? `${formatTables(documents.map((d) => ({ title: d.title, rows: d.rows as TableRow[] })), format, columns)}\n` : '';
  const out = options['out'] as string | undefined;
  if (out === undefined) {
    io.out(text);
    return 0;
  }
  try {
    await writeFile(out, text, 'utf8');
  } catch (error) {
    const d: Diagnostic = { severity: 'error', code: 'unwritable-output', message: `cannot write this file: ${reasonOf(error)}` };
    if (format === 'json') printJson(jsonReport([...diagnostics, { ...d, file: out }], { documents: [] }), io);
    else printDiagnostics([d], { file: out }, io);
    return 1;
  }
  if (format !== 'json') io.err(`wrote ${shownName(out)}\n`);
  return 0;
};
