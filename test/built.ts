/**
 * Vitest's global setup: builds `dist/` first when it is missing or older than what it is built
 * from (scripts/built.mjs), so that the tests of the built package (its bin, its bundle size, its
 * tarball) always run, on the code under test, and never skip.
 */
import { ensureBuilt } from '../scripts/built.mjs';

/** Runs once before the test files. */
export function setup(): void {
  ensureBuilt();
}
