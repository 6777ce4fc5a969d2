import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { CommandInput } from './definition.js';
import type { CliIO } from './io.js';
import { jsonReport, printDiagnostics, printJson } from './output.js';
import { placeInBatch, readSpecInput } from './spec-input.js';

/** What a spec command makes of one spec. */
export interface SpecAnswer<T extends object> {
  readonly ok: boolean;
  readonly diagnostics: readonly Diagnostic[];
  /** The command's fields in its JSON report (null values for an invalid spec). */
  readonly fields: T;
  /** The text output of a valid spec given on the command line. */
  readonly text: () => string;
}

/**
 * How a spec command prints a batch (standard input, one spec per line) in text: a line (or none)
 * for each spec as soon as it is answered, after a heading printed before the first one. Nothing
 * is kept from one spec to the next, so a batch of any size runs in the memory of one spec.
 */
export interface BatchPrinter<T extends object> {
  readonly head?: string;
  readonly row: (line: number, answer: SpecAnswer<T>) => string | undefined;
}

/**
 * The common run of `parse`, `format` and `price`: one spec from the arguments, or a batch from
 * standard input. Diagnostics go to standard error (a batch's as `-:line:column`), or into the
 * JSON: one report for one spec, one report per line (JSON lines) for a batch. Exit 1 when any
 * spec has an error.
 */
export async function runSpecCommand<T extends object>(
  input: CommandInput,
  io: CliIO,
  usage: (message: string) => never,
  answer: (spec: string) => SpecAnswer<T>,
  batch: BatchPrinter<T>,
): Promise<number> {
  const json = input.options['json'] === true;
  if (input.args.length > 1 && input.args.includes('-')) usage('- reads the specs from standard input: give it alone');
  const specs = await readSpecInput(input.args, io);
  if (specs.kind === 'unreadable') {
    // The same answer as for a file that cannot be read: the JSON envelope under --json.
    if (json) printJson(jsonReport([{ severity: 'error', code: 'unreadable-input', message: `cannot read standard input: ${specs.reason}`, file: '-' }], {}), io, input.options['compact'] === true);
    else io.err(`spacedock: ${specs.reason}\n`);
    return 1;
  }
  if (specs.kind === 'one') {
    const a = answer(specs.spec);
    // Every span in the output carries its line and column, the one line of a spec given as arguments too.
    const placed = a.diagnostics.map((d) => placeInBatch(d, { line: 1, start: 0, text: specs.spec }));
    if (json) printJson(jsonReport(placed, { spec: specs.spec, ...a.fields }), io, input.options['compact'] === true);
    else {
      // The result first, then what was noticed about it (an error has no result).
      if (a.ok) io.out(`${a.text()}\n`);
      printDiagnostics(placed, { source: specs.spec }, io);
    }
    return a.ok ? 0 : 1;
  }
  let failed = false;
  let headed = false;
  for (const line of specs.lines) {
    const a = answer(line.text);
    failed ||= !a.ok;
    // JSON keeps each span within its line's `spec` (with the line and column of standard input);
    // the text renders it against the whole input. Each answer is printed as it comes.
    if (json) printJson({ line: line.line, ...jsonReport(a.diagnostics.map((d) => placeInBatch(d, { ...line, start: 0 })), { spec: line.text, ...a.fields }) }, io, true);
    else {
      printDiagnostics(a.diagnostics.map((d) => placeInBatch(d, line)), { source: specs.source, file: '-' }, io);
      const row = batch.row(line.line, a);
      if (row === undefined) continue;
      if (!headed && batch.head !== undefined) io.out(`${batch.head}\n`);
      headed = true;
      io.out(`${row}\n`);
    }
  }
  if (specs.lines.length === 0 && !json) io.err('no spec on standard input (blank lines and lines starting with # are skipped)\n');
  return failed ? 1 : 0;
}
