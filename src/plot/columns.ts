/**
 * A column chart (internal), the shape of three of the four charts: vertical bars on a share
 * axis from 0, with grid lines and tick labels on the left, a label under each bar (or every
 * k-th bar, when they would crowd), the value over each bar (when every value fits its slot,
 * shortened if need be), and optional whiskers. One column may stand apart, after a gap, in a
 * slot wide enough for its label (the "survived" bar).
 */
import { percent, percentShort } from './format.js';
import { largest, shareAxis, tickLabel } from './scale.js';
import { PLOT_STYLE } from './style.js';
import { placeLines, placeText, pushText, roomFor } from './text.js';
import type { PlotAxis, PlotItem } from './types.js';

/** One bar of a column chart. */
export interface Column {
  /** The label under the bar. */
  readonly label: string;
  /** The share it stands for, from 0 to 1. */
  readonly value: number;
  /** What it is, for `data-bar`. */
  readonly bar: string;
  readonly cls: string;
  /** A whisker from `low` to `high` (shares, clamped to the axis). */
  readonly whisker?: { readonly low: number; readonly high: number };
  /** Stands apart, after a gap, in a slot as wide as its label needs. */
  readonly apart?: boolean;
}

/** What the chart is about: the columns, the axis titles, and a fixed axis maximum (else a round one over the largest value). */
export interface ColumnChart {
  readonly columns: readonly Column[];
  readonly yTitle: string;
  readonly xTitle: string;
  readonly max?: number;
  /**
   * Which labels are kept when they crowd (every k-th): those of the columns `i` with
   * `(i + labelOffset) % k === 0`, so that the labels kept are round numbers (0 by default).
   */
  readonly labelOffset?: number;
}

/** More columns than this, and the empty ones get no value printed. */
const CROWDED = 12;

/** Label steps tried when the labels of every bar would crowd. */
const LABEL_STEPS: readonly number[] = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000];

