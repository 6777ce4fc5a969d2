// Hostile input to spacedock/plot (issue 23, items 4 and 10), each case in a child process with a
// bounded heap and a hang guard (see harness.ts): names past PLOT_LIMITS.nameLength refused at
// their path within a CPU budget, and never a non-finite figure in a plot that went through.
import { describe, expect, it } from 'vitest';
import { MAX_MEAN_ERROR } from '../../src/plot/read.js';
import { caseResult } from './harness.js';

/** What `plotted()` of cases/plot.ts gives. */
interface Plotted {
  readonly ok: boolean;
  readonly diagnostics: number;
  readonly said: readonly string[];
  readonly cpuMs: number;
  readonly length?: number;
  readonly infinite?: boolean;
}

/** A refusal is answered from the lengths alone: well under a second of CPU (it took minutes). */
const REFUSAL_CPU_MS = 1000;
/** 128 MB of heap: a few copies of the name at most, never one per part. */
const SMALL_HEAP = { heapMb: 128 };

describe('names past PLOT_LIMITS.nameLength', () => {
  it('200 parts sharing a 1 500 000-character name are refused at each part, quickly, in a small heap', () => {
    const r = caseResult('plot/200-parts-sharing-a-1.5M-name', SMALL_HEAP) as Plotted;
    expect(r).toMatchObject({ ok: false, diagnostics: 200 });
    expect(r.said).toEqual([0, 1, 2].map((i) => `invalid-value@parts[${i}].name: a name of 1500000 characters, more than PLOT_LIMITS.nameLength (1000)`));
    expect(r.cpuMs).toBeLessThan(REFUSAL_CPU_MS);
  });

  it('200 parts sharing a 1 000 000-character name (a 1 GB heap ran out) are refused the same way', () => {
    const r = caseResult('plot/200-parts-sharing-a-1M-name', SMALL_HEAP) as Plotted;
    expect(r).toMatchObject({ ok: false, diagnostics: 200 });
    expect(r.said[0]).toBe('invalid-value@parts[0].name: a name of 1000000 characters, more than PLOT_LIMITS.nameLength (1000)');
    expect(r.cpuMs).toBeLessThan(REFUSAL_CPU_MS);
  });

  it("a ship's name and a title of 1 500 000 characters are refused at their paths", () => {
    const ship = caseResult('plot/ship-name-1.5M', SMALL_HEAP) as Plotted;
    expect(ship).toMatchObject({ ok: false, said: ['invalid-value@ship: a name of 1500000 characters, more than PLOT_LIMITS.nameLength (1000)'] });
    expect(ship.cpuMs).toBeLessThan(REFUSAL_CPU_MS);
    const title = caseResult('plot/title-1.5M', SMALL_HEAP) as Plotted;
    expect(title).toMatchObject({ ok: false, said: ['invalid-value@options.title: a title of 1500000 characters, more than PLOT_LIMITS.titleLength (10000)'] });
    expect(title.cpuMs).toBeLessThan(REFUSAL_CPU_MS);
  });

  it('200 parts named at the limit with the worst character to escape draw a bounded document, in seconds', () => {
    const r = caseResult('plot/200-parts-named-at-the-limit', SMALL_HEAP) as Plotted;
    expect(r).toMatchObject({ ok: true, diagnostics: 0, infinite: false });
    // 200 parts x two data-bar attributes x 1000 `&amp;`, the title twice (once cut), and the rest.
    expect(r.length).toBeLessThan(200 * 2 * 5000 + 2 * 5 * 10_000 + 500_000);
    expect(r.cpuMs).toBeLessThan(5000);
  });
});

describe('figures printed in a plot', () => {
  it('a mean of 2.5e100 prints whole ("2.5e+1" before)', () => {
    expect(caseResult('plot/mean-2.5e100')).toEqual({ ok: true, infinite: false, note: expect.stringMatching(/^Mean 2\.5e\+100 ± 2\.5e\+99 internal points, median 6; 90% of trials from 2 to 10$/) });
  });

  it('a mean of 1.25e30 prints whole ("1.25e+3" before)', () => {
    expect(caseResult('plot/mean-1.25e30')).toEqual({ ok: true, infinite: false, note: expect.stringMatching(/Mean turn of destruction 1\.25e\+30 ± 0 \(of the trials that destroyed it\)/) });
  });

  it('a standard error of 1e308 is refused at its path ("± Infinity" with ok: true before); one at the bound prints', () => {
    expect(caseResult('plot/standard-error-1e308')).toEqual({
      ok: false,
      said: [`invalid-value@internals.mean.standardError: 1e+308 is not a standard error, a number from 0 to ${MAX_MEAN_ERROR} (twice it is printed)`],
    });
    expect(caseResult('plot/standard-error-at-the-bound')).toEqual({ ok: true, infinite: false, note: expect.stringMatching(/^Mean 4 ± 1\.8e\+308 internal points/) });
    expect(caseResult('plot/probability-standard-error-1e308')).toEqual({
      ok: false,
      said: ['invalid-value@destruction.destroyed.standardError: 1e+308 is not the standard error of a probability, a number from 0 to 1'],
    });
  });

  it('every printed estimate, with standard errors at and past their bounds: refused at its path, or drawn finite', () => {
    const lines = caseResult('plot/standard-errors-everywhere') as string[];
    expect(lines.filter((l) => l.includes('non-finite'))).toEqual([]);
    const probability = ['destruction.destroyed', 'disarmed[5]', 'parts[0].hit'];
    const mean = ['internals.mean', 'destruction.mean'];
    for (const path of probability) {
      expect(lines.filter((l) => l.startsWith(`${path} `) && l.endsWith(': drawn')).map((l) => l.split(' ')[1]!.slice(0, -1))).toEqual(['0', '0.5', '1']);
      for (const se of [1 + 2 ** -52, 1e21, MAX_MEAN_ERROR, 1e308, Number.MAX_VALUE]) expect(lines).toContain(`${path} ${se}: invalid-value@${path}.standardError`);
    }
    for (const path of mean) {
      expect(lines.filter((l) => l.startsWith(`${path} `) && l.endsWith(': drawn')).map((l) => l.split(' ')[1]!.slice(0, -1))).toEqual(['0', '0.5', '1', String(1 + 2 ** -52), '1e+21', String(MAX_MEAN_ERROR)]);
      for (const se of [1e308, Number.MAX_VALUE]) expect(lines).toContain(`${path} ${se}: invalid-value@${path}.standardError`);
    }
  });
});
