/**
 * From a duel's tally to its figures (internal), each with its standard error.
 */
import { histogramMean, mean, proportion, quantiles } from '../survival/estimates.js';
import type { PreparedDuel, Team } from './prepare.js';
import { T_TRIALS, type SideLayout } from './tally.js';
import type { DuelResult, DuelSide, Estimate, TurnsToKill } from './types.js';

/**
 * The figures of a duel from the tally of all its trials (what `duel` answers).
 */
export function summarizeDuel(duel: PreparedDuel, tally: Float64Array): DuelResult {
  const n = tally[T_TRIALS]!;
  const L = duel.layout;
  const decided = Array.from(tally.subarray(L.decided, L.decided + duel.turns));
  return {
    trials: n,
    turns: duel.turns,
    seed: duel.seed,
    range: duel.range,
    facing: duel.facing,
    firing: duel.firing,
    power: duel.power,
    toHit: duel.toHit,
    targeting: duel.targeting,
    outcomes: {
      aWins: proportion(tally[L.aWins]!, n),
      bWins: proportion(tally[L.bWins]!, n),
      draw: proportion(tally[L.draws]!, n),
      bothDestroyed: proportion(tally[L.both]!, n),
    },
    decidedBy: turnsToKill(decided, n),
    a: side(duel.a, L.a, duel.turns, tally, n),
    b: side(duel.b, L.b, duel.turns, tally, n),
  };
}

function turnsToKill(byTurn: number[], n: number): TurnsToKill {
  const killed = byTurn.reduce((t, x) => t + x, 0);
  return { chance: proportion(killed, n), byTurn, mean: killed > 0 ? histogramMean(byTurn, 1) : null, quantiles: quantiles(byTurn, n - killed, 1) };
}

function side(team: Team, at: SideLayout, turns: number, tally: Float64Array, n: number): DuelSide {
  const s = (k: keyof SideLayout['sums']): number => tally[at.sums[k]]!;
  const damage = mean(s('damage'), s('damage2'), n);
  const scaled = (e: Estimate, by: number): Estimate => ({ value: e.value / by, standardError: e.standardError / by });
  const lostFirst = team.ships
    .flatMap((f) => f.kernel.parts.map((p, i) => ({ ship: f.label, name: p.name, kind: p.kind, count: tally[at.lostFirst[f.index]! + i]! })))
    .filter((p) => p.count > 0)
    .sort((x, y) => y.count - x.count)
    .map((p) => ({ ship: p.ship, name: p.name, kind: p.kind, chance: proportion(p.count, n) }));
  return {
    kind: team.kind,
    name: team.name,
    points: team.points,
    ships: team.ships.map((f) => ({ label: f.label, name: f.name, points: f.points, weapons: f.lines, destroyed: proportion(tally[at.shipDestroyed + f.index]!, n) })),
    destroyed: turnsToKill(Array.from(tally.subarray(at.destroyedBy, at.destroyedBy + turns)), n),
    damageDealt: damage,
    powerSpent: mean(s('power'), s('power2'), n),
    damagePerPower: ratio(s('damage'), s('damage2'), s('power'), s('power2'), s('damagePower'), n),
    damagePerDesignPoint: team.points > 0 ? scaled(damage, team.points) : null,
    shots: mean(s('shots'), s('shots2'), n),
    hits: mean(s('hits'), s('hits2'), n),
    lostFirst,
  };
}

/**
 * The ratio of two sums over the trials, Σx / Σy, with its standard error by the delta method:
 * sqrt(var(x - R y) / n) / mean(y). Null when Σy is 0.
 */
export function ratio(sx: number, sxx: number, sy: number, syy: number, sxy: number, n: number): Estimate | null {
  if (sy <= 0 || n <= 0) return null;
  const R = sx / sy;
  const my = sy / n;
  // Σ (x - R y)² = Σx² - 2R Σxy + R² Σy², and the mean of x - R y is 0.
  const ss = Math.max(0, sxx - 2 * R * sxy + R * R * syy);
  const variance = n > 1 ? ss / (n - 1) : 0;
  return { value: R, standardError: Math.sqrt(variance / n) / my };
}
