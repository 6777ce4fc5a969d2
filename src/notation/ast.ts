import type { Span } from '../diagnostics/diagnostic.js';
import type { DamageType, FunctionKind, SensorMode } from '../rules/functions.js';
import type { ModifierCode } from '../rules/modifiers.js';
import type { AreaShape, Arc } from '../rules/tables.js';

/** A number as written, with where it was written. */
export interface NumberNode {
  readonly value: number;
  readonly span: Span;
}

/** A word or quoted text as written (quotes and escapes removed). */
export interface TextNode {
  readonly value: string;
  readonly span: Span;
}

/** `3d6`: a number of six-sided dice. */
export interface DiceAmount {
  readonly type: 'dice';
  readonly count: number;
  readonly span: Span;
}

/** `9`: a number of points. */
export interface PointsAmount {
  readonly type: 'points';
  readonly value: number;
  readonly span: Span;
}

interface FunctionBase {
  /**
   * From the amount (or the name, when there is none) to the end of the fixed arguments
   * (`vs.` list, `=target`, radius). A missile's options and warhead may stand anywhere among
   * the items after it, so they carry their own spans and lie outside this one.
   */
  readonly span: Span;
  /** Where the function's name stands (`eZap`, `Flash Defense`). */
  readonly nameSpan: Span;
}

/** Shock, Zap: dice of damage of one damage type. */
export interface DamageFunction extends FunctionBase {
  readonly kind: 'shock' | 'zap';
  readonly dice: DiceAmount;
  /** Absent when the user wrote no `e`/`p`/`c` prefix (a warning). */
  readonly damageType?: DamageType;
}

/** Defense: points against one damage type. */
export interface DefenseFunction extends FunctionBase {
  readonly kind: 'defense';
  readonly points: PointsAmount;
  readonly damageType?: DamageType;
}

/** Flash: dice of blinding against a list of sensor types. */
export interface FlashFunction extends FunctionBase {
  readonly kind: 'flash';
  readonly dice: DiceAmount;
  readonly sensors: readonly TextNode[];
}

/** Darkness: a field of `radius` hexes around the centre hex (0 = the ship's hex only). */
export interface DarknessFunction extends FunctionBase {
  readonly kind: 'darkness';
  readonly radius: NumberNode;
  readonly sensors: readonly TextNode[];
}

/** Illusion, Invisibility: against a list of sensor types. */
export interface SensorListFunction extends FunctionBase {
  readonly kind: 'illusion' | 'invisibility';
  readonly sensors: readonly TextNode[];
}

/** Flash Defense: points protecting one sensor type. */
export interface FlashDefenseFunction extends FunctionBase {
  readonly kind: 'flash-defense';
  readonly points: PointsAmount;
  readonly sensor: TextNode;
}

/** Sensors: one detection or targeting sensor of one type. */
export interface SensorsFunction extends FunctionBase {
  readonly kind: 'sensors';
  readonly mode: SensorMode;
  readonly sensor: TextNode;
}

/** Damage Resistance: 10, 20 or 40 points. */
export interface DamageResistanceFunction extends FunctionBase {
  readonly kind: 'damage-resistance';
  readonly points: PointsAmount;
}

/** The function a Drain or Drain Defense unit works on. */
export interface TargetFunctionNode {
  readonly kind: FunctionKind;
  readonly span: Span;
}

/** Drain: dice of active points drained from units of one function. */
export interface DrainFunction extends FunctionBase {
  readonly kind: 'drain';
  readonly dice: DiceAmount;
  readonly target: TargetFunctionNode;
}

/** Drain Defense: points against drains of one function. */
export interface DrainDefenseFunction extends FunctionBase {
  readonly kind: 'drain-defense';
  readonly points: PointsAmount;
  readonly target: TargetFunctionNode;
}

/** A flag option that was written (`reusable`). */
export interface FlagNode {
  readonly span: Span;
}

/**
 * Missile: `basic` points buy five missile points each; the options are totals (movement in
 * hexes per turn, mode factor, endurance in turns) and are absent when not written, meaning
 * the free values of {@link MISSILE_OPTIONS}.
 */
export interface MissileFunction extends FunctionBase {
  readonly kind: 'missile';
  readonly basic: PointsAmount;
  readonly movement?: NumberNode;
  readonly modeFactor?: NumberNode;
  readonly endurance?: NumberNode;
  readonly reusable?: FlagNode;
  readonly warhead?: UnitSpec;
}

