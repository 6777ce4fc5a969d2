/**
 * The guard rails of `renderSheet`: not rules of the game, they bound the pages, time and memory
 * one sheet can take (a ship state may hold up to `MAX_BOXES` boxes of every system).
 */
import { deepFreeze } from '../rules/freeze.js';

/**
 * The most a sheet draws: `maxBoxes` damage boxes in all (shields, systems, phasers, armor and
 * tracks; at the smallest box size a Letter page holds some 3 000) and `maxTableRows` unit or
 * system lines in its tables; `renderFleetSheet` draws at most `maxFleetShips` ships. A ship
 * state's `units` (which the sheet prices, having no model) hold at most `maxSpecText` characters
 * of specs in all, about 500 a line at the most lines. More is refused with `sheet-too-large`,
 * before anything is priced or laid out.
 *
 * @example
 * ```ts
 * import { buildShip } from 'spacedock/damage';
 * import { SHEET_LIMITS, renderSheet } from 'spacedock/sheet';
 *
 * const big = buildShip({ name: 'Too big', systems: [{ label: 'Cargo', count: 10_000 }, { label: 'C Hull', count: 10_000 }, { label: 'Lab', count: 10_000 }] });
 * if (!big.ok) throw new Error(JSON.stringify(big.diagnostics));
 * const r = renderSheet({ ship: big.value });
 * if (r.ok || r.diagnostics[0]?.code !== 'sheet-too-large' || SHEET_LIMITS.maxBoxes >= 30_000) throw new Error(JSON.stringify(r.diagnostics));
 * ```
 */
export const SHEET_LIMITS: { readonly maxBoxes: number; readonly maxTableRows: number; readonly maxSpecText: number; readonly maxFleetShips: number } = /* @__PURE__ */ deepFreeze({
  maxBoxes: 20_000,
  maxTableRows: 2_000,
  /**
   * The characters of the specs of a ship state's units, summed over its lines (a shared spec
   * counts on every line): what pricing them may cost is bounded by it (1 MiB of unknown words
   * prices in about 1.5 s here). A design's sheet is drawn from its model, priced by the loader.
   */
  maxSpecText: 1_048_576,
  /** The most ships `renderFleetSheet` draws at once (a fleet's own limit, `FLEET_LIMITS.maxShips`). */
  maxFleetShips: 1_000,
});
