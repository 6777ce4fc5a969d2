// The bounds of issue 23 in plotSurvival: names and the title past their length are refused at
// their path before anything is drawn, and every figure printed is finite, with whole exponents.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Survivability } from '../../src/damage/index.js';
import { PLOT_LIMITS, plotSurvival, type PlotOptions } from '../../src/plot/index.js';
import { MAX_MEAN_ERROR } from '../../src/plot/read.js';
import { frigate } from './fixtures.js';
import { fitProblems, readSvg, xmlProblems } from './svg.js';

/** What plotSurvival answered, in brief: `code path: message` per diagnostic, or the SVG. */
function run(result: unknown, options?: PlotOptions): { readonly svg?: string; readonly said: string[] } {
  const r = plotSurvival(result as Survivability, options);
  const said = r.diagnostics.map((d) => `${d.code} ${d.path}: ${d.message}`);
  return r.ok ? { svg: r.value, said } : { said };
}

/** A frigate with some fields replaced (a deep copy). */
function edited(edit: (s: Record<string, any>) => void): unknown {
  const copy = JSON.parse(JSON.stringify(frigate())) as Record<string, any>;
  edit(copy);
  return copy;
}

/** The texts of a chart, joined by spaces (a note may wrap over several lines). */
const texts = (svg: string, chart: string): string =>
  readSvg(svg)
    .elements.filter((e) => e.chart === chart && e.name === 'text')
    .map((e) => e.text)
    .join(' ');

describe('names and titles are bounded', () => {
  const at = PLOT_LIMITS.nameLength;
  const over = `a name of ${at + 1} characters, more than PLOT_LIMITS.nameLength (${at})`;

  it('PLOT_LIMITS names them: 1000 characters a name, 10 000 a title', () => {
    expect(PLOT_LIMITS.nameLength).toBe(1000);
    expect(PLOT_LIMITS.titleLength).toBe(10_000);
  });

  it("draws a ship's name at the limit and refuses one past it, at its path", () => {
    expect(run(frigate('S'.repeat(at))).svg).toContain(`<title>Survivability of ${'S'.repeat(at)}</title>`);
    expect(run(frigate('S'.repeat(at + 1))).said).toEqual([`invalid-value ship: ${over}`]);
  });

  it("draws a part's name at the limit and refuses one past it, at its path", () => {
    const svg = run(edited((s) => (s['parts'][2]['name'] = 'P'.repeat(at)))).svg!;
    expect(svg).toContain(`data-bar="${'P'.repeat(at)}: hit"`);
    expect(run(edited((s) => (s['parts'][2]['name'] = 'P'.repeat(at + 1)))).said).toEqual([`invalid-value parts[2].name: ${over}`]);
  });

  it('reports every name past the limit, each at its path, with the other problems', () => {
    const said = run(
      edited((s) => {
        s['ship'] = 'S'.repeat(at + 5);
        s['parts'][0]['name'] = 'P'.repeat(at + 1);
        s['parts'][4]['name'] = 7;
        s['parts'][5]['name'] = 'P'.repeat(2 * at);
        s['parts'][5]['kind'] = 'hull';
      }),
    ).said.map((l) => l.split(':')[0]);
    expect(said).toEqual(['invalid-value ship', 'invalid-value parts[0].name', 'invalid-value parts[4].name', 'invalid-value parts[5].name', 'invalid-value parts[5].kind']);
  });

  it('refuses a title past PLOT_LIMITS.titleLength and draws one at it', () => {
    const t = PLOT_LIMITS.titleLength;
    expect(run(frigate(), { title: 'T'.repeat(t + 1) }).said).toEqual([`invalid-value options.title: a title of ${t + 1} characters, more than PLOT_LIMITS.titleLength (${t})`]);
    expect(run(frigate(), { title: 'T'.repeat(t) }).svg).toContain(`<title>${'T'.repeat(t)}</title>`);
  });

  // test/hostile/plot.test.ts runs the 1 500 000-character name of the issue in a child process.
  it('answers at once for 200 parts sharing a 20 000-character name, without measuring or writing it', () => {
    const name = 'x'.repeat(20_000);
    const base = frigate();
    const parts = Array.from({ length: PLOT_LIMITS.parts }, (_, i) => ({ ...base.parts[i % base.parts.length]!, name }));
    const start = performance.now();
    const said = run({ ...base, parts }).said;
    expect(performance.now() - start).toBeLessThan(500);
    expect(said).toHaveLength(PLOT_LIMITS.parts);
    said.forEach((l, i) => expect(l).toBe(`invalid-value parts[${i}].name: a name of 20000 characters, more than PLOT_LIMITS.nameLength (1000)`));
  });

  it('draws 200 parts with names at the limit, all escaped, in a document of bounded size', () => {
    // `&` is the worst case: five characters once escaped.
    const base = frigate();
    const parts = Array.from({ length: PLOT_LIMITS.parts }, (_, i) => ({ ...base.parts[i % base.parts.length]!, name: `${i}${'&'.repeat(at - String(i).length)}` }));
    const start = performance.now();
    const svg = run({ ...base, ship: '<'.repeat(at), parts }, { parts: 'all' }).svg!;
    expect(performance.now() - start).toBeLessThan(3000);
    expect(xmlProblems(svg)).toEqual([]);
    expect(fitProblems(svg)).toEqual([]);
    // Two data-bar attributes of 5 000 characters a part, the labels cut to their cells.
    expect(svg.length).toBeLessThan(PLOT_LIMITS.parts * 2 * 5 * at + 1_000_000);
    expect(readSvg(svg).elements.filter((e) => e.attrs['data-bar']?.endsWith(': hit')).length).toBe(PLOT_LIMITS.parts);
  });
});

