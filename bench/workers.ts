import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { ensureBuilt } from '../scripts/built.mjs';
import type { Result } from '../src/diagnostics/result.js';
import { prepareSimulation } from '../src/survival/run.js';
import { combineSimulationShares, shareSimulation, type SimulationShare, type SimulationTally } from '../src/survival/shares.js';
import { simulateVolleys } from '../src/survival/simulate.js';
import { exampleCruiser } from './damage.js';

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Says at exit how much CPU time the process used, all its threads (see the file). */
const cpuProbe = new URL('./cpu-probe.cjs', import.meta.url).pathname;

/** Wall time and CPU time (every thread) of one run of the built bin, in milliseconds; its standard output is returned too. */
function timed(args: readonly string[]): { readonly ms: number; readonly cpu: number; readonly out: string } {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--require', cpuProbe, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const ms = performance.now() - t0;
  if (r.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${String(r.status)}: ${r.stderr}`);
  const cpu = /spacedock-bench-cpu-us (\d+)/.exec(r.stderr);
  if (cpu === null) throw new Error(`node ${args.join(' ')} did not say its CPU time: ${r.stderr}`);
  return { ms, cpu: Number(cpu[1]) / 1000, out: r.stdout };
}

/** Wall times of two runs of the built bin started together, in milliseconds (each from its start to its exit). */
async function timedSideBySide(args: readonly string[]): Promise<readonly number[]> {
  const one = (): Promise<number> =>
    new Promise((done, fail) => {
      const t0 = performance.now();
      const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
      let err = '';
      child.stderr.on('data', (d: Buffer) => (err += d.toString()));
      child.on('error', fail);
      child.on('close', (code) => (code === 0 ? done(performance.now() - t0) : fail(new Error(`node ${args.join(' ')} exited with ${String(code)}: ${err}`))));
    });
  return Promise.all([one(), one()]);
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
 * A row of the table: the median time, and the median of the rounds' ratios to the first row's
 * (each round's runs side by side), with the rounds' lowest and highest ratios: on a shared host
 * they say how far one run's median can be trusted.
 */
function row(label: string, times: readonly number[], first: readonly number[], goal: boolean): string {
  const ratios = times.map((t, r) => first[r]! / t);
  const speedup = median(ratios);
  const spread = times === first ? '' : ` (rounds ${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)})`;
  const verdict = goal ? `   goal >= 1.8x: ${speedup >= 1.8 ? 'met' : 'NOT MET'}` : '';
  return `    ${label.padEnd(12)} ${median(times).toFixed(0).padStart(6)} ms  ${speedup.toFixed(2)}x${spread}${verdict}`;
}

/** Runs one share on a worker and answers its tally. */
function onWorker(worker: Worker, share: SimulationShare): Promise<Result<SimulationTally>> {
  return new Promise((done, fail) => {
    const answer = (tally: Result<SimulationTally>): void => {
      worker.off('error', fail);
      done(tally);
    };
    worker.once('message', answer);
    worker.once('error', fail);
    worker.postMessage(share);
  });
}

/**
 * Runs shares on a pool of workers, each taking the next share when it is done with one (so that
 * a thread on a slower core runs fewer), and answers their tallies in the shares' order.
 */
async function onPool(pool: readonly Worker[], shares: readonly SimulationShare[]): Promise<Result<SimulationTally>[]> {
  const tallies: Result<SimulationTally>[] = [];
  let next = 0;
  await Promise.all(
    pool.map(async (worker) => {
      for (let k = next++; k < shares.length; k = next++) tallies[k] = await onWorker(worker, shares[k]!);
    }),
  );
  return tallies;
}

/**
 * Issue 40's worker scaling, on the run of `simulate` the issue names: the example cruiser under
 * 30-point volleys on shield #1 for 10 turns, as many trials as one call may ask
 * (`SIMULATION_LIMITS.work`; about 3 s on one thread here). Wall time, since threads save wall
 * time, not CPU time; the goal, 1.8x with 2 workers, holds on 2 idle cores (a loaded machine, or
 * vCPUs that slow each other down, show less). Rounds alternate; medians are printed.
 *
 * - The command, `spacedock simulate --workers n` from the built bin: its whole run, and its
 *   trials alone, the whole run less the same command's run with one trial (starting Node and the
 *   CLI, reading the ship, printing: about a sixth of a second here that no thread can share);
 *   and the whole run's CPU time, every thread's (a preloaded probe, bench/cpu-probe.cjs, says it
 *   at exit): what n threads use beyond one thread's is what keeps the run from n times faster.
 * - This host's two cores: the one-thread command run twice at once, each run's time against its
 *   time alone (1.00 on two idle cores; two vCPUs of a shared machine slow each other down). From
 *   it, the best a 2-thread whole run could do here: the start once, then half the rest on each
 *   core at that speed; and the share of it `--workers 2` made.
 * - The library's worker option: the simulation cut by `shareSimulation` into 16 shares a worker,
 *   run by `runSimulationShare` on a pool of n workers started beforehand (each worker takes the
 *   next share when it is done), and the tallies combined by `combineSimulationShares`; n = 1 is
 *   the baseline, so that both sides run in fresh threads of the same code (this process has run
 *   the other benches). The answer must be `simulateVolleys`'.
 *
 * Every run must give the same answer.
 */
export async function benchWorkers(rounds = 5): Promise<void> {
  ensureBuilt();
  const bin = new URL('../bin/spacedock.cjs', import.meta.url).pathname;
  const cruiser = new URL('../examples/ships/cruiser.yaml', import.meta.url).pathname;
  const argv = (workers: number, trials: number): string[] => [bin, 'simulate', cruiser, '--shield', '1', '--points', '30', '--turns', '10', '--trials', String(trials), '--seed', '1', '--json', '--workers', String(workers)];
  const trials = mostTrials(10, 30);
  const counts = [1, 2, 3, 4].filter((n) => n === 1 || n <= Math.max(2, availableParallelism()));

  // The command.
  const fixed: number[] = [];
  const whole = counts.map(() => [] as number[]);
  const cpu = counts.map(() => [] as number[]);
  // This host's two cores: the one-thread run twice at once, each as slow as the other core makes it.
  const slowdown: number[] = [];
  let answer: string | undefined;
  for (let r = 0; r < rounds; r++) {
    fixed.push(timed(argv(1, 1)).ms);
    counts.forEach((n, i) => {
      const run = timed(argv(n, trials));
      answer ??= run.out;
      if (run.out !== answer) throw new Error(`--workers ${n} gave another answer`);
      whole[i]!.push(run.ms);
      cpu[i]!.push(run.cpu);
    });
    const pair = await timedSideBySide(argv(1, trials));
    slowdown.push((pair[0]! + pair[1]!) / 2 / whole[0]![r]!);
  }
  const trialsOnly = whole.map((times) => times.map((t, r) => t - fixed[r]!));
  // What two threads could do here at best: the start once, then each half of the trials as slow
  // as two runs side by side are (the unshared start and the host's own limit, not the code's).
  const ceiling = whole[0]!.map((t, r) => t / (fixed[r]! + ((t - fixed[r]!) * slowdown[r]!) / 2));
  const two = counts.indexOf(2);
  console.log(`\nsimulate on n threads (issue 40): ${trials.toLocaleString('en')} trials of 10 turns on the example cruiser (30-point volleys on shield #1), wall time, medians of ${rounds} rounds, ${availableParallelism()} threads here; goal: >= 1.8x with 2 workers on 2 idle cores`);
  console.log(`  spacedock simulate --workers n, the built bin: its whole run`);
  counts.forEach((n, i) => console.log(row(`--workers ${n}`, whole[i]!, whole[0]!, false)));
  // CPU time, every thread: two threads do the same trials as one, so what they use beyond it is
  // the second thread's own (its boot, preparing, V8 compiling its code) and the cores slowing
  // each other; a one-thread run spends V8's compiling on the idle core.
  const extra = (i: number): string => {
    if (i === 0) return '';
    const more = Math.round(100 * median(cpu[i]!.map((c, r) => c / cpu[0]![r]!)) - 100);
    // Less than one thread only when the host slowed the one-thread runs down.
    return `, ${Math.abs(more)}% ${more >= 0 ? 'more' : 'less'} than 1 thread`;
  };
  console.log(`  CPU time of the whole run, every thread (the same work on any n: beyond one thread's, the others' boot, preparing and compiling, and the cores slowing each other)`);
  counts.forEach((n, i) => console.log(`    --workers ${n}`.padEnd(17) + `${median(cpu[i]!).toFixed(0).padStart(6)} ms${extra(i)}`));
  console.log(`  its trials alone: the whole run less the same command's with 1 trial (${median(fixed).toFixed(0)} ms: starting Node and the CLI, reading the ship, printing, which no thread shares)`);
  counts.forEach((n, i) => console.log(row(`--workers ${n}`, trialsOnly[i]!, trialsOnly[0]!, n === 2)));
  if (two > 0) {
    const reached = median(whole[two]!.map((t, r) => whole[0]![r]! / t / ceiling[r]!));
    console.log(`  this host: two --workers 1 runs side by side each took ${median(slowdown).toFixed(2)}x the time of one alone (1.00x on 2 idle cores); at that, the best`);
    console.log(`  a 2-thread whole run could do here is ${median(ceiling).toFixed(2)}x (its start unshared), and --workers 2 made ${(100 * reached).toFixed(0)}% of that`);
  }

  // The library.
  const { Worker } = await import('node:worker_threads');
  const { ship } = exampleCruiser();
  const plan = [{ shield: 1 as const, points: 30 }];
  const options = { trials, turns: 10, seed: 1 };
  const pool = Array.from({ length: counts.at(-1)! }, () => new Worker(new URL('./share-worker.mjs', import.meta.url)));
  const library = counts.map(() => [] as number[]);
  try {
    const alone = JSON.stringify(simulateVolleys(ship, plan, options));
    for (let r = 0; r < rounds; r++) {
      for (const [i, n] of counts.entries()) {
        const t0 = performance.now();
        const shares = shareSimulation(ship, plan, options, 16 * n);
        if (!shares.ok) throw new Error(JSON.stringify(shares.diagnostics));
        const tallies = await onPool(pool.slice(0, n), shares.value);
        const result = JSON.stringify(combineSimulationShares(ship, plan, options, tallies.map((t) => (t.ok ? t.value : { trials: 0, counts: new Float64Array(0) }))));
        library[i]!.push(performance.now() - t0);
        if (result !== alone) throw new Error(`${n} workers gave another answer than simulateVolleys`);
      }
    }
  } finally {
    for (const w of pool) void w.terminate();
  }
  console.log(`  the library: shareSimulation's shares (16 a worker) on a pool of n workers started beforehand`);
  counts.forEach((n, i) => console.log(row(`${n} worker${n === 1 ? '' : 's'}`, library[i]!, library[0]!, n === 2)));
  console.log(`  the same answer for every n, from the command and from the library: yes`);
}
