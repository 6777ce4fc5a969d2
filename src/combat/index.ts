/**
 * `spacedock/combat`: the unit combat math of the Ship Point System (the point system of the
 * root's notation and pricing): defenses with AP, PEN and HARD, Damage Resistance, explosions,
 * Reduced by Range, autofire, spreading a Zap, drains and DISPEL, flashes and needle beams.
 * Every function returns a `Result`; dice sources come from the root entry, `spacedock`.
 *
 * @module
 */
export { UNIT_DAMAGE_RULES } from './rules.js';
export {
  applyDefenses,
  defendRolls,
  type AttackTraits,
  type DamageResistanceMultiplier,
  type DefendedDamage,
  type DefenseEffect,
  type DefenseLayer,
  type DefenseOptions,
  type DefenseUnit,
  type RolledDefenseOptions,
} from './defenses.js';
export { explosionDice, rollExplosion, type Explosion, type ExplosionDice, type ExplosionOptions } from './explosion.js';
export { rangeReducedDice, type RangeReducedDice } from './range.js';
export { autofireHits, autofireMaxShots, type AutofireHits, type AutofireInput } from './autofire.js';
export { spreadZap, type SpreadZap, type SpreadZapOptions, type ZapSpreadMode } from './spread.js';
export {
  drainRecovery,
  drainSingleUse,
  rollDrain,
  zapDiceLeft,
  type DrainedZap,
  type DrainOptions,
  type DrainRecovery,
  type DrainRecoveryInput,
  type DrainRoll,
  type SingleUseDrain,
  type UnitDrain,
  type ZapDiceLeft,
} from './drain.js';
export { dispelOutcome, type DispelOutcome } from './dispel.js';
export { flashBlindTurns, rollFlash, type FlashDefenseUnit, type FlashEffect, type FlashOptions, type SensorBlindness } from './flash.js';
export { needleBeam, rollNeedleBeam, type NeedleBeamOptions, type NeedleBeamStrike, type RolledNeedleBeamOptions } from './needle-beam.js';
export { MAX_HEXES, MAX_LIST_ITEMS } from '../input/limits.js';
