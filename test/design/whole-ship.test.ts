// Whole ships (issue 22): a design file describes the complete SSD, YAML and JSON are one format,
// and every view of a ship (its state, a volley, a simulation, its sheet, its totals) agrees.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { findEntry } from '../../src/catalog/index.js';
import { CHART_LABELS, SHIP_SYSTEMS, resolveVolley, simulateVolleys, type ShipState } from '../../src/damage/index.js';
import { loadDesigns, type ShipDesign, type ShipModel } from '../../src/design/index.js';
import { seededDice } from '../../src/dice/index.js';
import type { Result } from '../../src/diagnostics/result.js';
import { renderSheet } from '../../src/sheet/index.js';
import { runIn } from '../cli/harness.js';

const ok = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
};

/** The one document of a text, loaded (YAML or JSON: one loader). */
function loadOne(text: string, file: string): ShipModel {
  const r = loadDesigns(text, file);
  if (!r.ok) throw new Error(`${file}: ${JSON.stringify(r.diagnostics)}`);
  expect(r.value.documents).toHaveLength(1);
  const d = r.value.documents[0]!;
  if (d.kind !== 'ship') throw new Error(`${file}: not a ship`);
  return d;
}

/** Catalog lines valid at tech 3 and hit in combat, with the chart system each lands in. */
const CATALOG_LINES = [
  { label: 'Lab' },
  { label: 'Cargo' },
  { label: 'Repair' },
  { label: 'Quar' },
  { label: 'Prb' },
  { label: 'Hull', variant: 'F' },
  { label: 'Hull', variant: 'A' },
  { label: 'Hull', variant: 'C' },
  { label: 'Trac', variant: 'no Mech' },
  { label: 'Tran', variant: 'normal' },
  { label: 'Shtl' },
  { label: 'Armor' },
] as const;

const NAMES = ['Left warp', 'Crew quarters', 'ÑÅÉ Ålesund bay', 'Repair "yard" #2', 'x: y', '  spaced  ', '{braces}', '- dash', 'true', '12'];

/** A complete ship design: control, engines, power, weapons, hull, catalog systems, phasers, shuttles, tracks. */
const design: fc.Arbitrary<ShipDesign> = fc
  .record({
    name: fc.oneof(fc.constantFrom(...NAMES), fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== '')),
    shields: fc.oneof(fc.nat(30), fc.array(fc.nat(30), { minLength: 6, maxLength: 6 })),
    // Every chart name a line may have (Tractor and Trans are refused for the catalog's Trac and Tran, drawn below).
    chart: fc.array(fc.record({ label: fc.constantFrom(...SHIP_SYSTEMS.filter((s) => CHART_LABELS[s].kind !== 'variants')), count: fc.integer({ min: 1, max: 12 }), name: fc.option(fc.constantFrom(...NAMES), { nil: undefined }) }), { minLength: 1, maxLength: 12 }),
    catalog: fc.array(fc.record({ line: fc.constantFrom(...CATALOG_LINES), count: fc.integer({ min: 1, max: 6 }), name: fc.option(fc.constantFrom(...NAMES), { nil: undefined }) }), { maxLength: 6 }),
    phasers: fc.array(fc.record({ type: fc.constantFrom('Ph-1', 'Ph-2', 'Ph-3', 'Ph-G'), arcs: fc.subarray([1, 2, 3, 4, 5, 6] as const, { minLength: 1 }), count: fc.integer({ min: 1, max: 4 }), name: fc.option(fc.constantFrom(...NAMES), { nil: undefined }) }), { maxLength: 3 }),
    excess: fc.integer({ min: 1, max: 12 }),
  })
  .map((g): ShipDesign => {
    const systems = [
      // Every ship gets its bridge and engines, then whatever was drawn.
      { label: 'Bridge' },
      { label: 'L Warp', count: 4 },
      { label: 'R Warp', count: 4 },
      { label: 'Impulse', count: 2 },
      ...g.chart.map((c) => ({ label: c.label, count: c.count, ...(c.name === undefined ? {} : { name: c.name }) })),
      ...g.catalog.map((c) => ({ ...c.line, count: c.count, ...(c.name === undefined ? {} : { name: c.name }) })),
    ];
    const shuttles = systems.filter((s) => s.label === 'Shuttle' || s.label === 'Shtl').reduce((n, s) => n + (s.count ?? 1), 0);
    return {
      format: 1,
      kind: 'ship',
      name: g.name,
      sizeClass: 3,
      tech: 3,
      shields: g.shields,
      systems,
      phasers: g.phasers.map((p) => ({ type: p.type, arcs: [...p.arcs], count: p.count, ...(p.name === undefined ? {} : { name: p.name }) })),
      shuttlesAboard: Math.min(1, shuttles),
      units: [{ name: 'Photon', spec: '4d6 pZap "Photon" ARC:A p=4', count: 2, weapon: 'Torp' }],
      tracks: { excess: g.excess },
    };
  });

