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
  /**
   * The longest name drawn, in UTF-16 code units: the ship's and each part's. A part's name is
   * written three times (its label and the `data-bar` of its two bars), so this bounds the
   * document at a few megabytes however the names are chosen. The names `simulateVolleys` gives
   * a built ship are far shorter (a phaser part is `Phaser (type)`, a row's name at most 200).
   */
  readonly nameLength: number;
  /** The longest title (`PlotOptions.title`), in UTF-16 code units; it is written twice. */
  readonly titleLength: number;
}

/**
 * What `plotSurvival` accepts and draws at most: the sizes `simulateVolleys` can answer (its
 * `SIMULATION_LIMITS`), and names of at most `nameLength` characters. A list past its limit is
 * refused with an `invalid-value` diagnostic at the list's path, before its entries are read; a
 * name or title past its length at its own path (`ship`, `parts[3].name`, `options.title`), as
 * soon as it is read and before anything is measured or written. A histogram of more than
 * `bars` values or turns is drawn with several to a bar.
 *
 * @example
 * ```ts
 * import { SIMULATION_LIMITS } from 'spacedock/damage';
 * import { PLOT_LIMITS, plotSurvival } from 'spacedock/plot';
 *
 * // Any result simulateVolleys can give is drawn; histograms of more than 40 values are binned.
 * if (PLOT_LIMITS.turns !== SIMULATION_LIMITS.turns || PLOT_LIMITS.bars !== 40) throw new Error(JSON.stringify(PLOT_LIMITS));
 *
 * // A ship's name longer than nameLength (1000) is refused at its path; one at the limit is drawn.
 * const e = { value: 0, standardError: 0 };
 * const result = {
 *   ship: 'x'.repeat(PLOT_LIMITS.nameLength + 1), trials: 1, turns: 1, seed: 1, pointsPerTurn: 1, engine: 'kernel' as const, weapons: 0, parts: [],
 *   internals: { counts: [1], mean: e, quantiles: [] }, excess: { counts: [1], mean: e, quantiles: [] },
 *   destruction: { destroyed: e, byTurn: [0], survived: 1, mean: null, quantiles: [] }, disarmed: [{ value: 1, standardError: 0 }],
 * };
 * const plot = plotSurvival(result);
 * if (plot.ok || plot.diagnostics.map((d) => `${d.code} ${d.path}`).join() !== 'invalid-value ship') throw new Error(JSON.stringify(plot.diagnostics));
 * if (!plotSurvival({ ...result, ship: 'x'.repeat(PLOT_LIMITS.nameLength) }).ok) throw new Error('a name at the limit is drawn');
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
  nameLength: 1000,
  titleLength: 10_000,
});
