/**
 * The duel's one door into the simulation kernel (internal): every call of src/survival/kernel.ts
 * is here, so that a faster kernel needs this file changed and no other. A ship is a `ShipKernel`
 * (compiled once a duel) and a state array (one a trial, reset each trial).
 */
import { SHIP_SYSTEMS, type Facing, type ShipState, type ShipSystem } from '../damage/ship.js';
import { DEFAULT_RULES } from '../damage/volley-plan.js';
import type { PlannedUnit } from '../damage/volley-plan.js';
import type { Dice } from '../dice/dice.js';
import { advance, beginVolley, compileKernel, compileVolley, nextTurnOf, scoreRoll, shipOfState, STATE_WORDS, type Kernel } from '../survival/kernel.js';
import { partsOf, standing, type PartSpec } from '../survival/parts.js';

const { S_DESTROYED, S_INTERNALS, S_PHASERS, S_POINTS, S_SHIELD, S_SYSTEM } = STATE_WORDS;

/** A ship compiled for the kernel, with the parts a duel reports on. */
export interface ShipKernel {
  readonly ship: ShipState;
  readonly kernel: Kernel;
  readonly parts: readonly PartSpec[];
  /** Whether the rules between turns change anything on this ship (regenerating armor, Skin). */
  readonly turnRules: boolean;
}

/** One hit of a volley: its points after the point-system defenses, the facing it comes through, its weapon's tech. */
export interface Hit {
  readonly points: number;
  readonly direction: Facing;
  readonly tech: number | undefined;
}

/** What a volley did: the points it carried, and those the chart scored inside the ship. */
export interface VolleyOutcome {
  readonly points: number;
  readonly internals: number;
}

/** Compiles a checked ship state, with the rules of every volley (the standard chart and choices). */
export function compileShip(ship: ShipState): ShipKernel {
  return { ship, kernel: compileKernel(ship, DEFAULT_RULES), parts: partsOf(ship), turnRules: ship.armor.some((a) => a.kind === 'regenerating' || a.kind === 'skin') };
}

/** A state array of the ship as built. */
export function newState(k: ShipKernel): Int32Array {
  return Int32Array.from(k.kernel.initial);
}

/** Puts a state array back to the ship as built (the start of a trial). */
export function resetState(k: ShipKernel, s: Int32Array): void {
  s.set(k.kernel.initial);
}

/**
 * Fires one volley at the ship: `hits` against shield `shield`, each resolved as `resolveVolley`
 * resolves it (the hit that did the most first, D4.34; a stable sort keeps equal ones in order),
 * every chart roll 2d6 of `dice`. The one function a faster kernel replaces.
 */
export function fireVolley(k: ShipKernel, s: Int32Array, shield: Facing, hits: readonly Hit[], dice: Dice): VolleyOutcome {
  const units: PlannedUnit[] = [];
  for (let index = 0; index < hits.length; index++) {
    const h = hits[index]!;
    units.push(h.tech === undefined ? { points: h.points, direction: h.direction, index } : { points: h.points, direction: h.direction, index, tech: h.tech });
  }
  units.sort((x, y) => y.points - x.points);
  const v = compileVolley({ shield, units }, k.kernel);
  beginVolley(s);
  while (advance(k.kernel, v, s)) scoreRoll(k.kernel, v, s, dice.d6() + dice.d6());
  return { points: s[S_POINTS]!, internals: s[S_INTERNALS]! };
}

/** The rules between two turns (regeneration, Skin's new turn), on ships they change. */
export function betweenTurns(k: ShipKernel, s: Int32Array): void {
  if (k.turnRules) nextTurnOf(k.kernel, s);
}

/** Whether the ship is destroyed. */
export const isDestroyed = (s: Int32Array): boolean => s[S_DESTROYED] === 1;

const SYSTEM_AT: ReadonlyMap<ShipSystem, number> = /* @__PURE__ */ new Map(SHIP_SYSTEMS.map((name, i) => [name, S_SYSTEM + i]));

/** Boxes of a box system standing. */
export const systemLeft = (s: Int32Array, system: ShipSystem): number => s[SYSTEM_AT.get(system)!]!;

/** Whether phaser `i` (its index in `ship.phasers`) stands. */
export const phaserStands = (s: Int32Array, i: number): boolean => s[S_PHASERS + i] === 0;

/** Boxes left on shield facing `f` (1 to 6). */
export const shieldLeft = (s: Int32Array, f: number): number => s[S_SHIELD + f - 1]!;

/** Boxes a part has left. */
export const partLeft = (part: PartSpec, s: Int32Array): number => standing(part, s);

/** The ship state a state array stands for (for replays and tests; allocates). */
export const shipOf = (k: ShipKernel, s: Int32Array): ShipState => shipOfState(k.ship, s);
