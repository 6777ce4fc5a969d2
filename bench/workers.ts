import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { ensureBuilt } from '../scripts/built.mjs';
import { prepareSimulation } from '../src/survival/run.js';
import { exampleCruiser } from './damage.js';

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Wall time of one run of the built bin, in milliseconds; its standard output is returned too. */
function timed(args: readonly string[]): { readonly ms: number; readonly out: string } {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${String(r.status)}: ${r.stderr}`);
  return { ms, out: r.stdout };
}

/** The most trials of the run below that `simulate` takes (SIMULATION_LIMITS.work), found by halving. */
function mostTrials(turns: number, points: number): number {
  const { ship } = exampleCruiser();
  const takes = (trials: number): boolean => prepareSimulation(ship, [{ shield: 1, points }], { trials, turns, seed: 1 }).ok;
  let low = 1;
  let high = 10_000_000;
  if (takes(high)) return high;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (takes(mid)) low = mid;
    else high = mid;
  }
  return low;
}

/**
 * Issue 40's worker scaling: `spacedock simulate --workers n` from the built bin on the example
 * cruiser (30-point volleys on shield #1, 10 turns), a run of about 5 s on one worker, against
 * the same run on one worker: wall time, since threads save wall time, not CPU time (the goal,
 * 1.8x with 2 workers, holds on 2 idle cores; a loaded machine shows less). The rounds alternate
 * and the medians are printed; every run must print the same answer.
 */
export function benchWorkers(rounds = 5): void {
  ensureBuilt();
  const bin = new URL('../bin/spacedock.cjs', import.meta.url).pathname;
  const cruiser = new URL('../examples/ships/cruiser.yaml', import.meta.url).pathname;
  const argv = (workers: number, trials: number): string[] => [bin, 'simulate', cruiser, '--shield', '1', '--points', '30', '--turns', '10', '--trials', String(trials), '--seed', '1', '--json', '--workers', String(workers)];
  // Trials for a run of about 5 seconds on one worker, from a short run.
  const probe = timed(argv(1, 200_000));
  // (At most what the work limit lets one call ask for: about 5 s here since the kernel got faster.)
  const trials = Math.min(mostTrials(10, 30), Math.max(200_000, Math.round((200_000 * 5000) / Math.max(1, probe.ms))));
  const counts = [1, 2, 3, 4].filter((n) => n === 1 || n <= Math.max(2, availableParallelism()));
  const times = counts.map(() => [] as number[]);
  let answer: string | undefined;
  for (let r = 0; r < rounds; r++) {
    counts.forEach((n, i) => {
      const { ms, out } = timed(argv(n, trials));
      answer ??= out;
      if (out !== answer) throw new Error(`--workers ${n} gave another answer`);
      times[i]!.push(ms);
    });
  }
  console.log(`\nsimulate --workers n (issue 40): ${trials.toLocaleString('en')} trials of 10 turns on the example cruiser from the built bin, wall time, ${availableParallelism()} threads here; goal: >= 1.8x with 2 workers on 2 idle cores; the same answer for every n: yes`);
  const one = median(times[0]!);
  counts.forEach((n, i) => {
    const ms = median(times[i]!);
    const speedup = median(times[i]!.map((t, r) => times[0]![r]! / t));
    const goal = n === 2 ? `   goal >= 1.8x: ${speedup >= 1.8 ? 'met' : 'NOT MET'}` : '';
    console.log(`  --workers ${n}  ${ms.toFixed(0).padStart(7)} ms  ${(one / ms).toFixed(2)}x (median of the per-round ratios ${speedup.toFixed(2)}x)${goal}`);
  });
}
