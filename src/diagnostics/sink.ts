import { CORE_SEVERITIES, type CoreCode, type Severity } from './codes.js';
import { addCapped, cappedKeeps, closeCapped, countDropped, type Capped, type SpannedDiagnostic } from './capped.js';

/**
 * Where the stages of one call put their diagnostics. A plain object passed down, rather than a
 * callback: creating a closure per call costs more than the rest of pricing a small unit.
 *
 * A sink keeps at most `MAX_DIAGNOSTICS` diagnostics (the capped list of `capped.ts`): the first ones **by position**
 * (span start, then span end; among equal spans, the first reported). The others are counted,
 * not stored, and {@link finish} closes the list with one `too-many-diagnostics` summary. So
 * which ones are kept does not depend on the order in which the checks happen to run.
 */
export interface DiagnosticSink extends Capped<SpannedDiagnostic> {
  /** Whether an error has been reported (kept or not). */
  failed: boolean;
}

/** A new, empty sink. */
export function newSink(): DiagnosticSink {
  return { diagnostics: [], failed: false, overflow: undefined };
}

/**
 * Whether a diagnostic at `[start, end)` would still be kept. Lets a caller skip building an
 * expensive message (a "did you mean" search) for one that would only be counted.
 */
export function keeps(sink: DiagnosticSink, start: number, end: number): boolean {
  return cappedKeeps(sink, start, end);
}

/** Reports one diagnostic; `severity` defaults to the code's own. */
export function emit(sink: DiagnosticSink, code: CoreCode, message: string, start: number, end: number, severity?: Severity): void {
  const s = severity ?? CORE_SEVERITIES[code];
  if (s === 'error') sink.failed = true;
  if (sink.overflow !== undefined && !cappedKeeps(sink, start, end)) {
    countDropped(sink, 1, s, start, end);
    return;
  }
  addCapped(sink, { severity: s, code, message, span: { start, end } });
}

/** Reports a diagnostic made elsewhere (one of another call's results), under the same cap. */
export function keep(sink: DiagnosticSink, d: SpannedDiagnostic): void {
  if (d.severity === 'error') sink.failed = true;
  addCapped(sink, d);
}

/**
 * Closes the list and returns it: when some were left out, the kept ones are sorted by position
 * and the `too-many-diagnostics` summary comes last. Call it when the call is done.
 */
export function finish(sink: DiagnosticSink): SpannedDiagnostic[] {
  return closeCapped(sink, asIs);
}

const asIs = (summary: SpannedDiagnostic): SpannedDiagnostic => summary;
