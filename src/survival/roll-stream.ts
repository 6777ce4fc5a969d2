/**
 * The dice of a simulation (internal): a seeded stream of 2d6 rolls, one 32-bit draw a roll,
 * made ahead in a buffer so that the kernel reads a roll as one array element.
 *
 * The draws are mulberry32's (the generator of `seededDice`). A draw picks one of the 36 equally
 * likely pairs of faces: the 4 largest of the 2^32 draws (those past 36 × 119,304,647) are drawn
 * again, so that each pair has exactly the same chance (pair i is the draws from i × 119,304,647
 * up to the next pair's); the pair's sum is the roll. A stream's
 * rolls depend only on its seed.
 */
import type { Dice } from '../dice/dice.js';

/** The rolls a stream makes at a time, when it makes more. */
const CHUNK = 1024;
/** Each pair of faces has this many of the draws: floor(2^32 / 36). */
const DRAWS_A_PAIR = Math.floor(4294967296 / 36);
/** Draws from this one up are drawn again. */
const REJECT_FROM = 36 * DRAWS_A_PAIR;
/** The sum of pair i (0 to 35): its faces less one are floor(i / 6) and i % 6. */
const SUM_OF_PAIR: Uint8Array = /* @__PURE__ */ Uint8Array.from({ length: 36 }, (_, i) => 2 + Math.floor(i / 6) + (i % 6));

/**
 * A stream of 2d6 rolls: `rolls[at]` to `rolls[end - 1]` are made and not yet taken. Take a roll
 * as `stream.rolls[stream.at++]` after `ensureRolls(stream, n)` has made at least n.
 */
export interface RollStream {
  rolls: Uint8Array;
  at: number;
  end: number;
  /** The generator's state. */
  state: number;
  /** Rolls taken before `at` was last moved back to 0 (so that `taken` counts every roll). */
  before: number;
}

/** A new stream with seed `seed` (a whole number, taken modulo 2^32). */
export function rollStream(seed: number): RollStream {
  return { rolls: new Uint8Array(CHUNK), at: 0, end: 0, state: seed >>> 0, before: 0 };
}

/** Makes sure at least `n` rolls are ready at `stream.at`, making more when fewer are. */
export function ensureRolls(stream: RollStream, n: number): void {
  const ready = stream.end - stream.at;
  if (ready >= n) return;
  const want = Math.max(n, CHUNK);
  if (stream.rolls.length < want) {
    const grown = new Uint8Array(want);
    grown.set(stream.rolls.subarray(stream.at, stream.end));
    stream.rolls = grown;
  } else stream.rolls.copyWithin(0, stream.at, stream.end);
  stream.before += stream.at;
  stream.at = 0;
  stream.end = fill(stream, ready, want);
}

/** Rolls taken from a stream so far. */
export const rollsTaken = (stream: RollStream): number => stream.before + stream.at;

function fill(stream: RollStream, from: number, to: number): number {
  const rolls = stream.rolls;
  let a = stream.state;
  for (let i = from; i < to; ) {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const u = (t ^ (t >>> 14)) >>> 0;
    // Pair floor(u / DRAWS_A_PAIR): the division of two whole numbers below 2^53 is exact enough for its floor to be right.
    if (u < REJECT_FROM) rolls[i++] = SUM_OF_PAIR[Math.floor(u / DRAWS_A_PAIR)]!;
  }
  stream.state = a;
  return to;
}

/**
 * Dice that give a stream's rolls as two faces each (the smaller first: 1 and r - 1 up to 7,
 * r - 6 and 6 above), for an engine that asks for 2d6 as two d6 (the reference engine,
 * `resolveVolley` itself): its rolls are then the kernel's.
 */
export function diceOfStream(stream: RollStream): Dice {
  let second = 0;
  return {
    d6() {
      if (second > 0) {
        const face = second;
        second = 0;
        return face;
      }
      ensureRolls(stream, 1);
      const roll = stream.rolls[stream.at++]!;
      const first = roll <= 7 ? 1 : roll - 6;
      second = roll - first;
      return first;
    },
  };
}
