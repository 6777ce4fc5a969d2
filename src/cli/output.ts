import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { formatDiagnostic } from '../diagnostics/format.js';
import { droppedCount } from '../diagnostics/limits.js';
import type { CliIO } from './io.js';

/**
 * The one JSON shape of every command (`--json`): a verdict, its counts, every diagnostic of the
 * run (each with the file it is in, when it comes from a file), and the command's own fields
 * beside them (`price`, `files`, `documents`, `rows` ...). Printed on standard output whether
 * the input was valid or not.
 */
export interface JsonReport {
  readonly ok: boolean;
  readonly errors: number;
  readonly warnings: number;
  readonly diagnostics: readonly JsonDiagnostic[];
}

/** A diagnostic as the JSON output lists it: the library's, and the file it is in where it has one. */
export type JsonDiagnostic = Diagnostic & { readonly file?: string };

/** Counts the errors and warnings of a list (a closing `too-many-diagnostics` counts what it stands for). */
export function countsOf(diagnostics: readonly Diagnostic[]): { errors: number; warnings: number } {
  let errors = 0;
  let warnings = 0;
  for (const d of diagnostics) {
    const n = d.code === 'too-many-diagnostics' ? droppedCount(d) : 1;
    if (d.severity === 'error') errors += n;
    else if (d.severity === 'warning') warnings += n;
  }
  return { errors, warnings };
}

/**
 * Builds a report from diagnostics and the command's fields. The counts are those of the list
 * unless given (a run that lists only some of its diagnostics counts all of them); `ok` is "no
 * errors" unless given (`check --strict` fails on warnings too).
 */
export function jsonReport<T extends object>(diagnostics: readonly JsonDiagnostic[], fields: T, verdict: { readonly ok?: boolean; readonly errors?: number; readonly warnings?: number } = {}): JsonReport & T {
  const counted = countsOf(diagnostics);
  const errors = verdict.errors ?? counted.errors;
  const warnings = verdict.warnings ?? counted.warnings;
  return { ok: verdict.ok ?? errors === 0, errors, warnings, diagnostics, ...fields };
}

/** Prints a JSON value on standard output, indented (or on one line for JSON lines). */
export function printJson(value: unknown, io: CliIO, oneLine = false): void {
  io.out(`${JSON.stringify(value, null, oneLine ? undefined : 2)}\n`);
}

const COLORS = { error: '\u001b[1;31m', warning: '\u001b[1;33m', info: '\u001b[1;36m' } as const;
const RESET = '\u001b[0m';

/** Colours the severity word that opens a rendered diagnostic, when the run uses colour. */
export function paint(text: string, severity: Diagnostic['severity'], io: CliIO): string {
  return io.color === true && text.startsWith(severity) ? `${COLORS[severity]}${severity}${RESET}${text.slice(severity.length)}` : text;
}

/** How many diagnostics one printing renders in full; the rest are only counted. */
export const MAX_SHOWN = 50;

/**
 * Prints diagnostics on standard error, rendered against their source (a spec, a file): the first
 * `max` in full, then a count of the rest. A list capped by the library ends with a
 * `too-many-diagnostics` summary; its count joins the total.
 */
export function printDiagnostics(diagnostics: readonly Diagnostic[], where: { readonly source?: string; readonly file?: string }, io: CliIO, max = MAX_SHOWN): void {
  const last = diagnostics[diagnostics.length - 1];
  const summary = last?.code === 'too-many-diagnostics' ? last : undefined;
  const kept = summary === undefined ? diagnostics : diagnostics.slice(0, -1);
  for (const d of kept.slice(0, max)) io.err(`${paint(formatDiagnostic(d, where), d.severity, io)}\n`);
  const rest = kept.slice(max);
  const dropped = summary === undefined ? 0 : droppedCount(summary);
  if (rest.length + dropped > 0) {
    const errors = rest.filter((d) => d.severity === 'error').length;
    const counts = dropped === 0 ? `${errors} errors, ${rest.length - errors} warnings and notes` : `at least ${errors + (summary?.severity === 'error' ? 1 : 0)} errors`;
    io.err(`... and ${rest.length + dropped} more (${counts})\n`);
  }
}

/** `1 file`, `2 files`. */
export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
