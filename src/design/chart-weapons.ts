/**
 * What a unit line of a ship is on the SFB damage chart (its `weapon` field), and which shield
 * facings a phaser bears on, read from its spec (internal; `specs/design-format.md` 5.3).
 */
import type { Facing } from '../damage/ship.js';
import type { UnitSpec } from '../notation/ast.js';
import type { FunctionRole } from '../rules/functions.js';
import { deepFreeze } from '../rules/freeze.js';
import { ours, seed003, type SourceRef } from '../rules/source.js';
import type { Arc } from '../rules/tables.js';

/**
 * The values of a unit line's `weapon`: the phaser types that rule D4.322 ranks (`PHASER_RANK` of
 * `spacedock/damage`), and the torpedo and drone boxes of the chart.
 */
export type ChartWeapon = 'Ph-1' | 'Ph-G' | 'Ph-2' | 'Ph-3' | 'Torp' | 'Drone';

/** Where a weapon goes in the ship state: the phaser list, or the boxes of a chart system. */
export type ChartWeaponTarget = 'phaser' | 'Torp' | 'Drone';

/**
 * Each weapon and where it goes, with the rule that names it. A phaser type is a phaser of that
 * type (one per unit counted); `Torp` and `Drone` are one box of that chart system per unit.
 */
export const CHART_WEAPONS: { readonly [W in ChartWeapon]: { readonly target: ChartWeaponTarget; readonly source: SourceRef } } = /* @__PURE__ */ deepFreeze({
  'Ph-1': { target: 'phaser', source: seed003('D4.322') },
  'Ph-G': { target: 'phaser', source: seed003('D4.322') },
  'Ph-2': { target: 'phaser', source: seed003('D4.322') },
  'Ph-3': { target: 'phaser', source: seed003('D4.322') },
  Torp: { target: 'Torp', source: seed003('D4.323') },
  Drone: { target: 'Drone', source: seed003('D4.323') },
});

/**
 * The roles of the functions (`FUNCTIONS` of the rules) whose units fire (*ours*): an attack
 * (Zap, Shock, Flash, Drain) or a launched vehicle (Missile, a drone's box) hits another ship, so
 * it may be a weapon on the damage chart; a defense or a sensor does not fire, and a `weapon` on
 * such a unit is warned of (`weapon-cannot-fire`).
 */
export const FIRING_ROLES: { readonly roles: readonly FunctionRole[]; readonly source: SourceRef } = /* @__PURE__ */ deepFreeze({
  roles: ['attack', 'vehicle'],
  source: ours('design: a weapon on the damage chart is a unit that fires'),
});

/** The weapons in table order, for the schema's enum. */
export const CHART_WEAPON_NAMES = /* @__PURE__ */ Object.freeze(Object.keys(CHART_WEAPONS) as [ChartWeapon, ...ChartWeapon[]]);

/**
 * The shield facings a phaser bears on, read from its spec (*ours*): the notation's ARC letters
 * name six 60-degree arcs from `A` dead ahead, clockwise, and the shield facings are six
 * 60-degree sides from #1 forward, clockwise, so letter and facing match one for one (`A` is
 * #1, `B` #2 right-forward, ..., `F` #6 left-forward). A spinal mount fires dead ahead only
 * (#1); a unit with neither bears on all six.
 */
export const PHASER_FACINGS: {
  readonly byArc: { readonly [A in Arc]: Facing };
  readonly spinal: readonly Facing[];
  readonly all: readonly Facing[];
  readonly source: SourceRef;
} = /* @__PURE__ */ deepFreeze({
  byArc: { A: 1, B: 2, C: 3, D: 4, E: 5, F: 6 },
  spinal: [1],
  all: [1, 2, 3, 4, 5, 6],
  source: ours('design: ARC letters as shield facings'),
});

/** The shield facings of a unit's ARC letters, in facing order; see {@link PHASER_FACINGS}. */
export function facingsOfSpec(spec: UnitSpec): Facing[] {
  const arcs = new Set<Facing>();
  let spinal = false;
  for (const m of spec.modifiers) {
    if (m.code === 'ARC') for (const a of m.arcs) arcs.add(PHASER_FACINGS.byArc[a]);
    else if (m.code === 'SPINAL') spinal = true;
  }
  if (arcs.size > 0) return [...arcs].sort((a, b) => a - b);
  return [...(spinal ? PHASER_FACINGS.spinal : PHASER_FACINGS.all)];
}
