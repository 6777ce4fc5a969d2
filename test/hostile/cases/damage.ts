// Hostile cases: damage. Each returns a small summary that test/hostile/damage.test.ts checks.
import type { HostileCase } from './index.js';

export const DAMAGE_CASES: Readonly<Record<string, HostileCase>> = {
};
