/**
 * Where the probe launcher's boxes are hit: which of the two results its catalog entry names the
 * ship's damage chart uses.
 */
import type { ChartResult } from '../catalog/types.js';
import { deepFreeze } from '../rules/freeze.js';
import { ours, seed000, type SourceRef } from '../rules/source.js';

/**
 * The chart result a probe launcher (`Prb`, and `PRBD`, which is treated as it) is hit on:
 * `Probe`, the default, for the standard Star Fleet Battles chart, which has a Probe result of its
 * own (the catalog's "older DAC"); `Drone`, for a table that uses the newer chart, which has none.
 */
export type ProbeLauncherHitOn = 'Probe' | 'Drone';

/** One choice of {@link ProbeLauncherHitOn}: the catalog result it picks, and why. */
export interface ProbeLauncherChart {
  /** The result, of those the Prb entry names (`Drone`, `Prb`), the launcher's boxes are hit on. */
  readonly result: Extract<ChartResult, 'Drone' | 'Prb'>;
  readonly source: SourceRef;
}

/**
 * The catalog's result each choice picks. The Prb entry is hit on Drone, or on Prb where the older
 * chart is used; spacedock's chart (D4.21) is that older one, with a Probe result, so by default
 * the launcher is hit there (*ours*, `specs/damage.md` §1).
 *
 * @example
 * ```ts
 * import { PROBE_LAUNCHER_CHART } from 'spacedock/damage';
 *
 * if (PROBE_LAUNCHER_CHART.Probe.result !== 'Prb' || PROBE_LAUNCHER_CHART.Drone.result !== 'Drone') throw new Error('one result each');
 * ```
 */
export const PROBE_LAUNCHER_CHART: { readonly [K in ProbeLauncherHitOn]: ProbeLauncherChart } = /* @__PURE__ */ deepFreeze({
  Probe: { result: 'Prb', source: ours('the probe launcher on the standard chart: its Probe result') },
  Drone: { result: 'Drone', source: seed000('Prb') },
});
