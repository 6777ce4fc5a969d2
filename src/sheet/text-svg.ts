/**
 * A fitted text as an SVG `<text>` element (internal), shared by the record sheets and the plots:
 * centred on its cell by the extents Chromium draws (`textExtents`), padded at its
 * anchor, escaped, and carrying `data-fit` (the cell) so that a browser test can check it stays
 * inside.
 */
import { escapeSvgText } from './escape.js';
import { textExtents } from './measure.js';
import { SHEET_RULES } from './rules.js';

/** A text and the cell (mm) it was fitted to, at a size in points. */
export interface FittedTextCell {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly text: string;
  readonly size: number;
  readonly anchor: 'start' | 'middle' | 'end';
  readonly bold: boolean;
}

/** The baseline of a text centred in its cell, from the extents of its rendered box (taller with an accented capital). */
function baseline(t: FittedTextCell): number {
  const size = t.size * SHEET_RULES.mmPerPt;
  const { above, below } = textExtents(t.text);
  return t.y + (t.h - (above + below) * size) / 2 + above * size;
}

function textX(t: FittedTextCell): number {
  if (t.anchor === 'middle') return t.x + t.w / 2;
  if (t.anchor === 'end') return t.x + t.w - SHEET_RULES.textPad;
  return t.x + SHEET_RULES.textPad;
}

/**
 * The `text-anchor` attribute of each anchor, from this table only: the anchor itself is never
 * written, so a value that is not one of the three is drawn as `start` (as `textX` places it).
 */
const ANCHOR_ATTRIBUTE: Readonly<Record<FittedTextCell['anchor'], string>> = { start: '', middle: ' text-anchor="middle"', end: ' text-anchor="end"' };

/**
 * The `<text>` element; `num` writes a number (each drawing keeps its own precision), `cls` is a
 * class name (escaped) or undefined. The text is escaped; the anchor and weight come from fixed
 * tables; everything else is a number written by `num`.
 */
export function fittedTextSvg(t: FittedTextCell, num: (v: number) => string, cls?: string): string {
  const anchor = t.anchor === 'middle' || t.anchor === 'end' ? ANCHOR_ATTRIBUTE[t.anchor] : ANCHOR_ATTRIBUTE.start;
  const weight = t.bold === true ? ' font-weight="bold"' : '';
  const classAttribute = cls === undefined ? '' : ` class="${escapeSvgText(cls)}"`;
  return `<text x="${num(textX(t))}" y="${num(baseline(t))}" font-size="${num(t.size * SHEET_RULES.mmPerPt)}"${anchor}${weight}${classAttribute} data-fit="${num(t.x)} ${num(t.y)} ${num(t.w)} ${num(t.h)}">${escapeSvgText(t.text)}</text>`;
}
