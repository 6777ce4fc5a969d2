// A ship design compiled into its ship state (specs/design-format.md 5.3 to 5.5): boxes through
// the catalog, shields, tracks, the weapons of the unit lines, and every refusal at its path,
// whether the design is a file (loadDesigns) or a document built in code (compileDesign).
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { findEntry } from '../../src/catalog/index.js';
import { CATALOG_HIT_TO_SYSTEM, DEFAULT_TRACKS, chartSystemOf, MAX_BOXES, MAX_LIST_ITEMS, PHASER_RANK, resolveVolley, type ShipState, type ShipSystem } from '../../src/damage/index.js';
import { CHART_WEAPONS } from '../../src/design/chart-weapons.js';
import { compileDesign, loadDesigns, validateDesign, type LoadedDocument, type ShipDesign, type ShipOptions } from '../../src/design/index.js';
import { seededDice } from '../../src/dice/index.js';
import type { Result } from '../../src/diagnostics/result.js';
import { FIRING_ARCS, parseUnit } from '../../src/index.js';

const example = (name: string): string => readFileSync(new URL(`../../examples/${name}.yaml`, import.meta.url), 'utf8');

/** The one document of a design text, loaded; the test fails when it does not load. */
function loadOne(text: string): LoadedDocument {
  const r = loadDesigns(text, 'test.yaml');
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  expect(r.value.documents).toHaveLength(1);
  return r.value.documents[0]!;
}

/** The ship state a loaded document compiled to, as a result: a document of another kind makes none. */
function shipOf(loaded: LoadedDocument): Result<ShipState> {
  if (loaded.kind === 'ship') return { ok: true, value: loaded.ship, diagnostics: [] };
  return { ok: false, diagnostics: [{ severity: 'error', code: 'design-not-a-ship', message: 'not a ship', path: 'kind' }] };
}

/** The ship state of a document built in code (`compileDesign`), with the diagnostics of its compiling. */
function compiled(document: unknown, options?: ShipOptions): Result<ShipState> {
  const r = compileDesign(document, options);
  if (!r.ok) return r;
  return r.value.kind === 'ship' ? { ok: true, value: r.value.ship, diagnostics: r.diagnostics } : { ok: false, diagnostics: [...r.diagnostics, { severity: 'error', code: 'design-not-a-ship', message: 'not a ship', path: 'kind' }] };
}

const ok = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
};

/** `path code` of each diagnostic. */
const found = (r: Result<unknown>): string[] => r.diagnostics.map((d) => `${d.path} ${d.code}`);

const ship = (fields: Record<string, unknown>): Record<string, unknown> => ({ format: 1, kind: 'ship', name: 'Test', sizeClass: 4, tech: 3, ...fields });

/**
 * The boxes a design's hull systems should give, computed from the document with the catalog
 * alone: each line's count goes where its entry's "hit on" result lands (both hull results: the
 * center hull), Armor to armor. Lines whose entry prints no result are returned apart.
 */
function expectedBoxes(design: ShipDesign): { systems: Map<ShipSystem, number>; armor: number; notHit: number[] } {
  const systems = new Map<ShipSystem, number>();
  let armor = 0;
  const notHit: number[] = [];
  (design.systems ?? []).forEach((s, i) => {
    const n = s.count ?? 1;
    const found = findEntry(s.label, s.variant);
    const chart = found.ok ? undefined : chartSystemOf(s.label);
    if (chart !== undefined) return systems.set(chart, (systems.get(chart) ?? 0) + n);
    const entry = ok(found);
    if (entry.hitOn.length === 0) return notHit.push(i);
    // The probe launcher, hit on Drone or the older chart's Prb, is on the standard chart's Probe by default.
    const result = entry.hitOn.includes('Prb') ? 'Prb' : entry.hitOn[0]!;
    const target = entry.hitOn.includes('F Hull') && entry.hitOn.includes('A Hull') ? 'C Hull' : CATALOG_HIT_TO_SYSTEM[result];
    if (target === 'armor') armor += n;
    else systems.set(target, (systems.get(target) ?? 0) + n);
  });
  for (const u of design.units ?? []) {
    if (u.weapon === 'Torp' || u.weapon === 'Drone') systems.set(u.weapon, (systems.get(u.weapon) ?? 0) + (u.count ?? 1));
  }
  return { systems, armor, notHit };
}