/** Places a column chart in the box from `x` (width `w`) down from `y`; answers its items, value axis and height. */
export function placeColumns(chart: ColumnChart, x: number, y: number, w: number): { items: PlotItem[]; axis: PlotAxis; height: number } {
  const { rows, gap } = PLOT_STYLE;
  const items: PlotItem[] = [];
  const top = largest(chart.columns.map((c) => Math.max(c.value, c.whisker?.high ?? 0)));
  const scale = chart.max === undefined ? shareAxis(top) : { max: chart.max, ticks: [0, 0.25, 0.5, 0.75, 1].map((t) => t * chart.max!) };

  // The y axis title, above the tick labels.
  const yTitle = placeLines(chart.yTitle, 'tick', x, y, w, rows.tick, 2);
  for (const item of yTitle.items) items.push(item);
  const plotTop = y + yTitle.height + rows.value;
  const plotBottom = plotTop + PLOT_STYLE.histogramHeight;
  const yOf = (share: number): number => plotBottom - (Math.min(share, scale.max) / scale.max) * PLOT_STYLE.histogramHeight;

  // The gutter for the tick labels, then the plotting area.
  const labels = scale.ticks.map(tickLabel);
  const gutter = largest(labels.map((l) => roomFor(l, 'tick'))) + gap;
  const px0 = x + gutter;
  const px1 = x + w;
  scale.ticks.forEach((t, i) => {
    const ty = yOf(t);
    items.push({ kind: 'line', x1: px0, y1: ty, x2: px1, y2: ty, cls: i === 0 ? 'axis' : 'grid' });
    pushText(items, placeText(labels[i]!, 'tick', x, ty - rows.tick / 2, gutter - gap, rows.tick, 'end'));
  });

  // Slots: the regular columns share what the one apart (with its gap) leaves.
  const regular = chart.columns.filter((c) => c.apart !== true);
  const apart = chart.columns.filter((c) => c.apart === true);
  const plotW = px1 - px0;
  const apartGap = apart.length > 0 ? 2 * gap : 0;
  let slot = (plotW - apartGap) / (regular.length + apart.length);
  const apartNeed = largest(apart.map((c) => roomFor(c.label, 'tick')));
  if (apart.length > 0 && apartNeed > slot) slot = (plotW - apartGap - apartNeed * apart.length) / Math.max(1, regular.length);
  const apartSlot = Math.max(slot, apartNeed);

  interface Slot {
    readonly c: Column;
    readonly x: number;
    readonly w: number;
  }
  const slots: Slot[] = [];
  let cx = px0;
  for (const c of regular) {
    slots.push({ c, x: cx, w: slot });
    cx += slot;
  }
  cx += apartGap;
  for (const c of apart) {
    slots.push({ c, x: cx, w: apartSlot });
    cx += apartSlot;
  }

  // Values over the bars: every one in full when they all fit their slots, else every one short, else none.
  const valueTexts = [percent, percentShort]
    .map((f) => slots.map((s) => ({ s, text: f(s.c.value) })))
    .find((texts) => texts.every(({ s, text }) => roomFor(text, 'value') <= s.w))
    // A crowded chart leaves out the zeros: it reads better without a row of them.
    ?.filter(({ s }) => !(s.c.value === 0 && slots.length > CROWDED));

  const barW = slot * PLOT_STYLE.barFill;
  for (const s of slots) {
    const bx = s.x + (s.w - barW) / 2;
    const by = yOf(s.c.value);
    items.push({ kind: 'rect', x: bx, y: by, w: barW, h: plotBottom - by, cls: s.c.cls, value: s.c.value, bar: s.c.bar });
    let above = by;
    if (s.c.whisker !== undefined && s.c.whisker.high - s.c.whisker.low > 1e-12) {
      const mid = s.x + s.w / 2;
      const lo = yOf(Math.max(0, s.c.whisker.low));
      const hi = yOf(Math.min(scale.max, s.c.whisker.high));
      const cap = Math.min(PLOT_STYLE.whiskerCap, barW / 2);
      items.push({ kind: 'line', x1: mid, y1: lo, x2: mid, y2: hi, cls: 'wsk' });
      items.push({ kind: 'line', x1: mid - cap, y1: lo, x2: mid + cap, y2: lo, cls: 'wsk' });
      items.push({ kind: 'line', x1: mid - cap, y1: hi, x2: mid + cap, y2: hi, cls: 'wsk' });
      above = Math.min(above, hi);
    }
    const text = valueTexts?.find((v) => v.s === s)?.text;
    if (text !== undefined) pushText(items, placeText(text, 'value', s.x, above - rows.value, s.w, rows.value, 'middle', true));
  }

  // Labels under the bars: every k-th regular one, k the least that lets each fit; the apart ones always.
  const labelY = plotBottom + 0.5;
  const need = largest(regular.map((c) => roomFor(c.label, 'tick')));
  const step = LABEL_STEPS.find((k) => k * slot >= need) ?? regular.length;
  slots.forEach((s, i) => {
    if (s.c.apart !== true && (i + (chart.labelOffset ?? 0)) % step !== 0) return;
    const mid = s.x + s.w / 2;
    const half = s.c.apart === true ? s.w / 2 : Math.min((step * slot) / 2, mid - x, x + w - mid);
    pushText(items, placeText(s.c.label, 'tick', mid - half, labelY, 2 * half, rows.tick, 'middle', true));
  });
  const xTitle = placeLines(chart.xTitle, 'tick', px0, labelY + rows.tick, plotW, rows.axisTitle, 3, 'middle');
  for (const item of xTitle.items) items.push(item);

  const axis: PlotAxis = { origin: plotBottom, length: PLOT_STYLE.histogramHeight, max: scale.max, direction: 'y' };
  return { items, axis, height: labelY + rows.tick + xTitle.height - y };
}
