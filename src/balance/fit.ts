/**
 * `fitRatings`: a Bradley-Terry strength per design from the outcomes of duels between pairs,
 * with standard errors. See docs/balance-guide.md for the model and its reading.
 */
import type { Result } from '../diagnostics/result.js';
import { failReport, finishReport, newReport, report, type Report } from '../diagnostics/report.js';
import { connectedGroups, separations, type Separation } from './graph.js';
import { cholesky, choleskyInverse, choleskySolve, zeros, type Matrix } from './linear.js';
import { BALANCE_LIMITS } from './limits.js';
import { POINTS_PER_STRENGTH } from './scale.js';
import { readBalanceOptions } from './options.js';
import { readDesigns, readOutcomes } from './read.js';
import type { DesignCost, PairOutcome, Rating, RatingFit, RatingOptions } from './types.js';
import { ours, type SourceRef } from '../rules/source.js';


/** A Newton step this small (in log-odds, largest over the designs) ends the fit. */
const STEP_TOLERANCE = 1e-9;

const MODEL: SourceRef = ours('Bradley-Terry rating of duel outcomes (docs/balance-guide.md)');

/** The games and scores of every ordered pair of designs. */
export interface Tally {
  /** games[i][j] = games[j][i]: the duels of the pair. */
  readonly games: Matrix;
  /** score[i][j]: what i scored against j (wins, and half of the draws and mutual kills). */
  readonly score: Matrix;
}

/** The outcomes as a tally over the designs (by index). */
export function tally(names: readonly string[], outcomes: readonly PairOutcome[]): Tally {
  const n = names.length;
  const index = new Map(names.map((name, i) => [name, i]));
  const games = zeros(n);
  const score = zeros(n);
  for (const o of outcomes) {
    const a = index.get(o.a)!;
    const b = index.get(o.b)!;
    const ties = o.draws + o.bothDestroyed;
    games[a]![b]! += o.trials;
    games[b]![a]! += o.trials;
    score[a]![b]! += o.aWins + ties / 2;
    score[b]![a]! += o.bWins + ties / 2;
  }
  return { games, score };
}

/** log(e^x + e^y) without overflow. */
function logAddExp(x: number, y: number): number {
  const m = Math.max(x, y);
  return m + Math.log1p(Math.exp(-Math.abs(x - y)));
}

/** The chance that strength x beats strength y. */
function beats(x: number, y: number): number {
  return 1 / (1 + Math.exp(y - x));
}

/** The log-likelihood of the tally at strengths `t` (each pair once). */
function logLikelihood(t: readonly number[], { games, score }: Tally): number {
  let ll = 0;
  for (let i = 0; i < t.length; i++) {
    for (let j = i + 1; j < t.length; j++) {
      const g = games[i]![j]!;
      if (g > 0) ll += score[i]![j]! * t[i]! + score[j]![i]! * t[j]! - g * logAddExp(t[i]!, t[j]!);
    }
  }
  return ll;
}

/** The gradient of the log-likelihood and the Fisher information at `t`. */
function derivatives(t: readonly number[], { games, score }: Tally): { gradient: number[]; information: Matrix } {
  const n = t.length;
  const gradient = new Array<number>(n).fill(0);
  const information = zeros(n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const g = games[i]![j]!;
      if (g === 0) continue;
      const p = beats(t[i]!, t[j]!);
      const w = g * p * (1 - p);
      gradient[i]! += score[i]![j]! - g * p;
      gradient[j]! += score[j]![i]! - g * (1 - p);
      information[i]![i]! += w;
      information[j]![j]! += w;
      information[i]![j]! -= w;
      information[j]![i]! -= w;
    }
  }
  return { gradient, information };
}

/**
 * The information with the mean-0 anchor added (I + c·11ᵀ/n, c its largest diagonal entry):
 * positive definite when the designs are connected, and its inverse less c⁻¹·11ᵀ/n is the
 * pseudo-inverse of I, the covariance of the anchored strengths.
 */
function anchored(information: Matrix): { factor: Matrix | undefined; c: number } {
  const n = information.length;
  let c = 0;
  for (let i = 0; i < n; i++) c = Math.max(c, information[i]![i]!);
  if (!(c > 0)) return { factor: undefined, c };
  const a = information.map((row) => row.map((v) => v + c / n));
  return { factor: cholesky(a), c };
}

/** What {@link fitTally} answers. */
export interface TallyFit {
  readonly strengths: number[];
  readonly covariance: Matrix;
  readonly iterations: number;
  readonly converged: boolean;
  readonly logLikelihood: number;
}

/**
 * Maximizes the log-likelihood by Newton's method with step halving (it is concave in the
 * strengths, so each accepted step climbs and the iteration converges), the mean of the
 * strengths kept at 0. Undefined when the information is singular (designs not connected).
 */
