/**
 * The dice of a simulation (internal): a seeded stream of 2d6 rolls, made ahead in a buffer so
 * that the kernel reads a roll as one array element.
 *
 * The draws are mulberry32's (the generator of `seededDice`), 32 bits each. A draw gives four
 * rolls: it picks one of the 6^8 = 1,679,616 equally likely ways eight dice can fall (the 189,184
 * largest of the 2^32 draws, those from 1,679,616 × 2,557 up, are drawn again, so that each way
 * has exactly the same chance: way i is the draws from i × 2,557 up to the next way's). Way i is
 * two ways four dice can fall, floor(i / 1,296) and i mod 1,296; of each, the first two dice make
 * a roll and the last two the next. A stream's rolls depend only on its seed.
 */
import type { Dice } from '../dice/dice.js';

/** The rolls a stream makes at a time, when it makes more (a multiple of 4: the rolls come in fours). */
const CHUNK = 1024;
/**
 * The numbers of a draw. A `const enum`, so that they are written into the code as numbers: V8
 * then divides a draw by them in whole numbers (a multiplication); by a module's `var` (what a
 * bundler makes of a top-level `const`) it divides in floating point, twice a draw.
 */
const enum Draw {
  /** The ways four dice can fall. */
  WAYS_OF_FOUR = 1296,
  /** The ways eight dice can fall: 6^8. */
  WAYS = WAYS_OF_FOUR * WAYS_OF_FOUR,
  /** Each way eight dice can fall has this many of the draws: floor(2^32 / 6^8). */
  DRAWS_A_WAY = (4294967296 / WAYS) | 0,
  /** Draws from this one up are drawn again. */
  REJECT_FROM = WAYS * DRAWS_A_WAY,
}
/** The two rolls of way i (0 to 1,295) of four dice: the faces less one are the base-6 digits of i, two a roll. */
const FIRST: Uint8Array = /* @__PURE__ */ Uint8Array.from({ length: 1296 }, (_, i) => sumOfPair(Math.floor(i / 36)));
const SECOND: Uint8Array = /* @__PURE__ */ Uint8Array.from({ length: 1296 }, (_, i) => sumOfPair(i % 36));

/** The sum of two dice whose faces less one are floor(pair / 6) and pair % 6. */
function sumOfPair(pair: number): number {
  return 2 + Math.floor(pair / 6) + (pair % 6);
}

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
  return { rolls: new Uint8Array(CHUNK), at: 0, end: 0, state: seed | 0, before: 0 };
}

/** Makes sure at least `n` rolls are ready at `stream.at`, making more when fewer are. */
export function ensureRolls(stream: RollStream, n: number): void {
  const ready = stream.end - stream.at;
  if (ready >= n) return;
  // Rolls are made four at a time: make a multiple of 4 of them.
  const want = ready + 4 * Math.ceil((Math.max(n, CHUNK) - ready) / 4);
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
    a = (a + 0x6d2b79f5) | 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const u = (t ^ (t >>> 14)) >>> 0;
    if (u >= Draw.REJECT_FROM) continue;
    // Way floor(u / Draw.DRAWS_A_WAY), and its two ways of four dice: the division of two whole
    // numbers below 2^53 is exact enough for its floor to be right.
    const way = Math.floor(u / Draw.DRAWS_A_WAY);
    const high = Math.floor(way / Draw.WAYS_OF_FOUR);
    const low = way - high * Draw.WAYS_OF_FOUR;
    rolls[i] = FIRST[high]!;
    rolls[i + 1] = SECOND[high]!;
    rolls[i + 2] = FIRST[low]!;
    rolls[i + 3] = SECOND[low]!;
    i += 4;
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
