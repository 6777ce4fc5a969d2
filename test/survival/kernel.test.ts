// The simulation kernel against resolveVolley: for the same dice, the same ship, the same summary
// and the same number of dice taken, on generated ships, house charts, volleys and choices.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildShip, nextTurn, resolveVolley, type DamageChart, type ShipDescription, type ShipState, type VolleyChoices, type VolleyOutcome } from '../../src/damage/index.js';
import { planVolley } from '../../src/damage/volley.js';
import { scriptedDice, seededDice } from '../../src/dice/index.js';
import type { Result } from '../../src/diagnostics/result.js';
import { beginVolley, compileKernel, compileVolley, loadShip, nextTurnOf, runVolleyKernel, runVolleyRolls, shipOfState, summaryOfState } from '../../src/survival/kernel.js';
import { diceOfStream, ensureRolls, rollStream, rollsTaken } from '../../src/survival/roll-stream.js';
import { wear, wearing } from '../helpers/armor.js';
import { armored, chart, description, facing, volley } from '../helpers/volleys.js';
import { fromCounts } from '../helpers/ship-lines.js';

const ok = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(r.diagnostics.map((d) => `${d.path}: ${d.message}`).join('; '));
  return r.value;
};

/** The owner's choices as orders (the kernel's domain; functions run on resolveVolley itself). */
const orders: fc.Arbitrary<VolleyChoices> = fc.record(
  {
    anyWeapon: fc.subarray(['Phaser', 'Drone', 'Torp', 'Shuttle'] as const).chain((xs) => fc.shuffledSubarray(xs, { minLength: xs.length })),
    anyWarp: fc.shuffledSubarray(['C Warp', 'L Warp', 'R Warp'] as const),
    shuttle: fc.shuffledSubarray(['empty', 'occupied'] as const),
    phaser: fc.shuffledSubarray(['Ph-1', 'Ph-2', 'Ph-3', 'Ph-X'] as const),
  },
  { requiredKeys: [] },
);
/** Ships where the owner's choices matter: shuttles aboard, several warp engines, phasers of several types, weapons. */
const choosy: fc.Arbitrary<ShipDescription> = fc
  .record({
    shields: fc.nat(2),
    shuttles: fc.integer({ min: 1, max: 3 }),
    aboard: fc.nat(3),
    warps: fc.tuple(fc.nat(2), fc.nat(2), fc.nat(2)),
    weapons: fc.tuple(fc.nat(2), fc.nat(2)),
    hull: fc.nat(2),
    phasers: fc.array(fc.record({ type: fc.constantFrom('Ph-1', 'Ph-2', 'Ph-3', 'Ph-X'), arcs: fc.subarray([1, 2, 3, 4, 5, 6] as const, { minLength: 1 }) }), { minLength: 1, maxLength: 6 }),
  })
  .map((x) => fromCounts({
    name: 'choosy',
    shields: x.shields,
    systems: { Shuttle: x.shuttles, 'C Warp': x.warps[0], 'L Warp': x.warps[1], 'R Warp': x.warps[2], Torp: x.weapons[0], Drone: x.weapons[1], 'C Hull': x.hull },
    shuttlesAboard: Math.min(x.aboard, x.shuttles),
    phasers: x.phasers,
    tracks: { excess: 6 },
  }));
const rank = fc.constantFrom(['Ph-1', 'Ph-G', 'Ph-2', 'Ph-3'], ['Ph-3', 'Ph-1'], ['Ph-X']);

/** Runs one volley through resolveVolley and through the kernel on the same rolls, expects the same ship and summary, and returns resolveVolley's outcome. */
function expectKernelAgrees(ship: ShipState, v: Parameters<typeof resolveVolley>[1], rolls: readonly number[], opts: NonNullable<Parameters<typeof resolveVolley>[3]>): VolleyOutcome {
  const ref = ok(resolveVolley(ship, v, scriptedDice(rolls), opts));
  const plan = ok(planVolley(ship, v, seededDice(1), opts));
  const k = compileKernel(plan.ship, plan);
  const s = k.initial.slice();
  beginVolley(s);
  runVolleyKernel(k, compileVolley(plan, k), s, scriptedDice(rolls));
  expect(shipOfState(plan.ship, s)).toEqual(ref.ship);
  expect(summaryOfState(s)).toEqual(ref.summary);
  return ref;
}

