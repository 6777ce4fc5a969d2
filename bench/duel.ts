import { readFileSync } from 'node:fs';
import { loadDesigns } from '../src/design/load.js';
import type { ShipModel } from '../src/design/model.js';
import { prepareDuel, runDuelBlocks, type DuelOptions } from '../src/duel/index.js';

/** One measured workload: duels per CPU-second (user + system time of this process). */
export interface DuelRate {
  readonly name: string;
  readonly duels: number;
  readonly cpuSeconds: number;
  readonly perCpuSecond: number;
}

/**
 * The example cruiser of examples/cruiser.yaml, compiled. (examples/ships/cruiser.yaml, the
 * SFB-style cruiser, has no units: nothing of it fires in a duel, so it measures nothing.)
 */
export function exampleDuelCruiser(): ShipModel {
  const file = loadDesigns(readFileSync(new URL('../examples/cruiser.yaml', import.meta.url), 'utf8'), 'cruiser.yaml');
  const ship = file.ok ? file.value.documents[0] : undefined;
  if (ship?.kind !== 'ship') throw new Error('examples/cruiser.yaml: no ship');
  return ship;
}

/** Runs `trials` duels of the cruiser against itself with `options`, and times them in CPU time. */
function measure(name: string, ship: ShipModel, options: DuelOptions, trials: number): DuelRate {
  const p = prepareDuel(ship, ship, { ...options, trials, turns: 10 });
  if (!p.ok) throw new Error(JSON.stringify(p.diagnostics));
  // A warm-up block, then the timed run (compiling the ships is not timed: it is once a duel).
  runDuelBlocks(p.value, 0, 1);
  const t0 = process.cpuUsage();
  const tally = runDuelBlocks(p.value, 0, p.value.blocks);
  const cpu = process.cpuUsage(t0);
  if (!tally.ok) throw new Error('refused');
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return { name, duels: trials, cpuSeconds, perCpuSecond: trials / cpuSeconds };
}

/**
 * Ten-turn duels of two example cruisers per CPU-second (issue 41's goal: 10 000 with the fast
 * kernel), on one thread: the default options (closing from 24 hexes), and at a fixed 4 hexes,
 * where every weapon reaches and more volleys score internals. Prints and answers the rates.
 */
export function benchDuel(trials = 20_000): readonly DuelRate[] {
  const ship = exampleDuelCruiser();
  const rates = [measure('default options (closing 24 to 4)', ship, {}, trials), measure('fixed range 4', ship, { range: { kind: 'fixed', range: 4 } }, trials)];
  console.log('\nduel: ten-turn duels of the example cruiser (examples/cruiser.yaml) against itself, one thread; goal >= 10 000 duels per CPU-second');
  for (const r of rates) console.log(`  ${r.name.padEnd(36)} ${r.perCpuSecond.toFixed(0).padStart(7)} duels/CPU-s (${r.duels} duels in ${r.cpuSeconds.toFixed(2)} CPU-s)   ${r.perCpuSecond >= 10_000 ? 'met' : 'NOT MET'}`);
  return rates;
}

// Run as a script: `npx tsx bench/duel.ts`.
if (process.argv[1]?.endsWith('/bench/duel.ts') === true) benchDuel();
