/**
 * The steps of a duel with the prepared duel in full (internal: the CLI and its workers use them;
 * the entry point gives them with an opaque plan, steps.ts): check and compile, run a range of
 * blocks, add the tallies up, and summarize. `duel` is these steps on one thread.
 */
export { prepareDuel, type PreparedDuel } from './prepare.js';
export { runDuelBlocks, mergeDuelTallies } from './tally.js';
export { summarizeDuel } from './summarize.js';
