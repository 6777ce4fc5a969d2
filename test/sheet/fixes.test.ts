// Issue 39's sheet fixes: a DESTROYED mark on a destroyed ship's sheet, one label size per block
// of boxes, and no block split so that one of its rows stands alone (a heading over a single row,
// or a last row carried over alone).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Block, Row } from '../../src/sheet/block.js';
import { newFlow, placeColumns } from '../../src/sheet/flow.js';
import { pageBox } from '../../src/sheet/page.js';
import { SHEET_RULES } from '../../src/sheet/rules.js';
import { renderSheet, type PageName, type Sheet, type SheetItem, type SheetText } from '../../src/sheet/index.js';
import { afterVolleys, designOfFile, SHIP_FILES } from './fixtures.js';

const ok = (r: ReturnType<typeof renderSheet>): Sheet => {
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.value;
};

const PAPERS: readonly { page: PageName; landscape: boolean }[] = [
  { page: 'letter', landscape: false },
  { page: 'letter', landscape: true },
  { page: 'a4', landscape: false },
  { page: 'a4', landscape: true },
];

/** The cruiser after enough damage to use up its excess damage track. */
function destroyedCruiser() {
  const { loaded, ship } = designOfFile('cruiser.yaml');
  const dead = afterVolleys(ship, [
    { shield: 1, points: 999, seed: 3 },
    { shield: 1, points: 999, seed: 4 },
  ]);
  return { loaded, dead };
}

describe('the DESTROYED mark', () => {
  it("is on a destroyed ship's sheet, framed, right of its name, in the SVG as its own class", () => {
    const { loaded, dead } = destroyedCruiser();
    expect(dead.destroyed).toBe(true);
    const sheet = ok(renderSheet({ design: loaded, ship: dead }));
    const items = sheet.layout.pages[0]!.items;
    const mark = items.find((i): i is SheetText => i.kind === 'text' && i.role === 'destroyed');
    expect(mark?.text).toBe('DESTROYED');
    expect(mark?.bold).toBe(true);
    const title = items.find((i): i is SheetText => i.kind === 'text' && i.role === 'title');
    // Beside the name, not over it, and inside a frame of its own.
    expect(title!.x + title!.w).toBeLessThanOrEqual(mark!.x);
    expect(items.some((i) => i.kind === 'rect' && i.role === 'frame' && i.x === mark!.x && i.y === mark!.y && i.w === mark!.w)).toBe(true);
    expect(sheet.pages[0]).toMatch(/<text [^>]*class="z"[^>]*>DESTROYED<\/text>/);
    // Black in black and white.
    expect(ok(renderSheet({ design: loaded, ship: dead }, { mono: true })).pages[0]).toContain('.z{fill:#000}');
  });

  it('is not on the sheet of a ship still in the fight, however damaged', () => {
    const { loaded, ship } = designOfFile('cruiser.yaml');
    const hit = afterVolleys(ship, [{ shield: 1, points: 60, seed: 7 }]);
    expect(hit.destroyed).toBe(false);
    for (const s of [ship, hit]) {
      const sheet = ok(renderSheet({ design: loaded, ship: s }));
      expect(sheet.layout.pages.flatMap((p) => p.items).some((i) => i.kind === 'text' && i.role === 'destroyed')).toBe(false);
      expect(sheet.pages.join('')).not.toContain('DESTROYED');
    }
  });
});

/** Each block of boxes' labels on a page, in drawing order: a heading starts a block, its labels follow. */
function labelsByBlock(items: readonly SheetItem[]): Map<string, SheetText[]> {
  const blocks = new Map<string, SheetText[]>();
  let current: SheetText[] | undefined;
  for (const i of items) {
    if (i.kind !== 'text') continue;
    if (i.role === 'heading') {
      current = [];
      blocks.set(i.text, current);
    } else if (i.role === 'label') current?.push(i);
  }
  return blocks;
}

