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

/** Numbers whose products with each other stay exact in a double: up to 2^52 and 2^21. */
const MAX_NUMERATOR = 2 ** 52;
const MAX_DENOMINATOR = 2 ** 21;

/**
 * Rounds `p / q` (non-negative integers, `q > 0`) to a whole number with the given tie rule.
 * Works in plain integer arithmetic while the operands are small enough to be exact; otherwise
 * in decimal.js. Returns `Infinity` when the result is beyond `Number.MAX_SAFE_INTEGER`.
 */
export function roundRatio(p: number, q: number, tie: TieRule): number {
  if (p <= MAX_NUMERATOR && q <= MAX_DENOMINATOR) {
    let f = Math.floor(p / q);
    let r = p - f * q;
    if (r < 0) {
      f--;
      r += q;
    } else if (r >= q) {
      f++;
      r -= q;
    }
    const twice = 2 * r;
    if (twice < q) return f;
    if (twice > q) return f + 1;
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
