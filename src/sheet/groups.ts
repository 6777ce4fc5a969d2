/**
 * How the sheet groups a ship's box systems: each damage-chart result is one labelled row of
 * boxes, and related results share a group, in the order players look for them (the bridge
 * group, science, boarding and tractors, shuttles, weapons, engines, power, hull, cargo).
 */
import type { ShipSystem } from '../damage/ship.js';
import { deepFreeze } from '../rules/freeze.js';

/** A group of box systems on the sheet. */
export type SheetGroupName = 'Control' | 'Science' | 'Transporters' | 'Tractors' | 'Shuttles' | 'Heavy weapons' | 'Warp engines' | 'Impulse' | 'Power' | 'Hull' | 'Cargo';

/** The groups in sheet order; phasers follow Shuttles and armor follows Cargo (they are not box systems). */
export const SHEET_GROUP_ORDER: readonly SheetGroupName[] = /* @__PURE__ */ deepFreeze([
  'Control', 'Science', 'Transporters', 'Tractors', 'Shuttles', 'Heavy weapons', 'Warp engines', 'Impulse', 'Power', 'Hull', 'Cargo',
] as SheetGroupName[]);

/** Where the phaser group goes: after this group. */
export const PHASERS_AFTER: SheetGroupName = 'Shuttles';

/**
 * The group of every box system (a record, so that the compiler sees none is missing); within a
 * group, rows follow `SHIP_SYSTEMS`.
 */
export const GROUP_OF_SYSTEM: { readonly [S in ShipSystem]: SheetGroupName } = /* @__PURE__ */ deepFreeze({
  Bridge: 'Control',
  Flag: 'Control',
  'Aux Con': 'Control',
  'Emer Bridge': 'Control',
  Lab: 'Science',
  Probe: 'Science',
  Trans: 'Transporters',
  Tractor: 'Tractors',
  Shuttle: 'Shuttles',
  Torp: 'Heavy weapons',
  Drone: 'Heavy weapons',
  'L Warp': 'Warp engines',
  'R Warp': 'Warp engines',
  'C Warp': 'Warp engines',
  Impulse: 'Impulse',
  APR: 'Power',
  Battery: 'Power',
  'F Hull': 'Hull',
  'A Hull': 'Hull',
  'C Hull': 'Hull',
  Cargo: 'Cargo',
});
