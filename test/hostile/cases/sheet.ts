// Hostile cases of spacedock/sheet (issue 23): run in child processes by ../harness.ts.
import type { HostileCase } from './index.js';

export const SHEET_CASES: Readonly<Record<string, HostileCase>> = {};
