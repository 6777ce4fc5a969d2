/**
 * The ships `spacedock balance` rates (internal): every ship document of the files it read, and
 * every ship of their fleets (each fleet resolved from its file's folder), each design once.
 */
import type { LoadedFile, ShipModel } from '../design/model.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { resolveFleet } from '../fleet/resolve-fleet.js';
import { ALLOW_OUTSIDE_REFS } from './commands/file-options.js';
import { fileSystemHost, fleetOptionsOf } from './fleet-host.js';

/** A design to rate: the name the report gives it, its cost, its compiled ship, and where it came from. */
export interface BalanceShip {
  readonly name: string;
  readonly cost: number;
  readonly model: ShipModel;
  readonly file: string;
}

/** What {@link balanceShips} found: the designs, and the diagnostics of fleets that could not be resolved or ships left out. */
export interface BalanceShips {
  readonly ships: readonly BalanceShip[];
  readonly diagnostics: readonly (Diagnostic & { readonly file: string })[];
}

/**
 * Every ship design of the loaded files, in the order found: a file's ship documents, then the
 * ships of its fleets. A design met more than once (a fleet's line of three, a ship file a fleet
 * names and the command line names too) is rated once: designs are told apart by their compiled
 * model, which every ship of the same file and name shares, and by file and name across
 * resolutions. Two different designs of one name are told apart by their file, then by a number.
 * A ship of 0 points cannot be set against cost: it is left out with a warning.
 */
export function balanceShips(loaded: readonly LoadedFile[], allowOutside: boolean): BalanceShips {
  const found: { model: ShipModel; file: string }[] = [];
  const diagnostics: (Diagnostic & { readonly file: string })[] = [];
  const seen = new Set<ShipModel>();
  const keys = new Set<string>();
  const add = (model: ShipModel, file: string): void => {
    const key = JSON.stringify([file, model.document.name]);
    if (seen.has(model) || keys.has(key)) return;
    seen.add(model);
    keys.add(key);
    found.push({ model, file });
  };
  for (const f of loaded) {
    for (const d of f.documents) if (d.kind === 'ship') add(d, f.file);
    for (const d of f.documents) {
      if (d.kind !== 'fleet') continue;
      const reading = { fleetFile: f.file, allowOutside, howToAllow: ALLOW_OUTSIDE_REFS.howToAllow };
      const fleet = resolveFleet(f, fileSystemHost(reading), { ...fleetOptionsOf(reading), fleet: d.document.name });
      for (const x of fleet.diagnostics) if (x.severity !== 'info') diagnostics.push({ ...x, file: f.file });
      if (fleet.ok) for (const s of fleet.value.ships) add(s.model, s.file);
    }
  }
  const priced = found.filter(({ model, file }) => {
    if (model.totals.points > 0) return true;
    diagnostics.push({ severity: 'warning', code: 'balance-cost-fit', message: `the ship ${JSON.stringify(model.document.name)} costs 0 points: it cannot be set against cost, so it is left out of the round robin`, file });
    return false;
  });
  // Names: the design's own, then with its file where two designs share it, then numbered.
  const count = new Map<string, number>();
  for (const s of priced) count.set(s.model.document.name, (count.get(s.model.document.name) ?? 0) + 1);
  const taken = new Set<string>();
  const ships = priced.map(({ model, file }) => {
    const own = model.document.name;
    let name = count.get(own)! > 1 ? `${own} (${file})` : own;
    for (let k = 2; taken.has(name); k++) name = `${own} (${file}) ${k}`;
    taken.add(name);
    return { name, cost: model.totals.points, model, file };
  });
  return { ships, diagnostics };
}
