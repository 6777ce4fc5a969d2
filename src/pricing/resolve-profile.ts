import { describeValue } from '../diagnostics/describe.js';
import { pathJoin } from '../diagnostics/path.js';
import { report, type Report } from '../diagnostics/report.js';
import type { SourceRef } from '../rules/source.js';
import { LIMITED_EFFECT } from '../rules/tables.js';
import { DEFAULT_PROFILE, MAX_BOX_POINTS, PROFILES, type BoxPoints, type PricingProfile, type ProfileName, type RangeBasis, type RoundedQuantity, type TieRule } from './profile.js';

/**
 * Some options of a profile laid over a ready-made one: `base` names it (`default` when absent),
 * a `rounding` or `boxPoints` object is merged with the base's (a `boxPoints.systems` given
 * replaces the base's list of labels); an option that is undefined is left out. The shape of a
 * design file's `profile:` mapping.
 */
export interface ProfileOptions {
  /** Ignored: a resolved profile is named for its readings (`default`, `hero` or `custom`). */
  readonly name?: PricingProfile['name'] | undefined;
  /** The ready-made profile the options are laid over (`default` when absent). */
  readonly base?: ProfileName | undefined;
  readonly powerDivisor?: number | undefined;
  readonly rangeBasis?: RangeBasis | undefined;
  readonly rangeFactor?: number | undefined;
  readonly limitDefaultFactor?: number | undefined;
  readonly rounding?: { readonly [Q in RoundedQuantity]?: TieRule | undefined } | undefined;
  readonly boxPoints?: { readonly [K in Exclude<keyof BoxPoints, 'systems'>]?: number | undefined } & { readonly systems?: BoxPoints['systems'] | undefined } | undefined;
}

/**
 * A profile as `priceUnit` accepts it: a ready-made one by name, a whole profile, or some of its
 * options laid over a ready-made one ({@link ProfileOptions}).
 */
export type ProfileInput = ProfileName | PricingProfile | ProfileOptions;

/**
 * The most labels a profile's `boxPoints.systems` may price: more than the catalog and the damage
 * chart have labels together, so that only a runaway list (made by a program) is refused, before
 * any of it is read.
 */
const MAX_PRICED_LABELS = 1000;

/** The longest label `boxPoints.systems` may price (no catalog label or chart name comes near it). */
const MAX_LABEL_LENGTH = 200;

const TIES: readonly TieRule[] = ['half-up', 'half-down', 'half-even'];
const QUANTITIES = ['active', 'build', 'power', 'range'] as const satisfies readonly RoundedQuantity[];
const BOX_KINDS = ['shield', 'hull', 'armor'] as const satisfies readonly (keyof BoxPoints)[];
const NAMES: readonly PricingProfile['name'][] = [...(Object.keys(PROFILES) as ProfileName[]), 'custom'];
const READY: readonly PricingProfile[] = Object.values(PROFILES);

/**
 * A copy of an object's own properties without those that are undefined (an option left out), or
 * undefined when it is not an object (reported).
 */
function copied(value: unknown, r: Report, at: string, what: string): Record<string, unknown> | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    report(r, 'invalid-profile', at, `${describeValue(value)} is not ${what}`);
    return undefined;
  }
  const out: Record<string, unknown> = { ...value };
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out;
}

/**
 * Turns a profile input into a whole, checked profile. Reports `invalid-profile` at the option's
 * path under `at` (`options.profile.powerDivisor`, `profile.boxPoints.systems.Lab`) and returns
 * undefined when a name is unknown or a value is out of range; a profile is returned only when
 * nothing was reported.
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
  let boxes: Record<string, unknown> = {};
  let systems: Record<string, unknown> | undefined;
  try {
    const top = copied(input, r, at, 'an object of profile options');
    if (top === undefined) return undefined;
    given = top;
    if (given['rounding'] !== undefined) {
      const ties = copied(given['rounding'], r, pathJoin(at, 'rounding'), 'an object of tie rules');
      if (ties === undefined) return undefined;
      rounding = ties;
    }
    if (given['boxPoints'] !== undefined) {
      const prices = copied(given['boxPoints'], r, pathJoin(at, 'boxPoints'), 'an object of box prices');
      if (prices === undefined) return undefined;
      boxes = prices;
      if (boxes['systems'] !== undefined) {
        systems = copied(boxes['systems'], r, pathJoin(pathJoin(at, 'boxPoints'), 'systems'), 'an object of prices by system label');
        if (systems === undefined) return undefined;
      }
    }
  } catch {
    report(r, 'invalid-profile', at, 'reading it threw an error');
    return undefined;
  }
  const named = given['name'] === undefined || NAMES.includes(given['name'] as PricingProfile['name']);
  if (!named) report(r, 'invalid-profile', pathJoin(at, 'name'), `${describeValue(given['name'])} is not one of ${NAMES.join(', ')}`);
  const baseName = given['base'];
  const base = baseName === undefined ? DEFAULT_PROFILE : typeof baseName === 'string' && Object.hasOwn(PROFILES, baseName) ? PROFILES[baseName as ProfileName] : undefined;
  if (base === undefined) {
    report(r, 'invalid-profile', pathJoin(at, 'base'), `${describeValue(baseName)} is not a ready-made profile: ${Object.keys(PROFILES).join(', ')}`);
    return undefined;
  }
  const { base: _base, ...options } = given;
  const profile = {
    ...base,
    ...options,
    rounding: { ...base.rounding, ...rounding },
    boxPoints: { ...base.boxPoints, ...boxes, systems: systems ?? base.boxPoints.systems },
  } as { -readonly [K in keyof PricingProfile]: PricingProfile[K] };
  if (!checkProfile(profile, r, at) || !named) return undefined;
  // The name says whose readings the numbers follow: a ready-made profile's when they are its.
  profile.name = READY.find((p) => sameReadings(p, profile))?.name ?? 'custom';
  return profile;
}

/** Whether two profiles read every passage the same way and price boxes alike (their names aside). */
function sameReadings(a: PricingProfile, b: PricingProfile): boolean {
  return (
    a.powerDivisor === b.powerDivisor &&
    a.rangeBasis === b.rangeBasis &&
    a.rangeFactor === b.rangeFactor &&
    a.limitDefaultFactor === b.limitDefaultFactor &&
    QUANTITIES.every((q) => a.rounding[q] === b.rounding[q]) &&
    BOX_KINDS.every((k) => a.boxPoints[k] === b.boxPoints[k]) &&
    samePrices(a.boxPoints.systems, b.boxPoints.systems)
  );
}

