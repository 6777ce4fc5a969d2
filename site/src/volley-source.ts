/**
 * The ship a volley is fired at, from the text of a design file, read the way `spacedock damage`
 * reads it (src/cli/ship-file.ts): YAML or JSON through the loader, the ship state of its first
 * compiled ship. No DOM here: the unit tests run it in Node.
 */
import type { ShipState } from '../../src/damage/index.js';
import type { ShipModel } from '../../src/design/index.js';
import { loadWith, type FullYamlReader, type NeedsFullReader } from '../../src/design/load-with.js';
import type { Diagnostic, Result } from '../../src/index.js';

/** A ship ready for the volley lab: its state, and the design it came from (for the sheet). */
export interface VolleyShip {
  readonly ship: ShipState;
  /** The compiled design of the ship. */
  readonly design: ShipModel;
  /** How many ship documents the file holds (the first is used, as the page has no `--ship`). */
  readonly ships: number;
}

/**
 * The ship of a design file's text, YAML or JSON alike (JSON is YAML: one loader, one format).
 * Without the full YAML reader (full-reader.ts), a text that needs it is answered `needsFullReader`.
 */
export function volleyShipOf(text: string, file: string, reader: FullYamlReader): Result<VolleyShip>;
export function volleyShipOf(text: string, file: string, reader: FullYamlReader | undefined): Result<VolleyShip> | NeedsFullReader;
export function volleyShipOf(text: string, file: string, reader: FullYamlReader | undefined): Result<VolleyShip> | NeedsFullReader {
  const loaded = loadWith(text, file, reader);
  if ('needsFullReader' in loaded) return loaded;
  if (!loaded.ok) return { ok: false, diagnostics: loaded.diagnostics };
  const ships = loaded.documents.filter((d): d is ShipModel => d.kind === 'ship');
  const design = ships[0];
  if (design === undefined) {
    const d: Diagnostic = { severity: 'error', code: 'design-not-a-ship', message: 'this design holds no ship document, so there is no ship to fire at' };
    return { ok: false, diagnostics: [...loaded.diagnostics, d] };
  }
  return { ok: true, value: { ship: design.ship, design, ships: ships.length }, diagnostics: loaded.diagnostics };
}
