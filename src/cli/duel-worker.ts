/**
 * The entry of a `spacedock duel --workers n` thread (built as dist/duel-worker.cjs): it waits for
 * its job (the command starts it before reading the ships), runs the blocks of trials it takes of
 * a duel the main thread checked and compiled (`prepareDuel`), and posts back their tally. Every
 * block's dice come from its own seed, so the tallies of any split add up to the same answer. The
 * prepared duel is plain data (numbers, lists and typed arrays), sent as it is: the worker
 * carries no parser or checker, only the engine. A pool worker (`spacedock balance`) runs the
 * jobs it is sent one after another.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { isWaitingWorker, runJobBlocks, type BlockRange, type BlockWorkerMessage } from './block-workers.js';
import type { PreparedDuel } from '../duel/prepare.js';
import { runDuelBlocks } from '../duel/tally.js';

/** What the main thread gives a worker: the prepared duel (without its progress callback) and its blocks (`BlockRange`: from the shared counter, or `from` up to `to`). */
export interface DuelWorkerJob extends BlockRange {
  readonly job: 'spacedock-duel';
  readonly duel: Omit<PreparedDuel, 'onProgress'>;
}

/** What a worker posts: trials done as it goes (after each block), then its tally. */
export type DuelWorkerMessage = Exclude<BlockWorkerMessage, { readonly kind: 'refused' }>;

/** What starts a pool worker: it then runs the jobs it is sent, one after the other, each answered with its `id`. */
export interface DuelPoolStart {
  readonly job: 'spacedock-duel-pool';
}

/** A job sent to a pool worker, and its answer (as `DuelWorkerMessage`, the tally's with the job's id). */
export type DuelPoolJob = DuelWorkerJob & { readonly id: number };
export type DuelPoolMessage = { readonly kind: 'progress'; readonly trials: number } | { readonly kind: 'done'; readonly id: number; readonly tally: Float64Array };

/** Whether a value starts a pool worker. */
export const isDuelPoolStart = (value: unknown): value is DuelPoolStart => typeof value === 'object' && value !== null && (value as { job?: unknown }).job === 'spacedock-duel-pool';

/** Whether a value is a job of this entry (a worker started by anything else is left alone). */
export const isDuelWorkerJob = (value: unknown): value is DuelWorkerJob => typeof value === 'object' && value !== null && (value as { job?: unknown }).job === 'spacedock-duel';

/** The job of a prepared duel: its plain data, without the progress callback (a function cannot cross to a thread). */
export function duelJob(duel: PreparedDuel, blocks: BlockRange): DuelWorkerJob {
  const { onProgress: _, ...data } = duel;
  return { job: 'spacedock-duel', duel: data, ...blocks };
}

/** Runs a job, posting its messages: the work of a worker, callable in-thread for tests. */
export function runDuelWorkerJob(job: DuelWorkerJob, post: (message: DuelWorkerMessage) => void): void {
  const duel = { ...job.duel, onProgress: undefined };
  const tally = runJobBlocks(job, job.duel.layout.size, (from, to, into) => runDuelBlocks(duel, from, to, (trials) => post({ kind: 'progress', trials }), into));
  // runDuelBlocks refuses nothing: the duel was checked when it was prepared.
  if (tally.ok) post({ kind: 'done', tally: tally.value });
}

const port = parentPort;
if (port !== null && isDuelPoolStart(workerData)) {
  port.on('message', (job: DuelPoolJob) =>
    runDuelWorkerJob(job, (message) => port.postMessage(message.kind === 'done' ? { ...message, id: job.id } : message, message.kind === 'done' ? [message.tally.buffer as ArrayBuffer] : [])),
  );
} else if (port !== null && isWaitingWorker(workerData)) {
  port.once('message', (job: unknown) => {
    // The tally's memory moves to the main thread rather than being copied.
    if (isDuelWorkerJob(job)) runDuelWorkerJob(job, (message) => port.postMessage(message, message.kind === 'done' ? [message.tally.buffer as ArrayBuffer] : []));
  });
}
