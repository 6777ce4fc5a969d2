/**
 * Runs the blocks of trials of a prepared run (a simulation, a duel) on worker threads: one run
 * of consecutive blocks a worker, their tallies added up. The blocks are seeded each by its own
 * index, so the sum is the tally one thread gives. Each worker posts its progress (trials done
 * after each block), then its tally or the diagnostics that refused its job.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Result } from '../diagnostics/result.js';

/** What a worker of a run of blocks posts. */
export type BlockWorkerMessage =
  | { readonly kind: 'progress'; readonly trials: number }
  | { readonly kind: 'done'; readonly tally: Float64Array }
  | { readonly kind: 'refused'; readonly diagnostics: readonly Diagnostic[] };

/** Cuts `blocks` into at most `n` runs of consecutive blocks, as even as can be: [from, to) each. */
export function shareBlocks(blocks: number, n: number): (readonly [number, number])[] {
  const k = Math.max(1, Math.min(n, blocks));
  return Array.from({ length: k }, (_, i) => [Math.floor((i * blocks) / k), Math.floor(((i + 1) * blocks) / k)] as const);
}

/**
 * Runs blocks 0 to `blocks` on at most `workers` threads of the worker file `url`, each given
 * `jobOf(from, to)` as its `workerData`, and answers the sum of their tallies (`size` counters).
 * A worker whose job is refused refuses the whole run; one that crashes or stops early rejects
 * (an internal error, `what` names the worker); either way the others are stopped.
 */
export async function runBlocksOnWorkers(url: URL, what: string, blocks: number, workers: number, size: number, jobOf: (from: number, to: number) => unknown, onTrials: (n: number) => void): Promise<Result<Float64Array>> {
  const { Worker } = await import('node:worker_threads');
  const started: InstanceType<typeof Worker>[] = [];
  try {
    const tallies = await Promise.all(
      shareBlocks(blocks, workers).map(
        ([from, to]) =>
          new Promise<Result<Float64Array>>((done, fail) => {
            const worker = new Worker(url, { workerData: jobOf(from, to) });
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
      ),
    );
    const refused = tallies.find((t) => !t.ok);
    if (refused !== undefined) return refused;
    const sum = new Float64Array(size);
    for (const t of tallies) if (t.ok) for (let i = 0; i < size; i++) sum[i]! += t.value[i]!;
    return { ok: true, value: sum, diagnostics: [] };
  } finally {
    for (const w of started) void w.terminate();
  }
}
