/**
 * The steps of a duel, for running its blocks of trials on several threads (the CLI's workers
 * use them): check and compile once per thread, run a range of blocks, add the tallies up, and
 * summarize. `duel` is these steps on one thread.
 */
export { prepareDuel, type PreparedDuel } from './prepare.js';
export { runDuelBlocks, mergeDuelTallies } from './tally.js';
export { summarizeDuel } from './summarize.js';
