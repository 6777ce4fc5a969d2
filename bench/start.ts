import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureBuilt } from '../scripts/built.mjs';

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** GNU time, which reports a child's CPU time (user + system); without it, wall time is measured. */
const TIME = '/usr/bin/time';

/** CPU time (or wall time, without GNU time) of one process run, in milliseconds. */
function measured(args: readonly string[], cpu: boolean, env: NodeJS.ProcessEnv = process.env): number {
  const t0 = performance.now();
  const r = cpu
    ? spawnSync(TIME, ['-f', '%U %S', process.execPath, ...args], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', env })
    : spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', env });
  const wall = performance.now() - t0;
  if (r.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${String(r.status)}: ${r.stderr}`);
  if (!cpu) return wall;
  const [user, system] = r.stderr.trim().split('\n').at(-1)!.split(' ').map(Number);
  return (user! + system!) * 1000;
}

/**
 * The CLI's start (issue 25): `spacedock price` and `spacedock check` on the example cruiser,
 * from the built bin, against a bare `node -e 0`. They run in turn in each of 21 rounds, so that
 * a slow spell of a shared machine hits them alike; printed are the medians and the median of the
 * per-round ratios. The goal is within 2x of bare node for both, as a command starts once it has
 * run before (V8's code cache of the bundle kept: src/cli/start.ts); the first run of a command
 * after a build, without the cache (`NODE_DISABLE_COMPILE_CACHE=1`), is printed too. The CLI is
 * one minified CommonJS bundle of its code and dependencies (no resolving of hundreds of files in
 * node_modules), and each command loads its own code only when it runs.
 */
export function benchStart(): void {
  ensureBuilt();
  const bin = new URL('../bin/spacedock.cjs', import.meta.url).pathname;
  const cruiser = new URL('../examples/ships/cruiser.yaml', import.meta.url).pathname;
  const cpu = existsSync(TIME);
  const cold = { ...process.env, NODE_DISABLE_COMPILE_CACHE: '1' };
  const runs: readonly { readonly name: string; readonly args: readonly string[]; readonly env?: NodeJS.ProcessEnv; readonly goal?: boolean }[] = [
    { name: 'node -e 0', args: ['-e', '0'] },
    { name: "spacedock price '3d6 eZap AP'", args: [bin, 'price', '3d6 eZap AP'], goal: true },
    { name: 'spacedock check examples/ships/cruiser.yaml', args: [bin, 'check', '--quiet', cruiser], goal: true },
    { name: '  the same, without the code cache: price', args: [bin, 'price', '3d6 eZap AP'], env: cold },
    { name: '  the same, without the code cache: check', args: [bin, 'check', '--quiet', cruiser], env: cold },
  ];
  for (const r of runs) for (let i = 0; i < 2; i++) measured(r.args, cpu, r.env);
  const samples = runs.map(() => [] as number[]);
  for (let round = 0; round < 21; round++) runs.forEach((r, i) => samples[i]!.push(measured(r.args, cpu, r.env)));
  console.log(`\nCLI start (built bin, ${cpu ? 'CPU time (user + system)' : 'wall time'} per run, median of 21)`);
  runs.forEach((r, i) => {
    const ratio = median(samples[i]!.map((x, k) => x / samples[0]![k]!));
    const goal = r.goal === true ? `   goal within ${GOAL}x: ${ratio <= GOAL ? 'met' : 'NOT MET'}` : '';
    console.log(`  ${r.name.padEnd(46)} ${median(samples[i]!).toFixed(0).padStart(5)} ms   ${i === 0 ? 'baseline' : `${ratio.toFixed(2)}x node -e 0`}${goal}`);
  });
}

/** Issue 25's goal for the start of `price` and `check`, as a multiple of a bare node start. */
const GOAL = 2;

if (process.argv[1]?.endsWith('/bench/start.ts') === true) benchStart();
