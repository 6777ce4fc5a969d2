/**
 * Generated ships (fast-check): random box counts up to a base's size, random phasers, armor and
 * tracks, perhaps after a seeded volley, on random pages: the geometry always holds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildShip, resolveVolley, SHIP_SYSTEMS, type Facing, type ShipDescription, type ShipSystem, type ShipSystemLine } from '../../src/damage/index.js';
import { seededDice } from '../../src/index.js';
import { renderSheet, SHEET_RULES, type SheetOptions } from '../../src/sheet/index.js';
import { geometryProblems } from './geometry.js';
import { armoredBastion } from './fixtures.js';
import { ARMOR_LINE, fromCounts, lineOf } from '../helpers/ship-lines.js';

const facing = fc.constantFrom<Facing>(1, 2, 3, 4, 5, 6);
const track = fc.array(fc.integer({ min: 0, max: 120 }), { minLength: 1, maxLength: 12 });

/** A row name: plain, accented, or the chart name itself in another case. */
const rowName = fc.option(fc.constantFrom('Repair', 'Crew quarters', 'ÑÅÉ Ålesund bay', 'cargo', 'Warp core', 'A very long name for a row of boxes indeed'), { nil: undefined });

/** System lines of chart systems (several lines may share one; `lineOf` writes Trans and Tractor as the catalog's Tran and Trac), some named, and lines of armor of any kinds (specific armor with its guards). */
const systemLines = (most: number): fc.Arbitrary<ShipSystemLine[]> =>
  fc
    .tuple(
      fc.array(fc.record({ label: fc.constantFrom<ShipSystem>(...SHIP_SYSTEMS), count: fc.integer({ min: 0, max: most }), name: rowName }), { maxLength: 24 }),
      fc.array(fc.record({ count: fc.integer({ min: 1, max: 40 }), kind: fc.constantFrom<Omit<ShipSystemLine, 'count'>>(...Object.values(ARMOR_LINE), { label: 'Armor', variant: 'Specific', guards: ['Bridge', 'L Warp'] }), name: rowName }), { maxLength: 3 }),
    )
    .map(([lines, armor]) => [
      ...lines.map(({ name, label, count }) => ({ ...lineOf(label), count, ...(name === undefined ? {} : { name }) })),
      ...armor.map(({ kind, count, name }) => ({ ...kind, count, ...(name === undefined ? {} : { name }) })),
    ]);

const descriptionOf = (most: number): fc.Arbitrary<ShipDescription> =>
  fc.record({
    name: fc.string({ minLength: 1, maxLength: 60 }),
    shields: fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 6, maxLength: 6 }),
    systems: systemLines(most),
    phasers: fc
      .array(
        fc.record({ type: fc.constantFrom('Ph-1', 'Ph-2', 'Ph-3', 'Ph-G', 'Ph-X long house name'), arcs: fc.uniqueArray(facing, { minLength: 1, maxLength: 6 }), count: fc.integer({ min: 1, max: 6 }), name: rowName }),
        { maxLength: 6 },
      )
      .map((list) => list.map(({ name, ...p }) => (name === undefined ? p : { ...p, name }))),
    shuttlesAboard: fc.constant(0),
    tracks: fc.record({ sensor: track, scanner: track, damageControl: track, excess: fc.integer({ min: 1, max: 40 }) }),
  });

const description = descriptionOf(30);

const options: fc.Arbitrary<SheetOptions> = fc.record({ page: fc.constantFrom('letter', 'a4'), landscape: fc.boolean(), mono: fc.boolean() });
const volley = fc.option(fc.record({ shield: facing, points: fc.integer({ min: 1, max: 200 }), seed: fc.integer({ min: 1, max: 1_000_000 }) }), { nil: undefined });

