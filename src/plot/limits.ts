/**
 * The guard rails of `plotSurvival`: not rules of the game, they bound the time, memory and
 * size of one plot whatever it is given (a result read back from JSON may be anything).
 */
import { deepFreeze } from '../rules/freeze.js';
import { SIMULATION_LIMITS } from '../survival/limits.js';

/** The shape of {@link PLOT_LIMITS}. */
export interface PlotLimits {
  /** The most turns a result may cover (its `byTurn` and `disarmed` lists): `SIMULATION_LIMITS.turns`. */
  readonly turns: number;
  /**
   * The most values `internals.counts` may list: `SIMULATION_LIMITS.cells`, the most counters a
   * simulation's tally holds, so any result of `simulateVolleys` can be drawn (reading that many
   * takes about a second).
   */
  readonly histogramValues: number;
  /** The most parts a result may list. */
  readonly parts: number;
  /** The most quantiles a distribution may list. */
  readonly quantiles: number;
  /** The most bars a histogram draws: more values (or turns) are binned, a round number of them to a bar. */
  readonly bars: number;
  /** The narrowest and widest plot, in millimetres (`PlotOptions.width`). */
  readonly minWidth: number;
  readonly maxWidth: number;
}

/**
 * What `plotSurvival` accepts and draws at most: whatever `simulateVolleys` can answer (its
 * `SIMULATION_LIMITS`), and no more. A larger result is refused with an
 * `invalid-value` diagnostic at the list's path, before its entries are read; a histogram of
 * more than `bars` values or turns is drawn with several to a bar.
 *
 * @example
 * ```ts
 * import { SIMULATION_LIMITS } from 'spacedock/damage';
 * import { PLOT_LIMITS } from 'spacedock/plot';
 *
 * // Any result simulateVolleys can give is drawn; histograms of more than 40 values are binned.
 * if (PLOT_LIMITS.turns !== SIMULATION_LIMITS.turns || PLOT_LIMITS.bars !== 40) throw new Error(JSON.stringify(PLOT_LIMITS));
 * ```
 */
export const PLOT_LIMITS: PlotLimits = /* @__PURE__ */ deepFreeze({
  turns: SIMULATION_LIMITS.turns,
  histogramValues: SIMULATION_LIMITS.cells,
  parts: 200,
  quantiles: 100,
  bars: 40,
  minWidth: 100,
  maxWidth: 500,
});
