import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { UnitSpec } from './ast.js';
import { parseSyntax } from './parser.js';
import { emit, finish, newSink } from '../diagnostics/sink.js';
import { validateUnit } from './validate.js';

/** The result of {@link parseUnit}: a unit when there is no error, and every diagnostic. */
export type ParseUnitResult =
  | { readonly ok: true; readonly unit: UnitSpec; readonly diagnostics: readonly Diagnostic[] }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

/**
 * Parses a unit specification such as `3d6 eZap "Laser" AP RNG- p=5 rng=23`.
 *
 * Never throws, for any value. Reports every problem it finds in one pass, in source order;
 * `ok` is false exactly when one of them is an error. Warnings (such as a modifier the rules
 * say is generally used elsewhere) leave `ok` true. At most `MAX_DIAGNOSTICS` are kept, the
 * first ones by position; when there were more, a last `too-many-diagnostics` says how many
 * (with the severity of the worst one left out, so `ok` stays false if that was an error).
 *
 * @example
 * ```ts
 * import { parseUnit } from 'spacedock';
 * const assert = (c: unknown) => { if (!c) throw new Error('example failed'); };
 *
 * const r = parseUnit('3d6 eZap "Laser" AP RNG- p=5 rng=23');
 * if (!r.ok) throw new Error('expected a unit');
 * assert(r.unit.function.kind === 'zap');
 * assert(r.unit.modifiers.map((m) => m.code).join(' ') === 'AP RNG-');
 *
 * const bad = parseUnit('3d6 eZap XX'); // an unknown modifier is an error
 * assert(!bad.ok && bad.diagnostics[0]?.code === 'unknown-modifier');
 * ```
 */
export function parseUnit(source: string): ParseUnitResult {
  const report = newSink();
  if (typeof source !== 'string') {
    emit(report, 'not-a-string', `parseUnit takes the spec as a string, not ${source === null ? 'null' : typeof source}`, 0, 0);
    return { ok: false, diagnostics: finish(report) };
  }
  const parsed = parseSyntax(source, report);
  validateUnit(parsed.unit, parsed.modifiers, report, false);
  const diagnostics = report.diagnostics;
  if (diagnostics.length > 1) diagnostics.sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
  finish(report);
  if (report.failed || parsed.unit === undefined) return { ok: false, diagnostics };
  return { ok: true, unit: parsed.unit, diagnostics };
}
