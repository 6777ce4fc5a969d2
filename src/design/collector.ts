import { DIAGNOSTIC_SEVERITIES, type DiagnosticCode, type Severity } from '../diagnostics/codes.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { addCapped, cappedKeeps, closeCapped, countDropped, type Capped, type SpannedDiagnostic } from '../diagnostics/capped.js';
import type { SourceRef } from '../rules/source.js';
import { lineIndex, positionIn, type LineIndex } from './line-index.js';

/** How many diagnostics of each severity were found, the ones past the cap included. */
export type SeverityCounts = Readonly<Record<Severity, number>>;

/**
 * The diagnostics of one file as they are found: the capped list of `diagnostics/capped.ts` (the
 * first `MAX_DIAGNOSTICS` by position kept, the rest counted, memory bounded), with what a file
 * adds: a count of every severity found, each kept one's span given the 1-based line and column
 * of its start (lines are indexed once, as far as the diagnostics need), and long messages cut.
 */
export interface Collector extends Capped<SpannedDiagnostic> {
  readonly text: string;
  lines: LineIndex | undefined;
  /** Every diagnostic found, kept or not, by severity. */
  readonly counts: Record<Severity, number>;
  /** Whether an error was found, kept or not. */
  failed: boolean;
  /**
   * While set, diagnostics at a span it says yes to are not reported at all (not counted): the
   * consequences of the lines left out of a document read again after YAML errors (`recover.ts`).
   */
  mute: ((start: number, end: number) => boolean) | undefined;
}

/** The longest message kept: a message quotes names from the file, which may be huge. */
const MAX_MESSAGE = 500;

/** A new collector for the diagnostics of `text`. */
export function newCollector(text: string): Collector {
  return { text, lines: undefined, diagnostics: [], overflow: undefined, counts: { error: 0, warning: 0, info: 0 }, failed: false, mute: undefined };
}

/**
 * Whether a diagnostic starting at `start` could still be kept. When not, none at or after
 * `start` can: a caller may count them in bulk and skip building their messages.
 */
export function keepsFrom(c: Collector, start: number): boolean {
  const cut = c.overflow?.cut;
  return cut === undefined || start <= cut.start;
}

/** Whether the list has been cut back to the cap at least once (positions of later lines matter then). */
export function isCut(c: Collector): boolean {
  return c.overflow?.cut !== undefined;
}

/** The diagnostic with the line and column of its start written into its span. */
function placed(c: Collector, d: SpannedDiagnostic): SpannedDiagnostic {
  c.lines ??= lineIndex(c.text);
  const { line, column } = positionIn(c.lines, d.span.start);
  return { ...d, span: { start: d.span.start, end: d.span.end, line, column } };
}

/** What a reported diagnostic may add to its code, message and place. */
export interface ReportExtras {
  /** The severity, when not the code's own. */
  readonly severity?: Severity | undefined;
  /** Its path in the document (`units[0].spec`), when the check knows it. */
  readonly path?: string | undefined;
  /** The rule it enforces, when it enforces one. */
  readonly source?: SourceRef | undefined;
  /** Replacements for the text at `start..end`, best first (none when empty). */
  readonly suggestions?: readonly string[] | undefined;
}

/** Reports one diagnostic at file offsets `start..end`. */
export function report(c: Collector, code: DiagnosticCode, message: string, start: number, end: number, extras?: ReportExtras): void {
  if (c.mute?.(start, end) === true) return;
  const s = extras?.severity ?? DIAGNOSTIC_SEVERITIES[code];
  c.counts[s]++;
  if (s === 'error') c.failed = true;
  if (!cappedKeeps(c, start, end)) {
    countDropped(c, 1, s, start, end);
    return;
  }
  const text = message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE - 1)}…` : message;
  const d: { -readonly [K in keyof SpannedDiagnostic]: SpannedDiagnostic[K] } = { severity: s, code, message: text, span: { start, end } };
  if (extras?.path !== undefined) d.path = extras.path;
  if (extras?.source !== undefined) d.source = extras.source;
  if (extras?.suggestions !== undefined && extras.suggestions.length > 0) d.suggestions = extras.suggestions;
  addCapped(c, placed(c, d));
}

/** Counts `counts` more diagnostics found at `start..end` or after it, where none can be kept any more. */
export function dropMany(c: Collector, counts: SeverityCounts, start: number, end: number): void {
  for (const s of ['error', 'warning', 'info'] as const) {
    if (counts[s] === 0) continue;
    c.counts[s] += counts[s];
    if (s === 'error') c.failed = true;
    countDropped(c, counts[s], s, start, end);
  }
}

/**
 * The kept diagnostics, by position in the file (span start, then end; among equal spans, in the
 * order reported), each with its span's line and column; when some were dropped, the first
 * `MAX_DIAGNOSTICS` of them, closed by one `too-many-diagnostics` (not counted itself).
 */
export function finish(c: Collector): Diagnostic[] {
  if (c.overflow?.closed !== true) c.diagnostics.sort(byPosition);
  return closeCapped(c, (summary) => placed(c, summary));
}

const byPosition = (a: SpannedDiagnostic, b: SpannedDiagnostic): number => a.span.start - b.span.start || a.span.end - b.span.end;
