// The skip-ahead of a volley (specs/damage.md §2.1) against the plain loop that rolls every
// point: the same dice must give the same ship and the same summary, and every run of points the
// skip counts at once must be, point for point, what the plain loop did with those points.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildShip, type DamageChart, type ShipState, type VolleyEvent } from '../../src/damage/index.js';
import { chart, description, options, volley } from '../helpers/volleys.js';
import { planVolley, runVolley, type VolleyPlan } from '../../src/damage/volley.js';
import { MAX_VOLLEY_EVENTS } from '../../src/damage/limits.js';
import { seededDice } from '../../src/dice/index.js';
import type { Result } from '../../src/diagnostics/result.js';
import { fromCounts } from '../helpers/ship-lines.js';

/** The value of a result that must have succeeded. */
const ok = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(r.diagnostics.map((d) => `${d.path}: ${d.message}`).join('; '));
  return r.value;
};

const plan = (ship: ShipState, v: unknown, seed: number, opts: object): VolleyPlan => ok(planVolley(ship, v, seededDice(seed), opts));

/** The stage of every point, from a log of single events and runs. */
const stagesOf = (events: readonly VolleyEvent[]): string[] => events.flatMap((e) => new Array<string>((e.last ?? e.point) - e.point + 1).fill(e.stage));