describe('one label size per block', () => {
  for (const file of SHIP_FILES) {
    it(`${file}: every label of a block is set at one size, in every paper`, () => {
      const { loaded } = designOfFile(file);
      for (const paper of PAPERS) {
        const sheet = ok(renderSheet(loaded, paper));
        for (const page of sheet.layout.pages) {
          for (const [heading, labels] of labelsByBlock(page.items)) {
            // A note (the hull defenses) is wrapped text across the column, at a size of its own.
            const rows = labels.filter((l) => !l.text.startsWith('Defenses'));
            expect(new Set(rows.map((l) => l.size)), `${file} ${paper.page}${paper.landscape ? ' landscape' : ''}: ${heading} (${rows.map((l) => `${l.text} ${l.size}`).join(', ')})`).toHaveProperty('size', Math.min(1, rows.length));
          }
        }
      }
    });
  }

  it("the cruiser's weapons: the long phaser label and the short ones alike", () => {
    const sheet = ok(renderSheet(designOfFile('cruiser.yaml').loaded));
    const weapons = labelsByBlock(sheet.layout.pages[0]!.items).get('Weapons')!;
    expect(weapons.map((l) => l.text)).toContain('Phase lance: Ph-1 (1 2 6)');
    expect(new Set(weapons.map((l) => l.size)).size).toBe(1);
    const systems = labelsByBlock(sheet.layout.pages[0]!.items).get('Systems')!;
    expect(systems.map((l) => l.text)).toContain('Bulk Cargo Bays (Cargo)');
    expect(new Set(systems.map((l) => l.size)).size).toBe(1);
  });
});

/**
 * Places blocks of rows of the given heights (each after a heading of `headH`) in `cols` columns
 * of an A4 landscape page, and gives each block's parts: how many of its rows went to each column
 * of each page, in order.
 */
function place(heights: readonly (readonly number[])[], cols: number, headH = 4): number[][] {
  const flow = newFlow(pageBox('a4', true));
  const seen: { block: number; row: number; where: string }[] = [];
  const head: Row = { h: headH, draw: () => undefined };
  const blocks = heights.map(
    (hs, b): Block => ({
      w: 50,
      head,
      contHead: head,
      // Where a row is drawn: its page (the flow's pages so far) and its column (x).
      rows: hs.map((h, r): Row => ({ h, draw: (x) => void seen.push({ block: b, row: r, where: `${flow.pages.length}:${x}` }) })),
      keep: false,
    }),
  );
  placeColumns(flow, blocks, cols);
  return heights.map((hs, b) => {
    const rows = seen.filter((s) => s.block === b);
    expect(rows.map((s) => s.row)).toEqual(hs.map((_, i) => i));
    const sizes: number[] = [];
    rows.forEach((s, i) => {
      if (i === 0 || rows[i - 1]!.where !== s.where) sizes.push(1);
      else sizes[sizes.length - 1]!++;
    });
    return sizes;
  });
}

describe('no orphan or widow rows', () => {
  // A4 landscape: the room between the top margin and the footer, in mm.
  const room = (() => {
    const flow = newFlow(pageBox('a4', true));
    return flow.bottom - flow.y;
  })();

  it('a heading that has room for one row only goes on with its block to the next column or page', () => {
    // The first block (a heading of 4 mm and one tall row) leaves room for a heading and one row
    // of 4 mm, not two: the second block starts on the next page, all ten rows together.
    const first = room - 4 - SHEET_RULES.blockGap - (4 + 4 + 1);
    const parts = place([[first], Array<number>(10).fill(4)], 1);
    expect(parts[1]).toEqual([10]);
  });

  it('a block never leaves its last row alone in the next part', () => {
    // One row more than the column holds: the split leaves two rows for the next part, not one.
    const fit = Math.floor((room - 4) / 4);
    const parts = place([Array<number>(fit + 1).fill(4)], 1);
    expect(parts[0]).toEqual([fit - 1, 2]);
  });

  it('any blocks, columns and row heights: every part of a block of two rows or more holds two rows or more', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 3, max: 12 }), { minLength: 2, maxLength: 60 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 4 }),
        (heights, cols) => {
          const parts = place(heights, cols);
          for (const p of parts) for (const n of p) expect(n).toBeGreaterThanOrEqual(2);
        },
      ),
      { numRuns: 300 },
    );
  });

  for (const file of SHIP_FILES) {
    it(`${file}: the units table never has a part of one line, in any paper`, () => {
      const { loaded } = designOfFile(file);
      for (const paper of PAPERS) {
        const sheet = ok(renderSheet(loaded, paper));
        for (const page of sheet.layout.pages) {
          const texts = page.items.filter((i): i is SheetText => i.kind === 'text');
          const heading = texts.find((t) => t.role === 'heading' && t.text.startsWith('Weapons and units'));
          if (heading === undefined) continue;
          const next = texts.find((t) => t.role === 'heading' && t.y > heading.y && t.x === heading.x && t.text.startsWith('Hull systems'));
          const lines = new Set(texts.filter((t) => t.role === 'cell' && !t.bold && t.y > heading.y && (next === undefined || t.y < next.y)).map((t) => t.y));
          expect(lines.size, `${file} ${paper.page}${paper.landscape ? ' landscape' : ''}`).toBeGreaterThanOrEqual(2);
        }
      }
    });
  }
});
