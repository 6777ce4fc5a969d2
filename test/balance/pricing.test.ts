// Rating against cost: a planted underpriced (or overpriced) design is flagged, a fair set is not
// (at the stated false-alarm rate), the "should cost" points the right way, and the line's
// figures follow the generating rule.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceReport, checkPricing } from '../../src/balance/index.js';
import { MIN_OTHERS_TO_FLAG } from '../../src/balance/pricing.js';
import { pricedSet, simulateRoundRobin, uniform } from './simulate.js';

/** A round robin of a priced set, and its report. */
function run(u: () => number, n: number, trials: number, options: Parameters<typeof pricedSet>[2]) {
  const { designs, strengths } = pricedSet(n, u, options);
  const report = balanceReport(designs, simulateRoundRobin(designs.map((d) => d.name), strengths, trials, u, 0.1));
  if (!report.ok) throw new Error(JSON.stringify(report.diagnostics));
  return { designs, strengths, report: report.value };
}

describe('the mispricing flag', () => {
  it('flags a planted underpriced design in at least 95% of generated sets (10 designs, 300 duels a pair, 1.0 log-odds above its price)', () => {
    const u = uniform(2026);
    let found = 0;
    let others = 0;
    const sets = 40;
    for (let k = 0; k < sets; k++) {
      const planted = k % 10;
      const { designs, report } = run(u, 10, 300, { planted, shift: 1 });
      const d = report.designs.find((x) => x.name === `D${planted}`)!;
      if (d.flag === 'underpriced') {
        found++;
        // It should cost more than it does: by the rule, e^1 times as much (within its errors).
        expect(d.shouldCost!).toBeGreaterThan(designs[planted]!.cost * 1.5);
      }
      others += report.flagged.filter((f) => f !== `D${planted}`).length;
    }
    expect(found / sets).toBeGreaterThanOrEqual(0.95);
    // The planted design does not drag fair ones into a flag (each is judged against the others' line).
    expect(others).toBeLessThanOrEqual(2);
  });

  it('flags a planted overpriced design as overpriced, with a "should cost" below its cost', () => {
    const u = uniform(99);
    let found = 0;
    for (let k = 0; k < 20; k++) {
      const { designs, report } = run(u, 8, 400, { planted: 3, shift: -1 });
      const d = report.designs.find((x) => x.name === 'D3')!;
      if (d.flag === 'overpriced') {
        found++;
        expect(d.shouldCost!).toBeLessThan(designs[3]!.cost);
      }
    }
    expect(found).toBeGreaterThanOrEqual(19);
  });

  it('two mispriced designs do not hide each other: both flagged in at least 90% of sets', () => {
    const u = uniform(77);
    let both = 0;
    const sets = 30;
    for (let k = 0; k < sets; k++) {
      const { designs, strengths } = pricedSet(12, u, { planted: 2, shift: 1 });
      // D8 is overpriced: it costs 2.7 times what its strength is worth.
      designs[8] = { ...designs[8]!, cost: Math.round(designs[8]!.cost * Math.E) };
      const r = balanceReport(designs, simulateRoundRobin(designs.map((d) => d.name), strengths, 300, u, 0.1));
      if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
      const flag = (name: string) => r.value.designs.find((d) => d.name === name)!.flag;
      if (flag('D2') === 'underpriced' && flag('D8') === 'overpriced') both++;
      // The line answered is that of the unflagged designs.
      expect(r.value.pricing.line!.designs).toBe(12 - r.value.flagged.length);
    }
    expect(both / sets).toBeGreaterThanOrEqual(0.9);
  });

  it('on fair sets (strength exactly by the pricing rule), at most 10% of sets have any flag (falseAlarm 0.05, plus three standard errors of 200 sets)', () => {
    const u = uniform(314);
    let flaggedSets = 0;
    const sets = 200;
    for (let k = 0; k < sets; k++) {
      const { report } = run(u, 10, 300, {});
      if (report.flagged.length > 0) flaggedSets++;
    }
    expect(flaggedSets / sets).toBeLessThanOrEqual(0.1);
  });

  it('when every design scatters about the line (real pricing), the scatter is allowed for: at most 12% of sets have any flag (falseAlarm 0.05, plus three standard errors of 100 sets)', () => {
    const u = uniform(2718);
    let flaggedSets = 0;
    const sets = 100;
    for (let k = 0; k < sets; k++) {
      const { report } = run(u, 12, 200, { scatter: 0.25 });
      if (report.flagged.length > 0) flaggedSets++;
      // A design whose error includes estimated scatter has a threshold above the report's least one.
      for (const d of report.designs) if (d.threshold !== null) expect(d.threshold).toBeGreaterThanOrEqual(report.pricing.threshold - 1e-12);
    }
    expect(flaggedSets / sets).toBeLessThanOrEqual(0.12);
  });

  it('a stricter falseAlarm raises the threshold (Bonferroni over the designs)', () => {
    const u = uniform(3);
    const { designs, strengths } = pricedSet(6, u);
    const outcomes = simulateRoundRobin(designs.map((d) => d.name), strengths, 200, u);
    const loose = balanceReport(designs, outcomes, { falseAlarm: 0.2 });
    const strict = balanceReport(designs, outcomes, { falseAlarm: 0.001 });
    if (!loose.ok || !strict.ok) throw new Error('report');
    // The normal quantiles of 1 - 0.2 / 12 and 1 - 0.001 / 12 (Python's statistics.NormalDist).
    expect(loose.value.pricing.threshold).toBeCloseTo(2.128045234, 6);
    expect(strict.value.pricing.threshold).toBeCloseTo(3.764823650, 6);
  });

  it('the line follows the rule that priced the set: slope within 3 standard errors of the truth', () => {
    const u = uniform(8);
    for (const slope of [0.5, 1, 1.5]) {
      const { report } = run(u, 12, 400, { slope });
      const line = report.pricing.line!;
      expect(Math.abs(line.slope - slope)).toBeLessThan(3 * line.slopeError);
      expect(line.designs).toBe(12);
    }
  });
});

