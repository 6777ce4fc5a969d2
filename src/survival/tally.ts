/**
 * Running trials and counting what they did (internal). The counts of a run of trials are a
 * `Float64Array` of plain counters (the tally); tallies of disjoint blocks add up element by
 * element, so trials can be split across threads and merged in any order to the same answer.
 */
import type { Result } from '../diagnostics/result.js';
import type { ShipState } from '../damage/ship.js';
import { nextTurn } from '../damage/next-turn.js';
import { planVolley, runVolley } from '../damage/volley.js';
import { beginVolley, loadShip, nextTurnOf, runVolleyRolls, STATE_WORDS, weaponsLeft } from './kernel.js';
import type { PartSpec } from './parts.js';
import { BLOCK_TRIALS, blockSeed } from './blocks.js';
import { diceOfStream, ensureRolls, rollStream, rollsTaken, type RollStream } from './roll-stream.js';
import type { PreparedSimulation } from './prepare.js';

const { S_DESTROYED, S_EXCESS, S_INTERNALS } = STATE_WORDS;

/** Where each counter of a tally is. */
export interface TallyLayout {
  /**
   * Where each part's counters start: first, a counter a turn of the trials whose part changed
   * from standing to destroyed (+1) or back (-1, a regenerating layer) at that turn's end, so that
   * the trials with the part destroyed by the end of turn t are the sum of the counters up to t
   * (`runningSums`); then the trials by boxes lost, from `-regains` (`histogramOf`) to
   * `destructible`. The bucket of 0 boxes lost is not counted: it is the trials less the rest.
   * So a trial counts a part only when it touched it, and a part destroyed in turn 2 of 10 costs
   * one count, not nine.
   */
  readonly partAt: readonly number[];
  readonly destruction: number;
  readonly survived: number;
  /** A counter a turn of the trials disarmed at that turn's end and not before (`runningSums` gives the trials disarmed by then). */
  readonly disarmed: number;
  readonly internals: number;
  /** Largest internal points a trial can score: the boxes the chart can destroy. */
  readonly maxInternals: number;
  readonly excess: number;
  readonly maxExcess: number;
  readonly size: number;
}

/** Where a part's histogram of boxes lost starts in a tally (its bucket of `-part.regains` boxes). */
export const histogramOf = (layout: TallyLayout, p: number, turns: number): number => layout.partAt[p]! + turns;
/** Counter 0 of a tally: the trials it counts. */
export const T_TRIALS = 0;
/** Counter 1: the 2d6 rolls its trials took (for the bench; not a figure of the answer). */
export const T_ROLLS = 1;
/** Where the parts' counters start. */
export const T_PARTS = 2;

export function tallyLayout(ship: ShipState, parts: readonly PartSpec[], turns: number): TallyLayout {
  const partAt: number[] = [];
  let destruction = T_PARTS;
  for (const part of parts) {
    partAt.push(destruction);
    destruction += turns + part.regains + part.destructible + 1;
  }
  const survived = destruction + turns;
  const disarmed = survived + 1;
  const internals = disarmed + turns;
  let maxInternals = ship.phasers.filter((p) => !p.destroyed).length;
  for (const b of Object.values(ship.systems)) maxInternals += b.total - b.destroyed;
  for (const t of [ship.tracks.sensor, ship.tracks.scanner, ship.tracks.damageControl]) maxInternals += Math.max(0, t.boxes.length - 1 - t.destroyed);
  const excess = internals + maxInternals + 1;
  const maxExcess = ship.tracks.excess.boxes.length - ship.tracks.excess.destroyed;
  return { partAt, destruction, survived, disarmed, internals, maxInternals, excess, maxExcess, size: excess + maxExcess + 1 };
}

/**
 * The parts as numbers, for counting what a trial did to them in a tight loop: where each part's
 * count is, and `Part.SIZE` numbers a part, one part after another in one array.
 */
interface PartWords {
  /**
   * Per part, where its count is in the state: every part is counted down as it loses boxes, to 0
   * when it has lost every box fire can take (what `endOfTurn` reads of every part).
   */
  readonly words: Int32Array;
  /**
   * Per part: its count at the start (`kernel.initial`), where its destroyed-by counters start in
   * the tally (one a turn), and where its bucket of 0 boxes lost is.
   */
  readonly table: Int32Array;
  readonly parts: number;
  /**
   * The trial under way, as the tally last counted it: a bit for each part destroyed, 32 parts a
   * word (part p is bit p mod 32 of word p / 32), and after them a word that is 1 once the ship is
   * disarmed. Scratch: all 0 between trials (`endOfTrial` clears it).
   */
  readonly seen: Int32Array;
}

