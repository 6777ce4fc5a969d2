/**
 * The steps of a duel as the entry point gives them, for splitting its trials across threads: a
 * plan (`prepareDuel`), blocks of trials run anywhere (`runDuelBlocks`), tallies added up
 * (`mergeDuelTallies`) and read (`summarizeDuel`). The plan is opaque: what it holds (the ships
 * compiled for the simulation kernel) is the library's own and may change.
 */
import { failReport, finishReport, newReport, reportAll } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { isWhole, reportNeed } from '../input/plain.js';
import { prepareDuel as prepare, type PreparedDuel } from './prepare.js';
import { summarizeDuel as summarize } from './summarize.js';
import { mergeDuelTallies as merge, runDuelBlocks as runBlocks } from './tally.js';
import type { DuelContender, DuelOptions, DuelResult } from './types.js';

declare const PLAN: unique symbol;

/** A duel checked and compiled by {@link prepareDuel}: its size, and the rest kept for {@link runDuelBlocks} and {@link summarizeDuel}. */
export interface DuelPlan {
  readonly trials: number;
  readonly turns: number;
  readonly seed: number;
  /** Blocks of trials (500 each, the last one fewer): run blocks 0 to `blocks` in any split. */
  readonly blocks: number;
  readonly [PLAN]: true;
}

/**
 * Checks and compiles the three arguments of `duel` (every diagnostic of `duel` is found here)
 * into a plan whose blocks of trials `runDuelBlocks` runs, on this thread or others: each thread
 * prepares the same plan from the same input.
 *
 * @example
 * ```ts
 * import { compileDesign } from 'spacedock/design';
 * import { prepareDuel } from 'spacedock/duel';
 *
 * const ship = compileDesign({ format: 1, kind: 'ship', name: 'Cutter', sizeClass: 4, tech: 3, shields: 6,
 *   units: [{ name: 'Laser', spec: '4d6 eZap AP', count: 2 }], systems: [{ label: 'Bridge' }, { label: 'L Warp', count: 6 }] });
 * if (!ship.ok || ship.value.kind !== 'ship') throw new Error(JSON.stringify(ship.diagnostics));
 * const plan = prepareDuel(ship.value, ship.value, { trials: 1200, seed: 3 });
 * // 3 blocks of trials: 500, 500 and 200
 * if (!plan.ok || plan.value.blocks !== 3) throw new Error(JSON.stringify(plan.diagnostics));
 * const refused = prepareDuel(ship.value, ship.value, { trials: 0 });
 * if (refused.ok || refused.diagnostics[0]?.path !== 'options.trials') throw new Error(JSON.stringify(refused));
 * ```
 */
export function prepareDuel(a: DuelContender, b: DuelContender, options?: DuelOptions): Result<DuelPlan> {
  return prepare(a, b, options) as unknown as Result<DuelPlan>;
}

/**
 * Runs the trials of blocks `from` to `to` (not included) of a plan and returns their tally, a
 * `Float64Array` of counts; `onTrials` is told how many trials each finished block ran. Block k
 * rolls its own seeded dice, so the tallies of any split add up to the tally of them all. A
 * `from` or `to` outside 0 to `blocks` (or `to` before `from`) is `invalid-value` at its name.
 *
 * @throws {TypeError} when `plan` is not a plan of `prepareDuel` (a programming error).
 *
 * @example
 * ```ts
 * import { compileDesign } from 'spacedock/design';
 * import { mergeDuelTallies, prepareDuel, runDuelBlocks } from 'spacedock/duel';
 *
 * const ship = compileDesign({ format: 1, kind: 'ship', name: 'Cutter', sizeClass: 4, tech: 3, shields: 6,
 *   units: [{ name: 'Laser', spec: '4d6 eZap AP', count: 2 }], systems: [{ label: 'Bridge' }, { label: 'L Warp', count: 6 }] });
 * if (!ship.ok || ship.value.kind !== 'ship') throw new Error(JSON.stringify(ship.diagnostics));
 * const plan = prepareDuel(ship.value, ship.value, { trials: 1200, seed: 3, range: { kind: 'fixed', range: 4 } });
 * if (!plan.ok) throw new Error(JSON.stringify(plan.diagnostics));
 * const whole = runDuelBlocks(plan.value, 0, 3);
 * const first = runDuelBlocks(plan.value, 0, 1); // on one thread...
 * const rest = runDuelBlocks(plan.value, 1, 3); // ...and on another
 * if (!whole.ok || !first.ok || !rest.ok) throw new Error('refused');
 * if (mergeDuelTallies(first.value, rest.value).join() !== whole.value.join()) throw new Error('the same tally');
 * if (runDuelBlocks(plan.value, 2, 9).diagnostics[0]?.path !== 'to') throw new Error('past the last block');
 * ```
 */
