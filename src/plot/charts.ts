/**
 * The title block and the three column charts (internal): turns to destruction, weapons gone,
 * internal points per trial. Each answers a placed chart; `plot.ts` stacks them.
 */
import { binSize, binsFrom } from './scale.js';
import { placeColumns, type Column } from './columns.js';
import { count, decimal, percent, plural, points } from './format.js';
import { PLOT_LIMITS } from './limits.js';
import type { PlotData, PlotQuantile } from './read.js';
import { PLOT_STYLE } from './style.js';
import { placeLines } from './text.js';
import type { PlacedChart, PlotItem } from './types.js';

/** The quantile of share `p`, when the result lists it. */
function quantile(qs: readonly PlotQuantile[], p: number): PlotQuantile | undefined {
  return qs.find((q) => Math.abs(q.p - p) < 1e-9);
}

/** A range of whole numbers as a bar's label: `7`, `10–19`. */
function range(from: number, to: number): string {
  return from === to ? String(from) : `${from}\u2013${to}`;
}

/** Notes under a chart, each on one row or more; answers the height they take. */
function notes(items: PlotItem[], lines: readonly string[], x: number, y: number, w: number): number {
  let h = 0;
  for (const line of lines) {
    const placed = placeLines(line, 'note', x, y + h, w, PLOT_STYLE.rows.note, 3);
    for (const item of placed.items) items.push(item);
    h += placed.height;
  }
  return h;
}

/** A chart's heading, on one row or two; answers the height it takes. */
function heading(items: PlotItem[], text: string, x: number, y: number, w: number): number {
  // The first row's extra height is space above the heading.
  const { heading: first, headingLine } = PLOT_STYLE.rows;
  const placed = placeLines(text, 'heading', x, y + first - headingLine, w, headingLine, 2);
  for (const item of placed.items) items.push(item);
  return first - headingLine + placed.height;
}

/** The title and what was simulated. */
export function placeTitle(data: PlotData, title: string, x: number, y: number, w: number): PlacedChart {
  const { rows } = PLOT_STYLE;
  const items: PlotItem[] = [];
  const titleLines = placeLines(title, 'title', x, y, w, rows.title, 2);
  for (const item of titleLines.items) items.push(item);
  let h = titleLines.height;
  const lines = [
    `${plural(data.trials, 'trial', 'trials')}, seed ${data.seed}: ${plural(data.pointsPerTurn, 'point', 'points')} a turn for up to ${plural(data.turns, 'turn', 'turns')}, or until the ship is destroyed.`,
    'Whiskers and ± figures are two standard errors of the estimate.',
  ];
  for (const line of lines) {
    const placed = placeLines(line, 'subtitle', x, y + h, w, rows.subtitle, 3);
    for (const item of placed.items) items.push(item);
    h += placed.height;
  }
  return { name: 'title', items, height: h };
}

/** Turns to destruction: the share of trials destroyed in each turn (binned past `PLOT_LIMITS.bars`), and the share that survived. */
export function placeDestruction(data: PlotData, x: number, y: number, w: number): PlacedChart {
  const d = data.destruction;
  const items: PlotItem[] = [];
  const head = heading(items, 'Turns to destruction', x, y, w);
  const k = binSize(data.turns, PLOT_LIMITS.bars);
  const columns: Column[] = [];
  for (let from = 1; from <= data.turns; from += k) {
    const to = Math.min(data.turns, from + k - 1);
    let n = 0;
    for (let t = from; t <= to; t++) n += d.byTurn[t - 1] ?? 0;
    columns.push({ label: range(from, to), value: n / data.trials, bar: from === to ? `turn ${from}` : `turns ${from}-${to}`, cls: 'bar' });
  }
  columns.push({ label: 'survived', value: d.survived / data.trials, bar: 'survived', cls: 'srv', apart: true });
  const xTitle = k === 1 ? 'turn in which the ship was destroyed' : `turn in which the ship was destroyed (${k} turns a bar)`;
  // One turn a bar: the labels kept are turns 5, 10, ... (so offset 1); binned, the first bar's.
  const placed = placeColumns({ columns, yTitle: '% of trials', xTitle, labelOffset: k === 1 ? 1 : 0 }, x, y + head, w);
  for (const item of placed.items) items.push(item);
  const never = `not destroyed in ${plural(data.turns, 'turn', 'turns')}`;
  const median = quantile(d.quantiles, 0.5);
  const medianText = median === undefined ? '' : median.value === null ? `; median: ${never}` : `; median turn ${decimal(median.value, 2)}`;
  const meanText = d.mean === null ? `Mean turn of destruction: ${never}` : `Mean turn of destruction ${decimal(d.mean.value, 2)} ± ${decimal(2 * d.mean.standardError, 2)} (of the trials that destroyed it)`;
  const lines = [`Destroyed within ${plural(data.turns, 'turn', 'turns')}: ${percent(d.destroyed.value)} ± ${points(2 * d.destroyed.standardError)}`, meanText + medianText];
  const h = notes(items, lines, x, y + head + placed.height, w);
  return { name: 'destruction', items, axis: placed.axis, height: head + placed.height + h };
}

