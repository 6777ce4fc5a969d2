// Hostile cases of spacedock/plot (issue 23): run in child processes by ../harness.ts. Each
// returns what plotSurvival answered in brief, and the CPU time it took (checked against a
// budget by test/hostile/plot.test.ts).
import type { Diagnostic, Result } from '../../../src/index.js';
import { PLOT_LIMITS, plotSurvival, type PlotOptions } from '../../../src/plot/index.js';
import { MAX_MEAN_ERROR } from '../../../src/plot/read.js';
import type { Survivability } from '../../../src/survival/types.js';
import { frigate } from '../../plot/fixtures.js';
import { readSvg } from '../../plot/svg.js';
import type { HostileCase } from './index.js';

/** A diagnostic in brief: `code@path: message`. */
const line = (d: Diagnostic): string => `${d.code}@${d.path ?? '-'}: ${d.message}`;

/** Runs `f`, and answers its result with the CPU time it took, in milliseconds. */
function timed<T>(f: () => T): { readonly value: T; readonly cpuMs: number } {
  const before = process.cpuUsage();
  const value = f();
  const used = process.cpuUsage(before);
  return { value, cpuMs: (used.user + used.system) / 1000 };
}

/** The frigate of the plot tests with some fields replaced (a deep copy). */
function edited(edit: (s: Record<string, any>) => void): Survivability {
  const copy = JSON.parse(JSON.stringify(frigate())) as Record<string, any>;
  edit(copy);
  return copy as Survivability;
}

/** A plot in brief: its diagnostics (at most `keep` of them, and how many), its size, the CPU time. */
function plotted(result: Survivability, options?: PlotOptions, keep = 3): unknown {
  const { value: r, cpuMs } = timed((): Result<string> => plotSurvival(result, options));
  const base = { ok: r.ok, diagnostics: r.diagnostics.length, said: r.diagnostics.slice(0, keep).map(line), cpuMs };
  return r.ok ? { ...base, length: r.value.length, infinite: /Infinity|NaN/.test(r.value) } : base;
}

/** The note under a chart (its texts joined), from a plot that went through; else what it said. */
function note(result: Survivability, chart: string): unknown {
  const r = plotSurvival(result);
  if (!r.ok) return { ok: false, said: r.diagnostics.map(line) };
  const texts = readSvg(r.value).elements.filter((e) => e.chart === chart && e.name === 'text');
  const joined = texts.map((e) => e.text).join(' ');
  return { ok: true, infinite: /Infinity|NaN/.test(r.value), note: /(?:Mean|Destroyed within) .*$/.exec(joined)?.[0] ?? joined };
}

/** 200 parts (the most a result may list) of the frigate's, all sharing one name. */
function partsNamed(name: string): Survivability {
  const base = frigate();
  return { ...base, parts: Array.from({ length: PLOT_LIMITS.parts }, (_, i) => ({ ...base.parts[i % base.parts.length]!, name })) };
}

/** Standard errors at and past every bound, for every estimate the plot prints a ± figure of. */
const ERRORS: readonly number[] = [0, 0.5, 1, 1 + 2 ** -52, 1e21, MAX_MEAN_ERROR, 1e308, Number.MAX_VALUE];
const ESTIMATES: readonly (readonly [string, (s: Record<string, any>) => Record<string, number>])[] = [
  ['internals.mean', (s) => s['internals']['mean']],
  ['destruction.mean', (s) => s['destruction']['mean']],
  ['destruction.destroyed', (s) => s['destruction']['destroyed']],
  ['disarmed[5]', (s) => s['disarmed'][5]],
  ['parts[0].hit', (s) => s['parts'][0]['hit']],
];

export const PLOT_CASES: Readonly<Record<string, HostileCase>> = {
  // --- names (item 4): 1M characters ran a 1 GB heap out, 1.5M threw a RangeError after 307 s ---
  'plot/200-parts-sharing-a-1.5M-name': () => plotted(partsNamed('x'.repeat(1_500_000))),
  'plot/200-parts-sharing-a-1M-name': () => plotted(partsNamed('\u00e9'.repeat(1_000_000))),
  'plot/ship-name-1.5M': () => plotted({ ...frigate(), ship: '<'.repeat(1_500_000) }),
  'plot/title-1.5M': () => plotted(frigate(), { title: '&'.repeat(1_500_000) }),
  // The most a plot may hold: 200 parts named at the limit with the character escaping worst (`&`).
  'plot/200-parts-named-at-the-limit': () => plotted({ ...partsNamed('&'.repeat(PLOT_LIMITS.nameLength)), ship: '&'.repeat(PLOT_LIMITS.nameLength) }, { parts: 'all', title: '&'.repeat(PLOT_LIMITS.titleLength) }),

  // --- numbers (item 10) -----------------------------------------------------------------------
  'plot/mean-2.5e100': () => note(edited((s) => (s['internals']['mean'] = { value: 2.5e100, standardError: 1.25e99 })), 'internals'),
  'plot/mean-1.25e30': () => note(edited((s) => (s['destruction']['mean'] = { value: 1.25e30, standardError: 0 })), 'destruction'),
  'plot/standard-error-1e308': () => note(edited((s) => (s['internals']['mean'] = { value: 4, standardError: 1e308 })), 'internals'),
  'plot/standard-error-at-the-bound': () => note(edited((s) => (s['internals']['mean'] = { value: 4, standardError: MAX_MEAN_ERROR })), 'internals'),
  'plot/probability-standard-error-1e308': () => note(edited((s) => (s['destruction']['destroyed'] = { value: 0.5, standardError: 1e308 })), 'destruction'),
  // Every printed estimate with every standard error: what was refused where, and whether any drawn plot printed a non-finite figure.
  'plot/standard-errors-everywhere': () =>
    ESTIMATES.flatMap(([path, at]) =>
      ERRORS.map((se) => {
        const r = plotSurvival(edited((s) => (at(s)['standardError'] = se)));
        return r.ok ? `${path} ${se}: drawn${/Infinity|NaN/.test(r.value) ? ' with a non-finite figure' : ''}` : `${path} ${se}: ${r.diagnostics.map((d) => `${d.code}@${d.path}`).join(', ')}`;
      }),
    ),
};
