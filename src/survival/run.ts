/**
 * The steps of a simulation, for running its blocks of trials on several threads (internal; the
 * CLI's workers use it): check and compile once per thread, run a range of blocks, add the
 * tallies up, and summarize. `simulateVolleys` is these steps on one thread.
 */
export { prepareSimulation, type PreparedSimulation } from './prepare.js';
export { runBlocks, mergeTallies } from './tally.js';
export { summarize } from './summarize.js';
export { BLOCK_TRIALS } from './blocks.js';
