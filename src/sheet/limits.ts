/**
 * The guard rails of `renderSheet`: not rules of the game, they bound the pages, time and memory
 * one sheet can take (a ship state may hold up to `MAX_BOXES` boxes of every system).
 */
import { deepFreeze } from '../rules/freeze.js';

/**
 * The most a sheet draws: `maxBoxes` damage boxes in all (shields, systems, phasers, armor and
 * tracks; at the smallest box size a Letter page holds some 3 000) and `maxTableRows` unit or
 * system lines in its tables; `renderFleetSheet` draws at most `maxFleetShips` ships. More is
 * refused with `sheet-too-large`.
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
export const SHEET_LIMITS: { readonly maxBoxes: number; readonly maxTableRows: number; readonly maxFleetShips: number } = /* @__PURE__ */ deepFreeze({
  maxBoxes: 20_000,
  maxTableRows: 2_000,
  /** The most ships `renderFleetSheet` draws at once (a fleet's own limit, `FLEET_LIMITS.maxShips`). */
  maxFleetShips: 1_000,
});
