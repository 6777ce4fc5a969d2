import type { ShipState } from '../damage/ship.js';
import { loadDesigns } from '../design/load.js';
import type { FleetModel, LoadedFile, ShipModel } from '../design/model.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Result } from '../diagnostics/result.js';
import { resolveFleet } from '../fleet/resolve-fleet.js';
import type { FleetShip } from '../fleet/types.js';
import { fileSystemHost } from './fleet-host.js';
import { quotedName, shownName } from './files.js';

/** A ship read from a file, with the diagnostics to show and the source they point into. */
export interface ReadShip {
  readonly ship: Result<ShipState>;
  /** Diagnostics of the file itself (YAML, the design format, its fleet's references), placed in `source`. */
  readonly fileDiagnostics: readonly Diagnostic[];
  readonly source: string;
  /** The compiled ship the state came from: there whenever the ship was read. */
  readonly design?: ShipModel;
  /** Its label in the file's fleet, when `--ship` chose a ship of a fleet (`Wasp 2`). */
  readonly label?: string;
  /** The name of that fleet, with `label`. */
  readonly fleet?: string;
}

/**
 * What a command calls the ship it read: the fleet label with the design's name (`Wasp 2 (Wasp)`)
 * when a label chose it, the label alone when the two are the same, else the design's name. Shown
 * as names are (`shownName`). (Internal: `damage`, `simulate` and `sheet` say it alike.)
 */
export function calledShip(read: ReadShip, name: string): string {
  return read.label === undefined || read.label === name ? shownName(read.label ?? name) : `${shownName(read.label)} (${shownName(name)})`;
}

/** A fleet of the file and its ships (by label), or the diagnostics of a fleet whose references do not resolve. */
type FleetRead = { readonly name: string; readonly ships: readonly FleetShip[]; readonly diagnostics: readonly Diagnostic[] };

/** The most labels a message lists before it counts the rest. */
const MAX_LISTED = 20;

/** Names quoted and joined, at most {@link MAX_LISTED} of them, the rest counted (`"A", "B" and 3 more`); `none` for none. */
function listed(names: readonly string[]): string {
  if (names.length === 0) return 'none';
  const shown = names.slice(0, MAX_LISTED).map(quotedName).join(', ');
  return names.length > MAX_LISTED ? `${shown} and ${names.length - MAX_LISTED} more` : shown;
}

/**
 * The ship of a design file, YAML or JSON alike (JSON is YAML: one loader, one format, the same
 * line:column diagnostics): the compiled ship's state. `--ship` names it among several: a ship
 * document by its name, or a ship of the file's fleet by its label (`Wasp 2`, its files read
 * relative to the fleet's, in its folder). A label without its number (`Wasp` for `Wasp 1` to
 * `Wasp 3`), or the design's name of several of the fleet's ships, is answered with their labels.
 * A file that holds a fleet and is given no `--ship` says so, with the fleet's labels.
 */
