/**
 * The rows of a sheet as the designer named them: every named row of each example ship is on the
 * sheet under its label with exactly its boxes, grouped as an SSD reads; a row split across
 * columns or pages repeats its label and goes on in reading order; destroyed boxes are crossed in
 * row order; the ship's name in the shield diagram is whole or absent.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildShip, SHIP_SYSTEMS, type ShipDescription, type ShipRowKind, type ShipState, type ShipSystem } from '../../src/damage/index.js';
import { renderSheet, type Sheet, type SheetOptions, type SheetText } from '../../src/sheet/index.js';
import { GROUP_OF_ROW, SHEET_GROUP_ORDER, SHEET_ROW_ORDER } from '../../src/sheet/groups.js';
import { bigShip, designOfFile, SHIP_FILES } from './fixtures.js';
import { geometryProblems } from './geometry.js';
import { boxKey, heldRows, partsOfRow, rowParts, rowProblems, type RowPart } from './rows.js';
import { lineOf } from '../helpers/ship-lines.js';

const ok = (r: ReturnType<typeof renderSheet>): Sheet => {
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
};

const built = (d: ShipDescription): ShipState => {
  const r = buildShip(d);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
};

const texts = (sheet: Sheet): SheetText[] => sheet.layout.pages.flatMap((p) => p.items.flatMap((i) => (i.kind === 'text' ? [i] : [])));

describe.each(SHIP_FILES)('the rows of %s', (file) => {
  const { loaded, ship } = designOfFile(file);

  it.each<SheetOptions>([{}, { page: 'a4', landscape: true }])('every named row is on the sheet under its label with exactly its boxes (%o)', (options) => {
    const sheet = ok(renderSheet(loaded, options));
    expect(ship.rows?.length).toBeGreaterThan(0);
    expect(rowProblems(sheet, ship)).toEqual([]);
    // The boxes of each system add up to the ship's (and every box is drawn once).
    expect(geometryProblems(sheet, ship)).toEqual([]);
  });

  it('groups its rows as an SSD reads: Control, Power, Weapons, Hull, Armor, Systems, then the tracks', () => {
    const sheet = ok(renderSheet(loaded));
    const groups = [...new Set(rowParts(sheet).map((p) => p.heading))].filter((h) => !h.endsWith('(cont.)'));
    const expected = [...SHEET_GROUP_ORDER.filter((g) => (ship.rows ?? []).some((r) => GROUP_OF_ROW[r.system] === g)), 'Tracks'];
    expect(groups).toEqual(expected);
    // Within the sheet, the rows follow SHEET_ROW_ORDER by kind, and the design's order within a kind.
    const parts = rowParts(sheet).filter((p) => p.label !== undefined && !['Tracks'].includes(p.heading) && !p.heading.startsWith('#'));
    const firsts = parts.map((p) => p.boxes[0]!);
    const rank = (system: string) => SHEET_GROUP_ORDER.indexOf(GROUP_OF_ROW[system as ShipRowKind]) * 100 + SHEET_ROW_ORDER.indexOf(system as ShipRowKind);
    for (let k = 1; k < firsts.length; k++) {
      const [a, b] = [firsts[k - 1]!, firsts[k]!];
      expect(rank(a.system) < rank(b.system) || (a.system === b.system && a.index < b.index), `${boxKey(a.system, a.index)} then ${boxKey(b.system, b.index)}`).toBe(true);
    }
  });
});

describe('row labels', () => {
  it('name the row, then the chart result when it is another; phasers with type and arcs; armor with its kind', () => {
    const { loaded } = designOfFile('cruiser.yaml');
    const labels = texts(ok(renderSheet(loaded))).filter((t) => t.role === 'label').map((t) => t.text);
    expect(labels).toEqual(
      expect.arrayContaining(['Bridge', 'Repair (Cargo)', 'Crew quarters (F Hull)', 'Left warp', 'Probe launcher (Probe)', 'Phase lance: Ph-1 (1 2 6)', 'Flak battery: Ph-3 (all)', 'Shuttle Bay (2 aboard)', 'Lab']),
    );
    const ship = built({
      name: 'Labels',
      systems: [{ label: 'cargo', count: 2, name: 'CARGO' }, { label: 'Armor-9', count: 3, name: 'Plating' }],
      phasers: [{ type: 'Ph-2', arcs: [1, 2, 3, 4, 5, 6], count: 2, name: 'ph-2' }, { type: 'Ph-1', arcs: [4], count: 1 }],
    });
    const shown = texts(ok(renderSheet({ ship }))).filter((t) => t.role === 'label').map((t) => t.text);
    expect(shown).toEqual(expect.arrayContaining(['CARGO', 'Plating (Armor-9)', 'Ph-2 (all)', 'Ph-1 (4)']));
  });
});

describe('crossing off', () => {
  it('a system\'s destroyed boxes are crossed in its rows in row order, first row first', () => {
    const ship = built({ name: 'Holds', systems: [{ label: 'Cargo', count: 3, name: 'Hold A' }, { label: 'Cargo', count: 2, name: 'Hold B' }, { label: 'Repair', count: 4 }] });
    const damaged: ShipState = { ...ship, systems: { ...ship.systems, Cargo: { total: 9, destroyed: 4 } } };
    const sheet = ok(renderSheet({ ship: damaged }));
    expect(geometryProblems(sheet, damaged)).toEqual([]);
    const parts = rowParts(sheet);
    const crossed = (label: string) => parts.filter((p) => p.label?.text === label).flatMap((p) => p.boxes.map((b) => b.destroyed));
    expect(crossed('Hold A (Cargo)')).toEqual([true, true, true]);
    expect(crossed('Hold B (Cargo)')).toEqual([true, false]);
    expect(crossed('Repair (Cargo)')).toEqual([false, false, false, false]);
  });
});

describe('continued rows', () => {
  it('a 3,000-box ship: each row split over columns and pages repeats its label, in reading order', () => {
    const ship = bigShip();
    for (const options of [{}, { page: 'a4', landscape: true }, { page: 'a4' }] as const) {
      const sheet = ok(renderSheet({ ship }, options));
      expect(sheet.layout.pages.length).toBeGreaterThan(1);
      expect(geometryProblems(sheet, ship)).toEqual([]);
      expect(rowProblems(sheet, ship)).toEqual([]);
      const parts = rowParts(sheet);
      // Some rows are split, and every part after a split is under a "(cont.)" heading.
      const split = heldRows(ship).map((h) => partsOfRow(parts, h)).filter((p) => p.length > 1);
      expect(split.length).toBeGreaterThan(2);
      for (const p of split) for (const later of p.slice(1)) expect(later.heading).toMatch(/\(cont\.\)$/);
      // No part lost its label.
      expect(parts.filter((p: RowPart) => p.label === undefined)).toEqual([]);
    }
  });

  it('generated ships: every part of every row comes after the part before it in reading order', () => {
    const line = fc.record({ label: fc.constantFrom<ShipSystem>(...SHIP_SYSTEMS), count: fc.integer({ min: 1, max: 400 }), name: fc.constantFrom('Hold', 'ÑÅÉ bay', 'Warp core') });
    fc.assert(
      fc.property(fc.array(line, { minLength: 3, maxLength: 14 }), fc.constantFrom<SheetOptions>({}, { page: 'a4' }, { landscape: true }), (systems, options) => {
        const ship = built({ name: 'Generated', shields: 12, systems: systems.map(({ label, ...l }) => ({ ...lineOf(label), ...l })) });
        const sheet = ok(renderSheet({ ship }, options));
        expect(rowProblems(sheet, ship)).toEqual([]);
        expect(rowParts(sheet).filter((p) => p.label === undefined)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});

describe('the ship\'s name in the shield diagram', () => {
  const inOutline = (sheet: Sheet): SheetText[] => {
    const items = sheet.layout.pages[0]!.items;
    const ship = items.find((i) => i.kind === 'rect' && i.role === 'ship');
    if (ship === undefined || ship.kind !== 'rect') throw new Error('no outline');
    return items.flatMap((i) => (i.kind === 'text' && i.x >= ship.x && i.x + i.w <= ship.x + ship.w && i.y >= ship.y && i.y + i.h <= ship.y + ship.h ? [i] : []));
  };

  it('is wrapped over lines between words, never cut', () => {
    const { loaded } = designOfFile('cruiser.yaml');
    const lines = inOutline(ok(renderSheet(loaded)));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.map((t) => t.text).join(' ')).toBe('Meridian-class Patrol Cruiser');
    for (let k = 1; k < lines.length; k++) expect(lines[k]!.y).toBeGreaterThan(lines[k - 1]!.y);
  });

  it('with accented capitals, whole; one that cannot fit whole is left out (the title has it)', () => {
    const accented = ok(renderSheet({ ship: built({ name: 'ÅLESUND ÑÉÅ Ørsted', shields: 4, systems: [{ label: 'Lab' }] }) }));
    expect(inOutline(accented).map((t) => t.text).join(' ')).toBe('ÅLESUND ÑÉÅ Ørsted');
    for (const name of ['Supercalifragilisticexpialidocious-class', Array.from({ length: 40 }, (_, i) => `Word${i}`).join(' ')]) {
      const sheet = ok(renderSheet({ ship: built({ name, shields: 4, systems: [{ label: 'Lab' }] }) }));
      expect(inOutline(sheet)).toEqual([]);
      expect(texts(sheet).some((t) => t.role === 'title')).toBe(true);
      expect(texts(sheet).some((t) => t.text.endsWith('\u2026') && t.role === 'label')).toBe(false);
    }
  });
});
