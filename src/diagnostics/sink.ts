import { DIAGNOSTIC_SEVERITIES, type DiagnosticCode, type Severity } from './codes.js';
import type { Diagnostic } from './diagnostic.js';
import { MAX_DIAGNOSTICS, droppedSummary, worseSeverity } from './limits.js';

/**
 * Where the stages of one call put their diagnostics. A plain object passed down, rather than a
 * callback: creating a closure per call costs more than the rest of pricing a small unit.
 *
 * A sink keeps at most {@link MAX_DIAGNOSTICS} diagnostics: the first ones **by position**
 * (span start, then span end; among equal spans, the first reported). The others are counted,
 * not stored, and {@link finish} closes the list with one `too-many-diagnostics` summary. So
 * which ones are kept does not depend on the order in which the checks happen to run.
 */
export interface DiagnosticSink {
  readonly diagnostics: Diagnostic[];
  /** Whether an error has been reported (kept or not). */
  failed: boolean;
  /** The count of what was left out; absent until the list first reaches twice the cap. */
  overflow: Overflow | undefined;
}

/** What a sink past its cap has left out, and where its kept list ends. */
interface Overflow {
  /** How many diagnostics were left out so far. */
  dropped: number;
  /** The worst severity among them. */
  worst: Severity;
  /** The span of the first of them by position (for the summary). */
  start: number;
  end: number;
  /**
   * The span of the last one kept at the latest cut: a diagnostic at or after it cannot be
   * among the first by position, so it is counted at once.
   */
  cutStart: number;
  cutEnd: number;
  /** Whether {@link finish} has closed the list. */
  closed: boolean;
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
  const o = sink.overflow;
  return o === undefined || start < o.cutStart || (start === o.cutStart && end < o.cutEnd);
}

/** Reports one diagnostic; `severity` defaults to the code's own. */
export function emit(sink: DiagnosticSink, code: DiagnosticCode, message: string, start: number, end: number, severity?: Severity): void {
  const s = severity ?? DIAGNOSTIC_SEVERITIES[code];
  if (s === 'error') sink.failed = true;
  if (sink.overflow !== undefined && !keeps(sink, start, end)) {
    count(sink.overflow, s, start, end);
    return;
  }
  sink.diagnostics.push({ severity: s, code, message, span: { start, end } });
  if (sink.diagnostics.length >= 2 * MAX_DIAGNOSTICS) cut(sink);
}

/** Reports a diagnostic made elsewhere (one of another call's results), under the same cap. */
export function keep(sink: DiagnosticSink, d: Diagnostic): void {
  if (d.severity === 'error') sink.failed = true;
  if (sink.overflow !== undefined && !keeps(sink, d.span.start, d.span.end)) {
    count(sink.overflow, d.severity, d.span.start, d.span.end);
    return;
  }
  sink.diagnostics.push(d);
  if (sink.diagnostics.length >= 2 * MAX_DIAGNOSTICS) cut(sink);
}

/**
 * Closes the list and returns it: when some were left out, the kept ones are sorted by position
 * and the `too-many-diagnostics` summary comes last. Call it when the call is done (a second
 * call changes nothing).
 */
export function finish(sink: DiagnosticSink): Diagnostic[] {
  if ((sink.overflow === undefined && sink.diagnostics.length <= MAX_DIAGNOSTICS) || sink.overflow?.closed === true) return sink.diagnostics;
  const o = cut(sink);
  o.closed = true;
  if (o.dropped > 0) sink.diagnostics.push(droppedSummary(o.dropped, o.worst, { start: o.start, end: o.end }));
  return sink.diagnostics;
}

/** Counts one diagnostic that is not kept. */
function count(o: Overflow, severity: Severity, start: number, end: number): void {
  o.dropped++;
  o.worst = worseSeverity(o.worst, severity);
  if (start < o.start || (start === o.start && end < o.end)) {
    o.start = start;
    o.end = end;
  }
}

const byPosition = (a: Diagnostic, b: Diagnostic): number => a.span.start - b.span.start || a.span.end - b.span.end;

/**
 * Keeps the first {@link MAX_DIAGNOSTICS} by position and counts the rest. The list is the kept
 * ones of the last cut, sorted, followed by later reports in the order made, so a stable sort
 * leaves equal spans in the order they were reported. Amortised, a report costs a logarithmic
 * share of one sort of twice the cap, and the sink never holds more than twice the cap.
 */
function cut(sink: DiagnosticSink): Overflow {
  const o = (sink.overflow ??= { dropped: 0, worst: 'info', start: Infinity, end: Infinity, cutStart: Infinity, cutEnd: Infinity, closed: false });
  const list = sink.diagnostics;
  list.sort(byPosition);
  for (let i = MAX_DIAGNOSTICS; i < list.length; i++) {
    const d = list[i]!;
    count(o, d.severity, d.span.start, d.span.end);
  }
  if (list.length > MAX_DIAGNOSTICS) list.length = MAX_DIAGNOSTICS;
  if (list.length === MAX_DIAGNOSTICS) {
    const last = list[MAX_DIAGNOSTICS - 1]!;
    o.cutStart = last.span.start;
    o.cutEnd = last.span.end;
  }
  return o;
}
