import { describe, expect, it } from 'vitest';
import { DEFAULT_PROFILE, HERO_PROFILE, MAX_BOX_POINTS, PROFILE_OPTIONS, PROFILES, parseUnit, priceUnit, ROLL_UNDER_3D6, rollUnder3d6, type Diagnostic, type PriceOptions, type ProfileName, type UnitPrice } from '../../src/index.js';
import type { Equal, Expect } from '../api/one-result.types.js';

// The names of the ready-made profiles are a closed set, and the types say so: a misspelt name
// does not compile, and a price names its profile from the same set (or `custom`).
export type ProfileNamesAreClosed = Expect<Equal<ProfileName, 'default' | 'hero'>>;
export type PricesNameTheirProfile = Expect<Equal<UnitPrice['profile'], 'default' | 'hero' | 'custom'>>;
export type ProfilesKeyedByName = Expect<Equal<keyof typeof PROFILES, ProfileName>>;
// @ts-expect-error: no profile is called 'heroic'.
export const misspelt: PriceOptions = { profile: 'heroic' };

const price = (spec: string, profile?: Parameters<typeof priceUnit>[1]) => {
  const r = priceUnit(spec, profile);
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return r.value;
};

describe('rule profiles', () => {
  it('default: power = active / 5, range = build x 1, ties half up', () => {
    expect(price('3d6 eZap AP').active).toBe(23); // 22.5 -> 23
    expect(price('3d6 eZap AP').power).toBe(5); // 23 / 5 = 4.6
    expect(price('3d6 eZap AP RNG-').range).toBe(18);
  });

  it('hero: ties go the designer\'s way', () => {
    const p = price('3d6 eZap AP', { profile: 'hero' });
    expect(p.active).toBe(22); // 22.5 -> 22, cheaper
    expect(p.profile).toBe('hero');
    expect(price('9 eDefense LIMIT:1="x"', { profile: HERO_PROFILE.name }).build).toBe(4); // 4.5 -> 4
    expect(price('9 eDefense LIMIT:1="x"', { profile: HERO_PROFILE }).profile).toBe('hero');
    expect(price('9 eDefense LIMIT:1="x"').build).toBe(5);
    const longer = price('1d6 eZap', { profile: { ...HERO_PROFILE, rangeFactor: 0.5 } });
    expect(longer.range).toBe(3); // 2.5 -> 3, longer
    expect(longer.profile).toBe('custom'); // not the hero readings any more, whatever its name said
    expect(price('1d6 eZap', { profile: { ...HERO_PROFILE, rangeFactor: 0.5, rounding: { range: 'half-down' } } }).range).toBe(2);
  });

  it('a price names the profile whose readings it used', () => {
    expect(price('3d6 eZap').profile).toBe('default');
    expect(price('3d6 eZap', { profile: 'hero' }).profile).toBe('hero');
    expect(price('3d6 eZap', { profile: { powerDivisor: 5 } }).profile).toBe('default'); // options that change nothing
    expect(price('3d6 eZap', { profile: { ...DEFAULT_PROFILE, rounding: HERO_PROFILE.rounding } }).profile).toBe('hero');
    expect(price('3d6 eZap', { profile: { name: 'hero', powerDivisor: 10 } }).profile).toBe('custom');
  });

  it('options laid over the default', () => {
    expect(price('3d6 eZap AP', { profile: { powerDivisor: 10 } }).power).toBe(2); // 23 / 10 = 2.3
    expect(price('3d6 eZap AP', { profile: { rangeBasis: 'basic', rangeFactor: 5 } }).range).toBe(75); // HERO's RNG: basic x 5
    expect(price('3d6 eZap AP', { profile: { rangeBasis: 'active' } }).range).toBe(23);
    expect(price('9 eDefense LIMIT="x"', { profile: { limitDefaultFactor: 1.25 } }).build).toBe(4);
    expect(price('3d6 eZap AP', { profile: { rounding: { active: 'half-even' } } }).active).toBe(22);
    expect(price('3d6 eZap AP', { profile: { powerDivisor: 7.5 } }).power).toBe(3); // 23 / 7.5 = 3.07
  });

  it('rejects options out of range, each at its path under options, with no span', () => {
    const r = priceUnit('3d6 eZap', { profile: { powerDivisor: 0, rangeFactor: -1, limitDefaultFactor: 0.3, rounding: { power: 'up' as never } } });
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map((d) => [d.code, d.path, d.message, d.span])).toEqual([
      ['invalid-profile', 'options.profile.powerDivisor', '0 is not a positive number', undefined],
      ['invalid-profile', 'options.profile.rangeFactor', '-1 is not a number of 0 or more', undefined],
      ['invalid-profile', 'options.profile.limitDefaultFactor', '0.3 is not a multiple of 0.25 from 0.25 to 2', undefined],
      ['invalid-profile', 'options.profile.rounding.power', '"up" is not one of half-up, half-down, half-even', undefined],
    ]);
    // The LIMIT factor is a rule of the book's table; the others are the profile's own bounds.
    expect(r.diagnostics[2]?.source).toEqual({ book: 'spacedock rulings', entry: 'Contradictions and rulings 7: LIMIT factor' });
    expect(r.diagnostics[0]?.source).toBeUndefined();
    const unknown: Diagnostic | undefined = priceUnit('3d6 eZap', { profile: 'nonesuch' as ProfileName }).diagnostics[0];
    expect(unknown).toMatchObject({ code: 'invalid-profile', path: 'options.profile' });
    expect(unknown?.message).toContain('default, hero');
    expect(priceUnit('3d6 eZap', { profile: { name: 'house' as never } }).diagnostics.map((d) => [d.path, d.message])).toEqual([['options.profile.name', '"house" is not one of default, hero, custom']]);
  });

  it('documents every option with the passage it settles', () => {
    const options = PROFILE_OPTIONS.map((o) => o.option);
    for (const key of Object.keys(DEFAULT_PROFILE)) {
      if (key === 'name') continue;
      if (key === 'rounding') for (const q of Object.keys(DEFAULT_PROFILE.rounding)) expect(options).toContain(`rounding.${q}`);
      else if (key === 'boxPoints') for (const k of Object.keys(DEFAULT_PROFILE.boxPoints)) expect(options).toContain(`boxPoints.${k}`);
      else expect(options).toContain(key);
    }
    // Box prices are a homebrew's: the book has none, so their source is ours.
    expect(PROFILE_OPTIONS.filter((o) => o.option.startsWith('boxPoints.')).map((o) => o.source.book)).toEqual(['spacedock', 'spacedock', 'spacedock', 'spacedock']);
  });

  it('prices no box in the ready-made profiles; a profile that prices one is custom', () => {
    for (const p of [DEFAULT_PROFILE, HERO_PROFILE]) expect(p.boxPoints).toEqual({ shield: 0, hull: 0, armor: 0, systems: {} });
    expect(price('3d6 eZap', { profile: { boxPoints: { shield: 1 } } }).profile).toBe('custom');
    expect(price('3d6 eZap', { profile: { boxPoints: { systems: { Lab: 2 } } } }).profile).toBe('custom');
    // Prices of 0 are no prices: the default's readings.
    expect(price('3d6 eZap', { profile: { boxPoints: { shield: 0, systems: { Lab: 0 } } } }).profile).toBe('default');
    // Box prices never change a unit's own price.
    expect(price('3d6 eZap AP', { profile: { boxPoints: { shield: 5, hull: 3 } } })).toMatchObject({ active: 23, build: 23, power: 5 });
  });

  it('lays options over the base profile it names', () => {
    expect(price('3d6 eZap AP', { profile: { base: 'hero' } }).profile).toBe('hero');
    expect(price('3d6 eZap AP', { profile: { base: 'hero' } }).active).toBe(22);
    const p = price('3d6 eZap AP', { profile: { base: 'hero', powerDivisor: 10 } });
    expect([p.active, p.power, p.profile]).toEqual([22, 2, 'custom']); // hero's ties, 22 / 10 = 2.2
    expect(priceUnit('3d6 eZap', { profile: { base: 'heroic' as never } }).diagnostics.map((d) => [d.path, d.message])).toEqual([['options.profile.base', '"heroic" is not a ready-made profile: default, hero']]);
  });

  it('refuses box prices that are not whole numbers from 0 to MAX_BOX_POINTS, and a label twice', () => {
    const r = priceUnit('3d6 eZap', { profile: { boxPoints: { shield: -1, hull: 1.5, armor: MAX_BOX_POINTS + 1, systems: { Lab: 2, lab: 3, Bridge: Number.NaN, '': 1 } } } });
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map((d) => [d.code, d.path])).toEqual([
      ['invalid-profile', 'options.profile.boxPoints.shield'],
      ['invalid-profile', 'options.profile.boxPoints.hull'],
      ['invalid-profile', 'options.profile.boxPoints.armor'],
      ['invalid-profile', 'options.profile.boxPoints.systems.lab'],
      ['invalid-profile', 'options.profile.boxPoints.systems.Bridge'],
      ['invalid-profile', 'options.profile.boxPoints.systems[""]'],
    ]);
    expect(r.diagnostics[0]?.message).toBe(`-1 is not a whole number of points from 0 to ${MAX_BOX_POINTS}`);
    expect(r.diagnostics[3]?.message).toBe('"lab" is the label "Lab" again (labels are read in any case)');
    expect(priceUnit('3d6 eZap', { profile: { boxPoints: { systems: ['Lab'] as never } } }).diagnostics.map((d) => d.path)).toEqual(['options.profile.boxPoints.systems']);
    expect(priceUnit('3d6 eZap', { profile: { boxPoints: 3 as never } }).diagnostics.map((d) => d.path)).toEqual(['options.profile.boxPoints']);
    expect(priceUnit('3d6 eZap', { profile: [] as never }).diagnostics.map((d) => [d.path, d.message])).toEqual([['options.profile', 'an array is not an object of profile options']]);
    const many = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`L${i}`, 1]));
    expect(priceUnit('3d6 eZap', { profile: { boxPoints: { systems: many } } }).diagnostics.map((d) => [d.path, d.message])).toEqual([['options.profile.boxPoints.systems', '1001 labels are priced; a profile prices at most 1000']]);
  });
});