/** The facings of a spec's ARC letters, from the notation's own list of letters (A is #1, clockwise). */
function arcsOf(spec: string): number[] {
  const parsed = ok(parseUnit(spec));
  const letters = parsed.modifiers.flatMap((m) => (m.code === 'ARC' ? m.arcs : []));
  if (parsed.modifiers.some((m) => m.code === 'SPINAL')) return [1];
  if (letters.length === 0) return [1, 2, 3, 4, 5, 6];
  return letters.map((a) => FIRING_ARCS.letters.indexOf(a) + 1).sort((a, b) => a - b);
}

/** The phasers a design's phaser lines and unit lines should give, in order. */
const expectedPhasers = (design: ShipDesign) => [
  ...(design.phasers ?? []).flatMap((p) => Array.from({ length: p.count ?? 1 }, () => ({ type: p.type, arcs: p.arcs, destroyed: false }))),
  ...(design.units ?? []).flatMap((u) => (u.weapon !== undefined && CHART_WEAPONS[u.weapon].target === 'phaser' ? Array.from({ length: u.count ?? 1 }, () => ({ type: u.weapon, arcs: arcsOf(u.spec), destroyed: false })) : [])),
];

const sixOf = (s: number | number[] | undefined): number[] => (s === undefined ? [0, 0, 0, 0, 0, 0] : typeof s === 'number' ? [s, s, s, s, s, s] : s);

describe('the examples compiled', () => {
  it.each(['cruiser', 'carrier', 'base'])('examples/%s.yaml: boxes, shields, tracks and phasers as the document says', (name) => {
    const loaded = loadOne(example(name));
    const design = loaded.document as ShipDesign;
    const r = shipOf(loaded);
    const s = ok(r);
    const want = expectedBoxes(design);
    // Every system line of the examples is hit in combat: nothing is left out, no info.
    expect(want.notHit).toEqual([]);
    expect(r.diagnostics).toEqual([]);
    const got = Object.fromEntries(Object.entries(s.systems).map(([k, b]) => [k, b.total]));
    expect(got).toEqual(Object.fromEntries(want.systems));
    expect(Object.values(s.systems).every((b) => b.destroyed === 0)).toBe(true);
    expect(s.armor.reduce((n, a) => n + a.total, 0)).toBe(want.armor);
    expect(s.name).toBe(design.name);
    expect(s.shields).toEqual(sixOf(design.shields));
    expect(s.phasers).toEqual(expectedPhasers(design));
    expect(s.tracks.sensor.boxes).toEqual(design.tracks?.sensor ?? DEFAULT_TRACKS.sensor);
    expect(s.tracks.scanner.boxes).toEqual(design.tracks?.scanner ?? DEFAULT_TRACKS.scanner);
    expect(s.tracks.damageControl.boxes).toEqual(design.tracks?.damageControl ?? DEFAULT_TRACKS.damageControl);
    expect(s.tracks.excess.boxes).toHaveLength(design.tracks?.excess ?? DEFAULT_TRACKS.excess);
    expect(s.destroyed).toBe(false);
  });

  it('the examples use what they show: the cruiser its own tracks and six shields, the carrier one shield value and no tracks', () => {
    const cruiser = loadOne(example('cruiser')).document as ShipDesign;
    const carrier = loadOne(example('carrier')).document as ShipDesign;
    expect(Array.isArray(cruiser.shields)).toBe(true);
    expect(cruiser.tracks?.sensor).toBeDefined();
    expect(typeof carrier.shields).toBe('number');
    expect(carrier.tracks).toBeUndefined();
    // Phasers with arcs narrower than all six, and chart boxes from units.
    expect(expectedPhasers(cruiser).some((p) => p.arcs.length < 6)).toBe(true);
    expect(cruiser.units?.some((u) => u.weapon === 'Drone')).toBe(true);
  });

  it('the cruiser takes a volley: the state is what resolveVolley reads', () => {
    const s = ok(shipOf(loadOne(example('cruiser'))));
    const r = ok(resolveVolley(s, { shield: 4, points: 40 }, seededDice(7), { log: false }));
    expect(r.summary.shields).toBe(s.shields[3]);
    expect(r.summary.points).toBe(40);
  });
});

