import { deepFreeze } from '../rules/freeze.js';
import { ours, seed000, type SourceRef } from '../rules/source.js';
import type { CatalogLabel, CatalogVariant, TechLevel } from './types.js';

/**
 * Modifiers of repair costs that depend on what the ship is made of (SFB:TNG): Breen
 * biomechanical systems repair for less, Solid Neutronium hulls for more. {@link repairCost}
 * applies them.
 *
 * @example
 * ```ts
 * import { REPAIR_MODIFIERS, findEntry, repairCost } from 'spacedock/catalog';
 *
 * const lab = findEntry('Lab'); // repair 4
 * if (!lab.ok) throw new Error('expected the Lab');
 * const r = repairCost(lab.value, { solidNeutronium: true });
 * if (!r.ok || r.value !== 4 * REPAIR_MODIFIERS.solidNeutronium.factor) throw new Error('expected 12');
 * ```
 */
export const REPAIR_MODIFIERS = /* @__PURE__ */ deepFreeze({
  /** Breen biomechanical systems: repairs cost 25% less, rounded up. */
  breen: { factor: 0.75, rounding: 'up', source: seed000('Biomechanical Systems: Breen') },
  /** A ship built of Solid Neutronium pays three times for every repair. */
  solidNeutronium: { factor: 3, source: seed000('Solid Neutronium Hull') },
} as const);

/**
 * Damage-control (Repair) points a box adds per turn, by system: `one-plus-tech` systems give
 * 1 + the tech level (5X Repair gives 6); the others a fixed amount. {@link repairPoints} reads it.
 *
 * @example
 * ```ts
 * import { REPAIR_OUTPUT } from 'spacedock/catalog';
 *
 * const r9 = REPAIR_OUTPUT.find((r) => r.label === 'Repair-9'); // { points: { kind: 'fixed', value: 180 }, ... }
 * if (r9?.points.kind !== 'fixed' || r9.points.value !== 180) throw new Error('Repair-9 makes 180');
 * ```
 */
export const REPAIR_OUTPUT: readonly {
  readonly label: CatalogLabel;
  readonly points: { readonly kind: 'one-plus-tech' } | { readonly kind: 'fixed'; readonly value: number };
  readonly source: SourceRef;
}[] = /* @__PURE__ */ deepFreeze([
  { label: 'Repair', points: { kind: 'one-plus-tech' }, source: seed000('Repair') },
  { label: 'Repair-5', points: { kind: 'fixed', value: 100 }, source: seed000('Repair-5') },
  { label: 'Repair-9', points: { kind: 'fixed', value: 180 }, source: seed000('Repair-9') },
  { label: 'Works', points: { kind: 'fixed', value: 1 }, source: seed000('Works: generic systems only') },
]);

/**
 * Construct points per box and turn: 5 at 3X, 10 at 4X, and, by the book's own example, 15 at
 * 5X: 5 for each tech level above 2X. A box specialised in one category may double them.
 * {@link constructPoints} computes from it.
 *
 * @example
 * ```ts
 * import { CONSTRUCT_POINTS, constructPoints } from 'spacedock/catalog';
 *
 * const at3 = CONSTRUCT_POINTS.perLevel * (3 - CONSTRUCT_POINTS.perTechAbove); // 5
 * const r = constructPoints(3);
 * if (!r.ok || r.value !== at3) throw new Error('expected 5');
 * ```
 */
export const CONSTRUCT_POINTS = /* @__PURE__ */ deepFreeze({
  perTechAbove: 2,
  perLevel: 5,
  specializedFactor: 2,
  source: seed000('Construct (5X Construct would give 15 Construct Points)'),
} as const);

/**
 * Fab allowance per box and turn: 10 at 3X, 15 at 4X (the book's braces). Beyond 4X we go on
 * with the same step of 5 per level (ours; the book stops at 4X). Specialised boxes make double
 * for their chosen system, or half for anything else. {@link fabPoints} computes from it.
 *
 * @example
 * ```ts
 * import { FAB_POINTS, fabPoints } from 'spacedock/catalog';
 *
 * const r = fabPoints(3, 'generic'); // half of 10 for a system it is not specialised in
 * if (!r.ok || r.value !== FAB_POINTS.at3X * FAB_POINTS.genericWhenSpecializedFactor) throw new Error('expected 5');
 * ```
 */
export const FAB_POINTS = /* @__PURE__ */ deepFreeze({
  at3X: 10,
  perLevel: 5,
  specializedFactor: 2,
  genericWhenSpecializedFactor: 0.5,
  source: seed000('Fab'),
  extrapolation: ours('catalog: Fab beyond 4X'),
} as const);

/** Size classes of ships, 0 (largest) to 7 (smallest units such as probes). */
export type SizeClass = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * Shuttles one Shtl box holds: `from` (10) minus the ship's size class. {@link shuttlesPerBox}
 * computes from it.
 *
 * @example
 * ```ts
 * import { SHUTTLES_PER_BOX, shuttlesPerBox } from 'spacedock/catalog';
 *
 * const r = shuttlesPerBox(4);
 * if (!r.ok || r.value !== SHUTTLES_PER_BOX.from - 4) throw new Error('expected 6');
 * ```
 */
