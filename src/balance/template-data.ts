/**
 * The data the balance templates read (internal; `templates/balance.md.liquid` and
 * `balance.html.liquid`): a balance report with its figures rounded for people, so that the
 * templates print them as they are, and the plot.
 */
import { POINTS_PER_STRENGTH } from './scale.js';
import type { BalanceReport } from './types.js';

/** What goes into the templates beside the report. */
export interface BalanceTemplateInput {
  /** The title at the top of the report. */
  readonly title: string;
  /** What made it (`spacedock 0.1.0`), for the footer. */
  readonly generator: string;
  /** The plot as an SVG document (the HTML report draws it inline), or null. */
  readonly plot: string | null;
  /** The plot's file name, for the Markdown report to link to, or null. */
  readonly plotFile: string | null;
  /** How the duels were run, one line each (the duel's options), for the report's method section. */
  readonly method: readonly string[];
  /** Warnings and notes of the run (a separated design, a pair that failed), one line each. */
  readonly notes: readonly string[];
}

/** `v` rounded to `d` decimals (and -0 as 0). */
function round(v: number, d: number): number {
  const f = 10 ** d;
  const r = Math.round(v * f) / f;
  return Object.is(r, -0) ? 0 : r;
}

/** A share as a percentage with one decimal. */
const percent = (p: number): number => round(100 * p, 1);

/** The template data of a balance report. */
export function balanceTemplateData(report: BalanceReport, input: BalanceTemplateInput): Record<string, unknown> {
  const line = report.pricing.line;
  return {
    title: input.title,
    generator: input.generator,
    plot: input.plot,
    plotFile: input.plotFile,
    method: input.method,
    notes: input.notes,
    duels: report.duels,
    pairCount: report.pairs.length,
    designCount: report.designs.length,
    threshold: round(report.pricing.threshold, 2),
    falseAlarm: percent(report.pricing.falseAlarm),
    virtualDraws: report.fit.virtualDraws,
    line:
      line === null
        ? null
        : {
            // Elo-like points a doubling of cost buys, with its standard error.
            perDoubling: round(line.slope * Math.LN2 * POINTS_PER_STRENGTH, 0),
            perDoublingError: round(line.slopeError * Math.LN2 * POINTS_PER_STRENGTH, 0),
            designs: line.designs,
          },
    designs: report.designs.map((d, i) => ({
      rank: i + 1,
      name: d.name,
      cost: d.cost,
      points: round(d.points, 0),
      pointsError: round(d.pointsError, 0),
      duels: d.duels,
      score: percent(d.duels === 0 ? 0 : d.score / d.duels),
      z: d.z === null ? null : round(d.z, 2),
      shouldCost: d.shouldCost,
      flag: d.flag,
      separated: d.separated,
    })),
    flagged: report.designs
      .filter((d) => d.flag !== null)
      .map((d) => ({ name: d.name, flag: d.flag, cost: d.cost, shouldCost: d.shouldCost, z: d.z === null ? null : round(d.z, 2) })),
    pairs: report.pairs.map((p) => ({ a: p.a, b: p.b, trials: p.trials, aWins: percent(p.aWins / p.trials), bWins: percent(p.bWins / p.trials), draws: percent(p.draws / p.trials), bothDestroyed: percent(p.bothDestroyed / p.trials), aScore: percent(p.aScore) })),
  };
}
