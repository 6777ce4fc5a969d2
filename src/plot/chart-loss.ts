/**
 * The system-loss chart (internal): one row per part, a light bar for the chance it is hit and a
 * dark one over it for the chance it is destroyed, on a 0-100% axis, each bar's end with a
 * whisker of two standard errors, the two percentages printed at the right.
 */
import { percent } from './format.js';
import type { PlotPart } from './read.js';
import { largest } from './scale.js';
import { PLOT_STYLE } from './style.js';
import { placeLines, placeText, pushText, roomFor } from './text.js';
import type { PlacedChart, PlotItem } from './types.js';

const TICKS: readonly number[] = [0, 0.25, 0.5, 0.75, 1];
/** The widest the part names may make their column, as a share of the chart's width. */
const MAX_LABEL_SHARE = 0.32;

/** A whisker across a horizontal bar's end: `low` to `high` at height `y`, with end caps. */
function whisker(items: PlotItem[], x0: number, len: number, value: number, se: number, y: number, cap: number): void {
  const lo = x0 + Math.max(0, value - 2 * se) * len;
  const hi = x0 + Math.min(1, value + 2 * se) * len;
  // No spread, no whisker (a figure every trial agreed on).
  if (hi - lo < 1e-9) return;
  items.push({ kind: 'line', x1: lo, y1: y, x2: hi, y2: y, cls: 'wsk' });
  items.push({ kind: 'line', x1: lo, y1: y - cap, x2: lo, y2: y + cap, cls: 'wsk' });
  items.push({ kind: 'line', x1: hi, y1: y - cap, x2: hi, y2: y + cap, cls: 'wsk' });
}

/**
 * The legend: a swatch and a word for each bar, the whisker, and what the printed values are,
 * left to right, on as many rows as the width needs. Answers the height it takes.
 */
function legend(items: PlotItem[], x: number, y: number, w: number): number {
  const { rows, swatch, gap } = PLOT_STYLE;
  const entries: readonly { readonly mark: 'dst' | 'hit' | 'wsk' | 'none'; readonly text: string }[] = [
    { mark: 'dst', text: 'destroyed' },
    { mark: 'hit', text: 'hit (lost a box)' },
    { mark: 'wsk', text: '±2 standard errors' },
    { mark: 'none', text: 'values: destroyed / hit' },
  ];
  let cx = x;
  let cy = y;
  for (const e of entries) {
    const markW = e.mark === 'none' ? 0 : swatch + gap / 2;
    // An entry wider than what is left of the row starts a new row (a lone entry wider than the chart is fitted to it).
    const width = Math.min(w, markW + roomFor(e.text, 'label'));
    if (cx > x && cx + width > x + w) {
      cx = x;
      cy += rows.legend;
    }
    const sy = cy + (rows.legend - swatch) / 2;
    if (e.mark === 'dst' || e.mark === 'hit') items.push({ kind: 'rect', x: cx, y: sy, w: swatch, h: swatch, cls: `${e.mark} sw` });
    else if (e.mark === 'wsk') whisker(items, cx, swatch, 0.5, 0.25, cy + rows.legend / 2, swatch / 3);
    pushText(items, placeText(e.text, 'label', cx + markW, cy, width - markW, rows.legend, 'start'));
    cx += width + 2 * gap;
  }
  return cy + rows.legend - y;
}

/** The chart at `y`, `w` wide from `x`: its heading, legend, a row per part, the axis. */
export function placeLoss(parts: readonly PlotPart[], everyPart: boolean, x: number, y: number, w: number): PlacedChart {
  const { rows, gap, barThickness } = PLOT_STYLE;
  const items: PlotItem[] = [];
  const heading = placeLines('System loss: chance each part is destroyed, and hit', 'heading', x, y + rows.heading - rows.headingLine, w, rows.headingLine, 2);
  for (const item of heading.items) items.push(item);
  let cy = y + rows.heading - rows.headingLine + heading.height;
  const shown = everyPart ? parts : parts.filter((p) => p.hit.value > 0);
  if (shown.length === 0) {
    pushText(items, placeText(parts.length === 0 ? 'The result lists no parts.' : 'No part was hit in any trial.', 'note', x, cy, w, rows.note, 'start'));
    return { name: 'loss', items, height: cy + rows.note - y };
  }
  cy += legend(items, x, cy, w) + 1;

  const values = shown.map((p) => `${percent(p.destroyed.value)} / ${percent(p.hit.value)}`);
  const labelW = Math.min(w * MAX_LABEL_SHARE, largest(shown.map((p) => roomFor(p.name, 'label'))));
  const valueW = largest(values.map((v) => roomFor(v, 'label')));
  // Half a tick label's room on each side of the axis, so "0%" and "100%" stay over the chart.
  const tickHalf = roomFor('100%', 'tick') / 2;
  const x0 = x + Math.max(labelW + gap, tickHalf);
  const len = x + w - valueW - gap - Math.max(tickHalf, 0) - x0;
  const top = cy;
  const cap = barThickness * 0.35;
  shown.forEach((p, i) => {
    const ry = top + i * rows.part;
    const by = ry + (rows.part - barThickness) / 2;
    pushText(items, placeText(p.name, 'label', x, ry, labelW, rows.part, 'end'));
    items.push({ kind: 'rect', x: x0, y: by, w: p.hit.value * len, h: barThickness, cls: 'hit', value: p.hit.value, bar: `${p.name}: hit` });
    items.push({ kind: 'rect', x: x0, y: by, w: p.destroyed.value * len, h: barThickness, cls: 'dst', value: p.destroyed.value, bar: `${p.name}: destroyed` });
    whisker(items, x0, len, p.hit.value, p.hit.standardError, ry + rows.part / 2, cap);
    whisker(items, x0, len, p.destroyed.value, p.destroyed.standardError, ry + rows.part / 2, cap);
    pushText(items, placeText(values[i]!, 'label', x + w - valueW, ry, valueW, rows.part, 'end', true));
  });
  const bottom = top + shown.length * rows.part;
  for (const t of TICKS) {
    const tx = x0 + t * len;
    items.push({ kind: 'line', x1: tx, y1: top, x2: tx, y2: bottom, cls: t === 0 ? 'axis' : 'grid' });
    pushText(items, placeText(`${t * 100}%`, 'tick', tx - tickHalf, bottom + 0.5, 2 * tickHalf, rows.tick, 'middle', true));
  }
  items.push({ kind: 'line', x1: x0, y1: bottom, x2: x0 + len, y2: bottom, cls: 'axis' });
  // Grid lines are drawn first, under the bars.
  const ordered = [...items.filter((i) => i.kind === 'line' && i.cls === 'grid'), ...items.filter((i) => !(i.kind === 'line' && i.cls === 'grid'))];
  const title = placeLines('chance by the end of the last turn (or of the trial, when the ship was destroyed)', 'tick', x0, bottom + 0.5 + rows.tick, len, rows.axisTitle, 3, 'middle');
  for (const item of title.items) ordered.push(item);
  return { name: 'loss', items: ordered, axis: { origin: x0, length: len, max: 1, direction: 'x' }, height: bottom + 0.5 + rows.tick + title.height - y };
}
