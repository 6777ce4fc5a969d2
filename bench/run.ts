import { sinkValue } from './harness.js';
import { benchNotation } from './notation.js';

console.log(`spacedock benchmarks on node ${process.version}; rates are medians of 7 rounds`);
benchNotation();
if (sinkValue() < 0) console.log('');
