// Hostile and wrong inputs of duel(): each a diagnostic at its path, never a throw, and the
// limits checked before any trial runs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DUEL_LIMITS, duel } from '../../src/duel/index.js';
import { prepareDuel } from '../../src/duel/run.js';
import type { ShipModel } from '../../src/design/model.js';
import { BRAWLER, testShip } from './ships.js';

const ship = testShip(BRAWLER);
const refused = (r: { ok: boolean; diagnostics: readonly { path?: string; code: string }[] }) => {
  expect(r.ok).toBe(false);
  return r.diagnostics.map((d) => `${d.code} ${d.path ?? ''}`);
};

describe('duel inputs', () => {
  it('refuses what is not a compiled ship, at the side', () => {
    expect(refused(duel(null as unknown as ShipModel, ship))).toEqual(['invalid-value a']);
    expect(refused(duel(ship, { ...ship, kind: 'units' } as unknown as ShipModel))).toEqual(['invalid-value b.kind']);
    expect(refused(duel(ship, { ...ship, ship: { ...ship.ship, shields: [1, 2] as unknown as ShipModel['ship']['shields'] } }))[0]).toMatch(/ b\.ship\.shields$/);
    expect(refused(duel({ ...ship, prices: [] }, ship))).toEqual(['invalid-value a.prices']);
    const badSpec = { ...ship, document: { ...ship.document, units: [{ name: 'x', spec: '3d6 eZap XX' }] } };
    expect(refused(duel(badSpec, ship))).toEqual(['invalid-value a.document.units[0].spec']);
    const trap = new Proxy(ship, { get: (t, k) => { if (k === 'kind') throw new Error('trap'); return Reflect.get(t, k); } });
    expect(refused(duel(trap, ship))).toEqual(['unreadable-input a.kind']);
  });

  it('refuses wrong options at their paths, with a did-you-mean', () => {
    const at = (options: unknown): string[] => refused(duel(ship, ship, options as never));
    expect(at({ trials: 0 })).toEqual(['invalid-value options.trials']);
    expect(at({ trials: DUEL_LIMITS.trials + 1 })).toEqual(['duel-too-large options.trials']);
    expect(at({ turns: 1.5 })).toEqual(['invalid-value options.turns']);
    expect(at({ seed: -1 })).toEqual(['invalid-value options.seed']);
    expect(at({ range: { kind: 'closing', from: 4, to: 8, step: 1 } })).toEqual(['invalid-value options.range.to']);
    expect(at({ range: { kind: 'orbit' } })).toEqual(['invalid-value options.range.kind']);
    expect(at({ range: { kind: 'list', ranges: [] } })).toEqual(['invalid-value options.range.ranges']);
    expect(at({ range: { kind: 'list', ranges: new Array(DUEL_LIMITS.rangeList + 1).fill(1) } })).toEqual(['duel-too-large options.range.ranges']);
    expect(at({ facing: { a: 7, b: 1 } })).toEqual(['invalid-value options.facing.a']);
    expect(at({ facing: 'sideways' })).toEqual(['invalid-value options.facing']);
    expect(at({ firing: 'never' })).toEqual(['invalid-value options.firing']);
    expect(at({ power: 'lots' })).toEqual(['invalid-value options.power']);
    expect(at({ toHit: { base: 'x' } })).toEqual(['invalid-value options.toHit.base']);
    expect(at({ trails: 5 })).toEqual(['unknown-field options.trails']);
    expect(duel(ship, ship, { trails: 5 } as never).diagnostics[0]?.message).toMatch(/did you mean trials/);
    const getter = Object.defineProperty({}, 'trials', { enumerable: true, get: () => { throw new Error('no'); } });
    expect(at(getter)).toEqual(['unreadable-input options.trials']);
  });

  it('refuses too much work before running a trial', () => {
    const heavy = testShip([{ spec: '100d6 eZap', count: 200 }]);
    const t0 = process.cpuUsage();
    const r = prepareDuel(heavy, heavy, { trials: DUEL_LIMITS.trials, turns: 100 });
    const cpu = process.cpuUsage(t0);
    expect(refused(r)).toEqual(['duel-too-large options.trials']);
    expect((cpu.user + cpu.system) / 1e6).toBeLessThan(5); // refused up front, not after a long run
  });

  it('refuses a line counting more weapons or defenses than the limits before arming them one by one', () => {
    const huge = (spec: string) => ({ ...ship, document: { ...ship.document, units: [{ name: 'Many', spec, count: 1e12 }] }, prices: [ship.prices[0]!] });
    const t0 = process.cpuUsage();
    expect(refused(prepareDuel(huge('3d6 eZap'), ship, undefined))).toEqual(['duel-too-large a.document.units']);
    expect(refused(prepareDuel(ship, huge('9 eDefense'), undefined))).toEqual(['duel-too-large b.document.units']);
    const cpu = process.cpuUsage(t0);
    expect((cpu.user + cpu.system) / 1e6).toBeLessThan(5);
  });

  it('names the units it does not fire, and warns of a ship that fires nothing', () => {
    const odd = testShip([{ spec: '3d6 cZap' }, { spec: '2d6 Flash vs. radar' }, { spec: '9 eDefense LIMIT="only vs. missiles"' }]);
    const r = prepareDuel(odd, ship, undefined);
    expect(r.ok).toBe(true);
    expect(r.diagnostics.map((d) => `${d.code} ${d.path}`)).toEqual([
      'duel-unit-not-fired a.document.units[0]',
      'duel-unit-not-fired a.document.units[1]',
      'duel-unit-not-fired a.document.units[2]',
      'duel-unarmed a',
    ]);
  });

  it('never throws, whatever the options', () => {
    fc.assert(
      fc.property(fc.anything(), (options) => {
        const r = prepareDuel(ship, ship, options);
        expect(typeof r.ok).toBe('boolean');
        if (!r.ok) expect(r.diagnostics.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        const r = prepareDuel(a, b, { trials: 1 });
        expect(r.ok).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
