import { parseArgs } from 'node:util';
import { lineIndex, positionIn, type LineIndex } from '../design/line-index.js';
import { loadDesignsInFull, type LoadedDocument } from '../design/load.js';
import { designTotals, type ShipTotals } from '../design/totals.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { formatDiagnostic } from '../diagnostics/format.js';
import { MAX_DIAGNOSTICS } from '../diagnostics/limits.js';
import { expandFiles, readDesignFile, shownName } from './files.js';
import type { CliIO, Command } from './io.js';

export const CHECK_USAGE = 'usage: spacedock check <files or globs...> [--strict] [--json]   (- reads standard input)';

/**
 * The most diagnostics one `check` run prints (or lists in its JSON), over all its files; each
 * file keeps at most `MAX_DIAGNOSTICS` of its own. The rest are counted: in text, one closing
 * line says how many were not shown; in JSON, each file says how many it did not list.
 */
export const RUN_DIAGNOSTICS = MAX_DIAGNOSTICS;

/** A diagnostic as `check --json` lists it: the library's diagnostic and the file it is in. */
export type CheckedDiagnostic = Diagnostic & { readonly file: string };

/** One file in the output of `check --json` (its shape is documented in docs/cli.md). */
interface FileReport {
  readonly file: string;
  readonly ok: boolean;
  /** How many documents of the file have no error. */
  readonly documents: number;
  /** The totals of each of those documents, or null where a total does not fit (see the diagnostics). */
  readonly totals: (ShipTotals | null)[];
  readonly diagnostics: CheckedDiagnostic[];
  /** Diagnostics of this file left out of the listing by the run's cap. */
  notListed?: number;
}

/**
 * `spacedock check`: validates design files, every problem with file:line:column and carets,
 * then a summary. Exit 1 on any error (or any warning with --strict), 2 on bad usage. At most
 * {@link RUN_DIAGNOSTICS} diagnostics are printed per run; the summary counts all of them.
 */
export const checkCommand: Command = async (args, io) => {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: [...args], options: { strict: { type: 'boolean' }, json: { type: 'boolean' } }, allowPositionals: true, strict: true });
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n${CHECK_USAGE}\n`);
    return 2;
  }
  if (parsed.positionals.length === 0) {
    io.err(`${CHECK_USAGE}\n`);
    return 2;
  }
  const json = parsed.values['json'] === true;
  const { files, unmatched } = await expandFiles(parsed.positionals);
  for (const u of unmatched) io.err(`spacedock: no file matches ${shownName(u)}\n`);
  const progress = files.length > 5 && io.progress === true;
  const reports: FileReport[] = [];
  let errors = 0;
  let warnings = 0;
  let unreadable = 0;
  let shown = 0;
  let notShown = 0;
  for (const [n, file] of files.entries()) {
    if (progress) io.err(`\rchecking ${n + 1}/${files.length} ${shownName(file)}`.padEnd(60).slice(0, 79));
    const read = await readDesignFile(file, io);
    if (!read.ok) {
      unreadable++;
      io.err(`${progress ? '\n' : ''}spacedock: cannot read ${shownName(file)}: ${read.reason}\n`);
      continue;
    }
    const text = read.text;
    const r = loadDesignsInFull(text, file);
    const totals = totalsOf(r.documents, text);
    errors += r.counts.error + totals.failures.length;
    warnings += r.counts.warning;
    const room = Math.max(0, RUN_DIAGNOSTICS - shown);
    if (json) {
      // The JSON lists each file's diagnostics as the loader gives them, its closing summary too,
      // then those of the totals.
      const all = [...r.diagnostics, ...totals.failures];
      const listed = all.slice(0, room).map((d): CheckedDiagnostic => ({ ...d, file }));
      const report: FileReport = { file, ok: r.ok && totals.failures.length === 0, documents: r.documents.length, totals: totals.values, diagnostics: listed };
      if (listed.length < all.length) report.notListed = all.length - listed.length;
      reports.push(report);
      shown += listed.length;
    } else {
      // The text leaves out the file's closing summary: the run's own last line counts everything.
      const found = r.diagnostics.length > MAX_DIAGNOSTICS ? r.diagnostics.slice(0, -1) : r.diagnostics;
      const listed = [...found, ...totals.failures].slice(0, room);
      for (const [i, d] of listed.entries()) io.err(`${progress && i === 0 ? '\n' : ''}${paint(formatDiagnostic(d, { source: text, file }), d.severity, io)}\n`);
      shown += listed.length;
      notShown += r.counts.error + r.counts.warning + r.counts.info + totals.failures.length - listed.length;
    }
  }
  if (progress) io.err('\r'.padEnd(80) + '\r');
  const failed = errors > 0 || unreadable > 0 || unmatched.length > 0 || (parsed.values['strict'] === true && warnings > 0);
  if (json) io.out(JSON.stringify({ ok: !failed, errors, warnings, files: reports }, null, 2) + '\n');
  else {
    if (notShown > 0) io.err(`${notShown} more diagnostic${notShown === 1 ? '' : 's'} not shown (at most ${RUN_DIAGNOSTICS} are printed per run)\n`);
    io.out(`${files.length} file${files.length === 1 ? '' : 's'} checked: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}${unreadable > 0 ? `, ${unreadable} unreadable` : ''}\n`);
  }
  return failed ? 1 : 0;
};

/**
 * The totals of each valid document, and the errors of those whose totals do not fit in a
 * number: placed at the start of their document in the file, with the path of the lines they sum
 * in it (`units`, `systems`), so that they read like the loader's own diagnostics.
 */
function totalsOf(documents: readonly LoadedDocument[], text: string): { readonly values: (ShipTotals | null)[]; readonly failures: Diagnostic[] } {
  const values: (ShipTotals | null)[] = [];
  const failures: Diagnostic[] = [];
  let lines: LineIndex | undefined;
  for (const loaded of documents) {
    const t = designTotals(loaded);
    values.push(t.ok ? t.value : null);
    if (t.ok) continue;
    lines ??= lineIndex(text);
    const start = loaded.range[0];
    const { line, column } = positionIn(lines, start);
    for (const d of t.diagnostics) {
      const placed: { -readonly [K in keyof Diagnostic]: Diagnostic[K] } = { ...d, span: { start, end: start, line, column } };
      if (d.path !== undefined) placed.path = d.path.replace(/^document\.?/, '');
      failures.push(placed);
    }
  }
  return { values, failures };
}

const COLORS = { error: '\u001b[31m', warning: '\u001b[33m', info: '\u001b[36m' } as const;

/** Colours the severity word of a rendered diagnostic, on a terminal and without NO_COLOR only. */
export function paint(text: string, severity: keyof typeof COLORS, io: CliIO): string {
  if (!io.color) return text;
  return text.replace(severity, `${COLORS[severity]}${severity}\u001b[0m`);
}
