import fc from 'fast-check';
import type { Modifier, UnitSpec } from '../../src/index.js';

/**
 * Generators of unit ASTs for round-trip properties. Written from the notation spec, not from
 * the parser: each function gets modifiers that are legal on it, so most generated units are
 * valid; the properties also cover the rest.
 */
const S = { start: 0, end: 0 };
const num = (max = 1000) => fc.integer({ min: 1, max });
const bigNum = fc.oneof(num(), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }));
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom('Laser', 'only vs. missiles', 'a "quoted" word', 'back\\slash', 'two\nlines', 'tab\there'),
);
const sensorType = fc.oneof(
  fc.constantFrom('radar', 'lidar', 'optics', 'thermal', 'Gravitic', 'sub-space', 'tachyon_2', 'rädar'),
  fc.stringMatching(/^q[a-z0-9]{0,6}$/),
);
const sensorList = fc.uniqueArray(sensorType, { minLength: 1, maxLength: 4, selector: (s) => s.toLowerCase() }).map((xs) => xs.map((value) => ({ value, span: S })));
const damageType = fc.option(fc.constantFrom('energy', 'physical', 'crew') as fc.Arbitrary<'energy' | 'physical' | 'crew'>, { nil: undefined });
const dice = bigNum.map((count) => ({ type: 'dice' as const, count, span: S }));
const points = bigNum.map((value) => ({ type: 'points' as const, value, span: S }));
const withOpt = <T extends object, K extends string, V>(base: T, key: K, v: V | undefined): T =>
  v === undefined ? base : ({ ...base, [key]: v } as T);

const quarter = fc.integer({ min: 1, max: 8 }).map((q) => q / 4);

/** Modifiers legal on an attack with range and power (a Zap, or with `beam` false a ranged Shock), in any order, without repeats. */
const attackModifiers = (beam: boolean): fc.Arbitrary<Modifier[]> => fc
  .record({
    simple: fc.subarray(['AP', 'EX', 'PEN', 'NB', 'RNGN', 'IMMUNE', 'DELAY', 'OTHER', ...(beam ? (['BM'] as const) : []), 'RNG-', 'DISPEL', 'INTR'] as const),
    rngx: fc.integer({ min: 0, max: 3 }),
    rngDiv: fc.integer({ min: 0, max: 2 }),
    auto: fc.option(fc.option(fc.integer({ min: 0, max: 10 }).map((k) => 5 * 2 ** k), { nil: undefined }), { nil: null }),
    cont: fc.option(fc.boolean(), { nil: undefined }),
    arcOrSpinal: fc.option(fc.oneof(fc.constant('SPINAL' as const), fc.shuffledSubarray(['A', 'B', 'C', 'D', 'E', 'F'] as const, { minLength: 1 })), { nil: undefined }),
    area: fc.option(
      fc.oneof(
        fc.record({ shape: fc.constantFrom('radius', 'cone', 'line') as fc.Arbitrary<'radius' | 'cone' | 'line'>, size: num(), selective: fc.boolean() }),
        fc.record({ shape: fc.constant('hex' as const), selective: fc.boolean() }),
      ),
      { nil: undefined },
    ),
    power: fc.option(fc.oneof(fc.constant('POW-' as const), fc.constant('POWZ' as const), fc.constantFrom(2, 3, 4, 5, 6, 7, 8, 10)), { nil: undefined }),
    act: fc.option(fc.constantFrom(8, 9, 10, 11, 12, 14, 15), { nil: undefined }),
    jam: fc.option(fc.constantFrom(8, 9, 10, 11, 12, 14, 15), { nil: undefined }),
    burn: fc.option(fc.constantFrom(8, 9, 10, 11, 12, 14), { nil: undefined }),
    xtime: fc.option(fc.constantFrom(1, 2, 4), { nil: undefined }),
    trigger: fc.option(text, { nil: undefined }),
    limits: fc.uniqueArray(fc.record({ factor: fc.option(quarter, { nil: undefined }), text }), { maxLength: 2, selector: (l) => l.text }),
  })
  .chain((r) => {
    const mods: Modifier[] = r.simple.map((code) => ({ code, span: S }));
    for (let i = 0; i < r.rngx; i++) mods.push({ code: 'RNGX', span: S });
    for (let i = 0; i < r.rngDiv; i++) mods.push({ code: 'RNG/', span: S });
    if (r.auto !== null) mods.push(withOpt({ code: 'AUTO', span: S }, 'shots', r.auto));
    if (r.cont !== undefined) mods.push({ code: 'CONT', uncontrolled: r.cont, span: S });
    if (r.arcOrSpinal === 'SPINAL') mods.push({ code: 'SPINAL', span: S });
    else if (r.arcOrSpinal !== undefined) mods.push({ code: 'ARC', arcs: r.arcOrSpinal, span: S });
    if (r.area !== undefined) mods.push({ code: 'AE', ...r.area, span: S });
    if (typeof r.power === 'string') mods.push({ code: r.power, span: S });
    else if (r.power !== undefined) mods.push({ code: 'POWX', multiplier: r.power, span: S });
    if (r.act !== undefined) mods.push({ code: 'ACT', roll: r.act, span: S });
    if (r.jam !== undefined) mods.push({ code: 'JAM', roll: r.jam, span: S });
    if (r.burn !== undefined) mods.push({ code: 'BURN', roll: r.burn, span: S });
    if (r.xtime !== undefined) mods.push({ code: 'XTIME', turns: r.xtime, span: S });
    if (r.trigger !== undefined) mods.push({ code: 'TRIGGER', text: { value: r.trigger, span: S }, span: S });
    for (const l of r.limits) mods.push(withOpt({ code: 'LIMIT', text: { value: l.text, span: S }, span: S }, 'factor', l.factor));
    return fc.shuffledSubarray(mods, { minLength: mods.length });
  });

