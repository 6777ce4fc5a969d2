// A simulation cut into shares for threads (shareSimulation, runSimulationShare,
// combineSimulationShares): any number of shares adds up to simulateVolleys' answer, and what is
// not a share or a tally of the simulation is refused with diagnostics.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildShip, combineSimulationShares, runSimulationShare, shareSimulation, simulateVolleys, type ShipState, type SimulationTally } from '../../src/damage/index.js';
import type { Result } from '../../src/diagnostics/result.js';
import { fromCounts } from '../helpers/ship-lines.js';

const ok = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(r.diagnostics.map((d) => `${d.path}: ${d.message}`).join('; '));
  return r.value;
};

const SHIP: ShipState = ok(buildShip(fromCounts({ name: 'Frigate', shields: 10, armor: 2, armorKind: 'armor-9', systems: { 'F Hull': 4, 'A Hull': 3, Impulse: 2, Bridge: 1, Torp: 2 }, phasers: [{ type: 'Ph-1', arcs: [1, 2, 6] }, { type: 'Ph-3', arcs: [3, 4, 5] }], tracks: { excess: 4 } })));
const PLAN = [{ shield: 1 as const, points: 16 }, { shield: 2 as const, points: 6 }];

describe('a simulation in shares', () => {
  it('adds up to the answer of simulateVolleys for 1, 2, 3 and more shares, in any order (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 2600 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 1, max: 5 }), (n, trials, seed, turns) => {
        const options = { trials, turns, seed };
        const shares = ok(shareSimulation(SHIP, PLAN, options, n));
        expect(shares.length).toBe(Math.min(n, Math.ceil(trials / 500)));
        const tallies = shares.map((s) => ok(runSimulationShare(structuredClone(s))));
        expect(tallies.reduce((t, x) => t + x.trials, 0)).toBe(trials);
        const whole = ok(combineSimulationShares(SHIP, PLAN, options, [...tallies].reverse()));
        expect(whole).toEqual(ok(simulateVolleys(SHIP, PLAN, options)));
      }),
      { numRuns: 40 },
    );
  });

  it('refuses tallies that are not of the simulation, or that leave a share out or count one twice', () => {
    const options = { trials: 1200, turns: 2, seed: 4 };
    const tallies = ok(shareSimulation(SHIP, PLAN, options, 3)).map((s) => ok(runSimulationShare(s)));
    const code = (r: Result<unknown>): string | undefined => (r.ok ? undefined : r.diagnostics[0]?.code);
    expect(code(combineSimulationShares(SHIP, PLAN, options, tallies.slice(1)))).toBe('simulation-shares-mismatch');
    expect(code(combineSimulationShares(SHIP, PLAN, options, [...tallies, tallies[0]!]))).toBe('simulation-shares-mismatch');
    const other = ok(shareSimulation(SHIP, PLAN, { ...options, turns: 5 }, 1)).map((s) => ok(runSimulationShare(s)));
    expect(code(combineSimulationShares(SHIP, PLAN, options, other))).toBe('simulation-shares-mismatch');
    const fake: SimulationTally = { trials: 1200, counts: new Float64Array(tallies[0]!.counts.length).fill(0.5) };
    expect(code(combineSimulationShares(SHIP, PLAN, options, [fake]))).toBe('simulation-shares-mismatch');
    expect(code(combineSimulationShares(SHIP, PLAN, options, 'tallies' as never))).toBe('simulation-shares-mismatch');
    expect(combineSimulationShares(SHIP, PLAN, options, tallies).ok).toBe(true);
  });

  it('refuses a count of shares or a share that is not one, with diagnostics at their paths', () => {
    for (const n of [0, -1, 1.5, 1025, Number.NaN, '2']) {
      const r = shareSimulation(SHIP, PLAN, undefined, n as number);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.diagnostics[0]?.path).toBe('shares');
    }
    const share = ok(shareSimulation(SHIP, PLAN, { trials: 1000 }, 2))[1]!;
    const bad = (s: unknown): readonly string[] => {
      const r = runSimulationShare(s as never);
      return r.ok ? [] : r.diagnostics.map((d) => d.path ?? '');
    };
    expect(bad({ ...share, from: 3 })).toEqual(['share.from']);
    expect(bad({ ...share, to: 0 })).toEqual(['share.to']);
    expect(bad({ ...share, plan: [] })).toEqual(['plan']);
    expect(bad(null)).toEqual(['share']);
    expect(bad({ ...share, extra: 1 })).toEqual(['share.extra']);
    expect(runSimulationShare(share).ok).toBe(true);
  });
});
