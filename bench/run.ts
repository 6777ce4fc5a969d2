import { sinkValue } from './harness.js';
import { benchDamage } from './damage.js';
import { benchLoad } from './load.js';
import { benchNotation } from './notation.js';
import { benchPricing } from './pricing.js';
import { benchSheet } from './sheet.js';
import { benchStart } from './start.js';
import { benchSurvival } from './survival.js';

console.log(`spacedock benchmarks on node ${process.version}; workloads alternate over 11 rounds; rates and ratios are medians`);
benchNotation();
benchPricing();
benchDamage();
await benchLoad();
benchSheet();
benchSurvival();
benchStart();
if (sinkValue() < 0) console.log('');
