/**
 * Placing blocks on pages (internal): newspaper columns that fill top to bottom, then the next
 * column, then a new page. A region of columns starts below whatever was placed before it; a
 * block that does not fit what is left of a column moves on (whole, or split between rows).
 */
import { blockHeight, mm, type Block, type Row } from './block.js';
import { SHEET_RULES } from './rules.js';
import type { SheetItem, SheetPageBox } from './types.js';

/** Where the placing stands: the pages so far and the first free height on the last one. */
export interface Flow {
  readonly page: SheetPageBox;
  /** The lowest y an item may reach (above the footer). */
  readonly bottom: number;
  readonly pages: SheetItem[][];
  y: number;
}

/** A flow on a first, empty page. */
export function newFlow(page: SheetPageBox): Flow {
  return { page, bottom: mm(page.height - page.margin - SHEET_RULES.rows.footer - 1), pages: [[]], y: page.margin };
}

/** The content width of the page. */
export function contentWidth(page: SheetPageBox): number {
  return page.width - 2 * page.margin;
}

/** The width of each of `cols` columns across the content width. */
export function columnWidth(page: SheetPageBox, cols: number): number {
  return mm((contentWidth(page) - (cols - 1) * SHEET_RULES.blockGap) / cols - 0.005);
}

/** How many columns of at least `SHEET_RULES.minColumn` fit across the page. */
export function columnCount(page: SheetPageBox): number {
  return Math.max(1, Math.floor((contentWidth(page) + SHEET_RULES.blockGap) / (SHEET_RULES.minColumn + SHEET_RULES.blockGap)));
}

/**
 * Places blocks (each at most a column wide) in `cols` columns from the flow's current height:
 * each block, or each part of a split one, goes to the column that ends highest (the leftmost
 * of those), so the columns stay even; when not even that one has room for a kept block whole,
 * or for a split one's heading and first row, a new page begins.
 */
export function placeColumns(flow: Flow, blocks: readonly Block[], cols: number): void {
  if (blocks.length === 0) return;
  const { page, bottom } = flow;
  const colW = columnWidth(page, cols);
  const ys: number[] = new Array<number>(cols).fill(flow.y);
  let items = flow.pages[flow.pages.length - 1] as SheetItem[];
  const x = (c: number): number => mm(page.margin + c * (colW + SHEET_RULES.blockGap));
  const highest = (): number => ys.reduce((best, y, c) => (y < (ys[best] ?? Infinity) ? c : best), 0);
  /** The column to use for something `need` high: the highest-ending one, on a new page if it has no room. */
  const columnFor = (need: number): number => {
    let c = highest();
    const y = ys[c] ?? page.margin;
    if (y + need > bottom && y > page.margin) {
      items = [];
      flow.pages.push(items);
      ys.fill(page.margin);
      c = 0;
    }
    return c;
  };
  const drawAt = (c: number, r: Row): void => {
    r.draw(x(c), ys[c] ?? page.margin, items);
    ys[c] = mm((ys[c] ?? page.margin) + r.h);
  };
  for (const b of blocks) {
    let c: number;
    if (b.keep) {
      c = columnFor(blockHeight(b));
      if (b.head !== undefined) drawAt(c, b.head);
      for (const r of b.rows) drawAt(c, r);
    } else {
      let i = 0;
      let head = b.head;
      c = columnFor((head?.h ?? 0) + (b.rows[0]?.h ?? 0));
      for (;;) {
        if (head !== undefined) drawAt(c, head);
        // The first row always goes with its heading (a fresh page holds both).
        do {
          const r = b.rows[i];
          if (r === undefined) break;
          drawAt(c, r);
          i++;
        } while (i < b.rows.length && (ys[c] ?? 0) + (b.rows[i]?.h ?? 0) <= bottom);
        if (i >= b.rows.length) break;
        // Close this column's part, and go on in the highest-ending column (or a new page).
        ys[c] = bottom;
        head = b.contHead ?? b.head;
        c = columnFor((head?.h ?? 0) + (b.rows[i]?.h ?? 0));
      }
    }
    ys[c] = mm((ys[c] ?? 0) + SHEET_RULES.blockGap);
  }
  flow.y = mm(ys.reduce((a, y) => Math.max(a, y), page.margin));
}
