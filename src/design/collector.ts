import { DIAGNOSTIC_SEVERITIES, type DiagnosticCode, type Severity } from '../diagnostics/codes.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { addCapped, cappedKeeps, closeCapped, countDropped, type Capped } from '../diagnostics/capped.js';
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
 * The diagnostics of one file as they are found: the capped list of `diagnostics/capped.ts` (the
 * first `MAX_DIAGNOSTICS` by position kept, the rest counted, memory bounded), with what a file
 * adds: a count of every severity found, each kept one placed at its line and column (lines are
 * indexed once, as far as the diagnostics need), and long messages cut.
 */
export interface Collector extends Capped<FileDiagnostic> {
  readonly file: string;
  readonly text: string;
  lines: LineIndex | undefined;
  /** Every diagnostic found, kept or not, by severity. */
  readonly counts: Record<Severity, number>;
  /** Whether an error was found, kept or not. */
  failed: boolean;
}

/** The longest message kept: a message quotes names from the file, which may be huge. */
const MAX_MESSAGE = 500;

/** A new collector for the diagnostics of `text`, read from `file`. */
export function newCollector(text: string, file: string): Collector {
  return { file, text, lines: undefined, diagnostics: [], overflow: undefined, counts: { error: 0, warning: 0, info: 0 }, failed: false };
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

/** Places a diagnostic at its line and column in the file. */
function placed(c: Collector, d: Diagnostic): FileDiagnostic {
  c.lines ??= lineIndex(c.text);
  const { line, column } = positionIn(c.lines, d.span.start);
  return { ...d, file: c.file, line, column };
}

/** Reports one diagnostic at file offsets `start..end`; `severity` defaults to the code's own. */
export function report(c: Collector, code: DiagnosticCode, message: string, start: number, end: number, severity?: Severity): void {
  const s = severity ?? DIAGNOSTIC_SEVERITIES[code];
  c.counts[s]++;
  if (s === 'error') c.failed = true;
  if (!cappedKeeps(c, start, end)) {
    countDropped(c, 1, s, start, end);
    return;
  }
  const text = message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE - 1)}…` : message;
  addCapped(c, placed(c, { severity: s, code, message: text, span: { start, end } }));
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
 * The kept diagnostics: in the order reported when none was dropped; otherwise the first
 * `MAX_DIAGNOSTICS` by position, closed by one `too-many-diagnostics` (not counted itself).
 */
export function finish(c: Collector): FileDiagnostic[] {
  return closeCapped(c, (summary) => placed(c, summary));
}
