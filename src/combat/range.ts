/** Reduced by Range (`RNG-`): full dice out to range 4, one die fewer per doubling beyond (`specs/combat.md` §4). */
import { failReport, finishReport, newReport } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { diceCount, hexes } from './check.js';
import { UNIT_DAMAGE_RULES as R } from './rules.js';

/** The dice a Reduced-by-Range attack keeps at one range. */
export interface RangeReducedDice {
  readonly dice: number;
  /** Dice lost to range (never more than the attack had). */
  readonly lost: number;
  /** Doublings of the full-damage range the target lies beyond. */
  readonly doublings: number;
}

/**
 * The damage dice a `RNG-` attack keeps at `range` hexes: all of them out to range 4, then one
 * fewer for each doubling of range begun beyond that (5 to 8: one fewer, 9 to 16: two, 17 to
 * 32: three, ...), never below none.
 *
 * @example
 * ```ts
 * import { rangeReducedDice } from 'spacedock/combat';
 *
 * const at8 = rangeReducedDice(3, 8); // { ok: true, value: { dice: 2, lost: 1, doublings: 1 }, diagnostics: [] }
 * const at9 = rangeReducedDice(3, 9); // { ok: true, value: { dice: 1, lost: 2, doublings: 2 }, diagnostics: [] }
 * if (!at8.ok || at8.value.dice !== 2 || !at9.ok || at9.value.dice !== 1) throw new Error('expected 2 dice, then 1');
 * ```
 */
export function rangeReducedDice(damageDice: number, range: number): Result<RangeReducedDice> {
  const r = newReport();
  diceCount(r, damageDice, 'damageDice');
  hexes(r, range, 'range');
  if (r.failed) return failReport(r);
  // Counted in whole numbers: a log2 could land a hair off at the exact doublings 8, 16, ...
  let doublings = 0;
  for (let reach = R.reducedByRange.fullDamageRange; range > reach; reach *= 2) doublings++;
  const lost = Math.min(damageDice, doublings * R.reducedByRange.diceLostPerDoubling);
  return finishReport(r, { dice: damageDice - lost, lost, doublings });
}