/** The numbers of a part in `PartWords.table` (a `const enum`: written into the code as numbers, see src/survival/kernel.ts). */
const enum Part {
  START = 0,
  BY_TURN = 1,
  ZERO = 2,
  /** The numbers a part has. */
  SIZE = 3,
}

function partWords(sim: PreparedSimulation): PartWords {
  const { parts, layout, turns } = sim;
  const initial = sim.kernel.initial;
  const table = new Int32Array(parts.length * Part.SIZE);
  parts.forEach((part, p) => {
    // A part is destroyed when its count is 0: the kernel counts only the boxes fire can take.
    if (initial[part.at] !== part.destructible) throw new RangeError(`the kernel counts ${initial[part.at]} boxes of part ${part.name}, not its ${part.destructible} destructible ones`);
    const at = p * Part.SIZE;
    table[at + Part.START] = initial[part.at]!;
    table[at + Part.BY_TURN] = layout.partAt[p]!;
    table[at + Part.ZERO] = histogramOf(layout, p, turns) + part.regains;
  });
  return { table, words: Int32Array.from(parts, (part) => part.at), parts: parts.length, seen: new Int32Array(Math.ceil(parts.length / 32) + 1) };
}

/**
 * Runs the trials of blocks `from` to `to` (not included) and returns their tally (`into`, a tally
 * of this simulation, when given: their counts are added to it). `onTrials` is told how many
 * trials each finished block ran. Fails only when a chooser function of the owner's choices fails
 * (the reference engine).
 */
export function runBlocks(sim: PreparedSimulation, from: number, to: number, onTrials?: (n: number) => void, into?: Float64Array): Result<Float64Array> {
  const tally = into ?? new Float64Array(sim.layout.size);
  const s = new Int32Array(sim.kernel.size);
  const words = partWords(sim);
  for (let b = from; b < to; b++) {
    const first = b * BLOCK_TRIALS;
    const n = Math.min(BLOCK_TRIALS, sim.trials - first);
    const stream = rollStream(blockSeed(sim.seed, b));
    for (let t = 0; t < n; t++) {
      if (sim.engine === 'kernel') kernelTrial(sim, s, stream, words, tally);
      else {
        const failure = referenceTrial(sim, s, stream, words, tally);
        if (failure !== undefined) return failure;
      }
    }
    tally[T_ROLLS]! += rollsTaken(stream);
    if (onTrials !== undefined) onTrials(n);
  }
  return { ok: true, value: tally, diagnostics: [] };
}

/** Adds tally `b` into tally `a` (of the same simulation). */
export function mergeTallies(a: Float64Array, b: Float64Array): Float64Array {
  for (let i = 0; i < a.length; i++) a[i]! += b[i]!;
  return a;
}

function kernelTrial(sim: PreparedSimulation, s: Int32Array, stream: RollStream, words: PartWords, tally: Float64Array): void {
  const k = sim.kernel;
  const volleys = sim.volleys;
  s.set(k.initial);
  let internals = 0;
  let excess = 0;
  let turn = 0;
  for (;;) {
    for (let i = 0; i < volleys.length; i++) {
      const v = volleys[i]!;
      // The ship as given starts the first volley as `beginVolley` would.
      if (turn > 0 || i > 0) beginVolley(s);
      // A point takes one roll at most.
      ensureRolls(stream, v.total);
      stream.at = runVolleyRolls(k, v, s, stream.rolls, stream.at);
      internals += s[S_INTERNALS]!;
      excess += s[S_EXCESS]!;
      if (s[S_DESTROYED] === 1) break;
    }
    // The trial's last turn is counted with the trial.
    if (s[S_DESTROYED] === 1 || turn + 1 >= sim.turns) break;
    endOfTurn(sim, s, words, turn, tally);
    if (sim.turnRules) nextTurnOf(k, s);
    turn++;
  }
  endOfTrial(sim, s, words, turn, internals, excess, tally);
}

/** A trial on `resolveVolley` itself, for owner's choices given as functions; its dice are the stream's rolls. */
function referenceTrial(sim: PreparedSimulation, s: Int32Array, stream: RollStream, words: PartWords, tally: Float64Array): Result<never> | undefined {
  const dice = diceOfStream(stream);
  let ship = sim.ship;
  let internals = 0;
  let excess = 0;
  let turn = 0;
  const options = { chart: sim.rules.chart, rank: sim.rules.rank, choices: sim.rules.choices, weaponTech: sim.rules.weaponTech };
  for (;;) {
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
    loadShip(sim.kernel, ship, s);
    if (ship.destroyed || turn + 1 >= sim.turns) break;
    endOfTurn(sim, s, words, turn, tally);
    if (sim.turnRules) {
      const next = nextTurn(ship);
      if (!next.ok) return next;
      ship = next.value;
    }
    turn++;
  }
  endOfTrial(sim, s, words, turn, internals, excess, tally);
  return undefined;
}