/** Whether two lists of prices by label charge the same for every label (case aside; a price of 0 is no price). */
function samePrices(a: BoxPoints['systems'], b: BoxPoints['systems']): boolean {
  const charged = (prices: BoxPoints['systems']): string[] =>
    Object.entries(prices)
      .filter(([, n]) => n !== 0)
      .map(([label, n]) => `${label.toLowerCase()}\u0000${n}`)
      .sort();
  return charged(a).join('\u0001') === charged(b).join('\u0001');
}

/** Checks each option, reporting every one out of range; true when all are fine. */
function checkProfile(p: PricingProfile, r: Report, at: string): boolean {
  let ok = true;
  const bad = (path: string, message: string, source?: SourceRef): void => {
    ok = false;
    report(r, 'invalid-profile', path, message, source);
  };
  if (!(typeof p.powerDivisor === 'number' && Number.isFinite(p.powerDivisor) && p.powerDivisor > 0)) bad(pathJoin(at, 'powerDivisor'), `${describeValue(p.powerDivisor)} is not a positive number`);
  if (!(typeof p.rangeFactor === 'number' && Number.isFinite(p.rangeFactor) && p.rangeFactor >= 0)) bad(pathJoin(at, 'rangeFactor'), `${describeValue(p.rangeFactor)} is not a number of 0 or more`);
  if (p.rangeBasis !== 'basic' && p.rangeBasis !== 'active' && p.rangeBasis !== 'build') bad(pathJoin(at, 'rangeBasis'), `${describeValue(p.rangeBasis)} is not basic, active or build`);
  const f = p.limitDefaultFactor;
  if (!(typeof f === 'number' && f >= LIMITED_EFFECT.min && f <= LIMITED_EFFECT.max && Number.isInteger(f / LIMITED_EFFECT.step))) {
    bad(pathJoin(at, 'limitDefaultFactor'), `${describeValue(f)} is not a multiple of ${LIMITED_EFFECT.step} from ${LIMITED_EFFECT.min} to ${LIMITED_EFFECT.max}`, LIMITED_EFFECT.source);
  }
  for (const q of QUANTITIES) {
    const tie = p.rounding[q];
    if (!TIES.includes(tie)) bad(pathJoin(pathJoin(at, 'rounding'), q), `${describeValue(tie)} is not one of ${TIES.join(', ')}`);
  }
  const boxes = pathJoin(at, 'boxPoints');
  for (const k of BOX_KINDS) if (!isPrice(p.boxPoints[k])) bad(pathJoin(boxes, k), notAPrice(p.boxPoints[k]));
  const labels = Object.keys(p.boxPoints.systems);
  const systems = pathJoin(boxes, 'systems');
  if (labels.length > MAX_PRICED_LABELS) {
    bad(systems, `${labels.length} labels are priced; a profile prices at most ${MAX_PRICED_LABELS}`);
    return false;
  }
  const seen = new Map<string, string>();
  for (const label of labels) {
    const here = pathJoin(systems, label);
    const price = p.boxPoints.systems[label];
    if (label.trim() === '' || label.length > MAX_LABEL_LENGTH) bad(here, `a system label has 1 to ${MAX_LABEL_LENGTH} characters`);
    const earlier = seen.get(label.toLowerCase());
    if (earlier !== undefined) bad(here, `${describeValue(label)} is the label ${describeValue(earlier)} again (labels are read in any case)`);
    seen.set(label.toLowerCase(), label);
    if (!isPrice(price)) bad(here, notAPrice(price));
  }
  return ok;
}

/** Whether a value is a box price: a whole number from 0 to {@link MAX_BOX_POINTS}. */
const isPrice = (n: unknown): boolean => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 && n <= MAX_BOX_POINTS;

const notAPrice = (n: unknown): string => `${describeValue(n)} is not a whole number of points from 0 to ${MAX_BOX_POINTS}`;
