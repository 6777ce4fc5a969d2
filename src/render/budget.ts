import type { RenderLimits } from './limits.js';

/** Why a render stopped at one of our limits (turned into a `template-limit` diagnostic). */
export interface LimitStop {
  readonly limitStop: string;
}

/** A stop with its message, thrown through the engine and recognised by {@link isStop}. */
export const stop = (message: string): LimitStop => ({ limitStop: message });

/** Whether a thrown value is one of our stops. */
export const isStop = (e: unknown): e is LimitStop => typeof e === 'object' && e !== null && typeof (e as LimitStop).limitStop === 'string';

/**
 * What one render has used and may still use. One per call of `renderTemplate`, shared by every
 * partial it renders; nothing of it outlives the call.
 */
export interface Budget {
  readonly limits: RenderLimits;
  /** Characters written so far, captured ones too. */
  written: number;
  /** How deeply `render`, `include` and `layout` nest right now. */
  depth: number;
  /** The time (`performance.now()`) past which the render stops: its start plus `maxRenderMs` (set by {@link startClock}). */
  deadline: number;
  /**
   * How many filters are running their own code right now. A range built while one is (not in a
   * template expression it evaluates) is the filter's own work, which the filter's checks bound.
   */
  inFilter: number;
  /** The filter running innermost right now, for messages; undefined between filters. */
  filter: string | undefined;
  /** Steps taken since the clock was last read (see {@link tick}). */
  ticks: number;
  /** What has been charged to the engine's allocation budget (`maxAllocation`) so far. */
  allocated: number;
}

/** A budget for a render: its clock starts with {@link startClock}. */
export function newBudget(limits: RenderLimits): Budget {
  return { limits, written: 0, depth: 0, deadline: Infinity, inFilter: 0, filter: undefined, ticks: 0, allocated: 0 };
}

/** Starts the render's clock: now, as the engine starts its own (parsing is not counted). */
export function startClock(budget: Budget): void {
  budget.deadline = performance.now() + budget.limits.maxRenderMs;
}

/** Stops the render when it has run past its time limit, naming the filter that was running. */
export function checkClock(budget: Budget): void {
  budget.ticks = 0;
  if (performance.now() <= budget.deadline) return;
  const where = budget.filter === undefined ? '' : ` in the filter ${budget.filter}`;
  throw stop(`the render ran past its time limit of ${budget.limits.maxRenderMs} ms (RENDER_LIMITS.maxRenderMs)${where}`);
}

/** Steps between two readings of the clock inside a filter's work: a few microseconds of it. */
const STEPS_PER_READING = 1024;

/**
 * One step of a filter's work (a comparison of a sort, an item of a `where_exp`): the clock is
 * read every {@link STEPS_PER_READING} steps, so that a long filter stops within moments of the
 * time limit instead of after it has finished.
 */
export function tick(budget: Budget): void {
  if (++budget.ticks >= STEPS_PER_READING) checkClock(budget);
}
