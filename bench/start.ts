import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Wall time of one process run, in milliseconds. */
function timed(args: readonly string[]): number {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  if (r.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${String(r.status)}: ${String(r.stderr)}`);
  return performance.now() - t0;
}

/**
 * The CLI's start: `spacedock price '3d6 eZap AP'` from the built bin against a bare `node -e 0`,
 * alternating over 21 rounds so that a slow spell hits both alike; the medians and the median
 * of the per-round ratios. The goal (issue 13) is within 2x of bare node: the commands load zod,
 * yaml and the catalog only when they need them.
 */
export function benchStart(): void {
  const bin = new URL('../dist/cli.js', import.meta.url).pathname;
  if (!existsSync(bin)) {
    console.log('\nCLI start: skipped (run `npm run build` first: it measures the built bin)');
    return;
  }
  const src = new URL('../src/', import.meta.url).pathname;
  if (newestIn(src) > statSync(bin).mtimeMs) console.log('\nCLI start: NOTE dist/ is older than src/; run `npm run build` for figures of the current code');
  const runs: readonly { readonly name: string; readonly args: readonly string[] }[] = [
    { name: 'node -e 0', args: ['-e', '0'] },
    { name: "spacedock price '3d6 eZap AP'", args: [bin, 'price', '3d6 eZap AP'] },
    { name: 'spacedock check examples/cruiser.yaml', args: [bin, 'check', '--quiet', new URL('../examples/cruiser.yaml', import.meta.url).pathname] },
  ];
  for (const r of runs) for (let i = 0; i < 2; i++) timed(r.args);
  const samples = runs.map(() => [] as number[]);
  for (let round = 0; round < 21; round++) runs.forEach((r, i) => samples[i]!.push(timed(r.args)));
  console.log('\nCLI start (built bin, wall time per run, median of 21)');
  runs.forEach((r, i) => {
    const ratio = median(samples[i]!.map((x, k) => x / samples[0]![k]!));
    const goal = i === 1 ? `   goal within ${GOAL}x: ${ratio <= GOAL ? 'met' : 'NOT MET'}` : '';
    console.log(`  ${r.name.padEnd(40)} ${median(samples[i]!).toFixed(0).padStart(5)} ms   ${i === 0 ? 'baseline' : `${ratio.toFixed(2)}x node -e 0`}${goal}`);
  });
}

/** Issue 13's goal for the start of a spec command, as a multiple of a bare node start. */
const GOAL = 2;

/** The newest modification time of any file under a folder. */
function newestIn(dir: string): number {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestIn(path) : statSync(path).mtimeMs);
  }
  return newest;
}
