/**
 * Estimates from counts (internal): proportions and means with their standard errors, and
 * quantiles of a histogram with distribution-free intervals.
 */
import type { Estimate, Quantile } from './types.js';

/** The quantiles every distribution reports. */
export const QUANTILES: readonly number[] = /* @__PURE__ */ Object.freeze([0.05, 0.25, 0.5, 0.75, 0.95]);

/** z of a two-sided 95% interval. */
const Z = 1.96;

/** A proportion `count / n` and its standard error, sqrt(p (1 - p) / n). */
export function proportion(count: number, n: number): Estimate {
  if (n <= 0) return { value: 0, standardError: 0 };
  const p = count / n;
  return { value: p, standardError: Math.sqrt((p * (1 - p)) / n) };
}

/** A mean from the sum and sum of squares of n values, and its standard error (sample standard deviation / sqrt(n)). */
export function mean(sum: number, squares: number, n: number): Estimate {
  if (n <= 0) return { value: 0, standardError: 0 };
  const m = sum / n;
  const variance = n > 1 ? Math.max(0, (squares - sum * m) / (n - 1)) : 0;
  return { value: m, standardError: Math.sqrt(variance / n) };
}

/** The mean of a histogram (`counts[v]` values of v, from value `offset` on). */
export function histogramMean(counts: ArrayLike<number>, offset = 0): Estimate {
  let n = 0;
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < counts.length; i++) {
    const c = counts[i]!;
    const v = i + offset;
    n += c;
    sum += c * v;
    squares += c * v * v;
  }
  return mean(sum, squares, n);
}

/**
 * Quantiles of a histogram (`counts[i]` values of `i + offset`) over n trials, where the
 * `beyond` trials have values past the histogram (null when a quantile falls there). Each
 * quantile is the smallest value with at least p of the trials at or below it; its interval is
 * that of the order statistics of ranks n p ± 1.96 sqrt(n p (1 - p)), about 95% whatever the
 * distribution.
 */
export function quantiles(counts: ArrayLike<number>, beyond: number, offset = 0): Quantile[] {
  let n = beyond;
  for (let i = 0; i < counts.length; i++) n += counts[i]!;
  // The value of the trial of rank r (1-based), or null past the histogram.
  const atRank = (r: number): number | null => {
    let seen = 0;
    for (let i = 0; i < counts.length; i++) {
      seen += counts[i]!;
      if (seen >= r) return i + offset;
    }
    return null;
  };
  return QUANTILES.map((p): Quantile => {
    if (n === 0) return { p, value: null, low: null, high: null, standardError: null };
    const spread = Z * Math.sqrt(n * p * (1 - p));
    const value = atRank(Math.max(1, Math.ceil(n * p)));
    const low = atRank(Math.min(n, Math.max(1, Math.floor(n * p - spread))));
    const high = atRank(Math.min(n, Math.ceil(n * p + spread) + 1));
    const standardError = low !== null && high !== null ? (high - low) / (2 * Z) : null;
    return { p, value, low, high, standardError };
  });
}
