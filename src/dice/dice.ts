import { MAX_ROLL_DICE } from './limits.js';
import { readProperty, show, thrownMessage } from '../input/plain.js';

/**
 * Where dice rolls come from. Every helper that rolls (combat, damage, turn) takes one, so that a caller can replay a
 * game (a list of rolls), simulate (a seeded generator), or plug in its own source.
 */
export interface Dice {
  /** One six-sided die: a whole number from 1 to 6. */
  d6(): number;
}

/**
 * A seeded, reproducible source of dice (mulberry32). The same seed gives the same rolls on
 * every platform. The seed is taken as a 32-bit unsigned integer (`seed >>> 0`: NaN and the
 * infinities are 0, fractions are cut).
 *
 * @throws {TypeError} when the seed is not a number (a programming error: a dice source is code).
 *
 * @example
 * ```ts
 * import { rollDice, seededDice } from 'spacedock';
 *
 * const a = rollDice(seededDice(42), 5);
 * const b = rollDice(seededDice(42), 5); // the same seed, the same rolls
 * if (a.join() !== b.join() || !a.every((r) => r >= 1 && r <= 6)) throw new Error(a.join());
 * ```
 */
export function seededDice(seed: number): Dice {
  if (typeof seed !== 'number') throw new TypeError(`seededDice: the seed must be a number, not ${show(seed)}`);
  let a = seed >>> 0;
  return {
    d6() {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      const u = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      return 1 + Math.floor(u * 6);
    },
  };
}


/** Dice that replay a fixed list of d6 results, then report that they ran out. */
export interface ScriptedDice extends Dice {
  /** How many rolls have been taken. */
  readonly used: () => number;
  /** Whether a roll was asked for after the list ran out (those rolls were 1s). */
  readonly exhausted: () => boolean;
}

/**
 * Dice that return the given d6 results in order, to replay a game or pin a test down. Each entry
 * is rounded to a whole number and clamped into 1..6; an entry that is not a finite number (NaN,
 * an infinity, a string, a hole) rolls 1. Once the list is used up every further roll is 1 and
 * `exhausted()` turns true, so a caller can report a short list instead of the helper throwing.
 * The list is read as the dice are rolled, not copied.
 *
 * @throws {TypeError} when `rolls` is not a list (a programming error: a dice source is code).
 *
 * @example
 * ```ts
 * import { rollDice, scriptedDice } from 'spacedock';
 *
 * const dice = scriptedDice([3, 9, NaN]);
 * const rolls = rollDice(dice, 4); // [3, 6, 1, 1]: 9 is clamped to 6, NaN rolls 1, then the list runs out
 * if (rolls.join() !== '3,6,1,1' || !dice.exhausted() || dice.used() !== 4) throw new Error(rolls.join());
 * ```
 */
export function scriptedDice(rolls: readonly number[]): ScriptedDice {
  if (!isList(rolls)) throw new TypeError(`scriptedDice: the rolls must be a list, not ${show(rolls)}`);
  let i = 0;
  let out = false;
  return {
    d6() {
      if (i >= rolls.length) {
        out = true;
        i++;
        return 1;
      }
      const raw: unknown = rolls[i++];
      if (typeof raw !== 'number' || !Number.isFinite(raw)) return 1;
      const r = Math.round(raw);
      return r < 1 ? 1 : r > 6 ? 6 : r;
    },
    used: () => i,
    exhausted: () => out,
  };
}

/** Whether a value is a list, without letting a revoked proxy throw. */
function isList(value: unknown): value is readonly unknown[] {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}

/** What a message about a missing or wrong dice source says it must be (internal). */
export const DICE_SOURCE = 'a dice source: seededDice(seed), scriptedDice([...]) or an object with a d6() method';

/** A roll as the helpers take it: a face from 1 to 6, or why the dice source could not give one. */
export type Face = { readonly ok: true; readonly face: number } | { readonly ok: false; readonly why: string };

/**
 * The `d6` method of a dice source, bound to it, or why the value is not a dice source. Neither
 * reading `d6` nor rolling throws: a `d6()` that throws, like one that gives no face, is a roll
 * that failed, with why (the helpers report it as `dice-source-failed`).
 */
