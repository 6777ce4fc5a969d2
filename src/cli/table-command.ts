import type { DesignKind } from '../design/schema.js';
import { TABLE_COLUMNS, type TableColumn, type TableFormat, type TableRow } from '../design/table.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { templateData } from '../readout/template-data.js';
import { renderTemplate } from '../render/render.js';
import type { CommandRun } from './definition.js';
import { readDesignFiles } from './design-files.js';
import { jsonReport, printDiagnostics, printJson } from './output.js';
import { shownName } from './shown.js';
import { loadTemplate } from './templates.js';
import { fleetTableData, formatFleetTable } from '../fleet/table.js';
import { resolveFleet } from '../fleet/resolve-fleet.js';
import type { Fleet } from '../fleet/types.js';
import { fileSystemHost, fleetOptionsOf } from './fleet-host.js';
import { ALLOW_OUTSIDE_REFS } from './commands/file-options.js';
import { outputWriter } from './write-file.js';
import type { JsonDiagnostic } from './output.js';

/** One document's table in `table --json`: a view of its readout. */
interface DocumentTable {
  readonly file: string;
  readonly kind: DesignKind;
  readonly title: string;
  readonly rows: readonly Readonly<Partial<TableRow>>[];
}

/**
 * `spacedock table`: the rulebook cost tables of design files. Every file is read and checked
 * first; when any has an error, only the diagnostics are printed (text) or reported (JSON,
 * with no documents) and the exit code is 1. Markdown and CSV are the built-in templates
 * `table.md` and `table.csv` (what `spacedock render` renders); JSON is the readout's rows. A
 * YAML file a folder or a glob finds that is not a design is skipped, as `check` skips it (a note
 * on standard error; `skipped` in the JSON). With
 * `-o`, what would be printed on standard output is written to the file instead (nothing when a
 * file has errors).
 */
export const run: CommandRun = async ({ args, options }, io, usage) => {
  const format = options['format'] as TableFormat;
  const columns = (options['columns'] as TableColumn[] | undefined) ?? [...TABLE_COLUMNS];
  const files = await readDesignFiles(args, io, usage, format === 'json');
  const data = templateData(files.readouts, { columns });
  const documents: DocumentTable[] = data.tables.map((d) => ({ file: d.file, kind: d.kind, title: d.title, rows: d.rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c]])) as Partial<TableRow>) }));
  // Each fleet's roster, its files read relative to the fleet's (a fleet's problems fail the run as a file's do).
  const fleets: Fleet[] = [];
  const fleetProblems: JsonDiagnostic[] = [];
  for (const [i, loaded] of files.loaded.entries()) {
    for (const d of loaded.documents) {
      if (d.document.kind !== 'fleet') continue;
      const reading = { fleetFile: loaded.file, allowOutside: options['allowOutsideRefs'] === true, howToAllow: ALLOW_OUTSIDE_REFS.howToAllow };
      const r = resolveFleet(loaded, fileSystemHost(reading), { ...fleetOptionsOf(reading), fleet: d.document.name });
      for (const x of r.diagnostics) fleetProblems.push({ ...x, file: loaded.file });
      if (format !== 'json') printDiagnostics(r.diagnostics, { source: files.texts[i] ?? '', file: loaded.file }, io);
      if (r.ok) fleets.push(r.value);
    }
  }
  const fleetTables = fleets.map(fleetTableData);
  // `skipped` only when a folder or a glob skipped a file: the shipyard page's JSON table, of one named file, has none.
  const skipped = files.skipped.length > 0 ? { skipped: files.skipped } : {};
  const report = jsonReport([...files.diagnostics, ...fleetProblems], { documents, ...(fleets.length > 0 ? { fleets: fleetTables } : {}), ...skipped });
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
    // The fleets' rosters after the cost tables: Markdown sections, or a CSV of their own after a blank line.
    for (const f of fleets) text += `${text === '' ? '' : '\n'}${formatFleetTable(f, format)}\n`;
  }
  const out = options['out'] as string | undefined;
  if (out === undefined) {
    io.out(text);
    return 0;
  }
  const refused = outputWriter().write(out, text, { chosen: true });
  if (refused !== undefined) {
    const d: Diagnostic = { severity: 'error', code: 'unwritable-output', message: `cannot write this file: ${refused}` };
    if (format === 'json') printJson(jsonReport([...files.diagnostics, { ...d, file: out }], { documents: [], ...skipped }), io);
    else printDiagnostics([d], { file: out }, io);
    return 1;
  }
  if (format !== 'json') io.err(`wrote ${shownName(out)}\n`);
  return 0;
};
