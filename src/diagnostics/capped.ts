import type { Severity } from './codes.js';
import type { Diagnostic, Span } from './diagnostic.js';

/** A diagnostic placed in text: the kind a capped list holds (it keeps the first ones by position). */
export type SpannedDiagnostic = Diagnostic & { readonly span: Span };
import { MAX_DIAGNOSTICS, droppedSummary, worseSeverity } from './limits.js';

/**
 * A list of diagnostics under the cap of {@link MAX_DIAGNOSTICS}: it keeps the first ones **by
 * position** (span start, then span end; among equal spans, the first added) and only counts the
 * others, so which ones are kept does not depend on the order the checks ran in. Up to twice the
 * cap is held before the list is sorted and cut, so the cut costs O(n log n) per cap's worth.
 * The one mechanism behind the parse/price/catalog sink (`sink.ts`) and the design-file
 * collector (`design/collector.ts`), which add what their callers need around it.
 */
export interface Capped<D extends SpannedDiagnostic> {
  /** The diagnostics kept so far (in the order added until the first cut). */
  readonly diagnostics: D[];
  /** What was left out; absent until the list first reaches twice the cap (so a small list costs nothing more). */
  overflow: Overflow | undefined;
}

/** What a capped list has left out, and where its kept part ends. */
export interface Overflow {
  /** The span of the last kept diagnostic at the latest cut: only what sorts before it can still be kept. */
  cut: Span | undefined;
  /** How many were left out. */
  dropped: number;
  /** The worst severity among those left out. */
  worst: Severity;
  /** The span of the first of them by position (where the summary is placed). */
  first: Span | undefined;
  /** Whether the list has been closed with its summary (closing again changes nothing). */
  closed: boolean;
}

const before = (start: number, end: number, s: Span): boolean => start < s.start || (start === s.start && end < s.end);

/** Whether a diagnostic at `start..end` would still be kept (callers skip costly messages otherwise). */
export function cappedKeeps(c: Capped<SpannedDiagnostic>, start: number, end: number): boolean {
  const cut = c.overflow?.cut;
  return cut === undefined || before(start, end, cut);
}

/** Adds a diagnostic, or counts it when it falls after the cut. */
export function addCapped<D extends SpannedDiagnostic>(c: Capped<D>, d: D): void {
  if (!cappedKeeps(c, d.span.start, d.span.end)) {
    countDropped(c, 1, d.severity, d.span.start, d.span.end);
    return;
  }
  c.diagnostics.push(d);
  if (c.diagnostics.length >= 2 * MAX_DIAGNOSTICS) cutCapped(c);
}

/** Counts `n` diagnostics of one severity at `start..end` that are not kept. */
export function countDropped(c: Capped<SpannedDiagnostic>, n: number, severity: Severity, start: number, end: number): void {
  const o = (c.overflow ??= { cut: undefined, dropped: 0, worst: 'info', first: undefined, closed: false });
  o.worst = worseSeverity(o.worst, severity);
  o.dropped += n;
  if (o.first === undefined || before(start, end, o.first)) o.first = { start, end };
}

const byPosition = (a: SpannedDiagnostic, b: SpannedDiagnostic): number => a.span.start - b.span.start || a.span.end - b.span.end;

/** Sorts the kept diagnostics by position (stable) and keeps the first `MAX_DIAGNOSTICS`. */
function cutCapped(c: Capped<SpannedDiagnostic>): void {
  const list = c.diagnostics;
  list.sort(byPosition);
  for (let i = MAX_DIAGNOSTICS; i < list.length; i++) {
    const d = list[i]!;
    countDropped(c, 1, d.severity, d.span.start, d.span.end);
  }
  if (list.length > MAX_DIAGNOSTICS) list.length = MAX_DIAGNOSTICS;
  const last = list[list.length - 1];
  if (last !== undefined) (c.overflow ??= { cut: undefined, dropped: 0, worst: 'info', first: undefined, closed: false }).cut = last.span;
}

/**
 * Closes the list and returns it: as added when nothing was left out; otherwise the first
 * `MAX_DIAGNOSTICS` by position, then the `too-many-diagnostics` summary made into a `D` by
 * `place`. Closing again returns the same list.
 */
export function closeCapped<D extends SpannedDiagnostic>(c: Capped<D>, place: (summary: SpannedDiagnostic) => D): D[] {
  if (c.overflow?.closed === true) return c.diagnostics;
  if (c.diagnostics.length > MAX_DIAGNOSTICS || c.overflow !== undefined) cutCapped(c);
  const o = c.overflow;
  if (o !== undefined) o.closed = true;
  if (o !== undefined && o.dropped > 0 && o.first !== undefined) c.diagnostics.push(place(droppedSummary(o.dropped, o.worst, o.first)));
  return c.diagnostics;
}
