import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Result } from '../diagnostics/result.js';
import { thrownMessage } from '../input/plain.js';
import { readSource } from './full-yaml.js';
import { LOAD_LIMITS } from './load-limits.js';
import { loadWith } from './load-with.js';
import type { LoadedDocument } from './model.js';
import { checkShipOptions, type ShipOptions } from './ship.js';

/** The full YAML reader: a document's JSON text may need it (a long one, or an odd key). */
const FULL = Object.freeze({ readSource });

/** Thrown (and caught) to stop writing a document past the size limit. */
const TOO_LARGE = Object.freeze({ tooLarge: true });

/**
 * Compiles one design document held as data (built in code, or parsed from JSON) into the same
 * model `loadDesigns` gives for a file: checked against the format, every unit priced, a ship
 * built, its totals and readout made. The value is written as JSON and read by the loader itself,
 * so a document built in code is checked exactly as a file is; the diagnostics keep their `path`
 * in the document (`units[0].spec`) and have no span (there is no file to point into). A value
 * that cannot be written as JSON (a cycle, a bigint, a getter that throws) is `unreadable-input`;
 * one larger than a design file may be (`LOAD_LIMITS.maxLength`) is `design-too-large`, refused
 * as it is written. Never throws on the document.
 *
 * @throws {TypeError} when `options` is not an object of the ship options (`treatAsHull`, `probeLauncherHitOn`) with a
 * value each takes: options are code, not input.
 *
 * @example
 * ```ts
 * import { compileDesign } from 'spacedock/design';
 *
 * const r = compileDesign({ format: 1, kind: 'ship', name: 'Cutter', sizeClass: 4, tech: 3, shields: 8,
 *   units: [{ name: 'Laser', spec: '3d6 eZap AP', count: 2 }], systems: [{ label: 'Bridge' }, { label: 'Hull', variant: 'F', count: 3 }] });
 * if (!r.ok || r.value.kind !== 'ship') throw new Error(JSON.stringify(r.diagnostics));
 * // The model: the ship state, the totals and the readout, made once.
 * if (r.value.ship.shields[0] !== 8 || r.value.totals.unitBuild !== 46 || r.value.readout.units[0]?.build !== 23) throw new Error('compiled');
 *
 * const bad = compileDesign({ format: 1, kind: 'units', title: 'Guns', units: [{ name: 'Gun', spec: '3d6 eZap XX' }] });
 * // unknown-modifier at units[0].spec
 * if (bad.ok || bad.diagnostics[0]?.path !== 'units[0].spec' || bad.diagnostics[0].span !== undefined) throw new Error(JSON.stringify(bad));
 * ```
 */
export function compileDesign(document: unknown, given?: ShipOptions): Result<LoadedDocument> {
  const options = checkShipOptions(given, 'compileDesign');
  let text: string | undefined;
  // The text is bounded as it is written (a rough count of what each value adds), so that a value
  // far past the loader's limit is refused before a text of that size is made.
  let written = 0;
  const bounded = (key: string, value: unknown): unknown => {
    written += key.length + (typeof value === 'string' ? value.length : 8);
    if (written > LOAD_LIMITS.maxLength) throw TOO_LARGE;
    return value;
  };
  try {
    text = JSON.stringify(document, bounded);
  } catch (error) {
    if (error === TOO_LARGE) return { ok: false, diagnostics: [{ severity: 'error', code: 'design-too-large', message: `the document is larger than the ${LOAD_LIMITS.maxLength} characters a design file may have`, path: '' }] };
    return refused(`the document cannot be read as plain data (${thrownMessage(error)})`);
  }
  if (typeof text !== 'string' || document === null || typeof document !== 'object' || Array.isArray(document)) return refused('a design document is an object with format and kind');
  const loaded = loadWith(text, '<document>', FULL, options);
  const diagnostics = loaded.diagnostics.map(withoutSpan);
  const model = loaded.documents[0];
  return loaded.ok && model !== undefined ? { ok: true, value: model, diagnostics } : { ok: false, diagnostics };
}

/** A diagnostic of the loader without its span, which points into a JSON text the caller never saw. */
function withoutSpan(d: Diagnostic): Diagnostic {
  if (d.span === undefined) return d;
  const { span: _span, ...rest } = d;
  return rest;
}

function refused(message: string): Result<never> {
  return { ok: false, diagnostics: [{ severity: 'error', code: 'unreadable-input', message, path: '' }] };
}
