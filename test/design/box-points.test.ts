// A ship's cost covers the ship (issue 36): a profile's box prices (a homebrew rulebook's; 0 in
// the ready-made profiles), the ship's points (its units' build points plus its box points), its
// boxes by kind, and a design file's profile written as options.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileDesign, loadDesigns, type ShipDesign, type ShipModel, type SystemLine } from '../../src/design/index.js';
import type { BoxPoints } from '../../src/index.js';

/** A ship document built in code, compiled as a file is. */
function ship(design: Omit<ShipDesign, 'format' | 'kind' | 'name' | 'sizeClass' | 'tech'>): ShipModel {
  const r = compileDesign({ format: 1, kind: 'ship', name: 'Homebrew', sizeClass: 4, tech: 3, ...design });
  if (!r.ok || r.value.kind !== 'ship') throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
}

const UNITS = [{ name: 'Laser', spec: '3d6 eZap AP', count: 2 }];
const BASE: SystemLine[] = [{ label: 'Bridge' }, { label: 'L Warp', count: 2 }, { label: 'Hull', variant: 'F', count: 3 }, { label: 'Armor', count: 2 }, { label: 'Lab' }];
const HOMEBREW = { base: 'default', boxPoints: { shield: 2, hull: 3, armor: 5, systems: { lab: 7, Bridge: 11 } } } as const;

/** The same ship with one system line's count changed. */
const withCount = (label: string, count: number): SystemLine[] => BASE.map((l) => (l.label === label ? { ...l, count } : l));

describe('a homebrew profile prices boxes', () => {
  const base = ship({ profile: HOMEBREW, shields: 10, units: UNITS, systems: BASE });

  it('two ships that differ only in shields differ in points by exactly the shield boxes times the price', () => {
    const more = ship({ profile: HOMEBREW, shields: 14, units: UNITS, systems: BASE });
    expect(more.totals.shieldBoxes - base.totals.shieldBoxes).toBe(6 * 4);
    expect(more.totals.points - base.totals.points).toBe(6 * 4 * HOMEBREW.boxPoints.shield);
    expect(more.totals.unitBuild).toBe(base.totals.unitBuild);
  });

  it('the same for hull, armor and a system label (a label read in any case)', () => {
    const hull = ship({ profile: HOMEBREW, shields: 10, units: UNITS, systems: withCount('Hull', 7) });
    expect(hull.totals.hullBoxes - base.totals.hullBoxes).toBe(4);
    expect(hull.totals.points - base.totals.points).toBe(4 * HOMEBREW.boxPoints.hull);
    const armor = ship({ profile: HOMEBREW, shields: 10, units: UNITS, systems: withCount('Armor', 5) });
    expect(armor.totals.armorBoxes - base.totals.armorBoxes).toBe(3);
    expect(armor.totals.points - base.totals.points).toBe(3 * HOMEBREW.boxPoints.armor);
    const lab = ship({ profile: HOMEBREW, shields: 10, units: UNITS, systems: withCount('Lab', 4) });
    expect(lab.totals.systemBoxes - base.totals.systemBoxes).toBe(3);
    expect(lab.totals.points - base.totals.points).toBe(3 * HOMEBREW.boxPoints.systems.lab);
    // A label the profile leaves out costs nothing: two more warp boxes, the same points.
    const warp = ship({ profile: HOMEBREW, shields: 10, units: UNITS, systems: withCount('L Warp', 4) });
    expect([warp.totals.systemBoxes - base.totals.systemBoxes, warp.totals.points - base.totals.points]).toEqual([2, 0]);
  });

  it('gives the points, the box points and every box kind, and names the profile custom', () => {
    // 60 shield boxes at 2, 3 hull at 3, 2 armor at 5, the Lab at 7, the Bridge at 11.
    expect(base.totals).toMatchObject({ unitBuild: 46, boxPoints: 120 + 9 + 10 + 7 + 11, points: 46 + 157, shieldBoxes: 60, hullBoxes: 3, armorBoxes: 2, systemBoxes: 4, phasers: 0, boxes: 69 });
    expect(base.readout.profile).toBe('custom');
    expect(base.readout.totals).toMatchObject({ points: 203, boxPoints: 157, boxes: 69 });
    expect(base.profile.boxPoints.systems).toEqual(HOMEBREW.boxPoints.systems);
    // The units' prices are the base profile's readings, under the custom profile's name.
    expect(base.prices[0]).toMatchObject({ build: 23, profile: 'custom' });
  });

  it('prices no box in the ready-made profiles: a ship\'s points are its units\' build points', () => {
    for (const profile of ['default', 'hero', { base: 'hero' }, undefined] as const) {
      const m = ship({ ...(profile === undefined ? {} : { profile }), shields: 10, units: UNITS, systems: BASE });
      expect(m.totals.boxPoints).toBe(0);
      expect(m.totals.points).toBe(m.totals.unitBuild);
    }
  });
});