/** Modifiers legal on any function: charges (with the burnout rolls that go with them) and limits. */
const anyModifiers: fc.Arbitrary<Modifier[]> = fc
  .record({
    charges: fc.option(fc.integer({ min: 1, max: 250 }), { nil: undefined }),
    burn: fc.option(fc.constantFrom(9, 12, 15), { nil: undefined }),
    immune: fc.boolean(),
    limit: fc.option(text, { nil: undefined }),
  })
  .map((r) => {
    const mods: Modifier[] = [];
    if (r.immune) mods.push({ code: 'IMMUNE', span: S });
    if (r.charges !== undefined) {
      mods.push({ code: 'CH', charges: r.charges, span: S });
      if (r.burn !== undefined) mods.push({ code: 'BURN', roll: r.burn, span: S });
    }
    if (r.limit !== undefined) mods.push({ code: 'LIMIT', text: { value: r.limit, span: S }, span: S });
    return mods;
  });

const functionNode = fc.oneof(
  fc.record({ kind: fc.constantFrom('shock', 'zap') as fc.Arbitrary<'shock' | 'zap'>, dice, dt: damageType }).map(({ kind, dice, dt }) =>
    withOpt({ kind, dice, span: S, nameSpan: S }, 'damageType', dt),
  ),
  fc.record({ points, dt: damageType }).map(({ points, dt }) => withOpt({ kind: 'defense' as const, points, span: S, nameSpan: S }, 'damageType', dt)),
  fc.record({ dice, sensors: sensorList }).map((r) => ({ kind: 'flash' as const, ...r, span: S, nameSpan: S })),
  fc.record({ radius: fc.nat(50), sensors: sensorList }).map((r) => ({ kind: 'darkness' as const, radius: { value: r.radius, span: S }, sensors: r.sensors, span: S, nameSpan: S })),
  fc.record({ kind: fc.constantFrom('illusion', 'invisibility') as fc.Arbitrary<'illusion' | 'invisibility'>, sensors: sensorList }).map((r) => ({ ...r, span: S, nameSpan: S })),
  fc.record({ points, sensor: sensorType }).map((r) => ({ kind: 'flash-defense' as const, points: r.points, sensor: { value: r.sensor, span: S }, span: S, nameSpan: S })),
  fc.record({ mode: fc.constantFrom('detection', 'targeting') as fc.Arbitrary<'detection' | 'targeting'>, sensor: sensorType }).map((r) => ({ kind: 'sensors' as const, mode: r.mode, sensor: { value: r.sensor, span: S }, span: S, nameSpan: S })),
  fc.constantFrom(10, 20, 40).map((value) => ({ kind: 'damage-resistance' as const, points: { type: 'points' as const, value, span: S }, span: S, nameSpan: S })),
  fc.record({ kind: fc.constantFrom('drain', 'drain-defense') as fc.Arbitrary<'drain' | 'drain-defense'>, dice, points, target: fc.constantFrom('shock', 'zap', 'defense', 'flash-defense', 'damage-resistance', 'missile') as fc.Arbitrary<'zap'> }).map((r) =>
    r.kind === 'drain'
      ? { kind: 'drain' as const, dice: r.dice, target: { kind: r.target, span: S }, span: S, nameSpan: S }
      : { kind: 'drain-defense' as const, points: r.points, target: { kind: r.target, span: S }, span: S, nameSpan: S },
  ),
);

