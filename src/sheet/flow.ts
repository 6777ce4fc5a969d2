/**
 * Placing blocks on pages (internal): newspaper columns that fill top to bottom, then the next
 * column, then a new page. A region of columns starts below whatever was placed before it; a
 * block that does not fit what is left of a column moves on (whole, or split between rows).
 */
import { blockHeight, mm, type Block, type Row } from './block.js';
import { SHEET_RULES } from './rules.js';
import type { SheetItem, SheetPageBox } from './types.js';

/** How many rows of a split block stay together at the start and at the end of each of its parts (no orphan, no widow). */
const KEEP_TOGETHER = 2;

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
 * Places blocks (each at most a column wide) in `cols` columns from the flow's current height.
 * Each block goes to the column that ends highest (the leftmost of those), so the columns stay
 * even; when not even that one has room for a kept block whole, or for a split one's heading and
 * first two rows, a new page begins. The rest of a split block goes on in reading order, never before
 * its start: to the highest-ending of the columns to the right of its part on the same page that
 * has room for its heading and next two rows, else to the first column of a new page; its first row
 * there is drawn as that row's `cont` when it has one (its label repeated). No part of a block of
 * two rows or more holds one row alone: a part ends a row early when that leaves the next part
 * only one (unless a fresh page cannot hold two).
 */
export function placeColumns(flow: Flow, blocks: readonly Block[], cols: number): void {
  if (blocks.length === 0) return;
  const { page, bottom } = flow;
  const colW = columnWidth(page, cols);
  const ys: number[] = new Array<number>(cols).fill(flow.y);
  let items = flow.pages[flow.pages.length - 1] as SheetItem[];
  const x = (c: number): number => mm(page.margin + c * (colW + SHEET_RULES.blockGap));
  const yOf = (c: number): number => ys[c] ?? page.margin;
  const newPage = (): number => {
    items = [];
    flow.pages.push(items);
    ys.fill(page.margin);
    return 0;
  };
  /** The highest-ending column from `first` on with room for `need` (the leftmost of those), or -1. */
  const roomFrom = (first: number, need: number): number => {
    let best = -1;
    for (let c = first; c < cols; c++) if (yOf(c) + need <= bottom && (best < 0 || yOf(c) < yOf(best))) best = c;
    return best;
  };
  /** The column for a block's start: the highest-ending one, or a new page when it has no room (a fresh page holds anything). */
  const startColumn = (need: number): number => {
    const c = ys.reduce((best, y, k) => (y < yOf(best) ? k : best), 0);
    return yOf(c) + need > bottom && yOf(c) > page.margin ? newPage() : c;
  };
  const drawAt = (c: number, r: Row): void => {
    r.draw(x(c), yOf(c), items);
    ys[c] = mm(yOf(c) + r.h);
  };
  for (const b of blocks) {
    let c: number;
    if (b.keep) {
      c = startColumn(blockHeight(b));
      if (b.head !== undefined) drawAt(c, b.head);
      for (const r of b.rows) drawAt(c, r);
    } else {
      const n = b.rows.length;
      // Rows kept together where a part of the block starts and where it ends: a heading never
      // stands over one row alone (the first part) and the last row never goes on alone (the last).
      const together = Math.min(KEEP_TOGETHER, n);
      const heightOf = (from: number, count: number, first: Row | undefined): number => {
        let h = 0;
        for (let k = 0; k < count && from + k < n; k++) h += (k === 0 ? first : b.rows[from + k])?.h ?? 0;
        return h;
      };
      let i = 0;
      let head = b.head;
      let first: Row | undefined = b.rows[0];
      c = startColumn((head?.h ?? 0) + heightOf(0, together, first));
      for (;;) {
        // How many rows this column takes: the first always (a fresh page holds it), then while they fit.
        let y = yOf(c) + (head?.h ?? 0);
        let k = 0;
        while (i + k < n) {
          const r = k === 0 ? first : b.rows[i + k];
          const h = r?.h ?? 0;
          if (k > 0 && y + h > bottom) break;
          y += h;
          k++;
        }
        // Leave the next part `together` rows, when this part keeps as many; when it cannot (three
        // rows, two of which fit), the rest goes on whole, unless this column is a fresh one.
        const left = n - (i + k);
        if (left > 0 && left < together) {
          if (k - (together - left) >= together) k -= together - left;
          else if (yOf(c) > page.margin) k = 0;
        }
        if (k > 0) {
          if (head !== undefined) drawAt(c, head);
          for (let j = 0; j < k; j++) drawAt(c, (j === 0 ? first : b.rows[i + j]) as Row);
          i += k;
          if (i >= n) break;
          // Close this column's part; go on to the right, or on a new page.
          ys[c] = bottom;
          head = b.contHead ?? b.head;
          const next = b.rows[i] as Row;
          first = next.cont ?? next;
        }
        const right = roomFrom(c + 1, (head?.h ?? 0) + heightOf(i, together, first));
        c = right >= 0 ? right : newPage();
      }
    }
    ys[c] = mm(yOf(c) + SHEET_RULES.blockGap);
  }
  flow.y = mm(ys.reduce((a, y) => Math.max(a, y), page.margin));
}
