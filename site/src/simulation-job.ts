/**
 * The volley lab's survivability simulation as a job for a Web Worker (simulation-worker.ts): what
 * the page posts (the ship's state, the plan of a turn and the options), what the worker posts
 * back (progress now and then, then the plotted result), and the work itself. Off the page's main
 * thread, a simulation of any size leaves the page responsive, and the Cancel button ends it by
 * ending the worker (issue 23, item 2: a link ran one on the main thread for over 100 s).
 *
 * No DOM and no worker here: the tests run `runSimulationJob` in Node.
 */
import type { Diagnostic } from '../../src/index.js';
import { simulateVolleys, type ShipState, type VolleyPlanOfTurn } from '../../src/damage/index.js';
import { plotSurvival } from '../../src/plot/index.js';

/** What the page asks for. */
export interface SimulationRequest {
  readonly type: 'simulate';
  readonly ship: ShipState;
  readonly plan: VolleyPlanOfTurn;
  readonly trials: number;
  readonly turns: number;
  readonly seed: number;
}

/** What the worker answers: progress (at most every `PROGRESS_EVERY_MS`), then one `done`. */
export type SimulationMessage =
  | { readonly type: 'progress'; readonly done: number; readonly total: number }
  | { readonly type: 'done'; readonly ok: true; readonly svg: string; readonly ms: number }
  | { readonly type: 'done'; readonly ok: false; readonly diagnostics: readonly Diagnostic[] }
  /** Something threw (a bug, or the worker out of memory): the run is over, without an answer. */
  | { readonly type: 'failed'; readonly message: string };

/** The least time between two progress messages: the page redraws its status no more often. */
export const PROGRESS_EVERY_MS = 100;

/** A request as the page posts it, checked (a worker takes messages from its page only, but is told nothing it cannot read). */
export function isSimulationRequest(data: unknown): data is SimulationRequest {
  if (data === null || typeof data !== 'object') return false;
  const r = data as Record<string, unknown>;
  return r['type'] === 'simulate' && typeof r['ship'] === 'object' && r['ship'] !== null && Array.isArray(r['plan']) && [r['trials'], r['turns'], r['seed']].every((n) => typeof n === 'number');
}

/**
 * Runs the simulation and plots it, posting progress and then the answer. `now` is the clock the
 * progress is throttled by. Never throws: what the library throws (it should not) is a `failed` answer.
 */
export function runSimulationJob(request: SimulationRequest, post: (message: SimulationMessage) => void, now: () => number = () => performance.now()): void {
  let last = -Infinity;
  try {
    const started = now();
    const result = simulateVolleys(request.ship, request.plan, {
      trials: request.trials,
      turns: request.turns,
      seed: request.seed,
      onProgress: (done, total) => {
        const t = now();
        if (done < total && t - last < PROGRESS_EVERY_MS) return;
        last = t;
        post({ type: 'progress', done, total });
      },
    });
    const plot = result.ok ? plotSurvival(result.value) : result;
    if (!plot.ok) {
      post({ type: 'done', ok: false, diagnostics: plot.diagnostics });
      return;
    }
    post({ type: 'done', ok: true, svg: plot.value, ms: Math.round(now() - started) });
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}
