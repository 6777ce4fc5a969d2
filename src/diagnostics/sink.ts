import { DIAGNOSTIC_SEVERITIES, type DiagnosticCode, type Severity } from './codes.js';
import type { Diagnostic } from './diagnostic.js';

/**
 * Where the stages of one call put their diagnostics. A plain object passed down, rather than a
 * callback: creating a closure per call costs more than the rest of pricing a small unit.
 */
export interface DiagnosticSink {
  readonly diagnostics: Diagnostic[];
  /** Whether an error has been reported. */
  failed: boolean;
}

/** A new, empty sink. */
export function newSink(): DiagnosticSink {
  return { diagnostics: [], failed: false };
}

/** Reports one diagnostic; `severity` defaults to the code's own. */
export function emit(sink: DiagnosticSink, code: DiagnosticCode, message: string, start: number, end: number, severity?: Severity): void {
  const s = severity ?? DIAGNOSTIC_SEVERITIES[code];
  if (s === 'error') sink.failed = true;
  sink.diagnostics.push({ severity: s, code, message, span: { start, end } });
}
