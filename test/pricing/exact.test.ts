import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { over, ratio, roundExact, roundRatio, times } from '../../src/pricing/exact.js';

const value = (r: { num: bigint; den: bigint }): string => `${r.num}/${r.den}`;

describe('exact rounding (specs/pricing.md, exactness)', () => {
  it('reads a number as the decimal it prints as, not as its binary value', () => {
    expect(value(ratio(0.1))).toBe('1/10');
    expect(value(ratio(1.25))).toBe('125/100');
    expect(value(ratio(1.5e-7))).toBe('15/100000000');
    expect(value(ratio(1e21))).toBe(`${10n ** 21n}/1`);
    expect(value(ratio(2 ** 60))).toBe(`${2n ** 60n}/1`);
  });

  it('rounds ties by the rule and everything else to the nearest', () => {
    const half = { num: 5n, den: 2n }; // 2.5
    expect(roundExact(half, 'half-up')).toBe(3);
    expect(roundExact(half, 'half-down')).toBe(2);
    expect(roundExact(half, 'half-even')).toBe(2);
    expect(roundExact({ num: 7n, den: 2n }, 'half-even')).toBe(4);
    expect(roundExact({ num: 7n, den: 3n }, 'half-up')).toBe(2);
    expect(roundExact({ num: 8n, den: 3n }, 'half-down')).toBe(3);
  });

  it('decides a tie that a double would miss', () => {
    // (2^60 + 1) / 2 is a tie; as doubles the numerator has already lost its last bit.
    const tie = { num: 2n ** 60n + 1n, den: 2n };
    expect(roundExact(tie, 'half-up')).toBe(Infinity); // past the safe integers
    expect(roundExact(over({ num: 2n ** 50n * 3n + 1n, den: 1n }, { num: 2n, den: 1n }), 'half-down')).toBe(Number(2n ** 49n * 3n));
  });

  it('gives Infinity beyond the safe integers and for infinite operands', () => {
    expect(roundExact(ratio(2 ** 53), 'half-up')).toBe(Infinity);
    expect(roundExact(times(ratio(Infinity), ratio(2)), 'half-up')).toBe(Infinity);
  });

  it('agrees with the double shortcut wherever the shortcut applies', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 52 }), fc.integer({ min: 1, max: 2 ** 21 }), fc.constantFrom('half-up' as const, 'half-down' as const, 'half-even' as const), (p, q, tie) => {
        expect(roundRatio(p, q, tie)).toBe(roundExact({ num: BigInt(p), den: BigInt(q) }, tie));
      }),
    );
  });

  it('agrees with exact integer halving on ties of every size', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 52n }), (n) => {
        const r = roundExact({ num: 2n * n + 1n, den: 2n }, 'half-even');
        expect(r).toBe(Number(n % 2n === 0n ? n : n + 1n));
      }),
    );
  });
});
