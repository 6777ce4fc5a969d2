/**
 * `plotSurvival`: a survivability analysis as one SVG document, measure -> place -> draw. The
 * input is read and checked (`read.ts`), each chart placed as items in millimetres, the charts
 * stacked, and the whole written out (`svg.ts`).
 */
import type { Result } from '../diagnostics/result.js';
import { failReport, finishReport, newReport } from '../diagnostics/report.js';
import type { Survivability } from '../survival/types.js';
import { placeLoss } from './chart-loss.js';
import { placeDestruction, placeDisarmed, placeInternals, placeTitle } from './charts.js';
import { readPlotOptions } from './options.js';
import { readSurvivability } from './read.js';
import { PLOT_STYLE } from './style.js';
import { stackCharts } from './svg.js';
import type { PlotOptions } from './types.js';

/**
 * Draws the charts of a survivability analysis (what `simulateVolleys` of `spacedock/damage`
 * answers) as one standalone SVG document, stacked top to bottom under a title:
 *
 * 1. **System loss**: a row per part, the chance it is destroyed (dark bar) over the chance it
 *    is hit (light bar), on a 0-100% axis, with a whisker of ±2 standard errors at each bar's end
 *    and both percentages printed. By default only the parts some trial hit (`parts: 'all'` for
 *    every one).
 * 2. **Turns to destruction**: the share of trials destroyed in each turn, and a bar apart for
 *    those that survived every turn; the mean and median turn under it.
 * 3. **Weapons gone**: by the end of each turn, the chance that every phaser, Torp and Drone box
 *    is gone (or the ship), with ±2 standard error whiskers.
 * 4. **Internal points per trial**: the share of trials that scored each number of internal
 *    points; mean, median and the 5%-95% range under it.
 *
 * A histogram of more than `PLOT_LIMITS.bars` turns or values is drawn with a round number of
 * them to a bar. The document is `width` millimetres wide (170 by default) and as tall as the
 * charts need, with a `viewBox` in millimetres, a `<title>` and a `<style>` naming the font
 * stack. Every text is measured with the record sheet's DejaVu Sans metrics and fitted to its
 * cell (shrunk, then cut), and escaped. For tests and tools, each chart is a
 * `<g data-chart="loss|destruction|disarmed|internals">` whose `data-axis="origin length max x|y"`
 * gives its value axis, each bar has `data-value` (the share it stands for) and `data-bar`, and
 * each text `data-fit="x y w h"` (its cell). `mono: true` draws in greys and hatching only.
 *
 * Figures are printed with two decimals at most, and from 1e21 on in scientific notation with a
 * whole exponent (`2.5e+100`); a figure is never `Infinity` or `NaN`.
 *
 * The result may come from JSON: only the fields drawn are read, each once; one that is not what
 * a `Survivability` holds, lists past `PLOT_LIMITS`, a ship's or part's name longer than
 * `PLOT_LIMITS.nameLength`, a standard error over 1 for a probability (or over half the largest
 * double for a mean, whose ± figure is twice it), or counts that do not add up to `trials`, are
 * refused with `invalid-value` (or `missing-field`, `unreadable-input`) at their path, before
 * anything is drawn. Never throws.
 *
 * @example
 * ```ts
 * import { plotSurvival } from 'spacedock/plot';
 *
 * const e = (value: number, standardError = 0) => ({ value, standardError });
 * const result = {
 *   ship: 'Tug <B>', trials: 4, turns: 2, seed: 1, pointsPerTurn: 20, engine: 'kernel' as const, weapons: 2,
 *   parts: [
 *     { name: 'Torp', kind: 'system' as const, boxes: 2, destructible: 2, hit: e(0.75, 0.2), destroyed: e(0.5, 0.25), surviving: e(1), destroyedBy: [e(0.25), e(0.5)] },
 *     { name: 'Lab', kind: 'system' as const, boxes: 1, destructible: 1, hit: e(0), destroyed: e(0), surviving: e(1), destroyedBy: [e(0), e(0)] },
 *   ],
 *   internals: { counts: [1, 0, 2, 1], mean: e(1.75, 0.5), quantiles: [{ p: 0.5, value: 2, low: 0, high: 3, standardError: 0.8 }] },
 *   excess: { counts: [4], mean: e(0), quantiles: [] },
 *   destruction: { destroyed: e(0.25, 0.2), byTurn: [0, 1], survived: 3, mean: e(2), quantiles: [{ p: 0.5, value: null, low: null, high: null, standardError: null }] },
 *   disarmed: [e(0.25, 0.2), e(0.5, 0.25)],
 * };
 * const plot = plotSurvival(result, { mono: true });
 * if (!plot.ok) throw new Error(JSON.stringify(plot.diagnostics));
 * const svg = plot.value;
 * if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"') || !svg.includes('Survivability of Tug &lt;B&gt;')) throw new Error(svg);
 * // Lab was never hit, so the system-loss chart leaves it out.
 * if (!svg.includes('data-bar="Torp: destroyed"') || svg.includes('data-bar="Lab: hit"')) throw new Error(svg);
 *
 * // Counts that do not add up to the trials are refused at their path.
 * const bad = plotSurvival({ ...result, internals: { ...result.internals, counts: [1, 1] } });
 * if (bad.ok || bad.diagnostics[0]?.path !== 'internals.counts') throw new Error(JSON.stringify(bad));
 * ```
 */
export function plotSurvival(result: Survivability, options?: PlotOptions): Result<string> {
  const r = newReport();
  const settings = readPlotOptions(options, r);
  const data = readSurvivability(result, r);
  if (settings === undefined || data === undefined) return failReport(r);
  const { margin } = PLOT_STYLE;
  const x = margin;
  const w = settings.width - 2 * margin;
  const title = settings.title ?? `Survivability of ${data.ship}`;
  const place = [
    (y: number) => placeTitle(data, title, x, y, w),
    (y: number) => placeLoss(data.parts, settings.parts === 'all', x, y, w),
    (y: number) => placeDestruction(data, x, y, w),
    (y: number) => placeDisarmed(data, x, y, w),
    (y: number) => placeInternals(data, x, y, w),
  ];
  return finishReport(r, stackCharts(place, settings.width, title, settings.mono));
}
