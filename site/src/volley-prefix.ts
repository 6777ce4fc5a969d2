/**
 * Stepping through a volley: the event log of the whole volley, and the ship after any number of
 * its first points, for the record sheet of each step.
 *
 * The state after the first p points is the ship after a volley of p points on the same shield
 * with the same seeded dice from the start. That is exact because `resolveVolley` decides each
 * point from the ship and the dice taken so far, never from the points still to come: the first
 * p points of a longer volley take the same rolls and make the same choices (bold cells are
 * remembered from the points before, the third-phaser count too), and a run settled at once (the
 * ship destroyed, Excess the only cell left) is a run of p points or of all of them alike.
 * test/site-volley/prefix.test.ts checks it point by point against the log of the whole volley.
 * No DOM here: the tests run it in Node.
 */
import { resolveVolley, type Facing, type ShipState, type VolleyEvent, type VolleyOutcome } from '../../src/damage/index.js';
import { seededDice, type Result } from '../../src/index.js';

/** The volley of the lab: a shield, its points, the seed of the dice. */
export interface LabVolley {
  readonly shield: Facing;
  readonly points: number;
  readonly seed: number;
}

/** A volley resolved, to step through. */
export interface VolleySteps {
  /** The whole volley, as `resolveVolley` (and `spacedock damage --json`) gives it. */
  readonly outcome: VolleyOutcome;
  /** The steps: 0 is the ship before the volley, step k the ship after event k of the log. */
  readonly count: number;
  /** How many points of the volley have been spent after step k (0 for step 0). */
  pointsAfter(step: number): number;
  /** The ship after step k (clamped to 0..count), resolved once and kept. */
  shipAfter(step: number): ShipState;
}

/** The points an event stands for ends at (a run from `point` to `last`, or one point). */
export const lastPointOf = (event: VolleyEvent): number => event.last ?? event.point;

/** The ship after the first `points` points of the volley (0 points: the ship as it was). */
export function shipAfterPoints(ship: ShipState, volley: LabVolley, points: number): Result<ShipState> {
  if (points === 0) return { ok: true, value: ship, diagnostics: [] };
  const r = resolveVolley(ship, { shield: volley.shield, points }, seededDice(volley.seed), { log: false });
  return r.ok ? { ok: true, value: r.value.ship, diagnostics: r.diagnostics } : r;
}

/** Resolves the volley and gives its steps; the ships of the steps are resolved when first asked for. */
export function volleySteps(ship: ShipState, volley: LabVolley): Result<VolleySteps> {
  const r = resolveVolley(ship, { shield: volley.shield, points: volley.points }, seededDice(volley.seed));
  if (!r.ok) return r;
  const outcome = r.value;
  const events = outcome.events;
  const count = events.length;
  const clamp = (step: number): number => Math.max(0, Math.min(count, Math.trunc(step)));
  const pointsAfter = (step: number): number => {
    const k = clamp(step);
    return k === 0 ? 0 : lastPointOf(events[k - 1]!);
  };
  const kept = new Map<number, ShipState>([
    [0, ship],
    [count, outcome.ship],
  ]);
  return {
    ok: true,
    diagnostics: r.diagnostics,
    value: {
      outcome,
      count,
      pointsAfter,
      shipAfter(step) {
        const k = clamp(step);
        const known = kept.get(k);
        if (known !== undefined) return known;
        const prefix = shipAfterPoints(ship, volley, pointsAfter(k));
        // The prefix is the same ship, shield and dice as a volley that was just resolved, so it
        // cannot be refused; were it ever, the ship before the volley is shown rather than a wrong one.
        const state = prefix.ok ? prefix.value : ship;
        kept.set(k, state);
        return state;
      },
    },
  };
}