describe('3d6 roll-under chances', () => {
  it('are exact counts over 216', () => {
    expect(ROLL_UNDER_3D6.rows.map((r) => r.ways)).toEqual([1, 4, 10, 20, 35, 56, 81, 108, 135, 160, 181, 196, 206, 212, 215, 216]);
    expect(rollUnder3d6(12)).toBe(160 / 216);
    expect(rollUnder3d6(2)).toBe(0);
    expect(rollUnder3d6(18)).toBe(1);
  });
});

describe('priceUnit', () => {
  it('warns when declared values differ, pointing at them', () => {
    const src = '3d6 eZap AP p=4 rng=20';
    const r = priceUnit(src);
    expect(r.ok).toBe(true);
    const [p, rng] = r.diagnostics;
    expect(p?.code).toBe('declared-power-mismatch');
    expect(src.slice(p?.span?.start, p?.span?.end)).toBe('p=4');
    expect(p?.source).toEqual({ book: 'Ship Point System', entry: 'POWER' });
    expect(rng?.code).toBe('declared-range-mismatch');
    expect(src.slice(rng?.span?.start, rng?.span?.end)).toBe('rng=20');
    expect(rng?.source).toEqual({ book: 'Ship Point System', entry: 'RANGE' });
    expect(priceUnit('3d6 eZap AP p=5 rng=23').diagnostics).toEqual([]);
  });

  it('accounts for a missile\'s missile points and refuses an overspent one', () => {
    const ok = priceUnit('20 Missile move=10 mode=4 end=3 reusable (3d6 pShock 1CH)');
    expect(ok.ok && ok.value.missile).toMatchObject({
      missilePoints: 100,
      spent: { movement: 8, modeFactor: 10, endurance: 10, warhead: 3, reusable: 50, total: 81 },
      unspent: 19,
      turnMode: 2.5,
    });
    const over = priceUnit('5 Missile move=20 (3d6 pShock 1CH)');
    expect(over.ok).toBe(false);
    expect(over.diagnostics.map((d) => d.code)).toContain('missile-overspent');
    expect(over.diagnostics.find((d) => d.code === 'missile-overspent')?.source).toEqual({ book: 'Ship Point System', entry: 'MISSILE' });
  });

  it('counts only the larger of burnout and charges, and says which it dropped', () => {
    const r = priceUnit('3d6 eZap BURN9< 2CH');
    expect(r.ok && r.value.breakdown.map((t) => [t.code, t.factor, t.counted])).toEqual([
      ['BURN', 1.75, true],
      ['CH', 1.5, false],
    ]);
  });

  it('warns about an area larger than the basic points', () => {
    expect(priceUnit('1d6 eZap AE:R30').diagnostics.map((d) => d.code)).toEqual(['area-size-above-basic']);
  });

  it('refuses values beyond the safe integers instead of rounding them', () => {
    const r = priceUnit('9007199254740991d6 eZap');
    expect(r.ok).toBe(false);
    expect(r.diagnostics[0]?.code).toBe('points-too-large');
  });

  it('checks a unit that did not come straight from parseUnit', () => {
    const parsed = parseUnit('3d6 eShock');
    if (!parsed.ok) throw new Error('unreachable');
    expect(priceUnit(parsed.value).ok).toBe(true);
    const edited = { ...parsed.value, modifiers: [{ code: 'BM' as const, span: { start: 0, end: 0 } }] };
    const r = priceUnit(edited);
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map((d) => d.code)).toEqual(['modifier-not-applicable']);
    expect(JSON.parse(JSON.stringify(parsed.value))).toEqual(parsed.value);
  });

  it('reports a malformed unit object instead of throwing', () => {
    expect(priceUnit({} as never).diagnostics).toEqual([{ severity: 'error', code: 'invalid-unit', message: 'it is missing', path: 'unit.span' }]);
  });
});
