/**
 * The title block (internal): the ship's name, then its class, tech and profile, then its totals.
 */
import { pushText, type Block, type Row } from './block.js';
import { SHEET_RULES } from './rules.js';

/** The title block, `w` wide. */
export function titleBlock(name: string, info: readonly string[], w: number): Block {
  const rows: Row[] = [
    { h: SHEET_RULES.rows.title, draw: (x, y, out) => pushText(out, { x, y, w, h: SHEET_RULES.rows.title }, name, SHEET_RULES.pt.title, { anchor: 'start', bold: true, role: 'title' }) },
    ...info.map((line): Row => ({ h: SHEET_RULES.rows.info, draw: (x, y, out) => pushText(out, { x, y, w, h: SHEET_RULES.rows.info }, line, SHEET_RULES.pt.info, { anchor: 'start', role: 'info' }) })),
  ];
  return { w, rows, keep: true };
}
