/**
 * Writing a command's `--svg` file (`simulate`, `duel`): the plot's diagnostics and the write's
 * refusal, if any, told on standard error (unless the output is JSON) and kept for the JSON
 * report, at the file.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Result } from '../diagnostics/result.js';
import type { CliIO } from './io.js';
import { printDiagnostics, type JsonDiagnostic } from './output.js';
import type { OutputWriter } from './write-file.js';

/**
 * Writes the plotted SVG to `file` and answers the file written, or null (the plot refused, or
 * the file could not be written). Every diagnostic is added to `late` at the file; those that are
 * not infos are printed when `json` is false.
 */
export function writePlotFile(file: string, plotted: Result<string>, writer: OutputWriter, io: CliIO, json: boolean, late: JsonDiagnostic[]): string | null {
  const tell = (diagnostics: readonly Diagnostic[]): void => {
    for (const d of diagnostics) late.push({ ...d, file });
    if (!json) printDiagnostics(diagnostics.filter((d) => d.severity !== 'info'), { file }, io);
  };
  tell(plotted.diagnostics);
  if (!plotted.ok) return null;
  const refused = writer.write(file, plotted.value, { chosen: true });
  if (refused === undefined) return file;
  tell([{ severity: 'error', code: 'unwritable-output', message: `cannot write this file: ${refused}` }]);
  return null;
}