const unitOf = (fn: fc.Arbitrary<UnitSpec['function']>, modifiers: fc.Arbitrary<Modifier[]>): fc.Arbitrary<UnitSpec> =>
  fc
    .record({ fn, modifiers, effect: fc.option(text, { nil: undefined }), power: fc.option(fc.nat(), { nil: undefined }), range: fc.option(fc.nat(), { nil: undefined }) })
    .map((r) => {
      let u: UnitSpec = { span: S, function: r.fn, modifiers: r.modifiers };
      u = withOpt(u, 'specialEffect', r.effect === undefined ? undefined : { value: r.effect, span: S });
      u = withOpt(u, 'power', r.power === undefined ? undefined : { value: r.power, span: S });
      return withOpt(u, 'range', r.range === undefined ? undefined : { value: r.range, span: S });
    });

const zapUnit = unitOf(
  fc.record({ dice, dt: damageType }).map(({ dice, dt }) => withOpt({ kind: 'zap' as const, dice, span: S, nameSpan: S }, 'damageType', dt)),
  attackModifiers(true),
);

/** A Shock made ranged with RNG, so that it takes every range modifier too. */
const rangedShockUnit = unitOf(
  fc.record({ dice, dt: damageType }).map(({ dice, dt }) => withOpt({ kind: 'shock' as const, dice, span: S, nameSpan: S }, 'damageType', dt)),
  attackModifiers(false).chain((mods) => fc.nat(mods.length).map((i) => [...mods.slice(0, i), { code: 'RNG' as const, span: S }, ...mods.slice(i)])),
);

/** Modifiers legal on a defense: HARD, one power modifier, an activation roll and the like. */
const defenseModifiers: fc.Arbitrary<Modifier[]> = fc
  .record({
    hard: fc.boolean(),
    other: fc.boolean(),
    power: fc.option(fc.oneof(fc.constantFrom('POW-', 'POWZ') as fc.Arbitrary<'POW-' | 'POWZ'>, fc.constantFrom(2, 3, 10)), { nil: undefined }),
    act: fc.option(fc.constantFrom(8, 11, 12, 14, 15), { nil: undefined }),
    limit: fc.option(fc.record({ factor: fc.option(quarter, { nil: undefined }), text }), { nil: undefined }),
  })
  .chain((r) => {
    const mods: Modifier[] = [];
    if (r.hard) mods.push({ code: 'HARD', span: S });
    if (r.other) mods.push({ code: 'OTHER', span: S });
    if (typeof r.power === 'string') mods.push({ code: r.power, span: S });
    else if (r.power !== undefined) mods.push({ code: 'POWX', multiplier: r.power, span: S });
    if (r.act !== undefined) mods.push({ code: 'ACT', roll: r.act, span: S });
    if (r.limit !== undefined) mods.push(withOpt({ code: 'LIMIT', text: { value: r.limit.text, span: S }, span: S }, 'factor', r.limit.factor));
    return fc.shuffledSubarray(mods, { minLength: mods.length });
  });

