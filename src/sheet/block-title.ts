/**
 * The title block (internal): the ship's name, then its class, tech and profile, then its totals;
 * a destroyed ship's name has the DESTROYED mark beside it, framed, at the right of the block.
 */
import { mm, pushText, type Block, type Row } from './block.js';
import { textWidth } from './measure.js';
import { SHEET_RULES } from './rules.js';

/** The mark of a destroyed ship. */
export const DESTROYED_MARK = 'DESTROYED';

/** The title block, `w` wide; `destroyed` adds the DESTROYED mark. */
export function titleBlock(name: string, info: readonly string[], w: number, destroyed = false): Block {
  const h = SHEET_RULES.rows.title;
  // The mark's frame: its text at the title size, padded, never more than half the width.
  const markW = destroyed ? mm(Math.min(w / 2, textWidth(DESTROYED_MARK, SHEET_RULES.pt.title, true) + 2 * SHEET_RULES.textPad + 2)) : 0;
  const nameW = destroyed ? mm(w - markW - SHEET_RULES.blockGap) : w;
  const rows: Row[] = [
    {
      h,
      draw: (x, y, out) => {
        pushText(out, { x, y, w: nameW, h }, name, SHEET_RULES.pt.title, { anchor: 'start', bold: true, role: 'title' });
        if (!destroyed) return;
        const mx = mm(x + w - markW);
        out.push({ kind: 'rect', x: mx, y: mm(y), w: markW, h, role: 'frame' });
        pushText(out, { x: mx, y, w: markW, h }, DESTROYED_MARK, SHEET_RULES.pt.title, { anchor: 'middle', bold: true, role: 'destroyed' });
      },
    },
    ...info.map((line): Row => ({ h: SHEET_RULES.rows.info, draw: (x, y, out) => pushText(out, { x, y, w, h: SHEET_RULES.rows.info }, line, SHEET_RULES.pt.info, { anchor: 'start', role: 'info' }) })),
  ];
  return { w, rows, keep: true };
}
