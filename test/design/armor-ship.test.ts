// Every armor kind of the catalog in a design file (issue 36): any mix of armor lines, specific
// armor with its guards and the hull defenses loads, builds, prices its totals, draws a sheet,
// takes volleys, simulates and saves its damage, through the same paths as every other ship.
import fc from 'fast-check';
import { stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ARMOR_KIND_NAMES, applyDamageState, damageStateOf, resolveVolley, simulateVolleys, type ShipState } from '../../src/damage/index.js';
import { loadDesigns, type ShipDesign, type ShipModel } from '../../src/design/index.js';
import { seededDice } from '../../src/dice/index.js';
import type { Result } from '../../src/diagnostics/result.js';
import { renderSheet } from '../../src/sheet/index.js';
import { GUARDABLE } from '../helpers/armor.js';
import { expectedBoxes, geometryProblems } from '../sheet/geometry.js';
import { rowProblems } from '../sheet/rows.js';

const ok = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
};

/** Every catalog line of armor or a hull defense (a 6X ship may mount them all). */
const ARMOR_LINES: readonly { readonly label: string; readonly variant?: string }[] = [
  { label: 'Armor' },
  { label: 'Armor-9' },
  { label: 'Armor', variant: 'Borg' },
  { label: 'Armor', variant: 'Breen' },
  { label: 'Regenerating Armor' },
  { label: 'Skin' },
  { label: 'Armor', variant: 'Specific' },
  { label: 'Armor', variant: 'Non-Ablative' },
  { label: 'Non-ablative Armor' },
  { label: 'Nuetronium Hull Coating' },
  { label: 'Solid Neutronium Hull' },
];

const design: fc.Arbitrary<ShipDesign> = fc
  .record({
    shields: fc.nat(12),
    armor: fc.array(fc.record({ line: fc.constantFrom(...ARMOR_LINES), count: fc.integer({ min: 1, max: 4 }), guards: fc.subarray([...GUARDABLE], { minLength: 1, maxLength: 3 }) }), { minLength: 1, maxLength: 8 }),
  })
  .map((g): ShipDesign => ({
    format: 1,
    kind: 'ship',
    name: 'Bulwark',
    sizeClass: 3,
    tech: 6,
    shields: g.shields,
    systems: [
      { label: 'Bridge' },
      { label: 'L Warp', count: 4 },
      { label: 'R Warp', count: 4 },
      { label: 'Hull', variant: 'F', count: 4 },
      ...g.armor.map((a) => ({ ...a.line, count: a.count, ...(a.line.variant === 'Specific' ? { guards: a.guards } : {}) })),
    ],
    phasers: [{ type: 'Ph-1', arcs: [1, 2, 6], count: 2 }],
    units: [{ name: 'Photon', spec: '4d6 pZap "Photon" ARC:A p=4', count: 2, weapon: 'Torp' }],
  }));

function loadOne(text: string): ShipModel {
  const r = loadDesigns(text, 'bulwark.yaml');
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  const d = r.value.documents[0]!;
  if (d.kind !== 'ship') throw new Error('a ship');
  return d;
}

describe('a design with any mix of the catalog\'s armor', () => {
  it('loads, builds, totals, draws, takes volleys, simulates and saves its damage', () => {
    fc.assert(
      fc.property(design, fc.nat(), (d, seed) => {
        const doc = loadOne(stringify(d));
        const ship = doc.ship;
        // Every armor line is in the state: a layer per kind, specific armor, the hull defenses, the tech.
        const lines = d.systems!.slice(4);
        const kinds = new Set(ship.armor.map((a) => a.kind));
        expect(ship.armor.length).toBe(kinds.size);
        expect(ship.specificArmor.length).toBe(lines.filter((l) => l.variant === 'Specific').length);
        expect(ship.hull.coating).toBe(lines.some((l) => l.label === 'Nuetronium Hull Coating'));
        expect(ship.hull.solidNeutronium).toBe(lines.some((l) => l.label === 'Solid Neutronium Hull'));
        expect(ship.hull.nonAblative).toBe(lines.filter((l) => l.variant === 'Non-Ablative' || l.label === 'Non-ablative Armor').reduce((n, l) => n + (l.count ?? 1), 0));
        expect(ship.tech).toBe(6);
        expect(doc.totals.armorBoxes).toBe([...ship.armor, ...ship.specificArmor].reduce((n, a) => n + a.total, 0));

        // The sheet draws every box of every layer under its kind's name, and every specific armor's.
        const hit = ok(resolveVolley(ship, { shield: 1, units: [{ points: 120, tech: 6 }, { points: 40, tech: 5, weapon: 'Ph-10' }] }, seededDice(seed)));
        const sheet = ok(renderSheet({ design: doc, ship: hit.ship }));
        expect(geometryProblems(sheet, hit.ship, ship.shields)).toEqual([]);
        // Each armor row is labelled by its name and its kind (specific armor by what it guards).
        expect(rowProblems(sheet, hit.ship)).toEqual([]);
        const drawn = new Map<string, number>();
        for (const item of sheet.layout.pages.flatMap((p) => p.items)) if (item.kind === 'box') drawn.set(item.system, (drawn.get(item.system) ?? 0) + 1);
        for (const [system, want] of expectedBoxes(hit.ship)) if (!system.startsWith('Shield')) expect(drawn.get(system), system).toBe(want.total);
        for (const a of hit.ship.armor) expect(drawn.get(ARMOR_KIND_NAMES[a.kind])).toBe(a.total);

        // Its damage saves and loads back, and it simulates.
        const back = ok(applyDamageState(ship, JSON.parse(JSON.stringify(ok(damageStateOf(hit.ship))))));
        expect(back).toEqual(hit.ship);
        const sim = ok(simulateVolleys(ship, [{ shield: 1, points: 60 }], { trials: 40, turns: 3, seed, weaponTech: 6 }));
        expect(sim.parts.filter((p) => p.kind === 'armor').length).toBe(ship.armor.length + ship.specificArmor.length);
      }),
      { numRuns: 60 },
    );
  });

  it('a ship with Breen armor and Skin checks, draws and takes volleys (the issue\'s first refusal)', () => {
    const doc = loadOne(['format: 1', 'kind: ship', 'name: Shrike', 'sizeClass: 4', 'tech: 6', 'shields: 6', 'systems:', '  - { label: Armor, variant: Breen, count: 3 }', '  - { label: Skin, count: 2 }', '  - { label: Bridge }', '  - { label: Hull, variant: C, count: 3 }'].join('\n'));
    const ship: ShipState = doc.ship;
    expect(ship.armor.map((a) => `${a.kind} ${a.total}`)).toEqual(['breen 3', 'skin 2']);
    const r = ok(resolveVolley(ship, { shield: 1, points: 20 }, seededDice(1)));
    expect(r.summary).toMatchObject({ shields: 6, armor: 3, ignored: 11 });
    const text = ok(renderSheet({ design: doc, ship: r.ship })).pages.join('');
    expect(text).toContain('Counts as shielded while Breen armor stands');
    expect(text).toContain('data-box="Skin:0"');
  });
});