describe('skip-ahead (specs/damage.md §2.1)', () => {
  it('gives the ship and summary of the plain loop; each run stands for exactly the points the loop spent that way', () => {
    const seen = { destroyed: 0, allIgnored: 0, allExcess: 0, ruled: 0 };
    fc.assert(
      fc.property(description, fc.nat(40), chart, volley, options, fc.integer(), (d, warmUp, c, v, o, seed) => {
        const built = buildShip(d);
        if (!built.ok) return; // an unbuildable description (too many shuttles, ...) is not this test's business
        // Start from a damaged ship now and then, so volleys begin with bold marks unused but boxes gone.
        let ship = built.value;
        if (warmUp > 0) ship = ok(runVolley(plan(ship, { shield: v.shield, points: warmUp }, seed ^ 1, {}))).ship;
        const opts = { ...o, ...(c === undefined ? {} : { chart: c }) };
        const settings = { maxEvents: Number.MAX_SAFE_INTEGER };
        // A checked plan never fails with good dice and choosers that pick a candidate.
        const skip = ok(runVolley(plan(ship, v, seed, opts), { ...settings, skipAhead: true }));
        const loop = ok(runVolley(plan(ship, v, seed, opts), { ...settings, skipAhead: false }));
        expect(skip.ship).toEqual(loop.ship);
        expect(skip.summary).toEqual(loop.summary);
        expect(stagesOf(skip.events)).toEqual(stagesOf(loop.events));
        // Before the first run the two logs are the same, event for event.
        const firstRun = skip.events.findIndex((e) => e.last !== undefined);
        const before = firstRun < 0 ? skip.events : skip.events.slice(0, firstRun);
        expect(before).toEqual(loop.events.slice(0, before.length));
        for (const e of skip.events.filter((x) => x.last !== undefined)) {
          if (e.note === 'the ship is destroyed') seen.destroyed++;
          else if (e.stage === 'excess') seen.allExcess++;
          else if (e.note === 'no chart cell can take a point') seen.allIgnored++;
          // A run a rule makes (a hull defense, Skin's allowance) is no skip: the loop logs the same run.
          else {
            expect(e.hit).toBeDefined();
            expect(loop.events).toContainEqual(e);
            seen.ruled++;
          }
          // The loop's events for the run's points: the same stage, unit and (for excess) the same hit.
          for (const p of loop.events.filter((x) => x.point >= e.point && x.point <= e.last!)) {
            expect(p).toMatchObject({ stage: e.stage, unit: e.unit });
            if (e.stage === 'excess') expect(p.hit).toBe('Excess');
          }
        }
      }),
      { numRuns: 1500 },
    );
    // The property must have met every kind of run, or it proves nothing about them.
    expect(seen.destroyed).toBeGreaterThan(20);
    expect(seen.allExcess).toBeGreaterThan(20);
    expect(seen.allIgnored).toBeGreaterThan(20);
    expect(seen.ruled).toBeGreaterThan(20);
  });

  it('settles nothing while a layer stands (Skin\'s allowance, a box of any kind) or specific armor guards an open cell', () => {
    const s = ok(buildShip(fromCounts({ name: 'Husk', shields: 0, armorLines: [{ kind: 'skin', count: 1 }], specific: [{ guards: ['Bridge'], count: 1 }], tracks: { sensor: [6], scanner: [0], damageControl: [0], excess: 3 } })));
    // Allowance spent, a box standing: the next points fill it, whatever the dice.
    const worn = { ...s, armor: [{ ...s.armor[0]!, ignoreLeft: 0 }] };
    const skip = ok(runVolley(plan(worn, { shield: 1, points: 50 }, 3, {})));
    expect(skip.summary).toMatchObject({ armor: 50, excess: 0 });
    // Bridge armor keeps row 2 open (its first cell) though the ship has no Bridge: a roll of 2 finds it.
    const bare = { ...worn, armor: [], rows: worn.rows?.filter((r) => r.system !== 'Armor') };
    const guarded = ok(runVolley(ok(planVolley(bare, { shield: 1, points: 2 }, { d6: () => 1 }, undefined))));
    expect(guarded.events[0]).toMatchObject({ stage: 'armor', hit: 'Specific armor (Bridge)' });
  });

  it('settles nothing while Armor-9 still stands, though its leaks reach a chart of nothing but Excess', () => {
    const husk = ok(buildShip(fromCounts({ name: 'Husk', shields: 0, armor: 2, armorKind: 'armor-9', tracks: { sensor: [6], scanner: [0], damageControl: [0], excess: 5 } })));
    for (const seed of [1, 2, 3]) {
      const skip = ok(runVolley(plan(husk, { shield: 1, points: 30 }, seed, {})));
      const loop = ok(runVolley(plan(husk, { shield: 1, points: 30 }, seed, {}), { skipAhead: false, maxEvents: MAX_VOLLEY_EVENTS }));
      // Points 1-9 and 11-19 fill the two boxes, 10 and 20 leak to Excess; only then is the rest settled.
      expect(skip.summary).toEqual({ points: 30, shields: 0, armor: 18, internals: 0, excess: 5, ignored: 7 });
      expect(skip.ship).toEqual(loop.ship);
    }
  });

  it('rolls no die for a settled point', () => {
    const built = ok(buildShip({ name: 'Husk', shields: 0, tracks: { sensor: [6], scanner: [0], damageControl: [0], excess: 3 } }));
    // Nothing but excess boxes (each capability track is down to its last box): the first point rolls and lands on Excess, which settles the rest.
    let rolls = 0;
    const counting = { d6: () => (rolls++, 3) };
    const r = ok(runVolley(ok(planVolley(built, { shield: 1, points: 500 }, counting, undefined))));
    expect(r.summary).toEqual({ points: 500, shields: 0, armor: 0, internals: 0, excess: 3, ignored: 497 });
    expect(rolls).toBe(2);
    expect(r.events).toEqual([
      { point: 1, unit: 0, stage: 'excess', roll: 6, column: 'M', result: 'Excess', hit: 'Excess', passed: expect.any(Array) },
      { point: 2, last: 3, unit: 0, stage: 'excess', result: 'Excess', hit: 'Excess', note: 'Excess is the only cell left on every row' },
      { point: 4, last: 500, unit: 0, stage: 'ignored', note: 'the ship is destroyed' },
    ]);
  });

  it('does not settle a row whose Excess is bold: it closes after one point', () => {
    // Every row is a single bold Excess: each row takes one point a volley, then passes the rest on to nothing.
    const boldExcess: DamageChart = { rows: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [i + 2, [{ result: 'Excess', bold: true }]])) as unknown as DamageChart['rows'], source: { book: 'spacedock', entry: 'test' } };
    const built = ok(buildShip({ name: 'Husk', shields: 0, tracks: { excess: 50 } }));
    const faces = [1, 1, 1, 2, 1, 1, 1, 2]; // rows 2, 3, 2, 3: two points score, two find their bold cell used
    const r = ok(runVolley(ok(planVolley(built, { shield: 1, points: 4 }, { d6: ((i) => () => faces[i++ % faces.length]!)(0) }, { chart: boldExcess }))));
    expect(r.summary).toMatchObject({ excess: 2, ignored: 2 });
    expect(r.events.every((e) => e.last === undefined)).toBe(true);
  });

  it('keeps the log within MAX_VOLLEY_EVENTS however the points are spent', () => {
    const built = ok(buildShip(fromCounts({ name: 'Wall', shields: 10_000, armor: 10_000, armorKind: 'armor-9', tracks: { excess: 10_000 } })));
    const r = ok(runVolley(ok(planVolley(built, { shield: 1, units: [{ points: 400_000 }, { points: 300_000 }] }, seededDice(5), undefined))));
    expect(r.events.length).toBe(MAX_VOLLEY_EVENTS);
    const last = r.events.at(-1)!;
    expect(last.stage).toBe('unlogged');
    expect(last.last).toBe(700_000);
    // The logged events and the closing one's spent points add up to the summary.
    const logged = r.events.slice(0, -1);
    expect(logged.length + last.spent!.points).toBe(700_000);
    expect(last.spent!.shields + logged.filter((e) => e.stage === 'shield').length).toBe(r.summary.shields);
    expect(last.spent!.armor + last.spent!.internals + last.spent!.excess + last.spent!.ignored + last.spent!.shields).toBe(last.spent!.points);
    expect(r.summary.points).toBe(700_000);
  });
});
