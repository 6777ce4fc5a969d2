import { notes, ours, seed001, type SourceRef } from './source.js';
import { deepFreeze } from './freeze.js';

/** One row of a 3d6 roll table: roll this number or less. */
export interface RollRow {
  readonly roll: number;
  readonly factor: number;
}

/** A table that maps a parameter value to a factor, with its source. */
export interface RollTable {
  readonly rows: readonly RollRow[];
  readonly source: SourceRef;
}

/**
 * `ACT<n><` activation roll disadvantages: the unit works only when 3d6 rolls `n` or less, and
 * the harder the roll, the larger the factor. The book has no 13<.
 *
 * @example
 * ```ts
 * import { ACTIVATION_ROLLS, priceUnit } from 'spacedock';
 *
 * const row = ACTIVATION_ROLLS.rows.find((r) => r.roll === 11); // { roll: 11, factor: 1 }
 * const r = priceUnit('3d6 eZap ACT11<');
 * if (!r.ok || r.value.breakdown[0]?.factor !== row?.factor) throw new Error('ACT11< is a 1.0 disadvantage');
 * ```
 */
export const ACTIVATION_ROLLS: RollTable = /* @__PURE__ */ deepFreeze({
  rows: [
    { roll: 8, factor: 2.0 },
    { roll: 9, factor: 1.5 },
    { roll: 10, factor: 1.25 },
    { roll: 11, factor: 1.0 },
    { roll: 12, factor: 0.75 },
    { roll: 14, factor: 0.5 },
    { roll: 15, factor: 0.25 },
  ],
  source: seed001('[ACTn<] ACTIVATION ROLL table'),
});

/**
 * `BURN<n><` burnout disadvantages for a unit without charges: after each use, 3d6 over `n`
 * burns the unit out (ruling 9 reads the book's garbled table).
 *
 * @example
 * ```ts
 * import { BURNOUT_ROLLS, priceUnit } from 'spacedock';
 *
 * const row = BURNOUT_ROLLS.rows.find((r) => r.roll === 11); // { roll: 11, factor: 0.75 }
 * const r = priceUnit('3d6 eZap BURN11<');
 * if (!r.ok || r.value.breakdown[0]?.factor !== row?.factor) throw new Error('BURN11< is a 0.75 disadvantage');
 * ```
 */
export const BURNOUT_ROLLS: RollTable = /* @__PURE__ */ deepFreeze({
  rows: [
    { roll: 8, factor: 1.5 },
    { roll: 9, factor: 1.25 },
    { roll: 10, factor: 1.0 },
    { roll: 11, factor: 0.75 },
    { roll: 12, factor: 0.5 },
    { roll: 14, factor: 0.25 },
  ],
  source: notes('Contradictions and rulings 9: burnout without charges'),
});

/**
 * `BURN<n><` burnout disadvantages for a unit that also has charges (ruling 9). Burnout and
 * charges limit the same thing, so only the larger of the two disadvantages counts.
 *
 * @example
 * ```ts
 * import { BURNOUT_ROLLS_WITH_CHARGES, priceUnit } from 'spacedock';
 *
 * const row = BURNOUT_ROLLS_WITH_CHARGES.rows.find((r) => r.roll === 12); // { roll: 12, factor: 1 }
 * const r = priceUnit('3d6 eZap BURN12< 2CH');
 * const burn = r.ok ? r.value.breakdown.find((t) => t.code === 'BURN') : undefined;
 * // 2CH (1.5) is the larger disadvantage, so BURN is listed but not counted.
 * if (burn?.factor !== row?.factor || burn?.counted !== false) throw new Error('expected BURN 1.0, not counted');
 * ```
 */
export const BURNOUT_ROLLS_WITH_CHARGES: RollTable = /* @__PURE__ */ deepFreeze({
  rows: [
    { roll: 9, factor: 1.75 },
    { roll: 12, factor: 1.0 },
    { roll: 15, factor: 0.5 },
  ],
  source: notes('Contradictions and rulings 9: burnout with charges'),
});

