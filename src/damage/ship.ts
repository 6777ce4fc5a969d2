import { deepFreeze } from '../rules/freeze.js';
import type { SourceRef } from '../rules/source.js';

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

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

/** The most boxes of anything a description may ask for: far beyond any SSD, far below memory limits. */
export const MAX_BOXES = 10_000;
const isBoxCount = (n: unknown): n is number => isCount(n) && n <= MAX_BOXES;

/**
 * Builds a ship state from a compact description, checking every count.
 *
 * @example
 * ```ts
 * import { buildShip, remaining } from 'spacedock/damage';
 *
 * const r = buildShip({ name: 'CA', shields: [30, 24, 24, 20, 24, 24], systems: { 'F Hull': 4, 'Impulse': 4 },
 *   phasers: [{ type: 'Ph-1', arcs: [1, 2, 6], count: 2 }] });
 * if (!r.ok) throw new Error(r.reasons.join('; '));
 * if (r.ship.phasers.length !== 2 || remaining(r.ship, 'Impulse') !== 4) throw new Error('2 phasers, 4 impulse boxes');
 * // A bad description comes back with every reason, never a throw.
 * const bad = buildShip({ name: 'X', shields: [1, 2] });
 * if (bad.ok || !bad.reasons[0]?.startsWith('shields')) throw new Error('six shields, or one for all');
 * ```
 */
export function buildShip(d: ShipDescription): BuildResult {
  const reasons: string[] = [];
  if (d === null || typeof d !== 'object') return { ok: false, reasons: ['a ship description is an object'] };
  const shieldList = typeof d.shields === 'number' ? new Array<number>(6).fill(d.shields) : Array.isArray(d.shields) ? [...d.shields] : [];
  if (shieldList.length !== 6 || !shieldList.every(isBoxCount)) reasons.push(`shields: six whole numbers from 0 to ${MAX_BOXES}, or one for all six`);
  const armor = d.armor ?? 0;
  if (!isBoxCount(armor)) reasons.push(`armor: a whole number from 0 to ${MAX_BOXES}`);
  const armorKind = d.armorKind ?? 'standard';
  if (armorKind !== 'standard' && armorKind !== 'armor-9' && armorKind !== 'borg') reasons.push('armorKind: standard, armor-9 or borg');
  const systems: { [S in ShipSystem]?: Boxes } = {};
  const systemList = d.systems ?? {};
  if (systemList === null || typeof systemList !== 'object' || Array.isArray(systemList)) reasons.push('systems: an object of box counts by chart system');
  else {
    for (const [name, count] of Object.entries(systemList)) {
      if (!SHIP_SYSTEMS.includes(name as ShipSystem)) reasons.push(`systems: "${name}" is not a chart system; they are ${SHIP_SYSTEMS.join(', ')}`);
      else if (!isBoxCount(count)) reasons.push(`systems.${name}: a whole number from 0 to ${MAX_BOXES}`);
      else if (count > 0) systems[name as ShipSystem] = { total: count, destroyed: 0 };
    }
  }
  const phasers: Phaser[] = [];
  const phaserList: unknown = d.phasers ?? [];
  if (!Array.isArray(phaserList)) reasons.push('phasers: a list');
  else {
    for (const [i, raw] of phaserList.entries()) {
      const p = raw as { type?: unknown; arcs?: unknown; count?: unknown } | null;
      if (p === null || typeof p !== 'object') {
        reasons.push(`phasers[${i}]: an object with a type and arcs`);
        continue;
      }
      const arcs: unknown = p.arcs ?? [];
      const arcsOk = Array.isArray(arcs) && arcs.every((a) => Number.isInteger(a) && a >= 1 && a <= 6);
      if (typeof p.type !== 'string' || p.type === '') reasons.push(`phasers[${i}].type: a phaser type such as Ph-1`);
      if (!arcsOk) reasons.push(`phasers[${i}].arcs: a list of shield facings 1 to 6`);
      const count = p.count ?? 1;
      if (!isBoxCount(count)) reasons.push(`phasers[${i}].count: a whole number from 0 to ${MAX_BOXES}`);
      if (reasons.length > 0) continue;
      for (let k = 0; k < (count as number); k++) phasers.push({ type: p.type as string, arcs: [...new Set(arcs as Facing[])], destroyed: false });
    }
  }
  const aboard = d.shuttlesAboard ?? 0;
  if (!isCount(aboard) || aboard > (systems.Shuttle?.total ?? 0)) reasons.push('shuttlesAboard: a whole number, at most one shuttle per Shuttle box');
  const tracksIn: unknown = d.tracks ?? {};
  const t = (tracksIn !== null && typeof tracksIn === 'object' ? tracksIn : {}) as NonNullable<ShipDescription['tracks']>;
  if (tracksIn === null || typeof tracksIn !== 'object') reasons.push('tracks: an object');
  const track = (boxes: unknown, fallback: readonly number[], name: string): Track => {
    const b = boxes ?? fallback;
    if (!Array.isArray(b) || b.length === 0 || b.length > MAX_BOXES || !b.every((x) => Number.isInteger(x))) {
      reasons.push(`tracks.${name}: a non-empty list of whole numbers`);
      return { boxes: [], destroyed: 0 };
    }
    return { boxes: [...(b as number[])], destroyed: 0 };
  };
  const excess = t.excess ?? DEFAULT_TRACKS.excess;
  if (!isBoxCount(excess) || excess === 0) reasons.push(`tracks.excess: a whole number of boxes from 1 to ${MAX_BOXES}`);
  const tracks = {
    sensor: track(t.sensor, DEFAULT_TRACKS.sensor, 'sensor'),
    scanner: track(t.scanner, DEFAULT_TRACKS.scanner, 'scanner'),
    damageControl: track(t.damageControl, DEFAULT_TRACKS.damageControl, 'damageControl'),
    excess: { boxes: new Array<number>(isBoxCount(excess) ? excess : 0).fill(0), destroyed: 0 },
  };
  if (reasons.length > 0) return { ok: false, reasons };
  return {
    ok: true,
    ship: {
      name: String(d.name ?? ''),
      shields: shieldList as unknown as ShipState['shields'],
      armor: { total: armor as number, destroyed: 0, kind: armorKind, held: 0 },
      systems,
      phasers,
      shuttlesAboard: aboard,
      tracks,
      destroyed: false,
    },
  };
}

/**
 * Boxes of a system still working (0 for a system the ship does not have).
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
  const b = ship.systems[system];
  return b === undefined ? 0 : b.total - b.destroyed;
}
