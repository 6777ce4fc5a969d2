import { describeValue } from '../diagnostics/describe.js';
import { pathJoin } from '../diagnostics/path.js';
import { report, type Report } from '../diagnostics/report.js';
import type { SourceRef } from '../rules/source.js';
import { LIMITED_EFFECT } from '../rules/tables.js';
import { DEFAULT_PROFILE, PROFILES, type PricingProfile, type ProfileName, type RoundedQuantity, type TieRule } from './profile.js';

/**
 * A profile as `priceUnit` accepts it: a ready-made one by name, a whole profile, or some of its
 * options laid over {@link DEFAULT_PROFILE}.
 */
export type ProfileInput =
  | ProfileName
  | PricingProfile
  | (Partial<Omit<PricingProfile, 'rounding'>> & { readonly rounding?: Partial<PricingProfile['rounding']> });

const TIES: readonly TieRule[] = ['half-up', 'half-down', 'half-even'];
const QUANTITIES = ['active', 'build', 'power', 'range'] as const satisfies readonly RoundedQuantity[];
const NAMES: readonly PricingProfile['name'][] = [...(Object.keys(PROFILES) as ProfileName[]), 'custom'];
const READY: readonly PricingProfile[] = Object.values(PROFILES);

/**
 * Turns a profile input into a whole, checked profile. Reports `invalid-profile` at the option's
 * path under `at` (`options.profile.powerDivisor`) and returns undefined when a name is unknown or
 * a value is out of range; a profile is returned only when nothing was reported.
 */
export function resolveProfile(input: ProfileInput | undefined, r: Report, at: string): PricingProfile | undefined {
  if (input === undefined) return DEFAULT_PROFILE;
  if (typeof input === 'string') {
    const named = Object.hasOwn(PROFILES, input) ? PROFILES[input] : undefined;
    if (named === undefined) report(r, 'invalid-profile', at, `there is no profile ${describeValue(input)}; the profiles are ${Object.keys(PROFILES).join(', ')}`);
    return named;
  }
  if (input === null || typeof input !== 'object') {
    report(r, 'invalid-profile', at, `${describeValue(input)} is neither a profile name nor an object of profile options`);
    return undefined;
  }
  if (READY.includes(input as PricingProfile)) return input as PricingProfile;
  // Copied once, inside a try: a getter or a proxy trap may throw, or answer differently twice.
  let given: Record<string, unknown>;
  let rounding: Record<string, unknown> = {};
  try {
    given = { ...input };
    const ties = given['rounding'];
    if (ties !== undefined) {
      if (ties === null || typeof ties !== 'object') {
        report(r, 'invalid-profile', pathJoin(at, 'rounding'), `${describeValue(ties)} is not an object of tie rules`);
        return undefined;
      }
      rounding = { ...ties };
    }
  } catch {
    report(r, 'invalid-profile', at, 'reading it threw an error');
    return undefined;
  }
  const named = given['name'] === undefined || NAMES.includes(given['name'] as PricingProfile['name']);
  if (!named) report(r, 'invalid-profile', pathJoin(at, 'name'), `${describeValue(given['name'])} is not one of ${NAMES.join(', ')}`);
  const profile = {
    ...DEFAULT_PROFILE,
    ...given,
    rounding: { ...DEFAULT_PROFILE.rounding, ...rounding },
  } as { -readonly [K in keyof PricingProfile]: PricingProfile[K] };
  if (!checkProfile(profile, r, at) || !named) return undefined;
  // The name says whose readings the numbers follow: a ready-made profile's when they are its.
  profile.name = READY.find((p) => sameReadings(p, profile))?.name ?? 'custom';
  return profile;
}

/** Whether two profiles read every passage the same way (their names aside). */
function sameReadings(a: PricingProfile, b: PricingProfile): boolean {
  return (
    a.powerDivisor === b.powerDivisor &&
    a.rangeBasis === b.rangeBasis &&
    a.rangeFactor === b.rangeFactor &&
    a.limitDefaultFactor === b.limitDefaultFactor &&
    QUANTITIES.every((q) => a.rounding[q] === b.rounding[q])
  );
}

/** Checks each option, reporting every one out of range; true when all are fine. */
function checkProfile(p: PricingProfile, r: Report, at: string): boolean {
  let ok = true;
  const bad = (key: string, message: string, source?: SourceRef): void => {
    ok = false;
    report(r, 'invalid-profile', pathJoin(at, key), message, source);
  };
  const badTie = (q: RoundedQuantity, message: string): void => {
    ok = false;
    report(r, 'invalid-profile', pathJoin(pathJoin(at, 'rounding'), q), message);
  };
  if (!(typeof p.powerDivisor === 'number' && Number.isFinite(p.powerDivisor) && p.powerDivisor > 0)) bad('powerDivisor', `${describeValue(p.powerDivisor)} is not a positive number`);
  if (!(typeof p.rangeFactor === 'number' && Number.isFinite(p.rangeFactor) && p.rangeFactor >= 0)) bad('rangeFactor', `${describeValue(p.rangeFactor)} is not a number of 0 or more`);
  if (p.rangeBasis !== 'basic' && p.rangeBasis !== 'active' && p.rangeBasis !== 'build') bad('rangeBasis', `${describeValue(p.rangeBasis)} is not basic, active or build`);
  const f = p.limitDefaultFactor;
  if (!(typeof f === 'number' && f >= LIMITED_EFFECT.min && f <= LIMITED_EFFECT.max && Number.isInteger(f / LIMITED_EFFECT.step))) {
    bad('limitDefaultFactor', `${describeValue(f)} is not a multiple of ${LIMITED_EFFECT.step} from ${LIMITED_EFFECT.min} to ${LIMITED_EFFECT.max}`, LIMITED_EFFECT.source);
  }
  for (const q of QUANTITIES) {
    const tie = p.rounding[q];
    if (!TIES.includes(tie)) badTie(q, `${describeValue(tie)} is not one of ${TIES.join(', ')}`);
  }
  return ok;
}
