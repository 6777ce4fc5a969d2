/**
 * A simulation split into shares for threads: the library's way to run `simulateVolleys` on
 * worker threads (Node's `worker_threads`, a browser's Web Workers) without the core knowing
 * either. Each share is plain data a thread can take; what each returns adds up; the whole is
 * summarized once, to the answer `simulateVolleys` gives for the same input, whatever the number
 * of shares (the trials run in seeded blocks, specs/survival.md §2).
 */
import { failReport, newReport, report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import type { ShipState } from '../damage/ship.js';
import { isWhole, readProperty, readRecordInto, reportNeed, reportUnknownFields } from '../input/plain.js';
import { prepareSimulation } from './prepare.js';
import { summarize } from './summarize.js';
import { mergeTallies, runBlocks, T_TRIALS } from './tally.js';
import type { SimulationOptions, Survivability, VolleyPlanOfTurn } from './types.js';

/** The options of a share: those of `simulateVolleys`, without a progress callback (a share reports when it is done). */
export type SharedSimulationOptions = Omit<SimulationOptions, 'onProgress'>;

/**
 * One share of a simulation: its input and the blocks of trials it runs, `from` up to (not
 * including) `to`. Plain data: post it to a worker as it is (a choice given as a function cannot
 * cross to another thread; give the owner's choices as orders).
 */
export interface SimulationShare {
  readonly ship: ShipState;
  readonly plan: VolleyPlanOfTurn;
  readonly options: SharedSimulationOptions | undefined;
  readonly from: number;
  readonly to: number;
}

/** What a share's trials did: its counters (`counts`, which add up element by element across shares) and how many trials it ran. */
export interface SimulationTally {
  readonly trials: number;
  readonly counts: Float64Array;
}

/** The most shares a simulation is cut into. */
const MAX_SHARES = 1024;

/**
 * Cuts a simulation into at most `shares` shares of whole blocks (a whole number from 1 to
 * 1,024), as even as can be (fewer when there are fewer blocks of trials). Checks the input as
 * `simulateVolleys` does: a problem is a diagnostic at its path, and there are no shares.
 *
 * @example
 * ```ts
 * import { buildShip, combineSimulationShares, runSimulationShare, shareSimulation, simulateVolleys } from 'spacedock/damage';
 *
 * const built = buildShip({ name: 'Frigate', shields: 12, systems: [{ label: 'F Hull', count: 4 }, { label: 'Impulse', count: 2 }, { label: 'Bridge' }] });
 * if (!built.ok) throw new Error('ship');
 * const plan = [{ shield: 1 as const, points: 20 }];
 * const options = { trials: 3000, turns: 4, seed: 7 };
 * const shares = shareSimulation(built.value, plan, options, 2);
 * if (!shares.ok) throw new Error('shares');
 * // Each share could go to its own worker thread; here they run one after the other.
 * const tallies = shares.value.map((share) => runSimulationShare(share));
 * const whole = combineSimulationShares(built.value, plan, options, tallies.map((t) => (t.ok ? t.value : { trials: 0, counts: new Float64Array(0) })));
 * const alone = simulateVolleys(built.value, plan, options);
 * if (!whole.ok || !alone.ok || JSON.stringify(whole.value) !== JSON.stringify(alone.value)) throw new Error('the shares add up to the whole');
 * ```
 */
export function shareSimulation(ship: ShipState, plan: VolleyPlanOfTurn, options: SharedSimulationOptions | undefined, shares: number): Result<SimulationShare[]> {
  if (!isWhole(shares, 1, MAX_SHARES)) {
    const r = newReport();
    reportNeed(r, 'shares', shares, `a whole number from 1 to ${MAX_SHARES}`);
    return failReport(r);
  }
  const prepared = prepareSimulation(ship, plan, options);
  if (!prepared.ok) return prepared;
  const blocks = prepared.value.blocks;
  const k = Math.min(shares, blocks);
  const value = Array.from({ length: k }, (_, i): SimulationShare => ({ ship, plan, options, from: Math.floor((i * blocks) / k), to: Math.floor(((i + 1) * blocks) / k) }));
  return { ok: true, value, diagnostics: prepared.diagnostics };
}

const SHARE_FIELDS: readonly string[] = ['ship', 'plan', 'options', 'from', 'to'];

/**
 * Runs one share's trials (on the thread that calls it) and answers what they did. A share that
 * is not one of `shareSimulation`'s (a field missing or wrong, blocks out of range) is refused
 * with diagnostics at its path.
 *
 * @example
 * ```ts
 * import { buildShip, runSimulationShare, shareSimulation } from 'spacedock/damage';
 *
 * const built = buildShip({ name: 'Cutter', shields: 6, systems: [{ label: 'F Hull', count: 3 }, { label: 'Bridge' }] });
 * if (!built.ok) throw new Error('ship');
 * const shares = shareSimulation(built.value, [{ shield: 1 as const, points: 12 }], { trials: 1500, turns: 3 }, 3);
 * if (!shares.ok) throw new Error('shares');
 * // In a worker: `parentPort.on('message', (share) => parentPort.postMessage(runSimulationShare(share)))`.
 * const tally = runSimulationShare(shares.value[0]!);
 * if (!tally.ok || tally.value.trials !== 500) throw new Error(JSON.stringify(tally.ok ? tally.value.trials : tally.diagnostics));
 * ```
 */
export function runSimulationShare(share: SimulationShare): Result<SimulationTally> {
  const r = newReport();
  const o = readRecordInto(share, 'share', 'a share of a simulation (from shareSimulation)', r, ['ship', 'plan', 'options']);
  if (o === undefined) return failReport(r);
  reportUnknownFields(r, o, 'share', SHARE_FIELDS, 'a share of a simulation');
  const prepared = prepareSimulation(o['ship'], o['plan'], o['options']);
  if (!prepared.ok) return prepared;
  const sim = prepared.value;
  const from = o['from'];
  const to = o['to'];
  if (!isWhole(from, 0, sim.blocks)) reportNeed(r, 'share.from', from, `a block from 0 to ${sim.blocks}`);
  else if (!isWhole(to, from, sim.blocks)) reportNeed(r, 'share.to', to, `a block from ${from} to ${sim.blocks}`);
  if (r.failed || !isWhole(from, 0, sim.blocks) || !isWhole(to, from, sim.blocks)) return failReport(r);
  const tally = runBlocks(sim, from, to);
  if (!tally.ok) return tally;
  return { ok: true, value: { trials: tally.value[T_TRIALS]!, counts: tally.value }, diagnostics: [] };
}

/**
 * Adds up the tallies of a simulation's shares and summarizes them: the answer of
 * `simulateVolleys` for the same input when the shares cover every block once. Tallies that are
 * not of this simulation (another length of counters), or that do not add up to its trials, are
 * refused with a diagnostic (`simulation-shares-mismatch`).
 *
 * @example
 * ```ts
 * import { buildShip, combineSimulationShares, runSimulationShare, shareSimulation } from 'spacedock/damage';
 *
 * const built = buildShip({ name: 'Cutter', shields: 6, systems: [{ label: 'F Hull', count: 3 }, { label: 'Bridge' }] });
 * if (!built.ok) throw new Error('ship');
 * const plan = [{ shield: 1 as const, points: 12 }];
 * const options = { trials: 1500, turns: 3 };
 * const shares = shareSimulation(built.value, plan, options, 3);
 * if (!shares.ok) throw new Error('shares');
 * const tallies = shares.value.map(runSimulationShare).flatMap((t) => (t.ok ? [t.value] : []));
 * const whole = combineSimulationShares(built.value, plan, options, tallies);
 * // A share left out is refused: the trials do not add up.
 * const part = combineSimulationShares(built.value, plan, options, tallies.slice(1));
 * if (!whole.ok || whole.value.trials !== 1500 || part.ok) throw new Error('combine');
 * ```
 */
export function combineSimulationShares(ship: ShipState, plan: VolleyPlanOfTurn, options: SharedSimulationOptions | undefined, tallies: readonly SimulationTally[]): Result<Survivability> {
  const prepared = prepareSimulation(ship, plan, options);
  if (!prepared.ok) return prepared;
  const sim = prepared.value;
  const sum = new Float64Array(sim.layout.size);
  const list = listOf(tallies);
  if (list === undefined) return mismatch('tallies', 'the tallies must be a list (each of runSimulationShare)');
  let trials = 0;
  for (let i = 0; i < list.length; i++) {
    const counts = countsOf(list[i]);
    if (counts === undefined || counts.length !== sum.length) return mismatch(`tallies[${i}]`, `not a tally of this simulation (its counts must be ${sum.length} numbers, as runSimulationShare gives them)`);
    mergeTallies(sum, counts);
    trials += counts[T_TRIALS]!;
  }
  if (trials !== sim.trials) return mismatch('tallies', `the tallies hold ${trials} trials, and the simulation has ${sim.trials}: every share must be run once`);
  return { ok: true, value: summarize(sim, sum), diagnostics: prepared.diagnostics };
}

/** A list's entries, read once; undefined for anything else (a revoked proxy included). */
function listOf(value: unknown): readonly unknown[] | undefined {
  try {
    return Array.isArray(value) ? Array.from(value as readonly unknown[]) : undefined;
  } catch {
    return undefined;
  }
}

/** A tally's counts when they are a Float64Array of whole, non-negative counters; else undefined. */
function countsOf(tally: unknown): Float64Array | undefined {
  const read = readProperty(tally, 'counts');
  if (!read.ok) return undefined;
  try {
    const counts = read.value;
    if (!(counts instanceof Float64Array)) return undefined;
    for (let i = 0; i < counts.length; i++) if (!(counts[i]! >= 0 && Number.isSafeInteger(counts[i]))) return undefined;
    return counts;
  } catch {
    return undefined;
  }
}

function mismatch(path: string, message: string): Result<never> {
  const r = newReport();
  report(r, 'simulation-shares-mismatch', path, message);
  return failReport(r);
}
