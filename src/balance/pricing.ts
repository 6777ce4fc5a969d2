/**
 * `checkPricing`: strength set against cost, and the designs priced well above or below their
 * strength flagged. See docs/balance-guide.md, "How a design is flagged".
 */
import type { Result } from '../diagnostics/result.js';
import { failReport, finishReport, newReport, report, type Report } from '../diagnostics/report.js';
import { ours } from '../rules/source.js';
import type { ReadonlyMatrix } from './linear.js';
import { BALANCE_LIMITS } from './limits.js';
import { normalQuantile } from './normal.js';
import { studentQuantile } from './student.js';
import { readBalanceOptions } from './options.js';
import { readRatedDesigns } from './read.js';
import type { CostLine, PriceCheck, PricingCheck, PricingOptions, RatedDesign } from './types.js';

const SOURCE = /* @__PURE__ */ ours('rating against log cost, leave-one-out (docs/balance-guide.md)');

/**
 * The fewest other designs a design is judged against before it may be flagged (*ours*): with
 * fewer, their scatter about their line (the designs' own mispricing, beyond the ratings' noise)
 * rests on one degree of freedom or none, and every design of a small set would look mispriced.
 */
export const MIN_OTHERS_TO_FLAG = 4;

/** Below this spread of log cost (Sxx) the designs count as all at one cost. */
const SAME_COST = 1e-12;

/** A least-squares line (or mean) over some designs, by index. */
interface Line {
  /** The designs it was fitted to. */
  readonly on: readonly number[];
  readonly intercept: number;
  /** Null when the designs are all at one cost (the line is their mean). */
  readonly slope: number | null;
  readonly mean: number;
  readonly sxx: number;
  /** The scatter about the line beyond what the ratings' errors explain (τ², 0 when it cannot be estimated). */
  readonly scatter: number;
}

/** x_j = ln cost_j. */
type Xs = readonly number[];

/** The weights l_j with which the line of `on` predicts at x: prediction = Σ l_j θ_j. */
function weightsAt(line: Line, xs: Xs, x: number): number[] {
  const m = line.on.length;
  return line.on.map((j) => 1 / m + (line.slope === null ? 0 : ((x - line.mean) * (xs[j]! - line.mean)) / line.sxx));
}

/** cᵀ Σ c for a combination c of the strengths given sparsely (index, weight). */
function variance(c: readonly (readonly [number, number])[], cov: ReadonlyMatrix): number {
  let v = 0;
  for (const [i, a] of c) for (const [j, b] of c) v += a * b * cov[i]![j]!;
  return v;
}

/** The least-squares line of strength on log cost over the designs `on` (at least 2). */
function fitLine(on: readonly number[], xs: Xs, strengths: readonly number[], cov: ReadonlyMatrix): Line {
  const m = on.length;
  const mean = on.reduce((s, j) => s + xs[j]!, 0) / m;
  const yMean = on.reduce((s, j) => s + strengths[j]!, 0) / m;
  let sxx = 0;
  let sxy = 0;
  for (const j of on) {
    sxx += (xs[j]! - mean) ** 2;
    sxy += (xs[j]! - mean) * (strengths[j]! - yMean);
  }
  const same = sxx <= SAME_COST;
  const slope = same ? null : sxy / sxx;
  const intercept = slope === null ? yMean : yMean - slope * mean;
  const line: Line = { on, intercept, slope, mean, sxx, scatter: 0 };
  const df = m - (same ? 1 : 2);
  if (df < 1) return line;
  return { ...line, scatter: robustScatter(line, xs, strengths, cov) };
}

/** The efficiency of a scale estimated from a median, against a mean of squares, for normal data (the MAD's, 0.37). */
const MEDIAN_EFFICIENCY = 0.55;

/** The median of χ² with one degree of freedom: what the median of squared standardized residuals is. */
const CHI2_MEDIAN = 0.454936423119572;

/**
 * The scatter τ² of the designs of `line` about it beyond their ratings' errors, estimated so
 * that it holds against a mispriced design among them (*ours*): the τ² at which the median of
 * their squared residuals, each over its variance (the ratings' part, from the covariance, plus
 * τ² times 1 - its leverage), is the median of χ² with one degree of freedom. Zero when the
 * ratings' errors alone account for the residuals. A mean of squares (the method of moments)
 * would let one badly priced design among the others widen everyone's error bars, and hide a
 * second one.
 */