/**
 * `JAM<n><` jammed disadvantages: the unit jams when 3d6 rolls over `n`, and stays jammed until
 * repaired. The book has no 13<.
 *
 * @example
 * ```ts
 * import { JAMMED_ROLLS, priceUnit } from 'spacedock';
 *
 * const row = JAMMED_ROLLS.rows.find((r) => r.roll === 11); // { roll: 11, factor: 1.5 }
 * const r = priceUnit('3d6 eZap JAM11<');
 * if (!r.ok || r.value.breakdown[0]?.factor !== row?.factor) throw new Error('JAM11< is a 1.5 disadvantage');
 * ```
 */
export const JAMMED_ROLLS: RollTable = /* @__PURE__ */ deepFreeze({
  rows: [
    { roll: 8, factor: 2.5 },
    { roll: 9, factor: 2.0 },
    { roll: 10, factor: 1.75 },
    { roll: 11, factor: 1.5 },
    { roll: 12, factor: 1.25 },
    { roll: 14, factor: 1.0 },
    { roll: 15, factor: 0.75 },
  ],
  source: seed001('[JAMn<] JAMMED table'),
});

/**
 * One band of the charges table. `side` tells how the factor counts: fewer than 13 charges
 * limit the unit (a disadvantage), 13 to 16 are neutral, more than 16 free it from power
 * (an advantage).
 */
export interface ChargesRow {
  readonly from: number;
  readonly to: number;
  readonly side: 'disadvantage' | 'neutral' | 'advantage';
  readonly factor: number;
}

/**
 * `<n>CH` charges, 1 to 250: few charges are a disadvantage, many an advantage, because charges
 * replace power.
 *
 * @example
 * ```ts
 * import { CHARGES, priceUnit } from 'spacedock';
 *
 * const band = (n: number) => CHARGES.rows.find((r) => r.from <= n && n <= r.to);
 * // band(2): { side: 'disadvantage', factor: 1.5 }; band(20): { side: 'advantage', factor: 0.25 }
 * const r = priceUnit('3d6 eZap 20CH');
 * if (!r.ok || r.value.advantages !== band(20)?.factor || r.value.power !== 0) throw new Error('20CH: +0.25, no power');
 * ```
 */
export const CHARGES: { readonly rows: readonly ChargesRow[]; readonly source: SourceRef } = /* @__PURE__ */ deepFreeze({
  rows: [
    { from: 1, to: 1, side: 'disadvantage', factor: 2.0 },
    { from: 2, to: 2, side: 'disadvantage', factor: 1.5 },
    { from: 3, to: 3, side: 'disadvantage', factor: 1.25 },
    { from: 4, to: 4, side: 'disadvantage', factor: 1.0 },
    { from: 5, to: 6, side: 'disadvantage', factor: 0.75 },
    { from: 7, to: 8, side: 'disadvantage', factor: 0.5 },
    { from: 9, to: 12, side: 'disadvantage', factor: 0.25 },
    { from: 13, to: 16, side: 'neutral', factor: 0 },
    { from: 17, to: 32, side: 'advantage', factor: 0.25 },
    { from: 33, to: 64, side: 'advantage', factor: 0.5 },
    { from: 65, to: 125, side: 'advantage', factor: 0.75 },
    { from: 126, to: 250, side: 'advantage', factor: 1.0 },
  ],
  source: seed001('[nCH] CHARGES table'),
});

/**
 * `XTIME<n>` extra time disadvantages: the unit takes 1, 2 or 4 extra turns to use.
 *
 * @example
 * ```ts
 * import { EXTRA_TIME, priceUnit } from 'spacedock';
 *
 * const row = EXTRA_TIME.rows.find((r) => r.turns === 2); // { turns: 2, factor: 1 }
 * const r = priceUnit('3d6 eZap XTIME2');
 * if (!r.ok || r.value.disadvantages !== row?.factor) throw new Error('XTIME2 is a 1.0 disadvantage');
 * ```
 */
