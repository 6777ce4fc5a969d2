// Every hostile case by name. A case is a function run alone in a child process (see
// ../harness.ts); it returns a small JSON summary of what the library answered (codes, counts),
// which the test files of test/hostile/ check.
import { DAMAGE_CASES } from './damage.js';
import { DESIGN_CASES } from './design.js';
import { PRICING_CASES } from './pricing.js';
import { MISC_CASES } from './misc.js';
import { PLOT_CASES } from './plot.js';
import { SHEET_CASES } from './sheet.js';
import { RENDER_CASES } from './render.js';
import { FLEET_CASES } from './fleet.js';
import { FILES_CASES } from './files.js';

/** A hostile case: returns a JSON-serialisable summary of the library's answer. */
export type HostileCase = () => unknown;

export const CASES: Readonly<Record<string, HostileCase>> = { ...DESIGN_CASES, ...DAMAGE_CASES, ...PRICING_CASES, ...MISC_CASES, ...PLOT_CASES, ...SHEET_CASES, ...RENDER_CASES, ...FLEET_CASES, ...FILES_CASES };
