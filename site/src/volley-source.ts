/**
 * The ship a volley is fired at, from the text of a ship file, read the way `spacedock damage`
 * reads it (src/cli/ship-file.ts): a JSON description through `buildShip` (`shipFromCatalog`
 * when its systems are a list of catalog lines), a YAML design through `loadDesigns` and
 * `shipOfDesign`. No DOM here: the unit tests run it in Node.
 */
import { buildShip, shipFromCatalog, type CatalogShipDescription, type ShipDescription, type ShipState } from '../../src/damage/index.js';
import { loadDesigns, shipOfDesign, type LoadedDocument } from '../../src/design/index.js';
import type { Diagnostic, Result } from '../../src/index.js';

/** A ship ready for the volley lab: its state, and the design it came from (for the sheet). */
export interface VolleyShip {
  readonly ship: ShipState;
  /** The design document of a YAML ship; absent for a JSON description. */
  readonly design?: LoadedDocument;
  /** How many ship documents the file holds (the first is used, as the page has no `--ship`). */
  readonly ships: number;
}

/** The ship of a file's text; `json` says which of the two formats it is. */
export function volleyShipOf(text: string, json: boolean, file: string): Result<VolleyShip> {
  if (json) {
    let description: unknown;
    try {
      description = JSON.parse(text);
    } catch (error) {
      const d: Diagnostic = { severity: 'error', code: 'unreadable-input', message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
      return { ok: false, diagnostics: [d] };
    }
    const catalog = Array.isArray((description as { systems?: unknown } | null)?.systems);
    const built = catalog ? shipFromCatalog(description as CatalogShipDescription) : buildShip(description as ShipDescription);
    return built.ok ? { ok: true, value: { ship: built.value, ships: 1 }, diagnostics: built.diagnostics } : built;
  }
  const loaded = loadDesigns(text, file);
  if (!loaded.ok) return loaded;
  const ships = loaded.value.documents.filter((d) => d.document.kind === 'ship');
  const design = ships[0];
  if (design === undefined) {
    const d: Diagnostic = { severity: 'error', code: 'design-not-a-ship', message: 'this design holds no ship document, so there is no ship to fire at' };
    return { ok: false, diagnostics: [...loaded.diagnostics, d] };
  }
  const ship = shipOfDesign(design);
  if (!ship.ok) return { ok: false, diagnostics: [...loaded.diagnostics, ...ship.diagnostics] };
  return { ok: true, value: { ship: ship.value, design, ships: ships.length }, diagnostics: [...loaded.diagnostics, ...ship.diagnostics] };
}
