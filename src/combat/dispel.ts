/** DISPEL: a drain that stops the unit outright, or leaves it untouched (`specs/combat.md` §7). */
import { failReport, finishReport, newReport } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { unitDrain, type UnitDrain } from './drain.js';

/**
 * The outcome of a DISPEL drain on one use of a unit:
 * - `'stopped'`: more active points were drained than the unit has, so it does not operate
 *   (power or charges spent on it are wasted): it works with no active points;
 * - `'unaffected'`: it works with all of them.
 */
export type DispelOutcome =
  | { readonly outcome: 'stopped'; readonly activeLeft: 0 }
  | {
      readonly outcome: 'unaffected';
      /** The unit's active points, all of them. */
      readonly activeLeft: number;
    };

/**
 * A `DISPEL` drain is all or nothing: if more active points are drained than the unit has, it
 * does not operate; otherwise it is untouched. A drain exactly equal to the unit's active points
 * leaves it working.
 *
 * @example
 * ```ts
 * import { dispelOutcome } from 'spacedock/combat';
 *
 * const over = dispelOutcome({ activePoints: 30, drained: 31 }); // value: { outcome: 'stopped', activeLeft: 0 }
 * const equal = dispelOutcome({ activePoints: 30, drained: 30 }); // value: { outcome: 'unaffected', activeLeft: 30 }
 * if (!over.ok || over.value.outcome !== 'stopped' || !equal.ok || equal.value.outcome !== 'unaffected') throw new Error('only more than its active points stops it');
 * ```
 */
export function dispelOutcome(input: UnitDrain): Result<DispelOutcome> {
  const r = newReport();
  const o = unitDrain(r, input, 'the unit drain', ['activePoints', 'drained']);
  if (r.failed || o === undefined) return failReport(r);
  const { activePoints, drained } = o;
  return finishReport<DispelOutcome>(r, drained > activePoints ? { outcome: 'stopped', activeLeft: 0 } : { outcome: 'unaffected', activeLeft: activePoints });
}
