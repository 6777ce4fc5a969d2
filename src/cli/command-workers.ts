/**
 * The worker threads of a command's `--workers n` (simulate, duel): how many it gets, started
 * before the command reads its files, and stopped however the command ends.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { startWorkers, stopWorkers } from './block-workers.js';
import type { CliIO } from './io.js';

/**
 * Runs a command's `body` with the worker threads of the worker file `url` that `--workers n`
 * asks for: n - 1 of them (the command's own thread is the n-th), at most one fewer than the
 * threads the machine runs at once, said on standard error when that is fewer than asked (not
 * with --json). They start now, so that they boot while the command reads and checks its files,
 * and wait for their job; they are stopped when `body` ends, however it ends (an answer, a
 * refusal, a usage error). Without the worker file (running from the TypeScript sources) there
 * are none, and the trials run on the command's thread.
 */
export async function withWorkers(options: Readonly<Record<string, unknown>>, io: CliIO, url: URL, body: (threads: readonly Worker[]) => Promise<number>): Promise<number> {
  // More threads than the machine runs at once only add start-up and memory (a tally each): cap
  // them, and say so, since the answer is the same for any number.
  const asked = (options['workers'] as number | undefined) ?? 1;
  const workers = Math.min(asked, availableParallelism());
  if (workers < asked && options['json'] !== true) io.err(`note: --workers ${asked} runs ${workers} worker${workers === 1 ? '' : 's'}, the threads this machine runs at once\n`);
  const threads = workers > 1 && existsSync(fileURLToPath(url)) ? await startWorkers(url, workers - 1) : [];
  try {
    return await body(threads);
  } finally {
    stopWorkers(threads);
  }
}
