/**
 * The entry of a `spacedock simulate --workers n` thread (built as dist/simulate-worker.cjs): it
 * waits for its job (the command starts it before reading the ship), prepares the same simulation
 * as the main thread, runs the blocks of trials it takes from the shared counter (or its range),
 * and posts back their tally. Every block's dice come from its own seed, so the tallies of any
 * split add up to the same answer.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { isWaitingWorker, runJobBlocks, type BlockRange, type BlockWorkerMessage } from './block-workers.js';
import { prepareSimulation, runBlocks } from '../survival/run.js';

/** What the main thread gives a worker: the simulation's input and its blocks (`BlockRange`: from the shared counter, or `from` up to `to`). */
export interface WorkerJob extends BlockRange {
  readonly job: 'spacedock-simulate';
  readonly ship: unknown;
  readonly plan: unknown;
  readonly options: { readonly trials?: number; readonly turns?: number; readonly seed?: number; readonly weaponTech?: number };
}

/** What a worker posts: trials done as it goes (after each block), then its tally, or the diagnostics that stopped it. */
export type WorkerMessage = BlockWorkerMessage;

/** Whether a value is a job of this entry (a worker started by anything else is left alone). */
export const isWorkerJob = (value: unknown): value is WorkerJob => typeof value === 'object' && value !== null && (value as { job?: unknown }).job === 'spacedock-simulate';

/** Runs a job, posting its messages: the work of a worker, callable in-thread for tests. */
export function runWorkerJob(job: WorkerJob, post: (message: WorkerMessage) => void): void {
  const prepared = prepareSimulation(job.ship, job.plan, job.options);
  if (!prepared.ok) {
    post({ kind: 'refused', diagnostics: prepared.diagnostics });
    return;
  }
  const sim = prepared.value;
  const tally = runJobBlocks(job, sim.layout.size, (from, to, into) => runBlocks(sim, from, to, (trials) => post({ kind: 'progress', trials }), into));
  post(tally.ok ? { kind: 'done', tally: tally.value } : { kind: 'refused', diagnostics: tally.diagnostics });
}

const port = parentPort;
if (port !== null && isWaitingWorker(workerData)) {
  port.once('message', (job: unknown) => {
    // The tally's memory moves to the main thread rather than being copied.
    if (isWorkerJob(job)) runWorkerJob(job, (message) => port.postMessage(message, message.kind === 'done' ? [message.tally.buffer as ArrayBuffer] : []));
  });
}