describe('shields and tracks', () => {
  it('absent: no shields and the default tracks', () => {
    const s = ok(shipOf(loadOne(stringify(ship({})))));
    expect(s.shields).toEqual([0, 0, 0, 0, 0, 0]);
    expect(s.tracks.sensor.boxes).toEqual(DEFAULT_TRACKS.sensor);
    expect(s.tracks.scanner.boxes).toEqual(DEFAULT_TRACKS.scanner);
    expect(s.tracks.damageControl.boxes).toEqual(DEFAULT_TRACKS.damageControl);
    expect(s.tracks.excess.boxes).toHaveLength(DEFAULT_TRACKS.excess);
    expect(s.phasers).toEqual([]);
    expect(s.systems).toEqual({});
  });

  it('a track left out is the default one; the others are as given', () => {
    const s = ok(shipOf(loadOne(stringify(ship({ shields: 7, tracks: { scanner: [0, 2, 9], excess: 3 } })))));
    expect(s.shields).toEqual([7, 7, 7, 7, 7, 7]);
    expect(s.tracks.scanner.boxes).toEqual([0, 2, 9]);
    expect(s.tracks.excess.boxes).toHaveLength(3);
    expect(s.tracks.sensor.boxes).toEqual(DEFAULT_TRACKS.sensor);
    expect(s.tracks.damageControl.boxes).toEqual(DEFAULT_TRACKS.damageControl);
  });

  it('any shields and tracks within the limits come through as written (YAML in, state out)', () => {
    const whole = fc.nat(MAX_BOXES);
    const track = fc.array(fc.nat(20), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(
        fc.option(fc.oneof(whole, fc.array(whole, { minLength: 6, maxLength: 6 })), { nil: undefined }),
        fc.record({ sensor: track, scanner: track, damageControl: track, excess: fc.integer({ min: 1, max: 40 }) }, { requiredKeys: [] }),
        (shields, tracks) => {
          const s = ok(shipOf(loadOne(stringify(ship({ ...(shields === undefined ? {} : { shields }), tracks })))));
          expect(s.shields).toEqual(sixOf(shields));
          expect(s.tracks.sensor.boxes).toEqual(tracks.sensor ?? DEFAULT_TRACKS.sensor);
          expect(s.tracks.scanner.boxes).toEqual(tracks.scanner ?? DEFAULT_TRACKS.scanner);
          expect(s.tracks.damageControl.boxes).toEqual(tracks.damageControl ?? DEFAULT_TRACKS.damageControl);
          expect(s.tracks.excess.boxes).toHaveLength(tracks.excess ?? DEFAULT_TRACKS.excess);
        },
      ),
      { numRuns: 60 },
    );
  });

  it.each([
    ['shields', { shields: [1, 2, 3, 4, 5] }],
    ['shields', { shields: [1, 2, 3, 4, 5, 6, 7] }],
    ['shields', { shields: MAX_BOXES + 1 }],
    ['shields', { shields: -1 }],
    ['shields', { shields: 2.5 }],
    ['shields', { shields: '6' }],
    ['tracks.excess', { tracks: { excess: 0 } }],
    ['tracks.excess', { tracks: { excess: MAX_BOXES + 1 } }],
    ['tracks.sensor', { tracks: { sensor: [] } }],
    ['tracks.sensor[1]', { tracks: { sensor: [6, -1] } }],
    ['tracks.scanner', { tracks: { scanner: new Array<number>(MAX_BOXES + 1).fill(0) } }],
    ['tracks.damagecontrol', { tracks: { damagecontrol: [4, 0] } }],
    ['tracks', { tracks: [6, 5] }],
  ])('the loader refuses a bad value at %s (case %#)', (path, fields) => {
    const r = loadDesigns(stringify(ship(fields)), 'bad.yaml');
    expect(r.ok).toBe(false);
    expect(found(r)).toEqual([`${path} design-schema`]);
    // Placed in the file, with line and column.
    expect(r.diagnostics[0]?.span?.line).toBeGreaterThan(0);
    // validateDesign, and so shipOfDesign on a document built in code, refuse it the same way.
    expect(found(compiled(ship(fields)))).toEqual([`${path} design-schema`]);
  });

  it('a track list far past the limit is one diagnostic, quickly', () => {
    const text = `format: 1\nkind: ship\nname: X\nsizeClass: 4\ntech: 3\ntracks:\n  sensor: [${new Array(300_000).fill('x').join(', ')}]\n`;
    const started = performance.now();
    const r = loadDesigns(text, 'big.yaml');
    expect(found(r)).toEqual(['tracks.sensor design-schema']);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('weapons', () => {
  const gun = (spec: string, weapon: string, count?: number) => ({ name: 'Gun', spec, weapon, ...(count === undefined ? {} : { count }) });

  it.each([
    ['3d6 eZap ARC:A', [1]],
    ['3d6 eZap ARC:FA', [1, 6]],
    ['3d6 eZap ARC:DCB', [2, 3, 4]],
    ['3d6 eZap ARC:ABCDEF', [1, 2, 3, 4, 5, 6]],
    ['3d6 eZap', [1, 2, 3, 4, 5, 6]],
    ['3d6 eZap SPINAL', [1]],
  ])('a phaser %s bears on facings %j', (spec, arcs) => {
    const s = ok(shipOf(loadOne(stringify(ship({ units: [gun(spec, 'Ph-2', 3)] })))));
    expect(s.phasers).toEqual(Array.from({ length: 3 }, () => ({ type: 'Ph-2', arcs, destroyed: false })));
    expect(arcsOf(spec)).toEqual(arcs);
  });

  it('every phaser type the damage module ranks is a weapon, and Torp and Drone are boxes', () => {
    const phaserTypes = Object.entries(CHART_WEAPONS).filter(([, w]) => w.target === 'phaser').map(([name]) => name);
    expect(phaserTypes).toEqual([...PHASER_RANK.types]);
    const units = [gun('4d6 pZap', 'Torp', 2), gun('3d6 pZap', 'Torp'), gun('2d6 pZap', 'Drone', 4), { name: 'Screen', spec: '6 eDefense' }];
    const design = ship({ units, systems: [{ label: 'Prb', count: 1 }] });
    const s = ok(shipOf(loadOne(stringify(design))));
    expect(s.systems.Torp).toEqual({ total: 3, destroyed: 0 });
    // The units' drones are the Drone group; the catalog's probe launcher is on the standard chart's Probe.
    const want = expectedBoxes(design as unknown as ShipDesign).systems;
    expect([want.get('Drone'), want.get('Probe')]).toEqual([4, 1]);
    expect([s.systems.Drone?.total, s.systems.Probe?.total]).toEqual([4, 1]);
    expect(s.phasers).toEqual([]);
  });

  it('a unit line without a weapon adds nothing to the ship', () => {
    const s = ok(shipOf(loadOne(stringify(ship({ units: [{ name: 'Laser', spec: '3d6 eZap ARC:A', count: 5 }] })))));
    expect(s.phasers).toEqual([]);
    expect(s.systems).toEqual({});
  });

  it.each(['Ph-9', 'ph-1', 'Phaser', 'torp', '', 3])('the loader refuses weapon %j at units[0].weapon, at the value', (weapon) => {
    const text = stringify(ship({ units: [{ name: 'Gun', spec: '3d6 eZap', weapon }] }));
    const r = loadDesigns(text, 'bad.yaml');
    expect(found(r)).toEqual(['units[0].weapon design-schema']);
    const span = r.diagnostics[0]!.span!;
    expect(text.slice(span.start, span.end)).toBe(stringify(weapon).trim());
    expect(found(compiled(ship({ units: [{ name: 'Gun', spec: '3d6 eZap', weapon }] })))).toEqual(['units[0].weapon design-schema']);
  });

  it('a unit list may name weapons too; it is still no ship', () => {
    const loaded = loadOne(stringify({ format: 1, kind: 'units', title: 'Guns', units: [gun('3d6 eZap', 'Ph-1')] }));
    const r = shipOf(loaded);
    expect(r.ok).toBe(false);
    expect(found(r)).toEqual(['kind design-not-a-ship']);
  });

  it('a phaser spec that does not parse (a document built in code) is refused at its spec', () => {
    const r = compiled(ship({ units: [gun('3d6 eZap', 'Ph-1'), gun('3d6 eZap XYZ', 'Ph-1')] }));
    expect(r.ok).toBe(false);
    expect(found(r)).toEqual(['units[1].spec unknown-modifier']);
  });
});

describe('limits and paths', () => {
  it('phasers past MAX_BOXES in all: too-many-boxes at the unit line that passes it', () => {
    const r = compiled(ship({ units: [{ name: 'A', spec: '3d6 eZap', count: MAX_BOXES, weapon: 'Ph-1' }, { name: 'B', spec: '3d6 eZap', weapon: 'Ph-3' }] }));
    expect(found(r)).toEqual(['units[1].count too-many-boxes']);
  });

  it('torpedo boxes past MAX_BOXES: at the unit line that passes it', () => {
    const r = compiled(ship({ units: [{ name: 'A', spec: '4d6 pZap', count: MAX_BOXES, weapon: 'Torp' }, { name: 'B', spec: '4d6 pZap', count: 2, weapon: 'Torp' }] }));
    expect(found(r)).toEqual(['units[1].count too-many-boxes']);
  });

  it('catalog boxes past MAX_BOXES: at the system line\'s count, where the design writes it', () => {
    const r = compiled(ship({ systems: [{ label: 'Lab', count: MAX_BOXES }, { label: 'Cargo' }, { label: 'Lab', count: 1 }] }));
    expect(found(r)).toEqual(['systems[2].count too-many-boxes']);
  });

  it('more system or phaser lines than MAX_LIST_ITEMS: refused as a whole, at the list', () => {
    const many = MAX_LIST_ITEMS + 1;
    expect(found(compiled(ship({ systems: Array.from({ length: many }, () => ({ label: 'Lab' })) })))).toEqual(['systems unreadable-input']);
    const guns = Array.from({ length: many }, () => ({ name: 'Gun', spec: '3d6 eZap', weapon: 'Ph-3' }));
    expect(found(compiled(ship({ units: guns })))).toEqual(['units unreadable-input']);
  });

  it('a system not hit in combat: an info at its line, and the ship is built', () => {
    const design = ship({ systems: [{ label: 'Lab', count: 2 }, { label: 'Reflective Hull' }] });
    const r = compiled(design);
    expect(r.ok).toBe(true);
    expect(r.diagnostics.map((d) => `${d.severity} ${d.path} ${d.code}`)).toEqual(['info systems[1] system-not-hit']);
    expect(expectedBoxes(design as unknown as ShipDesign).notHit).toEqual([1]);
  });

  it('an unknown system in a document built in code: at its label', () => {
    expect(found(compiled(ship({ systems: [{ label: 'Lab' }, { label: 'Labb' }] })))).toEqual(['systems[1].label unknown-system']);
  });

  it('treatAsHull: Shop boxes go to the group named; a bad value or an unknown option is a TypeError (the options are code, not input)', () => {
    const text = stringify(ship({ systems: [{ label: 'Shop', count: 2 }] }));
    const with_ = (options?: ShipOptions): ShipState => {
      const r = loadDesigns(text, 'shop.yaml', options);
      const d = r.ok ? r.value.documents[0] : undefined;
      if (d?.kind !== 'ship') throw new Error(JSON.stringify(r.diagnostics));
      return d.ship;
    };
    expect(with_().systems['C Hull']?.total).toBe(2);
    expect(with_({ treatAsHull: 'aft' }).systems['A Hull']?.total).toBe(2);
    expect(ok(compiled(ship({ systems: [{ label: 'Shop', count: 2 }] }), { treatAsHull: 'aft' })).systems['A Hull']?.total).toBe(2);
    expect(with_({ treatAsHull: 'not-hit' }).systems).toEqual({});
    expect(() => with_({ treatAsHull: 'sideways' as never })).toThrow(TypeError);
    expect(() => with_({ treatAsHul: 'aft' } as never)).toThrow(TypeError);
  });

  it('never throws, whatever it is given', () => {
    const hostile: unknown[] = [
      undefined,
      null,
      5,
      'ship',
      {},
      { document: null },
      { document: { format: 1, kind: 'ship' } },
      new Proxy({}, { get: () => { throw new Error('boom'); } }),
      { get document(): never { throw new Error('boom'); } },
      { document: new Proxy({}, { ownKeys: () => { throw new Error('boom'); } }) },
    ];
    for (const value of hostile) {
      const r = compileDesign(value);
      expect(r.ok).toBe(false);
      expect(r.diagnostics.some((d) => d.severity === 'error')).toBe(true);
    }
  });

  it('the document is checked as validateDesign checks it', () => {
    const bad = ship({ sizeClass: 9, units: [{ name: 'Gun', spec: '3d6 eZap', weapon: 'Ph-1', colour: 'red' }] });
    expect(found(compiled(bad))).toEqual(found(validateDesign(bad)));
    expect(found(validateDesign(bad))).toEqual(['sizeClass design-schema', 'units[0].colour design-schema']);
  });

  it('the ship state is new data: loading twice gives equal, separate states', () => {
    const loaded = loadOne(example('cruiser'));
    const a: ShipState = ok(shipOf(loaded));
    const b: ShipState = ok(shipOf(loadOne(example('cruiser'))));
    expect(a).toEqual(b);
    expect(a.phasers).not.toBe(b.phasers);
    expect(a.tracks.sensor.boxes).not.toBe((loaded.document as ShipDesign).tracks?.sensor);
  });
});
