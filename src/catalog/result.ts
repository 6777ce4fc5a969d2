import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { emit, newSink, type DiagnosticSink } from '../diagnostics/sink.js';
import type { DiagnosticCode } from '../diagnostics/codes.js';

/**
 * The result of a catalog rule: a value with any notes (warnings, infos), or the errors that
 * kept it from being computed. Catalog rules take user input (box counts, tech levels, size
 * classes), so they report instead of throwing.
 */
export type CatalogResult<T> =
  | { readonly ok: true; readonly value: T; readonly diagnostics: readonly Diagnostic[] }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

/** A sink for one catalog call; catalog diagnostics have no source text, so their span is empty. */
export function catalogSink(): DiagnosticSink {
  return newSink();
}

/** Reports a catalog diagnostic (empty span: there is no source text). */
export function note(sink: DiagnosticSink, code: DiagnosticCode, message: string): void {
  emit(sink, code, message, 0, 0);
}

/** Finishes a call: the value unless an error was reported. */
export function done<T>(sink: DiagnosticSink, value: T | undefined): CatalogResult<T> {
  if (sink.failed || value === undefined) return { ok: false, diagnostics: sink.diagnostics };
  return { ok: true, value, diagnostics: sink.diagnostics };
}

/** Finishes a call that could not compute its value (the sink holds the errors). */
export function stop<T>(sink: DiagnosticSink): CatalogResult<T> {
  return { ok: false, diagnostics: sink.diagnostics };
}

/** Checks that `n` is a whole number in [min, max]; reports `invalid-argument` otherwise. */
export function checkInteger(sink: DiagnosticSink, n: unknown, what: string, min: number, max = Number.MAX_SAFE_INTEGER): n is number {
  if (typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max) return true;
  note(sink, 'invalid-argument', `${what} must be a whole number from ${min}${max === Number.MAX_SAFE_INTEGER ? ' up' : ` to ${max}`}, not ${String(n)}`);
  return false;
}