describe('the examples, with the default profile', () => {
  for (const example of ['cruiser.yaml', 'carrier.yaml', 'base.yaml', 'weapons.yaml', 'ships/cruiser.json', 'home-guard.yaml']) {
    it(`${example}: points are the units' build points, boxes the sum of their kinds`, () => {
      const r = loadDesigns(readFileSync(`examples/${example}`, 'utf8'), example);
      if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
      for (const d of r.value.documents) {
        if (d.kind !== 'ship') continue;
        const t = d.totals;
        expect(t.points).toBe(t.unitBuild);
        expect(t.boxPoints).toBe(0);
        expect(t.boxes).toBe(t.shieldBoxes + t.hullBoxes + t.armorBoxes + t.systemBoxes + t.phasers);
        expect(t.shieldBoxes).toBe(d.ship.shields.reduce((a, b) => a + b, 0));
        expect(t.hullBoxes + t.systemBoxes).toBe(Object.values(t.byChartResult).reduce((a, b) => a + (b ?? 0), 0));
      }
    });
  }
});

describe('a profile in the design file', () => {
  it('prices each document with its own profile: documents of different profiles never share a price', () => {
    // 22.5 active points: a tie, up by default, down for the hero profile.
    const unit = '  - { name: Laser, spec: 3d6 eZap AP }\n';
    const doc = (profile: string, i: number) => `format: 1\nkind: units\ntitle: List ${i}\nprofile: ${profile}\nunits:\n${unit}`;
    const text = ['default', 'hero', '{ base: hero }', '{ boxPoints: { shield: 1 } }', '{ base: hero, powerDivisor: 10 }'].map(doc).join('---\n');
    const r = loadDesigns(text, 'profiles.yaml');
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    const prices = r.value.documents.map((d) => d.prices[0]!);
    expect(prices.map((p) => [p.active, p.power, p.profile])).toEqual([
      [23, 5, 'default'],
      [22, 4, 'hero'],
      [22, 4, 'hero'],
      [23, 5, 'custom'],
      [22, 2, 'custom'],
    ]);
    expect(r.value.documents.map((d) => d.readout.profile)).toEqual(['default', 'hero', 'hero', 'custom', 'custom']);
    // The same profile written twice shares one price object (one memo entry).
    expect(prices[1]).toBe(prices[2]);
  });

  it('refuses a bad option at its field, and a label no line could have at the label, with the one meant', () => {
    const text = 'format: 1\nkind: ship\nname: Cutter\nsizeClass: 4\ntech: 3\nprofile:\n  boxPoints: { systems: { Tractor: 2, Shuttle bay: 1 }, hull: -2 }\n';
    const r = loadDesigns(text, 'cutter.yaml');
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map((d) => [d.code, d.path, `${d.span?.line}:${d.span?.column}`, d.suggestions?.[0]])).toEqual([
      // The chart's name of a catalog system prices no line: its lines are the catalog's Trac.
      ['invalid-profile', 'profile.boxPoints.systems.Tractor', '7:27', 'Trac'],
      ['invalid-profile', 'profile.boxPoints.systems["Shuttle bay"]', '7:39', 'Shtl'],
      ['invalid-profile', 'profile.boxPoints.hull', '7:63', undefined],
    ]);
    expect(r.diagnostics[0]?.message).toBe(`"Tractor" is the damage chart's name of the catalog's Trac; a line is priced by the catalog's label, Trac`);
    expect(r.diagnostics[1]?.message).toBe('no catalog entry or damage-chart system has the label "Shuttle bay"; did you mean Shtl?');
  });
});

