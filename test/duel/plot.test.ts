// plotDuel: the charts of a duel as SVG, and a result from JSON checked before anything is drawn.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { duel } from '../../src/duel/index.js';
import { PLOT_LIMITS, plotDuel } from '../../src/plot/index.js';
import { BRAWLER, testShip } from './ships.js';

const r = duel(testShip(BRAWLER), testShip(BRAWLER, { name: 'Twin <&>' }), { trials: 300, range: { kind: 'fixed', range: 4 } });
if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
const result = JSON.parse(JSON.stringify(r.value)) as typeof r.value;

describe('plotDuel', () => {
  it('draws the outcomes, the turn decided and the first losses, each bar with its value', () => {
    const svg = plotDuel(result);
    if (!svg.ok) throw new Error(JSON.stringify(svg.diagnostics));
    for (const chart of ['outcomes', 'decided', 'lost-a', 'lost-b']) expect(svg.value).toContain(`data-chart="${chart}"`);
    const value = (bar: string): number => Number(new RegExp(`data-value="([^"]+)" data-bar="${bar}"`).exec(svg.value)?.[1] ?? NaN);
    expect(value('a wins')).toBeCloseTo(result.outcomes.aWins.value, 6);
    expect(value('draw')).toBeCloseTo(result.outcomes.draw.value, 6);
    expect(svg.value).toContain('Twin &lt;&amp;&gt;');
    expect(svg.value).not.toContain('Twin <&>');
  });

  it('names each side\'s first losses by its letter too, so that a mirror match tells them apart', () => {
    const mirror = duel(testShip(BRAWLER), testShip(BRAWLER), { trials: 100, range: { kind: 'fixed', range: 4 } });
    if (!mirror.ok) throw new Error(JSON.stringify(mirror.diagnostics));
    const svg = plotDuel(mirror.value);
    if (!svg.ok) throw new Error(JSON.stringify(svg.diagnostics));
    const name = mirror.value.a.name;
    expect(mirror.value.b.name).toBe(name);
    expect(svg.value).toContain(`Lost first by ${name} (a)`);
    expect(svg.value).toContain(`Lost first by ${name} (b)`);
  });

  it('refuses a result that does not add up, or that is not one, at its path', () => {
    const paths = (x: unknown): (string | undefined)[] => {
      const p = plotDuel(x as typeof result);
      expect(p.ok).toBe(false);
      return p.diagnostics.map((d) => d.path);
    };
    expect(paths({ ...result, decidedBy: { ...result.decidedBy, byTurn: result.decidedBy.byTurn.map(() => result.trials) } })).toEqual(['decidedBy.byTurn']);
    expect(paths({ ...result, outcomes: { ...result.outcomes, draw: { value: 2, standardError: 0 } } })).toEqual(['outcomes.draw.value']);
    expect(paths({ ...result, a: { ...result.a, name: 'x'.repeat(PLOT_LIMITS.nameLength + 1) } })).toEqual(['a.name']);
    expect(paths(null)).toEqual(['']);
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (x, options) => {
        expect(typeof plotDuel(x as typeof result, options as never).ok).toBe('boolean');
        expect(typeof plotDuel({ ...result, a: x } as typeof result).ok).toBe('boolean');
      }),
      { numRuns: 200 },
    );
  });
});