/** A trial of the simulation's path: a ship (every kind of armor, worn), a chart, volleys each maybe ending a turn, the owner's choices, a phaser ranking and a seed. */
const chainedTrial = (maxVolleys: number) =>
  [fc.oneof(description, choosy, armored), wearing, chart, fc.array(fc.tuple(volley, fc.boolean()), { minLength: 1, maxLength: maxVolleys }), orders, rank, fc.integer({ min: 0, max: 2 ** 31 })] as const;

/** The trial's ship (worn), its volley options, and the kernel compiled from its first volley's plan with a state of the ship; undefined when the ship does not build. */
function startTrial(d: ShipDescription, worn: Parameters<typeof wear>[1], c: DamageChart | undefined, firstVolley: Parameters<typeof resolveVolley>[1], choices: VolleyChoices, phaserRank: readonly string[]) {
  const built = buildShip(d);
  if (!built.ok) return undefined;
  const opts = { choices, phaserRank, log: false, ...(c === undefined ? {} : { chart: c }) };
  const ship: ShipState = wear(built.value, worn);
  const first = ok(planVolley(ship, firstVolley, seededDice(1), opts));
  const k = compileKernel(first.ship, first);
  return { ship, opts, first, k, s: k.initial.slice() };
}

describe('the simulation kernel', () => {
  it('takes the phasers resolveVolley takes on a ship of hundreds, over chained volleys (its cursors skip the destroyed ones)', () => {
    // 300 phasers of three types on mixed arcs, a chart that hits phasers often, volleys from every direction.
    const arcsOf = (i: number): (1 | 2 | 3 | 4 | 5 | 6)[] => [1, 2, 3, 4, 5, 6].filter((f) => (i * 7 + f) % 3 !== 0) as (1 | 2 | 3 | 4 | 5 | 6)[];
    const phasers = Array.from({ length: 300 }, (_, i) => ({ type: ['Ph-1', 'Ph-2', 'Ph-3'][i % 3]!, arcs: arcsOf(i) }));
    let ship: ShipState = ok(buildShip({ name: 'Hedgehog', systems: [{ label: 'F Hull', count: 400 }, { label: 'Torp', count: 50 }], phasers, tracks: { excess: 400 } }));
    let phaserHits = 0;
    for (let v = 0; v < 6; v++) {
      const volley = { shield: ((v % 6) + 1) as 1, units: [{ points: 60, direction: (((v * 5) % 6) + 1) as 1 }] };
      const rolls = Array.from({ length: 400 }, (_, i) => ((i * 7 + v * 3) % 6) + 1);
      const ref = expectKernelAgrees(ship, volley, rolls, { log: false });
      phaserHits += ref.ship.phasers.filter((p, i) => p.destroyed && !ship.phasers[i]!.destroyed).length;
      ship = ref.ship;
    }
    // The case means something: many phasers went, and others still stand.
    expect(phaserHits).toBeGreaterThan(20);
    expect(ship.phasers.some((p) => !p.destroyed)).toBe(true);
  });


  it('gives resolveVolley\'s ship and summary, taking the same dice, on ships with every armor kind', () => {
    const seen = { phaserHits: 0, shuttleLost: 0, destroyed: 0, armor9: 0, skinBox: 0, skinIgnored: 0, regenerating: 0, breen: 0, specific: 0, defended: 0, mixed: 0 };
    fc.assert(
      fc.property(
        fc.oneof(description, choosy, armored),
        wearing,
        fc.nat(40),
        chart,
        volley,
        orders,
        rank,
        fc.option(fc.integer({ min: 2, max: 8 }), { nil: undefined }),
        fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 400 }),
        (d, worn, warmUp, c, v, choices, phaserRank, weaponTech, rolls) => {
          const built = buildShip(d);
          if (!built.ok) return;
          let ship: ShipState = wear(built.value, worn);
          if (warmUp > 0) ship = ok(resolveVolley(ship, { shield: v.shield, points: warmUp }, seededDice(warmUp))).ship;
          const opts = { choices, phaserRank, log: false, ...(c === undefined ? {} : { chart: c }), ...(weaponTech === undefined ? {} : { weaponTech }) };
          const refDice = scriptedDice(rolls);
          const ref = ok(resolveVolley(ship, v, refDice, opts));

          const plan = ok(planVolley(ship, v, seededDice(1), opts));
          const k = compileKernel(plan.ship, plan);
          const s = k.initial.slice();
          beginVolley(s);
          const kernelDice = scriptedDice(rolls);
          runVolleyKernel(k, compileVolley(plan, k), s, kernelDice);
          expect(shipOfState(plan.ship, s)).toEqual(ref.ship);
          expect(summaryOfState(s)).toEqual(ref.summary);
          expect(kernelDice.used()).toBe(refDice.used());

          if (ref.ship.phasers.some((p, i) => p.destroyed && !ship.phasers[i]!.destroyed)) seen.phaserHits++;
          if (ref.ship.shuttlesAboard < ship.shuttlesAboard) seen.shuttleLost++;
          if (ref.ship.destroyed && !ship.destroyed) seen.destroyed++;
          const lost = (kind: string): boolean => ref.ship.armor.some((a, i) => a.kind === kind && a.destroyed > ship.armor[i]!.destroyed);
          if (ship.armor.some((a) => a.kind === 'armor-9') && ref.summary.armor > 0) seen.armor9++;
          if (lost('skin')) seen.skinBox++;
          if (ref.ship.armor.some((a, i) => a.kind === 'skin' && (a.ignoreLeft ?? 0) < (ship.armor[i]!.ignoreLeft ?? 0))) seen.skinIgnored++;
          if (lost('regenerating')) seen.regenerating++;
          if (lost('breen')) seen.breen++;
          if (ref.ship.specificArmor.some((a, i) => a.destroyed > ship.specificArmor[i]!.destroyed)) seen.specific++;
          if ((ship.hull.nonAblative > 0 || ship.hull.coating || ship.hull.solidNeutronium) && ref.summary.ignored > 0) seen.defended++;
          if (ship.armor.length >= 3) seen.mixed++;
        },
      ),
      { numRuns: 3000 },
    );
    // The property must have met the rules it is about, or it proves little.
    expect(seen.phaserHits).toBeGreaterThan(50);
    expect(seen.shuttleLost).toBeGreaterThan(10);
    expect(seen.destroyed).toBeGreaterThan(50);
    expect(seen.armor9).toBeGreaterThan(20);
    expect(seen.skinBox).toBeGreaterThan(40);
    expect(seen.skinIgnored).toBeGreaterThan(100);
    expect(seen.regenerating).toBeGreaterThan(40);
    expect(seen.breen).toBeGreaterThan(40);
    expect(seen.specific).toBeGreaterThan(40);
    expect(seen.defended).toBeGreaterThan(100);
    expect(seen.mixed).toBeGreaterThan(100);
  });

  it('agrees on the owner\'s choices where they matter most: a chart of phasers, weapons, warps and shuttles', () => {
    const rows = [
      [{ result: 'Phaser', bold: false }, { result: 'Shuttle', bold: false }, { result: 'Excess', bold: false }],
      [{ result: 'Any Weapon', bold: false }, { result: 'Any Warp', bold: false }, { result: 'Excess', bold: false }],
    ] as const;
    const busy: DamageChart = {
      rows: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [i + 2, rows[i % 2]])) as unknown as DamageChart['rows'],
      source: { book: 'spacedock', entry: 'a chart of choices (test)' },
    };
    fc.assert(
      fc.property(choosy, volley, orders, rank, fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 200 }), (d, v, choices, phaserRank, rolls) => {
        const built = buildShip(d);
        if (!built.ok) return;
        expectKernelAgrees(built.value, v, rolls, { choices, phaserRank, chart: busy, log: false });
      }),
      { numRuns: 1000 },
    );
  });

  it('carries the ship from volley to volley and turn to turn as resolveVolley and nextTurn do (the simulation\'s path)', () => {
    let turns = 0;
    fc.assert(
      fc.property(...chainedTrial(6), (d, worn, c, volleys, choices, phaserRank, seed) => {
        const t = startTrial(d, worn, c, volleys[0]![0], choices, phaserRank);
        if (t === undefined) return;
        const { opts, first, k, s } = t;
        let ship = t.ship;
        const refDice = seededDice(seed);
        const kernelDice = seededDice(seed);
        for (const [v, newTurn] of volleys) {
          const ref = ok(resolveVolley(ship, v, refDice, opts));
          beginVolley(s);
          runVolleyKernel(k, compileVolley(ok(planVolley(ship, v, seededDice(1), opts)), k), s, kernelDice);
          expect(shipOfState(first.ship, s)).toEqual(ref.ship);
          expect(summaryOfState(s)).toEqual(ref.summary);
          ship = ref.ship;
          if (newTurn) {
            // The rules between two turns: the helper on the state, and the kernel on its array.
            ship = ok(nextTurn(ship));
            nextTurnOf(k, s);
            expect(shipOfState(first.ship, s)).toEqual(ship);
            if (ship.armor.some((a) => a.kind === 'regenerating' || a.kind === 'skin')) turns++;
          }
        }
        // Both took the same number of dice: their next rolls agree.
        expect(kernelDice.d6()).toBe(refDice.d6());
        // A state loaded afresh from the ship is the kernel's array (the reference engine's path).
        const again = new Int32Array(k.size);
        loadShip(k, ship, again);
        expect(shipOfState(first.ship, again)).toEqual(ship);
      }),
      { numRuns: 1500 },
    );
    expect(turns).toBeGreaterThan(100);
  });

  it('runs volleys from a buffer of rolls as resolveVolley runs them from the same rolls, trial by trial (the simulation\'s path)', () => {
    // The path simulateVolleys takes: one state array carried over chained volleys and turns
    // (its row masks and phaser cursors with it), rolls read from a seeded stream;
    // resolveVolley takes the same rolls as two dice each. Every armor kind, worn ships, house
    // charts, several units from several directions, the owner's choices.
    let rolled = 0;
    fc.assert(
      fc.property(...chainedTrial(8), (d, worn, c, volleys, choices, phaserRank, seed) => {
        const t = startTrial(d, worn, c, volleys[0]![0], choices, phaserRank);
        if (t === undefined) return;
        const { opts, first, k, s } = t;
        let ship = t.ship;
        const stream = rollStream(seed);
        const twin = rollStream(seed);
        const refDice = diceOfStream(twin);
        for (const [v, newTurn] of volleys) {
          const ref = ok(resolveVolley(ship, v, refDice, opts));
          const kv = compileVolley(ok(planVolley(ship, v, seededDice(1), opts)), k);
          beginVolley(s);
          ensureRolls(stream, kv.total);
          stream.at = runVolleyRolls(k, kv, s, stream.rolls, stream.at);
          expect(shipOfState(first.ship, s)).toEqual(ref.ship);
          expect(summaryOfState(s)).toEqual(ref.summary);
          // The same rolls taken, no more and no fewer.
          expect(rollsTaken(stream)).toBe(rollsTaken(twin));
          ship = ref.ship;
          if (newTurn) {
            ship = ok(nextTurn(ship));
            nextTurnOf(k, s);
          }
        }
        rolled += rollsTaken(stream);
      }),
      { numRuns: 3000 },
    );
    // The case means something: many points went to the chart.
    expect(rolled).toBeGreaterThan(5000);
  });

  it('takes the volleys of several units in order, each from its direction', () => {
    const ship = ok(buildShip(fromCounts({ name: 'Arcs', shields: 0, systems: { 'F Hull': 2 }, phasers: [{ type: 'Ph-1', arcs: [1] }, { type: 'Ph-3', arcs: [4] }] })));
    fc.assert(
      fc.property(fc.array(fc.record({ points: fc.nat(6), direction: facing }), { minLength: 1, maxLength: 4 }), fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 60 }), (units, rolls) => {
        const ref = ok(resolveVolley(ship, { shield: 1, units }, scriptedDice(rolls), { log: false }));
        const plan = ok(planVolley(ship, { shield: 1, units }, seededDice(1), undefined));
        const k = compileKernel(plan.ship, plan);
        const s = k.initial.slice();
        beginVolley(s);
        runVolleyKernel(k, compileVolley(plan, k), s, scriptedDice(rolls));
        expect(shipOfState(plan.ship, s)).toEqual(ref.ship);
      }),
      { numRuns: 500 },
    );
  });
});
