import { deepFreeze } from '../rules/freeze.js';

/** The shape of {@link BALANCE_LIMITS}. */
export interface BalanceLimits {
  /** The most designs one fit takes (the fit's work grows with the cube of this). */
  readonly designs: number;
  /** The most pair outcomes one fit reads (a full round robin of `designs` is 4,950 pairs). */
  readonly pairs: number;
  /** The most duels one pair may count. */
  readonly trials: number;
  /** The longest design name, in UTF-16 code units. */
  readonly nameLength: number;
  /** The largest cost, in points. */
  readonly cost: number;
  /** The most virtual draws a pair (`RatingOptions.virtualDraws`). */
  readonly maxVirtualDraws: number;
  /** The most Newton steps of a fit (a fit takes about ten). */
  readonly iterations: number;
}

/**
 * The guard rails of the balance lab: not rules of the game, they bound the work and memory of
 * one call whatever it is given. Every count is checked before the work it bounds (a list's
 * length before any entry is read).
 *
 * @example
 * ```ts
 * import { BALANCE_LIMITS } from 'spacedock/duel';
 *
 * // A round robin of every design the limit allows fits in the pairs limit.
 * const n = BALANCE_LIMITS.designs;
 * if ((n * (n - 1)) / 2 > BALANCE_LIMITS.pairs) throw new Error(JSON.stringify(BALANCE_LIMITS));
 * ```
 */
export const BALANCE_LIMITS: BalanceLimits = /* @__PURE__ */ deepFreeze({
  designs: 100,
  pairs: 10_000,
  trials: 1_000_000_000,
  nameLength: 200,
  cost: 1e12,
  maxVirtualDraws: 1000,
  iterations: 200,
});
