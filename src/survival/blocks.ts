/**
 * How the trials of a simulation are cut into blocks (internal). Each block rolls its own dice,
 * seeded from the simulation's seed and the block's index, so a block gives the same trials
 * whichever thread runs it and whatever ran before it: the answer depends on the seed alone.
 */

/** Trials per block (the last block may have fewer). */
export const BLOCK_TRIALS = 500;

/** The seed of block b's dice (mulberry32, as `seededDice`): a 32-bit mix of the simulation's seed and b. */
export function blockSeed(seed: number, block: number): number {
  let h = (seed ^ Math.imul(block + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
