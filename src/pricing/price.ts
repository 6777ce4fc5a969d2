import type { Diagnostic, Span } from '../diagnostics/diagnostic.js';
import { describeValue } from '../diagnostics/describe.js';
import { closeReport, failReport, newCoreReport as newReport, report as reportAt, type Report as PathReport } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { emit, finish, newSink } from '../diagnostics/sink.js';
import type { FunctionNode, UnitSpec } from '../notation/ast.js';
import { parseUnit } from '../notation/parse.js';
import type { Report } from '../notation/parser.js';
import { emitRule } from '../notation/rule-diagnostic.js';
import { validateUnit } from '../notation/validate.js';
import { isChecked } from '../notation/checked.js';
import { readUnitTree } from '../notation/tree.js';
import { FUNCTION_COSTS } from '../rules/costs.js';
import { FUNCTIONS, MISSILE_BASE, MISSILE_OPTIONS } from '../rules/functions.js';
import { seed001 } from '../rules/source.js';
import { AREA_EFFECTS } from '../rules/tables.js';
import { over, ratio, roundExact, roundRatio, times } from './exact.js';
import { termOf, type PriceTerm } from './factors.js';
import { resolveProfile, type ProfileInput } from './resolve-profile.js';
import { DEFAULT_PROFILE, type PricingProfile } from './profile.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A missile's missile-point account (Ship Point System, MISSILE). */
export interface MissilePrice {
  /** Basic points x 5. */
  readonly missilePoints: number;
  /** Missile points spent on each purchase, and in all. */
  readonly spent: {
    readonly movement: number;
    readonly modeFactor: number;
    readonly endurance: number;
    readonly warhead: number;
    readonly reusable: number;
    readonly total: number;
  };
  readonly unspent: number;
  /** Hexes per turn. */
  readonly movement: number;
  readonly modeFactor: number;
  /** Turns before it destroys itself. */
  readonly endurance: number;
  /** Hexes straight ahead before a turn: movement / mode factor (not rounded). */
  readonly turnMode: number;
  readonly reusable: boolean;
  /** The warhead's own price; its build points are paid in missile points. */
  readonly warhead?: UnitPrice;
}

/** The price of one unit: whole numbers as the rules compute them, with every factor explained. */
export interface UnitPrice {
  readonly basic: number;
  readonly active: number;
  readonly build: number;
  /** Power per use (per turn for defenses); 0 when the unit needs none. */
  readonly power: number;
  /** Maximum range in hexes; 0 for a unit without range (contact or own ship only). */
  readonly range: number;
  /** Whether the unit has range at all (Zap, Flash, or any function with `RNG`). */
  readonly ranged: boolean;
  /** Sum of the counted advantage factors. */
  readonly advantages: number;
  /** Sum of the counted disadvantage factors. */
  readonly disadvantages: number;
  /** Every modifier with its side and factor, in the order written. */
  readonly breakdown: readonly PriceTerm[];
  /**
   * The profile the numbers were computed with: a ready-made profile's name when its readings
   * were used (by name, as the object, or as options that come to the same), else `custom`.
   */
  readonly profile: PricingProfile['name'];
  readonly missile?: MissilePrice;
}

/** Options of {@link priceUnit}. */
export interface PriceOptions {
  /**
   * The rule profile: a ready-made one by name (`'default'`, `'hero'`), a full profile, or
   * some options laid over the default. See `PROFILE_OPTIONS`.
   */
  readonly profile?: ProfileInput;
}