export const EXTRA_TIME: { readonly rows: readonly { readonly turns: number; readonly factor: number }[]; readonly source: SourceRef } = /* @__PURE__ */ deepFreeze({
  rows: [
    { turns: 1, factor: 0.5 },
    { turns: 2, factor: 1.0 },
    { turns: 4, factor: 1.5 },
  ],
  source: seed001('[XTIMEn] EXTRA TIME table'),
});

/**
 * `POWX<n>` increased power consumption disadvantages: the unit needs x2 to x8 or x10 power.
 *
 * @example
 * ```ts
 * import { POWER_MULTIPLIERS, priceUnit } from 'spacedock';
 *
 * const row = POWER_MULTIPLIERS.rows.find((r) => r.multiplier === 3); // { multiplier: 3, factor: 1 }
 * const r = priceUnit('3d6 eZap POWX3');
 * if (!r.ok || r.value.disadvantages !== row?.factor) throw new Error('POWX3 is a 1.0 disadvantage');
 * ```
 */
export const POWER_MULTIPLIERS: {
  readonly rows: readonly { readonly multiplier: number; readonly factor: number }[];
  readonly source: SourceRef;
} = /* @__PURE__ */ deepFreeze({
  rows: [
    { multiplier: 2, factor: 0.5 },
    { multiplier: 3, factor: 1.0 },
    { multiplier: 4, factor: 1.5 },
    { multiplier: 5, factor: 2.0 },
    { multiplier: 6, factor: 2.5 },
    { multiplier: 7, factor: 3.0 },
    { multiplier: 8, factor: 3.5 },
    { multiplier: 10, factor: 4.0 },
  ],
  source: seed001('[POWXn] INCREASED POWER CONSUMPTION table'),
});

/**
 * `AUTO` autofire advantages: 5 shots a turn for 0.5; each further 0.25 doubles the shots.
 *
 * @example
 * ```ts
 * import { AUTOFIRE, priceUnit } from 'spacedock';
 *
 * const r = priceUnit('3d6 eZap AUTO:10'); // 10 shots: one doubling of 5
 * const expected = AUTOFIRE.baseFactor + AUTOFIRE.factorPerDoubling; // 0.75
 * if (!r.ok || r.value.advantages !== expected) throw new Error('AUTO:10 is a 0.75 advantage');
 * ```
 */
export const AUTOFIRE = /* @__PURE__ */ deepFreeze({
  baseShots: 5,
  baseFactor: 0.5,
  factorPerDoubling: 0.25,
  source: seed001('[AUTO] AUTOFIRE'),
} as const);

/**
 * `CONT` continuous advantage: 1.0 for an effect that lasts from turn to turn; the uncontrolled
 * option `CONT:U` adds 0.5.
 *
 * @example
 * ```ts
 * import { CONTINUOUS, priceUnit } from 'spacedock';
 *
 * const r = priceUnit('3d6 eZap CONT:U');
 * if (!r.ok || r.value.advantages !== CONTINUOUS.factor + CONTINUOUS.uncontrolledExtra) throw new Error('CONT:U is 1.5');
 * ```
 */
export const CONTINUOUS = /* @__PURE__ */ deepFreeze({
  factor: 1.0,
  uncontrolledExtra: 0.5,
  source: seed001('[CONT] CONTINUOUS'),
} as const);

/** The six 60-degree firing arcs, as letters A (dead ahead) to F, clockwise. */
export type Arc = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';

/**
 * `ARC:<arcs>` firing arcs: the first arc is free, each further one costs 0.25. The letters
 * (A dead ahead, then clockwise to F) are ours; the book names no arcs.
 *
 * @example
 * ```ts
 * import { FIRING_ARCS, priceUnit } from 'spacedock';
 *
 * const r = priceUnit('3d6 eZap ARC:ABC'); // two arcs beyond the free one
 * if (!r.ok || r.value.advantages !== 2 * FIRING_ARCS.factorPerExtraArc) throw new Error('ARC:ABC is 0.5');
 * ```
 */
