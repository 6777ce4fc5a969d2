import { failReport, finishReport, newReport } from '../../diagnostics/report.js';
import type { Result } from '../../diagnostics/result.js';
import { deepFreeze } from '../../rules/freeze.js';
import { ours, seed000, type RuleValue } from '../../rules/source.js';
import { reportNeed } from '../../input/plain.js';
import { checkRecord, checkWhole, plainArg } from './check.js';

/** How a tenth of a hit is made a whole number under the neutronium hull coating. */
export type CoatingRounding = 'nearest' | 'down' | 'up';

/** The shape of {@link NEUTRONIUM_COATING}: the coating's tech limit, divisor and rounding, each with its source. */
export interface NeutroniumCoatingRules {
  /** Weapons of this tech level or lower are cut down. */
  readonly maxTech: RuleValue<number>;
  /** Damage from those weapons is divided by this. */
  readonly divisor: RuleValue<number>;
  /** The default rounding of the divided damage (the catalog gives none). */
  readonly rounding: RuleValue<CoatingRounding>;
}

/**
 * The neutronium hull coating constants: weapons of 7X or lower do a tenth, rounded to the
 * nearest whole point (halves up) by default. (The catalog spells the entry "Nuetronium".)
 *
 * @example
 * ```ts
 * import { NEUTRONIUM_COATING, applyNeutroniumCoating } from 'spacedock/damage';
 *
 * const r = applyNeutroniumCoating(30, NEUTRONIUM_COATING.maxTech.value); // a 7X weapon
 * if (!r.ok || r.value.damage !== 30 / NEUTRONIUM_COATING.divisor.value) throw new Error('a tenth: 3');
 * ```
 */
export const NEUTRONIUM_COATING: NeutroniumCoatingRules = /* @__PURE__ */ deepFreeze({
  maxTech: { value: 7, source: seed000('Nuetronium Hull Coating') },
  divisor: { value: 10, source: seed000('Nuetronium Hull Coating') },
  rounding: { value: 'nearest', source: ours('armor: coating tenth rounded to nearest, halves up') },
});

/** Options of {@link applyNeutroniumCoating}. */
export interface CoatingOptions {
  /** How the tenth is made whole; `nearest` (halves up) when left out. */
  readonly rounding?: CoatingRounding;
}

/** One hit after the neutronium hull coating. */
export interface CoatingOutcome {
  readonly damage: number;
  /** Whether the coating cut this hit (the weapon was 7X or lower). */
  readonly reduced: boolean;
}

/** Every rounding (a record, so that the compiler sees none is missing). */
const ROUNDINGS: { readonly [R in CoatingRounding]: true } = { nearest: true, down: true, up: true };
const OPTION_FIELDS: readonly string[] = ['rounding'];

/**
 * The damage of one separate hit on a ship with a neutronium hull coating: a weapon of tech 7X or
 * lower does a tenth, made whole by `rounding` (nearest, halves up, by default, so 1 to 4 points
 * do nothing and 5 to 14 do 1); an 8X or later weapon is not affected. Problems are diagnostics
 * at `damage`, `tech` or `options.rounding`.
 *
 * @example
 * ```ts
 * import { applyNeutroniumCoating } from 'spacedock/damage';
 *
 * const near = applyNeutroniumCoating(25, 6); // value: { damage: 3, reduced: true }
 * const down = applyNeutroniumCoating(25, 6, { rounding: 'down' }); // damage 2
 * const high = applyNeutroniumCoating(25, 8); // value: { damage: 25, reduced: false }
 * if (!near.ok || near.value.damage !== 3 || !down.ok || down.value.damage !== 2) throw new Error('2.5 rounds to 3, or down to 2');
 * if (!high.ok || high.value.damage !== 25 || high.value.reduced) throw new Error('8X weapons are not cut down');
 * ```
 */
export function applyNeutroniumCoating(damage: number, tech: number, options: CoatingOptions = {}): Result<CoatingOutcome> {
  const r = newReport();
  const read = plainArg(r, options, 'options');
  if (!read.ok) return failReport(r);
  checkWhole(r, damage, 'damage');
  checkWhole(r, tech, 'tech');
  let rounding: CoatingRounding = NEUTRONIUM_COATING.rounding.value;
  const o = checkRecord(r, read.value, 'options', 'the coating options (leave them out for the defaults)', OPTION_FIELDS);
  const given = o?.['rounding'];
  if (given !== undefined) {
    if (typeof given === 'string' && Object.hasOwn(ROUNDINGS, given)) rounding = given as CoatingRounding;
    else reportNeed(r, 'options.rounding', given, 'nearest, down or up');
  }
  if (r.failed) return failReport(r);
  if (tech > NEUTRONIUM_COATING.maxTech.value) return finishReport(r, { damage, reduced: false });
  return finishReport(r, { damage: coatedDamage(damage, rounding), reduced: true });
}

/**
 * A tenth of a whole amount of damage, made whole by `rounding` (internal: the helper above and the
 * volley share it). Whole-number arithmetic on quotient and remainder, so no float tenth can round
 * the wrong way.
 */
export function coatedDamage(damage: number, rounding: CoatingRounding = NEUTRONIUM_COATING.rounding.value): number {
  const d = NEUTRONIUM_COATING.divisor.value;
  const q = Math.floor(damage / d);
  const rest = damage - q * d;
  return rounding === 'down' ? q : rounding === 'up' ? q + (rest > 0 ? 1 : 0) : q + (2 * rest >= d ? 1 : 0);
}
