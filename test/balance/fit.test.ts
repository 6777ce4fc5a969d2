// fitRatings: strengths generated from known values are fitted back (order, and within their
// standard errors at the rate the errors promise), and the fit's exact properties: the anchor,
// the score equations, symmetry under relabelling and mirroring, totals, merged pairs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitRatings, POINTS_PER_STRENGTH, type PairOutcome } from '../../src/balance/index.js';
import { simulateRoundRobin, uniform } from './simulate.js';

const names = (n: number): string[] => Array.from({ length: n }, (_, i) => `D${i}`);
const designsOf = (n: number) => names(n).map((name, i) => ({ name, cost: 100 + 10 * i }));

/** Outcomes as arbitrary counts over a connected set of pairs (a full round robin), every pair with a win and a loss. */
const outcomesArb = (n: number) =>
  fc.array(fc.tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 })), { minLength: (n * (n - 1)) / 2, maxLength: (n * (n - 1)) / 2 }).map((counts) => {
    const out: PairOutcome[] = [];
    let k = 0;
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const [aWins, bWins, draws, bothDestroyed] = counts[k++]!;
        out.push({ a: `D${i}`, b: `D${j}`, aWins, bWins, draws, bothDestroyed, trials: aWins + bWins + draws + bothDestroyed });
      }
    }
    return out;
  });

const fitOk = (n: number, outcomes: readonly PairOutcome[]) => {
  const r = fitRatings(designsOf(n), outcomes);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
};

describe('fitRatings recovers known strengths', () => {
  it('orders designs 0.3 apart correctly from 2,000 duels a pair', () => {
    const u = uniform(41);
    for (let rep = 0; rep < 10; rep++) {
      const s = [-0.9, -0.6, -0.3, 0, 0.3, 0.6, 0.9].map((v) => v + 0.01 * rep);
      const fit = fitOk(7, simulateRoundRobin(names(7), s, 2000, u, 0.2));
      const order = fit.ratings.map((r) => r.strength);
      for (let i = 1; i < order.length; i++) expect(order[i]!).toBeGreaterThan(order[i - 1]!);
    }
  });

  it('puts at least 90% of estimates within 2 standard errors of the truth (95% nominal), with and without ties', () => {
    // 40 sets of 8 designs: 320 estimates. Strengths centred, so they compare with the mean-0 anchor.
    const u = uniform(7);
    for (const tieShare of [0, 0.3]) {
      let inside = 0;
      let total = 0;
      let sumZ2 = 0;
      for (let rep = 0; rep < 40; rep++) {
        const raw = names(8).map(() => 2 * u() - 1);
        const mean = raw.reduce((a, v) => a + v, 0) / 8;
        const s = raw.map((v) => v - mean);
        const fit = fitOk(8, simulateRoundRobin(names(8), s, 300, u, tieShare));
        fit.ratings.forEach((r, i) => {
          const z = (r.strength - s[i]!) / r.standardError;
          sumZ2 += z * z;
          if (Math.abs(z) <= 2) inside++;
          total++;
        });
      }
      expect(inside / total, `tie share ${tieShare}`).toBeGreaterThanOrEqual(0.9);
      // The errors are not wildly too wide either: the mean square z is near 1 (less with ties,
      // whose half wins vary less than the errors assume; 7/8 of it with the anchor's lost freedom).
      expect(sumZ2 / total, `tie share ${tieShare}`).toBeGreaterThan(tieShare === 0 ? 0.6 : 0.35);
      expect(sumZ2 / total, `tie share ${tieShare}`).toBeLessThan(1.3);
    }
  });
});

