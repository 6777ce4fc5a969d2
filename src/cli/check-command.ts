import { parseArgs } from 'node:util';
import { loadDesigns, type FileDiagnostic } from '../design/load.js';
import { designTotals } from '../design/totals.js';
import { formatDiagnostic } from '../diagnostics/format.js';
import { expandFiles, readInput } from './files.js';
import type { CliIO, Command } from './io.js';

export const CHECK_USAGE = 'usage: spacedock check <files or globs...> [--strict] [--json]   (- reads standard input)';

/**
 * `spacedock check`: validates design files, every problem with file:line:column and carets,
 * then a summary. Exit 1 on any error (or any warning with --strict), 2 on bad usage.
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
  const { files, unmatched } = await expandFiles(parsed.positionals);
  for (const u of unmatched) io.err(`spacedock: no file matches ${u}\n`);
  const all: FileDiagnostic[] = [];
  const reports: { file: string; ok: boolean; documents: number; totals: unknown[]; diagnostics: FileDiagnostic[] }[] = [];
  let unreadable = 0;
  for (const [n, file] of files.entries()) {
    if (files.length > 5 && io.progress) io.err(`\rchecking ${n + 1}/${files.length} ${file}`.padEnd(60).slice(0, 79));
    let text: string;
    try {
      text = await readInput(file, io);
    } catch (error) {
      unreadable++;
      io.err(`${files.length > 5 && io.progress ? '\n' : ''}spacedock: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
      continue;
    }
    const r = loadDesigns(text, file);
    all.push(...r.diagnostics);
    reports.push({ file, ok: r.ok, documents: r.documents.length, totals: r.documents.map(designTotals), diagnostics: [...r.diagnostics] });
    if (parsed.values['json'] !== true) {
      for (const d of r.diagnostics) io.err(`${files.length > 5 && io.progress && d === r.diagnostics[0] ? '\n' : ''}${paint(formatDiagnostic(text, d, file), d.severity, io)}\n`);
    }
  }
  if (files.length > 5 && io.progress) io.err('\r'.padEnd(80) + '\r');
  const errors = all.filter((d) => d.severity === 'error').length;
  const warnings = all.filter((d) => d.severity === 'warning').length;
  const failed = errors > 0 || unreadable > 0 || unmatched.length > 0 || (parsed.values['strict'] === true && warnings > 0);
  if (parsed.values['json'] === true) io.out(JSON.stringify({ ok: !failed, errors, warnings, files: reports }, null, 2) + '\n');
  else io.out(`${files.length} file${files.length === 1 ? '' : 's'} checked: ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}${unreadable > 0 ? `, ${unreadable} unreadable` : ''}\n`);
  return failed ? 1 : 0;
};

const COLORS = { error: '\u001b[31m', warning: '\u001b[33m', info: '\u001b[36m' } as const;

/** Colours the severity word of a rendered diagnostic, on a terminal and without NO_COLOR only. */
export function paint(text: string, severity: keyof typeof COLORS, io: CliIO): string {
  if (!io.color) return text;
  return text.replace(severity, `${COLORS[severity]}${severity}\u001b[0m`);
}
