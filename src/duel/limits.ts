import { deepFreeze } from '../rules/freeze.js';

/**
 * The guard rails of a duel: how much one call may ask for. Past a limit `duel` (and
 * `prepareDuel`) refuses its input with `duel-too-large` at the option or unit that went past
 * it, before any trial runs, so that no input makes it run for hours or exhaust memory.
 *
 * - `trials`, `turns`: of one duel.
 * - `ships`: ships of a fleet on one side.
 * - `weapons`: weapon units a ship fires (each counted unit is one), `dice` the damage dice of
 *   one of them, `shots` its autofire shots.
 * - `defenses`: Defense units of one ship (each counted unit is one).
 * - `rangeList`: ranges of a `list` range schedule.
 * - `work`: trials × turns × what a turn can cost (for each side: 4 a weapon, each die and shot
 *   of it, the damage points its volley can carry, 143 for the chart's cells, and its parts):
 *   about two minutes on one thread here at most.
 *
 * @example
 * ```ts
 * import { DUEL_LIMITS } from 'spacedock/duel';
 *
 * if (DUEL_LIMITS.trials < 1_000_000 || DUEL_LIMITS.turns < 100) throw new Error(JSON.stringify(DUEL_LIMITS));
 * ```
 */
export const DUEL_LIMITS = /* @__PURE__ */ deepFreeze({
  trials: 10_000_000,
  turns: 1_000,
  ships: 50,
  weapons: 1_000,
  dice: 1_000,
  shots: 640,
  defenses: 30,
  rangeList: 1_000,
  work: 2_000_000_000,
} as const);
