import { loadDesigns, type LoadedFile } from '../design/load.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { designReadout } from '../readout/readout.js';
import type { Readout } from '../readout/model.js';
import type { CliIO } from './io.js';
import { expandPaths } from './files.js';
import { readInputFile } from './read-file.js';
import { looksLikeDesign } from '../design/design-mark.js';
import { printDiagnostics, type JsonDiagnostic } from './output.js';
import { skippedNote } from './skipped-note.js';

/** What {@link readDesignFiles} found: the readout of each file without errors, and every diagnostic. */
export interface DesignFiles {
  readonly readouts: readonly Readout[];
  /** The loaded file of each readout, in the same order. */
  readonly loaded: readonly LoadedFile[];
  /** The text of each loaded file, in the same order. */
  readonly texts: readonly string[];
  readonly diagnostics: readonly JsonDiagnostic[];
  /** Whether any file had an error (then nothing should be written). */
  readonly failed: boolean;
  /** The files a folder or a glob found that are not designs (`looksLikeDesign`), left unread as `check` leaves them. */
  readonly skipped: readonly string[];
}

/**
 * Reads the design files a command names (files, folders, globs, `-`), loads each and makes its
 * readout: what `table` and `render` print from. A file a folder or a glob found that is not a
 * design (`looksLikeDesign`: neither a top-level `format` nor `kind`) is skipped, as `check` skips
 * it: listed in `skipped`, with a note on standard error unless `quiet` (a file named on the
 * command line is read whatever it holds). Each diagnostic is printed as it is found unless
 * `quiet` (the JSON answers carry them instead).
 */
export async function readDesignFiles(args: readonly string[], io: CliIO, usage: (message: string) => never, quiet: boolean): Promise<DesignFiles> {
  const named = await expandPaths(args, usage);
  const diagnostics: JsonDiagnostic[] = [];
  const readouts: Readout[] = [];
  const loaded: LoadedFile[] = [];
  const texts: string[] = [];
  const skipped: string[] = [];
  let failed = false;
  const problem = (file: string, d: Diagnostic, source?: string): void => {
    if (d.severity === 'error') failed = true;
    diagnostics.push({ ...d, file });
    if (!quiet) printDiagnostics([d], source === undefined ? { file } : { source, file }, io);
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
    if (path.searched === true && !looksLikeDesign(read.text)) {
      skipped.push(file);
      continue;
    }
    const r = loadDesigns(read.text, file);
    for (const d of r.diagnostics) problem(file, d, read.text);
    if (!r.ok) continue;
    if (r.value.documents.length === 0) problem(file, { severity: 'warning', code: 'empty-file', message: 'this file holds no design document (it is empty, or only comments)', span: { start: 0, end: 0, line: 1, column: 1 } }, read.text);
    readouts.push(designReadout(r.value));
    loaded.push(r.value);
    texts.push(read.text);
  }
  if (!quiet && skipped.length > 0) io.err(skippedNote(skipped.length));
  return { readouts, loaded, texts, diagnostics, failed, skipped };
}