describe('fitRatings: exact properties', () => {
  it('the strengths average 0, points are the Elo-like scale, and each design scores what the fit expects (the likelihood equations)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }).chain((n) => fc.tuple(fc.constant(n), outcomesArb(n))), ([n, outcomes]) => {
        const fit = fitOk(n, outcomes);
        expect(fit.converged).toBe(true);
        expect(fit.virtualDraws).toBe(0);
        const sum = fit.ratings.reduce((a, r) => a + r.strength, 0);
        expect(Math.abs(sum)).toBeLessThan(1e-9);
        const index = new Map(fit.ratings.map((r, i) => [r.name, i]));
        const expected = new Array<number>(n).fill(0);
        for (const o of outcomes) {
          const a = index.get(o.a)!;
          const b = index.get(o.b)!;
          const p = 1 / (1 + Math.exp(fit.ratings[b]!.strength - fit.ratings[a]!.strength));
          expected[a]! += o.trials * p;
          expected[b]! += o.trials * (1 - p);
        }
        fit.ratings.forEach((r, i) => {
          expect(r.score).toBeCloseTo(expected[i]!, 5);
          expect(r.points).toBeCloseTo(r.strength * POINTS_PER_STRENGTH, 9);
          expect(r.standardError).toBeGreaterThan(0);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('totals: each design counts the duels of its pairs, and the scores add up to the duels', () => {
    fc.assert(
      fc.property(outcomesArb(4), (outcomes) => {
        const fit = fitOk(4, outcomes);
        const all = outcomes.reduce((a, o) => a + o.trials, 0);
        expect(fit.ratings.reduce((a, r) => a + r.score, 0)).toBeCloseTo(all, 9);
        expect(fit.ratings.reduce((a, r) => a + r.duels, 0)).toBe(2 * all);
        for (const r of fit.ratings) expect(r.duels).toBe(outcomes.filter((o) => o.a === r.name || o.b === r.name).reduce((a, o) => a + o.trials, 0));
      }),
      { numRuns: 40 },
    );
  });

  it('symmetry: swapping the sides of a pair, reordering the designs or the pairs changes nothing; mirroring every result negates the strengths', () => {
    fc.assert(
      fc.property(outcomesArb(5), fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }), (outcomes, flips) => {
        const base = fitOk(5, outcomes);
        const swapped = outcomes.map((o, k) => (flips[k] ? { ...o, a: o.b, b: o.a, aWins: o.bWins, bWins: o.aWins } : o));
        const again = fitOk(5, [...swapped].reverse());
        base.ratings.forEach((r, i) => {
          expect(again.ratings[i]!.strength).toBeCloseTo(r.strength, 8);
          expect(again.ratings[i]!.standardError).toBeCloseTo(r.standardError, 8);
        });
        const reordered = fitRatings([...designsOf(5)].reverse(), outcomes);
        if (!reordered.ok) throw new Error('reordered');
        for (const r of base.ratings) expect(reordered.value.ratings.find((x) => x.name === r.name)!.strength).toBeCloseTo(r.strength, 8);
        const mirrored = fitOk(
          5,
          outcomes.map((o) => ({ ...o, aWins: o.bWins, bWins: o.aWins })),
        );
        base.ratings.forEach((r, i) => expect(mirrored.ratings[i]!.strength).toBeCloseTo(-r.strength, 8));
      }),
      { numRuns: 40 },
    );
  });

  it('a pair given twice is the same as once with its counts added (either way round)', () => {
    fc.assert(
      fc.property(outcomesArb(3), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }), (outcomes, x, y) => {
        const first = outcomes[0]!;
        const extra = { a: first.b, b: first.a, aWins: x, bWins: y, draws: 1, bothDestroyed: 0, trials: x + y + 1 };
        const merged = { ...first, aWins: first.aWins + y, bWins: first.bWins + x, draws: first.draws + 1, trials: first.trials + x + y + 1 };
        const twice = fitOk(3, [...outcomes, extra]);
        const once = fitOk(3, [merged, ...outcomes.slice(1)]);
        twice.ratings.forEach((r, i) => expect(r.strength).toBeCloseTo(once.ratings[i]!.strength, 9));
      }),
      { numRuns: 30 },
    );
  });

  it('two designs: the strength gap is the log odds of the score, and its error the binomial one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (w, l) => {
        const fit = fitOk(2, [{ a: 'D0', b: 'D1', aWins: w, bWins: l, draws: 0, bothDestroyed: 0, trials: w + l }]);
        const [a, b] = fit.ratings;
        expect(a!.strength - b!.strength).toBeCloseTo(Math.log(w / l), 7);
        // Var(s0 - s1) = 1 / (n p (1 - p)); each is half the gap, so its error is half that.
        const n = w + l;
        const p = w / n;
        expect(a!.standardError).toBeCloseTo(0.5 / Math.sqrt(n * p * (1 - p)), 7);
      }),
      { numRuns: 50 },
    );
  });

  it('the covariance is symmetric, its rows sum to 0 (the anchor), and its diagonal gives the standard errors', () => {
    fc.assert(
      fc.property(outcomesArb(4), (outcomes) => {
        const fit = fitOk(4, outcomes);
        fit.covariance.forEach((row, i) => {
          expect(Math.abs(row.reduce((a, v) => a + v, 0))).toBeLessThan(1e-9);
          row.forEach((v, j) => expect(v).toBeCloseTo(fit.covariance[j]![i]!, 12));
          expect(Math.sqrt(row[i]!)).toBeCloseTo(fit.ratings[i]!.standardError, 12);
        });
      }),
      { numRuns: 30 },
    );
  });
});

