import { sinkValue } from './harness.js';
import { benchDamage } from './damage.js';
import { benchLoad } from './load.js';
import { benchNotation } from './notation.js';
import { benchPricing } from './pricing.js';
import { benchSheet } from './sheet.js';
import { benchStart } from './start.js';
import { benchSurvival } from './survival.js';
import { benchKernel } from './kernel.js';
import { benchWorkers } from './workers.js';
import { benchDuel } from './duel.js';
import { benchBalance } from './balance.js';

/** The benches in the order they run; `npm run bench -- kernel workers` runs only those named. */
const benches: readonly (readonly [string, () => void | Promise<void>])[] = [
  ['notation', benchNotation],
  ['pricing', benchPricing],
  ['damage', benchDamage],
  ['load', benchLoad],
  ['sheet', benchSheet],
  ['survival', benchSurvival],
  ['kernel', benchKernel],
  ['workers', benchWorkers],
  ['duel', benchDuel],
  ['balance', benchBalance],
  ['start', benchStart],
];
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !benches.some(([n]) => n === name));
if (unknown.length > 0) {
  console.error(`npm run bench: no bench named ${unknown.join(', ')}; the benches are ${benches.map(([n]) => n).join(', ')}`);
  process.exit(2);
}

console.log(`spacedock benchmarks on node ${process.version}; workloads alternate over 11 rounds; rates and ratios are medians`);
for (const [name, bench] of benches) if (chosen.length === 0 || chosen.includes(name)) await bench();
if (sinkValue() < 0) console.log('');
