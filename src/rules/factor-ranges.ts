import { deepFreeze } from './freeze.js';
import type { ModifierCode } from './modifiers.js';
import type { SourceRef } from './source.js';
import {
  ACTIVATION_ROLLS,
  AREA_EFFECTS,
  AUTOFIRE,
  BURNOUT_ROLLS,
  BURNOUT_ROLLS_WITH_CHARGES,
  CHARGES,
  CONTINUOUS,
  EXTRA_TIME,
  FIRING_ARCS,
  JAMMED_ROLLS,
  LIMITED_EFFECT,
  POWER_MULTIPLIERS,
} from './tables.js';

/**
 * The factor of a modifier that has none fixed (`factor: null` in MODIFIERS): the least and the
 * most its table allows (`max` null when the table has no top), what it goes by, the table's
 * exported name (docs/rules.md prints the table) and the table's source.
 */
export interface FactorRange {
  readonly min: number;
  readonly max: number | null;
  readonly by: string;
  readonly table: string;
  readonly source: SourceRef;
}

const range = (by: string, table: string, source: SourceRef, factors: readonly number[]): FactorRange => ({ min: factors.reduce((a, b) => Math.min(a, b)), max: factors.reduce((a, b) => Math.max(a, b)), by, table, source });
const rolls = (...tables: readonly { readonly rows: readonly { readonly factor: number }[] }[]): number[] => tables.flatMap((t) => t.rows.map((r) => r.factor));

/**
 * How each modifier without a fixed factor gets one, read from the tables the pricing reads
 * (src/pricing/factors.ts): every number here comes from them, and each range cites its table's
 * source. A test checks that every such modifier has an entry and that the prices of its
 * extremes fall inside it. `spacedock rules` shows them.
 *
 * @example
 * ```ts
 * import { FACTOR_RANGES } from 'spacedock';
 *
 * // An activation roll costs from 0.25 to 2 (ACT15< to ACT8<).
 * const act = FACTOR_RANGES.ACT;
 * if (act === undefined || act.min !== 0.25 || act.max !== 2) throw new Error(JSON.stringify(act));
 * ```
 */
export const FACTOR_RANGES: Readonly<Partial<Record<ModifierCode, FactorRange>>> = /* @__PURE__ */ deepFreeze({
  // AUTO alone is the base shots; every doubling adds a step, with no last one.
  AUTO: { min: AUTOFIRE.baseFactor, max: null, by: 'shots', table: 'AUTOFIRE', source: AUTOFIRE.source },
  CH: range('charges', 'CHARGES', CHARGES.source, CHARGES.rows.map((r) => r.factor)),
  CONT: range('control', 'CONTINUOUS', CONTINUOUS.source, [CONTINUOUS.factor, CONTINUOUS.factor + CONTINUOUS.uncontrolledExtra]),
  // One arc is free; every letter past it adds a step.
  ARC: range('arcs', 'FIRING_ARCS', FIRING_ARCS.source, [0, FIRING_ARCS.factorPerExtraArc * (FIRING_ARCS.letters.length - FIRING_ARCS.freeArcs)]),
  AE: range('shape', 'AREA_EFFECTS', AREA_EFFECTS.source, AREA_EFFECTS.shapes.flatMap((s) => [s.factor, s.factor + AREA_EFFECTS.selectiveFactor])),
  ACT: range('roll', 'ACTIVATION_ROLLS', ACTIVATION_ROLLS.source, rolls(ACTIVATION_ROLLS)),
  BURN: range('roll', 'BURNOUT_ROLLS, BURNOUT_ROLLS_WITH_CHARGES', BURNOUT_ROLLS.source, rolls(BURNOUT_ROLLS, BURNOUT_ROLLS_WITH_CHARGES)),
  JAM: range('roll', 'JAMMED_ROLLS', JAMMED_ROLLS.source, rolls(JAMMED_ROLLS)),
  XTIME: range('turns', 'EXTRA_TIME', EXTRA_TIME.source, EXTRA_TIME.rows.map((r) => r.factor)),
  POWX: range('multiplier', 'POWER_MULTIPLIERS', POWER_MULTIPLIERS.source, POWER_MULTIPLIERS.rows.map((r) => r.factor)),
  LIMIT: range('written factor', 'LIMITED_EFFECT', LIMITED_EFFECT.source, [LIMITED_EFFECT.min, LIMITED_EFFECT.max]),
});