describe('fitRatings: no finite estimate', () => {
  const designs = designsOf(3);
  const outcomes: PairOutcome[] = [
    { a: 'D0', b: 'D1', aWins: 40, bWins: 60, draws: 0, bothDestroyed: 0, trials: 100 },
    { a: 'D0', b: 'D2', aWins: 0, bWins: 100, draws: 0, bothDestroyed: 0, trials: 100 },
    { a: 'D1', b: 'D2', aWins: 0, bWins: 100, draws: 0, bothDestroyed: 0, trials: 100 },
  ];

  it('a design that won every duel is fitted with one virtual draw a pair, marked top, and warned of', () => {
    const r = fitRatings(designs, outcomes);
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    expect(r.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(['warning balance-separated']);
    expect(r.diagnostics[0]!.message).toContain('"D2" never lost a duel');
    expect(r.value.virtualDraws).toBe(1);
    expect(r.value.ratings.map((x) => x.separated)).toEqual([null, null, 'top']);
    expect(Number.isFinite(r.value.ratings[2]!.strength)).toBe(true);
    expect(r.value.ratings[2]!.strength).toBeGreaterThan(r.value.ratings[1]!.strength + 3);
  });

  it('one that lost every duel is marked bottom; more virtual draws pull it closer', () => {
    const lost = outcomes.map((o) => ({ ...o, aWins: o.bWins, bWins: o.aWins }));
    const one = fitRatings(designs, lost);
    const ten = fitRatings(designs, lost, { virtualDraws: 10 });
    if (!one.ok || !ten.ok) throw new Error('fit');
    expect(one.value.ratings[2]!.separated).toBe('bottom');
    expect(ten.value.ratings[2]!.strength).toBeGreaterThan(one.value.ratings[2]!.strength);
  });

  it('with virtualDraws 0 it is an error, not a number', () => {
    const r = fitRatings(designs, outcomes, { virtualDraws: 0 });
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map((d) => `${d.severity} ${d.code}`)).toEqual(['error balance-separated']);
  });

  it('designs that never met are an error naming the groups', () => {
    const r = fitRatings(designsOf(4), [
      { a: 'D0', b: 'D1', aWins: 5, bWins: 5, draws: 0, bothDestroyed: 0, trials: 10 },
      { a: 'D2', b: 'D3', aWins: 5, bWins: 5, draws: 0, bothDestroyed: 0, trials: 10 },
    ]);
    expect(r.ok).toBe(false);
    expect(r.diagnostics[0]!.code).toBe('balance-disconnected');
    expect(r.diagnostics[0]!.message).toContain('group 2: "D2", "D3"');
  });
});
