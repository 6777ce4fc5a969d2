/**
 * Where dice rolls come from. Every damage helper takes one, so that a caller can replay a
 * game (a list of rolls), simulate (a seeded generator), or plug in its own source.
 */
export interface Dice {
  /** One six-sided die: a whole number from 1 to 6. */
  d6(): number;
}

/**
 * A seeded, reproducible source of dice (mulberry32). The same seed gives the same rolls on
 * every platform.
 *
 * @example
 * ```ts
 * import { rollDice, seededDice } from 'spacedock/damage';
 *
 * const a = rollDice(seededDice(42), 5);
 * const b = rollDice(seededDice(42), 5); // the same seed, the same rolls
 * if (a.join() !== b.join() || !a.every((r) => r >= 1 && r <= 6)) throw new Error(a.join());
 * ```
 */
export function seededDice(seed: number): Dice {
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
 * Dice that return the given d6 results in order, to replay a game or pin a test down. Values
 * outside 1..6 are clamped into range; once the list is used up every further roll is 1 and
 * `exhausted()` turns true, so a caller can report a short list instead of the helper throwing.
 *
 * @example
 * ```ts
 * import { rollDice, scriptedDice } from 'spacedock/damage';
 *
 * const dice = scriptedDice([3, 9]);
 * const rolls = rollDice(dice, 3); // [3, 6, 1]: 9 is clamped to 6, then the list runs out
 * if (rolls.join() !== '3,6,1' || !dice.exhausted() || dice.used() !== 3) throw new Error(rolls.join());
 * ```
 */
export function scriptedDice(rolls: readonly number[]): ScriptedDice {
  let i = 0;
  let out = false;
  return {
    d6() {
      if (i >= rolls.length) {
        out = true;
        i++;
        return 1;
      }
      const r = Math.round(rolls[i++]!);
      return r < 1 ? 1 : r > 6 ? 6 : r;
    },
    used: () => i,
    exhausted: () => out,
  };
}

/**
 * Rolls n six-sided dice and returns each die (not just the sum), for rules that look at single
 * dice such as Explosion or Needle Beam.
 *
 * @example
 * ```ts
 * import { rollDice, scriptedDice } from 'spacedock/damage';
 *
 * const rolls = rollDice(scriptedDice([2, 6, 4]), 3); // [2, 6, 4]
 * if (rolls.join() !== '2,6,4') throw new Error(rolls.join());
 * ```
 */
export function rollDice(dice: Dice, n: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < n; k++) out.push(dice.d6());
  return out;
}

/**
 * The sum of 2d6, the roll that picks a row of the Damage Allocation Chart.
 *
 * @example
 * ```ts
 * import { roll2d6, scriptedDice } from 'spacedock/damage';
 *
 * if (roll2d6(scriptedDice([3, 4])) !== 7) throw new Error('3 + 4 = 7');
 * ```
 */
export function roll2d6(dice: Dice): number {
  return dice.d6() + dice.d6();
}

/**
 * The exact distribution of the sum of n six-sided dice: `ways[s]` is the number of the 6^n
 * outcomes that sum to s (for n up to 20, where 6^n stays a safe integer). Use it for exact
 * odds instead of simulating; it throws a `RangeError` outside 0 to 20 dice.
 *
 * @example
 * ```ts
 * import { sumDistribution } from 'spacedock/damage';
 *
 * const { ways, outcomes } = sumDistribution(2);
 * // 2d6: ways[7] is 6 of 36, the most likely sum
 * if (ways[7] !== 6 || outcomes !== 36) throw new Error(ways.join());
 * ```
 */
export function sumDistribution(n: number): { readonly ways: readonly number[]; readonly outcomes: number } {
  if (!Number.isInteger(n) || n < 0 || n > 20) throw new RangeError('sumDistribution takes 0 to 20 dice');
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