export function diceRoller(dice: unknown): { readonly ok: true; readonly roll: () => Face } | { readonly ok: false; readonly why: string } {
  const read = readProperty(dice, 'd6');
  if (!read.ok) return { ok: false, why: `${show(dice)}: its d6 ${read.detail}` };
  const d6 = read.value;
  if (typeof d6 !== 'function') return { ok: false, why: `${show(dice)} is not a dice source (an object with a d6() method)` };
  return {
    ok: true,
    roll: (): Face => {
      let face: unknown;
      try {
        face = (d6 as () => unknown).call(dice);
      } catch (error) {
        return { ok: false, why: `d6() threw (${thrownMessage(error)})` };
      }
      return typeof face === 'number' && Number.isInteger(face) && face >= 1 && face <= 6
        ? { ok: true, face }
        : { ok: false, why: `d6() gave ${show(face)}, not a whole number from 1 to 6` };
    },
  };
}

/**
 * Rolls n six-sided dice and returns each die (not just the sum), for rules that look at single
 * dice such as Explosion or Needle Beam. Its arguments come from code, not from players, so a
 * wrong one is a programming error and throws (the helpers that take a dice count from their
 * input check it first and report it instead).
 *
 * @throws {RangeError} when `n` is not a whole number from 0 to {@link MAX_ROLL_DICE}, or when a
 *   die of the source is not a whole number from 1 to 6 (or its `d6()` throws: the message says why).
 * @throws {TypeError} when `dice` is not a dice source (an object with a `d6()` method).
 *
 * @example
 * ```ts
 * import { rollDice, scriptedDice } from 'spacedock';
 *
 * const rolls = rollDice(scriptedDice([2, 6, 4]), 3); // [2, 6, 4]
 * if (rolls.join() !== '2,6,4') throw new Error(rolls.join());
 * ```
 */
export function rollDice(dice: Dice, n: number): number[] {
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > MAX_ROLL_DICE) {
    throw new RangeError(`rollDice takes 0 to MAX_ROLL_DICE (${MAX_ROLL_DICE}) dice, not ${show(n)}`);
  }
  const roller = diceRoller(dice);
  if (!roller.ok) throw new TypeError(`rollDice: ${roller.why}`);
  const out: number[] = [];
  for (let k = 0; k < n; k++) {
    const r = roller.roll();
    if (!r.ok) throw new RangeError(`rollDice: ${r.why}`);
    out.push(r.face);
  }
  return out;
}

/**
 * The sum of 2d6, the roll that picks a row of the Damage Allocation Chart.
 *
 * @throws {TypeError} when `dice` is not a dice source (an object with a `d6()` method).
 * @throws {RangeError} when a die of the source is not a whole number from 1 to 6 (or its `d6()` throws: the message says why).
 *
 * @example
 * ```ts
 * import { roll2d6, scriptedDice } from 'spacedock';
 *
 * if (roll2d6(scriptedDice([3, 4])) !== 7) throw new Error('3 + 4 = 7');
 * ```
 */
export function roll2d6(dice: Dice): number {
  const roller = diceRoller(dice);
  if (!roller.ok) throw new TypeError(`roll2d6: ${roller.why}`);
  const a = roller.roll();
  const b = a.ok ? roller.roll() : a;
  if (!a.ok || !b.ok) throw new RangeError(`roll2d6: ${a.ok ? (b as { why: string }).why : a.why}`);
  return a.face + b.face;
}

/**
 * The exact distribution of the sum of n six-sided dice: `ways[s]` is the number of the 6^n
 * outcomes that sum to s (for n up to 20, where 6^n stays a safe integer). Use it for exact
 * odds instead of simulating.
 *
 * @throws {RangeError} outside 0 to 20 dice (a programming error).
 *
 * @example
 * ```ts
 * import { sumDistribution } from 'spacedock';
 *
 * const { ways, outcomes } = sumDistribution(2);
 * // 2d6: ways[7] is 6 of 36, the most likely sum
 * if (ways[7] !== 6 || outcomes !== 36) throw new Error(ways.join());
 * ```
 */
export function sumDistribution(n: number): { readonly ways: readonly number[]; readonly outcomes: number } {
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 20) throw new RangeError(`sumDistribution takes 0 to 20 dice, not ${show(n)}`);
  let ways = [1];
  for (let k = 0; k < n; k++) {
    const next = new Array<number>(ways.length + 6).fill(0);
    ways.forEach((w, s) => {
      for (let f = 1; f <= 6; f++) next[s + f]! += w;
    });
    ways = next;
  }
  return { ways, outcomes: 6 ** n };
}
