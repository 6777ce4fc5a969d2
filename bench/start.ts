import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureBuilt } from '../scripts/built.mjs';

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** GNU time, which reports a child's CPU time (user + system); without it, wall time is measured. */
const TIME = '/usr/bin/time';

/** CPU time (or wall time, without GNU time) of one process run, in milliseconds. */
function measured(args: readonly string[], cpu: boolean): number {
  const t0 = performance.now();
  const r = cpu
    ? spawnSync(TIME, ['-f', '%U %S', process.execPath, ...args], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' })
    : spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  const wall = performance.now() - t0;
  if (r.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${String(r.status)}: ${r.stderr}`);
  if (!cpu) return wall;
  const [user, system] = r.stderr.trim().split('\n').at(-1)!.split(' ').map(Number);
  return (user! + system!) * 1000;
}

/**
 * The CLI's start (issue 25): `spacedock price` and `spacedock check` on the example cruiser,
 * from the built bin, against a bare `node -e 0`. The three run in turn in each of 21 rounds, so
 * that a slow spell of a shared machine hits them alike; printed are the medians and the median
 * of the per-round ratios. The goal is within 2x of bare node for both: the CLI is one minified
 * bundle of its code and dependencies (no resolving of hundreds of files in node_modules), and
 * each command loads its own code only when it runs.
 */
export function benchStart(): void {
  ensureBuilt();
  const bin = new URL('../bin/spacedock.js', import.meta.url).pathname;
  const cruiser = new URL('../examples/ships/cruiser.yaml', import.meta.url).pathname;
  const cpu = existsSync(TIME);
  const runs: readonly { readonly name: string; readonly args: readonly string[] }[] = [
    { name: 'node -e 0', args: ['-e', '0'] },
    { name: "spacedock price '3d6 eZap AP'", args: [bin, 'price', '3d6 eZap AP'] },
    { name: 'spacedock check examples/ships/cruiser.yaml', args: [bin, 'check', '--quiet', cruiser] },
  ];
  for (const r of runs) for (let i = 0; i < 2; i++) measured(r.args, cpu);
  const samples = runs.map(() => [] as number[]);
  for (let round = 0; round < 21; round++) runs.forEach((r, i) => samples[i]!.push(measured(r.args, cpu)));
  console.log(`\nCLI start (built bin, ${cpu ? 'CPU time (user + system)' : 'wall time'} per run, median of 21)`);
  runs.forEach((r, i) => {
    const ratio = median(samples[i]!.map((x, k) => x / samples[0]![k]!));
    const goal = i === 0 ? '' : `   goal within ${GOAL}x: ${ratio <= GOAL ? 'met' : 'NOT MET'}`;
    console.log(`  ${r.name.padEnd(46)} ${median(samples[i]!).toFixed(0).padStart(5)} ms   ${i === 0 ? 'baseline' : `${ratio.toFixed(2)}x node -e 0`}${goal}`);
  });
}

/** Issue 25's goal for the start of `price` and `check`, as a multiple of a bare node start. */
const GOAL = 2;

if (import.meta.url === `file://${process.argv[1]}`) benchStart();
