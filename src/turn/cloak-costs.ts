/** What a full-scale cloak costs a turn (G13.0). */
import { failReport, finishReport, newReport } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { deepFreeze } from '../rules/freeze.js';
import { seed003, type SourceRef } from '../rules/source.js';
import { oneOf } from './read.js';

/**
 * Ships with a full-scale cloak cost in G13.0: the Romulan War Eagle and KR.
 *
 * @example
 * ```ts
 * import { cloakCost, type CloakShip } from 'spacedock/turn';
 *
 * const ship: CloakShip = 'kr';
 * const r = cloakCost(ship);
 * if (!r.ok || r.value !== 20) throw new Error('a KR pays 20 for its cloak');
 * ```
 */
export type CloakShip = 'war-eagle' | 'kr';

/**
 * Energy a ship pays at Energy Allocation to run its cloak for a turn (G13.0).
 *
 * @example
 * ```ts
 * import { CLOAK_COSTS } from 'spacedock/turn';
 *
 * const kr = CLOAK_COSTS.kr; // { energy: 20, source: { book: 'SFB Cadet Training Handbook', entry: 'G13.0' } }
 * if (kr.energy !== 20 || kr.source.entry !== 'G13.0') throw new Error(JSON.stringify(kr));
 * ```
 */
export const CLOAK_COSTS: Readonly<Record<CloakShip, { readonly energy: number; readonly source: SourceRef }>> = /* @__PURE__ */ deepFreeze({
  'war-eagle': { energy: 6, source: seed003('G13.0') },
  kr: { energy: 20, source: seed003('G13.0') },
});

const SHIPS = /* @__PURE__ */ Object.keys(CLOAK_COSTS) as readonly CloakShip[];

/**
 * The cloak's energy cost per turn for a ship (G13.0), for `checkAllocation`'s `costs.cloak`.
 * A ship that is not one of {@link CLOAK_COSTS}'s is `invalid-value` (at the empty path, the
 * one argument): the rules price no other cloak.
 *
 * @example
 * ```ts
 * import { cloakCost } from 'spacedock/turn';
 *
 * const r = cloakCost('war-eagle'); // { ok: true, value: 6, diagnostics: [] }
 * if (!r.ok || r.value !== 6) throw new Error('a War Eagle pays 6');
 * ```
 */
export function cloakCost(ship: CloakShip): Result<number> {
  const r = newReport();
  if (!oneOf(r, ship, '', SHIPS, 'a ship of CLOAK_COSTS')) return failReport(r);
  return finishReport(r, CLOAK_COSTS[ship].energy);
}
