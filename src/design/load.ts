import { readSource } from './full-yaml.js';
import { loadWith, type FullLoad, type LoadedFile } from './load-with.js';
import type { Result } from '../diagnostics/result.js';
import type { ShipOptions } from './ship.js';

export type { FullLoad, LoadedDocument, LoadedFile } from './load-with.js';

/** The full YAML reader the loader hands the documents the fast reader does not read. */
const FULL = Object.freeze({ readSource });

/**
 * Reads a design file: YAML, one or more documents, each a ship, a unit list or a fleet
 * (`specs/design-format.md`), and compiles each document once into the model every view reads
 * (`LoadedDocument`: the checked document, each unit's price, a ship's ship state, the totals and
 * the readout). Never throws: every problem is a diagnostic whose `span` has the
 * offsets and the 1-based `line` and `column` in the file, and whose `path` names the field of
 * the document where the check knows it (`units[0].spec`, `systems[3].label`). One pass finds
 * them all: YAML errors, unsafe YAML (custom tags, nesting past `LOAD_LIMITS.maxDepth`, alias
 * bombs, `__proto__` keys), duplicate keys, schema errors, notation and pricing problems of every
 * unit (placed at the exact character of the spec where the YAML allows it), unknown catalog
 * systems (with a hint), systems not available at the ship's tech level, a ship that does not
 * build and totals past 2^53 - 1. `options` are the readings of the rules that build the ships
 * (`treatAsHull`, `probeLauncherHitOn`: an unknown option or value is a TypeError, a programming error). The result is `ok`,
 * with every document, when none of them has an error. Pure: it reads a string, not a file
 * (`file` is only the name kept in the value). Time grows linearly with the size of the text and
 * memory stays bounded up to the 10 MiB limit, whatever the text (see {@link LOAD_LIMITS}); at most
 * `MAX_DIAGNOSTICS` diagnostics are kept, and `counts` counts them all.
 *
 * @throws {TypeError} when `options` is not an object of the ship options (`treatAsHull`, `probeLauncherHitOn`) with a
 * value each takes: options are code, not input.
 *
 * @example
 * ```ts
 * import { formatDiagnostic } from 'spacedock';
 * import { loadDesigns } from 'spacedock/design';
 *
 * const r = loadDesigns('format: 1\nkind: units\ntitle: Guns\nunits:\n  - { name: Laser, spec: 3d6 eZap AP }\n', 'guns.yaml');
 * if (!r.ok || r.value.documents[0]?.prices[0]?.build !== 23) throw new Error('the Laser costs 23');
 *
 * const text = 'format: 1\nkind: units\ntitle: X\nunits:\n  - { name: Gun, spec: 3d6 eZap XX }\n';
 * const bad = loadDesigns(text, 'bad.yaml');
 * const d = bad.diagnostics[0]; // unknown-modifier at 5:33, the XX itself, in units[0].spec
 * if (bad.ok || d?.code !== 'unknown-modifier' || d.span?.line !== 5 || d.span.column !== 33 || d.path !== 'units[0].spec') throw new Error(JSON.stringify(d));
 * // error[unknown-modifier]: Gun: "XX" is not a modifier; did you mean EX?
 * //  --> bad.yaml:5:33 ...
 * if (!formatDiagnostic(d, { source: text, file: 'bad.yaml' }).includes('--> bad.yaml:5:33')) throw new Error('rendered');
 * ```
 */
export function loadDesigns(text: string, file?: string, options?: ShipOptions): Result<LoadedFile> {
  const all = loadWith(text, file, FULL, options);
  if (!all.ok) return { ok: false, diagnostics: all.diagnostics };
  return { ok: true, value: { file: all.file, documents: all.documents, counts: all.counts }, diagnostics: all.diagnostics };
}

/** {@link loadDesigns} with everything it found, errors or not (internal, for the CLI). */
export function loadDesignsInFull(text: string, file?: string, options?: ShipOptions): FullLoad {
  return loadWith(text, file, FULL, options);
}