/**
 * Prices a unit: basic, active and build points, power and range, per the rule profile.
 *
 * Takes the spec text or a {@link UnitSpec}. Never throws for user input; any error (in the
 * spec, the unit or the profile) makes `ok` false, and a price with `ok` true holds only whole
 * numbers up to 2^53 - 1 (and finite factors). A unit straight from `parseUnit` is priced as it
 * is; any other object (built by hand, read from JSON, an edited copy) is read field by field
 * first, and a malformed one is an `invalid-unit` error at the field's `path`, which starts with
 * the parameter's name as for every function of several inputs (`unit.function.dice.count`), and
 * no span (see `specs/pricing.md`). A bad profile option is an
 * `invalid-profile` error at its path under `options` (`options.profile.powerDivisor`). The
 * diagnostics of spec text have the `span` of the text they are about: a declared `p=` or `rng=`
 * that differs from the computed value is a warning pointing at the declared value.
 *
 * @example
 * ```ts
 * import { priceUnit } from 'spacedock';
 * const assert = (c: unknown) => { if (!c) throw new Error('example failed'); };
 *
 * const r = priceUnit('3d6 eZap "Laser" AP RNG- p=5 rng=23');
 * if (!r.ok) throw new Error('expected a price');
 * // { basic: 15, active: 23, build: 18, power: 5, range: 18, ... }
 * assert(r.value.active === 23 && r.value.build === 18 && r.value.range === 18);
 * assert(r.diagnostics[0]?.code === 'declared-range-mismatch'); // rng=23 was declared, 18 is used
 *
 * const hero = priceUnit('9 eDefense LIMIT:1="only vs. missiles"', { profile: 'hero' });
 * assert(hero.ok && hero.value.build === 4); // 4.5 rounds down under the hero profile (5 by default)
 *
 * // A hand-built tree is checked first: -1 dice is refused, at the field's path.
 * const span = { start: 0, end: 0 };
 * const bad = priceUnit({ span, function: { kind: 'zap', dice: { type: 'dice', count: -1, span }, span, nameSpan: span }, modifiers: [] });
 * // { code: 'invalid-unit', path: 'unit.function.dice.count', message: '-1 is not a positive whole number', ... }
 * assert(!bad.ok && bad.diagnostics[0]?.path === 'unit.function.dice.count' && bad.diagnostics[0].message === '-1 is not a positive whole number');
 * ```
 */
export function priceUnit(unit: string | UnitSpec, options?: PriceOptions): Result<UnitPrice> {
  // A parsed unit is trusted; if pricing it shows it was edited in place since (it throws, or
  // comes out with a number no valid unit gives), it is read and checked like any other object.
  if (isChecked(unit)) {
    const trusted = priceParsed(unit, options);
    if (trusted !== undefined) return trusted;
  }
  return priceInput(unit, options);
}

/** Prices a unit straight from `parseUnit`; undefined when it turns out to have been edited since. */
function priceParsed(unit: UnitSpec, options: PriceOptions | undefined): Result<UnitPrice> | undefined {
  let profile: PricingProfile | undefined = DEFAULT_PROFILE;
  if (options !== undefined) {
    // Options are structured input: their diagnostics have paths, and any of them is an error.
    const paths = newReport();
    profile = resolveProfile(profileOption(options, paths), paths, 'options.profile');
    if (profile === undefined || paths.failed) return failReport(paths);
  }
  // The price reports a few diagnostics at most, far below the cap, so this list needs no `finish`.
  const report = newSink();
  let price: UnitPrice | undefined;
  try {
    price = priceValid(unit, profile, report);
    if (!spansWellFormed(report.diagnostics)) return undefined;
  } catch {
    return undefined; // EDITED, or whatever an edited unit made the arithmetic throw
  }
  const diagnostics = report.diagnostics;
  return report.failed || price === undefined ? { ok: false, diagnostics } : { ok: true, value: price, diagnostics };
}

/** Prices spec text, or any object after reading and checking it (`specs/pricing.md` section 11). */
function priceInput(input: unknown, options: PriceOptions | undefined): Result<UnitPrice> {
  // The diagnostics of structured input (the options, a malformed tree) have paths, and are kept
  // apart from `report`'s, which are placed by spans (in the text, or the tree's own spans).
  let own: readonly Diagnostic[] = NONE;
  let profile: PricingProfile | undefined = DEFAULT_PROFILE;
  if (options !== undefined) {
    const paths = newReport();
    profile = resolveProfile(profileOption(options, paths), paths, 'options.profile');
    own = closeReport(paths);
  }
  const report = newSink();
  let unit: UnitSpec | undefined;
  let parsed: readonly Diagnostic[] | undefined;
  if (typeof input === 'string') {
    const r = parseUnit(input);
    parsed = r.diagnostics;
    unit = r.ok ? r.value : undefined;
  } else {
    const read = readUnitTree(input, report);
    if ('unit' in read) {
      unit = read.unit;
      validateUnit(unit, unit.modifiers, report);
    } else {
      // priceUnit takes two inputs, so the unit's paths start with its parameter's name.
      const at = read.refusal.path ?? '';
      own = [...own, { ...read.refusal, path: at === '' ? 'unit' : at.startsWith('[') ? `unit${at}` : `unit.${at}` }];
    }
  }
  // Every diagnostic of `own` is an error (a bad option, a malformed tree).
  const failed = own.length > 0 || report.failed;
  const price = unit === undefined || failed || profile === undefined ? undefined : priceValid(unit, profile, report);
  const placed = finish(report);
  const diagnostics = own.length === 0 && (parsed === undefined || parsed.length === 0) ? placed : [...own, ...(parsed ?? []), ...placed];
  return report.failed || price === undefined ? { ok: false, diagnostics } : { ok: true, value: price, diagnostics };
}

