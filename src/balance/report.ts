/**
 * `balanceReport`: the rating fit and the pricing check together, as the data the balance
 * templates and `plotBalance` read.
 */
import type { Result } from '../diagnostics/result.js';
import { failReport, finishReport, newReport } from '../diagnostics/report.js';
import { fitChecked } from './fit.js';
import { readBalanceOptions } from './options.js';
import { priceChecked } from './pricing.js';
import { readDesigns, readOutcomes } from './read.js';
import type { BalanceDesign, BalanceOptions, BalanceReport, DesignCost, PairOutcome } from './types.js';

/**
 * Rates designs from the outcomes of their duels (`fitRatings`) and sets the ratings against
 * cost (`checkPricing`, here with the ratings' full covariance, and the separated designs left
 * out of the line): every design with its rating, expected strength, z, "should cost" and flag,
 * strongest first; the pairs with the share `a` scored; the fit's and the line's figures.
 * Options: `virtualDraws` (the fit's) and `falseAlarm` (the check's). Input is checked as
 * `fitRatings` checks it; never throws.
 *
 * @example
 * ```ts
 * import { balanceReport } from 'spacedock/duel';
 *
 * // Four designs whose duels follow their cost closely, and Raider, who beats designs that cost twice as much.
 * const designs = [{ name: 'A', cost: 100 }, { name: 'B', cost: 200 }, { name: 'C', cost: 300 }, { name: 'D', cost: 400 }, { name: 'Raider', cost: 100 }];
 * const strength: Record<string, number> = { A: -1, B: -0.3, C: 0.1, D: 0.4, Raider: 0.6 };
 * const outcomes = [];
 * for (let i = 0; i < designs.length; i++) {
 *   for (let j = i + 1; j < designs.length; j++) {
 *     const a = designs[i]!.name;
 *     const b = designs[j]!.name;
 *     const aWins = Math.round(4000 / (1 + Math.exp(strength[b]! - strength[a]!)));
 *     outcomes.push({ a, b, aWins, bWins: 4000 - aWins, draws: 0, bothDestroyed: 0, trials: 4000 });
 *   }
 * }
 * const report = balanceReport(designs, outcomes);
 * if (!report.ok) throw new Error(JSON.stringify(report.diagnostics));
 * if (report.value.designs[0]?.name !== 'Raider' || report.value.flagged.join() !== 'Raider') throw new Error(JSON.stringify(report.value.flagged));
 * ```
 */
export function balanceReport(designs: readonly DesignCost[], outcomes: readonly PairOutcome[], options?: BalanceOptions): Result<BalanceReport> {
  const r = newReport();
  const settings = readBalanceOptions(options, ['virtualDraws', 'falseAlarm'], r);
  const d = readDesigns(designs, 'designs', r);
  const o = d === undefined ? undefined : readOutcomes(outcomes, 'outcomes', d.map((x) => x.name), r);
  if (d === undefined || o === undefined || settings === undefined) return failReport(r);
  const fitted = fitChecked(d, o, settings.virtualDraws, r);
  if (fitted === undefined) return failReport(r);
  const { fit, separated } = fitted;
  const pricing = priceChecked(
    fit.ratings,
    fit.covariance,
    separated.map((s) => s !== null),
    settings.falseAlarm,
    r,
  );
  const merged: BalanceDesign[] = fit.ratings.map((rating, i) => {
    const p = pricing.designs[i]!;
    return { ...rating, expected: p.expected, residual: p.residual, z: p.z, threshold: p.threshold, shouldCost: p.shouldCost, flag: p.flag };
  });
  const strongestFirst = [...merged].sort((x, y) => y.strength - x.strength);
  const { designs: _checks, ...line } = pricing;
  const { ratings: _ratings, covariance: _covariance, ...fitFigures } = fit;
  const value: BalanceReport = {
    designs: strongestFirst,
    pairs: o.map((p) => ({ ...p, aScore: (p.aWins + (p.draws + p.bothDestroyed) / 2) / p.trials })),
    fit: fitFigures,
    pricing: line,
    flagged: strongestFirst.filter((x) => x.flag !== null).map((x) => x.name),
    duels: o.reduce((s, p) => s + p.trials, 0),
  };
  return finishReport(r, value);
}
