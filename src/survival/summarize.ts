/**
 * From a tally to the figures of a survivability analysis (internal).
 */
import { histogramMean, mean, proportion, quantiles } from './estimates.js';
import type { PreparedSimulation } from './prepare.js';
import { histogramOf, runningSums, T_TRIALS } from './tally.js';
import type { Distribution, Estimate, PartSurvival, Survivability, TurnsToDestruction } from './types.js';
import { weaponBoxes } from './weapons.js';

/** The figures of a simulation from the tally of all its trials. */
export function summarize(sim: PreparedSimulation, tally: Float64Array): Survivability {
  const { layout, turns } = sim;
  const n = tally[T_TRIALS]!;
  // Trials by the end of each turn, from the counters of what changed at each turn's end.
  const perTurn = (at: number): Estimate[] => runningSums(tally, at, turns).map((trials) => proportion(trials, n));
  const parts = sim.parts.map((part, p): PartSurvival => {
    // The trials by boxes lost, from -regains to destructible: what the figures add up (the
    // trials that lost none are the rest).
    const histogram = histogramOf(layout, p, turns);
    let hit = 0;
    let sum = 0;
    let squares = 0;
    for (let lost = -part.regains; lost <= part.destructible; lost++) {
      if (lost === 0) continue;
      const trials = tally[histogram + part.regains + lost]!;
      hit += trials;
      sum += lost * trials;
      squares += lost * lost * trials;
    }
    return {
      name: part.name,
      kind: part.kind,
      boxes: part.boxes,
      destructible: part.destructible,
      hit: proportion(hit, n),
      destroyed: proportion(tally[histogram + part.regains + part.destructible]!, n),
      surviving: survivingOf(part.boxes, mean(sum, squares, n)),
      destroyedBy: perTurn(layout.partAt[p]!),
    };
  });
  return {
    ship: sim.ship.name,
    trials: n,
    turns,
    seed: sim.seed,
    pointsPerTurn: sim.pointsPerTurn,
    engine: sim.engine,
    parts,
    internals: distribution(tally.subarray(layout.internals, layout.internals + layout.maxInternals + 1)),
    excess: distribution(tally.subarray(layout.excess, layout.excess + layout.maxExcess + 1)),
    destruction: destruction(tally.subarray(layout.destruction, layout.destruction + turns), tally[layout.survived]!, n),
    weapons: weaponBoxes(sim.ship),
    disarmed: perTurn(layout.disarmed),
  };
}

/** The boxes expected to survive, from the mean of boxes lost (the same standard error). */
const survivingOf = (boxes: number, lost: Estimate): Estimate => ({ value: boxes - lost.value, standardError: lost.standardError });

/** A histogram's distribution, its counts cut after the largest value seen. */
function distribution(counts: Float64Array): Distribution {
  let end = counts.length;
  while (end > 1 && counts[end - 1] === 0) end--;
  const kept = Array.from(counts.subarray(0, end));
  return { counts: kept, mean: histogramMean(kept), quantiles: quantiles(kept, 0) };
}

function destruction(byTurn: Float64Array, survived: number, n: number): TurnsToDestruction {
  const counts = Array.from(byTurn);
  const destroyed = n - survived;
  return {
    destroyed: proportion(destroyed, n),
    byTurn: counts,
    survived,
    mean: destroyed > 0 ? histogramMean(counts, 1) : null,
    quantiles: quantiles(counts, survived, 1),
  };
}
