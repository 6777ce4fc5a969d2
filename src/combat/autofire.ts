/** Autofire (`AUTO`): how many shots of one use can land, and how many do (`specs/combat.md` §5). */
import { failReport, finishReport, newReport, report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { readFields, whole } from './check.js';
import { UNIT_DAMAGE_RULES as R } from './rules.js';

/** The to-hit margin of one autofire use, and its maximum. */
export interface AutofireInput {
  /** The to-hit number minus the 3d6 roll (negative when the roll missed). */
  readonly madeBy: number;
  /** The unit's maximum shots: 5 doubled some number of times (5 when absent); see {@link autofireMaxShots}. */
  readonly maxShots?: number;
}

/** How many shots of one autofire use hit. */
export interface AutofireHits {
  /** 0 on a miss, else 1 to `maxShots`. */
  readonly hits: number;
  readonly maxShots: number;
}

/**
 * The largest number of shots an `AUTO` unit can land in one use: 5, doubled for each further
 * +0.25 bought (`doublings`, 0 to 30).
 *
 * @example
 * ```ts
 * import { autofireMaxShots } from 'spacedock/combat';
 *
 * const plain = autofireMaxShots(0); // { ok: true, value: 5, diagnostics: [] }
 * const twice = autofireMaxShots(2); // { ok: true, value: 20, diagnostics: [] }
 * if (!plain.ok || plain.value !== 5 || !twice.ok || twice.value !== 20) throw new Error('expected 5 and 20');
 * ```
 */
export function autofireMaxShots(doublings: number): Result<number> {
  const r = newReport();
  if (!whole(r, doublings, '', 0, R.autofire.maxDoublings)) return failReport(r);
  return finishReport(r, R.autofire.baseShots * 2 ** doublings);
}

/**
 * The hits of one autofire use: none on a miss, one when the to-hit roll is made exactly, and
 * one more for every full 2 points it was made by, up to `maxShots` (5 unless the unit doubled
 * it). A maximum that is not 5 doubled is `autofire-maximum-not-doubled`, at `maxShots`.
 *
 * @example
 * ```ts
 * import { autofireHits } from 'spacedock/combat';
 *
 * const r = autofireHits({ madeBy: 5 }); // { ok: true, value: { hits: 3, maxShots: 5 }, diagnostics: [] }
 * const capped = autofireHits({ madeBy: 20, maxShots: 10 }); // { ok: true, value: { hits: 10, maxShots: 10 }, diagnostics: [] }
 * if (!r.ok || r.value.hits !== 3 || !capped.ok || capped.value.hits !== 10) throw new Error('expected 3 and 10 hits');
 *
 * const odd = autofireHits({ madeBy: 5, maxShots: 15 }); // 15 is not 5 doubled
 * if (odd.ok || odd.diagnostics[0]?.code !== 'autofire-maximum-not-doubled') throw new Error(JSON.stringify(odd));
 * ```
 */
export function autofireHits(input: AutofireInput): Result<AutofireHits> {
  const r = newReport();
  const o = readFields(r, input, '', 'the autofire input', ['madeBy', 'maxShots']);
  if (o === undefined) return failReport(r);
  const madeBy = o['madeBy'];
  const maxShots = o['maxShots'] === undefined ? R.autofire.baseShots : o['maxShots'];
  whole(r, madeBy, 'madeBy', -R.limits.maxPoints, R.limits.maxPoints);
  if (whole(r, maxShots, 'maxShots', R.autofire.baseShots, R.autofire.baseShots * 2 ** R.autofire.maxDoublings)) {
    const ratio = maxShots / R.autofire.baseShots;
    if (!Number.isInteger(ratio) || (ratio & (ratio - 1)) !== 0)
      report(r, 'autofire-maximum-not-doubled', 'maxShots', `${maxShots} is not 5 doubled some number of times (5, 10, 20, ...)`, R.autofire.source);
  }
  if (r.failed || typeof madeBy !== 'number' || typeof maxShots !== 'number') return failReport(r);
  const hits = madeBy < 0 ? 0 : Math.min(maxShots, 1 + Math.floor(madeBy / R.autofire.marginPerExtraHit));
  return finishReport(r, { hits, maxShots });
}
