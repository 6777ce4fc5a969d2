// Hostile cases: misc. Each returns a small summary that test/hostile/misc.test.ts checks.
import type { HostileCase } from './index.js';

export const MISC_CASES: Readonly<Record<string, HostileCase>> = {
};
