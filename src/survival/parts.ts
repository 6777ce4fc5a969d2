/**
 * The parts of a ship a survivability analysis reports on (internal): each with how to read
 * the boxes it has left from a kernel state array.
 */
import { ARMOR_KIND_NAMES, SHIP_SYSTEMS, type ShipState } from '../damage/ship.js';
import { phaserTypesOf, STATE_WORDS, stateLayout } from './kernel.js';
import type { PartKind } from './types.js';

const { LAYER_WORDS, S_SHIELD, S_SYSTEM, S_TRACK, TRACK_DAM_CON, TRACK_EXCESS, TRACK_SCANNER, TRACK_SENSOR } = STATE_WORDS;

/** A part: its name and kind, its boxes at the start, how many fire can destroy, and where its boxes are counted. */
export interface PartSpec {
  readonly name: string;
  readonly kind: PartKind;
  readonly boxes: number;
  readonly destructible: number;
  /** Index into the state array of the part's count (systems, shields, armor), or of its track's destroyed count. */
  readonly at: number;
  /** What to add to its count to have its boxes standing: 1 for a track (its count leaves out the last box, which fire never takes), else 0. */
  readonly offset: number;
  /** Boxes it may regain past its count at the start: the regenerating layer's lost boxes (its groups grow back between turns), else 0. */
  readonly regains: number;
}

const TRACKS = [
  ['Sensor', 'sensor', TRACK_SENSOR],
  ['Scanner', 'scanner', TRACK_SCANNER],
  ['Dam Con', 'damageControl', TRACK_DAM_CON],
] as const;

/**
 * Every part the ship has standing at the start, in report order: shields #1 to #6, each armor
 * layer (by its kind's name: `Armor`, `Armor-9`, `Skin` ...), each specific armor (`Specific armor
 * (Bridge)`, numbered `#2` ... when several guard the same), the box systems, the phasers by type
 * (in the order the types first appear), the three capability tracks (when a box other than the
 * last stands), and Excess.
 */
export function partsOf(ship: ShipState): PartSpec[] {
  const parts: PartSpec[] = [];
  const plain = (name: string, kind: PartKind, boxes: number, at: number, regains = 0): void => plainPart(parts, name, kind, boxes, at, regains);
  const layout = stateLayout(ship);
  ship.shields.forEach((n, f) => plain(`Shield #${f + 1}`, 'shield', n, S_SHIELD + f));
  ship.armor.forEach((a, l) => plain(ARMOR_KIND_NAMES[a.kind], 'armor', a.total - a.destroyed, layout.layers + l * LAYER_WORDS, a.groups === undefined ? 0 : a.destroyed));
  specificArmorNames(ship).forEach((name, i) => plain(name, 'armor', ship.specificArmor[i]!.total - ship.specificArmor[i]!.destroyed, layout.specific + i));
  SHIP_SYSTEMS.forEach((name, i) => {
    const b = ship.systems[name];
    if (b !== undefined) plain(name, 'system', b.total - b.destroyed, S_SYSTEM + i);
  });
  phaserTypesOf(ship).forEach((type, t) => {
    const working = ship.phasers.filter((p) => p.type === type && !p.destroyed).length;
    plainPart(parts, `Phaser (${type})`, 'phaser', working, layout.phaserTypes + t);
  });
  for (const [name, key, t] of TRACKS) {
    const track = ship.tracks[key];
    const destructible = track.boxes.length - 1 - track.destroyed;
    if (destructible > 0) parts.push({ name, kind: 'track', boxes: track.boxes.length - track.destroyed, destructible, at: S_TRACK + t, offset: 1, regains: 0 });
  }
  const excess = ship.tracks.excess;
  const left = excess.boxes.length - excess.destroyed;
  if (left > 0) parts.push({ name: 'Excess', kind: 'excess', boxes: left, destructible: left, at: S_TRACK + TRACK_EXCESS, offset: 0, regains: 0 });
  return parts;
}

/** A part counted by one word of boxes standing (not a track), listed when it has boxes. */
function plainPart(parts: PartSpec[], name: string, kind: PartKind, boxes: number, at: number, regains = 0): void {
  if (boxes > 0) parts.push({ name, kind, boxes, destructible: boxes, at, offset: 0, regains });
}

/** Boxes the part has left in a state array. */
export function standing(part: PartSpec, s: Int32Array): number {
  return s[part.at]! + part.offset;
}

/**
 * The name of each specific armor of a ship, by what it guards (`Specific armor (L Warp, R Warp)`),
 * numbered from the second of the same name on (`Specific armor (Bridge) #2`).
 */
export function specificArmorNames(ship: ShipState): string[] {
  const seen = new Map<string, number>();
  return ship.specificArmor.map((a) => {
    const name = `Specific armor (${a.guards.join(', ')})`;
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return n === 1 ? name : `${name} #${n}`;
  });
}