export const SHUTTLES_PER_BOX = /* @__PURE__ */ deepFreeze({ from: 10, source: seed000('Shtl') } as const);

/**
 * Energy to hold a tractor link for a turn, per unit of R (range + 1, or the Hard tractor's
 * range), by the tractored unit's size class. The book gives size classes 0 to 4.
 * {@link tractorEnergy} computes from it.
 *
 * @example
 * ```ts
 * import { TRACTOR_ENERGY_PER_R, tractorEnergy } from 'spacedock/catalog';
 *
 * const row = TRACTOR_ENERGY_PER_R.rows.find((r) => r.sizeClass === 0); // { sizeClass: 0, perR: 16 }
 * const r = tractorEnergy(0, 1); // range 1: R = 2
 * if (!r.ok || r.value !== 2 * row!.perR) throw new Error('expected 32');
 * ```
 */
export const TRACTOR_ENERGY_PER_R: { readonly rows: readonly { readonly sizeClass: SizeClass; readonly perR: number }[]; readonly source: SourceRef } =
  /* @__PURE__ */ deepFreeze({
    rows: [
      { sizeClass: 0, perR: 16 },
      { sizeClass: 1, perR: 8 },
      { sizeClass: 2, perR: 4 },
      { sizeClass: 3, perR: 2 },
      { sizeClass: 4, perR: 1 },
    ],
    source: seed000('Trac: energy requirement'),
  });

/** An energy cost as a fraction, so that 1/6 stays exact. */
export interface Fraction {
  readonly numerator: number;
  readonly denominator: number;
}

/**
 * How often each kind of transporter may be used per turn and what one use costs, by tech where
 * it scales. {@link transporterUse} reads it.
 *
 * @example
 * ```ts
 * import { TRANSPORTER_USE } from 'spacedock/catalog';
 *
 * const int = TRANSPORTER_USE.find((t) => t.label === 'Tran-Int'); // 10 uses, 1/10 energy each
 * if (int?.uses[3] !== 10 || int.energyPerUse[3].denominator !== 10) throw new Error('expected 10 uses');
 * ```
 */
export const TRANSPORTER_USE: readonly {
  readonly label: CatalogLabel;
  /** The entry's variant; `normal` also stands for the invasive one, which works as a normal transporter. */
  readonly variant: CatalogVariant | null;
  readonly uses: { readonly [T in 3 | 4]: number };
  readonly energyPerUse: { readonly [T in 3 | 4]: Fraction };
  readonly source: SourceRef;
}[] = /* @__PURE__ */ deepFreeze([
  { label: 'Tran', variant: 'normal', uses: { 3: 3, 4: 4 }, energyPerUse: { 3: { numerator: 1, denominator: 6 }, 4: { numerator: 1, denominator: 8 } }, source: seed000('Tran') },
  { label: 'Tran', variant: '5', uses: { 3: 5, 4: 5 }, energyPerUse: { 3: { numerator: 1, denominator: 5 }, 4: { numerator: 1, denominator: 5 } }, source: seed000('Tran ("5")') },
  { label: 'C/T', variant: null, uses: { 3: 3, 4: 4 }, energyPerUse: { 3: { numerator: 1, denominator: 6 }, 4: { numerator: 1, denominator: 8 } }, source: seed000('C/T: transporters as normal') },
  { label: 'B/T', variant: null, uses: { 3: 3, 4: 4 }, energyPerUse: { 3: { numerator: 1, denominator: 6 }, 4: { numerator: 1, denominator: 8 } }, source: seed000('B/T: counts as TRAN') },
  { label: 'Tran-Int', variant: null, uses: { 3: 10, 4: 10 }, energyPerUse: { 3: { numerator: 1, denominator: 10 }, 4: { numerator: 1, denominator: 10 } }, source: seed000('Tran-Int') },
  { label: 'Tran', variant: 'Borg', uses: { 3: 1, 4: 1 }, energyPerUse: { 3: { numerator: 1, denominator: 1 }, 4: { numerator: 1, denominator: 1 } }, source: seed000('Tran (Borg)') },
  { label: 'Tran', variant: 'Voth', uses: { 3: 6, 4: 6 }, energyPerUse: { 3: { numerator: 1, denominator: 1 }, 4: { numerator: 1, denominator: 1 } }, source: seed000('Tran (Voth)') },
  { label: 'Tran-F', variant: null, uses: { 3: 1, 4: 1 }, energyPerUse: { 3: { numerator: 10, denominator: 1 }, 4: { numerator: 10, denominator: 1 } }, source: seed000('Tran-F') },
]);

/**
 * Every tech level the catalog rules accept, 3X to 7X, in order (the book prints figures for 3X
 * and 4X; higher levels are extrapolated).
 *
 * @example
 * ```ts
 * import { TECH_LEVELS, constructPoints } from 'spacedock/catalog';
 *
 * const points = TECH_LEVELS.map((t) => constructPoints(t)).map((r) => (r.ok ? r.value : NaN));
 * if (points.join() !== '5,10,15,20,25') throw new Error(points.join());
 * ```
 */
export const TECH_LEVELS: readonly TechLevel[] = /* @__PURE__ */ Object.freeze([3, 4, 5, 6, 7] as const);