describe('one ship format: YAML and JSON', () => {
  it('a complete ship written as YAML and as JSON loads to the same ship state; volleys, simulations, sheets and totals are identical', () => {
    fc.assert(
      fc.property(design, fc.integer({ min: 0, max: 2 ** 31 }), (d, seed) => {
        const yaml = loadOne(stringify(d), 'ship.yaml');
        const json = loadOne(JSON.stringify(d, null, 2), 'ship.json');
        const fromYaml = yaml.ship;
        const fromJson = json.ship;
        expect(fromJson).toEqual(fromYaml);
        // The rows are the design's lines, in order: systems, then the unit's torpedoes, then phasers (armor last).
        const rows = fromYaml.rows ?? [];
        expect(rows.filter((r) => r.system !== 'Phaser' && r.system !== 'Armor').map((r) => r.name).slice(0, 4)).toEqual(['Bridge', 'Left warp', 'Right warp', 'Impulse']);
        expect(rows.some((r) => r.name === 'Photon' && r.system === 'Torp' && r.boxes === 2)).toBe(true);
        const volley = { shield: 1 as const, points: 40 };
        expect(JSON.stringify(ok(resolveVolley(fromJson, volley, seededDice(seed))))).toBe(JSON.stringify(ok(resolveVolley(fromYaml, volley, seededDice(seed)))));
        const sim = (s: ShipState) => JSON.stringify(ok(simulateVolleys(s, [volley], { trials: 50, turns: 3, seed })));
        expect(sim(fromJson)).toBe(sim(fromYaml));
        expect(ok(renderSheet(json)).pages).toEqual(ok(renderSheet(yaml)).pages);
        expect(json.totals).toEqual(yaml.totals);
        expect({ ...json.readout }).toEqual({ ...yaml.readout });
      }),
      { numRuns: 25 },
    );
  });

  it('totals count each box once, where the ship state has it', () => {
    fc.assert(
      fc.property(design, (d) => {
        const loaded = loadOne(stringify(d), 'ship.yaml');
        const ship = loaded.ship;
        const t = loaded.totals;
        const boxes = Object.fromEntries(SHIP_SYSTEMS.flatMap((s) => (ship.systems[s] === undefined ? [] : [[s, ship.systems[s]!.total]])));
        expect(t.byChartResult).toEqual(boxes);
        expect(t.armorBoxes).toBe([...ship.armor, ...ship.specificArmor].reduce((n, a) => n + a.total, 0));
        expect(t.phasers).toBe(ship.phasers.length);
        // And the rows hold every box exactly once.
        for (const s of SHIP_SYSTEMS) expect((ship.rows ?? []).filter((r) => r.system === s).reduce((n, r) => n + r.boxes, 0), s).toBe(ship.systems[s]?.total ?? 0);
      }),
      { numRuns: 40 },
    );
  });

  it('the example cruiser counts its center hull and probe launcher once (24 boxes of catalog systems, not 27)', () => {
    const t = loadOne(readFileSync('examples/cruiser.yaml', 'utf8'), 'cruiser.yaml').totals;
    const lines = (loadOne(readFileSync('examples/cruiser.yaml', 'utf8'), 'cruiser.yaml').document as ShipDesign).systems!;
    const catalogBoxes = lines.filter((s) => findEntry(s.label, s.variant).ok).reduce((n, s) => n + (s.count ?? 1), 0);
    expect(catalogBoxes).toBe(24);
    // Hull C counts under C Hull only; Prb under Probe only (the standard chart's result), the unit's drone box under Drone.
    expect(t.byChartResult['C Hull']).toBe(2);
    expect([t.byChartResult.Probe, t.byChartResult.Drone]).toEqual([1, 1]);
    expect(Object.values(t.byChartResult).reduce((a, b) => a + b, 0)).toBe(24 + 40 + 1); // catalog, chart systems (bridge to batteries), the unit's drone box
  });
});

