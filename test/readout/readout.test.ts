// The readout data model (issue 28): every figure equals the library's own (priceUnit, the
// catalog, the compiled model's totals), absent figures are null, defaults are applied, and the
// totals are the sums of their parts (a property over generated unit lists).
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findEntry, repairCost, spacesOf } from '../../src/catalog/index.js';
import { DEFAULT_TRACKS } from '../../src/damage/index.js';
import { designReadout, loadDesigns, tableRows, templateData, type ShipReadout, type LoadedFile } from '../../src/design/index.js';
import { formatUnit, parseUnit, priceUnit } from '../../src/index.js';
import { sheetFileName } from '../../src/readout/sheet-name.js';

const EXAMPLES = ['weapons.yaml', 'cruiser.yaml', 'carrier.yaml', 'base.yaml', 'ships/cruiser.json'];

function loaded(text: string, file = 'x.yaml'): LoadedFile {
  const r = loadDesigns(text, file);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
}
const example = (file: string): LoadedFile => loaded(readFileSync(new URL(`../../examples/${file}`, import.meta.url), 'utf8'), `examples/${file}`);

const readout = designReadout;

describe('designReadout', () => {
  for (const name of EXAMPLES) {
    it(`${name}: every unit's figures are priceUnit's, every total the model's and the sum of its parts, every system the catalog's`, () => {
      const file = example(name);
      const out = readout(file);
      expect(out).toMatchObject({ format: 2, file: `examples/${name}` });
      expect(out.documents).toHaveLength(file.documents.length);
      out.documents.forEach((doc, i) => {
        const loadedDoc = file.documents[i]!;
        expect(doc.index).toBe(i);
        if (loadedDoc.kind === 'fleet' || doc.kind === 'fleet') throw new Error('no fleet among the examples read here');
        // The readout is the one the document was compiled with.
        expect(doc).toBe(loadedDoc.readout);
        const written = loadedDoc.document.profile ?? 'default';
        if (typeof written !== 'string') throw new Error('the examples name their profile');
        const profile = written;
        expect(doc.profile).toBe(profile);
        const unitLines = loadedDoc.document.units ?? [];
        doc.units.forEach((u, j) => {
          const line = unitLines[j]!;
          const price = priceUnit(line.spec, { profile });
          if (!price.ok) throw new Error(line.spec);
          const parsed = parseUnit(line.spec);
          expect(u).toMatchObject({ name: line.name, spec: line.spec, count: line.count ?? 1, basic: price.value.basic, active: price.value.active, build: price.value.build, power: price.value.power });
          expect(u.canonical).toBe(parsed.ok ? formatUnit(parsed.value) : '');
          expect(u.range).toBe(price.value.ranged ? price.value.range : null);
          expect(u.totalBuild).toBe(u.build * u.count);
          expect(u.modifiers.map((m) => m.code)).toEqual(price.value.breakdown.map((t) => t.code));
          expect(u.notes).toBe(line.notes ?? null);
          expect(u.weapon).toBe(line.weapon ?? null);
        });
        const totals = { value: loadedDoc.totals };
        expect(doc.totals.unitBuild).toBe(totals.value.unitBuild);
        expect(doc.totals.unitPower).toBe(totals.value.unitPower);
        expect(doc.totals.unitBuild).toBe(doc.units.reduce((n, u) => n + u.totalBuild, 0));
        expect(doc.totals.unitPower).toBe(doc.units.reduce((n, u) => n + u.totalPower, 0));
        if (doc.kind === 'ship' && loadedDoc.kind === 'ship') {
          const t = loadedDoc.totals;
          expect(doc.totals).toMatchObject({ systemSpaces: t.systemSpaces, systemRepair: t.systemRepair, armorBoxes: t.armorBoxes, phasers: t.phasers, unpriced: t.unpriced });
          // Every figure of the model's totals is in the readout, under the same name.
          expect(doc.totals).toMatchObject({ points: t.points, boxPoints: t.boxPoints, boxes: t.boxes, shieldBoxes: t.shieldBoxes, hullBoxes: t.hullBoxes, systemBoxes: t.systemBoxes });
          expect(Object.fromEntries(doc.totals.byChartResult.map((b) => [b.system, b.count]))).toEqual(t.byChartResult);
          // The default profile prices no box: the points are the units' build points.
          expect([doc.totals.boxPoints, doc.totals.points]).toEqual([0, doc.totals.unitBuild]);
          expect(doc.totals.boxes).toBe(doc.totals.shieldBoxes + doc.totals.hullBoxes + doc.totals.armorBoxes + doc.totals.systemBoxes + doc.totals.phasers);
          expect(doc.totals.shieldBoxes).toBe(doc.shields.reduce((a, b) => a + b, 0));
          expect(doc.totals.systemSpaces).toBe(doc.systems.reduce((n, x) => n + (x.spaces ?? 0), 0));
          expect(doc.totals.systemRepair).toBe(doc.systems.reduce((n, x) => n + (x.repair ?? 0), 0));
          for (const s of doc.systems) {
            if (s.catalogId === null) {
              expect(s.spaces).toBeNull();
              continue;
            }
            const entry = findEntry(s.label, s.variant ?? undefined);
            if (!entry.ok) throw new Error(s.label);
            const spaces = spacesOf(entry.value, s.count);
            const repair = repairCost(entry.value, { boxes: s.count });
            expect(s.spaces).toBe(spaces.ok ? spaces.value : null);
            expect(s.repair).toBe(repair.ok ? repair.value : null);
            expect(s.hitOn).toEqual(entry.value.hitOn);
          }
        }
      });
      // The cost table is a view of the readout: its rows are the units' figures.
      out.documents.forEach((doc, i) => {
        expect(tableRows(file.documents[i]!)).toEqual(doc.units.map((u) => ({ name: u.name, spec: u.spec, count: u.count, basic: u.basic, active: u.active, build: u.build, power: u.power, range: u.range, modifiers: u.summary })));
      });
    });
  }

  it('a ship that leaves things out: no shields are six zeros, the default tracks, no notes, chart systems named from the chart', () => {
    const out = readout(loaded('format: 1\nkind: ship\nname: Tug\nsizeClass: 6\ntech: 3\nsystems: [{ label: L Warp, count: 2 }, { label: Lab, name: Science deck }]'));
    const ship = out.documents[0] as ShipReadout;
    expect(ship).toMatchObject({ kind: 'ship', name: 'Tug', title: 'Tug', notes: null, shuttlesAboard: 0, shields: [0, 0, 0, 0, 0, 0], units: [], phasers: [], sheet: 'tug.svg' });
    expect(ship.tracks).toEqual({ sensor: DEFAULT_TRACKS.sensor, scanner: DEFAULT_TRACKS.scanner, damageControl: DEFAULT_TRACKS.damageControl, excess: DEFAULT_TRACKS.excess });
    expect(ship.systems).toEqual([
      { label: 'L Warp', name: 'Left warp', variant: null, count: 2, catalogId: null, hitOn: ['L Warp'], spaces: null, repair: null },
      expect.objectContaining({ label: 'Lab', name: 'Science deck', variant: null, count: 1, spaces: 1 }),
    ]);
  });

  it('one shield figure is six, phasers keep their arcs, a missile its purchases, a defense has no range', () => {
    const out = readout(loaded('format: 1\nkind: ship\nname: Picket\nsizeClass: 5\ntech: 3\nshields: 9\nphasers: [{ type: Ph-3, arcs: [1, 6], count: 2 }]\nunits: [{ name: Wall, spec: 9 eDefense }, { name: Dart, spec: 6 Missile move=12 mode=3 end=3 (2d6 eZap 1CH) 8CH }]'));
    const ship = out.documents[0] as ShipReadout;
    expect(ship.shields).toEqual([9, 9, 9, 9, 9, 9]);
    expect(ship.phasers).toEqual([{ type: 'Ph-3', name: 'Ph-3', arcs: [1, 6], count: 2 }]);
    expect(ship.units[0]).toMatchObject({ range: null, missile: null, function: 'Defense' });
    expect(ship.units[1]?.missile).toMatchObject({ movement: 12, endurance: 3 });
  });

  it('a total past 2^53 - 1 fails the load with points-too-large at the lines it sums: no readout of a figure that is not exact', () => {
    const r = loadDesigns('format: 1\nkind: units\ntitle: Big\nunits: [{ name: Wall, spec: 9007199254740991 eDefense, count: 10 }]', 'big.yaml');
    expect(r.ok).toBe(false);
    // The build points and the power both pass it.
    expect(r.diagnostics.map((d) => [d.code, d.path, d.span?.line])).toEqual([
      ['points-too-large', 'units', 4],
      ['points-too-large', 'units', 4],
    ]);
    expect(r.diagnostics[0]?.message).toContain('90071992547409910');
  });

  it('refuses what is not a loaded file with a TypeError', () => {
    expect(() => designReadout(null as never)).toThrow(TypeError);
    expect(() => designReadout({} as never)).toThrow(TypeError);
  });

  it('totals are the sums of their parts, and every absent range is null (generated unit lists)', () => {
    const specs = ['3d6 eZap AP', '9 eDefense', '2d6 pZap AUTO RNG-', 'Targeting Sensors=radar', '4d6 pShock EX 2CH', '15 eDefense HARD p=4', '3d6 Flash vs. radar ARC:AB'];
    fc.assert(
      fc.property(fc.array(fc.record({ spec: fc.constantFrom(...specs), count: fc.integer({ min: 1, max: 10_000 }) }), { minLength: 1, maxLength: 12 }), (lines) => {
        const yaml = `format: 1\nkind: units\ntitle: T\nunits:\n${lines.map((l, i) => `  - { name: U${i}, spec: "${l.spec}", count: ${l.count} }`).join('\n')}\n`;
        const doc = readout(loaded(yaml)).documents[0]!;
        if (doc.kind === 'fleet') throw new Error('a unit list');
        expect(doc.totals.unitBuild).toBe(doc.units.reduce((s, u) => s + u.totalBuild, 0));
        expect(doc.totals.unitPower).toBe(doc.units.reduce((s, u) => s + u.totalPower, 0));
        for (const u of doc.units) expect(u.range === null || (Number.isSafeInteger(u.range) && u.range > 0)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

describe('templateData', () => {
  it('lists every document of every file in order, with its file and its cost-table rows, and the ships and lists apart', () => {
    const files = [readout(example('weapons.yaml')), readout(example('cruiser.yaml'))];
    const data = templateData(files, { generator: 'spacedock test', columns: ['name', 'build'] });
    expect(data.documents.map((d) => [d.file, d.kind])).toEqual([['examples/weapons.yaml', 'units'], ['examples/cruiser.yaml', 'ship']]);
    expect(data.ships.map((s) => s.name)).toEqual(['Meridian-class Patrol Cruiser']);
    expect(data.lists).toHaveLength(1);
    expect(data.columns).toEqual(['name', 'build']);
    expect(data.generator).toBe('spacedock test');
    expect(data.documents[1]!.rows.map((r) => r.build)).toEqual(data.documents[1]!.units.map((u) => u.build));
  });
});

describe('sheetFileName', () => {
  it('is the name in lower-case words joined by -, accents dropped, at most 60 characters, ship.svg when nothing is left', () => {
    expect(sheetFileName('Meridian-class Patrol Cruiser')).toBe('meridian-class-patrol-cruiser.svg');
    expect(sheetFileName('ÑÅÉ Ålesund <bay> & "co"')).toBe('nae-alesund-bay-co.svg');
    expect(sheetFileName('../../etc/passwd')).toBe('etc-passwd.svg');
    expect(sheetFileName('日本')).toBe('ship.svg');
    expect(sheetFileName('x'.repeat(100))).toBe(`${'x'.repeat(60)}.svg`);
  });
});
