// Hostile cases: pricing. Each returns a small summary that test/hostile/pricing.test.ts checks.
import type { HostileCase } from './index.js';

export const PRICING_CASES: Readonly<Record<string, HostileCase>> = {
};
