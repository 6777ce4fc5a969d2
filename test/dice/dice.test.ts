import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// The dice left spacedock/damage for the root entry in issue 12; this file belongs with them (test/dice/).
import { MAX_ROLL_DICE, roll2d6, rollDice, scriptedDice, seededDice, sumDistribution } from '../../src/dice/index.js';

describe('dice', () => {
  it('seeded dice are reproducible, in range, and roughly fair', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        expect(rollDice(seededDice(seed), 20)).toEqual(rollDice(seededDice(seed), 20));
      }),
    );
    const counts = [0, 0, 0, 0, 0, 0];
    const d = seededDice(12345);
    for (let i = 0; i < 60_000; i++) {
      const r = d.d6();
      expect(r >= 1 && r <= 6 && Number.isInteger(r)).toBe(true);
      counts[r - 1]!++;
    }
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });

  it('scripted dice replay a list and say when it ran out', () => {
    const d = scriptedDice([6, 6, 3]);
    expect(roll2d6(d)).toBe(12);
    expect(d.d6()).toBe(3);
    expect(d.exhausted()).toBe(false);
    expect(d.d6()).toBe(1);
    expect(d.exhausted()).toBe(true);
    expect(d.used()).toBe(4);
  });

  it('gives exact sum distributions', () => {
    expect(sumDistribution(2).ways).toEqual([0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
    const three = sumDistribution(3);
    expect(three.outcomes).toBe(216);
    expect(three.ways.slice(3, 13).reduce((a, b) => a + b, 0)).toBe(160); // 12 or less: the seed's "75%" is 74.1%
    expect(sumDistribution(10).ways.reduce((a, b) => a + b, 0)).toBe(6 ** 10);
  });

  it('scripted dice clamp what is not a d6: a non-finite or non-number entry rolls 1', () => {
    const d = scriptedDice([NaN, -Infinity, Infinity, 2.6, -4, 12, 'x' as never, undefined as never]);
    expect(rollDice(d, 8)).toEqual([1, 1, 1, 3, 1, 6, 1, 1]);
    expect(d.exhausted()).toBe(false);
  });

  it('rollDice takes 0 to MAX_ROLL_DICE dice; anything else, or a broken source, is a programming error', () => {
    expect(rollDice(seededDice(1), 0)).toEqual([]);
    expect(rollDice(seededDice(1), MAX_ROLL_DICE)).toHaveLength(MAX_ROLL_DICE);
    for (const n of [-1, 2.5, NaN, Infinity, MAX_ROLL_DICE + 1, 1e9, '3']) expect(() => rollDice(seededDice(1), n as number), String(n)).toThrow(RangeError);
    expect(() => rollDice({} as never, 1)).toThrow(TypeError);
    expect(() => rollDice({ d6: () => 7 }, 1)).toThrow(/d6\(\) gave 7/);
    expect(() => roll2d6({ d6: () => 0 })).toThrow(RangeError);
    expect(() => seededDice('42' as never)).toThrow(TypeError);
    expect(() => scriptedDice('6,6' as never)).toThrow(TypeError);
    expect(() => sumDistribution(21)).toThrow(RangeError);
  });
});
