/**
 * An exact volley's fractions (internal): a numerator over 36^depth, in lowest terms. The
 * denominator's only primes are 2 and 3, so the common factor is found by counting the 2s and 3s
 * of the numerator, in a few divisions, instead of by Euclid's algorithm (thousands of divisions
 * of numbers of tens of thousands of bits when a volley takes thousands of rolls).
 */
import type { ExactFraction } from './types.js';

/** 10^18: the value's precision as a number. */
const SCALE = 10n ** 18n;

/** `numerator / 36^depth` in lowest terms (`numerator` 0 or more), with its value as a number. */
export function fractionOver36(numerator: bigint, depth: number): ExactFraction {
  if (numerator === 0n) return { numerator: '0', denominator: '1', value: 0 };
  const [odd, twos] = stripTwos(numerator, 2 * depth);
  const [n, threes] = stripPower(odd, 3n, 2 * depth);
  const d = (1n << BigInt(2 * depth - twos)) * 3n ** BigInt(2 * depth - threes);
  return { numerator: n.toString(), denominator: d.toString(), value: Number((n * SCALE) / d) / 1e18 };
}

/** `n` (more than 0) without its factors of 2, at most `cap` of them, and how many it lost. */
function stripTwos(n: bigint, cap: number): [bigint, number] {
  const lowest = n & -n; // 2 to the number of trailing zero bits
  const twos = Math.min(cap, lowest.toString(2).length - 1);
  return [n >> BigInt(twos), twos];
}

/**
 * `n` (more than 0) without its factors `p`, at most `cap` of them, and how many it lost: the
 * powers p, p^2, p^4 ... that divide it are tried from the largest down, so a number divisible
 * by p^k costs about 2 log2(k) divisions, not k.
 */
function stripPower(n: bigint, p: bigint, cap: number): [bigint, number] {
  const powers: { readonly value: bigint; readonly exponent: number }[] = [];
  for (let value = p, exponent = 1; exponent <= cap && n % value === 0n; value *= value, exponent *= 2) powers.push({ value, exponent });
  let k = 0;
  for (let j = powers.length - 1; j >= 0; j--) {
    const { value, exponent } = powers[j]!;
    if (k + exponent <= cap && n % value === 0n) {
      n /= value;
      k += exponent;
    }
  }
  return [n, k];
}