/** Weapons gone: by the end of each turn (every k-th past `PLOT_LIMITS.bars`), the chance every weapon is destroyed. */
export function placeDisarmed(data: PlotData, x: number, y: number, w: number): PlacedChart {
  const items: PlotItem[] = [];
  const head = heading(items, 'Weapons gone: chance every phaser, Torp and Drone box is destroyed', x, y, w);
  if (data.weapons === 0) {
    const h = notes(items, ['The ship has no weapons (no phasers, Torp or Drone boxes): it counts as disarmed from the start.'], x, y + head, w);
    return { name: 'disarmed', items, height: head + h };
  }
  const k = binSize(data.turns, PLOT_LIMITS.bars);
  // Turns k, 2k, ... and the last one.
  const turns: number[] = [];
  for (let t = k; t < data.turns; t += k) turns.push(t);
  turns.push(data.turns);
  const columns: Column[] = turns.map((t) => {
    const e = data.disarmed[t - 1]!;
    return { label: String(t), value: e.value, bar: `turn ${t}`, cls: 'dis', whisker: { low: e.value - 2 * e.standardError, high: e.value + 2 * e.standardError } };
  });
  const xTitle = k === 1 ? 'by the end of turn' : `by the end of turn (every ${k} turns)`;
  const placed = placeColumns({ columns, yTitle: '% of trials with no weapon left (or the ship destroyed)', xTitle, max: 1, labelOffset: 1 }, x, y + head, w);
  for (const item of placed.items) items.push(item);
  const last = data.disarmed[data.turns - 1]!;
  const h = notes(
    items,
    [`${plural(data.weapons, 'weapon box', 'weapon boxes')} at the start; all gone by the end of turn ${count(data.turns)}: ${percent(last.value)} ± ${points(2 * last.standardError)}`],
    x,
    y + head + placed.height,
    w,
  );
  return { name: 'disarmed', items, axis: placed.axis, height: head + placed.height + h };
}

/** Internal points per trial: the share of trials that scored each number of internal points (binned past `PLOT_LIMITS.bars` values). */
export function placeInternals(data: PlotData, x: number, y: number, w: number): PlacedChart {
  const dist = data.internals;
  const items: PlotItem[] = [];
  const head = heading(items, 'Internal points per trial', x, y, w);
  // From the least value a trial scored (the bars before it would all be empty).
  const n = dist.counts.length;
  const first = Math.max(0, dist.counts.findIndex((c) => c > 0));
  const { size: k, start } = binsFrom(first, n, PLOT_LIMITS.bars);
  const columns: Column[] = [];
  for (let from = start; from < n; from += k) {
    const to = Math.min(n - 1, from + k - 1);
    let c = 0;
    for (let v = from; v <= to; v++) c += dist.counts[v] ?? 0;
    columns.push({ label: range(from, to), value: c / data.trials, bar: from === to ? `${from} points` : `${from}-${to} points`, cls: 'bar' });
  }
  const xTitle = k === 1 ? 'internal points scored on the ship in a trial' : `internal points scored on the ship in a trial (${k} values a bar)`;
  // The labels kept are multiples of the label step's values.
  const placed = placeColumns({ columns, yTitle: '% of trials', xTitle, labelOffset: start / k }, x, y + head, w);
  for (const item of placed.items) items.push(item);
  const q = (p: number): string => {
    const v = quantile(dist.quantiles, p)?.value;
    return v === undefined || v === null ? '?' : decimal(v, 2);
  };
  const spread = quantile(dist.quantiles, 0.05) !== undefined && quantile(dist.quantiles, 0.95) !== undefined ? `; 90% of trials from ${q(0.05)} to ${q(0.95)}` : '';
  const median = quantile(dist.quantiles, 0.5) === undefined ? '' : `, median ${q(0.5)}`;
  const h = notes(items, [`Mean ${decimal(dist.mean.value, 2)} ± ${decimal(2 * dist.mean.standardError, 2)} internal points${median}${spread}`], x, y + head + placed.height, w);
  return { name: 'internals', items, axis: placed.axis, height: head + placed.height + h };
}
