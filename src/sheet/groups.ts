/**
 * How the sheet groups a ship's rows of boxes, the way an SSD reads: who commands (Control), what
 * moves and powers the ship (Power), what it fights with (Weapons), its hull, its armor, and the
 * other systems; the tracks close the groups. Every kind of row (a chart system, the phasers, the
 * armor) belongs to one group, and within a group rows follow `SHEET_ROW_ORDER`.
 */
import { SHIP_SYSTEMS, type ShipRowKind } from '../damage/ship.js';
import { deepFreeze } from '../rules/freeze.js';

/** A group of rows on the sheet. */
export type SheetGroupName = 'Control' | 'Power' | 'Weapons' | 'Hull' | 'Armor' | 'Systems';

/** The groups in sheet order (the tracks follow them). */
export const SHEET_GROUP_ORDER: readonly SheetGroupName[] = /* @__PURE__ */ deepFreeze(['Control', 'Power', 'Weapons', 'Hull', 'Armor', 'Systems'] as SheetGroupName[]);

/**
 * The group of every kind of row (a record, so that the compiler sees none is missing): the
 * bridges are Control; engines, APR and batteries Power; phasers, torpedoes and drones Weapons;
 * the three hull groups Hull; the armor layers and the specific armor Armor; transporters, tractors, shuttles, labs,
 * probes and cargo Systems.
 */
export const GROUP_OF_ROW: { readonly [K in ShipRowKind]: SheetGroupName } = /* @__PURE__ */ deepFreeze({
  Bridge: 'Control',
  Flag: 'Control',
  'Aux Con': 'Control',
  'Emer Bridge': 'Control',
  'L Warp': 'Power',
  'R Warp': 'Power',
  'C Warp': 'Power',
  Impulse: 'Power',
  APR: 'Power',
  Battery: 'Power',
  Phaser: 'Weapons',
  Torp: 'Weapons',
  Drone: 'Weapons',
  'F Hull': 'Hull',
  'A Hull': 'Hull',
  'C Hull': 'Hull',
  Armor: 'Armor',
  'Specific armor': 'Armor',
  Trans: 'Systems',
  Tractor: 'Systems',
  Shuttle: 'Systems',
  Lab: 'Systems',
  Probe: 'Systems',
  Cargo: 'Systems',
});

/**
 * The order of the kinds of rows within their groups: the phasers first (they lead the weapons),
 * then the systems in `SHIP_SYSTEMS` order, then the armor layers, then the specific armor. The
 * rows of one kind keep the design's order.
 */
export const SHEET_ROW_ORDER: readonly ShipRowKind[] = /* @__PURE__ */ deepFreeze(['Phaser', ...SHIP_SYSTEMS, 'Armor', 'Specific armor'] as ShipRowKind[]);
