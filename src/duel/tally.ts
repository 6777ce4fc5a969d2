/**
 * Counting what the trials of a duel did (internal). A tally is a `Float64Array` of plain
 * counters; tallies of disjoint blocks of trials add up element by element, so the blocks can be
 * run on several threads and merged in any order to the same answer (as src/survival/tally.ts).
 */
import type { Result } from '../diagnostics/result.js';
import { seededDice } from '../dice/dice.js';
import { BLOCK_TRIALS, blockSeed } from '../survival/blocks.js';
import { newArena, runTrial } from './trial.js';
import type { PreparedDuel } from './prepare.js';

/** Where each counter of a side is, from the side's start. */
export const D_DESTROYED_BY = 0;

/** The counters of a side, after its `turns` destroyed-by counters. */
export const SIDE_SUMS = ['damage', 'damage2', 'power', 'power2', 'damagePower', 'shots', 'shots2', 'hits', 'hits2'] as const;
export type SideSum = (typeof SIDE_SUMS)[number];

/** Where each counter of a tally is. */
export interface DuelLayout {
  readonly aWins: number;
  readonly bWins: number;
  readonly draws: number;
  readonly both: number;
  /** `turns` counters: trials decided in each turn. */
  readonly decided: number;
  readonly a: SideLayout;
  readonly b: SideLayout;
  readonly size: number;
}

/** Where a side's counters are. */
export interface SideLayout {
  /** `turns` counters: trials in which the side was destroyed in each turn. */
  readonly destroyedBy: number;
  /** Each of {@link SIDE_SUMS}. */
  readonly sums: { readonly [S in SideSum]: number };
  /** One counter a ship of the side: trials in which it was destroyed. */
  readonly shipDestroyed: number;
  /** For each ship of the side, where its counters start: one a part, trials in which it was among the first the ship lost. */
  readonly lostFirst: readonly number[];
}

/** Counter 0: the trials a tally counts. */
export const T_TRIALS = 0;

/** The layout of a duel's tally. */
export function duelLayout(partsA: readonly number[], partsB: readonly number[], turns: number): DuelLayout {
  let at = 1;
  const take = (n: number): number => {
    const here = at;
    at += n;
    return here;
  };
  const aWins = take(1);
  const bWins = take(1);
  const draws = take(1);
  const both = take(1);
  const decided = take(turns);
  const side = (parts: readonly number[]): SideLayout => {
    const destroyedBy = take(turns);
    const sums = Object.fromEntries(SIDE_SUMS.map((s) => [s, take(1)])) as { [S in SideSum]: number };
    const shipDestroyed = take(parts.length);
    return { destroyedBy, sums, shipDestroyed, lostFirst: parts.map((n) => take(n)) };
  };
  const a = side(partsA);
  const b = side(partsB);
  return { aWins, bWins, draws, both, decided, a, b, size: at };
}

/**
 * Runs the trials of blocks `from` to `to` (not included) and returns their tally (`into`, a tally
 * of this duel, when given: their counts are added to it); `onTrials` is told how many trials each
 * finished block ran. Block b rolls the dice of `blockSeed(seed, b)`,
 * as `simulateVolleys` does, so any split of the blocks gives the same tallies in sum.
 */
export function runDuelBlocks(duel: PreparedDuel, from: number, to: number, onTrials?: (n: number) => void, into?: Float64Array): Result<Float64Array> {
  const tally = into ?? new Float64Array(duel.layout.size);
  const arena = newArena(duel);
  for (let b = from; b < to; b++) {
    const first = b * BLOCK_TRIALS;
    const n = Math.min(BLOCK_TRIALS, duel.trials - first);
    const dice = seededDice(blockSeed(duel.seed, b));
    for (let t = 0; t < n; t++) runTrial(duel, arena, dice, tally);
    if (onTrials !== undefined) onTrials(n);
  }
  return { ok: true, value: tally, diagnostics: [] };
}

/**
 * Adds tally `b` into tally `a` (of the same duel) and answers `a`: tallies of disjoint blocks
 * add up to the tally of them all, in any order.
 */
export function mergeDuelTallies(a: Float64Array, b: Float64Array): Float64Array {
  for (let i = 0; i < a.length; i++) a[i]! += b[i]!;
  return a;
}
