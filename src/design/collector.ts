import { DIAGNOSTIC_SEVERITIES, type DiagnosticCode, type Severity } from '../diagnostics/codes.js';
import type { Diagnostic, Span } from '../diagnostics/diagnostic.js';
import { MAX_DIAGNOSTICS, droppedSummary, worseSeverity } from '../diagnostics/limits.js';
import { lineIndex, positionIn, type LineIndex } from './line-index.js';

/** A diagnostic placed in a file: its span is in file offsets, with the 1-based line and column. */
export interface FileDiagnostic extends Diagnostic {
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

/** How many diagnostics of each severity were found, the ones past the cap included. */
export type SeverityCounts = Readonly<Record<Severity, number>>;

/**
 * The diagnostics of one file as they are found. It keeps the first `MAX_DIAGNOSTICS` **by
 * position** in the file (span start, then end; among equal spans, the first reported), as the
 * notation's sink does, so which ones are kept does not depend on the order the checks run in;
 * the others are counted. Memory stays bounded: the list is cut back to the cap whenever it
 * reaches twice the cap, and from then on a diagnostic placed after the last one kept is counted
 * at once, never built. Lines are indexed once, as far as the diagnostics need.
 */
export interface Collector {
  readonly file: string;
  readonly text: string;
  lines: LineIndex | undefined;
  /** The diagnostics kept so far, in the order reported (sorted by position at each cut). */
  readonly kept: FileDiagnostic[];
  readonly counts: Record<Severity, number>;
  /** Whether an error was found, kept or not. */
  failed: boolean;
  /** The span of the last diagnostic kept at the latest cut: nothing at or after it is kept any more. */
  cut: Span | undefined;
  dropped: number;
  worstDropped: Severity;
  /** The first of the dropped ones by position (the summary points there). */
  firstDropped: Span | undefined;
}

/** The longest message kept: a message quotes names from the file, which may be huge. */
const MAX_MESSAGE = 500;

export function newCollector(text: string, file: string): Collector {
  return { file, text, lines: undefined, kept: [], counts: { error: 0, warning: 0, info: 0 }, failed: false, cut: undefined, dropped: 0, worstDropped: 'info', firstDropped: undefined };
}

const before = (a: Span, b: Span): boolean => a.start < b.start || (a.start === b.start && a.end < b.end);

/**
 * Whether a diagnostic starting at `start` could still be kept. When not, none at or after
 * `start` can: a caller may count them in bulk and skip building their messages.
 */
export function keepsFrom(c: Collector, start: number): boolean {
  return c.cut === undefined || start <= c.cut.start;
}

/** Reports one diagnostic at file offsets `start..end`; `severity` defaults to the code's own. */
export function report(c: Collector, code: DiagnosticCode, message: string, start: number, end: number, severity?: Severity): void {
  const s = severity ?? DIAGNOSTIC_SEVERITIES[code];
  c.counts[s]++;
  if (s === 'error') c.failed = true;
  if (c.cut !== undefined && !before({ start, end }, c.cut)) {
    drop(c, 1, s, start, end);
    return;
  }
  c.lines ??= lineIndex(c.text);
  const { line, column } = positionIn(c.lines, start);
  const text = message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE - 1)}…` : message;
  c.kept.push({ severity: s, code, message: text, span: { start, end }, file: c.file, line, column });
  if (c.kept.length >= 2 * MAX_DIAGNOSTICS) cutBack(c);
}

/** Counts `counts` more diagnostics found at `start..end` or after it, where none can be kept any more. */
export function dropMany(c: Collector, counts: SeverityCounts, start: number, end: number): void {
  for (const s of ['error', 'warning', 'info'] as const) {
    if (counts[s] === 0) continue;
    c.counts[s] += counts[s];
    if (s === 'error') c.failed = true;
    drop(c, counts[s], s, start, end);
  }
}

function drop(c: Collector, n: number, s: Severity, start: number, end: number): void {
  c.worstDropped = c.dropped === 0 ? s : worseSeverity(c.worstDropped, s);
  c.dropped += n;
  const span = { start, end };
  if (c.firstDropped === undefined || before(span, c.firstDropped)) c.firstDropped = span;
}

/** Sorts the kept diagnostics by position and drops all but the first `MAX_DIAGNOSTICS`. */
function cutBack(c: Collector): void {
  c.kept.sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
  for (const d of c.kept.splice(MAX_DIAGNOSTICS)) drop(c, 1, d.severity, d.span.start, d.span.end);
  const last = c.kept[c.kept.length - 1];
  if (last !== undefined) c.cut = last.span;
}

/**
 * The kept diagnostics: in the order reported when none was dropped; otherwise the first
 * `MAX_DIAGNOSTICS` by position, closed by one `too-many-diagnostics` (not counted itself).
 */
export function finish(c: Collector): FileDiagnostic[] {
  if (c.kept.length > MAX_DIAGNOSTICS || c.dropped > 0) cutBack(c);
  if (c.dropped === 0 || c.firstDropped === undefined) return c.kept;
  const summary = droppedSummary(c.dropped, c.worstDropped, c.firstDropped);
  c.lines ??= lineIndex(c.text);
  const { line, column } = positionIn(c.lines, summary.span.start);
  c.kept.push({ ...summary, file: c.file, line, column });
  return c.kept;
}
