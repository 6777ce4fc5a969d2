import { failReport, finishReport, newReport } from '../../diagnostics/report.js';
import type { Result } from '../../diagnostics/result.js';
import { deepFreeze } from '../../rules/freeze.js';
import { ours, seed000, type RuleValue } from '../../rules/source.js';
import { checkHits, checkWhole, plainArg } from './check.js';

/** The shape of {@link NON_ABLATIVE_ARMOR}: the non-ablative armor rules, each with its source. */
export interface NonAblativeArmorRules {
  /** Fewest points a hit can be cut to. */
  readonly floor: RuleValue<number>;
  /** Whether a combined (hard) hit counts as one hit. */
  readonly combinedIsOneHit: RuleValue<boolean>;
}

/**
 * The non-ablative armor constants: each separate hit loses the rating, never going below 0;
 * a combined or hard hit is one hit.
 *
 * @example
 * ```ts
 * import { NON_ABLATIVE_ARMOR, applyNonAblativeArmor } from 'spacedock/damage';
 *
 * const r = applyNonAblativeArmor(5, [3]); // a 3-point hit against a rating of 5
 * if (!r.ok || r.value.hits[0] !== NON_ABLATIVE_ARMOR.floor.value) throw new Error('a hit is never cut below 0');
 * ```
 */
export const NON_ABLATIVE_ARMOR: NonAblativeArmorRules = /* @__PURE__ */ deepFreeze({
  floor: { value: 0, source: ours('armor: a hit is never cut below 0') },
  combinedIsOneHit: { value: true, source: seed000('Non-ablative Armor') },
});

/** What non-ablative armor did to a list of hits. */
export interface NonAblativeOutcome {
  /** Each hit's damage after the armor, in the order given. */
  readonly hits: readonly number[];
  /** Sum of `hits`. */
  readonly total: number;
  /** Points the armor took off in all. */
  readonly stopped: number;
}

/**
 * Cuts each separate hit by the non-ablative armor rating, never below 0. The caller decides what
 * a hit is: weapons fired together as one combined or hard hit are one amount in the list.
 * Problems are diagnostics at `rating` or `hits[i]`.
 *
 * @example
 * ```ts
 * import { applyNonAblativeArmor } from 'spacedock/damage';
 *
 * const pulses = applyNonAblativeArmor(1, [4, 4, 4, 4]); // hits [3, 3, 3, 3], total 12: four Ph-9 pulses
 * const hard = applyNonAblativeArmor(1, [16]); // hits [15]: the same pulses as one hard hit
 * if (!pulses.ok || pulses.value.total !== 12) throw new Error('expected 12');
 * if (!hard.ok || hard.value.total !== 15) throw new Error('expected 15');
 * ```
 */
export function applyNonAblativeArmor(rating: number, hits: readonly number[]): Result<NonAblativeOutcome> {
  const r = newReport();
  const read = plainArg(r, hits, 'hits');
  if (!read.ok) return failReport(r);
  checkWhole(r, rating, 'rating');
  const list = checkHits(r, read.value, 'hits');
  if (r.failed || list === undefined) return failReport(r);
  const floor = NON_ABLATIVE_ARMOR.floor.value;
  const out = list.map((d) => Math.max(floor, d - rating));
  const total = out.reduce((s, d) => s + d, 0);
  const incoming = list.reduce((s, d) => s + d, 0);
  return finishReport(r, { hits: out, total, stopped: incoming - total });
}
