import type { Report } from '../notation/parser.js';
import { describeValue } from '../diagnostics/describe.js';
import { emit } from '../diagnostics/sink.js';
import { LIMITED_EFFECT } from '../rules/tables.js';
import { DEFAULT_PROFILE, PROFILES, type PricingProfile, type RoundedQuantity, type TieRule } from './profile.js';

/** A profile as {@link priceUnit} accepts it: a name, a whole profile, or options over the default. */
export type ProfileInput =
  | string
  | (Partial<Omit<PricingProfile, 'rounding'>> & { readonly rounding?: Partial<PricingProfile['rounding']> });

const TIES: readonly TieRule[] = ['half-up', 'half-down', 'half-even'];

/**
 * Turns a profile input into a whole, checked profile. Reports `invalid-profile` and returns
 * undefined when a name is unknown or a value is out of range.
 */
export function resolveProfile(input: ProfileInput | undefined, report: Report): PricingProfile | undefined {
  if (input === undefined) return DEFAULT_PROFILE;
  if (typeof input === 'string') {
    const named = Object.hasOwn(PROFILES, input) ? PROFILES[input] : undefined;
    if (named === undefined) emit(report, 'invalid-profile', `there is no profile ${describeValue(input)}; the profiles are ${Object.keys(PROFILES).join(', ')}`, 0, 0);
    return named;
  }
  if (input === null || typeof input !== 'object') {
    emit(report, 'invalid-profile', `a profile is a profile name or an object of profile options, not ${describeValue(input)}`, 0, 0);
    return undefined;
  }
  // Copied once, inside a try: a getter or a proxy trap may throw, or answer differently twice.
  let given: Record<string, unknown>;
  let rounding: Record<string, unknown> = {};
  try {
    given = { ...input };
    const r = given['rounding'];
    if (r !== undefined) {
      if (r === null || typeof r !== 'object') {
        emit(report, 'invalid-profile', `rounding must be an object of tie rules, not ${describeValue(r)}`, 0, 0);
        return undefined;
      }
      rounding = { ...r };
    }
  } catch {
    emit(report, 'invalid-profile', 'the profile could not be read: one of its properties threw an error', 0, 0);
    return undefined;
  }
  const profile: PricingProfile = {
    ...DEFAULT_PROFILE,
    name: 'custom',
    ...given,
    rounding: { ...DEFAULT_PROFILE.rounding, ...rounding },
  } as PricingProfile;
  return checkProfile(profile, report);
}

function checkProfile(p: PricingProfile, report: Report): PricingProfile | undefined {
  let ok = true;
  const bad = (message: string): void => {
    ok = false;
    emit(report, 'invalid-profile', message, 0, 0);
  };
  if (typeof p.name !== 'string') bad(`name must be a string, not ${describeValue(p.name)}`);
  if (!(typeof p.powerDivisor === 'number' && Number.isFinite(p.powerDivisor) && p.powerDivisor > 0)) bad('powerDivisor must be a positive number');
  if (!(typeof p.rangeFactor === 'number' && Number.isFinite(p.rangeFactor) && p.rangeFactor >= 0)) bad('rangeFactor must be a number of 0 or more');
  if (p.rangeBasis !== 'basic' && p.rangeBasis !== 'active' && p.rangeBasis !== 'build') bad('rangeBasis must be basic, active or build');
  const f = p.limitDefaultFactor;
  if (!(typeof f === 'number' && f >= LIMITED_EFFECT.min && f <= LIMITED_EFFECT.max && Number.isInteger(f / LIMITED_EFFECT.step))) {
    bad(`limitDefaultFactor must be a multiple of ${LIMITED_EFFECT.step} from ${LIMITED_EFFECT.min} to ${LIMITED_EFFECT.max}`);
  }
  for (const q of ['active', 'build', 'power', 'range'] as const satisfies readonly RoundedQuantity[]) {
    if (!TIES.includes(p.rounding?.[q])) bad(`rounding.${q} must be one of ${TIES.join(', ')}`);
  }
  return ok ? p : undefined;
}
