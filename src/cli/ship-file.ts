import type { ShipState } from '../damage/ship.js';
import { loadDesigns, type LoadedDocument } from '../design/load.js';
import { shipOfDesign } from '../design/ship.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Result } from '../diagnostics/result.js';
import { quotedName, shownName } from './files.js';

/** A ship read from a file, with the diagnostics to show and the source they point into. */
export interface ReadShip {
  readonly ship: Result<ShipState>;
  /** Diagnostics of the file itself (YAML, the design format), placed in `source`. */
  readonly fileDiagnostics: readonly Diagnostic[];
  readonly source: string;
  /** The design document the ship came from: there whenever the ship was read. */
  readonly design?: LoadedDocument;
}

/**
 * The ship of a design file, YAML or JSON alike (JSON is YAML: one loader, one format, the same
 * line:column diagnostics): the ship design through `shipOfDesign`; `--ship` names it among
 * several.
 */
export function readShip(file: string, text: string, wanted: string | undefined, usage: (message: string) => never): ReadShip {
  const loaded = loadDesigns(text, file);
  if (!loaded.ok) return { ship: { ok: false, diagnostics: [] }, fileDiagnostics: loaded.diagnostics, source: text };
  const documents = loaded.value.documents;
  const ships = documents.filter((d) => d.document.kind === 'ship');
  const names = ships.map((d) => (d.document.kind === 'ship' ? d.document.name : ''));
  let chosen = ships[0] ?? documents[0];
  if (wanted !== undefined) {
    const at = names.findIndex((n) => n.toLowerCase() === wanted.toLowerCase());
    if (at === -1) usage(`${shownName(file)} has no ship named ${quotedName(wanted)}; its ships: ${names.map(quotedName).join(', ') || 'none'}`);
    chosen = ships[at];
  } else if (ships.length > 1) usage(`${shownName(file)} holds ${ships.length} ships (${names.map(quotedName).join(', ')}): choose one with --ship <name>`);
  if (chosen === undefined) return { ship: { ok: false, diagnostics: [{ severity: 'error', code: 'design-not-a-ship', message: 'this file holds no design document, so no ship' }] }, fileDiagnostics: loaded.diagnostics, source: text };
  return { ship: shipOfDesign(chosen), fileDiagnostics: loaded.diagnostics, source: text, design: chosen };
}

