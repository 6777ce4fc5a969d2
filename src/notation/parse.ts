import { CORE_SEVERITIES } from '../diagnostics/codes.js';
import { describeValue } from '../diagnostics/describe.js';
import type { Result } from '../diagnostics/result.js';
import type { UnitSpec } from './ast.js';
import { parseSyntax } from './parser.js';
import { finish, newSink } from '../diagnostics/sink.js';
import { validateUnit } from './validate.js';

/**
 * Parses a unit specification such as `3d6 eZap "Laser" AP RNG- p=5 rng=23`.
 *
 * Never throws, for any value. Reports every problem it finds in one pass, in source order, each
 * with the `span` of the text it is about; `ok` is false exactly when one of them is an error.
 * Warnings (such as a modifier the rules say is generally used elsewhere) leave `ok` true. At
 * most `MAX_DIAGNOSTICS` are kept, the first ones by position; when there were more, a last
 * `too-many-diagnostics` says how many (with the severity of the worst one left out, so `ok`
 * stays false if that was an error). A value that is not a string at all (from untyped code) is
 * one `not-a-string` error with the empty `path` (the whole input) and no span.
 *
 * @example
 * ```ts
 * import { parseUnit } from 'spacedock';
 * const assert = (c: unknown) => { if (!c) throw new Error('example failed'); };
 *
 * const r = parseUnit('3d6 eZap "Laser" AP RNG- p=5 rng=23');
 * if (!r.ok) throw new Error('expected a unit');
 * assert(r.value.function.kind === 'zap');
 * assert(r.value.modifiers.map((m) => m.code).join(' ') === 'AP RNG-');
 *
 * const bad = parseUnit('3d6 eZap XX'); // an unknown modifier is an error, at offsets 9..11
 * assert(!bad.ok && bad.diagnostics[0]?.code === 'unknown-modifier' && bad.diagnostics[0].span?.start === 9);
 * ```
 */
export function parseUnit(source: string): Result<UnitSpec> {
  if (typeof source !== 'string') {
    const message = `parseUnit takes the spec as a string, not ${describeValue(source)}`;
    return { ok: false, diagnostics: [{ severity: CORE_SEVERITIES['not-a-string'], code: 'not-a-string', message, path: '' }] };
  }
  const report = newSink();
  const parsed = parseSyntax(source, report);
  validateUnit(parsed.unit, parsed.modifiers, report, false);
  const diagnostics = report.diagnostics;
  if (diagnostics.length > 1) diagnostics.sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
  finish(report);
  if (report.failed || parsed.unit === undefined) return { ok: false, diagnostics };
  return { ok: true, value: parsed.unit, diagnostics };
}
