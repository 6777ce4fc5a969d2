/**
 * Hand-made survivability results that follow src/survival/types.ts and add up: every
 * distribution's counts sum to the trials, the trials destroyed each turn plus those that
 * survived make the trials, and each figure's standard error is the binomial one.
 */
import { shipOfFile } from '../helpers/ship-lines.js';
import { simulateVolleys } from '../../src/damage/index.js';
import { PLOT_LIMITS } from '../../src/plot/index.js';
import type { Distribution, Estimate, PartKind, PartSurvival, Quantile, Survivability } from '../../src/survival/types.js';

/** A share of `n` trials with its binomial standard error. */
export function share(k: number, n: number): Estimate {
  const p = k / n;
  return { value: p, standardError: Math.sqrt((p * (1 - p)) / n) };
}

/** The quantiles (5%, 25%, 50%, 75%, 95%) of counts by value; null past the last value when `open`. */
function quantilesOf(counts: readonly number[], trials: number, offset = 0): Quantile[] {
  return [0.05, 0.25, 0.5, 0.75, 0.95].map((p) => {
    let seen = 0;
    for (let v = 0; v < counts.length; v++) {
      seen += counts[v]!;
      if (seen >= p * trials) return { p, value: v + offset, low: v + offset, high: v + offset, standardError: 0 };
    }
    return { p, value: null, low: null, high: null, standardError: null };
  });
}

/** A distribution of whole values from counts by value. */
export function distribution(counts: readonly number[]): Distribution {
  const trials = counts.reduce((a, b) => a + b, 0);
  let sum = 0;
  let sq = 0;
  counts.forEach((c, v) => {
    sum += c * v;
    sq += c * v * v;
  });
  const mean = sum / trials;
  const variance = sq / trials - mean * mean;
  return { counts, mean: { value: mean, standardError: Math.sqrt(Math.max(0, variance) / trials) }, quantiles: quantilesOf(counts, trials) };
}

/** A part hit in `hit` trials and destroyed in `destroyed` of them (by the last turn), out of `trials`. */
export function part(name: string, kind: PartKind, boxes: number, hit: number, destroyed: number, trials: number, turns: number): PartSurvival {
  return {
    name,
    kind,
    boxes,
    destructible: boxes,
    hit: share(hit, trials),
    destroyed: share(destroyed, trials),
    surviving: { value: boxes * (1 - destroyed / trials), standardError: 0.01 },
    destroyedBy: Array.from({ length: turns }, (_, t) => share(Math.round((destroyed * (t + 1)) / turns), trials)),
  };
}

/** A result of `trials` trials over `turns` turns, destroyed in turn t by `byTurn[t - 1]` trials. */
export function survivability(o: {
  readonly ship?: string;
  readonly trials: number;
  readonly byTurn: readonly number[];
  readonly internals: readonly number[];
  readonly parts?: readonly PartSurvival[];
  readonly weapons?: number;
  readonly disarmed?: readonly number[];
}): Survivability {
  const { trials, byTurn } = o;
  const turns = byTurn.length;
  const destroyedTrials = byTurn.reduce((a, b) => a + b, 0);
  const survived = trials - destroyedTrials;
  if (survived < 0) throw new Error('more trials destroyed than run');
  let turnSum = 0;
  byTurn.forEach((c, i) => (turnSum += c * (i + 1)));
  const internals = distribution(o.internals);
  if (internals.counts.reduce((a, b) => a + b, 0) !== trials) throw new Error('internal counts do not add up to the trials');
  // Turns to destruction over all trials: a trial that survived lies past the last turn.
  const turnQuantiles = quantilesOf([0, ...byTurn, survived], trials).map((q) => (q.value !== null && q.value > turns ? { p: q.p, value: null, low: null, high: null, standardError: null } : q));
  const disarmed = o.disarmed ?? byTurn.map((_, t) => byTurn.slice(0, t + 1).reduce((a, b) => a + b, 0));
  return {
    ship: o.ship ?? 'Test frigate',
    trials,
    turns,
    seed: 7,
    pointsPerTurn: 24,
    engine: 'kernel',
    parts: o.parts ?? [],
    internals,
    excess: distribution([trials]),
    destruction: {
      destroyed: share(destroyedTrials, trials),
      byTurn,
      survived,
      mean: destroyedTrials === 0 ? null : { value: turnSum / destroyedTrials, standardError: 0.05 },
      quantiles: turnQuantiles,
    },
    weapons: o.weapons ?? 6,
    disarmed: disarmed.map((k) => share(k, trials)),
  };
}

/** A small frigate: every chart has something to show. */
export function frigate(ship?: string): Survivability {
  const trials = 1000;
  const turns = 6;
  return survivability({
    ...(ship === undefined ? {} : { ship }),
    trials,
    byTurn: [0, 40, 210, 300, 180, 90],
    internals: [5, 10, 40, 80, 120, 160, 180, 150, 110, 70, 40, 20, 10, 5],
    parts: [
      part('Shield #1', 'shield', 20, 1000, 990, trials, turns),
      part('Shield #2', 'shield', 16, 0, 0, trials, turns),
      part('Bridge', 'system', 2, 640, 410, trials, turns),
      part('F Hull', 'system', 4, 880, 700, trials, turns),
      part('Torp', 'system', 2, 720, 530, trials, turns),
      part('Phaser (Ph-1)', 'phaser', 4, 930, 610, trials, turns),
      part('Sensor', 'track', 6, 300, 50, trials, turns),
      part('Lab', 'system', 2, 0, 0, trials, turns),
      part('Excess', 'excess', 8, 400, 180, trials, turns),
    ],
    weapons: 6,
    disarmed: [0, 60, 300, 610, 820, 910],
  });
}

/**
 * The largest sizes drawn: 1000 turns (destroyed only late, so binned to 40 bars of 25 turns),
 * 2000 values of internal points (from 150 on), and the most parts, each with a long name.
 */
export function wide(): Survivability {
  return survivability({
    trials: 5000,
    byTurn: Array.from({ length: PLOT_LIMITS.turns }, (_, t) => (t >= 900 && t < 950 ? 80 : 0)),
    internals: Array.from({ length: 2000 }, (_, v) => (v < 150 ? 0 : v === 150 ? 5000 - 1849 : 1)),
    parts: Array.from({ length: PLOT_LIMITS.parts }, (_, i) => part(`System number ${i} with a rather long name for a label column`, 'system', 3, 2500 + i, 1000 + i, 5000, PLOT_LIMITS.turns)),
    weapons: 40,
  });
}

/** The cruiser of examples/ships/cruiser.json under two volleys a turn, simulated. */
export function cruiserRun(trials = 2000): Survivability {
  const r = simulateVolleys(shipOfFile('examples/ships/cruiser.json'), [{ shield: 1, points: 14 }, { shield: 2, points: 8 }], { trials, turns: 10, seed: 5 });
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('; '));
  return r.value;
}
