/**
 * The legend (internal): what each mark on the sheet means, each with a sample drawn the way the
 * sheet draws it. The samples are frames (`rect`), not damage boxes: they belong to no system.
 */
import { mm, pushCross, pushText, type Block, type Row } from './block.js';
import { headingRow } from './block-boxes.js';
import { SHEET_RULES } from './rules.js';
import type { SheetItem } from './types.js';

/** The legend's width, in millimetres. */
export const LEGEND_WIDTH = 56;

type Sample = (out: SheetItem[], x: number, y: number, s: number) => void;

const plain: Sample = (out, x, y, s) => out.push({ kind: 'rect', x, y, w: s, h: s, role: 'sample' });

const ENTRIES: readonly { readonly text: string; readonly sample: Sample; readonly held?: true }[] = [
  { text: 'Box: mark it off when destroyed', sample: plain },
  {
    text: 'Destroyed (crossed out)',
    sample: (out, x, y, s) => {
      plain(out, x, y, s);
      pushCross(out, x, y, s, s);
    },
  },
  {
    text: 'Track box: its value',
    sample: (out, x, y, s) => {
      plain(out, x, y, s);
      pushText(out, { x, y, w: s, h: s }, '4', SHEET_RULES.pt.boxNumber, { anchor: 'middle', role: 'legend' });
    },
  },
  {
    text: 'points held (bold)',
    held: true,
    sample: (out, x, y, s) => {
      plain(out, x, y, s);
      pushText(out, { x, y, w: s, h: s }, '3', SHEET_RULES.pt.boxNumber, { anchor: 'middle', bold: true, role: 'held' });
    },
  },
  { text: 'Shields: crossed from the first box', sample: plain },
];

/** The legend block at box size `s` (the line of points held only when the ship has armor that holds them: `holding` names it, `Armor-9`, `Skin`). */
export function legendBlock(s: number, holding: readonly string[]): Block {
  const w = LEGEND_WIDTH;
  const rowH = mm(Math.max(s, SHEET_RULES.rows.cell) + SHEET_RULES.boxGap);
  const rows: Row[] = ENTRIES.filter((e) => holding.length > 0 || e.held !== true).map((e) => ({
    h: rowH,
    draw: (x, y, out) => {
      e.sample(out, mm(x), mm(y), s);
      const text = e.held === true ? `${holding.join(', ')}: ${e.text}` : e.text;
      pushText(out, { x: x + s + 1, y, w: w - s - 1, h: rowH - SHEET_RULES.boxGap }, text, SHEET_RULES.pt.label, { anchor: 'start', role: 'legend' });
    },
  }));
  return { w, head: headingRow('Legend', w), rows, keep: true };
}
