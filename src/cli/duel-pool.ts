/**
 * Many duels on a pool of worker threads (the round robin of `spacedock balance`): the workers
 * start once, and each runs whole duels, one after another, as they are handed out. A duel's
 * tally is the one `runDuelBlocks` gives on one thread (every block of it, in one worker), so the
 * answers do not depend on the number of workers. A duel is prepared only when a worker takes it
 * and summarized as soon as it is done, so a long round robin holds a few duels at a time.
 */
import type { Result } from '../diagnostics/result.js';
import type { PreparedDuel } from '../duel/run.js';
import { duelJob, type DuelPoolMessage, type DuelPoolStart } from './duel-worker.js';

/**
 * Runs duels 0 to `count - 1` on at most `workers` worker threads of the worker file `url`:
 * `prepare(k)` gives duel k (a refusal is passed on to `finish` as it is, and the duel is not
 * run), and `finish(k, duel)` is told its tally when it is done. `onTrials` is told the trials
 * each finished block ran. A worker that crashes or stops rejects the promise (an internal
 * error); the others are stopped.
 */
export async function runDuelsOnPool(
  url: URL,
  count: number,
  prepare: (k: number) => Result<PreparedDuel>,
  finish: (k: number, duel: Result<PreparedDuel>, tally: Float64Array | undefined) => void,
  workers: number,
  onTrials: (n: number) => void,
): Promise<void> {
  const { Worker } = await import('node:worker_threads');
  const started: InstanceType<typeof Worker>[] = [];
  let next = 0;
  try {
    await Promise.all(
      Array.from(
        { length: Math.max(0, Math.min(workers, count)) },
        () =>
          new Promise<void>((done, fail) => {
            const start: DuelPoolStart = { job: 'spacedock-duel-pool' };
            const worker = new Worker(url, { workerData: start });
            started.push(worker);
            let running: { readonly k: number; readonly duel: Result<PreparedDuel> } | undefined;
            const handOut = (): void => {
              running = undefined;
              while (next < count) {
                const k = next++;
                const duel = prepare(k);
                if (!duel.ok) {
                  finish(k, duel, undefined);
                  continue;
                }
                running = { k, duel };
                worker.postMessage({ ...duelJob(duel.value, { from: 0, to: duel.value.blocks }), id: k });
                return;
              }
              done();
            };
            worker.on('message', (message: DuelPoolMessage) => {
              if (message.kind === 'progress') onTrials(message.trials);
              else if (running !== undefined && message.id === running.k) {
                finish(running.k, running.duel, message.tally);
                handOut();
              }
            });
            worker.on('error', fail);
            worker.on('exit', (code) => {
              if (running !== undefined) fail(new Error(`a duel worker stopped before its end (exit code ${code})`));
            });
            handOut();
          }),
      ),
    );
  } finally {
    for (const w of started) void w.terminate();
  }
}
