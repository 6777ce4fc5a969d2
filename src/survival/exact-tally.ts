/**
 * The sums of an exact volley (internal): each final state's weight put over the common
 * denominator 36^depth and added into every figure it counts for, in one pass over the states.
 */
import { STATE_WORDS } from './kernel.js';
import { standing, type PartSpec } from './parts.js';

const { S_DESTROYED, S_EXCESS, S_INTERNALS } = STATE_WORDS;

/** A state where the volley ended: its kernel array, its ways (of 36^level) and the rolls it took. */
export interface FinalState {
  readonly s: Int32Array;
  readonly ways: bigint;
  readonly level: number;
}

/** Every figure's numerator over 36^depth (depth: the most rolls a final state took). */
export interface ExactSums {
  readonly depth: number;
  /** Per part, in the order of the parts given: hit, destroyed, and boxes left (weighted). */
  readonly hit: readonly bigint[];
  readonly destroyed: readonly bigint[];
  readonly surviving: readonly bigint[];
  /** `internals[v]`, `excess[v]`: the weight of the states that scored v internal (Excess) points; up to the largest v met. */
  readonly internals: readonly bigint[];
  readonly excess: readonly bigint[];
  /** The weight of the states where the ship is destroyed. */
  readonly shipDestroyed: bigint;
}

/**
 * A sum of weights, each over 36^level of its own: held over 36^`level` (the deepest level added
 * so far), so that a weight of that level is added as it is and the sum is scaled up only when
 * a deeper one comes.
 */
interface LevelSum {
  value: bigint;
  level: number;
}

/** Adds `ways` (over 36^level) to a sum. */
function addAt(sum: LevelSum, ways: bigint, level: number): void {
  if (level >= sum.level) {
    sum.value = (level === sum.level ? sum.value : sum.value * 36n ** BigInt(level - sum.level)) + ways;
    sum.level = level;
  } else sum.value += ways * 36n ** BigInt(sum.level - level);
}

/**
 * Puts each sum over 36^depth: from the deepest to the shallowest, so that the factor 36^(depth -
 * level) is grown a level at a time, never raised anew for each sum.
 */
function settle(all: readonly LevelSum[], depth: number): void {
  let factor = 1n;
  let at = depth;
  for (const sum of [...all].sort((x, y) => y.level - x.level)) {
    if (sum.value === 0n) {
      sum.level = depth;
      continue;
    }
    factor *= 36n ** BigInt(at - sum.level);
    at = sum.level;
    sum.value *= factor;
    sum.level = depth;
  }
}

/**
 * Sums the final states of an enumeration. A state of level L weighs `ways` over 36^L; each figure
 * keeps its sum over the deepest level it has met, scaled by 36 a level as the states (in the
 * order they ended, by level) go deeper, and is put over 36^depth once at the end. A state adds
 * its ways only to the figures it counts for (its own bucket of each histogram): the work is the
 * states times the parts, with numbers no longer than 36^depth, whatever the histograms'
 * lengths. (Summing each histogram bucket over every state, each state's weight first raised to
 * 36^depth, cost buckets × states big multiplications: a 10 000-box Excess track took seconds.)
 */
export function sumFinals(finals: readonly FinalState[], parts: readonly PartSpec[]): ExactSums {
  const depth = finals.reduce((d, f) => Math.max(d, f.level), 0);
  const sums = (n: number): LevelSum[] => Array.from({ length: n }, () => ({ value: 0n, level: 0 }));
  const hit = sums(parts.length);
  const destroyed = sums(parts.length);
  const surviving = sums(parts.length);
  const internals: LevelSum[] = [];
  const excess: LevelSum[] = [];
  const shipDestroyed: LevelSum = { value: 0n, level: 0 };
  for (const f of finals) {
    parts.forEach((part, p) => {
      const left = standing(part, f.s);
      if (left < part.boxes) addAt(hit[p]!, f.ways, f.level);
      if (part.boxes - left >= part.destructible) addAt(destroyed[p]!, f.ways, f.level);
      if (left > 0) addAt(surviving[p]!, left === 1 ? f.ways : f.ways * BigInt(left), f.level);
    });
    addAt(bucket(internals, f.s[S_INTERNALS]!), f.ways, f.level);
    addAt(bucket(excess, f.s[S_EXCESS]!), f.ways, f.level);
    if (f.s[S_DESTROYED] === 1) addAt(shipDestroyed, f.ways, f.level);
  }
  settle([...hit, ...destroyed, ...surviving, ...internals, ...excess, shipDestroyed], depth);
  const values = (list: readonly LevelSum[]): bigint[] => list.map((sum) => sum.value);
  return { depth, hit: values(hit), destroyed: values(destroyed), surviving: values(surviving), internals: values(internals), excess: values(excess), shipDestroyed: shipDestroyed.value };
}

/** Bucket `v` of a histogram, the buckets below it made (empty) when they are not yet. */
function bucket(histogram: LevelSum[], v: number): LevelSum {
  while (histogram.length <= v) histogram.push({ value: 0n, level: 0 });
  return histogram[v]!;
}
