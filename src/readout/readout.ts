import type { ShipState } from '../damage/ship.js';
import type { LoadedFile } from '../design/model.js';
import type { FleetDesign, ShipDesign, UnitList } from '../design/schema.js';
import type { ShipTotals } from '../design/totals.js';
import { describeValue } from '../diagnostics/describe.js';
import type { UnitPrice } from '../pricing/price.js';
import type { PricingProfile } from '../pricing/profile.js';
import { READOUT_FORMAT, type FleetReadout, type Readout, type ShipReadout, type UnitListReadout, type UnitReadout, type UnitTotals } from './model.js';
import { sheetFileName } from './sheet-name.js';
import { phaserReadout, systemReadout } from './ship.js';
import { unitReadout, type SpecFactsMemo } from './unit.js';

/** The unit lines of a document, read out. */
function unitsOf(units: UnitList['units'] | undefined, prices: readonly UnitPrice[], memo: SpecFactsMemo): UnitReadout[] {
  return (units ?? []).map((u, i) => unitReadout(u, prices[i]!, memo));
}

/**
 * The readout of a compiled ship (internal: the loader's compile step; see {@link Readout} for
 * the conventions). Shields and tracks are the ship state's: `buildShip` applied the format's
 * defaults, so the readout does not restate them.
 */
export function shipReadout(d: ShipDesign, profile: PricingProfile, prices: readonly UnitPrice[], ship: ShipState, t: ShipTotals, index: number, memo: SpecFactsMemo): ShipReadout {
  return {
    index,
    kind: 'ship',
    title: d.name,
    profile: profile.name,
    notes: d.notes ?? null,
    units: unitsOf(d.units, prices, memo),
    name: d.name,
    sizeClass: d.sizeClass,
    tech: d.tech,
    systems: (d.systems ?? []).map(systemReadout),
    phasers: (d.phasers ?? []).map(phaserReadout),
    shields: [...ship.shields],
    shuttlesAboard: d.shuttlesAboard ?? 0,
    tracks: {
      sensor: ship.tracks.sensor.boxes,
      scanner: ship.tracks.scanner.boxes,
      damageControl: ship.tracks.damageControl.boxes,
      excess: ship.tracks.excess.boxes.length,
    },
    totals: {
      points: t.points,
      unitBuild: t.unitBuild,
      boxPoints: t.boxPoints,
      unitPower: t.unitPower,
      systemSpaces: t.systemSpaces,
      systemRepair: t.systemRepair,
      boxes: t.boxes,
      shieldBoxes: t.shieldBoxes,
      hullBoxes: t.hullBoxes,
      armorBoxes: t.armorBoxes,
      systemBoxes: t.systemBoxes,
      phasers: t.phasers,
      byChartResult: Object.entries(t.byChartResult).map(([system, count]) => ({ system, count: count ?? 0 })),
      unpriced: t.unpriced,
    },
    sheet: sheetFileName(d.name),
  };
}

/** The readout of a compiled unit list (internal: the loader's compile step). */
export function unitListReadout(d: UnitList, profile: PricingProfile, prices: readonly UnitPrice[], totals: UnitTotals, index: number, memo: SpecFactsMemo): UnitListReadout {
  return { index, kind: 'units', title: d.title, profile: profile.name, notes: d.notes ?? null, units: unitsOf(d.units, prices, memo), totals: { unitBuild: totals.unitBuild, unitPower: totals.unitPower } };
}

/** The readout of a fleet as its file writes it (internal: the loader's compile step). */
export function fleetReadout(d: FleetDesign, index: number): FleetReadout {
  const lines = d.ships.map((l) => ({ kind: l.fleet === undefined ? 'ship' : 'fleet', name: l.fleet ?? l.ship ?? '', file: l.file ?? null, count: l.count ?? 1, label: l.label ?? null }) as const);
  return {
    index,
    kind: 'fleet',
    title: d.name,
    name: d.name,
    profile: 'default',
    notes: d.notes ?? null,
    units: [],
    pointsLimit: d.pointsLimit ?? null,
    points: null,
    powerLimit: d.powerLimit ?? null,
    spacesLimit: d.spacesLimit ?? null,
    repairLimit: d.repairLimit ?? null,
    boxesLimit: d.boxesLimit ?? null,
    lines,
  };
}

/**
 * The readout of a loaded design file: the readout each document was compiled with
 * (`documents[i].readout`), in order, under the file's name. Nothing is priced or built again.
 *
 * @throws {TypeError} when `file` is not a value from `loadDesigns` (a programming error).
 *
 * @example
 * ```ts
 * import { designReadout, loadDesigns } from 'spacedock/design';
 *
 * const yaml = 'format: 1\nkind: ship\nname: Cutter\nsizeClass: 4\ntech: 3\nunits: [{ name: Laser, spec: 3d6 eZap AP, count: 2 }]\nsystems: [{ label: Lab, count: 2 }]';
 * const r = loadDesigns(yaml, 'cutter.yaml');
 * const ship = r.ok ? designReadout(r.value).documents[0] : undefined;
 * // { kind: 'ship', name: 'Cutter', totals: { points: 46, unitBuild: 46, boxPoints: 0, ... }, systems: [{ label: 'Lab', count: 2, spaces: 2, repair: ... }], sheet: 'cutter.svg', ... }
 * if (ship?.kind !== 'ship' || ship.totals.points !== 46 || ship.totals.unitBuild !== 46 || ship.systems[0]?.count !== 2 || ship.sheet !== 'cutter.svg') throw new Error(JSON.stringify(ship));
 * ```
 */
export function designReadout(file: LoadedFile): Readout {
  if (typeof file !== 'object' || file === null || !Array.isArray(file.documents as unknown)) throw new TypeError(`designReadout takes a file from loadDesigns, not ${describeValue(file)}`);
  return { format: READOUT_FORMAT, file: typeof file.file === 'string' ? file.file : '<input>', documents: file.documents.map((d) => d.readout) };
}
