import { CHARGES, type ChargesRow, type RollTable, ACTIVATION_ROLLS, BURNOUT_ROLLS, BURNOUT_ROLLS_WITH_CHARGES, EXTRA_TIME, JAMMED_ROLLS, POWER_MULTIPLIERS } from './tables.js';

/**
 * Indexes of the rule tables for the hot paths (validation and pricing run once per unit):
 * the same rows, found by key instead of by a scan. Internal; the tables are the public data.
 */
const byRoll = (table: RollTable): ReadonlyMap<number, number> => new Map(table.rows.map((r) => [r.roll, r.factor]));

export const ACTIVATION_BY_ROLL = byRoll(ACTIVATION_ROLLS);
export const JAMMED_BY_ROLL = byRoll(JAMMED_ROLLS);
export const BURNOUT_BY_ROLL = byRoll(BURNOUT_ROLLS);
export const BURNOUT_WITH_CHARGES_BY_ROLL = byRoll(BURNOUT_ROLLS_WITH_CHARGES);
export const EXTRA_TIME_BY_TURNS: ReadonlyMap<number, number> = new Map(EXTRA_TIME.rows.map((r) => [r.turns, r.factor]));
export const POWER_BY_MULTIPLIER: ReadonlyMap<number, number> = new Map(POWER_MULTIPLIERS.rows.map((r) => [r.multiplier, r.factor]));

/** The charges band of every count from 1 to the end of the table (index = charges). */
export const CHARGES_BY_COUNT: readonly (ChargesRow | undefined)[] = (() => {
  const out: (ChargesRow | undefined)[] = [];
  for (const row of CHARGES.rows) for (let n = row.from; n <= row.to; n++) out[n] = row;
  return out;
})();

/** A roll table with its index. */
export interface IndexedRolls {
  readonly table: RollTable;
  readonly byRoll: ReadonlyMap<number, number>;
}

const ACT: IndexedRolls = { table: ACTIVATION_ROLLS, byRoll: ACTIVATION_BY_ROLL };
const JAM: IndexedRolls = { table: JAMMED_ROLLS, byRoll: JAMMED_BY_ROLL };
const BURN: IndexedRolls = { table: BURNOUT_ROLLS, byRoll: BURNOUT_BY_ROLL };
const BURN_CH: IndexedRolls = { table: BURNOUT_ROLLS_WITH_CHARGES, byRoll: BURNOUT_WITH_CHARGES_BY_ROLL };

/** The roll table of `ACT`, `JAM` or `BURN`; burnout has its own table for a unit with charges (notes 9). */
export function rollsFor(code: 'ACT' | 'JAM' | 'BURN', hasCharges: boolean): IndexedRolls {
  return code === 'ACT' ? ACT : code === 'JAM' ? JAM : hasCharges ? BURN_CH : BURN;
}