export function fitTally(t: Tally, iterations: number): TallyFit | undefined {
  const n = t.games.length;
  let s = new Array<number>(n).fill(0);
  let ll = logLikelihood(s, t);
  let converged = false;
  let steps = 0;
  while (steps < iterations) {
    steps++;
    const { gradient, information } = derivatives(s, t);
    const { factor } = anchored(information);
    if (factor === undefined) return undefined;
    const step = choleskySolve(factor, gradient);
    let size = 1;
    let next = s;
    let nextLl = ll;
    for (let k = 0; k < 40; k++) {
      const tried = s.map((v, i) => v + size * step[i]!);
      const triedLl = logLikelihood(tried, t);
      if (triedLl >= ll - 1e-12 * Math.abs(ll)) {
        next = tried;
        nextLl = triedLl;
        break;
      }
      size /= 2;
    }
    let largest = 0;
    for (let i = 0; i < n; i++) largest = Math.max(largest, Math.abs(next[i]! - s[i]!));
    const mean = next.reduce((a, v) => a + v, 0) / n;
    s = next.map((v) => v - mean);
    ll = nextLl;
    if (largest < STEP_TOLERANCE) {
      converged = true;
      break;
    }
  }
  const { information } = derivatives(s, t);
  const { factor, c } = anchored(information);
  if (factor === undefined) return undefined;
  const inverse = choleskyInverse(factor);
  const covariance = inverse.map((row) => row.map((v) => v - 1 / (c * n)));
  return { strengths: s, covariance, iterations: steps, converged, logLikelihood: ll };
}

/** The names of some designs, for a message: at most 10, then how many more. */
export function namesOf(names: readonly string[], which: readonly number[]): string {
  const shown = which.slice(0, 10).map((i) => JSON.stringify(names[i]));
  return which.length > 10 ? `${shown.join(', ')} and ${which.length - 10} more` : shown.join(', ');
}

/** The checked inputs and the tally: what {@link fitRatings} and `balanceReport` share. */
export function fitChecked(designs: readonly DesignCost[], outcomes: readonly PairOutcome[], given: number | undefined, r: Report): { fit: RatingFit; separated: Separation[] } | undefined {
  const names = designs.map((d) => d.name);
  const n = names.length;
  const t = tally(names, outcomes);
  const groups = connectedGroups(
    n,
    t.games.map((row) => row.map((g) => g > 0)),
  );
  if (groups.length > 1) {
    const listed = groups.slice(0, 5).map((g, k) => `group ${k + 1}: ${namesOf(names, g)}`);
    report(r, 'balance-disconnected', 'outcomes', `the designs fall into ${groups.length} groups that never met, so their ratings have no common scale (${listed.join('; ')}${groups.length > 5 ? '; ...' : ''}): duel at least one pair across every two groups`, MODEL);
    return undefined;
  }
  const separated = separations(n, t.score);
  const apart = separated.flatMap((s, i) => (s === null ? [] : [i]));
  let virtualDraws = given ?? 0;
  if (apart.length > 0) {
    const top = separated.flatMap((s, i) => (s === 'top' ? [i] : []));
    const bottom = separated.flatMap((s, i) => (s === 'bottom' ? [i] : []));
    const said = [top.length > 0 ? `${namesOf(names, top)} never lost a duel to the rest` : '', bottom.length > 0 ? `${namesOf(names, bottom)} never won one against the rest` : '', apart.length > top.length + bottom.length ? 'some designs cannot be ordered against the rest at all' : '']
      .filter((x) => x !== '')
      .join('; ');
    if (given === 0) {
      report(r, 'balance-separated', 'outcomes', `${said}: their ratings have no finite estimate, and options.virtualDraws is 0 (leave it out to add one virtual draw a pair)`, MODEL, 'error');
      return undefined;
    }
    if (given === undefined) virtualDraws = 1;
    report(r, 'balance-separated', 'outcomes', `${said}: their ratings have no finite estimate, so ${virtualDraws} virtual draw${virtualDraws === 1 ? '' : 's'} a pair ${virtualDraws === 1 ? 'was' : 'were'} added; read their ratings as bounds`, MODEL);
  }
  const fitted = virtualDraws > 0 ? withVirtualDraws(t, virtualDraws) : t;
  const result = fitTally(fitted, BALANCE_LIMITS.iterations);
  if (result === undefined) {
    // Cannot happen for connected designs with games (the information is then positive definite but for the anchor).
    report(r, 'balance-disconnected', 'outcomes', 'the ratings could not be put on one scale (the information matrix is singular)', MODEL);
    return undefined;
  }
  if (!result.converged) report(r, 'balance-not-converged', 'outcomes', `the fit stopped after ${result.iterations} Newton steps (BALANCE_LIMITS.iterations) before its steps became negligible`, MODEL);
  const ratings: Rating[] = designs.map((d, i) => {
    const se = Math.sqrt(Math.max(0, result.covariance[i]![i]!));
    const strength = result.strengths[i]!;
    let duels = 0;
    let score = 0;
    for (let j = 0; j < n; j++) {
      duels += t.games[i]![j]!;
      score += t.score[i]![j]!;
    }
    return { name: d.name, cost: d.cost, strength, standardError: se, points: strength * POINTS_PER_STRENGTH, pointsError: se * POINTS_PER_STRENGTH, duels, score, separated: separated[i]! };
  });
  return { fit: { ratings, covariance: result.covariance, iterations: result.iterations, converged: result.converged, virtualDraws, logLikelihood: result.logLikelihood }, separated };
}

