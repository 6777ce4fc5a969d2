import { deepFreeze } from '../rules/freeze.js';
import type { SourceRef } from '../rules/source.js';
import { MAX_BOXES } from './limits.js';
import { isWhole, readProperty } from './plain.js';

/** The box systems the chart names directly (the special tracks and phasers are kept apart). */
export type ShipSystem =
  | 'Bridge'
  | 'Flag'
  | 'Aux Con'
  | 'Emer Bridge'
  | 'F Hull'
  | 'A Hull'
  | 'C Hull'
  | 'L Warp'
  | 'R Warp'
  | 'C Warp'
  | 'Impulse'
  | 'APR'
  | 'Battery'
  | 'Trans'
  | 'Tractor'
  | 'Shuttle'
  | 'Lab'
  | 'Probe'
  | 'Cargo'
  | 'Torp'
  | 'Drone';

/**
 * Every box system, in a fixed order (for tables and loops): the keys a {@link ShipDescription}'s
 * `systems` may use.
 *
 * @example
 * ```ts
 * import { SHIP_SYSTEMS, buildShip, remaining } from 'spacedock/damage';
 *
 * const built = buildShip({ name: 'CA', shields: 10, systems: { Lab: 2, Impulse: 3 } });
 * if (!built.ok) throw new Error(built.reasons.join('; '));
 * const left = SHIP_SYSTEMS.filter((s) => remaining(built.ship, s) > 0); // ['Impulse', 'Lab']
 * if (left.join() !== 'Impulse,Lab') throw new Error(left.join());
 * ```
 */
export const SHIP_SYSTEMS: readonly ShipSystem[] = /* @__PURE__ */ deepFreeze([
  'Bridge', 'Flag', 'Aux Con', 'Emer Bridge', 'F Hull', 'A Hull', 'C Hull', 'L Warp', 'R Warp', 'C Warp', 'Impulse', 'APR',
  'Battery', 'Trans', 'Tractor', 'Shuttle', 'Lab', 'Probe', 'Cargo', 'Torp', 'Drone',
] as ShipSystem[]);

/** Boxes of one system: how many the SSD has and how many are destroyed. */
export interface Boxes {
  readonly total: number;
  readonly destroyed: number;
}

/**
 * The kinds of general armor a volley knows (seed 000): plain armor stops one point a box;
 * Armor-9 boxes take 9 points each while every 10th point leaks past; Borg armor ignores the
 * first point of each separate hit while a box of it stands.
 */
export type ArmorKind = 'standard' | 'armor-9' | 'borg';

/** A ship's general armor: its boxes, its kind, and damage held on a part-filled Armor-9 box. */
export interface Armor extends Boxes {
  readonly kind: ArmorKind;
  /** Points held on the first standing Armor-9 box (0 to 8). */
  readonly held: number;
}

/** A shield facing, 1 (forward) to 6, clockwise. */
export type Facing = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * One phaser: its type (`Ph-1`, `Ph-G`, `Ph-2`, `Ph-3`, or any other name) and the shield
 * facings whose direction it can fire into (for directional hits, D4.321).
 */
export interface Phaser {
  readonly type: string;
  readonly arcs: readonly Facing[];
  readonly destroyed: boolean;
}

/**
 * A special function track (D4.33): its boxes from best to worst and how many are destroyed,
 * best first. The last box of the sensor, scanner and damage control tracks is never destroyed.
 */
export interface Track {
  readonly boxes: readonly number[];
  readonly destroyed: number;
}

/** A ship's SSD as plain, serializable data. Damage helpers return new states; they never mutate. */
export interface ShipState {
  readonly name: string;
  /** Remaining boxes of shields #1 to #6. */
  readonly shields: readonly [number, number, number, number, number, number];
  /** General armor boxes, hit before any internal system (D4.12). */
  readonly armor: Armor;
  readonly systems: { readonly [S in ShipSystem]?: Boxes };
  readonly phasers: readonly Phaser[];
  /** Shuttles aboard, in the Shuttle boxes. */
  readonly shuttlesAboard: number;
  readonly tracks: {
    readonly sensor: Track;
    readonly scanner: Track;
    readonly damageControl: Track;
    /** The excess damage track: its boxes are counted, their numbers do not matter. */
    readonly excess: Track;
  };
  /** True once the excess damage track is used up: the ship is destroyed. */
  readonly destroyed: boolean;
}