describe('checkPricing', () => {
  const rated = (strengths: readonly number[], costs: readonly number[], se = 0.05) => strengths.map((strength, i) => ({ name: `D${i}`, cost: costs[i]!, strength, standardError: se }));

  it('designs exactly on a line are not flagged and cost what they should', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 50, max: 2000 }), { minLength: 3, maxLength: 12 }), fc.double({ min: 0.2, max: 3, noNaN: true }), (costs, slope) => {
        const check = checkPricing(rated(costs.map((c) => slope * Math.log(c) - 5), costs));
        if (!check.ok) throw new Error(JSON.stringify(check.diagnostics));
        for (const d of check.value.designs) {
          expect(d.flag).toBeNull();
          expect(Math.abs(d.residual!)).toBeLessThan(1e-9);
          expect(Math.abs(d.shouldCost! - d.cost)).toBeLessThanOrEqual(0.5 + 1e-9 * d.cost);
        }
        expect(check.value.line!.slope).toBeCloseTo(slope, 9);
      }),
      { numRuns: 40 },
    );
  });

  it('the z of a design moved off the line grows with the move, and its sign gives the flag', () => {
    const costs = [100, 140, 200, 280, 400, 560, 800];
    const base = costs.map((c) => Math.log(c) + 0.01 * Math.sin(c));
    let last = 0;
    for (const shift of [0.1, 0.2, 0.4, 0.8]) {
      const s = [...base];
      s[3] = s[3]! + shift;
      const up = checkPricing(rated(s, costs));
      s[3] = s[3]! - 2 * shift;
      const down = checkPricing(rated(s, costs));
      if (!up.ok || !down.ok) throw new Error('check');
      const zu = up.value.designs[3]!.z!;
      expect(zu).toBeGreaterThan(last);
      expect(down.value.designs[3]!.z!).toBeLessThan(0);
      last = zu;
      if (up.value.designs[3]!.flag !== null) expect(up.value.designs[3]!.flag).toBe('underpriced');
      if (down.value.designs[3]!.flag !== null) expect(down.value.designs[3]!.flag).toBe('overpriced');
    }
    expect(last).toBeGreaterThan(5);
  });

  it('a set of 4 or fewer designs is judged but never flagged (the scatter of so few cannot be told), and says so', () => {
    const four = checkPricing(rated([0, 1, 2, 9], [100, 200, 400, 800]));
    if (!four.ok) throw new Error('four');
    expect(Math.abs(four.value.designs[3]!.z!)).toBeGreaterThan(four.value.threshold);
    expect(four.value.designs.every((d) => d.flag === null)).toBe(true);
    expect(four.diagnostics.map((d) => d.code)).toEqual(['balance-cost-fit']);
    expect(four.diagnostics[0]!.message).toContain(`fewer than ${MIN_OTHERS_TO_FLAG} others`);
  });

  it('fewer than 3 designs, or all at one cost, or a falling line are said (info), never thrown', () => {
    const two = checkPricing(rated([0, 1], [100, 200]));
    expect(two.ok && two.value.line === null && two.diagnostics[0]?.code === 'balance-cost-fit').toBe(true);
    const same = checkPricing(rated([0, 0.1, -0.1, 0.05, -0.05, 1], [100, 100, 100, 100, 100, 100]));
    if (!same.ok) throw new Error('same');
    expect(same.diagnostics.map((d) => d.code)).toEqual(['balance-cost-fit']);
    expect(same.value.designs[5]!.flag).toBe('underpriced');
    expect(same.value.designs.every((d) => d.shouldCost === null)).toBe(true);
    const falling = checkPricing(rated([1, 0.5, 0, -0.5, -1.02], [100, 200, 300, 400, 500]));
    if (!falling.ok) throw new Error('falling');
    expect(falling.diagnostics.map((d) => d.code)).toEqual(['balance-cost-fit']);
    expect(falling.value.designs.every((d) => d.shouldCost === null)).toBe(true);
  });
});
