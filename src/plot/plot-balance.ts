/**
 * `plotBalance`: a balance report's ratings against cost as one SVG document (measure -> place
 * -> draw, as `plotSurvival`).
 */
import type { BalanceReport } from '../balance/types.js';
import { pathJoin } from '../diagnostics/path.js';
import type { Result } from '../diagnostics/result.js';
import { failReport, finishReport, newReport, report, type Report } from '../diagnostics/report.js';
import { readRecordInto, reportNeed, reportUnknownFields } from '../input/plain.js';
import { placeBalance, placeBalanceTitle } from './chart-balance.js';
import { PLOT_LIMITS } from './limits.js';
import { readBalanceReport } from './read-balance.js';
import { PLOT_STYLE } from './style.js';
import { stackCharts } from './svg.js';
import type { PlotOptions } from './types.js';

/**
 * The classes of the rating chart, in colour and in greys (ours): `pt` a design, `under` and
 * `over` a flagged one, `fit` the dashed line. A flagged square differs in size as well as colour.
 */
const BALANCE_CSS = {
  color: '.pt{fill:#4575b4}.under{fill:#b2182b}.over{fill:#1a9850}.fit{stroke:#756bb1;stroke-width:.35;stroke-dasharray:1.5 1;fill:none}',
  mono: '.pt{fill:#808080}.under{fill:#000}.over{fill:#fff;stroke:#000;stroke-width:.3}.fit{stroke:#000;stroke-width:.3;stroke-dasharray:1.5 1;fill:none}',
} as const;

/** The options `plotBalance` takes, checked. */
function readOptions(options: Omit<PlotOptions, 'parts'> | undefined, r: Report): { mono: boolean; width: number; title: string } | undefined {
  const o = options === undefined ? {} : readRecordInto(options, 'options', 'plot options: { mono?, width?, title? }', r);
  if (o === undefined) return undefined;
  reportUnknownFields(r, o, 'options', ['mono', 'width', 'title'], 'the balance plot options');
  const { mono = false, width = PLOT_STYLE.width, title = 'Strength against cost' } = o as Record<string, unknown>;
  if (typeof mono !== 'boolean') reportNeed(r, pathJoin('options', 'mono'), mono, 'true or false');
  if (typeof width !== 'number' || !Number.isFinite(width) || width < PLOT_LIMITS.minWidth || width > PLOT_LIMITS.maxWidth) reportNeed(r, pathJoin('options', 'width'), width, `a width in millimetres, from ${PLOT_LIMITS.minWidth} to ${PLOT_LIMITS.maxWidth}`);
  if (typeof title !== 'string') reportNeed(r, pathJoin('options', 'title'), title, 'a string');
  else if (title.length > PLOT_LIMITS.titleLength) report(r, 'invalid-value', pathJoin('options', 'title'), `a title of ${title.length} characters, more than PLOT_LIMITS.titleLength (${PLOT_LIMITS.titleLength})`);
  if (r.failed) return undefined;
  return { mono: mono as boolean, width: width as number, title: title as string };
}

/**
 * Draws a balance report (what `balanceReport` answers) as one standalone SVG document: each
 * design a square at its cost, on a logarithmic axis, and its rating in Elo-like points, with a
 * whisker of ±2 standard errors; the line of strength against log cost dashed across; the
 * flagged designs drawn larger and in their own colour (`under`: underpriced, `over`:
 * overpriced), and named (every design is named when there are at most 15). Options as
 * `plotSurvival`'s, less `parts`; the title is "Strength against cost" by default.
 *
 * For tests and tools: the chart is a `<g data-chart="balance">` whose `data-axis` gives the
 * rating axis; each design's square has `data-bar` (its name, and `: underpriced` or
 * `: overpriced` when flagged) and `data-value` (its rating in points). The report may come from
 * JSON: only the fields drawn are read, and one that is wrong is refused at its path
 * (`report.designs[2].points`) before anything is drawn. Never throws.
 *
 * @example
 * ```ts
 * import { balanceReport } from 'spacedock/duel';
 * import { plotBalance } from 'spacedock/plot';
 *
 * const designs = [{ name: 'Scout', cost: 80 }, { name: 'Frigate', cost: 160 }, { name: 'Cruiser', cost: 320 }];
 * const outcomes = [
 *   { a: 'Scout', b: 'Frigate', aWins: 30, bWins: 70, draws: 0, bothDestroyed: 0, trials: 100 },
 *   { a: 'Frigate', b: 'Cruiser', aWins: 35, bWins: 65, draws: 0, bothDestroyed: 0, trials: 100 },
 *   { a: 'Scout', b: 'Cruiser', aWins: 15, bWins: 80, draws: 5, bothDestroyed: 0, trials: 100 },
 * ];
 * const report = balanceReport(designs, outcomes);
 * if (!report.ok) throw new Error(JSON.stringify(report.diagnostics));
 * const plot = plotBalance(report.value, { mono: true });
 * if (!plot.ok || !plot.value.includes('data-chart="balance"') || !plot.value.includes('data-bar="Cruiser"')) throw new Error(JSON.stringify(plot));
 *
 * // A rating that is not a number is refused at its path.
 * const bad = plotBalance({ ...report.value, designs: [{ ...report.value.designs[0]!, points: Number.NaN }] });
 * if (bad.ok || bad.diagnostics[0]?.path !== 'report.designs[0].points') throw new Error(JSON.stringify(bad.diagnostics));
 * ```
 */
export function plotBalance(report: BalanceReport, options?: Omit<PlotOptions, 'parts'>): Result<string> {
  const r = newReport();
  const settings = readOptions(options, r);
  const data = readBalanceReport(report, r);
  if (settings === undefined || data === undefined) return failReport(r);
  const { margin } = PLOT_STYLE;
  const w = settings.width - 2 * margin;
  const place = [(y: number) => placeBalanceTitle(data, settings.title, margin, y, w), (y: number) => placeBalance(data, margin, y, w)];
  return finishReport(r, stackCharts(place, settings.width, settings.title, settings.mono, settings.mono ? BALANCE_CSS.mono : BALANCE_CSS.color));
}