export function runDuelBlocks(plan: DuelPlan, from: number, to: number, onTrials?: (n: number) => void): Result<Float64Array> {
  const r = newReport();
  const blocks = planOf(plan, 'runDuelBlocks').blocks;
  if (!isWhole(from, 0, blocks)) reportNeed(r, 'from', from, `a block from 0 to ${blocks}`);
  else if (!isWhole(to, from, blocks)) reportNeed(r, 'to', to, `a block from ${from} to ${blocks}`);
  if (r.failed) return failReport(r);
  const tally = runBlocks(plan as unknown as PreparedDuel, from, to, onTrials);
  if (!tally.ok) reportAll(r, tally.diagnostics);
  return tally.ok ? finishReport(r, tally.value) : failReport(r);
}

/**
 * Adds tally `b` into tally `a` (of the same plan) and answers `a`: tallies of disjoint blocks
 * add up to the tally of them all, in any order.
 *
 * @throws {TypeError} when `a` and `b` are not Float64Arrays of one length (a programming error).
 *
 * @example
 * ```ts
 * import { mergeDuelTallies } from 'spacedock/duel';
 *
 * const sum = mergeDuelTallies(Float64Array.from([1, 2]), Float64Array.from([3, 4]));
 * if (sum.join() !== '4,6') throw new Error(sum.join());
 * ```
 */
export function mergeDuelTallies(a: Float64Array, b: Float64Array): Float64Array {
  if (!(a instanceof Float64Array) || !(b instanceof Float64Array) || a.length !== b.length) throw new TypeError('mergeDuelTallies adds two tallies of the same plan (Float64Arrays of runDuelBlocks, of one length)');
  return merge(a, b);
}

/**
 * The figures of a duel (what `duel` answers) from the tally of all the blocks of its plan.
 *
 * @throws {TypeError} when `plan` is not a plan of `prepareDuel` or `tally` not a tally of it (a
 * programming error).
 *
 * @example
 * ```ts
 * import { compileDesign } from 'spacedock/design';
 * import { prepareDuel, runDuelBlocks, summarizeDuel } from 'spacedock/duel';
 *
 * const ship = compileDesign({ format: 1, kind: 'ship', name: 'Cutter', sizeClass: 4, tech: 3, shields: 6,
 *   units: [{ name: 'Laser', spec: '4d6 eZap AP', count: 2 }], systems: [{ label: 'Bridge' }, { label: 'L Warp', count: 6 }] });
 * if (!ship.ok || ship.value.kind !== 'ship') throw new Error(JSON.stringify(ship.diagnostics));
 * const plan = prepareDuel(ship.value, ship.value, { trials: 1000, range: { kind: 'fixed', range: 4 } });
 * if (!plan.ok) throw new Error(JSON.stringify(plan.diagnostics));
 * const tally = runDuelBlocks(plan.value, 0, plan.value.blocks);
 * if (!tally.ok) throw new Error('refused');
 * const r = summarizeDuel(plan.value, tally.value);
 * const { aWins, bWins, draw, bothDestroyed } = r.outcomes;
 * if (r.trials !== 1000 || Math.abs(aWins.value + bWins.value + draw.value + bothDestroyed.value - 1) > 1e-9) throw new Error(JSON.stringify(r.outcomes));
 * ```
 */
export function summarizeDuel(plan: DuelPlan, tally: Float64Array): DuelResult {
  const prepared = planOf(plan, 'summarizeDuel');
  if (!(tally instanceof Float64Array) || tally.length !== prepared.layout.size) throw new TypeError('summarizeDuel reads a tally of its plan (the Float64Array of runDuelBlocks, or of mergeDuelTallies)');
  return summarize(prepared, tally);
}

/** The prepared duel behind a plan; a TypeError (naming the caller) for anything that is not a plan of `prepareDuel`. */
function planOf(plan: DuelPlan, caller: string): PreparedDuel {
  const p = plan as unknown as Partial<PreparedDuel> | null;
  if (typeof p !== 'object' || p === null || typeof p.blocks !== 'number' || typeof p.layout?.size !== 'number' || p.a === undefined || p.b === undefined) {
    throw new TypeError(`${caller} takes a plan of prepareDuel, not ${p === null ? 'null' : typeof p}`);
  }
  return p as PreparedDuel;
}

