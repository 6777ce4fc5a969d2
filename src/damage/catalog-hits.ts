import type { ChartResult } from '../catalog/types.js';
import { deepFreeze } from '../rules/freeze.js';
import type { ShipSystem } from './ship.js';

/**
 * Where a catalog system's "hit on" result lands on the standard chart: the SFB:TNG names
 * (`Tran`, `Shtl`, `Trac`, `Prb`) are the chart's `Trans`, `Shuttle`, `Tractor`, `Probe`; plain
 * `Hull` and the center hull (hit on both F and A Hull) are the center group; `Armor` is armor.
 * `buildShip` places catalog systems with it.
 *
 * @example
 * ```ts
 * import { CATALOG_HIT_TO_SYSTEM } from 'spacedock/damage';
 *
 * // The catalog's 'Shtl' is the chart's 'Shuttle'; plain 'Hull' is the center hull.
 * if (CATALOG_HIT_TO_SYSTEM.Shtl !== 'Shuttle' || CATALOG_HIT_TO_SYSTEM.Hull !== 'C Hull') throw new Error('renamed');
 * ```
 */
export const CATALOG_HIT_TO_SYSTEM: { readonly [R in ChartResult]: ShipSystem | 'armor' } = /* @__PURE__ */ deepFreeze({
  'F Hull': 'F Hull',
  'A Hull': 'A Hull',
  Hull: 'C Hull',
  Lab: 'Lab',
  Armor: 'armor',
  Tran: 'Trans',
  Cargo: 'Cargo',
  Shtl: 'Shuttle',
  Trac: 'Tractor',
  Drone: 'Drone',
  Prb: 'Probe',
  Flag: 'Flag',
});