const NONE: readonly Diagnostic[] = Object.freeze([]);

/** The profile option, read once; an options value that is no object is an error at `options`. */
function profileOption(options: unknown, paths: PathReport): ProfileInput | undefined {
  if (options === undefined || options === null) return undefined;
  if (typeof options !== 'object') {
    reportAt(paths, 'invalid-profile', 'options', `${describeValue(options)} is not an object of options such as { profile: 'hero' }`);
    return undefined;
  }
  try {
    return (options as PriceOptions).profile;
  } catch {
    reportAt(paths, 'invalid-profile', 'options.profile', 'reading it threw an error');
    return undefined;
  }
}

/**
 * Thrown by {@link priceValid} when a number it computes with is one that no checked unit holds
 * (a fraction, a negative, a factor that is no quarter): only a parsed unit edited in place since
 * its parse gets there, and {@link priceUnit} then reads it like any other object. The tests sit
 * in loops pricing runs anyway and read nothing extra (the spans are not looked at: reading them
 * costs the parsed-unit path several percent), so that they cost next to nothing.
 */
const EDITED: unique symbol = Symbol('spacedock.edited');

/** A whole number from 0 to 2^53 - 1 (plain comparisons: this runs on every price). */
const isCount = (n: number): boolean => n >= 0 && n <= Number.MAX_SAFE_INTEGER && Math.floor(n) === n;
const isSpan = (s: Span): boolean => isCount(s.start) && isCount(s.end);

/** Whether every diagnostic's span is two whole numbers. */
function spansWellFormed(diagnostics: readonly { readonly span: Span }[]): boolean {
  for (let i = 0; i < diagnostics.length; i++) if (!isSpan(diagnostics[i]!.span)) return false;
  return true;
}

/** The basic points of a function, from its cost entry. */
function basicPoints(fn: FunctionNode): number {
  const cost = FUNCTION_COSTS[fn.kind];
  let basic = cost.base ?? 0;
  switch (fn.kind) {
    case 'shock':
    case 'zap':
    case 'drain':
      return basic + (cost.perDie ?? 0) * fn.dice.count;
    case 'flash':
      return basic + (cost.perDie ?? 0) * fn.dice.count + (cost.perExtraSensor ?? 0) * (fn.sensors.length - 1);
    case 'defense':
    case 'flash-defense':
    case 'drain-defense':
    case 'damage-resistance':
      return basic + (cost.perPoint ?? 0) * fn.points.value;
    case 'missile':
      return basic + (cost.perPoint ?? 0) * fn.basic.value;
    case 'darkness':
      basic += (cost.perRadiusHex ?? 0) * fn.radius.value;
      return basic + (cost.perExtraSensor ?? 0) * (fn.sensors.length - 1);
    case 'illusion':
    case 'invisibility':
      return basic + (cost.perExtraSensor ?? 0) * (fn.sensors.length - 1);
    case 'sensors':
      return basic + (cost.byMode?.[fn.mode] ?? 0);
  }
}