const defenseUnit = unitOf(
  fc.oneof(
    fc.record({ points, dt: damageType }).map(({ points, dt }) => withOpt({ kind: 'defense' as const, points, span: S, nameSpan: S }, 'damageType', dt)),
    fc.record({ points, target: fc.constantFrom('zap', 'shock', 'flash') as fc.Arbitrary<'zap'> }).map((r) => ({ kind: 'drain-defense' as const, points: r.points, target: { kind: r.target, span: S }, span: S, nameSpan: S })),
  ),
  defenseModifiers,
);

/** Darkness and Illusion made ranged (the seed mentions range for both), with a range step. */
const rangedSensorUnit = unitOf(
  fc.oneof(
    fc.record({ radius: fc.nat(50), sensors: sensorList }).map((r) => ({ kind: 'darkness' as const, radius: { value: r.radius, span: S }, sensors: r.sensors, span: S, nameSpan: S })),
    sensorList.map((sensors) => ({ kind: 'illusion' as const, sensors, span: S, nameSpan: S })),
  ),
  fc.constantFrom<Modifier[]>([{ code: 'RNG', span: S }], [{ code: 'RNG', span: S }, { code: 'RNGX', span: S }], [{ code: 'RNG/', span: S }, { code: 'RNG', span: S }]),
);

/** A warhead: a Shock or Zap unit, sometimes with a full set of attack modifiers. */
const warhead = fc.oneof(
  unitOf(
    fc.record({ kind: fc.constantFrom('shock', 'zap') as fc.Arbitrary<'shock'>, dice, dt: damageType }).map(({ kind, dice, dt }) => withOpt({ kind, dice, span: S, nameSpan: S }, 'damageType', dt)),
    anyModifiers,
  ),
  zapUnit,
);

const missileUnit = unitOf(
  fc
    .record({
      basic: fc.integer({ min: 5, max: Number.MAX_SAFE_INTEGER }).map((value) => ({ type: 'points' as const, value, span: S })),
      movement: fc.option(fc.integer({ min: 6, max: 60 }), { nil: undefined }),
      modeFactor: fc.option(fc.integer({ min: 2, max: 10 }), { nil: undefined }),
      endurance: fc.option(fc.integer({ min: 2, max: 10 }), { nil: undefined }),
      reusable: fc.boolean(),
      warhead,
    })
    .map((r) => {
      let m: UnitSpec['function'] = { kind: 'missile', basic: r.basic, span: S, nameSpan: S, warhead: r.warhead };
      m = withOpt(m, 'movement', r.movement === undefined ? undefined : { value: r.movement, span: S });
      m = withOpt(m, 'modeFactor', r.modeFactor === undefined ? undefined : { value: r.modeFactor, span: S });
      m = withOpt(m, 'endurance', r.endurance === undefined ? undefined : { value: r.endurance, span: S });
      return withOpt(m, 'reusable', r.reusable ? { span: S } : undefined);
    }),
  anyModifiers,
);

/** Unit ASTs that the notation accepts, with dummy spans. */
export const validUnit: fc.Arbitrary<UnitSpec> = fc.oneof(zapUnit, rangedShockUnit, defenseUnit, rangedSensorUnit, unitOf(functionNode, anyModifiers), missileUnit);
