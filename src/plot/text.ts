/**
 * Texts placed in cells (internal): each is fitted with the record sheet's measures (DejaVu Sans
 * advance widths, shrunk to 6 pt, then cut with an ellipsis), so it never leaves its cell.
 */
import { fitText, textWidth } from '../sheet/measure.js';
import { SHEET_RULES } from '../sheet/rules.js';
import { PLOT_STYLE } from './style.js';
import type { PlotText, PlotTextRole } from './types.js';

const BOLD: Readonly<Record<PlotTextRole, boolean>> = { title: true, subtitle: false, heading: true, label: false, tick: false, value: false, note: false };

/**
 * A text of a role fitted to the cell `x y w h` (millimetres), or undefined when not even an
 * ellipsis fits. `exact`: the text must fit at its role's size without being cut (a number).
 */
export function placeText(text: string, role: PlotTextRole, x: number, y: number, w: number, h: number, anchor: PlotText['anchor'], exact = false): PlotText | undefined {
  const bold = BOLD[role];
  const size = PLOT_STYLE.pt[role];
  const fitted = fitText(text, w, h, size, bold);
  if (fitted === undefined || (exact && (fitted.cut || fitted.size < size))) return undefined;
  return { kind: 'text', x, y, w, h, text: fitted.text, size: fitted.size, anchor, bold };
}

/** The width a text of a role needs at its size, its cell's padding included (millimetres). */
export function roomFor(text: string, role: PlotTextRole): number {
  return textWidth(text, PLOT_STYLE.pt[role], BOLD[role]) + 2 * SHEET_RULES.textPad;
}

/** Pushes the item when there is one. */
export function pushText<T>(items: (T | PlotText)[], t: PlotText | undefined): void {
  if (t !== undefined) items.push(t);
}

/**
 * A text of a role set on as many lines (of `rowH` each, at most `maxLines`) as it needs in the
 * width `w`, broken at spaces; what the last line cannot hold is shrunk, then cut, to fit it.
 * Answers the lines placed and the height they take.
 */
export function placeLines(text: string, role: PlotTextRole, x: number, y: number, w: number, rowH: number, maxLines: number, anchor: PlotText['anchor'] = 'start'): { readonly items: PlotText[]; readonly height: number } {
  // Only the start of a long text can be shown (as fitText, which cuts it at the same length).
  const start = text.length > 2 * SHEET_RULES.maxTextLength ? text.slice(0, 2 * SHEET_RULES.maxTextLength) : text;
  const words = start.split(/[ \t\n\r]+/).filter((word) => word !== '');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line === '' ? word : `${line} ${word}`;
    if (line !== '' && roomFor(next, role) > w && lines.length < maxLines - 1) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  lines.push(line);
  const items: PlotText[] = [];
  lines.forEach((l, i) => pushText(items, placeText(l, role, x, y + i * rowH, w, rowH, anchor)));
  return { items, height: lines.length * rowH };
}
