/**
 * The rating-against-cost chart (internal): each design a square at its cost (a logarithmic
 * axis) and rating (Elo-like points), with a whisker of ±2 standard errors; the line fitted to
 * the unflagged designs dashed across; the flagged designs drawn larger, in their own colour, and named.
 */
import { POINTS_PER_STRENGTH } from '../balance/scale.js';
import { count, decimal } from './format.js';
import type { BalancePlotData } from './read-balance.js';
import { PLOT_STYLE } from './style.js';
import { placeLines, placeText, pushText, roomFor } from './text.js';
import type { PlacedChart, PlotItem } from './types.js';
import { largest } from './scale.js';

/** Sizes of the chart, in millimetres (ours). */
const SCATTER = {
  /** The height of the plotting area. */
  height: 80,
  /** The side of a design's square, and of a flagged one's. */
  point: 1.6,
  flagged: 2.6,
  /** The widest name label beside a point. */
  label: 40,
  /** Up to this many designs every one is named; past it only the flagged ones. */
  named: 15,
} as const;

/** Round steps of a linear axis: 1, 2, 2.5, 5 times a power of ten. */
function niceStep(span: number, ticks: number): number {
  const raw = span / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * power >= raw) return m * power;
  return 10 * power;
}

/**
 * A linear axis over [lo, hi], widened to round ends, and its ticks. A span under a millionth of
 * a rating point (ratings that differ by rounding alone) is drawn as a span of at least 1: ticks
 * finer than the billionth the labels round to would land off their places.
 */
function linearAxis(lo: number, hi: number): { lo: number; hi: number; ticks: number[] } {
  const span = hi - lo > 1e-6 ? hi - lo : Math.max(1, Math.abs(lo));
  const step = niceStep(span, 5);
  const a = Math.floor(lo / step) * step;
  const b = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  for (let k = 0; a + k * step <= b + step / 1e6 && k < 50; k++) ticks.push(Math.round((a + k * step) * 1e9) / 1e9);
  return { lo: a, hi: b === a ? a + step : b, ticks };
}

/** Ticks of a logarithmic cost axis over [lo, hi]: 1, 2, 5 times powers of ten, or round linear steps when the range is narrow. */
function costTicks(lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let p = Math.floor(Math.log10(lo)); p <= Math.ceil(Math.log10(hi)) && out.length < 40; p++) {
    for (const m of [1, 2, 5]) {
      const v = m * 10 ** p;
      if (v >= lo && v <= hi) out.push(v);
    }
  }
  if (out.length >= 3) return out;
  return linearAxis(lo, hi).ticks.filter((t) => t >= lo && t <= hi && t > 0);
}

