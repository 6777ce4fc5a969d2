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
  if (t.anchor === 'start') return t.x + SHEET_RULES.textPad;
  if (t.anchor === 'end') return t.x + t.w - SHEET_RULES.textPad;
  return t.x + t.w / 2;
}

/** The `<text>` element; `num` writes a number (each drawing keeps its own precision), `cls` is a class attribute or ''. */
export function fittedTextSvg(t: FittedTextCell, num: (v: number) => string, cls = ''): string {
  const anchor = t.anchor === 'start' ? '' : ` text-anchor="${t.anchor}"`;
  const weight = t.bold ? ' font-weight="bold"' : '';
  return `<text x="${num(textX(t))}" y="${num(baseline(t))}" font-size="${num(t.size * SHEET_RULES.mmPerPt)}"${anchor}${weight}${cls} data-fit="${num(t.x)} ${num(t.y)} ${num(t.w)} ${num(t.h)}">${escapeSvgText(t.text)}</text>`;
}
