/**
 * Runs the blocks of trials of a prepared run (a simulation, a duel) on several threads: the main
 * thread and `workers - 1` worker threads take runs of consecutive blocks from one shared counter
 * until none is left, and their tallies are added up. The blocks are seeded each by its own
 * index, so the sum is the tally one thread gives, whoever ran which block. Taking blocks as they
 * go, rather than a fixed share each, lets the threads finish together: a worker starts about a
 * twentieth of a second after the main thread (its own Node and code), and a thread on a busy
 * core runs fewer blocks. Each worker posts its progress (trials done after each block), then its
 * tally or the diagnostics that refused its job.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Result } from '../diagnostics/result.js';

/** What a worker of a run of blocks posts. */
export type BlockWorkerMessage =
  | { readonly kind: 'progress'; readonly trials: number }
  | { readonly kind: 'done'; readonly tally: Float64Array }
  | { readonly kind: 'refused'; readonly diagnostics: readonly Diagnostic[] };

/**
 * Blocks shared out as they are taken: word 0 of `counter` (a SharedArrayBuffer) is the next block
 * nobody has taken; a thread takes `chunk` blocks at a time, up to a job's `to`.
 */
export interface BlockClaims {
  readonly counter: SharedArrayBuffer;
  readonly chunk: number;
}

/** A job's blocks: `from` up to (not including) `to`, all of them, or with `claims` those it takes from the counter (which starts at `from`). */
export interface BlockRange {
  readonly from: number;
  readonly to: number;
  readonly claims?: BlockClaims;
}

/** Claims of blocks from `from` on, `chunk` at a time (a job's `to` says where they end). */
export function blockClaims(from: number, chunk: number): BlockClaims {
  const counter = new SharedArrayBuffer(4);
  Atomics.store(new Int32Array(counter), 0, from);
  return { counter, chunk };
}

/** The next run of blocks taken from the claims, below `to`: [from, to), or undefined when none is left. */
function claim(claims: BlockClaims, to: number): readonly [number, number] | undefined {
  const from = Atomics.add(new Int32Array(claims.counter), 0, claims.chunk);
  return from >= to ? undefined : [from, Math.min(to, from + claims.chunk)];
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
 * Runs blocks 0 to `blocks` on `workers` threads: this one, running them with `here` (which adds
 * them into its tally), and `workers - 1` threads of the worker file `url`, each given
 * `jobOf(range)` as its `workerData`; answers the sum of their tallies (`size` counters). Between its runs this thread lets the
 * workers' messages in (their progress goes to `onTrials`). A worker whose job is refused refuses
 * the whole run; one that crashes or stops early rejects (an internal error, `what` names the
 * worker); either way the others are stopped.
 */
export async function runBlocksOnWorkers(
  url: URL,
  what: string,
  blocks: number,
  workers: number,
  size: number,
  jobOf: (range: BlockRange) => unknown,
  onTrials: (n: number) => void,
  here: (from: number, to: number, onTrials: (n: number) => void, into: Float64Array) => Result<Float64Array>,
): Promise<Result<Float64Array>> {
  const { Worker } = await import('node:worker_threads');
  // About 32 runs a thread: few enough that a run's start costs nothing, many enough that the
  // threads end within a run of each other.
  const claims = blockClaims(0, Math.max(1, Math.floor(blocks / (workers * 32))));
  const range: BlockRange = { from: 0, to: blocks, claims };
  const started: InstanceType<typeof Worker>[] = [];
  try {
    const others = Array.from(
      { length: Math.max(0, Math.min(workers, blocks) - 1) },
      () =>
        new Promise<Result<Float64Array>>((done, fail) => {
          const worker = new Worker(url, { workerData: jobOf(range) });
          started.push(worker);
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
    for (const w of started) void w.terminate();
  }
}
