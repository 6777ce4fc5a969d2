/**
 * A table as a block (internal): its title and column headings, repeated on every page it runs
 * onto, then one row per line. Column widths share the block's width by weight.
 */
import { mm, pushText, type Block, type Row } from './block.js';
import { SHEET_RULES } from './rules.js';
import type { TableSpec } from './sheet-data.js';

/** Space between two cells of a row. */
const CELL_GAP = 0.4;

/** The table `w` wide. */
export function tableBlock(table: TableSpec, w: number): Block {
  const total = table.columns.reduce((sum, c) => sum + c.weight, 0);
  const cells: { readonly x: number; readonly w: number }[] = [];
  let at = 0;
  for (const c of table.columns) {
    const cw = (w * c.weight) / total;
    cells.push({ x: mm(at), w: mm(cw - CELL_GAP) });
    at += cw;
  }
  const h = SHEET_RULES.rows.cell;
  const line = (texts: readonly string[], bold: boolean): Row['draw'] => (x, y, out) => {
    table.columns.forEach((c, i) => {
      const cell = cells[i];
      const text = texts[i];
      if (cell === undefined || text === undefined || text === '') return;
      pushText(out, { x: x + cell.x, y, w: cell.w, h }, text, SHEET_RULES.pt.cell, { anchor: c.align, bold, role: 'cell' });
    });
  };
  const head = (title: string): Row => ({
    h: mm(SHEET_RULES.rows.heading + h + 0.4),
    draw: (x, y, out) => {
      pushText(out, { x, y, w, h: SHEET_RULES.rows.heading - 0.3 }, title, SHEET_RULES.pt.heading, { anchor: 'start', bold: true, role: 'heading' });
      line(table.columns.map((c) => c.head), true)(x, mm(y + SHEET_RULES.rows.heading), out);
      const ry = mm(y + SHEET_RULES.rows.heading + h + 0.2);
      out.push({ kind: 'line', x1: mm(x), y1: ry, x2: mm(x + w), y2: ry, role: 'rule' });
    },
  });
  return {
    w,
    head: head(table.title),
    contHead: head(`${table.title} (cont.)`),
    rows: table.rows.map((texts) => ({ h, draw: line(texts, false) })),
    keep: false,
  };
}