export const FIRING_ARCS = /* @__PURE__ */ deepFreeze({
  letters: ['A', 'B', 'C', 'D', 'E', 'F'] as readonly Arc[],
  freeArcs: 1,
  factorPerExtraArc: 0.25,
  source: seed001('[ARC:xyz] FIRING ARC'),
  lettersSource: ours('notation: ARC letters'),
} as const);

/** The shapes an area effect (`AE:`) can take: a radius, a cone, a line, or a single hex. */
export type AreaShape = 'radius' | 'cone' | 'line' | 'hex';

/**
 * `AE:` area effect shapes with their letter and factor, and the selective option (`s`) that
 * spares chosen targets (reference notes: AE; the book uses AE without defining it).
 *
 * @example
 * ```ts
 * import { AREA_EFFECTS, priceUnit } from 'spacedock';
 *
 * const radius = AREA_EFFECTS.shapes.find((s) => s.letter === 'R'); // { shape: 'radius', factor: 1, ... }
 * const r = priceUnit('3d6 eZap AE:R15s');
 * if (!r.ok || r.value.advantages !== radius!.factor + AREA_EFFECTS.selectiveFactor) throw new Error('AE:R15s is 1.25');
 * ```
 */
export const AREA_EFFECTS: {
  readonly shapes: readonly {
    readonly shape: AreaShape;
    readonly letter: 'R' | 'C' | 'L' | 'H';
    /** Whether the shape takes a size in hexes (`AE:R150`); the single hex does not. */
    readonly sized: boolean;
    readonly factor: number;
  }[];
  readonly selectiveFactor: number;
  readonly source: SourceRef;
} = /* @__PURE__ */ deepFreeze({
  shapes: [
    { shape: 'radius', letter: 'R', sized: true, factor: 1.0 },
    { shape: 'cone', letter: 'C', sized: true, factor: 1.0 },
    { shape: 'line', letter: 'L', sized: true, factor: 1.0 },
    { shape: 'hex', letter: 'H', sized: false, factor: 0.5 },
  ],
  selectiveFactor: 0.25,
  source: notes('Modifiers used but never defined: AE'),
});

/**
 * `LIMIT` limited effect disadvantages: a factor from 0.25 to 2.0 in steps of 0.25; 0.5 when
 * none is written (ruling 7).
 *
 * @example
 * ```ts
 * import { LIMITED_EFFECT, priceUnit } from 'spacedock';
 *
 * const r = priceUnit('3d6 eZap LIMIT="only at night"');
 * if (!r.ok || r.value.disadvantages !== LIMITED_EFFECT.defaultFactor) throw new Error('an unwritten factor is 0.5');
 * if (priceUnit('3d6 eZap LIMIT:3="x"').ok) throw new Error(`the factor stops at ${LIMITED_EFFECT.max}`);
 * ```
 */
export const LIMITED_EFFECT = /* @__PURE__ */ deepFreeze({
  min: 0.25,
  max: 2.0,
  step: 0.25,
  defaultFactor: 0.5,
  source: notes('Contradictions and rulings 7: LIMIT factor'),
} as const);

/**
 * Damage Resistance steps: points bought and the multiplier they apply to damage taken (10
 * points take a quarter off, 40 points three quarters).
 *
 * @example
 * ```ts
 * import { DAMAGE_RESISTANCE_STEPS, priceUnit } from 'spacedock';
 *
 * const step = DAMAGE_RESISTANCE_STEPS.rows.find((r) => r.points === 20); // { points: 20, multiplier: 0.5 }
 * const r = priceUnit('20 Damage Resistance');
 * if (!r.ok || r.value.basic !== 20 || step?.multiplier !== 0.5) throw new Error('20 points halve damage');
 * ```
 */
export const DAMAGE_RESISTANCE_STEPS: {
  readonly rows: readonly { readonly points: number; readonly multiplier: number }[];
  readonly source: SourceRef;
} = /* @__PURE__ */ deepFreeze({
  rows: [
    { points: 10, multiplier: 0.75 },
    { points: 20, multiplier: 0.5 },
    { points: 40, multiplier: 0.25 },
  ],
  source: seed001('DAMAGE RESISTANCE'),
});
