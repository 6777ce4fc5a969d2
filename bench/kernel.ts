import { buildShip, resolveVolley, type ShipState } from '../src/damage/index.js';
import { nextTurn } from '../src/damage/next-turn.js';
import { seededDice } from '../src/index.js';
import { prepareSimulation, runBlocks, type PreparedSimulation } from '../src/survival/run.js';
import { T_ROLLS } from '../src/survival/tally.js';
import { exampleCruiser } from './damage.js';
import { cpuSeconds, rate } from './harness.js';

/**
 * Issue 40's workloads: the example cruiser and a ship of 3,000 boxes, 30, 60 and 90-point volleys
 * on shield #1, shields up and down, 1 and 10 turns. On each, the simulation's kernel (its trials
 * and their tally, as `simulateVolleys` runs them) against a loop of `resolveVolley(..., { log:
 * false })` (and `nextTurn` between turns) on the same volleys, both in damage points per
 * CPU-second: the points of every volley fired at the ship while it stands. The rounds alternate
 * (kernel, loop, kernel, ...), and each side's rate is its best round, as issue 40 measured it
 * ("best of paired rounds"): on a shared machine a slow round is the machine's, not the code's.
 * The ratio is of the two best rounds.
 */

/** A ship of 3,000 boxes (2,960 in box systems, 40 phasers), with the cruiser's shields and tracks. */
export function bigShip(): ShipState {
  const systems: [string, number, string?][] = [
    ['F Hull', 400], ['A Hull', 400], ['C Hull', 300], ['L Warp', 300], ['R Warp', 300], ['C Warp', 150], ['Impulse', 150],
    ['Bridge', 60], ['Flag', 20], ['Aux Con', 40], ['Emer Bridge', 40], ['APR', 100], ['Battery', 100], ['Torp', 100],
    ['Drone', 100], ['Tran', 100, 'normal'], ['Trac', 100, 'no Mech'], ['Shuttle', 60], ['Lab', 100], ['Probe', 30], ['Cargo', 10],
  ];
  const built = buildShip({
    name: 'Station of 3,000 boxes',
    shields: [30, 24, 24, 20, 24, 24],
    systems: systems.map(([label, count, variant]) => (variant === undefined ? { label, count } : { label, count, variant })),
    phasers: Array.from({ length: 40 }, (_, i) => ({ type: i % 4 === 3 ? 'Ph-3' : 'Ph-1', arcs: i % 2 === 0 ? [1, 2, 6] : [3, 4, 5] })),
    shuttlesAboard: 30,
    tracks: { sensor: [6, 6, 5, 3, 1, 0], scanner: [0, 0, 1, 3, 5, 9], damageControl: [4, 4, 2, 2, 0], excess: 40 },
  });
  if (!built.ok) throw new Error(JSON.stringify(built.diagnostics));
  return built.value;
}

interface Workload {
  readonly name: string;
  readonly ship: ShipState;
  readonly points: number;
  readonly turns: number;
}

export function kernelWorkloads(): Workload[] {
  const cruiser = exampleCruiser().ship;
  const big = bigShip();
  const down = (s: ShipState): ShipState => ({ ...s, shields: [0, 0, 0, 0, 0, 0] as unknown as ShipState['shields'] });
  const out: Workload[] = [];
  for (const [name, ship] of [['cruiser', cruiser], ['cruiser, shields down', down(cruiser)], ['3,000 boxes', big], ['3,000 boxes, shields down', down(big)]] as const)
    for (const points of [30, 60, 90]) for (const turns of [1, 10]) out.push({ name: `${name}, ${points} pts, ${turns} turn${turns === 1 ? '' : 's'}`, ship, points, turns });
  return out;
}

/** Points fired at the standing ship over a tally's trials (one volley a turn). */
function firedOf(sim: PreparedSimulation, tally: Float64Array): number {
  let turns = tally[sim.layout.survived]! * sim.turns;
  for (let t = 0; t < sim.turns; t++) turns += tally[sim.layout.destruction + t]! * (t + 1);
  return turns * sim.pointsPerTurn;
}

