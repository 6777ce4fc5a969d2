/**
 * The entry of a `spacedock duel --workers n` thread (built as dist/duel-worker.cjs): it prepares
 * the same duel as the main thread, runs its share of the blocks of trials, and posts back their
 * tally. Every block's dice come from its own seed, so the tallies of any split add up to the
 * same answer.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { prepareDuel, runDuelBlocks } from '../duel/run.js';
import type { FacingPolicy, FiringOrder, PowerBudget, RangeSchedule } from '../duel/types.js';

/** The options a worker passes on (everything but the progress callback). */
export interface DuelJobOptions {
  readonly trials?: number;
  readonly turns?: number;
  readonly seed?: number;
  readonly range?: RangeSchedule;
  readonly facing?: FacingPolicy;
  readonly firing?: FiringOrder;
  readonly power?: PowerBudget;
}

/** What the main thread gives a worker: the two ships as `prepareDuel` reads them, the options and the blocks to run, `from` up to (not including) `to`. */
export interface DuelWorkerJob {
  readonly job: 'spacedock-duel';
  readonly a: unknown;
  readonly b: unknown;
  readonly options: DuelJobOptions;
  readonly from: number;
  readonly to: number;
}

/** What a worker posts: trials done as it goes (after each block), then its tally, or the diagnostics that stopped it. */
export type DuelWorkerMessage =
  | { readonly kind: 'progress'; readonly trials: number }
  | { readonly kind: 'done'; readonly tally: Float64Array }
  | { readonly kind: 'refused'; readonly diagnostics: readonly Diagnostic[] };

/** Whether a value is a job of this entry (a worker started by anything else is left alone). */
export const isDuelWorkerJob = (value: unknown): value is DuelWorkerJob => typeof value === 'object' && value !== null && (value as { job?: unknown }).job === 'spacedock-duel';

/** Runs a job, posting its messages: the work of a worker, callable in-thread for tests. */
export function runDuelWorkerJob(job: DuelWorkerJob, post: (message: DuelWorkerMessage) => void): void {
  const prepared = prepareDuel(job.a, job.b, job.options);
  if (!prepared.ok) {
    post({ kind: 'refused', diagnostics: prepared.diagnostics });
    return;
  }
  const tally = runDuelBlocks(prepared.value, job.from, job.to, (trials) => post({ kind: 'progress', trials }));
  post(tally.ok ? { kind: 'done', tally: tally.value } : { kind: 'refused', diagnostics: tally.diagnostics });
}

const port = parentPort;
if (port !== null && isDuelWorkerJob(workerData)) {
  // The tally's memory moves to the main thread rather than being copied.
  runDuelWorkerJob(workerData, (message) => port.postMessage(message, message.kind === 'done' ? [message.tally.buffer as ArrayBuffer] : []));
}
