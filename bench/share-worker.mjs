// A worker thread of the workers bench (bench/workers.ts): it runs each share of a simulation it
// is sent with the built library, as a program using the library's worker option does
// (docs/survival-guide.md, "On several threads, from code"), and posts back its tally.
import { parentPort } from 'node:worker_threads';
import { runSimulationShare } from '../dist/damage.js';

parentPort?.on('message', (share) => parentPort?.postMessage(runSimulationShare(share)));
