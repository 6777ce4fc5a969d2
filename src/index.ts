// Notation: parse, print.
export { parseUnit, formatUnit, formatModifier, MAX_UNIT_ITEMS } from './notation/index.js';
export type {
  UnitSpec,
  FunctionNode,
  DamageFunction,
  DefenseFunction,
  FlashFunction,
  DarknessFunction,
  SensorListFunction,
  FlashDefenseFunction,
  SensorsFunction,
  DamageResistanceFunction,
  DrainFunction,
  DrainDefenseFunction,
  MissileFunction,
  TargetFunctionNode,
  Modifier,
  SimpleModifier,
  SimpleModifierCode,
  AutofireModifier,
  ChargesModifier,
  ContinuousModifier,
  ArcModifier,
  AreaModifier,
  RollModifier,
  ExtraTimeModifier,
  PowerMultiplierModifier,
  TriggerModifier,
  LimitModifier,
  DiceAmount,
  PointsAmount,
  NumberNode,
  TextNode,
  FlagNode,
} from './notation/index.js';

// Pricing.
export { priceUnit, DEFAULT_PROFILE, HERO_PROFILE, MAX_BOX_POINTS, PROFILES, PROFILE_OPTIONS } from './pricing/index.js';
export type {
  BoxPoints,
  PriceOptions,
  UnitPrice,
  MissilePrice,
  PriceTerm,
  ProfileInput,
  ProfileOptions,
  ProfileName,
  PricingProfile,
  ProfileOption,
  RangeBasis,
  RoundedQuantity,
  TieRule,
} from './pricing/index.js';

// Diagnostics.
export { DIAGNOSTIC_CODES, DIAGNOSTIC_MODULES, DIAGNOSTIC_SEVERITIES, DIAGNOSTIC_SUMMARIES, MAX_DIAGNOSTICS, formatDiagnostic, hasErrors, positionAt } from './diagnostics/index.js';
export type { Diagnostic, DiagnosticCode, DiagnosticCodeInfo, DiagnosticModule, Failure, FormatDiagnosticOptions, Position, Result, Severity, Span, Success } from './diagnostics/index.js';

// Dice: the rolls every rule set shares (the combat math, the damage chart, lock-on).
export { MAX_ROLL_DICE, roll2d6, rollDice, scriptedDice, seededDice, sumDistribution } from './dice/index.js';
export type { Dice, ScriptedDice } from './dice/index.js';

// Rule tables.
export {
  FUNCTIONS,
  FUNCTION_KINDS,
  SENSOR_MODES,
  DAMAGE_TYPES,
  MISSILE_BASE,
  MODIFIERS,
  MODIFIER_CODES,
  MODIFIER_CONFLICTS,
  ACTIVATION_ROLLS,
  BURNOUT_ROLLS,
  BURNOUT_ROLLS_WITH_CHARGES,
  JAMMED_ROLLS,
  CHARGES,
  EXTRA_TIME,
  POWER_MULTIPLIERS,
  AUTOFIRE,
  FIRING_ARCS,
  AREA_EFFECTS,
  LIMITED_EFFECT,
  DAMAGE_RESISTANCE_STEPS,
  CONTINUOUS,
  FUNCTION_COSTS,
  FACTOR_RANGES,
  costText,
  MISSILE_OPTIONS,
  ROLL_UNDER_3D6,
  rollUnder3d6,
} from './rules/index.js';
export type {
  FactorRange,
  SourceRef,
  RuleValue,
  SourceBook,
  FunctionKind,
  FunctionRule,
  FunctionArgs,
  FunctionRole,
  AmountKind,
  SensorMode,
  DamageType,
  ModifierCode,
  ModifierRule,
  ModifierSide,
  ModifierParams,
  ModifierRequirement,
  RollRow,
  RollTable,
  ChargesRow,
  Arc,
  AreaShape,
  FunctionCost,
  MissileOption,
  RollChance,
} from './rules/index.js';
