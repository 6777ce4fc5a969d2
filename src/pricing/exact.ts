import type { TieRule } from './profile.js';

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
 * operands go to exact bigint arithmetic.
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
  return roundExact(over(ratio(p), ratio(q)), tie);
}

/**
 * An exact non-negative rational `num / den`, the slow path of the rounding helpers. A zero
 * denominator stands for an infinite operand, which rounds to `Infinity`.
 */
export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

/**
 * A finite non-negative number as an exact ratio of its shortest round-trip spelling, so that
 * `0.1` is one tenth (what the user wrote), not the nearest binary fraction.
 */
export function ratio(x: number): Ratio {
  if (!Number.isFinite(x)) return { num: 1n, den: 0n };
  if (Number.isInteger(x)) return { num: BigInt(x), den: 1n };
  const [mantissa = '0', power = '0'] = String(x).split('e');
  const dot = mantissa.indexOf('.');
  const digits = dot < 0 ? mantissa : mantissa.slice(0, dot) + mantissa.slice(dot + 1);
  const shift = Number(power) - (dot < 0 ? 0 : mantissa.length - dot - 1);
  return shift >= 0 ? { num: BigInt(digits) * 10n ** BigInt(shift), den: 1n } : { num: BigInt(digits), den: 10n ** BigInt(-shift) };
}

/** The product of ratios, unreduced (the rounding below does not need lowest terms). */
export function times(...parts: readonly Ratio[]): Ratio {
  let num = 1n;
  let den = 1n;
  for (const r of parts) {
    num *= r.num;
    den *= r.den;
  }
  return { num, den };
}

/** `a / b` for ratios (unreduced; `b` is never zero where pricing calls it). */
export function over(a: Ratio, b: Ratio): Ratio {
  return { num: a.num * b.den, den: a.den * b.num };
}

/** Rounds an exact ratio to a whole number with the tie rule; `Infinity` beyond the safe integers. */
export function roundExact(x: Ratio, tie: TieRule): number {
  if (x.den === 0n) return Infinity;
  const whole = x.num / x.den;
  const twice = 2n * (x.num - whole * x.den);
  const up = twice > x.den || (twice === x.den && (tie === 'half-up' || (tie === 'half-even' && whole % 2n === 1n)));
  const n = up ? whole + 1n : whole;
  return n > BigInt(Number.MAX_SAFE_INTEGER) ? Infinity : Number(n);
}
