/**
 * The loader's last step (internal): a checked document, its prices and (for a ship) the ship
 * state it built, made into the compiled model that every view reads.
 */
import type { ShipState } from '../damage/ship.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { UnitPrice } from '../pricing/price.js';
import type { PricingProfile } from '../pricing/profile.js';
import { fleetReadout, shipReadout, unitListReadout } from '../readout/readout.js';
import type { SpecFactsMemo } from '../readout/unit.js';
import type { FleetModel, FleetSpans, LoadedDocument, ShipModel, UnitListModel } from './model.js';
import type { FleetDesign, ShipDesign, UnitList } from './schema.js';
import { shipTotals, unitTotals } from './totals.js';

/** What one file's documents share while they are compiled. */
export interface CompileShared {
  /** Each spec text's canonical form, function and effect, worked out once. */
  readonly facts: SpecFactsMemo;
}

/** A model, or the errors that stop it (a total past 2^53 - 1), each with its path in the document. */
export type Compiled<M extends LoadedDocument> = { readonly ok: true; readonly model: M } | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

/** A checked ship, priced (with `profile`, its document's) and built, compiled. */
export function compileShip(document: ShipDesign, profile: PricingProfile, prices: readonly UnitPrice[], ship: ShipState, range: readonly [number, number], index: number, shared: CompileShared): Compiled<ShipModel> {
  const totals = shipTotals(document, profile, prices, ship);
  if (!totals.ok) return totals;
  const readout = shipReadout(document, profile, prices, ship, totals.value, index, shared.facts);
  return { ok: true, model: { kind: 'ship', document, profile, prices, ship, totals: totals.value, readout, range } };
}

/** A checked unit list, priced (with `profile`, its document's), compiled. */
export function compileUnitList(document: UnitList, profile: PricingProfile, prices: readonly UnitPrice[], range: readonly [number, number], index: number, shared: CompileShared): Compiled<UnitListModel> {
  const totals = unitTotals(document.units, prices);
  if (!totals.ok) return totals;
  const readout = unitListReadout(document, profile, prices, totals.value, index, shared.facts);
  return { ok: true, model: { kind: 'units', document, profile, prices, totals: totals.value, readout, range } };
}

/** A checked fleet, compiled (its references are `resolveFleet`'s to read). */
export function compileFleet(document: FleetDesign, range: readonly [number, number], index: number, fleetSpans: FleetSpans): FleetModel {
  return { kind: 'fleet', document, prices: [], readout: fleetReadout(document, index), range, fleetSpans };
}