/**
 * Counts the end of turn `turn` (0-based) of a trial: the parts that became destroyed (or stood
 * again) since the tally last looked, and the ship once it is disarmed (or destroyed). A trial
 * that ends before the last turn is counted no further: its parts and its disarming stand as
 * they are for the turns it did not play.
 */
function endOfTurn(sim: PreparedSimulation, s: Int32Array, w: PartWords, turn: number, tally: Float64Array): void {
  const { table, words, parts, seen } = w;
  const last = seen.length - 1;
  // 32 parts at a time: which are destroyed, as bits, without a branch; then only the parts whose
  // bit changed since the tally last looked (+1: destroyed now, -1: standing again).
  for (let word = 0, base = 0; base < parts; word++, base += 32) {
    const end = Math.min(parts, base + 32);
    let now = 0;
    // A part's bit is (its count - 1) >>> 31: 1 when the count is 0, else 0.
    for (let p = base; p < end; p++) now |= ((s[words[p]!]! - 1) >>> 31) << (p - base);
    let changed = now ^ seen[word]!;
    if (changed === 0) continue;
    seen[word] = now;
    while (changed !== 0) {
      const bit = changed & -changed;
      changed ^= bit;
      tally[table[(base + 31 - Math.clz32(bit)) * Part.SIZE + Part.BY_TURN]! + turn]! += (now & bit) === 0 ? -1 : 1;
    }
  }
  if (seen[last] === 0 && (s[S_DESTROYED] === 1 || weaponsLeft(s) === 0)) {
    seen[last] = 1;
    tally[sim.layout.disarmed + turn]!++;
  }
}

/**
 * Counts the end of a trial whose last turn is `turn` (0-based): that turn as `endOfTurn` counts
 * it, each part's boxes lost in its histogram (when it lost any), and the histograms of internal
 * and Excess points; then clears the trial's scratch for the next.
 */
function endOfTrial(sim: PreparedSimulation, s: Int32Array, w: PartWords, turn: number, internals: number, excess: number, tally: Float64Array): void {
  const { layout } = sim;
  const destroyed = s[S_DESTROYED] === 1;
  tally[T_TRIALS]!++;
  if (destroyed) tally[layout.destruction + turn]!++;
  else tally[layout.survived]!++;
  const { words, table, parts, seen } = w;
  const last = seen.length - 1;
  if (turn === 0) {
    // A trial of one turn: no turn's end has counted a part yet (`seen` is all 0).
    for (let p = 0, at = 0; p < parts; p++, at += Part.SIZE) {
      const left = s[words[p]!]!;
      const lost = table[at + Part.START]! - left;
      if (lost === 0) continue;
      tally[table[at + Part.ZERO]! + lost]!++;
      if (left === 0) tally[table[at + Part.BY_TURN]!]!++;
    }
  } else {
    for (let p = 0, at = 0; p < parts; p++, at += Part.SIZE) {
      const left = s[words[p]!]!;
      const lost = table[at + Part.START]! - left;
      const was = (seen[p >> 5]! >>> (p & 31)) & 1;
      // A part the trial left as it found it (and never counted destroyed) has nothing to count.
      if (lost === 0 && was === 0) continue;
      if (lost !== 0) tally[table[at + Part.ZERO]! + lost]!++;
      const gone = left === 0 ? 1 : 0;
      if (gone !== was) tally[table[at + Part.BY_TURN]! + turn]! += gone - was;
    }
  }
  if (seen[last] === 0 && (destroyed || weaponsLeft(s) === 0)) tally[layout.disarmed + turn]!++;
  // A plain loop: two or three words, quicker than a call of fill.
  for (let i = 0; i <= last; i++) seen[i] = 0;
  tally[layout.internals + Math.min(internals, layout.maxInternals)]!++;
  tally[layout.excess + Math.min(excess, layout.maxExcess)]!++;
}

/** The running sums of `turns` counters from `at` (a part's destroyed-by, or disarmed): what each turn's end stands at. */
export function runningSums(tally: Float64Array, at: number, turns: number): number[] {
  const sums: number[] = [];
  let sum = 0;
  for (let t = 0; t < turns; t++) sums.push((sum += tally[at + t]!));
  return sums;
}
