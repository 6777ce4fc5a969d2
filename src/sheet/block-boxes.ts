/**
 * A group of box rows as a block (internal): a heading, then each row's label and boxes, the
 * boxes wrapping onto more lines when the column is too narrow for them, and the label standing
 * over them when it is too long for the label column. A line that starts a later part of the
 * block (in the next column or on the next page) repeats its row's label. Track boxes carry their
 * number and are as wide as their widest number needs.
 */
import { mm, pushCross, pushText, type Block, type Row } from './block.js';
import { fitText, textWidth } from './measure.js';
import { SHEET_RULES } from './rules.js';
import type { BoxGroupSpec, BoxRowSpec, BoxSpec } from './sheet-data.js';
import type { SheetItem } from './types.js';
import { wrapText } from './wrap-text.js';

const LABEL_GAP = 1;

/** A heading row: bold text over a rule. */
export function headingRow(text: string, w: number): Row {
  const h = SHEET_RULES.rows.heading;
  return {
    h,
    draw: (x, y, out) => {
      pushText(out, { x, y, w, h: h - 0.3 }, text, SHEET_RULES.pt.heading, { anchor: 'start', bold: true, role: 'heading' });
      out.push({ kind: 'line', x1: x, y1: mm(y + h - 0.15), x2: mm(x + w), y2: mm(y + h - 0.15), role: 'rule' });
    },
  };
}

/** Draws one box with its marks: a cross when destroyed, its number, points held (Armor-9, Skin). */
export function drawBox(out: SheetItem[], b: BoxSpec, x: number, y: number, w: number, h: number): void {
  // Rounded by edges, so that two boxes a gap apart stay apart.
  const right = mm(x + w);
  const low = mm(y + h);
  x = mm(x);
  y = mm(y);
  w = mm(right - x);
  h = mm(low - y);
  out.push(b.held === undefined ? { kind: 'box', x, y, w, h, system: b.system, index: b.index, destroyed: b.destroyed } : { kind: 'box', x, y, w, h, system: b.system, index: b.index, destroyed: b.destroyed, held: b.held });
  if (b.number !== undefined) pushText(out, { x, y, w, h }, b.number, SHEET_RULES.pt.boxNumber, { anchor: 'middle', role: 'box-number' });
  if (b.held !== undefined) pushText(out, { x, y, w, h }, String(b.held), SHEET_RULES.pt.boxNumber, { anchor: 'middle', bold: true, role: 'held' });
  if (b.destroyed) pushCross(out, x, y, w, h);
}

/** The width of a row's boxes at box size `s`: `s`, or wider where a number needs it (a track box's value, points held: Skin's run to 299). */
export function boxWidth(row: BoxRowSpec, s: number): number {
  let widest = 0;
  for (const b of row.boxes) {
    const text = b.number ?? (b.held === undefined ? undefined : String(b.held));
    if (text === undefined) continue;
    const bold = b.number === undefined;
    const fit = fitText(text, 1000, s, SHEET_RULES.pt.boxNumber, bold);
    if (fit !== undefined) widest = Math.max(widest, textWidth(fit.text, fit.size, bold) + 2 * SHEET_RULES.textPad + 0.1);
  }
  return mm(Math.max(s, Math.ceil(widest * 10) / 10));
}

/** The label width a group's rows share: the widest label at the label size, within bounds. */
export function labelWidth(groups: readonly BoxGroupSpec[], w: number): number {
  let widest = 12;
  for (const g of groups) for (const r of g.rows) if (r.note !== true) widest = Math.max(widest, textWidth(r.label, SHEET_RULES.pt.label) + 2 * SHEET_RULES.textPad);
  return mm(Math.min(Math.ceil(widest), w * 0.45));
}

/** The height of a label on a line of its own, over its row's boxes. */
const LABEL_LINE = SHEET_RULES.rows.cell;

/** Whether a row's label stands beside its boxes (the line's height, centred on them), uncut at some size. */
function labelBeside(row: BoxRowSpec, labelW: number, s: number): boolean {
  return fitText(row.label, labelW, mm(s + SHEET_RULES.boxGap), SHEET_RULES.pt.label)?.cut === false;
}

