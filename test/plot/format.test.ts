import { describe, expect, it } from 'vitest';
import { count, decimal, percent, percentShort, points } from '../../src/plot/format.js';
import { binSize, binsFrom, shareAxis, tickLabel } from '../../src/plot/scale.js';

describe('plot numbers', () => {
  it('never rounds a nonzero share to 0% or a share short of one to 100%', () => {
    expect([0, 1, 0.421, 0.0004, 0.0005, 0.9995, 0.99949, 1999 / 2000, 1 / 2000].map(percent)).toEqual(['0%', '100%', '42.1%', '<0.1%', '0.1%', '>99.9%', '99.9%', '>99.9%', '0.1%']);
    expect([0, 1, 0.421, 0.004, 0.996, 0.5].map(percentShort)).toEqual(['0', '100', '42', '<1', '>99', '50']);
  });

  it('writes spreads in percentage points, counts with separators, decimals without trailing zeros', () => {
    expect([0, 0.0003, 0.012].map(points)).toEqual(['0', '<0.1', '1.2']);
    expect([0, 999, 1000, 1234567, -2500].map(count)).toEqual(['0', '999', '1,000', '1,234,567', '-2,500']);
    expect([decimal(4.2, 2), decimal(4, 2), decimal(12.345, 2), decimal(0.1 + 0.2, 2)]).toEqual(['4.2', '4', '12.35', '0.3']);
  });

  it('picks a round axis over the largest share, with at most five steps', () => {
    expect(shareAxis(0.3)).toEqual({ max: 0.3, ticks: [0, 0.1, 0.2, 0.3] });
    expect(shareAxis(0.834).max).toBe(1);
    expect(shareAxis(0.123).ticks.map(tickLabel)).toEqual(['0%', '2.5%', '5%', '7.5%', '10%', '12.5%']);
    expect(shareAxis(0).max).toBeGreaterThan(0);
    for (const top of [0.0001, 0.004, 0.07, 0.26, 0.51, 0.99, 1]) {
      const a = shareAxis(top);
      expect(a.max).toBeGreaterThanOrEqual(top);
      expect(a.ticks.length).toBeLessThanOrEqual(6);
    }
  });

  it('bins values a round number to a bar, at most `bars` bars, starting on a multiple', () => {
    expect([10, 40, 41, 100, 1000, 4_000_000].map((n) => binSize(n, 40))).toEqual([1, 1, 2, 5, 25, 100_000]);
    expect(binsFrom(150, 2000, 40)).toEqual({ size: 50, start: 150 });
    expect(binsFrom(86, 107, 40)).toEqual({ size: 1, start: 86 });
    for (const [first, n] of [[0, 41], [7, 1000], [999, 1001], [123, 4567]] as const) {
      const { size, start } = binsFrom(first, n, 40);
      expect(start).toBeLessThanOrEqual(first);
      expect(start % size).toBe(0);
      expect(Math.ceil((n - start) / size)).toBeLessThanOrEqual(40);
    }
  });
});
