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

/** `ACT<n><` activation roll disadvantages. The seed has no 13<. */
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

/** `BURN<n><` burnout disadvantages for a unit without charges (ruling 9 reads the garbled table). */
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

/** `BURN<n><` burnout disadvantages for a unit that also has charges (ruling 9). */
export const BURNOUT_ROLLS_WITH_CHARGES: RollTable = /* @__PURE__ */ deepFreeze({
  rows: [
    { roll: 9, factor: 1.75 },
    { roll: 12, factor: 1.0 },
    { roll: 15, factor: 0.5 },
  ],
  source: notes('Contradictions and rulings 9: burnout with charges'),
});

/** `JAM<n><` jammed disadvantages. The seed has no 13<. */
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

/** `<n>CH` charges: 1 to 250 charges. */
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

/** `XTIME<n>` extra time: 1, 2 or 4 turns. */
export const EXTRA_TIME: { readonly rows: readonly { readonly turns: number; readonly factor: number }[]; readonly source: SourceRef } = /* @__PURE__ */ deepFreeze({
  rows: [
    { turns: 1, factor: 0.5 },
    { turns: 2, factor: 1.0 },
    { turns: 4, factor: 1.5 },
  ],
  source: seed001('[XTIMEn] EXTRA TIME table'),
});

/** `POWX<n>` increased power consumption: x2 to x8 and x10. */
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

/** `AUTO`: 5 shots for 0.5; each further 0.25 doubles the shots. */
export const AUTOFIRE = /* @__PURE__ */ deepFreeze({
  baseShots: 5,
  baseFactor: 0.5,
  factorPerDoubling: 0.25,
  source: seed001('[AUTO] AUTOFIRE'),
} as const);

/** `CONT` 1.0; the uncontrolled option `CONT:U` adds 0.5. */
export const CONTINUOUS = /* @__PURE__ */ deepFreeze({
  factor: 1.0,
  uncontrolledExtra: 0.5,
  source: seed001('[CONT] CONTINUOUS'),
} as const);

/** The six 60-degree firing arcs, as letters A (dead ahead) to F, clockwise. */
export type Arc = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';

/** `ARC:<arcs>`: the first arc is free, each further one costs 0.25. The letters are ours. */
export const FIRING_ARCS = /* @__PURE__ */ deepFreeze({
  letters: ['A', 'B', 'C', 'D', 'E', 'F'] as readonly Arc[],
  freeArcs: 1,
  factorPerExtraArc: 0.25,
  source: seed001('[ARC:xyz] FIRING ARC'),
  lettersSource: ours('notation: ARC letters'),
} as const);

/** Area effect shapes. */
export type AreaShape = 'radius' | 'cone' | 'line' | 'hex';

/** `AE:` shapes with their letter and factor (reference notes: AE), and the selective option. */
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

/** `LIMIT`: a factor from 0.25 to 2.0 in steps of 0.25; 0.5 when none is written (ruling 7). */
export const LIMITED_EFFECT = /* @__PURE__ */ deepFreeze({
  min: 0.25,
  max: 2.0,
  step: 0.25,
  defaultFactor: 0.5,
  source: notes('Contradictions and rulings 7: LIMIT factor'),
} as const);

/** Damage Resistance steps: points bought and the damage multiplier they give. */
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
