import { deepFreeze } from '../rules/freeze.js';

/**
 * The guard rails of a survivability analysis: how much one call may ask for. Past a limit
 * `simulateVolleys` or `exactVolley` refuses its input with a diagnostic that names the limit
 * (`simulation-too-large`, `exact-too-large`), so that no input makes it run for hours or
 * exhaust memory.
 *
 * - `trials`: trials of one simulation.
 * - `turns`: turns of fire per trial.
 * - `volleys`: volleys fired in one turn.
 * - `work`: trials × (turns × (damage points per turn + volleys per turn × 143 + parts + armor) +
 *   15 × phasers + 102 + armor), armor being the state's words of armor and phaser types: each
 *   point; a volley scans the chart's 143 cells to see whether its rest is settled; a turn counts
 *   its parts and its armor; a trial loads the ship and keeps its place in 14 lists of phasers.
 *   With a chooser function (the reference engine, `resolveVolley` itself) a volley also reads
 *   the phasers (volleys × phasers a turn) and each phaser hit scans them (phasers² a trial).
 *   About two minutes on one thread here at most.
 * - `cells`: counters of the tally (parts × turns, each part's histogram of boxes lost, and the
 *   histograms of internal and Excess points), which bounds its memory.
 * - `exactStates`: distinct volley states `exactVolley` may meet on its way, and
 *   `exactWords` the numbers they may hold together (a state holds 102 numbers, one per phaser
 *   and one per phaser type; 12 000 000 numbers keep 100 000 states of a ship without phasers),
 *   which bounds its memory on ships of many phasers.
 *
 * @example
 * ```ts
 * import { SIMULATION_LIMITS, buildShip, simulateVolleys } from 'spacedock/damage';
 *
 * const built = buildShip({ name: 'CA', shields: 10, systems: [{ label: 'F Hull', count: 4 }] });
 * if (!built.ok) throw new Error(built.diagnostics.map((d) => d.message).join('; '));
 * const r = simulateVolleys(built.value, [{ shield: 1, points: 30 }], { trials: SIMULATION_LIMITS.trials + 1 });
 * if (r.ok || r.diagnostics[0]?.path !== 'options.trials') throw new Error(JSON.stringify(r.diagnostics));
 * ```
 */
export const SIMULATION_LIMITS = /* @__PURE__ */ deepFreeze({
  trials: 10_000_000,
  turns: 1_000,
  volleys: 100,
  work: 2_000_000_000,
  cells: 4_000_000,
  exactStates: 100_000,
  exactWords: 12_000_000,
} as const);
