/**
 * Running trials and counting what they did (internal). The counts of a run of trials are a
 * `Float64Array` of plain counters (the tally); tallies of disjoint blocks add up element by
 * element, so trials can be split across threads and merged in any order to the same answer.
 */
import type { Result } from '../diagnostics/result.js';
import { seededDice, type Dice } from '../dice/dice.js';
import type { ShipState } from '../damage/ship.js';
import { nextTurn } from '../damage/next-turn.js';
import { planVolley, runVolley } from '../damage/volley.js';
import { advance, beginVolley, loadShip, nextTurnOf, scoreRoll, S_DESTROYED, S_EXCESS, S_INTERNALS, weaponsLeft } from './kernel.js';
import { standing, type PartSpec } from './parts.js';
import { BLOCK_TRIALS, blockSeed } from './blocks.js';
import type { PreparedSimulation } from './prepare.js';

/** Where each counter of a tally is. */
export interface TallyLayout {
  /** Counters per part: hit, destroyed, sum and sum of squares of boxes left, then destroyed-by per turn. */
  readonly partStride: number;
  readonly destruction: number;
  readonly survived: number;
  readonly disarmed: number;
  readonly internals: number;
  /** Largest internal points a trial can score: the boxes the chart can destroy. */
  readonly maxInternals: number;
  readonly excess: number;
  readonly maxExcess: number;
  readonly size: number;
}

// Counters of a part, from its start.
export const P_HIT = 0;
export const P_DESTROYED = 1;
export const P_SUM = 2;
export const P_SQUARES = 3;
export const P_BY_TURN = 4;
/** Counter 0 of a tally: the trials it counts. */
export const T_TRIALS = 0;

export function tallyLayout(ship: ShipState, parts: readonly PartSpec[], turns: number): TallyLayout {
  const partStride = P_BY_TURN + turns;
  const destruction = 1 + parts.length * partStride;
  const survived = destruction + turns;
  const disarmed = survived + 1;
  const internals = disarmed + turns;
  let maxInternals = ship.phasers.filter((p) => !p.destroyed).length;
  for (const b of Object.values(ship.systems)) maxInternals += b.total - b.destroyed;
  for (const t of [ship.tracks.sensor, ship.tracks.scanner, ship.tracks.damageControl]) maxInternals += Math.max(0, t.boxes.length - 1 - t.destroyed);
  const excess = internals + maxInternals + 1;
  const maxExcess = ship.tracks.excess.boxes.length - ship.tracks.excess.destroyed;
  return { partStride, destruction, survived, disarmed, internals, maxInternals, excess, maxExcess, size: excess + maxExcess + 1 };
}

/**
 * Runs the trials of blocks `from` to `to` (not included) and returns their tally. `onTrials` is
 * told how many trials each finished block ran. Fails only when a chooser function of the owner's
 * choices fails (the reference engine).
 */
export function runBlocks(sim: PreparedSimulation, from: number, to: number, onTrials?: (n: number) => void): Result<Float64Array> {
  const tally = new Float64Array(sim.layout.size);
  const s = new Int32Array(sim.kernel.size);
  for (let b = from; b < to; b++) {
    const first = b * BLOCK_TRIALS;
    const n = Math.min(BLOCK_TRIALS, sim.trials - first);
    const dice = seededDice(blockSeed(sim.seed, b));
    for (let t = 0; t < n; t++) {
      const failure = sim.engine === 'kernel' ? kernelTrial(sim, s, dice, tally) : referenceTrial(sim, s, dice, tally);
      if (failure !== undefined) return failure;
    }
    if (onTrials !== undefined) onTrials(n);
  }
  return { ok: true, value: tally, diagnostics: [] };
}

/** Adds tally `b` into tally `a` (of the same simulation). */
export function mergeTallies(a: Float64Array, b: Float64Array): Float64Array {
  for (let i = 0; i < a.length; i++) a[i]! += b[i]!;
  return a;
}

