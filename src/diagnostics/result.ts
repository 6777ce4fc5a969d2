import type { Diagnostic } from './diagnostic.js';

/**
 * The one result type of every function that takes user input, in every entry point: on
 * success the `value` and any diagnostics that did not stop it (warnings, infos); on failure
 * only the diagnostics, at least one of them an error. `ok` is false exactly when an error was
 * found, so a consumer narrows on `ok` (or `switch`es on it) and then reads `value`. Such a
 * function never throws for any input; see `docs/diagnostics.md`.
 *
 * @example
 * ```ts
 * import { parseUnit, type Result, type UnitSpec } from 'spacedock';
 *
 * const r: Result<UnitSpec> = parseUnit('3d6 eZap AP');
 * if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
 * if (r.value.modifiers[0]?.code !== 'AP') throw new Error('one modifier: AP');
 * ```
 */
export type Result<T> = Success<T> | Failure;

/** The successful side of {@link Result}. */
export interface Success<T> {
  readonly ok: true;
  readonly value: T;
  readonly diagnostics: readonly Diagnostic[];
}

/** The failed side of {@link Result}: no value, and at least one error among the diagnostics. */
export interface Failure {
  readonly ok: false;
  readonly diagnostics: readonly Diagnostic[];
}