/** Prices a unit that has passed validation. Undefined after reporting an error. */
function priceValid(unit: UnitSpec, profile: PricingProfile, report: Report): UnitPrice | undefined {
  const fn = unit.function;
  const rule = FUNCTIONS[fn.kind];
  const basic = basicPoints(fn);
  if (!(basic >= 0 && Math.floor(basic) === basic)) throw EDITED;
  if (!(basic <= Number.MAX_SAFE_INTEGER)) {
    emit(report, 'points-too-large', `the basic points exceed ${Number.MAX_SAFE_INTEGER}`, fn.span.start, fn.span.end);
    return undefined;
  }

  // Terms, in quarters: every factor of the book's tables is a multiple of 0.25.
  let hasCharges = false;
  let ranged = rule.hasRange;
  let powerless = !rule.needsPower;
  let halfPower = false;
  let powerMultiplier = 1;
  let rangeUp = 0;
  let rangeDown = 0;
  for (const m of unit.modifiers) {
    if (m.code === 'CH') hasCharges = true;
    else if (m.code === 'RNG') ranged = true;
    else if (m.code === 'POWZ') powerless = true;
    else if (m.code === 'POW-') halfPower = true;
    else if (m.code === 'POWX') powerMultiplier = m.multiplier;
    else if (m.code === 'RNGX') rangeUp++;
    else if (m.code === 'RNG/') rangeDown++;
  }
  if (hasCharges) powerless = true; // charges replace power (Ship Point System, [nCH] CHARGES)

  const breakdown: PriceTerm[] = [];
  let burn: PriceTerm | undefined;
  let charges: PriceTerm | undefined;
  for (const m of unit.modifiers) {
    const term = termOf(m, hasCharges, profile.limitDefaultFactor);
    breakdown.push(term);
    if (m.code === 'BURN') burn = term;
    else if (m.code === 'CH') charges = term;
    if (m.code === 'AE' && m.size !== undefined && m.size > basic) {
      emitRule(report, 'area-size-above-basic', `an area of ${m.size} hexes on a unit of ${basic} basic points; the book's examples make them equal`, m.span.start, m.span.end, AREA_EFFECTS.source);
    }
  }
  // Burnout and charges limit the same thing: only the larger disadvantage counts (ruling 9).
  if (burn !== undefined && charges !== undefined && charges.side === 'disadvantage') {
    const dropped = burn.factor >= charges.factor ? charges : burn;
    breakdown[breakdown.indexOf(dropped)] = { ...dropped, counted: false };
  }
  let adv4 = 0;
  let dis4 = 0;
  for (const t of breakdown) {
    if (!isCount(t.factor * 4)) throw EDITED;
    if (!t.counted) continue;
    if (t.side === 'advantage') adv4 += t.factor * 4;
    else if (t.side === 'disadvantage') dis4 += t.factor * 4;
  }
  if (!(adv4 <= Number.MAX_SAFE_INTEGER && dis4 <= Number.MAX_SAFE_INTEGER)) throw EDITED;

  const tie = profile.rounding;
  const active = roundProduct(basic, 4 + adv4, 4, tie.active);
  const build = roundProduct(active, 4, 4 + dis4, tie.build);
  let power = 0;
  if (!powerless) {
    const num = powerMultiplier;
    const den = halfPower ? 2 : 1;
    power = divideByProfileNumber(active, num, den, profile.powerDivisor, tie.power);
  }
  let range = 0;
  if (ranged) {
    const basis = profile.rangeBasis === 'basic' ? basic : profile.rangeBasis === 'active' ? active : build;
    range = scaleRange(basis, profile.rangeFactor, rangeUp, rangeDown, tie.range);
  }
  if (active === Infinity || build === Infinity || power === Infinity || range === Infinity) {
    const name = active === Infinity ? 'active points' : build === Infinity ? 'build points' : power === Infinity ? 'power' : 'range';
    emit(report, 'points-too-large', `the ${name} exceed ${Number.MAX_SAFE_INTEGER}`, fn.span.start, fn.span.end);
    return undefined;
  }

  let missile: MissilePrice | undefined;
  if (fn.kind === 'missile') {
    missile = priceMissile(fn, profile, report);
    if (missile === undefined) return undefined;
  }

  if (unit.power !== undefined && unit.power.value !== power) {
    emitRule(report, 'declared-power-mismatch', `p=${unit.power.value} is declared, but the rules give ${power}${powerless ? ' (this unit needs no power)' : ''}`, unit.power.span.start, unit.power.span.end, seed001('POWER'));
  }
  if (unit.range !== undefined && unit.range.value !== range) {
    emitRule(report, 'declared-range-mismatch', `rng=${unit.range.value} is declared, but the rules give ${ranged ? range : 'no range (add RNG)'}`, unit.range.span.start, unit.range.span.end, seed001('RANGE'));
  }

  const price: Mutable<UnitPrice> = {
    basic,
    active,
    build,
    power,
    range,
    ranged,
    advantages: adv4 / 4,
    disadvantages: dis4 / 4,
    breakdown,
    profile: profile.name,
  };
  if (missile !== undefined) price.missile = missile;
  return price;
}

