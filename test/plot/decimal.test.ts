// The plot's number formatter at the ends of the double range: whole exponents from 1e21 on, no
// "-0", and never "Infinity" or "NaN" (issue 23, item 10).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { count, decimal, percent, percentShort, points, SCIENTIFIC_FROM } from '../../src/plot/format.js';

/** A mantissa with its optional exponent, as the formatter writes them. */
const NUMBER = /^(-?\d+(?:\.\d+)?)(?:e([+-]\d+))?$/;

/** The largest double under 1e21 (the last one `toFixed` writes in full). */
const UNDER_1E21 = 999_999_999_999_999_868_928;

describe('decimal: exponents', () => {
  it('writes large numbers with their whole exponent', () => {
    expect(decimal(2.5e100, 2)).toBe('2.5e+100');
    expect(decimal(1.25e30, 2)).toBe('1.25e+30');
    expect(decimal(-2.5e100, 2)).toBe('-2.5e+100');
    expect(decimal(-1.25e30, 2)).toBe('-1.25e+30');
    expect(decimal(1e100, 2)).toBe('1e+100');
    expect(decimal(1.23456e200, 2)).toBe('1.23e+200');
    expect(decimal(Number.MAX_VALUE, 2)).toBe('1.8e+308');
  });

  it('switches to scientific notation at 1e21, rounding into the exponent when it must', () => {
    expect(SCIENTIFIC_FROM).toBe(1e21);
    expect(decimal(UNDER_1E21, 2)).toBe('999999999999999868928');
    expect(decimal(1e20, 2)).toBe('100000000000000000000');
    expect(decimal(1e21, 2)).toBe('1e+21');
    expect(decimal(-1e21, 2)).toBe('-1e+21');
    expect(decimal(1.4e21, 0)).toBe('1e+21');
    expect(decimal(9.999e21, 2)).toBe('1e+22');
    expect(decimal(9.999e21, 3)).toBe('9.999e+21');
  });

  it('rounds small numbers to the decimals asked for, never to "-0"', () => {
    expect(decimal(1e-30, 2)).toBe('0');
    expect(decimal(-1e-30, 2)).toBe('0');
    expect(decimal(Number.MIN_VALUE, 2)).toBe('0');
    expect(decimal(0, 2)).toBe('0');
    expect(decimal(-0, 2)).toBe('0');
    expect(decimal(-0.001, 2)).toBe('0');
    expect(decimal(-0.006, 2)).toBe('-0.01');
    expect(decimal(-12.5, 2)).toBe('-12.5');
    expect(decimal(100, 2)).toBe('100');
    expect(decimal(0.005, 6)).toBe('0.005');
  });

  it('writes a value that is not a finite number as "?", never "Infinity" or "NaN"', () => {
    for (const v of [Infinity, -Infinity, Number.NaN]) {
      expect(decimal(v, 2)).toBe('?');
      expect(count(v)).toBe('?');
      expect(points(v)).not.toMatch(/Infinity|NaN/);
    }
    expect(points(Infinity)).toBe('?');
    expect(percent(Number.NaN)).toBe('?');
    expect(percentShort(Number.NaN)).toBe('?');
  });

  it('counts past 1e21 are scientific too (no separators inside an exponent)', () => {
    expect(count(1e21)).toBe('1e+21');
    expect(count(-2.5e100)).toBe('-2.5e+100');
    expect(count(UNDER_1E21)).toBe('999,999,999,999,999,868,928');
    expect(count(-0)).toBe('0');
  });
});

/** Any double, with the plain range and the boundary well represented. */
const anyFinite = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
  fc.double({ min: 1e19, max: 1e23, noNaN: true }).chain((v) => fc.constantFrom(v, -v)),
  fc.integer({ min: -330, max: 308 }).map((e) => Number(`1e${e}`)),
);

describe('decimal: properties', () => {
  it('the text of any finite double parses back to it, at the printed precision', () => {
    fc.assert(
      fc.property(anyFinite, fc.integer({ min: 0, max: 6 }), (v, digits) => {
        const text = decimal(v, digits);
        const m = NUMBER.exec(text);
        expect(m, text).not.toBeNull();
        const mantissa = m![1]!;
        const exponent = m![2];
        // Decimals without trailing zeros, at most `digits` of them, and never "-0".
        expect(mantissa).not.toMatch(/\.\d*0$/);
        expect(mantissa.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(digits);
        expect(text).not.toBe('-0');
        if (Math.abs(v) < SCIENTIFIC_FROM) {
          expect(exponent, text).toBeUndefined();
          expect(Math.abs(Number(text) - v)).toBeLessThanOrEqual(0.5 * 10 ** -digits + Math.abs(v) * Number.EPSILON);
        } else {
          // A mantissa from 1 to 10 and the whole exponent: the mantissa is v / 10^e, rounded.
          expect(exponent, text).toBeDefined();
          const e = Number(exponent);
          const mv = Math.abs(Number(mantissa));
          expect(mv).toBeGreaterThanOrEqual(1);
          expect(mv).toBeLessThan(10);
          expect(Math.abs(Number(mantissa) - v / 10 ** e)).toBeLessThanOrEqual(0.5 * 10 ** -digits + 1e-12);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('no formatter ever writes "Infinity", "NaN" or "-0", whatever it is given', () => {
    fc.assert(
      fc.property(fc.double(), (v) => {
        for (const text of [decimal(v, 2), count(v), points(v), percent(v), percentShort(v)]) {
          expect(text).not.toMatch(/Infinity|NaN/);
          expect(text).not.toMatch(/^-0(%|$)/);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('counts of any safe integer keep their digits, three to a group', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        const text = count(n);
        expect(text).toMatch(/^-?\d{1,3}(,\d{3})*$/);
        expect(Number(text.replace(/,/g, ''))).toBe(n === 0 ? 0 : n);
      }),
    );
  });
});
