// The Elo-like scale of the ratings (its own file: the plot reads it without the fit).

/**
 * Elo-like points per unit of log-odds strength (400 / ln 10, about 173.7): a gap of 400 points
 * is odds of 10 to 1, as on the chess rating scale. `Rating.points` is `strength` times this.
 *
 * @example
 * ```ts
 * import { POINTS_PER_STRENGTH } from 'spacedock/duel';
 *
 * // 400 points ahead: 10 wins to 1.
 * const chance = 1 / (1 + Math.exp(-400 / POINTS_PER_STRENGTH));
 * if (Math.abs(chance - 10 / 11) > 1e-12) throw new Error(String(chance));
 * ```
 */
export const POINTS_PER_STRENGTH = 400 / Math.LN10;
