import { describe, expect, it } from 'vitest';
import { ensureRolls, rollStream, rollsTaken } from '../../src/survival/roll-stream.js';

/** `n` rolls of a stream, taken `step` at a time. */
function take(seed: number, n: number, step: number): Uint8Array {
  const stream = rollStream(seed);
  const out = new Uint8Array(n);
  for (let i = 0; i < n; ) {
    const m = Math.min(step, n - i);
    ensureRolls(stream, m);
    for (let j = 0; j < m; j++) out[i++] = stream.rolls[stream.at++]!;
  }
  expect(rollsTaken(stream)).toBe(n);
  return out;
}

/** Ways two dice make each sum, 2 to 12. */
const WAYS = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];

/** Pearson's chi-square of counts against expected counts. */
function chiSquare(counts: readonly number[], expected: readonly number[]): number {
  return counts.reduce((sum, c, i) => sum + (c - expected[i]!) ** 2 / expected[i]!, 0);
}

describe('the dice of a simulation (a stream of 2d6 rolls, four a 32-bit draw)', () => {
  const N = 400_000;
  const rolls = take(2024, N, 1024);

  it('gives the same rolls for a seed however they are asked for', () => {
    expect(Array.from(take(2024, 5000, 1))).toEqual(Array.from(rolls.subarray(0, 5000)));
    expect(Array.from(take(2024, 5000, 37))).toEqual(Array.from(rolls.subarray(0, 5000)));
    expect(Array.from(take(2024, 5000, 5000))).toEqual(Array.from(rolls.subarray(0, 5000)));
    expect(Array.from(take(2025, 200, 200))).not.toEqual(Array.from(rolls.subarray(0, 200)));
  });

  it('rolls every sum from 2 to 12 as two dice do', () => {
    const counts = new Array<number>(11).fill(0);
    for (const r of rolls) counts[r - 2]!++;
    expect(counts.reduce((a, b) => a + b, 0)).toBe(N);
    // 10 degrees of freedom: 35.6 is the 99.99th percentile (the seed is fixed, so this is not flaky).
    expect(chiSquare(counts, WAYS.map((w) => (N * w) / 36))).toBeLessThan(35.6);
  });

  // Each place of a draw's four rolls against the next ones (within the draw and into the next):
  // a decoding that reused a pair of dice, or split a way badly, makes two places depend.
  it.each([
    [0, 1],
    [0, 2],
    [0, 3],
    [1, 2],
    [1, 3],
    [2, 3],
    [3, 4],
  ])('makes the roll at place %i of a draw independent of the roll at place %i', (a, b) => {
    const counts = new Array<number>(121).fill(0);
    let n = 0;
    for (let at = 0; at + 4 < N; at += 4) {
      counts[(rolls[at + a]! - 2) * 11 + rolls[at + b]! - 2]!++;
      n++;
    }
    const expected = counts.map((_, i) => (n * WAYS[Math.floor(i / 11)]! * WAYS[i % 11]!) / 1296);
    // 120 degrees of freedom: 180 is past the 99.97th percentile.
    expect(chiSquare(counts, expected)).toBeLessThan(180);
  });
});
