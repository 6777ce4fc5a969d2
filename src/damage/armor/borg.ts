import { failReport, finishReport, newReport } from '../../diagnostics/report.js';
import type { Result } from '../../diagnostics/result.js';
import { deepFreeze } from '../../rules/freeze.js';
import { ours, seed000, type RuleValue } from '../../rules/source.js';
import { checkHits, checkWhole, plainArg } from './check.js';

/** The shape of {@link BORG_ARMOR}: the Borg armor numbers, each with its source. */
export interface BorgArmorRules {
  /** Points ignored at the start of every separate hit while the armor stands. */
  readonly ignoredPerHit: RuleValue<number>;
  /** Damage points one box of (normal) armor plating stops. */
  readonly pointsPerBox: RuleValue<number>;
}

/**
 * The Borg armor constants: the first point of each hit is ignored; otherwise it is normal
 * plating, read here as one point per box (the catalog never says how much a plain Armor box
 * takes).
 *
 * @example
 * ```ts
 * import { BORG_ARMOR, applyBorgArmor } from 'spacedock/damage';
 *
 * const r = applyBorgArmor(10, [1, 1, 1]); // three 1-point hits
 * if (!r.ok || r.value.ignored !== 3 * BORG_ARMOR.ignoredPerHit.value || r.value.boxesDestroyed !== 0) throw new Error('each hit loses its first point');
 * ```
 */
export const BORG_ARMOR: BorgArmorRules = /* @__PURE__ */ deepFreeze({
  ignoredPerHit: { value: 1, source: seed000('Armor, Borg') },
  pointsPerBox: { value: 1, source: ours('armor: a normal armor box stops one point') },
});

/** What one hit did against Borg armor. */
export interface BorgHitOutcome {
  readonly damage: number;
  readonly ignored: number;
  readonly absorbed: number;
  readonly through: number;
}

/** Where the points of a list of hits went against Borg armor. */
export interface BorgArmorOutcome {
  readonly hits: readonly BorgHitOutcome[];
  readonly ignored: number;
  readonly absorbed: number;
  readonly through: number;
  readonly boxesDestroyed: number;
  /** Borg armor boxes left standing. */
  readonly boxes: number;
}

/**
 * Runs separate hits, in order, into Borg armor plating. While at least one box stands, the first
 * point of each hit is ignored; the rest destroys boxes one point each, and what is left goes
 * through. With no box left a hit goes through whole. A combined (hard) hit is one hit.
 * Problems are diagnostics at `boxes` or `hits[i]`.
 *
 * @example
 * ```ts
 * import { applyBorgArmor } from 'spacedock/damage';
 *
 * const r = applyBorgArmor(5, [3, 1, 4]);
 * // ignored 3 (one per hit), absorbed 5, through 0, no boxes left
 * if (!r.ok || r.value.ignored !== 3 || r.value.absorbed !== 5 || r.value.through !== 0 || r.value.boxes !== 0) throw new Error(JSON.stringify(r));
 * ```
 */
export function applyBorgArmor(boxes: number, hits: readonly number[]): Result<BorgArmorOutcome> {
  const r = newReport();
  const read = plainArg(r, hits, 'hits');
  if (!read.ok) return failReport(r);
  checkWhole(r, boxes, 'boxes');
  const list = checkHits(r, read.value, 'hits');
  if (r.failed || list === undefined) return failReport(r);

  const skip = BORG_ARMOR.ignoredPerHit.value;
  const perBox = BORG_ARMOR.pointsPerBox.value;
  let left = boxes;
  let ignored = 0;
  let absorbed = 0;
  let through = 0;
  const out = list.map((damage): BorgHitOutcome => {
    // The ignored point is a property of the plating, so it goes when the last box does.
    const i = left > 0 ? Math.min(skip, damage) : 0;
    const a = Math.min(left * perBox, damage - i);
    const lost = Math.ceil(a / perBox);
    left -= lost;
    const t = damage - i - a;
    ignored += i;
    absorbed += a;
    through += t;
    return { damage, ignored: i, absorbed: a, through: t };
  });
  return finishReport(r, { hits: out, ignored, absorbed, through, boxesDestroyed: boxes - left, boxes: left });
}
