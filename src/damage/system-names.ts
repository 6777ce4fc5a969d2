import { deepFreeze } from '../rules/freeze.js';
import { ours, seed003, type SourceRef } from '../rules/source.js';
import { SHIP_SYSTEMS, type ShipSystem } from './ship.js';

/** A chart system as a design names it: the name a row gets when the design gives none. */
export interface ChartSystemName {
  /** The row name a ship gets for a line of this system without its own `name`. */
  readonly name: string;
  /** Where the system comes from: the chart that names it; the English name is ours. */
  readonly source: SourceRef;
}

const chart = seed003('D4.21');
const center = ours('the center hull group of D4.351 as a system of its own');
const named = (name: string, source: SourceRef = chart): ChartSystemName => ({ name, source });

/**
 * The default row name of every chart system (a record, so that none is missing): what the
 * record sheet calls a system line that gives no `name` of its own. The systems themselves are
 * the results of the Damage Allocation Chart (D4.21); the center hull is the group forward and
 * aft hull hits pass to (D4.351).
 *
 * @example
 * ```ts
 * import { CHART_SYSTEM_NAMES } from 'spacedock/damage';
 *
 * if (CHART_SYSTEM_NAMES['L Warp'].name !== 'Left warp') throw new Error(CHART_SYSTEM_NAMES['L Warp'].name);
 * ```
 */
export const CHART_SYSTEM_NAMES: { readonly [S in ShipSystem]: ChartSystemName } = /* @__PURE__ */ deepFreeze({
  Bridge: named('Bridge'),
  Flag: named('Flag bridge'),
  'Aux Con': named('Auxiliary control'),
  'Emer Bridge': named('Emergency bridge'),
  'F Hull': named('Forward hull'),
  'A Hull': named('Aft hull'),
  'C Hull': named('Center hull', center),
  'L Warp': named('Left warp'),
  'R Warp': named('Right warp'),
  'C Warp': named('Center warp'),
  Impulse: named('Impulse'),
  APR: named('APR'),
  Battery: named('Battery'),
  Trans: named('Transporter'),
  Tractor: named('Tractor'),
  Shuttle: named('Shuttle bay'),
  Lab: named('Laboratory'),
  Probe: named('Probe'),
  Cargo: named('Cargo'),
  Torp: named('Torpedo'),
  Drone: named('Drone rack'),
});

/** The chart systems by their name in lower case, for a case-blind lookup. */
const BY_LOWER: ReadonlyMap<string, ShipSystem> = /* @__PURE__ */ new Map(SHIP_SYSTEMS.map((s) => [s.toLowerCase(), s]));

/**
 * The chart system a name spells, in any case (`l warp` is `L Warp`), or undefined when it spells
 * none. What a system line with such a label is, is `resolveSystemLine`'s to say: `Shuttle` is
 * the catalog's `Shtl`, `Bridge` the chart system itself.
 *
 * @example
 * ```ts
 * import { chartSystemOf } from 'spacedock/damage';
 *
 * if (chartSystemOf('aux con') !== 'Aux Con' || chartSystemOf('Trac') !== undefined) throw new Error('chart names only');
 * ```
 */
export function chartSystemOf(label: string): ShipSystem | undefined {
  return typeof label === 'string' && label.length <= 20 ? BY_LOWER.get(label.toLowerCase()) : undefined;
}
