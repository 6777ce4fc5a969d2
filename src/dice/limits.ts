/**
 * The most dice one roll may take: `rollDice` throws a `RangeError` past it (a programming
 * error, as for `sumDistribution`), and the combat helpers of `spacedock/combat`
 * refuse a larger dice count from their input with a diagnostic.
 *
 * @example
 * ```ts
 * import { MAX_ROLL_DICE, rollDice, seededDice } from 'spacedock';
 *
 * if (rollDice(seededDice(1), MAX_ROLL_DICE).length !== MAX_ROLL_DICE) throw new Error('the limit itself is allowed');
 * let threw = false;
 * try {
 *   rollDice(seededDice(1), MAX_ROLL_DICE + 1);
 * } catch (e) {
 *   threw = e instanceof RangeError;
 * }
 * if (!threw) throw new Error('one die more is a RangeError');
 * ```
 */
export const MAX_ROLL_DICE = 10_000;