function kernelTrial(sim: PreparedSimulation, s: Int32Array, dice: Dice, tally: Float64Array): undefined {
  const k = sim.kernel;
  s.set(k.initial);
  let internals = 0;
  let excess = 0;
  let turn = 0;
  for (; turn < sim.turns; turn++) {
    for (const v of sim.volleys) {
      beginVolley(s);
      while (advance(k, v, s)) scoreRoll(k, v, s, dice.d6() + dice.d6());
      internals += s[S_INTERNALS]!;
      excess += s[S_EXCESS]!;
      if (s[S_DESTROYED] === 1) break;
    }
    if (endOfTurn(sim, s, turn, tally)) break;
    if (turn + 1 < sim.turns && sim.turnRules) nextTurnOf(k, s);
  }
  endOfTrial(sim, s, turn, internals, excess, tally);
  return undefined;
}

/** A trial on `resolveVolley` itself, for owner's choices given as functions. */
function referenceTrial(sim: PreparedSimulation, s: Int32Array, dice: Dice, tally: Float64Array): Result<never> | undefined {
  const k = sim.kernel;
  let ship = sim.ship;
  let internals = 0;
  let excess = 0;
  let turn = 0;
  const options = { chart: sim.rules.chart, rank: sim.rules.rank, choices: sim.rules.choices, weaponTech: sim.rules.weaponTech };
  for (; turn < sim.turns; turn++) {
    for (const v of sim.plan) {
      // The units in the order the caller gave them (a chooser's context names them by that index).
      const units = [...v.units].sort((a, b) => a.index - b.index).map(({ index: _, ...unit }) => unit);
      const plan = planVolley(ship, { shield: v.shield, units }, dice, { log: false });
      if (!plan.ok) return plan;
      const r = runVolley({ ...plan.value, ...options });
      if (!r.ok) return r;
      ship = r.value.ship;
      internals += r.value.summary.internals;
      excess += r.value.summary.excess;
      if (ship.destroyed) break;
    }
    loadShip(k, ship, s);
    if (endOfTurn(sim, s, turn, tally)) break;
    if (turn + 1 < sim.turns && sim.turnRules) {
      const next = nextTurn(ship);
      if (!next.ok) return next;
      ship = next.value;
    }
  }
  loadShip(k, ship, s);
  endOfTrial(sim, s, turn, internals, excess, tally);
  return undefined;
}

/** Counts the end of turn `turn` (0-based); true when the ship is destroyed (the later turns are counted as this one). */
function endOfTurn(sim: PreparedSimulation, s: Int32Array, turn: number, tally: Float64Array): boolean {
  const { layout, parts } = sim;
  const destroyed = s[S_DESTROYED] === 1;
  const last = destroyed ? sim.turns : turn + 1;
  for (let p = 0; p < parts.length; p++) {
    const part = parts[p]!;
    if (part.boxes - standing(part, s) < part.destructible) continue;
    const at = 1 + p * layout.partStride + P_BY_TURN;
    for (let t = turn; t < last; t++) tally[at + t]!++;
  }
  if (destroyed || weaponsLeft(s) === 0) for (let t = turn; t < last; t++) tally[layout.disarmed + t]!++;
  if (destroyed) tally[layout.destruction + turn]!++;
  return destroyed;
}

function endOfTrial(sim: PreparedSimulation, s: Int32Array, turn: number, internals: number, excess: number, tally: Float64Array): void {
  const { layout, parts } = sim;
  tally[T_TRIALS]!++;
  if (turn >= sim.turns) tally[layout.survived]!++;
  for (let p = 0; p < parts.length; p++) {
    const part = parts[p]!;
    const left = standing(part, s);
    const lost = part.boxes - left;
    const at = 1 + p * layout.partStride;
    if (lost > 0) tally[at + P_HIT]!++;
    if (lost >= part.destructible) tally[at + P_DESTROYED]!++;
    tally[at + P_SUM]! += left;
    tally[at + P_SQUARES]! += left * left;
  }
  tally[layout.internals + Math.min(internals, layout.maxInternals)]!++;
  tally[layout.excess + Math.min(excess, layout.maxExcess)]!++;
}
