/**
 * The layout's building blocks (internal). A block is a stack of rows of known height: a row
 * draws its items when it is given a place. A block that may be split (a group of box rows, a
 * table) can move on to the next column or page between two rows, repeating its heading there;
 * one that may not (the title, the shield diagram, the legend) moves whole.
 */
import { fitText } from './measure.js';
import type { SheetItem, SheetText, SheetTextRole } from './types.js';

/**
 * A row of a block: its height, and how it draws itself with its top left at (x, y). `cont` is
 * the row to draw instead when this one starts a later part of a split block: a line of boxes
 * that goes on from the column before repeats its row's label there.
 */
export interface Row {
  readonly h: number;
  readonly draw: (x: number, y: number, out: SheetItem[]) => void;
  readonly cont?: Row;
}

/** A block: its width and rows; `head` starts it and `contHead` starts every later part of it. */
export interface Block {
  readonly w: number;
  readonly rows: readonly Row[];
  readonly head?: Row;
  readonly contHead?: Row;
  /** True when the block may not be split. */
  readonly keep: boolean;
}

/** A length on the sheet's grid of 0.01 mm: every coordinate is rounded so, layout and SVG alike. */
export function mm(v: number): number {
  return Math.round(v * 100) / 100;
}

/** The total height of a block drawn in one piece. */
export function blockHeight(b: Block): number {
  let h = b.head?.h ?? 0;
  for (const r of b.rows) h += r.h;
  return h;
}

/**
 * Adds a text fitted to its cell (shrunk, then cut; see `fitText`), or nothing when not even an
 * ellipsis fits.
 */
export function pushText(
  out: SheetItem[],
  cell: { readonly x: number; readonly y: number; readonly w: number; readonly h: number },
  text: string,
  sizePt: number,
  style: { readonly anchor: SheetText['anchor']; readonly bold?: boolean; readonly role: SheetTextRole },
): void {
  // Rounded by edges, so that a cell never reaches past the edge it was given.
  const x = mm(cell.x);
  const y = mm(cell.y);
  const w = mm(mm(cell.x + cell.w) - x);
  const h = mm(mm(cell.y + cell.h) - y);
  const fit = fitText(text, w, h, sizePt, style.bold === true);
  if (fit === undefined || fit.text === '') return;
  out.push({ kind: 'text', x, y, w, h, text: fit.text, size: fit.size, anchor: style.anchor, bold: style.bold === true, role: style.role });
}

/** The two strokes of a cross over a box. */
export function pushCross(out: SheetItem[], x: number, y: number, w: number, h: number): void {
  out.push({ kind: 'line', x1: x, y1: y, x2: mm(x + w), y2: mm(y + h), role: 'cross' });
  out.push({ kind: 'line', x1: x, y1: mm(y + h), x2: mm(x + w), y2: y, role: 'cross' });
}
