/**
 * Reading the options of `plotSurvival` (internal): each field checked, reported at its path
 * (`options.width`) with the general codes; unknown fields are refused (a misspelt option would
 * otherwise do nothing, silently).
 */
import { pathJoin } from '../diagnostics/path.js';
import { report, type Report } from '../diagnostics/report.js';
import { readRecordInto, reportNeed, reportUnknownFields } from '../input/plain.js';
import { PLOT_LIMITS } from './limits.js';
import { PLOT_STYLE } from './style.js';
import type { PlotOptions } from './types.js';

/** The options with every default filled in. */
export interface PlotSettings {
  readonly mono: boolean;
  readonly width: number;
  readonly parts: 'all' | 'lost';
  readonly title: string | undefined;
}

const FIELDS: readonly string[] = ['mono', 'width', 'parts', 'title'];

/** The options, checked; undefined when one is wrong (reported). */
export function readPlotOptions(options: PlotOptions | undefined, r: Report): PlotSettings | undefined {
  if (options === undefined) return { mono: false, width: PLOT_STYLE.width, parts: 'lost', title: undefined };
  const o = readRecordInto(options, 'options', 'plot options: { mono?, width?, parts?, title? }', r);
  if (o === undefined) return undefined;
  reportUnknownFields(r, o, 'options', FIELDS, 'the plot options');
  const at = (key: string): string => pathJoin('options', key);
  const { mono = false, width = PLOT_STYLE.width, parts = 'lost', title } = o;
  if (typeof mono !== 'boolean') reportNeed(r, at('mono'), mono, 'true or false');
  if (typeof width !== 'number' || !Number.isFinite(width) || width < PLOT_LIMITS.minWidth || width > PLOT_LIMITS.maxWidth) {
    reportNeed(r, at('width'), width, `a width in millimetres, from ${PLOT_LIMITS.minWidth} to ${PLOT_LIMITS.maxWidth}`);
  }
  if (parts !== 'all' && parts !== 'lost') reportNeed(r, at('parts'), parts, "'all' or 'lost'");
  if (title !== undefined && typeof title !== 'string') reportNeed(r, at('title'), title, 'a string');
  if (r.failed) return undefined;
  if (typeof title === 'string' && title.length > PLOT_LIMITS.titleLength) {
    report(r, 'invalid-value', at('title'), `a title of ${title.length} characters, more than PLOT_LIMITS.titleLength (${PLOT_LIMITS.titleLength})`);
    return undefined;
  }
  return { mono: mono as boolean, width: width as number, parts: parts as 'all' | 'lost', title: title as string | undefined };
}
