/**
 * The global scope of one of the page's Web Workers, typed by what it posts back (the page's
 * TypeScript has the DOM's types, not a worker's): what simulation-worker.ts,
 * analysis-worker.ts and play-worker.ts use of it.
 */
export interface WorkerScope<Out> {
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
  postMessage(message: Out): void;
}

/** The running worker's scope, as a {@link WorkerScope}. Only to be called inside a worker. */
export function workerScope<Out>(): WorkerScope<Out> {
  return self as unknown as WorkerScope<Out>;
}