/**
 * The one size of a group's labels: the largest at which every label fits its cell (beside its
 * boxes, or on a line of its own), so that a long label does not set its row apart in a smaller
 * type. The longest label decides it; a label cut even at the least size does not pull the others
 * down further.
 */
function groupLabelSize(group: BoxGroupSpec, w: number, labelW: number, s: number): number {
  let size = SHEET_RULES.pt.label;
  for (const r of group.rows) {
    if (r.note === true) continue;
    const fit = labelBeside(r, labelW, s) ? fitText(r.label, labelW, mm(s + SHEET_RULES.boxGap), SHEET_RULES.pt.label) : fitText(r.label, w, LABEL_LINE, SHEET_RULES.pt.label);
    if (fit !== undefined && !fit.cut) size = Math.min(size, fit.size);
  }
  return size;
}

/**
 * The rows of one labelled row of boxes: one per line of boxes (at least one, for the label).
 * The label stands in the label column beside the first line, centred on it; a label that does
 * not fit there even at the least size stands on a line of its own over the boxes, across the
 * column. Every later line can start a part of a split block: its `cont` draws the label again.
 */
function boxLines(row: BoxRowSpec, w: number, labelW: number, s: number, labelPt: number): Row[] {
  const gap = SHEET_RULES.boxGap;
  const bw = boxWidth(row, s);
  const room = w - labelW - LABEL_GAP;
  const perLine = Math.max(1, Math.floor((room + gap) / (bw + gap)));
  const lines = Math.max(1, Math.ceil(row.boxes.length / perLine));
  const lineH = mm(s + gap);
  const beside = labelBeside(row, labelW, s);
  const boxesOf = (l: number) => (x: number, y: number, out: SheetItem[]): void => {
    const from = l * perLine;
    const bx = x + labelW + LABEL_GAP;
    const end = Math.min(row.boxes.length, from + perLine);
    for (let i = from; i < end; i++) drawBox(out, row.boxes[i] as BoxSpec, bx + (i - from) * (bw + gap), y, bw, s);
  };
  const labelled = (l: number): Row =>
    beside
      ? {
          h: lineH,
          draw: (x, y, out) => {
            pushText(out, { x, y: y - gap / 2, w: labelW, h: lineH }, row.label, labelPt, { anchor: 'start', role: 'label' });
            boxesOf(l)(x, y, out);
          },
        }
      : {
          h: mm(LABEL_LINE + lineH),
          draw: (x, y, out) => {
            pushText(out, { x, y, w, h: LABEL_LINE }, row.label, labelPt, { anchor: 'start', role: 'label' });
            boxesOf(l)(x, mm(y + LABEL_LINE), out);
          },
        };
  const rows: Row[] = [labelled(0)];
  for (let l = 1; l < lines; l++) rows.push({ h: lineH, draw: boxesOf(l), cont: labelled(l) });
  return rows;
}

/** The most lines a note wraps onto. */
const NOTE_LINES = 3;

/** A note (a row without boxes): its text across the column, wrapped between words onto up to three lines at the label size. */
function noteLines(row: BoxRowSpec, w: number): Row[] {
  const wrapped = wrapText(row.label, w, NOTE_LINES * SHEET_RULES.rows.cell, SHEET_RULES.pt.label, false);
  const lines = wrapped?.lines ?? [row.label];
  const lineH = mm(Math.max(wrapped?.lineH ?? 0, SHEET_RULES.rows.cell));
  return lines.map((line) => ({ h: lineH, draw: (x, y, out) => pushText(out, { x, y, w, h: lineH }, line, wrapped?.size ?? SHEET_RULES.pt.label, { anchor: 'start', role: 'label' }) }));
}

/** A group as a block `w` wide at box size `s`, labels `labelW` wide, all of one size (`groupLabelSize`). */
export function boxGroupBlock(group: BoxGroupSpec, w: number, labelW: number, s: number): Block {
  const labelPt = groupLabelSize(group, w, labelW, s);
  return {
    w,
    head: headingRow(group.title, w),
    contHead: headingRow(`${group.title} (cont.)`, w),
    rows: group.rows.flatMap((r) => (r.note === true ? noteLines(r, w) : boxLines(r, w, labelW, s, labelPt))),
    keep: false,
  };
}
