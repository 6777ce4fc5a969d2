import { seed001, type SourceRef } from './source.js';
import { deepFreeze } from './freeze.js';

/** One row of the 3d6 roll-under table: the chance of rolling `roll` or less. */
export interface RollChance {
  readonly roll: number;
  /** How many of the 216 equally likely 3d6 outcomes are `roll` or less. */
  readonly ways: number;
  /** `ways / 216`. */
  readonly probability: number;
}

/**
 * Exact chances of rolling each number or less on 3d6, from 3 to 18, counted over the 216
 * outcomes: how likely an `ACT`, `BURN` or `JAM` roll is to succeed (the book's ACT percentages
 * are rounded: 12< is 160/216 = 74.1%, printed 75%).
 *
 * @example
 * ```ts
 * import { ROLL_UNDER_3D6 } from 'spacedock';
 *
 * const row = ROLL_UNDER_3D6.rows.find((r) => r.roll === 12); // { roll: 12, ways: 160, probability: 0.7407... }
 * if (row?.ways !== 160 || ROLL_UNDER_3D6.rows.length !== 16) throw new Error('12 or less: 160 of 216');
 * ```
 */
export const ROLL_UNDER_3D6: { readonly rows: readonly RollChance[]; readonly source: SourceRef } = /* @__PURE__ */ deepFreeze({
  rows: (() => {
    const ways = new Array<number>(19).fill(0);
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) ways[a + b + c]!++;
    const rows: RollChance[] = [];
    let sum = 0;
    for (let roll = 3; roll <= 18; roll++) {
      sum += ways[roll]!;
      rows.push({ roll, ways: sum, probability: sum / 216 });
    }
    return rows;
  })(),
  source: seed001('[ACTn<] ACTIVATION ROLL (3d6, roll the number or less)'),
});

/**
 * The exact chance of rolling `roll` or less on 3d6 (0 below 3, 1 from 18), for example the
 * chance that an `ACT11<` unit activates. Any number is a threshold, so a fraction counts as the
 * whole number below it (10.5 or less is 10 or less), `-Infinity` gives 0 and `Infinity` 1.
 *
 * @throws {TypeError} when `roll` is not a number (a programming error).
 * @throws {RangeError} when `roll` is NaN, which names no threshold.
 *
 * @example
 * ```ts
 * import { rollUnder3d6 } from 'spacedock';
 *
 * if (rollUnder3d6(10) !== 0.5) throw new Error('10 or less is 108 of 216');
 * if (rollUnder3d6(2) !== 0 || rollUnder3d6(18) !== 1) throw new Error('the ends');
 * if (rollUnder3d6(10.5) !== rollUnder3d6(10)) throw new Error('a fraction is the whole number below it');
 * ```
 */
export function rollUnder3d6(roll: number): number {
  if (typeof roll !== 'number') throw new TypeError('rollUnder3d6 takes a number');
  if (Number.isNaN(roll)) throw new RangeError('rollUnder3d6 takes a number, not NaN');
  if (roll < 3) return 0;
  if (roll >= 18) return 1;
  return ROLL_UNDER_3D6.rows[Math.floor(roll) - 3]!.probability;
}
