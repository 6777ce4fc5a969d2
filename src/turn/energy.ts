/**
 * The energy allocation form of a full-scale ship (B3.0): what it has, what it spends, what its
 * lines cost, and what leaving a required line unpaid does. `checkAllocation` (`allocation.ts`)
 * reads these tables.
 */
import { deepFreeze } from '../rules/freeze.js';
import { ours, seed003, type RuleValue, type SourceRef } from '../rules/source.js';

/** Where a ship's power comes from this turn. */
export interface EnergyAvailable {
  readonly warp: number;
  readonly impulse: number;
  readonly apr: number;
  /** Power drawn from batteries. */
  readonly batteries: number;
}

/** The lines of the energy allocation form (B3.0 adds life support, fire control and shields). */
export interface EnergyAllocation {
  readonly lifeSupport: number;
  readonly fireControl: number;
  readonly shields: number;
  /** Cloak activation (a cloaking ship only). */
  readonly cloak?: number;
  /** Energy for movement: it buys the turn's speed at the ship's cost per hex. */
  readonly movement: number;
  readonly weapons: number;
  readonly reinforcement: number;
  readonly other: number;
}

/** What the lines cost this ship, from its data sheet. */
export interface EnergyCosts {
  readonly lifeSupport: number;
  readonly fireControl: number;
  readonly shields: number;
  /** The cloak's cost per turn (see `cloakCost`); absent for a ship without one. */
  readonly cloak?: number;
  /** Energy per hex of speed (the ship's movement cost). */
  readonly movementPerHex: number;
}

/**
 * The costs B3.0 gives for the full-scale cruisers: life support 1, fire control 1, shields 2;
 * the data sheet may say otherwise, so a caller passes its own costs when it does.
 *
 * @example
 * ```ts
 * import { DEFAULT_ENERGY_COSTS, type EnergyCosts } from 'spacedock/turn';
 *
 * const costs: EnergyCosts = {
 *   lifeSupport: DEFAULT_ENERGY_COSTS.lifeSupport.value,
 *   fireControl: DEFAULT_ENERGY_COSTS.fireControl.value,
 *   shields: DEFAULT_ENERGY_COSTS.shields.value,
 *   movementPerHex: 1,
 * };
 * if (costs.lifeSupport + costs.fireControl + costs.shields !== 4) throw new Error('1 + 1 + 2');
 * ```
 */
export const DEFAULT_ENERGY_COSTS: { readonly lifeSupport: RuleValue; readonly fireControl: RuleValue; readonly shields: RuleValue } = /* @__PURE__ */ deepFreeze({
  lifeSupport: { value: 1, source: seed003('B3.0 life support') },
  fireControl: { value: 1, source: seed003('B3.0 fire control') },
  shields: { value: 2, source: seed003('B3.0 shields') },
});

/**
 * A ship size class of the full Star Fleet Battles rules, largest first: 1 (battleships,
 * starbases) to 5 (small units). The cruisers of the Cadet Training Handbook are size class 3.
 * (Not SFB:TNG's size classes 0 to 7, `SizeClass` of `spacedock/catalog`.)
 *
 * @example
 * ```ts
 * import { SIZE_CLASS_ENERGY_COSTS, type ShipSizeClass } from 'spacedock/turn';
 *
 * const cruiser: ShipSizeClass = 3;
 * if (SIZE_CLASS_ENERGY_COSTS.rows.find((row) => row.sizeClass === cruiser)?.shields !== 2) throw new Error('a cruiser: shields 2');
 * ```
 */
export type ShipSizeClass = 1 | 2 | 3 | 4 | 5;

/**
 * Life support and shield costs by size class, from the full rules (not the Cadet Training
 * Handbook, which gives only the cruiser values and says a data sheet may differ): an option a
 * caller may choose, never the default (`specs/turn.md` §1, reading 4). Size class 5 has no life
 * support cost (`null`).
 *
 * @example
 * ```ts
 * import { SIZE_CLASS_ENERGY_COSTS } from 'spacedock/turn';
 *
 * const sc2 = SIZE_CLASS_ENERGY_COSTS.rows.find((row) => row.sizeClass === 2);
 * if (sc2?.lifeSupport !== 1.5 || sc2.shields !== 4) throw new Error('size class 2: 1.5 and 4');
 * ```
 */