/** The tally with `v` drawn duels added to every pair that met. */
function withVirtualDraws(t: Tally, v: number): Tally {
  return {
    games: t.games.map((row) => row.map((g) => (g > 0 ? g + v : 0))),
    score: t.score.map((row, i) => row.map((s, j) => (t.games[i]![j]! > 0 ? s + v / 2 : 0))),
  };
}

/**
 * Fits a strength to each design from the outcomes of duels between pairs of them (the
 * Bradley-Terry model): design i beats design j with the chance 1 / (1 + exp(s_j - s_i)).
 *
 * - **Draws**: a draw and a mutual kill count as half a win to each side.
 * - **Fit**: maximum likelihood by Newton's method with step halving (the log-likelihood is
 *   concave, so it converges; about ten steps).
 * - **Anchor**: strengths average 0 over the designs given; `points` are the same on an
 *   Elo-like scale (400 points: odds of 10 to 1). Only differences mean anything.
 * - **Errors**: standard errors from the inverse of the Fisher information under the anchor,
 *   with the full covariance. Counting a draw as half a win makes them a little too wide
 *   when draws are common (a half-win varies less than a win or a loss).
 * - **No finite estimate**: when a design (or group) won, or lost, every duel against the rest,
 *   one virtual draw a pair is added (`options.virtualDraws`), those designs are marked
 *   `separated`, and a `balance-separated` warning names them.
 *
 * Input is checked (designs 2 to `BALANCE_LIMITS.designs`, unique names, costs above 0; pair
 * outcomes naming two different designs, whole counts adding up to `trials`; a pair given twice
 * is added up); designs that never met are a `balance-disconnected` error. Never throws.
 *
 * @example
 * ```ts
 * import { fitRatings } from 'spacedock/duel';
 *
 * const designs = [{ name: 'Cutter', cost: 100 }, { name: 'Frigate', cost: 150 }, { name: 'Cruiser', cost: 300 }];
 * const outcomes = [
 *   { a: 'Cutter', b: 'Frigate', aWins: 300, bWins: 600, draws: 80, bothDestroyed: 20, trials: 1000 },
 *   { a: 'Frigate', b: 'Cruiser', aWins: 250, bWins: 700, draws: 50, bothDestroyed: 0, trials: 1000 },
 *   { a: 'Cutter', b: 'Cruiser', aWins: 100, bWins: 880, draws: 20, bothDestroyed: 0, trials: 1000 },
 * ];
 * const fit = fitRatings(designs, outcomes);
 * if (!fit.ok) throw new Error(JSON.stringify(fit.diagnostics));
 * const [cutter, frigate, cruiser] = fit.value.ratings;
 * // Strongest last, the strengths average 0, and each has a standard error.
 * if (!(cutter!.strength < frigate!.strength && frigate!.strength < cruiser!.strength)) throw new Error('order');
 * if (Math.abs(cutter!.strength + frigate!.strength + cruiser!.strength) > 1e-9) throw new Error('anchor');
 * if (!(cruiser!.standardError > 0 && cruiser!.standardError < 0.1)) throw new Error(String(cruiser!.standardError));
 *
 * // A pair whose counts do not add up is refused at its path.
 * const bad = fitRatings(designs, [{ ...outcomes[0]!, trials: 999 }]);
 * if (bad.ok || bad.diagnostics[0]?.path !== 'outcomes[0].trials') throw new Error(JSON.stringify(bad.diagnostics));
 * ```
 */
export function fitRatings(designs: readonly DesignCost[], outcomes: readonly PairOutcome[], options?: RatingOptions): Result<RatingFit> {
  const r = newReport();
  const settings = readBalanceOptions(options, ['virtualDraws'], r);
  const d = readDesigns(designs, 'designs', r);
  const o = d === undefined ? undefined : readOutcomes(outcomes, 'outcomes', d.map((x) => x.name), r);
  if (d === undefined || o === undefined || settings === undefined) return failReport(r);
  const fitted = fitChecked(d, o, settings.virtualDraws, r);
  return finishReport(r, fitted?.fit);
}
