// Hostile and wrong input to the balance lab: every problem is a diagnostic at its path, nothing
// throws, and the limits are checked before the work; the round robin's schedule and runners.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BALANCE_LIMITS, balanceReport, checkPricing, fitRatings, roundRobin, roundRobinAsync, roundRobinPairs, type DesignCost, type PairOutcome } from '../../src/balance/index.js';
import { normalQuantile } from '../../src/balance/normal.js';
import { studentCdf, studentQuantile } from '../../src/balance/student.js';

const designs: DesignCost[] = [
  { name: 'A', cost: 100 },
  { name: 'B', cost: 200 },
  { name: 'C', cost: 300 },
];
const pair = (a: string, b: string, aWins = 6, bWins = 4): PairOutcome => ({ a, b, aWins, bWins, draws: 0, bothDestroyed: 0, trials: aWins + bWins });
const outcomes = [pair('A', 'B'), pair('B', 'C'), pair('A', 'C', 3, 7)];

/** The code and path of each diagnostic. */
const said = (r: { diagnostics: readonly { code: string; path?: string }[] }) => r.diagnostics.map((d) => `${d.code} ${d.path ?? ''}`.trim());

describe('checked input', () => {
  it.each([
    ['designs not a list', () => fitRatings('A,B' as never, outcomes), 'invalid-value designs'],
    ['one design', () => fitRatings([designs[0]!], outcomes), 'invalid-value designs'],
    ['a cost of 0', () => fitRatings([{ name: 'A', cost: 0 }, designs[1]!], outcomes), 'invalid-value designs[0].cost'],
    ['a cost NaN', () => fitRatings([{ name: 'A', cost: Number.NaN }, designs[1]!], outcomes), 'invalid-value designs[0].cost'],
    ['a name missing', () => fitRatings([{ cost: 1 } as never, designs[1]!], outcomes), 'missing-field designs[0].name'],
    ['two designs of one name', () => fitRatings([designs[0]!, { name: 'A', cost: 5 }], outcomes), 'invalid-value designs[1].name'],
    ['a misspelt field', () => fitRatings([{ name: 'A', cost: 1, cots: 2 } as never, designs[1]!], outcomes), 'unknown-field designs[0].cots'],
    ['an unknown design', () => fitRatings(designs, [pair('A', 'Z')]), 'invalid-value outcomes[0].b'],
    ['a design against itself', () => fitRatings(designs, [pair('A', 'A')]), 'invalid-value outcomes[0].b'],
    ['counts that do not add up', () => fitRatings(designs, [{ ...pair('A', 'B'), trials: 11 }]), 'invalid-value outcomes[0].trials'],
    ['a negative count', () => fitRatings(designs, [{ ...pair('A', 'B'), draws: -1 }]), 'invalid-value outcomes[0].draws'],
    ['a fractional count', () => fitRatings(designs, [{ ...pair('A', 'B'), aWins: 5.5, trials: 9.5 }]), 'invalid-value outcomes[0].aWins'],
    ['no outcomes', () => fitRatings(designs, []), 'invalid-value outcomes'],
    ['a bad option', () => fitRatings(designs, outcomes, { virtualDraws: -1 }), 'invalid-value options.virtualDraws'],
    ['an unknown option', () => fitRatings(designs, outcomes, { falseAlarm: 0.1 } as never), 'unknown-field options.falseAlarm'],
    ['a bad false-alarm rate', () => balanceReport(designs, outcomes, { falseAlarm: 1 }), 'invalid-value options.falseAlarm'],
    ['a rated design without an error', () => checkPricing([{ name: 'A', cost: 1, strength: 0 } as never, { name: 'B', cost: 2, strength: 1, standardError: 0.1 }]), 'missing-field designs[0].standardError'],
  ])('%s', (_what, call, expected) => {
    const r = call();
    expect(r.ok).toBe(false);
    expect(said(r)).toContain(expected);
  });

  it('a getter that throws, a proxy, a cycle: unreadable-input at the path, never a throw', () => {
    const getter = { name: 'A', get cost(): number { throw new Error('boom'); } };
    expect(said(fitRatings([getter, designs[1]!], outcomes))).toContain('unreadable-input designs[0].cost');
    const proxy = new Proxy([], { get() { throw new Error('trap'); } });
    expect(fitRatings(proxy as never, outcomes).ok).toBe(false);
    const cyclic: Record<string, unknown> = { name: 'A', cost: 1 };
    cyclic['self'] = cyclic;
    const r = fitRatings([cyclic as never, designs[1]!], outcomes);
    expect(r.ok).toBe(false);
    expect(r.diagnostics[0]!.code).toBe('unreadable-input');
  });

  it('too many designs or pairs are refused by their length, before any entry is read', () => {
    let read = 0;
    const many = Array.from({ length: BALANCE_LIMITS.designs + 1 }, (_, i) => ({ get name() { read++; return `D${i}`; }, cost: 1 }));
    const r = fitRatings(many, outcomes);
    expect(said(r)).toEqual(['invalid-value designs']);
    expect(r.diagnostics[0]!.message).toContain('BALANCE_LIMITS.designs');
    // readPlain copies the list (bounded by its own limits); the checks then stop at the length.
    expect(read).toBeLessThanOrEqual(BALANCE_LIMITS.designs + 1);
    const pairs = Array.from({ length: BALANCE_LIMITS.pairs + 1 }, () => pair('A', 'B'));
    expect(fitRatings(designs, pairs).ok).toBe(false);
    const trials = fitRatings(designs, [{ ...pair('A', 'B'), aWins: BALANCE_LIMITS.trials + 1, trials: BALANCE_LIMITS.trials + 5 }]);
    expect(said(trials)).toContain('invalid-value outcomes[0].aWins');
  });

  it('any junk in place of designs or outcomes gives diagnostics, never a throw', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (d, o, opts) => {
        for (const call of [() => fitRatings(d as never, o as never, opts as never), () => balanceReport(d as never, o as never, opts as never), () => checkPricing(d as never, opts as never)]) {
          const r = call();
          expect(r.ok).toBe(false);
          expect(r.diagnostics.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('the normal quantile behind the threshold', () => {
  it('matches known values, and is odd about 1/2', () => {
    // Values from Python's statistics.NormalDist().inv_cdf.
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963984540054, 8);
    expect(normalQuantile(0.995)).toBeCloseTo(2.5758293035489004, 8);
    expect(normalQuantile(1e-6)).toBeCloseTo(-4.753424308822899, 7);
    expect(normalQuantile(0.5)).toBe(0);
    expect(Number.isNaN(normalQuantile(0))).toBe(true);
    fc.assert(fc.property(fc.double({ min: 1e-9, max: 0.5, noNaN: true }), (p) => {
        expect(normalQuantile(p) + normalQuantile(1 - p)).toBeCloseTo(0, 6);
      }),
    );
  });
});

describe("Student's t behind the threshold where scatter is estimated", () => {
  it('matches closed forms and tables, lies above the normal quantile, and tends to it', () => {
    // The upper tail the thresholds use (p from 0.6). df 1 is the Cauchy distribution: tan(pi (p - 1/2)).
    expect(studentQuantile(0.975, 1)).toBeCloseTo(Math.tan(Math.PI * 0.475), 6);
    // df 2: t = (2p - 1) sqrt(2 / (1 - (2p - 1)^2)).
    const q = 2 * 0.9975 - 1;
    expect(studentQuantile(0.9975, 2)).toBeCloseTo(q * Math.sqrt(2 / (1 - q * q)), 6);
    expect(studentQuantile(0.975, 5)).toBeCloseTo(2.570581836, 6);
    expect(studentQuantile(0.995, 30)).toBeCloseTo(2.749995652, 5);
    fc.assert(
      fc.property(fc.double({ min: 0.6, max: 0.99999, noNaN: true }), fc.double({ min: 0.5, max: 200, noNaN: true }), (p, df) => {
        const t = studentQuantile(p, df);
        expect(t).toBeGreaterThanOrEqual(normalQuantile(p) - 1e-9);
        expect(studentCdf(t, df)).toBeCloseTo(p, 7);
      }),
      { numRuns: 100 },
    );
    expect(studentQuantile(0.9975, 1e7)).toBe(normalQuantile(0.9975));
  });
});

describe('round robin', () => {
  it('every pair once, and each design on side a in half its pairs, give or take one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), (n) => {
        const pairs = roundRobinPairs(n);
        expect(pairs.length).toBe(n < 2 ? 0 : (n * (n - 1)) / 2);
        const keys = new Set(pairs.map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`));
        expect(keys.size).toBe(pairs.length);
        for (let i = 0; i < n; i++) {
          const asA = pairs.filter(([a]) => a === i).length;
          const asB = pairs.filter(([, b]) => b === i).length;
          expect(asA + asB).toBe(n - 1);
          expect(Math.abs(asA - asB)).toBeLessThanOrEqual(1);
        }
      }),
    );
    expect(() => roundRobinPairs(-1)).toThrow(RangeError);
  });

  it('gathers what play answers, and names the pair whose callback threw, failed or answered junk', () => {
    const ok = roundRobin(designs, (a, b) => pair(a.name, b.name));
    if (!ok.ok) throw new Error(JSON.stringify(ok.diagnostics));
    expect(ok.value.map((o) => `${o.a}-${o.b}`)).toEqual(['A-B', 'C-A', 'B-C']);
    const bad = roundRobin(designs, (a) => {
      if (a.name === 'A') throw new Error('engine broke');
      if (a.name === 'C') return { ok: false, diagnostics: [{ severity: 'error', code: 'invalid-value', message: 'no ships' }] } as never;
      return { aWins: 1, bWins: 1, draws: 0, bothDestroyed: 0, trials: 3 };
    });
    expect(bad.ok).toBe(false);
    expect(bad.diagnostics.map((d) => `${d.code} ${d.path}`)).toEqual(['balance-play-failed pairs[0]', 'balance-play-failed pairs[1]', 'balance-play-failed pairs[2]']);
    expect(bad.diagnostics[0]!.message).toContain('"A" and "B" threw: engine broke');
    expect(bad.diagnostics[1]!.message).toContain('failed: no ships');
    expect(bad.diagnostics[2]!.message).toContain('not to trials (3)');
    expect(said(roundRobin([{ name: 'A' }, { name: 'A' }], () => pair('A', 'A')))).toEqual(['invalid-value designs[1].name']);
    expect(() => roundRobin(designs, 'play' as never)).toThrow(TypeError);
  });

  it('the async runner plays the same pairs in the same order, reports progress, and turns a rejection into a diagnostic', async () => {
    const progress: string[] = [];
    const r = await roundRobinAsync(designs, async (a, b) => {
      if (a.name === 'B') throw new Error('worker died');
      return pair(a.name, b.name);
    }, (done, total) => progress.push(`${done}/${total}`));
    expect(progress).toEqual(['1/3', '2/3', '3/3']);
    expect(said(r)).toEqual(['balance-play-failed pairs[2]']);
    const sync = roundRobin(designs, (a, b) => pair(a.name, b.name));
    const async = await roundRobinAsync(designs, (a, b) => pair(a.name, b.name));
    expect(async).toEqual(sync);
  });
});