export function readShip(file: string, text: string, wanted: string | undefined, usage: (message: string) => never): ReadShip {
  const loaded = loadDesigns(text, file);
  if (!loaded.ok) return { ship: { ok: false, diagnostics: [] }, fileDiagnostics: loaded.diagnostics, source: text };
  const documents = loaded.value.documents;
  const ships = documents.filter((d): d is ShipModel => d.kind === 'ship');
  const fleetDocuments = documents.filter((d): d is FleetModel => d.kind === 'fleet');
  const names = ships.map((d) => d.document.name);
  const chose = (model: ShipModel, fleet?: { readonly label: string; readonly name: string }): ReadShip => ({ ship: { ok: true, value: model.ship, diagnostics: [] }, fileDiagnostics: loaded.diagnostics, source: text, design: model, ...(fleet === undefined ? {} : { label: fleet.label, fleet: fleet.name }) });
  const failed = (diagnostics: readonly Diagnostic[]): ReadShip => ({ ship: { ok: false, diagnostics: [] }, fileDiagnostics: [...loaded.diagnostics, ...diagnostics], source: text });
  if (wanted !== undefined) {
    const at = names.findIndex((n) => n.toLowerCase() === wanted.toLowerCase());
    if (at !== -1) return chose(ships[at]!);
  }
  // The fleets are resolved (their files read) only when the ship documents do not answer.
  const fleets = fleetDocuments.length === 0 ? [] : fleetsOf(loaded.value, file, fleetDocuments);
  const broken = fleets.flatMap((f) => f.diagnostics.filter((d) => d.severity === 'error'));
  /** What the file holds, for a message: each fleet's labels, then its ship documents' names. */
  const holds = (): string => [
    ...fleets.map((f) => `the fleet ${quotedName(f.name)} ${f.ships.length === 0 ? 'has ships that could not be read' : `has ${listed(f.ships.map((s) => s.label))}`}`),
    ...(ships.length > 0 || fleets.length === 0 ? [`${fleets.length === 0 ? 'its ships' : 'its ship documents'}: ${listed(names)}`] : []),
  ].join('; ');
  if (wanted !== undefined) {
    const key = wanted.toLowerCase();
    for (const f of fleets) {
      const exact = f.ships.find((s) => s.label.toLowerCase() === key);
      if (exact !== undefined) return chose(exact.model, { label: exact.label, name: f.name });
    }
    // `Wasp` for `Wasp 1` to `Wasp 3`, or the design's name: the labels it could mean.
    for (const f of fleets) {
      const near = f.ships.filter((s) => s.name.toLowerCase() === key || (s.label.toLowerCase().startsWith(`${key} `) && /^\d+$/.test(s.label.slice(key.length + 1))));
      if (near.length === 1) return chose(near[0]!.model, { label: near[0]!.label, name: f.name });
      if (near.length > 1) usage(`${shownName(file)}: the fleet ${quotedName(f.name)} has ${near.length} ships ${quotedName(wanted)}: ${listed(near.map((s) => s.label))}; choose one with --ship <label>`);
    }
    // A fleet whose references do not resolve has no labels: its errors say why.
    if (broken.length > 0) return failed(broken);
    usage(`${shownName(file)} has no ship named ${quotedName(wanted)}; ${holds()}`);
  }
  if (fleets.length > 0) {
    if (broken.length > 0) return failed(broken);
    usage(`${shownName(file)} holds ${fleets.length === 1 ? 'a fleet' : `${fleets.length} fleets`}, not one ship: choose a ship with --ship <label>; ${holds()}`);
  }
  if (ships.length > 1) usage(`${shownName(file)} holds ${ships.length} ships (${names.map(quotedName).join(', ')}): choose one with --ship <name>`);
  const chosen = ships[0];
  if (chosen === undefined) return { ship: { ok: false, diagnostics: [noShip(documents[0]?.kind === 'ship' ? undefined : documents[0]?.kind)] }, fileDiagnostics: loaded.diagnostics, source: text };
  return chose(chosen);
}

/** Each fleet document of the file resolved (`resolveFleet`, its files read relative to the fleet file, in its folder): its name and ships, or its diagnostics. */
function fleetsOf(file: LoadedFile, path: string, fleets: readonly FleetModel[]): FleetRead[] {
  return fleets.map((f) => {
    const r = resolveFleet(file, fileSystemHost({ fleetFile: path }), { fleet: f.document.name });
    return r.ok ? { name: r.value.name, ships: r.value.ships, diagnostics: r.diagnostics } : { name: f.document.name, ships: [], diagnostics: r.diagnostics };
  });
}

/** Why a file without a ship document gives no ship, from the kind of its first document. */
function noShip(kind: 'units' | 'fleet' | undefined): Diagnostic {
  if (kind === undefined) return { severity: 'error', code: 'design-not-a-ship', message: 'this file holds no design document, so no ship' };
  const what = kind === 'units' ? 'a unit list, which has no hull, shields or tracks' : 'a fleet, whose ships are in its lines';
  return { severity: 'error', code: 'design-not-a-ship', message: `this document is ${what}; only a ship document makes a ship`, path: 'kind' };
}