/** The resolveVolley loop over `trials` trials: returns the points fired. */
function loop(w: Workload, trials: number, seed: number): number {
  let fired = 0;
  for (let t = 0; t < trials; t++) {
    const dice = seededDice(seed + t);
    let ship = w.ship;
    for (let turn = 0; turn < w.turns && !ship.destroyed; turn++) {
      if (turn > 0) {
        const next = nextTurn(ship);
        if (!next.ok) throw new Error('nextTurn');
        ship = next.value;
      }
      const r = resolveVolley(ship, { shield: 1, points: w.points }, dice, { log: false });
      if (!r.ok) throw new Error('resolveVolley');
      ship = r.value.ship;
      fired += w.points;
    }
  }
  return fired;
}

const best = (xs: readonly number[]): number => Math.max(...xs);

/** Measures every workload; `seconds` is the CPU time to spend on each side of each round. */
export function benchKernel(seconds = 0.15, rounds = 7, only?: readonly number[]): void {
  console.log('\nsimulation kernel (issue 40): damage points per CPU-second, the kernel (simulateVolleys\' trials and tally) vs a resolveVolley loop; goal: kernel >= 40 M points/s and >= 10x the loop on every workload');
  console.log(`  ${'workload'.padEnd(40)} ${'kernel'.padStart(12)} ${'rolls'.padStart(12)} ${'loop'.padStart(12)} ${'ratio'.padStart(7)}  goal`);
  let allMet = true;
  for (const [i, w] of kernelWorkloads().entries()) {
    if (only !== undefined && !only.includes(i)) continue;
    const prepared = prepareSimulation(w.ship, [{ shield: 1, points: w.points }], { trials: 100_000, turns: w.turns, seed: 11 });
    if (!prepared.ok) throw new Error(JSON.stringify(prepared.diagnostics));
    const sim = prepared.value;
    // `simulateVolleys` runs all its blocks in one call of `runBlocks`, with one tally. A round
    // does likewise, in calls of `chunk` blocks that take about a quarter of it each: a call of
    // one block would also measure a fresh tally per 500 trials (for the ship of 3,000 boxes,
    // 6,169 counters, whose first touches cost a third of a one-turn trial's time here).
    const t1 = cpuSeconds();
    if (!runBlocks(sim, 0, 1).ok) throw new Error('runBlocks');
    const chunk = Math.max(1, Math.min(sim.blocks, Math.floor(seconds / 4 / Math.max(cpuSeconds() - t1, 1e-6))));
    const kernelRound = (): readonly [number, number] => {
      let points = 0;
      let rolls = 0;
      const t0 = cpuSeconds();
      let b = 0;
      while (cpuSeconds() - t0 < seconds) {
        const from = b % (sim.blocks - chunk + 1);
        const tally = runBlocks(sim, from, from + chunk);
        if (!tally.ok) throw new Error('runBlocks');
        points += firedOf(sim, tally.value);
        rolls += tally.value[T_ROLLS]!;
        b += chunk;
      }
      const t = cpuSeconds() - t0;
      return [points / t, rolls / t];
    };
    const loopRound = (): number => {
      let points = 0;
      const t0 = cpuSeconds();
      let seed = 1;
      while (cpuSeconds() - t0 < seconds) {
        points += loop(w, 20, seed);
        seed += 20;
      }
      return points / (cpuSeconds() - t0);
    };
    kernelRound();
    loopRound();
    const k: number[] = [];
    const r: number[] = [];
    const l: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const [p, q] = kernelRound();
      k.push(p);
      r.push(q);
      l.push(loopRound());
    }
    const ratio = best(k) / best(l);
    const met = best(k) >= 40e6 && ratio >= 10;
    allMet &&= met;
    console.log(`  ${w.name.padEnd(40)} ${rate(best(k)).padStart(12)} ${rate(r[k.indexOf(best(k))]!).padStart(12)} ${rate(best(l)).padStart(12)} ${ratio.toFixed(1).padStart(6)}x  ${met ? 'met' : 'NOT MET'}`);
  }
  console.log(`  every workload: ${allMet ? 'met' : 'NOT MET'}`);
}
