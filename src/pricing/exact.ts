import Decimal from 'decimal.js';
import type { TieRule } from './profile.js';

/**
 * A private decimal.js constructor: 200 significant digits, so that products of safe integers are
 * exact and a quotient is never mistaken for a tie. The global Decimal configuration is never
 * touched.
 */
export const Exact = Decimal.clone({ precision: 200, rounding: Decimal.ROUND_HALF_UP, toExpPos: 1000, toExpNeg: -1000 });
export type Exact = InstanceType<typeof Exact>;

const MODE: Record<TieRule, Decimal.Rounding> = {
  'half-up': Decimal.ROUND_HALF_UP,
  'half-down': Decimal.ROUND_HALF_DOWN,
  'half-even': Decimal.ROUND_HALF_EVEN,
};

/** Operands small enough for the double-precision shortcut below (see its proof). */
const MAX_NUMERATOR = 2 ** 52;
const MAX_DENOMINATOR = 2 ** 21;

/**
 * Rounds `p / q` (non-negative integers, `q > 0`) to a whole number with the given tie rule.
 * Returns `Infinity` when the result is beyond `Number.MAX_SAFE_INTEGER`.
 *
 * While `p <= 2^52` one double division is exact enough: the true quotient is at least
 * `1 / (2q)` away from any non-tie half and `1 / q` from any integer it is not, while the
 * division errs by at most half an ulp of the result, `p / q x 2^-53 < 1 / (2q)`. So the
 * double quotient is a tie exactly when the true one is, and `floor` of it is exact. Larger
 * operands go to decimal.js.
 */
export function roundRatio(p: number, q: number, tie: TieRule): number {
  if (p <= MAX_NUMERATOR && q <= MAX_DENOMINATOR) {
    const x = p / q;
    const f = Math.floor(x);
    const frac = x - f;
    if (frac < 0.5) return f;
    if (frac > 0.5) return f + 1;
    return tie === 'half-up' || (tie === 'half-even' && f % 2 === 1) ? f + 1 : f;
  }
  return roundExact(new Exact(p).div(q), tie);
}

/** Rounds an exact decimal to a whole number; `Infinity` beyond the safe integers. */
export function roundExact(x: Exact, tie: TieRule): number {
  const n = x.toDecimalPlaces(0, MODE[tie]);
  return n.gt(Number.MAX_SAFE_INTEGER) ? Infinity : n.toNumber();
}

/** A finite number as an exact decimal (through its shortest round-trip spelling). */
export function exact(x: number): Exact {
  return new Exact(String(x));
}
