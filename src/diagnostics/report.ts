import type { SourceRef } from '../rules/source.js';
import { CORE_SEVERITIES, DIAGNOSTIC_SEVERITIES, type CoreCode, type DiagnosticCode, type Severity } from './codes.js';
import type { Diagnostic } from './diagnostic.js';
import { MAX_DIAGNOSTICS, worseSeverity } from './limits.js';
import type { Result } from './result.js';
import { pathUnder } from './path.js';

/**
 * The diagnostics of one call on structured input (a ship, a volley, an allocation: data, not
 * text), as they are found. Internal. Such diagnostics have a `path` and no span, so the list
 * keeps the first `MAX_DIAGNOSTICS` in the order reported and counts the rest; `finish` closes it
 * with one `too-many-diagnostics` saying how many more (with the worst severity left out).
 */
export interface Report {
  readonly diagnostics: Diagnostic[];
  /** Whether an error was reported (kept or not). */
  failed: boolean;
  /** How many were left out, and the worst of them. */
  dropped: number;
  worst: Severity;
  /** The path of the first one left out. */
  firstDropped: string | undefined;
  /** Where a code's own severity is read. */
  readonly severities: Readonly<Partial<Record<DiagnosticCode, Severity>>>;
  /**
   * The paths of absent fields that a misspelt key of the same record stands for (set by
   * `reportUnknownFields`): their `missing-field` is not reported, the key's "did you mean" says it.
   */
  misspelt?: Set<string>;
}

/** A new, empty report, for any module's codes. */
export function newReport(): Report {
  return { diagnostics: [], failed: false, dropped: 0, worst: 'info', firstDropped: undefined, severities: DIAGNOSTIC_SEVERITIES };
}

/**
 * A new, empty report for the codes of the root entry's parse and price only (pricing's options):
 * it reads the core table, so that a bundle that only prices carries no other module's codes.
 */
export function newCoreReport(): Report & { readonly severities: Readonly<Record<CoreCode, Severity>> } {
  return { diagnostics: [], failed: false, dropped: 0, worst: 'info', firstDropped: undefined, severities: CORE_SEVERITIES };
}

/**
 * Reports a problem of structured input at `path` (see {@link Diagnostic.path}); the severity is
 * the code's own unless given. `source` names the rule it enforces, when it enforces one.
 */
export function report(r: Report, code: DiagnosticCode, path: string, message: string, source?: SourceRef, severity?: Severity): void {
  const s = severity ?? r.severities[code] ?? 'error';
  if (s === 'error') r.failed = true;
  if (r.diagnostics.length >= MAX_DIAGNOSTICS) {
    r.dropped++;
    r.worst = worseSeverity(r.worst, s);
    r.firstDropped ??= path;
    return;
  }
  const d: { -readonly [K in keyof Diagnostic]: Diagnostic[K] } = { severity: s, code, message, path };
  if (source !== undefined) d.source = source;
  r.diagnostics.push(d);
}

/**
 * Adds the diagnostics of another call (a nested check), under the same cap; with `prefix`, their
 * paths are placed under it (`ship` + `armor.held` = `ship.armor.held`).
 */
export function reportAll(r: Report, diagnostics: readonly Diagnostic[], prefix = ''): void {
  for (const d of diagnostics) {
    if (d.severity === 'error') r.failed = true;
    if (r.diagnostics.length >= MAX_DIAGNOSTICS) {
      r.dropped++;
      r.worst = worseSeverity(r.worst, d.severity);
      r.firstDropped ??= d.path;
      continue;
    }
    r.diagnostics.push(prefix === '' || d.path === undefined ? d : { ...d, path: pathUnder(prefix, d.path) });
  }
}

/** The list, closed with a `too-many-diagnostics` when some were left out. */
export function closeReport(r: Report): readonly Diagnostic[] {
  if (r.dropped === 0) return r.diagnostics;
  const severity = worseSeverity(CORE_SEVERITIES['too-many-diagnostics'], r.worst);
  const message = `${r.dropped} more diagnostic${r.dropped === 1 ? '' : 's'} not shown (at most ${MAX_DIAGNOSTICS} are kept)`;
  const summary: Diagnostic = r.firstDropped === undefined ? { severity, code: 'too-many-diagnostics', message } : { severity, code: 'too-many-diagnostics', message, path: r.firstDropped };
  r.dropped = 0;
  r.diagnostics.push(summary);
  return r.diagnostics;
}

/** Finishes a call: `ok` with the value unless an error was reported (or there is no value). */
export function finishReport<T>(r: Report, value: T | undefined): Result<T> {
  const diagnostics = closeReport(r);
  if (r.failed || value === undefined) return { ok: false, diagnostics };
  return { ok: true, value, diagnostics };
}

/** Finishes a call that could not compute its value. */
export function failReport(r: Report): Result<never> {
  return { ok: false, diagnostics: closeReport(r) };
}