describe('figures printed in the plot', () => {
  /** A frigate whose internal points have this mean. */
  const withMean = (value: number, standardError: number): unknown => edited((s) => (s['internals']['mean'] = { value, standardError }));

  it('writes large means with their whole exponent (2.5e100 was "2.5e+1", 1.25e30 "1.25e+3")', () => {
    expect(texts(run(withMean(2.5e100, 0.5)).svg!, 'internals')).toMatch(/Mean 2\.5e\+100 ± 1 internal points/);
    expect(texts(run(withMean(1.25e30, 1e29)).svg!, 'internals')).toMatch(/Mean 1\.25e\+30 ± 2e\+29 internal points/);
    const turns = run(edited((s) => (s['destruction']['mean'] = { value: 1.25e30, standardError: 0 }))).svg!;
    expect(texts(turns, 'destruction')).toMatch(/Mean turn of destruction 1\.25e\+30 ± 0 /);
  });

  it('writes a quantile of any sign and size whole, and never "-0"', () => {
    const svg = run(
      edited((s) => {
        s['internals']['quantiles'][0]['value'] = -2.5e100;
        s['internals']['quantiles'][2]['value'] = -0.001;
        s['internals']['quantiles'][4]['value'] = 1e-30;
      }),
    ).svg!;
    expect(texts(svg, 'internals')).toMatch(/median 0; 90% of trials from -2\.5e\+100 to 0$/);
  });

  it('refuses a standard error whose ± figure would not be finite, at its path (1e308 was "± Infinity" with ok: true)', () => {
    expect(run(withMean(4, 1e308)).said).toEqual([`invalid-value internals.mean.standardError: 1e+308 is not a standard error, a number from 0 to ${MAX_MEAN_ERROR} (twice it is printed)`]);
    expect(texts(run(withMean(4, MAX_MEAN_ERROR)).svg!, 'internals')).toMatch(/Mean 4 ± 1\.8e\+308 internal points/);
    expect(run(edited((s) => (s['parts'][0]['hit']['standardError'] = 1e308))).said.map((l) => l.split(':')[0])).toEqual(['invalid-value parts[0].hit.standardError']);
    expect(run(edited((s) => (s['destruction']['destroyed']['standardError'] = 1.5))).said.map((l) => l.split(':')[0])).toEqual(['invalid-value destruction.destroyed.standardError']);
    // The largest standard error of a probability still draws: ± 200 percentage points.
    expect(texts(run(edited((s) => (s['destruction']['destroyed']['standardError'] = 1))).svg!, 'destruction')).toMatch(/Destroyed within 6 turns: 82\.0% ± 200\.0 /);
  });

  it('any accepted figure is drawn finite and reads back at its printed precision', () => {
    const figure = fc.oneof(fc.double({ min: 0, max: Number.MAX_VALUE, noNaN: true }), fc.double({ min: 0, max: 1e6, noNaN: true }), fc.integer({ min: -300, max: 308 }).map((e) => Number(`1e${e}`)));
    const error = fc.oneof(fc.double({ min: 0, max: MAX_MEAN_ERROR, noNaN: true }), fc.constant(MAX_MEAN_ERROR), fc.double({ min: 0, max: 10, noNaN: true }));
    const probabilityError = fc.double({ min: 0, max: 1, noNaN: true });
    fc.assert(
      fc.property(figure, error, probabilityError, (value, se, pse) => {
        const r = run(
          edited((s) => {
            s['internals']['mean'] = { value, standardError: se };
            s['disarmed'][5]['standardError'] = pse;
          }),
        );
        expect(r.said).toEqual([]);
        const svg = r.svg!;
        expect(svg).not.toMatch(/Infinity|NaN/);
        const m = /Mean (\S+) ± (\S+) internal points/.exec(texts(svg, 'internals'));
        expect(m).not.toBeNull();
        for (const [text, v] of [
          [m![1]!, value],
          [m![2]!, 2 * se],
        ] as const) {
          const [mantissa = '', exponent] = text.split('e');
          const e = exponent === undefined ? 0 : Number(exponent);
          expect(Math.abs(Number(mantissa) - v / 10 ** e), `${text} for ${v}`).toBeLessThanOrEqual(0.005 + Math.abs(v / 10 ** e) * 1e-15);
        }
      }),
      { numRuns: 60 },
    );
  });
});