function robustScatter(line: Line, xs: Xs, strengths: readonly number[], cov: ReadonlyMatrix): number {
  const { on, slope, intercept, mean, sxx } = line;
  const m = on.length;
  // H = A Aᵀ with a_j = (1/√m, (x_j - mean)/√sxx): the diagonal of (I - H) Σ (I - H) from it in O(m²).
  const a = on.map((j) => [1 / Math.sqrt(m), slope === null ? 0 : (xs[j]! - mean) / Math.sqrt(sxx)] as const);
  const b = [0, 1].map((r) => on.map((_, jj) => on.reduce((s, k, kk) => s + a[kk]![r]! * cov[k]![on[jj]!]!, 0)));
  const c = [0, 1].map((r) => [0, 1].map((q) => on.reduce((s, _, kk) => s + b[r]![kk]! * a[kk]![q]!, 0)));
  const residuals = on.map((j) => strengths[j]! - (slope === null ? intercept : intercept + slope * xs[j]!));
  const measured = on.map((j, jj) => {
    const [p0, p1] = a[jj]!;
    const hs = p0 * b[0]![jj]! + p1 * b[1]![jj]!;
    const hsh = p0 * (c[0]![0]! * p0 + c[0]![1]! * p1) + p1 * (c[1]![0]! * p0 + c[1]![1]! * p1);
    return Math.max(1e-300, cov[j]![j]! - 2 * hs + hsh);
  });
  const leverage = a.map(([p0, p1]) => Math.max(0, 1 - p0 * p0 - p1 * p1));
  const medianAt = (tau2: number): number => {
    const q = residuals.map((e, jj) => (e * e) / (measured[jj]! + tau2 * leverage[jj]!)).sort((x, y) => x - y);
    const mid = q.length >> 1;
    return q.length % 2 === 1 ? q[mid]! : (q[mid - 1]! + q[mid]!) / 2;
  };
  if (medianAt(0) <= CHI2_MEDIAN) return 0;
  let lo = 0;
  let hi = 1;
  for (let k = 0; k < 200 && medianAt(hi) > CHI2_MEDIAN; k++) hi *= 4;
  for (let k = 0; k < 100; k++) {
    const mid = (lo + hi) / 2;
    if (medianAt(mid) > CHI2_MEDIAN) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The line as the report shows it. */
function costLine(line: Line, xs: Xs, cov: ReadonlyMatrix): CostLine {
  const w = line.on.map((j) => [j, line.slope === null ? 0 : (xs[j]! - line.mean) / line.sxx] as const);
  const slopeVar = variance(w, cov) + line.scatter * w.reduce((s, [, a]) => s + a * a, 0);
  return { intercept: line.intercept, slope: line.slope ?? 0, slopeError: Math.sqrt(Math.max(0, slopeVar)), designs: line.on.length };
}

/**
 * One design against the line of the designs `others` (at least 2). `p` is the one-sided share
 * the threshold leaves (1 - falseAlarm / (2n)): the threshold is the normal quantile of it when
 * the residual's variance is all the ratings' own (known from the fit), and Student's t quantile
 * when part of it is the scatter estimated from the others, with the degrees of freedom of
 * Welch and Satterthwaite (the line's own, scaled up by how little of the variance is estimated).
 */
function checkOne(d: RatedDesign, i: number, others: readonly number[], xs: Xs, strengths: readonly number[], cov: ReadonlyMatrix, p: number): PriceCheck {
  if (others.length < 2) return { name: d.name, cost: d.cost, strength: d.strength, expected: null, residual: null, z: null, threshold: null, shouldCost: null, flag: null };
  const line = fitLine(others, xs, strengths, cov);
  const l = weightsAt(line, xs, xs[i]!);
  const expected = line.intercept + (line.slope ?? 0) * xs[i]!;
  const residual = d.strength - expected;
  const c: [number, number][] = [[i, 1], ...line.on.map((j, k) => [j, -l[k]!] as [number, number])];
  const measured = Math.max(0, variance(c, cov));
  const scattered = line.scatter * (1 + l.reduce((s, a) => s + a * a, 0));
  const v = measured + scattered;
  const z = v > 0 ? residual / Math.sqrt(v) : null;
  // The scatter's degrees of freedom: the line's, times the efficiency of a median-based scale
  // (about 37% of a mean of squares, for normal residuals).
  const df = MEDIAN_EFFICIENCY * (others.length - (line.slope === null ? 1 : 2));
  const threshold = scattered > 0 && df > 0 ? studentQuantile(p, (df * v * v) / (scattered * scattered)) : normalQuantile(p);
  let shouldCost: number | null = null;
  if (line.slope !== null && line.slope > 0) {
    const cost = Math.exp((d.strength - line.intercept) / line.slope);
    if (Number.isFinite(cost) && cost <= BALANCE_LIMITS.cost) shouldCost = Math.max(1, Math.round(cost));
  }
  const flag = z !== null && others.length >= MIN_OTHERS_TO_FLAG && Math.abs(z) > threshold ? (residual > 0 ? 'underpriced' : 'overpriced') : null;
  return { name: d.name, cost: d.cost, strength: d.strength, expected, residual, z, threshold, shouldCost, flag };
}

/**
 * The pricing check of checked designs with the covariance of their strengths; `excluded`
 * designs (separated ones) are judged but not fitted to. Shared by `checkPricing` and
 * `balanceReport`.
 */
export function priceChecked(designs: readonly RatedDesign[], cov: ReadonlyMatrix, excluded: readonly boolean[], falseAlarm: number, r: Report): PricingCheck {
  const n = designs.length;
  const xs = designs.map((d) => Math.log(d.cost));
  const strengths = designs.map((d) => d.strength);
  const usable = designs.flatMap((_, j) => (excluded[j] ? [] : [j]));
  const p = 1 - falseAlarm / (2 * n);
  const threshold = normalQuantile(p);
  if (usable.length < 3) {
    report(r, 'balance-cost-fit', 'designs', `${usable.length} design${usable.length === 1 ? '' : 's'} ${excluded.some((e) => e) ? 'not separated ' : ''}to fit strength against cost: it takes at least 3 (each design is judged against the line of the others), so nothing is flagged`, SOURCE);
    return { line: null, threshold, falseAlarm, designs: designs.map((d) => ({ name: d.name, cost: d.cost, strength: d.strength, expected: null, residual: null, z: null, threshold: null, shouldCost: null, flag: null })) };
  }
  if (usable.length <= MIN_OTHERS_TO_FLAG) report(r, 'balance-cost-fit', 'designs', `${usable.length} designs on the line: each is set against the others' line, but none is flagged with fewer than ${MIN_OTHERS_TO_FLAG} others to judge it by (their scatter about the line cannot be told from so few)`, SOURCE);
  const slopeOf = fitLine(usable, xs, strengths, cov).slope;
  if (slopeOf === null) report(r, 'balance-cost-fit', 'designs', 'every design costs the same: each is judged against the mean strength of the others, and no "should cost" is given', SOURCE);
  else if (slopeOf <= 0) report(r, 'balance-cost-fit', 'designs', `strength does not rise with cost here (slope ${slopeOf.toFixed(3)} a unit of log cost): no "should cost" is given where the line of the others does not rise`, SOURCE);
  // Each design against the line of the others that are not set aside: flagged designs are set
  // aside and every design judged again, until the flags settle (two mispriced designs would
  // otherwise hide each other, each pulling the line the other is judged by).
  const settle = (start: ReadonlySet<number>): { aside: Set<number>; checks: PriceCheck[] } => {
    let aside = new Set(start);
    let checks: PriceCheck[] = [];
    for (let round = 0; round <= n; round++) {
      const set = aside;
      checks = designs.map((d, i) => checkOne(d, i, usable.filter((j) => j !== i && !set.has(j)), xs, strengths, cov, p));
      const next = new Set([...start, ...checks.flatMap((c, i) => (c.flag === null ? [] : [i]))]);
      const same = next.size === aside.size && [...next].every((i) => aside.has(i));
      // At least three designs stay on the line.
      if (same || usable.filter((j) => !next.has(j)).length < 3) break;
      aside = next;
    }
    return { aside, checks };
  };
  let { aside: flagged, checks } = settle(new Set());
  // When nothing is flagged, the design furthest off (past the normal threshold, if any) is set
  // aside on trial: kept only if it is then flagged itself, against the others as they settle.
  // Two mispriced designs that hide each other are found this way; one design far off is not
  // flagged by being set aside (it never is on its own line).
  if (flagged.size === 0) {
    let candidate = -1;
    let most = threshold;
    checks.forEach((c, i) => {
      if (c.z !== null && c.threshold !== null && Math.abs(c.z) > most && usable.includes(i)) {
        most = Math.abs(c.z);
        candidate = i;
      }
    });
    if (candidate >= 0 && usable.length - 1 >= 3) {
      const tried = settle(new Set([candidate]));
      if (tried.checks[candidate]!.flag !== null) ({ aside: flagged, checks } = tried);
    }
  }
  const line = fitLine(
    usable.filter((j) => !flagged.has(j)),
    xs,
    strengths,
    cov,
  );
  return { line: costLine(line, xs, cov), threshold, falseAlarm, designs: checks };
}

/**
 * Sets each design's strength against its cost and flags the designs priced well above or
 * below their strength.
 *
 * - **The line**: strength = intercept + slope × ln(cost), by least squares, each design counted
 *   once. A design is judged against the line fitted to the *other* designs (leave one out), so a
 *   badly priced design does not pull the line towards itself; designs flagged are then set aside
 *   from the others' lines and every design judged again, until the flags settle, and when none
 *   is flagged the furthest off is set aside on trial (kept if it is then flagged), so that two
 *   mispriced designs do not hide each other. The line answered is that of the unflagged ones.
 * - **The residual** (strength less what the line of the others expects) is divided by its
 *   standard error: the design's rating error, the line's, and the scatter of the others about
 *   their line beyond their rating errors (estimated from a median, so that one mispriced design
 *   among them does not widen it; never below 0).
 * - **The flag**: |z| above the threshold, the normal quantile of 1 - falseAlarm / (2 n): on a
 *   fairly priced set, the chance that any design is flagged is at most `falseAlarm` (0.05 by
 *   default). Where part of the error is the others' scatter, estimated from them, the threshold
 *   is Student's t quantile instead (Welch-Satterthwaite degrees of freedom), each design's own
 *   (`threshold`). `underpriced` when the design is stronger than its cost says. A design judged
 *   against fewer than 4 others (a set of 4 or fewer) is never flagged: a `balance-cost-fit`
 *   info says so.
 * - **Should cost**: the cost at which the line of the others expects the design's strength
 *   (null when that line does not rise with cost).
 *
 * Here the ratings are taken as independent (only their standard errors are given):
 * `balanceReport` uses their full covariance. A design with no error and exactly on a line of
 * error-free others has no z (null) and no flag. Fewer than 3 designs, or all at one cost, give a
 * `balance-cost-fit` info. Input is checked; never throws.
 *
 * @example
 * ```ts
 * import { checkPricing } from 'spacedock/duel';
 *
 * // Strength rises with log cost (0.8 a unit), except Raider: it is far stronger than its price.
 * const costs = [100, 150, 200, 300, 400, 600];
 * const rated = costs.map((cost, i) => ({ name: `D${i}`, cost, strength: 0.8 * Math.log(cost) - 4.5 + (i % 2 === 0 ? 0.02 : -0.02), standardError: 0.05 }));
 * rated.push({ name: 'Raider', cost: 150, strength: 0.8 * Math.log(300) - 4.5, standardError: 0.05 });
 * const check = checkPricing(rated);
 * if (!check.ok) throw new Error(JSON.stringify(check.diagnostics));
 * const raider = check.value.designs.find((d) => d.name === 'Raider')!;
 * // Flagged as underpriced; it should cost about 300 points.
 * if (raider.flag !== 'underpriced' || Math.abs(raider.shouldCost! - 300) > 15) throw new Error(JSON.stringify(raider));
 * if (check.value.designs.some((d) => d.name !== 'Raider' && d.flag !== null)) throw new Error('only Raider');
 * ```
 */
export function checkPricing(designs: readonly RatedDesign[], options?: PricingOptions): Result<PricingCheck> {
  const r = newReport();
  const settings = readBalanceOptions(options, ['falseAlarm'], r);
  const rated = readRatedDesigns(designs, 'designs', r);
  if (rated === undefined || settings === undefined) return failReport(r);
  const cov = rated.map((d, i) => rated.map((_, j) => (i === j ? d.standardError ** 2 : 0)));
  const check = priceChecked(
    rated,
    cov,
    rated.map(() => false),
    settings.falseAlarm,
    r,
  );
  return finishReport(r, check);
}
