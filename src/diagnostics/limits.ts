import { CORE_SEVERITIES, type Severity } from './codes.js';
import type { Diagnostic, Span } from './diagnostic.js';

/**
 * The most diagnostics one parse, one design file or one CLI run keeps. Past it the rest are
 * counted, not stored, and the list ends with one `too-many-diagnostics` diagnostic saying how
 * many more there were (so that a 10 MB file of junk costs bounded memory). See `specs/limits.md`.
 *
 * @example
 * ```ts
 * import { MAX_DIAGNOSTICS, parseUnit } from 'spacedock';
 *
 * const r = parseUnit('3d6 eZap' + ' XX'.repeat(5000)); // 5000 unknown modifiers
 * if (r.diagnostics.length !== MAX_DIAGNOSTICS + 1 || r.diagnostics.at(-1)?.code !== 'too-many-diagnostics') throw new Error(String(r.diagnostics.length));
 * ```
 */
export const MAX_DIAGNOSTICS = 1000;

const RANK: Readonly<Record<Severity, number>> = /* @__PURE__ */ Object.freeze({ info: 0, warning: 1, error: 2 });

/** The more serious of two severities. */
export function worseSeverity(a: Severity, b: Severity): Severity {
  return RANK[a] >= RANK[b] ? a : b;
}

/**
 * The closing `too-many-diagnostics` diagnostic of a capped list: how many were left out, with
 * the severity of the worst of them (so a list whose kept part has only warnings still shows
 * that errors were dropped), at `span` (where the first left-out one was).
 */
export function droppedSummary(dropped: number, worst: Severity, span: Span): Diagnostic & { readonly span: Span } {
  const severity = worseSeverity(CORE_SEVERITIES['too-many-diagnostics'], worst);
  return {
    severity,
    code: 'too-many-diagnostics',
    message: `${dropped} more diagnostic${dropped === 1 ? '' : 's'} not shown (at most ${MAX_DIAGNOSTICS} are kept)`,
    span,
  };
}

/** How many diagnostics a `too-many-diagnostics` summary made by {@link droppedSummary} counts (0 for any other). */
export function droppedCount(d: Diagnostic): number {
  if (d.code !== 'too-many-diagnostics') return 0;
  const n = /^(\d+) more diagnostic/.exec(d.message)?.[1];
  return n === undefined ? 0 : Number(n);
}
