import type { ShipState } from '../damage/ship.js';
import { loadDesigns } from '../design/load.js';
import type { ShipModel } from '../design/model.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Result } from '../diagnostics/result.js';
import { quotedName, shownName } from './files.js';

/** A ship read from a file, with the diagnostics to show and the source they point into. */
export interface ReadShip {
  readonly ship: Result<ShipState>;
  /** Diagnostics of the file itself (YAML, the design format), placed in `source`. */
  readonly fileDiagnostics: readonly Diagnostic[];
  readonly source: string;
  /** The compiled ship the state came from: there whenever the ship was read. */
  readonly design?: ShipModel;
}

/**
 * The ship of a design file, YAML or JSON alike (JSON is YAML: one loader, one format, the same
 * line:column diagnostics): the compiled ship's state; `--ship` names it among several.
 */
export function readShip(file: string, text: string, wanted: string | undefined, usage: (message: string) => never): ReadShip {
  const loaded = loadDesigns(text, file);
  if (!loaded.ok) return { ship: { ok: false, diagnostics: [] }, fileDiagnostics: loaded.diagnostics, source: text };
  const documents = loaded.value.documents;
  const ships = documents.filter((d): d is ShipModel => d.kind === 'ship');
  const names = ships.map((d) => d.document.name);
  let chosen = ships[0];
  if (wanted !== undefined) {
    const at = names.findIndex((n) => n.toLowerCase() === wanted.toLowerCase());
    if (at === -1) usage(`${shownName(file)} has no ship named ${quotedName(wanted)}; its ships: ${names.map(quotedName).join(', ') || 'none'}`);
    chosen = ships[at];
  } else if (ships.length > 1) usage(`${shownName(file)} holds ${ships.length} ships (${names.map(quotedName).join(', ')}): choose one with --ship <name>`);
  if (chosen === undefined) return { ship: { ok: false, diagnostics: [noShip(documents[0]?.kind === 'ship' ? undefined : documents[0]?.kind)] }, fileDiagnostics: loaded.diagnostics, source: text };
  return { ship: { ok: true, value: chosen.ship, diagnostics: [] }, fileDiagnostics: loaded.diagnostics, source: text, design: chosen };
}

/** Why a file without a ship document gives no ship, from the kind of its first document. */
function noShip(kind: 'units' | 'fleet' | undefined): Diagnostic {
  if (kind === undefined) return { severity: 'error', code: 'design-not-a-ship', message: 'this file holds no design document, so no ship' };
  const what = kind === 'units' ? 'a unit list, which has no hull, shields or tracks' : 'a fleet, whose ships are in its lines';
  return { severity: 'error', code: 'design-not-a-ship', message: `this document is ${what}; only a ship document makes a ship`, path: 'kind' };
}

