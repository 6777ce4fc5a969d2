/**
 * The event log of one volley (internal): at most `cap` events, the last one closing for every
 * later point once it is full, and the summary's counters by stage.
 */
import type { VolleyEvent, VolleySummary } from './volley-types.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** The summary field each stage counts in. */
export const STAGE_KEY = /* @__PURE__ */ Object.freeze({ shield: 'shields', armor: 'armor', internal: 'internals', excess: 'excess', ignored: 'ignored' } as const);

/** The log of one volley. */
export interface Log {
  readonly on: boolean;
  readonly cap: number;
  readonly events: VolleyEvent[];
  closing: { point: number; last: number; unit: number; spent: Mutable<VolleySummary> } | undefined;
}

/** A summary with every count at 0. */
export const emptySummary = (): Mutable<VolleySummary> => ({ points: 0, shields: 0, armor: 0, internals: 0, excess: 0, ignored: 0 });

/** Adds an event, or (the log being full) counts it in the closing event. */
export function record(log: Log, e: VolleyEvent): void {
  if (!log.on) return;
  if (log.closing === undefined && log.events.length < log.cap) {
    log.events.push(e);
    return;
  }
  if (log.closing === undefined) {
    // The log is full: its last event becomes the start of the closing one.
    const prev = log.events.pop()!;
    log.closing = { point: prev.point, last: prev.point, unit: prev.unit, spent: emptySummary() };
    spend(log.closing, prev);
  }
  spend(log.closing, e);
}

function spend(closing: NonNullable<Log['closing']>, e: VolleyEvent): void {
  const last = e.last ?? e.point;
  const count = last - e.point + 1;
  closing.last = last;
  closing.spent.points += count;
  if (e.stage !== 'unlogged') closing.spent[STAGE_KEY[e.stage]] += count;
}

/** The events, closed with one `unlogged` event when the log was full. */
export function closeLog(log: Log): VolleyEvent[] {
  const c = log.closing;
  if (c !== undefined) log.events.push({ point: c.point, last: c.last, unit: c.unit, stage: 'unlogged', spent: { ...c.spent }, note: `the log keeps at most ${log.cap} events` });
  return log.events;
}