/** The legend and the chart, placed from `y` in the box from `x` of width `w`. */
export function placeBalance(data: BalancePlotData, x: number, y: number, w: number): PlacedChart {
  const { rows, gap } = PLOT_STYLE;
  const items: PlotItem[] = [];

  // The legend, on one row.
  let lx = x;
  const legend = (cls: string, size: number, text: string): void => {
    items.push({ kind: 'rect', x: lx, y: y + (rows.legend - size) / 2, w: size, h: size, cls });
    lx += size + gap;
    const t = placeText(text, 'label', lx, y, Math.min(roomFor(text, 'label'), x + w - lx), rows.legend, 'start');
    pushText(items, t);
    lx += roomFor(text, 'label') + 2 * gap;
  };
  legend('pt', SCATTER.point, 'design, ±2 standard errors');
  legend('under', SCATTER.flagged, 'underpriced');
  legend('over', SCATTER.flagged, 'overpriced');
  if (data.line !== null && lx + 8 < x + w) {
    items.push({ kind: 'line', x1: lx, y1: y + rows.legend / 2, x2: lx + 6, y2: y + rows.legend / 2, cls: 'fit' });
    lx += 6 + gap;
    pushText(items, placeText('line of the unflagged designs', 'label', lx, y, Math.max(0, x + w - lx), rows.legend, 'start'));
  }
  const top = y + rows.legend + rows.value;

  // The axes' ranges: every point with its whiskers, and the line at both ends.
  const costs = data.designs.map((d) => d.cost);
  // Loops rather than spreading the list into arguments (a long list can overflow the stack).
  let cLo = Number.POSITIVE_INFINITY;
  let cHi = 0;
  for (const c of costs) {
    cLo = Math.min(cLo, c);
    cHi = Math.max(cHi, c);
  }
  const spanLog = Math.log(cHi) - Math.log(cLo);
  const pad = spanLog > 1e-9 ? 0.08 * spanLog : Math.log(1.25);
  const xLo = Math.log(cLo) - pad;
  const xHi = Math.log(cHi) + pad;
  const lineAt = (lc: number): number | undefined => (data.line === null ? undefined : (data.line.intercept + data.line.slope * lc) * POINTS_PER_STRENGTH);
  const ys: number[] = [];
  for (const d of data.designs) ys.push(d.points - 2 * d.pointsError, d.points + 2 * d.pointsError);
  for (const lc of [xLo, xHi]) {
    const v = lineAt(lc);
    if (v !== undefined) ys.push(v);
  }
  let yLo = Number.POSITIVE_INFINITY;
  let yHi = Number.NEGATIVE_INFINITY;
  for (const v of ys) {
    yLo = Math.min(yLo, v);
    yHi = Math.max(yHi, v);
  }
  const yAxis = linearAxis(yLo, yHi);

  // The y axis: its title, its tick labels in a gutter, the grid.
  const yTitle = placeLines('rating (Elo-like points, mean 0)', 'tick', x, top, w, rows.tick, 1);
  for (const item of yTitle.items) items.push(item);
  const py0 = top + yTitle.height + rows.value;
  const py1 = py0 + SCATTER.height;
  const yOf = (v: number): number => py1 - ((v - yAxis.lo) / (yAxis.hi - yAxis.lo)) * SCATTER.height;
  const yLabels = yAxis.ticks.map((t) => decimal(t, 2));
  const gutter = largest(yLabels.map((l) => roomFor(l, 'tick'))) + gap;
  const px0 = x + gutter;
  const px1 = x + w;
  const xOf = (lc: number): number => px0 + ((lc - xLo) / (xHi - xLo)) * (px1 - px0);
  yAxis.ticks.forEach((t, i) => {
    const ty = yOf(t);
    items.push({ kind: 'line', x1: px0, y1: ty, x2: px1, y2: ty, cls: i === 0 ? 'axis' : 'grid' });
    pushText(items, placeText(yLabels[i]!, 'tick', x, ty - rows.tick / 2, gutter - gap, rows.tick, 'end'));
  });
  items.push({ kind: 'line', x1: px0, y1: py0, x2: px0, y2: py1, cls: 'axis' });

  // The x axis: cost ticks, on a logarithmic scale.
  const ticks = costTicks(Math.exp(xLo), Math.exp(xHi));
  const slot = ticks.length > 0 ? (px1 - px0) / ticks.length : px1 - px0;
  for (const t of ticks) {
    const tx = xOf(Math.log(t));
    items.push({ kind: 'line', x1: tx, y1: py1, x2: tx, y2: py1 + 0.8, cls: 'axis' });
    // Centred on the tick, and no wider than the room on either side of it.
    const half = Math.floor(100 * Math.min(slot / 2, tx - x, x + w - tx)) / 100;
    const left = Math.round(100 * (tx - half)) / 100;
    pushText(items, placeText(t < 10 ? decimal(t, 2) : count(t), 'tick', left, py1 + 1, 2 * half, rows.tick, 'middle', true));
  }
  const xTitle = placeLines('cost in points (logarithmic scale)', 'tick', px0, py1 + 1 + rows.tick, px1 - px0, rows.axisTitle, 2, 'middle');
  for (const item of xTitle.items) items.push(item);

  // The line, then each design: whisker, square, name.
  if (data.line !== null) items.push({ kind: 'line', x1: xOf(xLo), y1: yOf(lineAt(xLo)!), x2: xOf(xHi), y2: yOf(lineAt(xHi)!), cls: 'fit' });
  const named = data.designs.length <= SCATTER.named;
  // The flagged ones last, so they are drawn over the others.
  const order = [...data.designs].sort((a, b) => Number(a.flag !== null) - Number(b.flag !== null));
  for (const d of order) {
    const cx = xOf(Math.log(d.cost));
    const cy = yOf(d.points);
    if (d.pointsError > 0) {
      const lo = yOf(d.points - 2 * d.pointsError);
      const hi = yOf(d.points + 2 * d.pointsError);
      const cap = PLOT_STYLE.whiskerCap;
      items.push({ kind: 'line', x1: cx, y1: lo, x2: cx, y2: hi, cls: 'wsk' });
      items.push({ kind: 'line', x1: cx - cap, y1: lo, x2: cx + cap, y2: lo, cls: 'wsk' });
      items.push({ kind: 'line', x1: cx - cap, y1: hi, x2: cx + cap, y2: hi, cls: 'wsk' });
    }
    const size = d.flag === null ? SCATTER.point : SCATTER.flagged;
    const cls = d.flag === 'underpriced' ? 'under' : d.flag === 'overpriced' ? 'over' : 'pt';
    items.push({ kind: 'rect', x: cx - size / 2, y: cy - size / 2, w: size, h: size, cls, value: d.points, bar: d.flag === null ? d.name : `${d.name}: ${d.flag}` });
    if (named || d.flag !== null) {
      // Right of the point when there is room, else left of it.
      // Half a millimetre of slack over the measure, so rounding never pushes the text out.
      const want = Math.min(SCATTER.label, roomFor(d.name, 'value') + 0.5);
      const right = cx + size / 2 + 0.6 + want <= px1;
      // Cells on a 0.01 mm grid, so the document's rounding (to 0.001) never moves a text past its cell's padding.
      const room = Math.floor(100 * (right ? want : Math.min(want, cx - size / 2 - 0.6 - x))) / 100;
      const tx = Math.round(100 * (right ? cx + size / 2 + 0.6 : cx - size / 2 - 0.6 - room)) / 100;
      if (room > 0) pushText(items, placeText(d.name, 'value', tx, cy - rows.value / 2, room, rows.value, right ? 'start' : 'end'));
    }
  }
  const height = py1 + 1 + rows.tick + xTitle.height - y;
  // The axis as data-axis gives it: where 0 lies, and the length to the top value (0 lies inside the range: the ratings average 0).
  const zero = yOf(0);
  return { name: 'balance', items, axis: { origin: zero, length: zero - yOf(yAxis.hi), max: yAxis.hi, direction: 'y' }, height };
}

/** The title and what the chart shows. */
export function placeBalanceTitle(data: BalancePlotData, title: string, x: number, y: number, w: number): PlacedChart {
  const { rows } = PLOT_STYLE;
  const items: PlotItem[] = [];
  const head = placeLines(title, 'title', x, y, w, rows.title, 2);
  for (const item of head.items) items.push(item);
  let h = head.height;
  const flagged = data.designs.filter((d) => d.flag !== null).length;
  const lines = [
    `${count(data.designs.length)} designs, ${count(data.duels)} duels. Whiskers are two standard errors of the rating.`,
    data.line === null
      ? 'No line: too few designs to set strength against cost.'
      : `A design is flagged when its rating is more than ${decimal(data.threshold, 2)} standard errors (more where the others scatter) off the line fitted to the other designs: ${flagged === 0 ? 'none is' : `${count(flagged)} ${flagged === 1 ? 'is' : 'are'}`}.`,
  ];
  for (const line of lines) {
    const placed = placeLines(line, 'subtitle', x, y + h, w, rows.subtitle, 3);
    for (const item of placed.items) items.push(item);
    h += placed.height;
  }
  return { name: 'title', items, height: h };
}
