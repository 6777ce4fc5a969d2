import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadFixture } from '../helpers/fixtures.js';
import { seed003 } from '../../src/rules/source.js';
import { MOVEMENT_RULES, maxSpeedNextTurn, movementImpulses, movesOnImpulse } from '../../src/turn/index.js';
import { failed, ok, where } from './results.js';

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

interface ChartRow {
  readonly speed: number;
  readonly impulses?: readonly number[];
  readonly from?: number;
  readonly except?: readonly number[];
}

/** The spot rows of specs/conformance/impulse-chart.yaml, each expanded to its impulse list. */
function referenceRows(): Map<number, readonly number[]> {
  const rows = new Map<number, readonly number[]>();
  for (const row of loadFixture<ChartRow[]>('impulse-chart.yaml')) {
    const skip = new Set(row.except ?? []);
    rows.set(row.speed, row.impulses ?? range(row.from ?? 1, 32).filter((i) => !skip.has(i)));
  }
  return rows;
}

describe('the impulse chart (C2.0, as publicly transcribed: specs/turn.md §2)', () => {
  const rows = referenceRows();

  it('reads every spot row of the fixture', () => {
    expect([...rows.keys()]).toEqual([0, 1, 3, 5, 7, 9, 13, 18, 22, 28, 31, 32]);
  });

  it.each([...rows])('speed %i moves on the reference row', (speed, impulses) => {
    expect(ok(movementImpulses(speed))).toEqual(impulses);
    for (const i of range(1, 32)) expect(ok(movesOnImpulse(speed, i))).toBe(impulses.includes(i));
  });

  it('matches hand-checked rows too (so a misread reference cannot pass unnoticed)', () => {
    expect(ok(movementImpulses(3))).toEqual([11, 22, 32]);
    expect(ok(movementImpulses(28))).toHaveLength(28);
    expect(ok(movementImpulses(28))).not.toContain(9);
  });

  it('speed 1 moves on impulse 32 only (C3.432) and speed 0 never moves', () => {
    expect(ok(movementImpulses(1))).toEqual([32]);
    expect(ok(movementImpulses(0))).toEqual([]);
    expect(ok(movesOnImpulse(0, 32))).toBe(false);
  });

  it('a unit moves exactly S times in a turn', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 32 }), (s) => {
        expect(ok(movementImpulses(s))).toHaveLength(s);
      }),
    );
  });

  it('impulse lists are strictly increasing and end on 32 for S >= 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 32 }), (s) => {
        const list = ok(movementImpulses(s));
        for (let k = 1; k < list.length; k++) expect(list[k]!).toBeGreaterThan(list[k - 1]!);
        expect(list.at(-1)).toBe(32);
      }),
    );
  });

  it('a faster unit has made at least as many moves as a slower one by any impulse', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 31 }), fc.integer({ min: 1, max: 32 }), (s, impulse) => {
        const count = (speed: number): number => ok(movementImpulses(speed)).filter((i) => i <= impulse).length;
        expect(count(s + 1)).toBeGreaterThanOrEqual(count(s));
      }),
    );
  });

  it('refuses speeds and impulses off the chart, each at its path, and never throws', () => {
    for (const speed of [33, -1, 2.5, Number.NaN, '3']) expect(where(failed(movementImpulses(speed as number)))).toEqual(['invalid-value@']);
    expect(failed(movementImpulses(33))[0]).toMatchObject({ severity: 'error', message: '33 is not a whole number from 0 to 32', source: MOVEMENT_RULES.maxSpeed.source });
    expect(where(failed(movesOnImpulse(40, 0)))).toEqual(['invalid-value@speed', 'invalid-value@impulse']);
    expect(failed(movesOnImpulse(3, 33))[0]).toMatchObject({ path: 'impulse', source: seed003('B3.0 movement') });
    // The chart runs to 32 for any unit: a ship's 31 is checked where its speed is chosen.
    expect(ok(movementImpulses(32))).toHaveLength(32);
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        const res = movesOnImpulse(a as number, b as number);
        expect(typeof res.ok).toBe('boolean');
      }),
    );
  });
});

describe('speed changes between turns (B3.0)', () => {
  it.each([
    [0, 10],
    [5, 15],
    [8, 18],
    [10, 20],
    [12, 24],
    [15, 30],
    [16, 31],
    [20, 31],
    [31, 31],
  ])('from speed %i a ship may go at most %i', (previous, max) => {
    expect(ok(maxSpeedNextTurn(previous))).toBe(max);
  });

  it('caps ships at 31 and other units at 32', () => {
    expect(MOVEMENT_RULES.maxShipSpeed).toEqual({ value: 31, source: seed003('B3.0 movement') });
    expect(ok(maxSpeedNextTurn(20, 'other'))).toBe(32);
    expect(ok(maxSpeedNextTurn(32, 'other'))).toBe(32);
  });

  it('B3.0: a ship never went faster than 31, so a previous speed of 32 is speed-too-high (an error citing B3.0)', () => {
    const [d, ...rest] = failed(maxSpeedNextTurn(32));
    expect(rest).toEqual([]);
    expect(d).toEqual({ severity: 'error', code: 'speed-too-high', path: 'previous', message: 'speed 32 is faster than a ship may go (31)', source: seed003('B3.0 movement') });
  });

  it('is the larger of double and +10, under the cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 31 }), (p) => {
        const max = ok(maxSpeedNextTurn(p));
        expect(max).toBe(Math.min(31, Math.max(2 * p, p + 10)));
        expect(max).toBeGreaterThanOrEqual(p);
      }),
    );
  });

  it('refuses a speed that is not a whole number from 0 to 32, and a unit other than ship or other, each at its path', () => {
    for (const previous of [-1, Number.NaN, 33, 1.5]) expect(where(failed(maxSpeedNextTurn(previous)))).toEqual(['invalid-value@previous']);
    expect(where(failed(maxSpeedNextTurn(8, 'boat' as never)))).toEqual(['invalid-value@unit']);
    expect(failed(maxSpeedNextTurn(8, 'boat' as never))[0]!.message).toBe(`"boat" is not a kind of unit ('ship', 'other')`);
    // With an unknown unit the speed is still checked (against the chart).
    expect(where(failed(maxSpeedNextTurn(40, 'boat' as never)))).toEqual(['invalid-value@unit', 'invalid-value@previous']);
  });
});
