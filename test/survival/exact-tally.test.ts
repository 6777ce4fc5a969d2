// The sums of an exact volley (sumFinals) and its fractions (fractionOver36) against the plain
// reading they replace (issue 37, item 10): each final state's weight raised to 36^depth, each
// figure (each histogram bucket) summed over every state, each fraction reduced by Euclid's gcd.
// The fast path answers exactly what the slow one does on generated final states.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildShip, type ExactFraction } from '../../src/damage/index.js';
import { DEFAULT_RULES } from '../../src/damage/volley-plan.js';
import { sumFinals, type FinalState } from '../../src/survival/exact-tally.js';
import { fractionOver36 } from '../../src/survival/fraction.js';
import { compileKernel, STATE_WORDS } from '../../src/survival/kernel.js';
import { partsOf, standing, type PartSpec } from '../../src/survival/parts.js';
import { fromCounts } from '../helpers/ship-lines.js';

const { S_DESTROYED, S_EXCESS, S_INTERNALS, S_PHASERS } = STATE_WORDS;

const built = buildShip(
  fromCounts({
    name: 'Small',
    shields: [2, 0, 0, 0, 0, 0],
    armor: 2,
    systems: { 'F Hull': 2, Bridge: 1, Lab: 3 },
    phasers: [{ type: 'Ph-1', arcs: [1] }, { type: 'Ph-1', arcs: [2] }, { type: 'Ph-3', arcs: [2, 3] }],
    tracks: { sensor: [6, 5, 4], scanner: [0, 1], damageControl: [4, 0], excess: 4 },
  }),
);
if (!built.ok) throw new Error(JSON.stringify(built.diagnostics));
const SHIP = built.value;
const PARTS = partsOf(SHIP);
const INITIAL = compileKernel(SHIP, DEFAULT_RULES).initial;

// --- the slow path, as exactVolley summed before --------------------------------------------------
const gcd = (a: bigint, b: bigint): bigint => {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
};
function slowFraction(numerator: bigint, denominator: bigint): ExactFraction {
  const g = numerator === 0n ? denominator : gcd(numerator, denominator);
  const n = numerator / g;
  const d = denominator / g;
  return { numerator: n.toString(), denominator: d.toString(), value: Number((n * 10n ** 18n) / d) / 1e18 };
}
function slowFigures(finals: readonly FinalState[], parts: readonly PartSpec[]) {
  const depth = finals.reduce((d, f) => Math.max(d, f.level), 0);
  const denominator = 36n ** BigInt(depth);
  const weighted = finals.map((f) => ({ s: f.s, w: f.ways * 36n ** BigInt(depth - f.level) }));
  const sumOver = (value: (s: Int32Array) => number): bigint => weighted.reduce((t, f) => t + f.w * BigInt(value(f.s)), 0n);
  const histogram = (slot: number): ExactFraction[] => {
    const top = weighted.reduce((m, f) => Math.max(m, f.s[slot]!), 0);
    return Array.from({ length: top + 1 }, (_, value) => slowFraction(sumOver((s) => (s[slot] === value ? 1 : 0)), denominator));
  };
  return {
    depth,
    parts: parts.map((part) => ({
      hit: slowFraction(sumOver((s) => (standing(part, s) < part.boxes ? 1 : 0)), denominator),
      destroyed: slowFraction(sumOver((s) => (part.boxes - standing(part, s) >= part.destructible ? 1 : 0)), denominator),
      surviving: slowFraction(sumOver((s) => standing(part, s)), denominator),
    })),
    internals: histogram(S_INTERNALS),
    excess: histogram(S_EXCESS),
    destroyed: slowFraction(sumOver((s) => s[S_DESTROYED]!), denominator),
  };
}

// --- the fast path, as exactVolley sums now -------------------------------------------------------
function fastFigures(finals: readonly FinalState[], parts: readonly PartSpec[]) {
  const sums = sumFinals(finals, parts);
  const over = (n: bigint): ExactFraction => fractionOver36(n, sums.depth);
  return {
    depth: sums.depth,
    parts: parts.map((_, p) => ({ hit: over(sums.hit[p]!), destroyed: over(sums.destroyed[p]!), surviving: over(sums.surviving[p]!) })),
    internals: (sums.internals.length === 0 ? [0n] : sums.internals).map(over),
    excess: (sums.excess.length === 0 ? [0n] : sums.excess).map(over),
    destroyed: over(sums.shipDestroyed),
  };
}

/** A final state of the small ship: each part's boxes, the points scored and the ship's fate drawn at random. */
const finalState = fc
  .record({
    level: fc.integer({ min: 0, max: 12 }),
    ways: fc.bigInt({ min: 1n, max: 36n ** 6n }),
    left: fc.array(fc.nat(), { minLength: PARTS.length, maxLength: PARTS.length }),
    phasersLost: fc.array(fc.boolean(), { minLength: SHIP.phasers.length, maxLength: SHIP.phasers.length }),
    internals: fc.nat({ max: 12 }),
    excess: fc.nat({ max: 12 }),
    destroyed: fc.boolean(),
  })
  .map(({ level, ways, left, phasersLost, internals, excess, destroyed }): FinalState => {
    const s = INITIAL.slice();
    PARTS.forEach((part, p) => {
      if (part.kind === 'phaser') return;
      const boxes = left[p]! % (part.boxes + 1);
      s[part.at] = boxes - part.offset;
    });
    phasersLost.forEach((lost, i) => (s[S_PHASERS + i] = lost ? 1 : 0));
    s[S_INTERNALS] = internals;
    s[S_EXCESS] = excess;
    s[S_DESTROYED] = destroyed ? 1 : 0;
    return { s, ways, level };
  });

describe('the sums of an exact volley', () => {
  it('give every figure the slow path gives, for states in the order they ended (by level) or in any order', () => {
    fc.assert(
      fc.property(fc.array(finalState, { minLength: 1, maxLength: 30 }), fc.boolean(), (finals, byLevel) => {
        const given = byLevel ? [...finals].sort((a, b) => a.level - b.level) : finals;
        expect(fastFigures(given, PARTS)).toEqual(slowFigures(given, PARTS));
      }),
      { numRuns: 300 },
    );
  });

  it('put a numerator over 36^depth in lowest terms as Euclid does, whatever powers of 2 and 3 it holds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.nat({ max: 700 }), fc.nat({ max: 700 }), (depth, base, twos, threes) => {
        const numerator = base * 2n ** BigInt(twos) * 3n ** BigInt(threes);
        expect(fractionOver36(numerator, depth)).toEqual(slowFraction(numerator, 36n ** BigInt(depth)));
      }),
      { numRuns: 500 },
    );
  });
});
