/**
 * Duel outcomes generated from known strengths, for the balance tests: a seeded uniform source
 * (mulberry32) and a round robin whose every duel is drawn from the Bradley-Terry model.
 */
import type { DesignCost, PairOutcome } from '../../src/balance/index.js';

/** A seeded uniform source on [0, 1) (mulberry32). */
export function uniform(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box-Muller). */
export function gaussian(u: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - u())) * Math.cos(2 * Math.PI * u());
}

/**
 * A round robin of duels drawn from strengths `s` (log-odds): `trials` duels a pair. With
 * `tieShare` above 0, a share of the duels that could go either way end tied (a draw or, every
 * other one, both destroyed), with the chances chosen so that a design's expected score (wins
 * plus half the ties) is still the model's chance 1 / (1 + exp(s_j - s_i)): the half-win model
 * the fit assumes.
 */
export function simulateRoundRobin(names: readonly string[], s: readonly number[], trials: number, u: () => number, tieShare = 0): PairOutcome[] {
  const out: PairOutcome[] = [];
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      const p = 1 / (1 + Math.exp(s[j]! - s[i]!));
      const tie = 2 * tieShare * Math.min(p, 1 - p);
      let aWins = 0;
      let bWins = 0;
      let draws = 0;
      let bothDestroyed = 0;
      for (let k = 0; k < trials; k++) {
        const x = u();
        if (x < tie) {
          if (k % 2 === 0) draws++;
          else bothDestroyed++;
        } else if (x < tie + p - tie / 2) aWins++;
        else bWins++;
      }
      out.push({ a: names[i]!, b: names[j]!, aWins, bWins, draws, bothDestroyed, trials });
    }
  }
  return out;
}

/**
 * A design set priced by a rule: `n` designs with costs spread from 100 to 800 points, whose
 * true strength is `slope` × ln(cost) (centred), plus `scatter` × a normal draw each; the design
 * at index `planted` (when given) gets `shift` more strength than its cost says.
 */
export function pricedSet(n: number, u: () => number, options: { slope?: number; scatter?: number; planted?: number; shift?: number } = {}): { designs: DesignCost[]; strengths: number[] } {
  const { slope = 1, scatter = 0, planted, shift = 0 } = options;
  const designs = Array.from({ length: n }, (_, i) => ({ name: `D${i}`, cost: Math.round(100 * Math.exp((Math.log(8) * (i + u())) / n)) }));
  const raw = designs.map((d, i) => slope * Math.log(d.cost) + scatter * gaussian(u) + (i === planted ? shift : 0));
  const mean = raw.reduce((a, v) => a + v, 0) / n;
  return { designs, strengths: raw.map((v) => v - mean) };
}
