import { failReport, finishReport, newReport } from '../../diagnostics/report.js';
import type { Result } from '../../diagnostics/result.js';
import { deepFreeze } from '../../rules/freeze.js';
import { seed000, type RuleValue } from '../../rules/source.js';
import { reportNeed } from '../../input/plain.js';

/** The shape of {@link BREEN_ARMOR}: the Breen armor rules, each with its source. */
export interface BreenArmorRules {
  /** Energy spent for each point of reinforcement (general reinforcement, as for shields). */
  readonly energyPerReinforcementPoint: RuleValue<number>;
  /** Whether the armor counts as shields for transporters and rules against unshielded targets. */
  readonly countsAsShields: RuleValue<boolean>;
  /** Whether weapons that do extra damage to shielded targets get that extra against it. */
  readonly extraDamageAgainstShields: RuleValue<boolean>;
}

/**
 * The Breen armor constants: shield-like for transporters (but no extra damage for weapons that
 * do more to shields), reinforced 2 energy for 1 point.
 *
 * @example
 * ```ts
 * import { BREEN_ARMOR, breenArmorReinforcement } from 'spacedock/damage';
 *
 * const r = breenArmorReinforcement(6);
 * if (!r.ok || r.value.points !== 6 / BREEN_ARMOR.energyPerReinforcementPoint.value) throw new Error('6 energy buy 3 points');
 * if (!BREEN_ARMOR.countsAsShields.value) throw new Error('Breen armor counts as shields for transporters');
 * ```
 */
export const BREEN_ARMOR: BreenArmorRules = /* @__PURE__ */ deepFreeze({
  energyPerReinforcementPoint: { value: 2, source: seed000('Armor, Breen') },
  countsAsShields: { value: true, source: seed000('Armor, Breen') },
  extraDamageAgainstShields: { value: false, source: seed000('Armor, Breen') },
});

/**
 * Whether Breen armor still makes the ship count as shielded for transporters and for weapons
 * with special rules against unshielded targets: true while at least one Breen armor box stands.
 * Anything that is not a positive whole number of boxes (including bad input) is false. The
 * armor never lets weapons that do extra damage to shields do that extra (see
 * {@link BREEN_ARMOR}).
 *
 * @example
 * ```ts
 * import { breenArmorActsAsShields } from 'spacedock/damage';
 *
 * if (!breenArmorActsAsShields(2)) throw new Error('standing Breen armor acts as shields');
 * // The armor is gone: transporters work as on an unshielded ship.
 * if (breenArmorActsAsShields(0)) throw new Error('no armor, no shield');
 * ```
 */
export function breenArmorActsAsShields(boxesLeft: number): boolean {
  return BREEN_ARMOR.countsAsShields.value && Number.isInteger(boxesLeft) && boxesLeft > 0;
}

/** What an amount of energy buys as Breen armor reinforcement. */
export interface BreenReinforcementOutcome {
  readonly points: number;
  readonly energyUsed: number;
  /** Energy that does not make up a whole point. */
  readonly energyLeft: number;
}

/**
 * The reinforcement bought for Breen armor with some energy, at general-reinforcement rates:
 * 2 energy per point, whole points only. Energy may be fractional (SFB energy often is), from 0
 * to 2^53 - 1; anything else is an `invalid-value` diagnostic (at the empty path: the one input).
 *
 * @example
 * ```ts
 * import { breenArmorReinforcement } from 'spacedock/damage';
 *
 * const r = breenArmorReinforcement(5); // { ok: true, value: { points: 2, energyUsed: 4, energyLeft: 1 }, diagnostics: [] }
 * if (!r.ok || r.value.points !== 2 || r.value.energyUsed !== 4 || r.value.energyLeft !== 1) throw new Error(JSON.stringify(r));
 * if (breenArmorReinforcement(-1).ok) throw new Error('negative energy is refused');
 * ```
 */
export function breenArmorReinforcement(energy: number): Result<BreenReinforcementOutcome> {
  const r = newReport();
  if (typeof energy !== 'number' || !Number.isFinite(energy) || energy < 0 || energy > Number.MAX_SAFE_INTEGER) {
    reportNeed(r, '', energy, 'an amount of energy from 0 to 2^53 - 1');
    return failReport(r);
  }
  const cost = BREEN_ARMOR.energyPerReinforcementPoint.value;
  const points = Math.floor(energy / cost);
  const energyUsed = points * cost;
  return finishReport(r, { points, energyUsed, energyLeft: energy - energyUsed });
}
