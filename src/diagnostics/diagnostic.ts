import type { DiagnosticCode, Severity } from './codes.js';

/** A range of the source text: UTF-16 offsets, `end` exclusive. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** A problem found in user input, as plain data. */
export interface Diagnostic {
  readonly severity: Severity;
  readonly code: DiagnosticCode;
  readonly message: string;
  readonly span: Span;
}

/**
 * Whether any diagnostic in the list is an error, the one severity that makes a result fail
 * (warnings and infos do not). Entries that are not diagnostics are skipped.
 *
 * @throws {TypeError} when `diagnostics` is not an array (a programming error).
 *
 * @example
 * ```ts
 * import { hasErrors, parseUnit } from 'spacedock';
 *
 * if (hasErrors(parseUnit('3d6 eZap').diagnostics)) throw new Error('a valid unit has no errors');
 * if (!hasErrors(parseUnit('3d6 eZap XX').diagnostics)) throw new Error('an unknown modifier is an error');
 * ```
 */
export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  if (!Array.isArray(diagnostics)) throw new TypeError('hasErrors takes an array of diagnostics');
  for (let i = 0; i < diagnostics.length; i++) if ((diagnostics[i] as Diagnostic | null | undefined)?.severity === 'error') return true;
  return false;
}
