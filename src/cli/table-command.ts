import { writeFile } from 'node:fs/promises';
import { TABLE_COLUMNS, type TableColumn, type TableFormat, type TableRow } from '../design/table.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { templateData } from '../readout/template-data.js';
import { renderTemplate } from '../render/render.js';
import type { CommandRun } from './definition.js';
import { readDesignFiles } from './design-files.js';
import { reasonOf } from './files.js';
import { jsonReport, printDiagnostics, printJson } from './output.js';
import { shownName } from './shown.js';
import { loadTemplate } from './templates.js';

/** One document's table in `table --json`: a view of its readout. */
interface DocumentTable {
  readonly file: string;
  readonly kind: 'ship' | 'units';
  readonly title: string;
  readonly rows: readonly Readonly<Partial<TableRow>>[];
}

/**
 * `spacedock table`: the rulebook cost tables of design files. Every file is read and checked
 * first; when any has an error, only the diagnostics are printed (text) or reported (JSON,
 * with no documents) and the exit code is 1. Markdown and CSV are the built-in templates
 * `table.md` and `table.csv` (what `spacedock render` renders); JSON is the readout's rows. With
 * `-o`, what would be printed on standard output is written to the file instead (nothing when a
 * file has errors).
 */
export const run: CommandRun = async ({ args, options }, io, usage) => {
  const format = options['format'] as TableFormat;
  const columns = (options['columns'] as TableColumn[] | undefined) ?? [...TABLE_COLUMNS];
  const files = await readDesignFiles(args, io, usage, format === 'json');
  const data = templateData(files.readouts, { columns });
  const documents: DocumentTable[] = data.documents.map((d) => ({ file: d.file, kind: d.kind, title: d.title, rows: d.rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c]])) as Partial<TableRow>) }));
  const report = jsonReport(files.diagnostics, { documents });
  if (!report.ok) {
    if (format === 'json') printJson({ ...report, documents: [] }, io);
    return 1;
  }
  let text: string;
  if (format === 'json') text = `${JSON.stringify(report, null, 2)}\n`;
  else {
    const template = await loadTemplate(`table.${format}`);
    if (!template.ok) throw new Error(`the built-in template table.${format} is missing: ${template.reason}`);
    const rendered = renderTemplate(template.template.text, data, { name: template.template.name, partials: template.template.partials });
    if (!rendered.ok) {
      printDiagnostics(rendered.diagnostics, { file: template.template.name }, io);
      return 1;
    }
    text = documents.length > 0 ? rendered.value : '';
  }
  const out = options['out'] as string | undefined;
  if (out === undefined) {
    io.out(text);
    return 0;
  }
  try {
    await writeFile(out, text, 'utf8');
  } catch (error) {
    const d: Diagnostic = { severity: 'error', code: 'unwritable-output', message: `cannot write this file: ${reasonOf(error)}` };
    if (format === 'json') printJson(jsonReport([...files.diagnostics, { ...d, file: out }], { documents: [] }), io);
    else printDiagnostics([d], { file: out }, io);
    return 1;
  }
  if (format !== 'json') io.err(`wrote ${shownName(out)}\n`);
  return 0;
};
