import { sinkValue } from './harness.js';
import { benchNotation } from './notation.js';
import { benchPricing } from './pricing.js';

console.log(`spacedock benchmarks on node ${process.version}; rates are medians of 7 rounds`);
benchNotation();
benchPricing();
if (sinkValue() < 0) console.log('');