describe('a file check accepts is a ship the views can read', () => {
  const base = 'format: 1\nkind: ship\nname: T\nsizeClass: 4\ntech: 3\n';
  it.each([
    ['shuttles aboard past the Shuttle boxes', 'systems:\n  - { label: Shuttle }\nshuttlesAboard: 3\n', 'too-many-shuttles', 'shuttlesAboard', 8],
    ['a system past MAX_BOXES over two lines', 'systems:\n  - { label: L Warp, count: 10000 }\n  - { label: l warp, count: 10000 }\n', 'too-many-boxes', 'systems[1].count', 8],
    ['a blank phaser type', 'phasers:\n  - { type: " ", arcs: [1] }\n', 'invalid-value', 'phasers[0].type', 7],
    ['specific armor that guards nothing', 'systems:\n  - { label: Armor, variant: Specific, count: 2 }\n', 'specific-armor-without-guards', 'systems[0]', 7],
    ['guards on a line that is not specific armor', 'systems:\n  - { label: Armor-9 }\n  - { label: Bridge, guards: Bridge }\n', 'guards-on-other-line', 'systems[1].guards', 8],
    ['specific armor guarding no chart result', 'systems:\n  - { label: Armor, variant: Specific, guards: [Bridge, Brige] }\n', 'unknown-guarded-result', 'systems[0].guards[1]', 7],
  ])('%s: refused by the loader at its line', (_name, extra, code, path, line) => {
    const r = loadDesigns(base + extra, 't.yaml');
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map((d) => [d.code, d.path, d.span?.line])).toEqual([[code, path, line]]);
  });

  it('a unit name longer than a row name is cut on its row, not refused', () => {
    const long = 'N'.repeat(250);
    const ship = loadOne(`${base}units:\n  - { name: ${long}, spec: 4d6 pZap, weapon: Torp }\n`, 't.yaml').ship;
    expect(ship.rows?.[0]?.name).toBe(`${'N'.repeat(199)}…`);
  });

  it('a catalog label wins over a chart name, even with a variant it lacks', () => {
    const r = loadDesigns(`${base}systems:\n  - { label: Lab, variant: X }\n`, 't.yaml');
    expect(r.diagnostics.map((d) => [d.code, d.path])).toEqual([['unknown-system', 'systems[0].variant']]);
    expect(r.diagnostics[0]?.message).not.toContain('damage-chart');
  });
});

describe('the example ships are complete', () => {
  const CONTROL = ['Bridge'];
  const POWER = ['L Warp', 'R Warp', 'C Warp', 'Impulse', 'APR', 'Battery'];
  it.each(['examples/cruiser.yaml', 'examples/carrier.yaml', 'examples/base.yaml', 'examples/ships/cruiser.yaml', 'examples/ships/cruiser.json'])('%s has a bridge, power and weapons', (file) => {
    const ship = loadOne(readFileSync(file, 'utf8'), file).ship;
    for (const s of CONTROL) expect(ship.systems[s as 'Bridge']?.total ?? 0, s).toBeGreaterThan(0);
    expect(POWER.some((s) => (ship.systems[s as 'APR']?.total ?? 0) > 0)).toBe(true);
    expect(ship.phasers.length + (ship.systems.Torp?.total ?? 0) + (ship.systems.Drone?.total ?? 0)).toBeGreaterThan(0);
    // Every row has a name and the rows hold every box.
    const rows = ship.rows ?? [];
    expect(rows.every((r) => r.name.length > 0 && r.boxes > 0)).toBe(true);
    expect(rows.filter((r) => r.system === 'Phaser').reduce((n, r) => n + r.boxes, 0)).toBe(ship.phasers.length);
  });

  it('the ships that move have warp engines, left and right', () => {
    for (const file of ['examples/cruiser.yaml', 'examples/carrier.yaml', 'examples/ships/cruiser.json']) {
      const ship = loadOne(readFileSync(file, 'utf8'), file).ship;
      expect([ship.systems['L Warp']?.total ?? 0, ship.systems['R Warp']?.total ?? 0].every((n) => n > 0), file).toBe(true);
    }
  });
});

describe('one ship, every view: the CLI on the YAML and JSON twins', () => {
  const twins = { yaml: readFileSync('examples/ships/cruiser.yaml', 'utf8'), json: readFileSync('examples/ships/cruiser.json', 'utf8') };
  it.each([
    ['damage', ['damage', '-', '--shield', '1', '--points', '60', '--seed', '7', '--json']],
    ['simulate', ['simulate', '-', '--shield', '1', '--points', '22', '--trials', '400', '--seed', '7', '--json']],
    ['sheet', ['sheet', '-', '--page', 'a4']],
  ])('%s gives byte-identical output for either file', async (_name, argv) => {
    const fromYaml = await runIn(argv, twins.yaml);
    const fromJson = await runIn(argv, twins.json);
    expect(fromYaml.code).toBe(0);
    expect(fromYaml.err).toBe('');
    expect(fromJson.out).toBe(fromYaml.out);
    expect(fromJson.out.length).toBeGreaterThan(500);
  });

  it('a mistake in a JSON design is placed at its line and column, with a did-you-mean', async () => {
    const bad = twins.json.replace('"label": "Emer Bridge"', '"label": "Emer Brdge"');
    const r = await runIn(['check', '-', '--json'], bad);
    expect(r.code).toBe(1);
    const d = JSON.parse(r.out).diagnostics[0];
    expect(d).toMatchObject({ code: 'unknown-system', path: 'systems[3].label', span: { line: 12, column: 16 }, suggestions: ['"Emer Bridge"'] });
    expect(d.message).toContain('did you mean Emer Bridge?');
  });
});
