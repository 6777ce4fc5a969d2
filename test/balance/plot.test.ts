// plotBalance: the rating-against-cost chart of a balance report. Each design's square sits at
// its rating on the chart's axis, flagged designs are marked and named, every text fits its cell
// and every mark lies in the view, for any report; a wrong report is refused at its path.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceReport, type BalanceReport } from '../../src/balance/index.js';
import { plotBalance } from '../../src/plot/index.js';
import { fitProblems, readSvg, xmlProblems } from '../plot/svg.js';
import { pricedSet, simulateRoundRobin, uniform } from './simulate.js';

function planted(seed: number, n = 10): BalanceReport {
  const u = uniform(seed);
  const { designs, strengths } = pricedSet(n, u, { planted: 3, shift: 1 });
  const r = balanceReport(designs, simulateRoundRobin(designs.map((d) => d.name), strengths, 300, u, 0.1));
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
}

describe('plotBalance', () => {
  it('draws each design once, at its rating on the axis, the flagged one marked and named', () => {
    const report = planted(11);
    expect(report.flagged).toContain('D3');
    for (const mono of [false, true]) {
      const plot = plotBalance(report, { mono });
      if (!plot.ok) throw new Error(JSON.stringify(plot.diagnostics));
      expect(xmlProblems(plot.value)).toEqual([]);
      expect(fitProblems(plot.value)).toEqual([]);
      const { charts, elements } = readSvg(plot.value);
      const axis = charts.find((c) => c.name === 'balance')!.axis!;
      const squares = elements.filter((e) => e.name === 'rect' && e.attrs['data-bar'] !== undefined);
      expect(squares.map((e) => e.attrs['data-bar']!.split(':')[0]).sort()).toEqual(report.designs.map((d) => d.name).sort());
      for (const d of report.designs) {
        const sq = squares.find((e) => e.attrs['data-bar']!.split(':')[0] === d.name)!;
        const cy = Number(sq.attrs['y']) + Number(sq.attrs['height']) / 2;
        expect(cy).toBeCloseTo(axis.origin - (d.points / axis.max) * axis.length, 1);
        expect(Number(sq.attrs['data-value'])).toBeCloseTo(d.points, 5);
        expect(sq.attrs['class']).toBe(d.flag === 'underpriced' ? 'under' : d.flag === 'overpriced' ? 'over' : 'pt');
      }
      // Costs run left to right: the squares' x follow the costs' order.
      const byCost = [...report.designs].sort((a, b) => a.cost - b.cost).map((d) => Number(squares.find((e) => e.attrs['data-bar']!.split(':')[0] === d.name)!.attrs['x']) + Number(squares.find((e) => e.attrs['data-bar']!.split(':')[0] === d.name)!.attrs['width']) / 2);
      for (let i = 1; i < byCost.length; i++) expect(byCost[i]!).toBeGreaterThanOrEqual(byCost[i - 1]! - 1e-6);
      expect(elements.some((e) => e.name === 'text' && e.text === 'D3')).toBe(true);
      expect(elements.some((e) => e.name === 'line' && e.attrs['class'] === 'fit')).toBe(true);
      if (mono) expect(plot.value).not.toMatch(/#b2182b|#4575b4/);
    }
  });

  it('any report it accepts is drawn in its view with every text in its cell', () => {
    const design = fc.record({
      name: fc.string({ maxLength: 30 }),
      cost: fc.double({ min: 0.01, max: 1e9, noNaN: true }),
      points: fc.double({ min: -5000, max: 5000, noNaN: true }),
      pointsError: fc.double({ min: 0, max: 2000, noNaN: true }),
      flag: fc.constantFrom(null, 'underpriced' as const, 'overpriced' as const),
    });
    fc.assert(
      fc.property(fc.array(design, { minLength: 1, maxLength: 30 }), fc.option(fc.record({ intercept: fc.double({ min: -50, max: 50, noNaN: true }), slope: fc.double({ min: -5, max: 5, noNaN: true }) }), { nil: null }), fc.integer({ min: 100, max: 500 }), (designs, line, width) => {
        const report = { designs, pricing: { line, threshold: 2.8, falseAlarm: 0.05 }, duels: 1000 } as unknown as BalanceReport;
        const plot = plotBalance(report, { width });
        if (!plot.ok) throw new Error(JSON.stringify(plot.diagnostics));
        expect(xmlProblems(plot.value)).toEqual([]);
        expect(fitProblems(plot.value)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('a wrong report or option is refused at its path, never thrown', () => {
    const report = planted(5, 5);
    const at = (r: { diagnostics: readonly { path?: string }[] }) => r.diagnostics.map((d) => d.path);
    expect(at(plotBalance({ ...report, designs: [] }))).toEqual(['report.designs']);
    expect(at(plotBalance({ ...report, designs: [{ ...report.designs[0]!, cost: -1 }] }))).toEqual(['report.designs[0].cost']);
    expect(at(plotBalance({ ...report, pricing: { ...report.pricing, line: { intercept: Number.POSITIVE_INFINITY, slope: 1, slopeError: 0, designs: 3 } } }))).toEqual(['report.pricing.line.intercept']);
    expect(at(plotBalance(report, { width: 5 }))).toEqual(['options.width']);
    expect(at(plotBalance(report, { parts: 'all' } as never))).toEqual(['options.parts']);
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (r, o) => {
        const plot = plotBalance(r as never, o as never);
        expect(plot.ok).toBe(false);
      }),
      { numRuns: 100 },
    );
  });
});