/** round(a x b / c) for non-negative integers, exact whatever their size. */
function roundProduct(a: number, b: number, c: number, tie: PricingProfile['rounding']['active']): number {
  const p = a * b;
  if (p <= 2 ** 52) return roundRatio(p, c, tie);
  return roundExact(over(times(ratio(a), ratio(b)), ratio(c)), tie);
}

/** round(a x m / (q x d)) where `d` is a profile number (any positive finite value). */
function divideByProfileNumber(a: number, m: number, q: number, d: number, tie: PricingProfile['rounding']['active']): number {
  const d4 = d * 4;
  // Every product is checked before it is trusted: past 2^52 a double may have rounded it.
  if (Number.isInteger(d4) && a * m * 4 <= 2 ** 52 && q * d4 <= 2 ** 21) return roundRatio(a * m * 4, q * d4, tie);
  return roundExact(over(times(ratio(a), ratio(m)), times(ratio(d), ratio(q))), tie);
}

/** round(basis x factor x 5^up / 2^down). */
function scaleRange(basis: number, factor: number, up: number, down: number, tie: PricingProfile['rounding']['active']): number {
  const f4 = factor * 4;
  if (Number.isInteger(f4) && up <= 22 && down <= 19) {
    const p = basis * f4 * 5 ** up;
    if (p <= 2 ** 52) return roundRatio(p, 4 * 2 ** down, tie);
  }
  return roundExact(over(times(ratio(basis), ratio(factor), { num: 5n ** BigInt(up), den: 1n }), { num: 2n ** BigInt(down), den: 1n }), tie);
}

/** The missile-point account of a missile; undefined after reporting an overspent missile. */
function priceMissile(fn: Extract<FunctionNode, { kind: 'missile' }>, profile: PricingProfile, report: Report): MissilePrice | undefined {
  // Totals and missile points spent of each option, in one pass over the options table.
  let movement = 0;
  let modeFactor = 0;
  let endurance = 0;
  const steps = { movement: 0, modeFactor: 0, endurance: 0 };
  for (const option of MISSILE_OPTIONS) {
    const total = fn[option.key]?.value ?? option.free;
    if (!(total >= option.free && total <= Number.MAX_SAFE_INTEGER && Math.floor(total) === total)) throw EDITED;
    steps[option.key] = option.missilePointsPerStep * (total - option.free);
    if (option.key === 'movement') movement = total;
    else if (option.key === 'modeFactor') modeFactor = total;
    else endurance = total;
  }
  let warhead: UnitPrice | undefined;
  if (fn.warhead !== undefined) {
    warhead = priceValid(fn.warhead, profile, report);
    if (warhead === undefined) return undefined;
  }
  const spent = {
    movement: steps.movement,
    modeFactor: steps.modeFactor,
    endurance: steps.endurance,
    warhead: warhead?.build ?? 0,
    reusable: fn.reusable === undefined ? 0 : MISSILE_BASE.reusableCost,
    total: 0,
  };
  spent.total = spent.movement + spent.modeFactor + spent.endurance + spent.warhead + spent.reusable;
  const missilePoints = fn.basic.value * MISSILE_BASE.missilePointsPerBasic;
  const unspent = missilePoints - spent.total;
  if (!(spent.total <= Number.MAX_SAFE_INTEGER && missilePoints <= Number.MAX_SAFE_INTEGER)) {
    emit(report, 'points-too-large', `the missile points exceed ${Number.MAX_SAFE_INTEGER}`, fn.span.start, fn.span.end);
    return undefined;
  }
  const parts = `move ${spent.movement} + mode ${spent.modeFactor} + end ${spent.endurance} + warhead ${spent.warhead} + reusable ${spent.reusable}`;
  if (unspent < 0) {
    emitRule(report, 'missile-overspent', `this missile spends ${spent.total} missile points (${parts}) but ${fn.basic.value} basic points buy only ${missilePoints}`, fn.span.start, fn.span.end, MISSILE_BASE.source);
    return undefined;
  }
  if (unspent > 0) {
    emitRule(report, 'missile-points-unspent', `${unspent} of ${missilePoints} missile points are unspent (${parts})`, fn.span.start, fn.span.end, MISSILE_BASE.source);
  }
  const out: Mutable<MissilePrice> = { missilePoints, spent, unspent, movement, modeFactor, endurance, turnMode: movement / modeFactor, reusable: fn.reusable !== undefined };
  if (warhead !== undefined) out.warhead = warhead;
  return out;
}
