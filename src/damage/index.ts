export { seededDice, scriptedDice, rollDice, roll2d6, sumDistribution, type Dice, type ScriptedDice } from './dice.js';
export { DAMAGE_ALLOCATION_CHART, CHART_COLUMNS, type ChartCell, type ChartEntry, type DamageChart } from './chart.js';
export { buildShip } from './build-ship.js';
export {
  remaining,
  DEFAULT_TRACKS,
  PHASER_RANK,
  SHIP_SYSTEMS,
  type Armor,
  type ArmorKind,
  type BuildResult,
  type Boxes,
  type Facing,
  type Phaser,
  type ShipDescription,
  type ShipState,
  type ShipSystem,
  type Track,
} from './ship.js';
export { checkShipState } from './validate-ship.js';
export { MAX_BOXES, MAX_HEXES, MAX_LIST_ITEMS, MAX_ROLL_DICE, MAX_VOLLEY_EVENTS, MAX_VOLLEY_POINTS } from './limits.js';
export { shipFromCatalog, CATALOG_HIT_TO_SYSTEM, type CatalogShipDescription } from './from-catalog.js';
export { resolveVolley, type Volley, type VolleyEvent, type VolleyOptions, type VolleyResult, type VolleySummary, type VolleyUnit } from './volley.js';
export {
  UNIT_DAMAGE_RULES,
  applyDefenses,
  autofireHits,
  autofireMaxShots,
  defendRolls,
  dispelOutcome,
  drainRecovery,
  drainSingleUse,
  explosionDice,
  flashBlindTurns,
  needleBeam,
  rangeReducedDice,
  rollDrain,
  rollExplosion,
  rollFlash,
  rollNeedleBeam,
  spreadZap,
  zapDiceLeft,
  type AttackTraits,
  type AutofireHits,
  type DispelOutcome,
  type DrainRecovery,
  type DrainRoll,
  type Explosion,
  type ExplosionDice,
  type FlashDefenseUnit,
  type FlashEffect,
  type NeedleBeamStrike,
  type RangeReducedDice,
  type SingleUseDrain,
  type SpreadZap,
  type ZapDiceLeft,
  type DamageProblem,
  type DamageProblemCode,
  type DamageResistanceMultiplier,
  type DamageResult,
  type DefendedDamage,
  type DefenseLayer,
  type DefenseOptions,
  type DefenseUnit,
  type RolledDefenseOptions,
} from './unit-damage.js';
export * from './armor.js';
export * from './sensors.js';
export * from './cloak.js';
export type { RuleValue } from '../rules/source.js';
