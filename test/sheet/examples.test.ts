/** Every example ship drawn on every page size, undamaged and after seeded volleys: the geometry holds. */
import { describe, expect, it } from 'vitest';
import { renderSheet, type SheetOptions } from '../../src/sheet/index.js';
import { afterVolleys, DESIGN_FILES, exampleDesign, jsonCruiser } from './fixtures.js';
import { geometryProblems } from './geometry.js';

const OPTIONS: readonly SheetOptions[] = [
  {},
  { page: 'a4' },
  { page: 'letter', landscape: true },
  { page: 'a4', landscape: true, mono: true },
];
const VOLLEYS = [
  { shield: 1, points: 60, seed: 7 },
  { shield: 2, points: 45, seed: 11 },
  { shield: 4, points: 80, seed: 3 },
] as const;

describe.each(DESIGN_FILES)('the %s example', (name) => {
  const { loaded, ship } = exampleDesign(name);

  it.each(OPTIONS)('draws every box once, inside the margins, without overlaps (%o)', (options) => {
    const r = renderSheet(loaded, options);
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    expect(geometryProblems(r.value, ship)).toEqual([]);
    expect(r.value.pages.length).toBe(r.value.layout.pages.length);
  });

  it('after seeded volleys: the destroyed boxes are the ship state\'s, shields crossed per box', () => {
    const damaged = afterVolleys(ship, VOLLEYS);
    expect(damaged).not.toEqual(ship);
    for (const options of OPTIONS) {
      const r = renderSheet({ design: loaded, ship: damaged }, options);
      if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
      expect(geometryProblems(r.value, damaged, ship.shields)).toEqual([]);
      const items = r.value.layout.pages.flatMap((p) => p.items);
      const crossed = items.filter((i) => i.kind === 'box' && i.destroyed).length;
      expect(crossed).toBeGreaterThan(0);
      // Each destroyed box is crossed out: a stroke from its top left corner to its bottom right.
      const strokes = new Set(items.flatMap((i) => (i.kind === 'line' && i.role === 'cross' ? [`${i.x1} ${i.y1} ${i.x2} ${i.y2}`] : [])));
      const boxes = items.flatMap((i) => (i.kind === 'box' ? [i] : []));
      for (const b of boxes) expect(strokes.has(`${b.x} ${b.y} ${Math.round((b.x + b.w) * 100) / 100} ${Math.round((b.y + b.h) * 100) / 100}`)).toBe(b.destroyed);
    }
  });

  it('the title block has the design totals', () => {
    const r = renderSheet(loaded);
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    const texts = r.value.layout.pages[0]!.items.flatMap((i) => (i.kind === 'text' ? [i.text] : []));
    expect(texts).toContain(loaded.document.kind === 'ship' ? loaded.document.name : '');
    const t = loaded.kind === 'ship' ? loaded.totals : undefined;
    expect(texts).toContain(`Points ${t?.points} · Unit build points ${t?.unitBuild} · Box points ${t?.boxPoints}`);
    expect(texts).toContain(`Unit power ${t?.unitPower} · System spaces ${t?.systemSpaces} · System repair ${t?.systemRepair}`);
    expect(texts.some((t) => t.startsWith('Size class '))).toBe(true);
  });
});

describe('the JSON cruiser (buildShip)', () => {
  const ship = jsonCruiser();
  it.each(OPTIONS)('draws every box once (%o)', (options) => {
    const r = renderSheet({ ship, units: [{ name: 'Main phaser', spec: '4d6 eZap AP ARC:ABF', count: 4 }], title: { sizeClass: 3, tech: 4, profile: 'default' } }, options);
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    expect(geometryProblems(r.value, ship)).toEqual([]);
  });

  it('after volleys, with its shields before damage', () => {
    const damaged = afterVolleys(ship, VOLLEYS);
    const r = renderSheet({ ship: damaged, shieldBoxes: ship.shields });
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    expect(geometryProblems(r.value, damaged, ship.shields)).toEqual([]);
    const shield1 = r.value.layout.pages.flatMap((p) => p.items).filter((i) => i.kind === 'box' && i.system === 'Shield #1');
    expect(shield1.length).toBe(ship.shields[0]);
    expect(shield1.filter((b) => b.kind === 'box' && b.destroyed).length).toBe(ship.shields[0] - damaged.shields[0]);
  });
});
