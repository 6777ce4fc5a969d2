/**
 * Runs the blocks of trials of a prepared run (a simulation, a duel) on several threads: the main
 * thread and worker threads take runs of consecutive blocks from one shared counter until none is
 * left, and their tallies are added up. The blocks are seeded each by its own index, so the sum is
 * the tally one thread gives, whoever ran which block. Taking blocks as they go, rather than a
 * fixed share each, lets the threads finish together: a worker may start late, and a thread on a
 * busy core runs fewer blocks. A command starts its workers first (`withWorkers`,
 * src/cli/command-workers.ts), so that they boot (their own Node and code, about 0.06 s here)
 * while it reads its files; each waits for its job. A worker posts its progress (trials done after each block), then its tally or the
 * diagnostics that refused its job.
 */
import type { Worker } from 'node:worker_threads';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Result } from '../diagnostics/result.js';

/** The `workerData` of a worker started before its job is known: it waits for the job as its first message. */
export interface WaitingWorker {
  readonly job: 'spacedock-wait';
}

/** Whether a worker was started to wait for its job (a worker started by anything else is left alone). */
export const isWaitingWorker = (value: unknown): value is WaitingWorker => typeof value === 'object' && value !== null && (value as { job?: unknown }).job === 'spacedock-wait';

/**
 * Starts `count` threads of the worker file `url`, each waiting for its job (`runBlocksOnWorkers`
 * posts it). They do not keep the process alive until they are given a job, and
 * `stopWorkers` ends them whether they had one or not.
 */
export async function startWorkers(url: URL, count: number): Promise<readonly Worker[]> {
  if (count <= 0) return [];
  const { Worker } = await import('node:worker_threads');
  const waiting: WaitingWorker = { job: 'spacedock-wait' };
  return Array.from({ length: count }, () => {
    const worker = new Worker(url, { workerData: waiting });
    worker.unref();
    return worker;
  });
}

/** Ends worker threads (those `startWorkers` started), busy or not. */
export function stopWorkers(threads: readonly Worker[]): void {
  for (const w of threads) void w.terminate();
}

/** What a worker of a run of blocks posts. */
export type BlockWorkerMessage =
  | { readonly kind: 'progress'; readonly trials: number }
  | { readonly kind: 'done'; readonly tally: Float64Array }
  | { readonly kind: 'refused'; readonly diagnostics: readonly Diagnostic[] };

/**
 * Blocks shared out as they are taken: word 0 of `counter` (a SharedArrayBuffer) is the next block
 * nobody has taken. A thread takes a run of at most `chunk` blocks, and at most a share of what is
 * left (a `2 × threads`-th, at least one block), so that the runs shrink toward the end and the
 * `threads` threads end within a block of each other; runs end at a job's `to`.
 */
export interface BlockClaims {
  readonly counter: SharedArrayBuffer;
  readonly chunk: number;
  readonly threads: number;
}

/** A job's blocks: `from` up to (not including) `to`, all of them, or with `claims` those it takes from the counter (which starts at `from`). */
export interface BlockRange {
  readonly from: number;
  readonly to: number;
  readonly claims?: BlockClaims;
}

/** Claims of blocks from `from` on, by `threads` threads, at most `chunk` at a time. */
export function blockClaims(from: number, chunk: number, threads: number): BlockClaims {
  const counter = new SharedArrayBuffer(4);
  Atomics.store(new Int32Array(counter), 0, from);
  return { counter, chunk, threads };
}

/** The next run of blocks taken from the claims, below `to`: [from, to), or undefined when none is left. */
function claim(claims: BlockClaims, to: number): readonly [number, number] | undefined {
  const counter = new Int32Array(claims.counter);
  for (;;) {
    const from = Atomics.load(counter, 0);
    if (from >= to) return undefined;
    const n = Math.min(claims.chunk, Math.ceil((to - from) / (2 * claims.threads)));
    // Another thread may have taken a run since the load: then try again from where it left off.
    if (Atomics.compareExchange(counter, 0, from, from + n) === from) return [from, from + n];
  }
}

/**
 * Runs a job's blocks with `run` as they are taken (a run of consecutive blocks, added into the
 * job's one tally of `size` counters), and answers the tally; stops at the first refused run.
 */
export function runJobBlocks(range: BlockRange, size: number, run: (from: number, to: number, into: Float64Array) => Result<Float64Array>): Result<Float64Array> {
  const sum = new Float64Array(size);
  if (range.claims === undefined) return run(range.from, range.to, sum);
  for (let next = claim(range.claims, range.to); next !== undefined; next = claim(range.claims, range.to)) {
    const tally = run(next[0], next[1], sum);
    if (!tally.ok) return tally;
  }
  return { ok: true, value: sum, diagnostics: [] };
}

/**
 * Runs blocks 0 to `blocks` on this thread, running them with `here` (which adds them into its
 * tally), and on the waiting worker `threads` (see `startWorkers`), each sent `jobOf(range)`;
 * answers the sum of their tallies (`size` counters). Threads beyond one a block are not given a
 * job. Between its runs this thread lets the workers' messages in (their progress goes to
 * `onTrials`). A worker whose job is refused refuses the whole run; one that crashes or stops
 * early rejects (an internal error, `what` names the worker); either way the others are stopped.
 * Every thread is stopped when the run ends.
 */
export async function runBlocksOnWorkers(
  threads: readonly Worker[],
  what: string,
  blocks: number,
  size: number,
  jobOf: (range: BlockRange) => unknown,
  onTrials: (n: number) => void,
  here: (from: number, to: number, onTrials: (n: number) => void, into: Float64Array) => Result<Float64Array>,
): Promise<Result<Float64Array>> {
  const used = threads.slice(0, Math.max(0, Math.min(threads.length, blocks - 1)));
  // Runs of at most a 32nd of a thread's share: few enough that a run's start costs nothing; the
  // last runs are shorter (see `BlockClaims`).
  const claims = blockClaims(0, Math.max(1, Math.floor(blocks / ((used.length + 1) * 32))), used.length + 1);
  const range: BlockRange = { from: 0, to: blocks, claims };
  try {
    const others = used.map(
      (worker) =>
        new Promise<Result<Float64Array>>((done, fail) => {
          let finished = false;
          worker.on('message', (message: BlockWorkerMessage) => {
            if (message.kind === 'progress') onTrials(message.trials);
            else {
              finished = true;
              done(message.kind === 'done' ? { ok: true, value: message.tally, diagnostics: [] } : { ok: false, diagnostics: message.diagnostics });
            }
          });
          worker.on('error', fail);
          worker.on('exit', (code) => {
            if (!finished) fail(new Error(`a ${what} worker stopped before its end (exit code ${code})`));
          });
          // From now on the process waits for it.
          worker.ref();
          worker.postMessage(jobOf(range));
        }),
    );
    // A refused worker (or one that fails) ends this thread's runs too.
    let stop = false;
    void Promise.all(others).then(
      (ts) => (stop ||= ts.some((t) => !t.ok)),
      () => (stop = true),
    );
    const own = new Float64Array(size);
    for (let next = claim(claims, blocks); next !== undefined && !stop; next = claim(claims, blocks)) {
      const tally = here(next[0], next[1], onTrials, own);
      if (!tally.ok) return tally;
      // The workers' messages: their progress, or their end.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const tallies = await Promise.all(others);
    const refused = tallies.find((t) => !t.ok);
    if (refused !== undefined) return refused;
    for (const t of tallies) if (t.ok) for (let i = 0; i < size; i++) own[i]! += t.value[i]!;
    return { ok: true, value: own, diagnostics: [] };
  } finally {
    stopWorkers(threads);
  }
}
