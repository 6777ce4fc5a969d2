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
 * const dice = seededDice(42);
 * dice.d6(); // always the same first roll for seed 42
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
 * Dice that return the given d6 results in order. Values outside 1..6 are clamped into range;
 * once the list is used up every further roll is 1 and `exhausted()` turns true, so a caller can
 * report a short list instead of the helper throwing.
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

/** Rolls n six-sided dice and returns each die. */
export function rollDice(dice: Dice, n: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < n; k++) out.push(dice.d6());
  return out;
}

/** The sum of 2d6, as the damage allocation chart is read. */
export function roll2d6(dice: Dice): number {
  return dice.d6() + dice.d6();
}

/**
 * The exact distribution of the sum of n six-sided dice: `ways[s]` is the number of the 6^n
 * outcomes that sum to s (for n up to 20, where 6^n stays a safe integer).
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
