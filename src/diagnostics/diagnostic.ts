import type { SourceRef } from '../rules/source.js';
import type { DiagnosticCode, Severity } from './codes.js';

/**
 * A range of the source text: UTF-16 offsets, `end` exclusive. A diagnostic of a file read by
 * `loadDesigns` also gives the 1-based line and column of `start` (columns count UTF-16 code
 * units), so that a tool showing many of them never scans the file from its start.
 */
export interface Span {
  readonly start: number;
  readonly end: number;
  readonly line?: number;
  readonly column?: number;
}

/**
 * A problem found in user input, as plain data: the one diagnostic type of every module.
 *
 * - `span` places it in text input (a unit spec, a design file);
 * - `path` places it in structured input (an object, perhaps read from JSON): the field's
 *   path written as in JavaScript, `phasers[2].type` (keys joined by `.`, list indexes in
 *   brackets, a key that is not a plain identifier quoted: `systems["Hull F"]`); for a
 *   function of several inputs the path starts with the parameter's name
 *   (`allocation.movement`), and the empty path is the whole input. A design file's diagnostics
 *   have both: the span in the file and the path in the document (`units[0].count`);
 * - `source` names the rule it enforces, when it enforces one (a book and its rule number or
 *   entry);
 * - `suggestions` are texts that could replace the text at `span`, best first, when the check
 *   can tell what was probably meant (the "did you mean" of an unknown function, modifier or
 *   design field): an editor can offer each as a quick fix. Only on a diagnostic with a span,
 *   never empty;
 * - `notes` are lines of detail printed under the message (`= note: ...` in
 *   `formatDiagnostic`): the roster of a fleet over one of its limits, each ship with its share.
 *   Never empty when present.
 *
 * Every `code` is listed, with its severity and module, in `DIAGNOSTIC_CODES` and in
 * `docs/diagnostics.md`.
 */
export interface Diagnostic {
  readonly severity: Severity;
  readonly code: DiagnosticCode;
  readonly message: string;
  readonly span?: Span;
  readonly path?: string;
  readonly source?: SourceRef;
  readonly suggestions?: readonly string[];
  readonly notes?: readonly string[];
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
