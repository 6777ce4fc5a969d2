// Every legal design works everywhere (issue 36): a ship of any catalog systems its tech level
// allows (every armor kind among them, specific armor with what it guards), chart systems and
// chart weapons loads, prices and totals, builds, draws, takes volleys (resolveVolley, the
// simulation kernel, exactVolley), saves its damage and joins a fleet: its legality is the book's,
// never an engine's coverage.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOG_ENTRIES, isAvailableAt, type TechLevel } from '../../src/catalog/index.js';
import { applyDamageState, damageStateOf, exactVolley, resolveVolley, simulateVolleys } from '../../src/damage/index.js';
import { compileDesign, loadDesigns, resolveFleet, tableRows, type ShipDesign, type ShipModel } from '../../src/design/index.js';
import { seededDice } from '../../src/dice/index.js';
import type { Result } from '../../src/diagnostics/result.js';
import { renderSheet } from '../../src/sheet/index.js';

const ok = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
};

/** The chart results specific armor may guard in these designs. */
const GUARDS = ['Bridge', 'L Warp', 'R Warp', 'Phaser', 'Torp', 'Impulse', 'F Hull', 'Lab'] as const;

/** Chart systems the catalog does not price, written by their chart names. */
const CHART_LINES = ['Bridge', 'Aux Con', 'L Warp', 'R Warp', 'Impulse', 'APR', 'Battery', 'Torp', 'Drone'] as const;

const design = fc
  .record({
    tech: fc.constantFrom<TechLevel>(3, 4, 5, 6, 7),
    picks: fc.array(fc.record({ at: fc.nat(CATALOG_ENTRIES.length - 1), count: fc.integer({ min: 1, max: 4 }), guards: fc.subarray([...GUARDS], { minLength: 1, maxLength: 3 }) }), { minLength: 1, maxLength: 14 }),
    chart: fc.subarray([...CHART_LINES]),
    shields: fc.array(fc.nat(16), { minLength: 6, maxLength: 6 }),
    phasers: fc.nat(3),
    torps: fc.nat(2),
  })
  .map((g): ShipDesign => {
    // The catalog lines the tech level has (a pick the ship cannot carry is left out).
    const catalog = g.picks.flatMap(({ at, count, guards }) => {
      const e = CATALOG_ENTRIES[at]!;
      if (!isAvailableAt(e, g.tech)) return [];
      return [{ label: e.label, ...(e.variant === null ? {} : { variant: e.variant }), count, ...(e.id === 'armor-specific' ? { guards } : {}) }];
    });
    return {
      format: 1,
      kind: 'ship',
      name: 'Any Ship',
      sizeClass: 3,
      tech: g.tech,
      shields: g.shields,
      systems: [...g.chart.map((label) => ({ label, count: 2 })), ...catalog],
      ...(g.phasers > 0 ? { phasers: [{ type: 'Ph-2', arcs: [1, 2, 6], count: g.phasers }] } : {}),
      units: [
        { name: 'Lance', spec: '3d6 eZap AP ARC:ABF', count: 2, weapon: 'Ph-1' },
        ...(g.torps > 0 ? [{ name: 'Photon', spec: '4d6 pZap "Photon" ARC:A p=4', count: g.torps, weapon: 'Torp' as const }] : []),
        { name: 'Screen', spec: '9 eDefense' },
      ],
    };
  });

/** A design text with the ship and a fleet of two of it. */
const fileOf = (d: ShipDesign): string => `${JSON.stringify(d)}\n---\n${JSON.stringify({ format: 1, kind: 'fleet', name: 'Pair', ships: [{ ship: d.name, count: 2 }] })}\n`;

describe('any design the catalog allows', () => {
  it('loads, prices, builds, draws, takes volleys in every engine, saves its damage and joins a fleet', () => {
    fc.assert(
      fc.property(design, fc.nat(), (d, seed) => {
        const r = loadDesigns(fileOf(d), 'any.yaml');
        if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
        expect(r.diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
        const model = r.value.documents[0] as ShipModel;
        expect(model.kind).toBe('ship');

        // Priced and totalled: the totals are the sums of their parts, the table the readout's units.
        const t = model.totals;
        expect(t.points).toBe(t.unitBuild + t.boxPoints);
        expect(t.boxes).toBe(t.shieldBoxes + t.hullBoxes + t.armorBoxes + t.systemBoxes + t.phasers);
        expect(t.unitBuild).toBe(model.readout.units.reduce((n, u) => n + u.totalBuild, 0));
        expect(tableRows(model).map((row) => row.build)).toEqual(model.prices.map((p) => p.build));
        // A document built in code compiles to the same figures.
        expect((ok(compileDesign(model.document)) as ShipModel).totals).toEqual(t);

        // Drawn, as built and after a volley of units of several techs.
        expect(ok(renderSheet(model)).pages.length).toBeGreaterThan(0);
        const volley = { shield: 1 as const, units: [{ points: 40, tech: d.tech }, { points: 25, tech: 4, weapon: 'Ph-10' }, { points: 12 }] };
        const hit = ok(resolveVolley(model.ship, volley, seededDice(seed)));
        expect(hit.summary.points).toBe(77);
        expect(ok(renderSheet({ design: model, ship: hit.ship })).pages.length).toBeGreaterThan(0);

        // The kernel simulates it; a short volley is enumerated exactly (or refused as too large, a limit).
        const sim = ok(simulateVolleys(model.ship, [volley], { trials: 20, turns: 3, seed }));
        expect(sim.trials).toBe(20);
        const exact = exactVolley(model.ship, { shield: 4, points: 2 });
        if (!exact.ok) expect(exact.diagnostics.map((x) => x.code)).toEqual(['exact-too-large']);

        // Its damage saves and loads back.
        expect(ok(applyDamageState(model.ship, JSON.parse(JSON.stringify(ok(damageStateOf(hit.ship))))))).toEqual(hit.ship);

        // And a fleet of two of it costs twice its points.
        const fleet = ok(resolveFleet(r.value, { read: (ref) => ({ ok: false, file: ref, reason: 'no other files' }) }));
        expect(fleet.totals.points).toBe(2 * t.points);
        expect(fleet.ships.map((s) => s.model)).toEqual([model, model]);
      }),
      { numRuns: 40 },
    );
  });
});