describe('generated ships', () => {
  it('every box once, inside the margins, no overlaps, damage as in the state', () => {
    fc.assert(
      fc.property(description, options, volley, (d, o, v) => {
        const built = buildShip(d);
        if (!built.ok) throw new Error(JSON.stringify(built.diagnostics));
        let ship = built.value;
        if (v !== undefined) {
          const hit = resolveVolley(ship, { shield: v.shield, points: v.points }, seededDice(v.seed), { log: false });
          if (!hit.ok) throw new Error(JSON.stringify(hit.diagnostics));
          ship = hit.value.ship;
        }
        const r = renderSheet({ ship, shieldBoxes: built.value.shields }, o);
        if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
        expect(geometryProblems(r.value, ship, built.value.shields)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('a base-sized ship with Armor-9 holding damage shows the held points on the first standing box', () => {
    const built = buildShip(fromCounts({ name: 'Hold', shields: 0, armor: 6, armorKind: 'armor-9', systems: { 'C Hull': 10 } }));
    if (!built.ok) throw new Error(JSON.stringify(built.diagnostics));
    const hit = resolveVolley(built.value, { shield: 1, points: 13 }, seededDice(1));
    if (!hit.ok) throw new Error(JSON.stringify(hit.diagnostics));
    const ship = hit.value.ship;
    const armor = ship.armor[0]!;
    expect(armor.held).toBeGreaterThan(0);
    const r = renderSheet({ ship });
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    expect(geometryProblems(r.value, ship)).toEqual([]);
    const items = r.value.layout.pages.flatMap((p) => p.items);
    const held = items.filter((i) => i.kind === 'box' && i.held !== undefined);
    expect(held).toEqual([expect.objectContaining({ system: 'Armor-9', index: armor.destroyed, held: armor.held, destroyed: false })]);
    expect(items.some((i) => i.kind === 'text' && i.role === 'held' && i.text === String(armor.held))).toBe(true);
    expect(r.value.pages[0]).toContain(`data-held="${armor.held}"`);
  });

  it('a ship with every armor kind: each layer under its own name, points held on Armor-9 and Skin (three figures widen the box), specific armor naming what it guards, the hull defenses as notes', () => {
    const { loaded, ship } = armoredBastion();
    const r = renderSheet({ design: loaded, ship });
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    expect(geometryProblems(r.value, ship, [14, 10, 10, 8, 10, 10])).toEqual([]);
    const items = r.value.layout.pages.flatMap((p) => p.items);
    const labels = items.flatMap((i) => (i.kind === 'text' && i.role === 'label' ? [i.text] : []));
    expect(labels).toEqual(expect.arrayContaining([
      'Heavy plate (Armor-9)', 'Borg Armor', 'Breen Armor', 'Bow mesh (Regenerating armor)', 'Stern mesh (Regenerating armor)',
      'Species 8472 Skin (Skin, 0 to ignore)', 'Bridge shell (guards Bridge)', 'Nacelle cowls (guards L Warp, R Warp)',
      'Non-ablative armor: hits past shields lose 1', 'Counts as shielded while Breen armor stands',
    ]));
    const held = items.filter((i) => i.kind === 'box' && i.held !== undefined);
    expect(held.map((b) => (b.kind === 'box' ? `${b.system}:${b.index} ${b.held}` : ''))).toEqual(['Armor-9:2 4', 'Skin:0 137']);
    const skin = held[1]!;
    expect(skin.kind === 'box' && skin.w).toBeGreaterThan(r.value.layout.boxSize);
    // The regenerating armor's boxes are crossed per group: 3 of the bow's five, 1 of the stern's.
    const regen = items.flatMap((i) => (i.kind === 'box' && i.system === 'Regenerating armor' ? [i.destroyed ? 'x' : '.'] : []));
    expect(regen.join('')).toBe('xxx..x....');
    expect(items.some((i) => i.kind === 'text' && i.role === 'legend' && i.text === 'Armor-9, Skin: points held (bold)')).toBe(true);
  });

  it('a ship too large for one page: boxes at a size of the rule, flowing onto more pages, still sound', () => {
    const built = buildShip(fromCounts({ name: 'Huge', shields: 300, armor: 500, systems: { 'C Hull': 900, Cargo: 800, Lab: 400 } }));
    if (!built.ok) throw new Error(JSON.stringify(built.diagnostics));
    const r = renderSheet({ ship: built.value });
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    expect(r.value.layout.pages.length).toBeGreaterThan(1);
    // The largest size among those that take the fewest pages.
    expect(SHEET_RULES.boxSizes).toContain(r.value.layout.boxSize);
    // Every track box keeps its number at the smallest size.
    const numbers = r.value.layout.pages.flatMap((p) => p.items).filter((i) => i.kind === 'text' && i.role === 'box-number');
    const t = built.value.tracks;
    expect(numbers).toHaveLength(t.sensor.boxes.length + t.scanner.boxes.length + t.damageControl.boxes.length);
    expect(geometryProblems(r.value, built.value)).toEqual([]);
    // Shields of 300 boxes do not fit the diagram: they are an ordinary group.
    expect(r.value.layout.pages[0]!.items.some((i) => i.kind === 'text' && i.text === 'Shields')).toBe(true);
  });
});