/** A unit's function with its arguments, discriminated by `kind`. */
export type FunctionNode =
  | DamageFunction
  | DefenseFunction
  | FlashFunction
  | DarknessFunction
  | SensorListFunction
  | FlashDefenseFunction
  | SensorsFunction
  | DamageResistanceFunction
  | DrainFunction
  | DrainDefenseFunction
  | MissileFunction;

/** Modifier codes that carry no parameter. */
export type SimpleModifierCode = Exclude<
  ModifierCode,
  'AUTO' | 'CH' | 'CONT' | 'ARC' | 'AE' | 'ACT' | 'BURN' | 'JAM' | 'XTIME' | 'POWX' | 'TRIGGER' | 'LIMIT'
>;

/** A modifier without parameters (`AP`, `RNG-`, `POWZ`, ...). */
export interface SimpleModifier {
  readonly code: SimpleModifierCode;
  readonly span: Span;
}

/** `AUTO` or `AUTO:<shots>`; `shots` is absent when not written (5 shots). */
export interface AutofireModifier {
  readonly code: 'AUTO';
  readonly shots?: number;
  readonly span: Span;
}

/** `<n>CH` charges: the unit can be used `charges` times, with no power needed. */
export interface ChargesModifier {
  readonly code: 'CH';
  readonly charges: number;
  readonly span: Span;
}

/** `CONT` or `CONT:U`: damage over later turns without a new to-hit roll; `uncontrolled` when the attack has its own store of power (`:U`). */
export interface ContinuousModifier {
  readonly code: 'CONT';
  readonly uncontrolled: boolean;
  readonly span: Span;
}

/** `ARC:<letters>`, the arcs in the order written. */
export interface ArcModifier {
  readonly code: 'ARC';
  readonly arcs: readonly Arc[];
  readonly span: Span;
}

/** `AE:R150`, `AE:C15s`, `AE:H`: shape, size in hexes (absent for `hex`), selective. */
export interface AreaModifier {
  readonly code: 'AE';
  readonly shape: AreaShape;
  readonly size?: number;
  readonly selective: boolean;
  readonly span: Span;
}

/** `ACT<n><`, `BURN<n><`, `JAM<n><`: roll `roll` or less on 3d6. */
export interface RollModifier {
  readonly code: 'ACT' | 'BURN' | 'JAM';
  readonly roll: number;
  readonly span: Span;
}

/** `XTIME<n>` extra time: the unit takes `turns` (1, 2 or 4) extra turns to use. */
export interface ExtraTimeModifier {
  readonly code: 'XTIME';
  readonly turns: number;
  readonly span: Span;
}

/** `POWX<n>` increased power consumption: the unit needs `multiplier` times its power. */
export interface PowerMultiplierModifier {
  readonly code: 'POWX';
  readonly multiplier: number;
  readonly span: Span;
}

/** `TRIGGER="text"`: the unit takes effect when the circumstance in `text` occurs (a mine). */
export interface TriggerModifier {
  readonly code: 'TRIGGER';
  readonly text: TextNode;
  readonly span: Span;
}

/** `LIMIT="text"` or `LIMIT:<factor>="text"`; `factor` absent when not written (0.5). */
export interface LimitModifier {
  readonly code: 'LIMIT';
  readonly factor?: number;
  readonly text: TextNode;
  readonly span: Span;
}

/** Any modifier, discriminated by `code`. */
export type Modifier =
  | SimpleModifier
  | AutofireModifier
  | ChargesModifier
  | ContinuousModifier
  | ArcModifier
  | AreaModifier
  | RollModifier
  | ExtraTimeModifier
  | PowerMultiplierModifier
  | TriggerModifier
  | LimitModifier;

/** A parsed unit specification such as `3d6 eZap "Laser" AP RNG- p=5 rng=23`. */
export interface UnitSpec {
  readonly span: Span;
  readonly function: FunctionNode;
  /** The quoted special effect (`"Laser"`). */
  readonly specialEffect?: TextNode;
  /** The modifiers in the order written. */
  readonly modifiers: readonly Modifier[];
  /** The declared power, `p=<n>`. */
  readonly power?: NumberNode;
  /** The declared range, `rng=<n>`. */
  readonly range?: NumberNode;
}