/** System lines with the label a profile prices them by (what they resolve to), and their kind of boxes. */
const LINES = [
  { line: { label: 'Bridge' }, priced: 'Bridge', kind: 'system' },
  { line: { label: 'l warp' }, priced: 'L Warp', kind: 'system' },
  { line: { label: 'Lab' }, priced: 'Lab', kind: 'system' },
  { line: { label: 'Trac', variant: 'no Mech' }, priced: 'Trac', kind: 'system' },
  { line: { label: 'Shtl' }, priced: 'Shtl', kind: 'system' },
  { line: { label: 'Hull', variant: 'F' }, priced: 'Hull', kind: 'hull' },
  // The chart's name of the catalog's Hull C: priced as Hull.
  { line: { label: 'C Hull' }, priced: 'Hull', kind: 'hull' },
  { line: { label: 'Armor' }, priced: 'Armor', kind: 'armor' },
] as const;
const LABELS = [...new Set(LINES.map((l) => l.priced))];

const price = fc.nat(20);
const prices: fc.Arbitrary<BoxPoints> = fc.record({
  shield: price,
  hull: price,
  armor: price,
  // Keys written in any case: the profile reads them case-blind.
  systems: fc.dictionary(fc.constantFrom(...LABELS, ...LABELS.map((l) => l.toUpperCase())), price).map((d) => {
    const seen = new Set<string>();
    return Object.fromEntries(Object.entries(d).filter(([k]) => !seen.has(k.toLowerCase()) && seen.add(k.toLowerCase())));
  }),
});
const lines = fc.array(fc.record({ at: fc.nat(LINES.length - 1), count: fc.integer({ min: 1, max: 9 }) }), { maxLength: 8 });
const shields = fc.array(fc.nat(30), { minLength: 6, maxLength: 6 });

/** A label's price in a list of prices, case-blind (0 when it has none). */
const priceOf = (systems: BoxPoints['systems'], label: string): number => Object.entries(systems).find(([k]) => k.toLowerCase() === label.toLowerCase())?.[1] ?? 0;

describe('points (properties)', () => {
  const compile = (boxPoints: BoxPoints, drawn: readonly { at: number; count: number }[], s: number[]): ShipModel =>
    ship({ profile: { boxPoints }, shields: s, units: UNITS, systems: [{ label: 'Bridge' }, ...drawn.map((d) => ({ ...LINES[d.at]!.line, count: d.count }))] });

  it('are the units\' build points plus the box points, and the box points the sum of their parts', () => {
    fc.assert(
      fc.property(prices, lines, shields, (p, drawn, s) => {
        const m = compile(p, drawn, s);
        const t = m.totals;
        const all = [{ at: 0, count: 1 }, ...drawn];
        const count = (kind: string) => all.filter((d) => LINES[d.at]!.kind === kind).reduce((n, d) => n + d.count, 0);
        expect(t.shieldBoxes).toBe(s.reduce((a, b) => a + b, 0));
        expect(t.hullBoxes).toBe(count('hull'));
        expect(t.armorBoxes).toBe(count('armor'));
        const byLabel = all.reduce((n, d) => n + d.count * priceOf(p.systems, LINES[d.at]!.priced), 0);
        expect(t.boxPoints).toBe(t.shieldBoxes * p.shield + t.hullBoxes * p.hull + t.armorBoxes * p.armor + byLabel);
        expect(t.points).toBe(t.unitBuild + t.boxPoints);
        expect(t.boxes).toBe(t.shieldBoxes + t.hullBoxes + t.armorBoxes + t.systemBoxes + t.phasers);
      }),
      { numRuns: 60 },
    );
  });

  it('never fall when a box price rises', () => {
    const which = fc.constantFrom('shield', 'hull', 'armor', ...LABELS);
    fc.assert(
      fc.property(prices, lines, shields, which, fc.integer({ min: 1, max: 50 }), (p, drawn, s, raised, by) => {
        const higher: BoxPoints =
          raised === 'shield' || raised === 'hull' || raised === 'armor'
            ? { ...p, [raised]: p[raised] + by }
            : { ...p, systems: { ...Object.fromEntries(Object.entries(p.systems).filter(([k]) => k.toLowerCase() !== raised.toLowerCase())), [raised]: priceOf(p.systems, raised) + by } };
        const before = compile(p, drawn, s).totals.points;
        const after = compile(higher, drawn, s).totals.points;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
      { numRuns: 60 },
    );
  });
});