export const SIZE_CLASS_ENERGY_COSTS: {
  readonly rows: readonly { readonly sizeClass: ShipSizeClass; readonly lifeSupport: number | null; readonly shields: number }[];
  readonly source: SourceRef;
} = /* @__PURE__ */ deepFreeze({
  rows: [
    { sizeClass: 1, lifeSupport: 3, shields: 7 },
    { sizeClass: 2, lifeSupport: 1.5, shields: 4 },
    { sizeClass: 3, lifeSupport: 1, shields: 2 },
    { sizeClass: 4, lifeSupport: 0.5, shields: 1 },
    { sizeClass: 5, lifeSupport: null, shields: 1 },
  ],
  source: ours('energy costs by size class: the full rules, an option'),
});

/**
 * A line of the energy allocation form every full-scale ship must pay (B3.0).
 *
 * @example
 * ```ts
 * import { checkAllocation, type RequiredLine } from 'spacedock/turn';
 *
 * const r = checkAllocation(
 *   { warp: 10, impulse: 0, apr: 0, batteries: 0 },
 *   { lifeSupport: 1, fireControl: 1, shields: 0, movement: 5, weapons: 0, reinforcement: 0, other: 0 },
 *   { lifeSupport: 1, fireControl: 1, shields: 2, movementPerHex: 1 },
 * );
 * const unpaid: readonly RequiredLine[] = r.ok ? r.value.unpaidLines : [];
 * if (unpaid.join() !== 'shields') throw new Error(unpaid.join());
 * ```
 */
export type RequiredLine = 'lifeSupport' | 'fireControl' | 'shields';

/**
 * What leaving a required line unpaid does.
 *
 * @example
 * ```ts
 * import { UNPAID_LINES, type UnpaidEffect } from 'spacedock/turn';
 *
 * const effect: UnpaidEffect | undefined = UNPAID_LINES.find((l) => l.line === 'lifeSupport')?.effect;
 * if (effect !== 'crew-dies') throw new Error(String(effect));
 * ```
 */
export type UnpaidEffect = 'crew-dies' | 'no-weapons-fire' | 'shields-down';

/**
 * What leaving each required line short does (B3.0, D6.1), in the order `checkAllocation` reports
 * it: the line, its effect, the warning's code and what the warning says, and the rule. A line
 * below its cost counts as unpaid (`specs/turn.md` §1, reading 1).
 *
 * @example
 * ```ts
 * import { UNPAID_LINES } from 'spacedock/turn';
 *
 * const fc = UNPAID_LINES.find((l) => l.line === 'fireControl');
 * if (fc?.effect !== 'no-weapons-fire' || fc.code !== 'fire-control-unpaid' || !fc.source.entry.includes('D6.1')) throw new Error('unpaid fire control: no fire');
 * ```
 */
export const UNPAID_LINES: readonly {
  readonly line: RequiredLine;
  readonly effect: UnpaidEffect;
  readonly code: 'life-support-unpaid' | 'fire-control-unpaid' | 'shields-unpaid';
  /** What the warning says happens. */
  readonly consequence: string;
  readonly source: SourceRef;
}[] = /* @__PURE__ */ deepFreeze([
  { line: 'lifeSupport', effect: 'crew-dies', code: 'life-support-unpaid', consequence: 'the whole crew dies at once', source: seed003('B3.0 life support') },
  { line: 'fireControl', effect: 'no-weapons-fire', code: 'fire-control-unpaid', consequence: 'no weapon fires this turn, and it counts as a failed lock-on', source: seed003('B3.0 fire control; D6.1') },
  { line: 'shields', effect: 'shields-down', code: 'shields-unpaid', consequence: 'the shield boxes block no damage this turn', source: seed003('B3.0 shields') },
]);
