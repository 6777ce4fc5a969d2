// Hostile cases of spacedock/plot (issue 23): run in child processes by ../harness.ts.
import type { HostileCase } from './index.js';

export const PLOT_CASES: Readonly<Record<string, HostileCase>> = {};