/**
 * Phaser types from the most powerful down, for D4.322: every third phaser hit of a volley must
 * take the most powerful type left (seed 003 lists Ph1, PhG, Ph2, Ph-3). `resolveVolley` uses
 * it unless given its own ranking.
 *
 * @example
 * ```ts
 * import { PHASER_RANK } from 'spacedock/damage';
 *
 * if (PHASER_RANK.types.indexOf('Ph-G') >= PHASER_RANK.types.indexOf('Ph-2')) throw new Error('Ph-G outranks Ph-2');
 * ```
 */
export const PHASER_RANK: { readonly types: readonly string[]; readonly source: SourceRef } = /* @__PURE__ */ deepFreeze({
  types: ['Ph-1', 'Ph-G', 'Ph-2', 'Ph-3'],
  source: { file: '003_c4be5d629a77d77c.txt', entry: 'D4.322' },
});

/**
 * Default special tracks for a description that gives none: the Klingon D7's as publicly
 * transcribed (they fit seed 003's D6.21 example: two sensor hits leave 5, three scanner hits
 * leave 3). The seed prints no ship sheets, so this is ours.
 *
 * @example
 * ```ts
 * import { DEFAULT_TRACKS, buildShip } from 'spacedock/damage';
 *
 * const built = buildShip({ name: 'CA', shields: 10 }); // no tracks given
 * if (!built.ok || built.ship.tracks.sensor.boxes.join() !== DEFAULT_TRACKS.sensor.join()) throw new Error('the D7 tracks');
 * if (built.ship.tracks.excess.boxes.length !== DEFAULT_TRACKS.excess) throw new Error('8 excess boxes');
 * ```
 */
export const DEFAULT_TRACKS = /* @__PURE__ */ deepFreeze({
  sensor: [6, 6, 5, 3, 1, 0],
  scanner: [0, 0, 1, 3, 5, 9],
  damageControl: [4, 4, 2, 2, 0],
  excess: 8,
} as const);

/** A compact ship description for {@link buildShip}: box counts and phasers, nothing destroyed. */
export interface ShipDescription {
  readonly name: string;
  /** Six shield strengths, or one for all six. */
  readonly shields: number | readonly number[];
  readonly armor?: number;
  /** The armor's kind (standard by default). */
  readonly armorKind?: ArmorKind;
  /** Box counts by system. */
  readonly systems?: { readonly [S in ShipSystem]?: number };
  /** Phasers with their type and firing facings (1-6). */
  readonly phasers?: readonly { readonly type: string; readonly arcs: readonly number[]; readonly count?: number }[];
  readonly shuttlesAboard?: number;
  readonly tracks?: {
    readonly sensor?: readonly number[];
    readonly scanner?: readonly number[];
    readonly damageControl?: readonly number[];
    /** The number of excess damage boxes. */
    readonly excess?: number;
  };
}

/** The result of a ship builder: a state, or the reasons the description is not one. */
export type BuildResult = { readonly ok: true; readonly ship: ShipState } | { readonly ok: false; readonly reasons: readonly string[] };

/**
 * Boxes of a system still working (0 for a system the ship does not have). It reads only the
 * one system: a state whose count for it is not a valid box count (hand-built, unchecked) reads
 * as 0; `checkShipState` checks a whole state.
 *
 * @example
 * ```ts
 * import { buildShip, remaining } from 'spacedock/damage';
 *
 * const built = buildShip({ name: 'CA', shields: 10, systems: { Lab: 2 } });
 * if (!built.ok) throw new Error(built.reasons.join('; '));
 * if (remaining(built.ship, 'Lab') !== 2 || remaining(built.ship, 'Cargo') !== 0) throw new Error('2 Lab, no Cargo');
 * ```
 */
export function remaining(ship: ShipState, system: ShipSystem): number {
  if (typeof system !== 'string' || !SHIP_SYSTEMS.includes(system)) return 0;
  const systems = readProperty(ship, 'systems');
  const boxes = systems.ok ? readProperty(systems.value, system) : systems;
  const total = boxes.ok ? readProperty(boxes.value, 'total') : boxes;
  const destroyed = boxes.ok ? readProperty(boxes.value, 'destroyed') : boxes;
  if (!total.ok || !destroyed.ok || !isWhole(total.value, 0, MAX_BOXES) || !isWhole(destroyed.value, 0, total.value)) return 0;
  return total.value - destroyed.value;
}
