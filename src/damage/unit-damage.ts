import type { DamageType } from '../rules/functions.js';
import { deepFreeze } from '../rules/freeze.js';
import { notes, ours, seed001 } from '../rules/source.js';
import { diceRoller, type Dice } from './dice.js';
import { MAX_HEXES, MAX_ROLL_DICE } from './limits.js';
import { readPlain, show } from './plain.js';

/*
 * How the seed-001 unit functions deal and take damage: Defense (with AP, PEN, HARD), Damage
 * Resistance, Explosion falloff, Reduced by Range, Autofire, Zap spreading, Drain (with Drain
 * Defense and DISPEL), Flash (with Flash Defense) and Needle Beam. Normative text, with every
 * reading taken where the seed is silent: `specs/damage-units.md`.
 *
 * Every helper returns plain data and reports bad input as `{ ok: false, problems }` instead of
 * throwing: the inputs come from players and scenario files, and one call should list every
 * mistake at once.
 */

/**
 * The numbers of the damage rules, each with where it comes from. The readings this module had
 * to choose (rounding, boundaries) cite `ours(...)`, explained in `specs/damage-units.md`.
 *
 * @example
 * ```ts
 * import { UNIT_DAMAGE_RULES, flashBlindTurns } from 'spacedock/damage';
 *
 * const { divisor } = UNIT_DAMAGE_RULES.flash; // 3, rounded down
 * const r = flashBlindTurns(12);
 * if (!r.ok || r.value !== 12 / divisor) throw new Error('12 on the flash dice: 4 turns');
 * ```
 */
export const UNIT_DAMAGE_RULES = /* @__PURE__ */ deepFreeze({
  defense: {
    /** Defense points come off the damage one for one. */
    pointsPerPoint: 1,
    source: seed001('n DEFENSE'),
  },
  armorPiercing: {
    /** A defense without HARD counts at this fraction of its points... */
    divisor: 2,
    /** ...with the half rounded up (9 -> 5). */
    rounding: 'up',
    source: notes('Modifiers used in the seed\'s examples but never defined there: AP'),
    perUnitReading: ours('damage: AP halves each Defense unit separately'),
  },
  hardened: {
    source: seed001('[HARD] HARDENED DEFENSE'),
  },
  penetrating: {
    /** The fewest points that get past the unhardened defenses, per die rolled. */
    minimumPerDie: 1,
    source: seed001('[PEN] PENETRATING'),
    layeredReading: ours('damage: PEN minimum, then hardened defenses subtract in full'),
  },
  damageResistance: {
    /** The multipliers Damage Resistance can give (10, 20 and 40 points). */
    multipliers: [0.75, 0.5, 0.25],
    source: seed001('DAMAGE RESISTANCE'),
    rounding: 'half-up',
    roundingReading: ours('damage: Damage Resistance product rounded half up'),
  },
  explosion: {
    /** Dice removed for each hex between the target and ground zero. */
    diceLostPerHex: 1,
    source: seed001('[EX] EXPLOSION'),
  },
  reducedByRange: {
    /** Full dice out to this range, inclusive. */
    fullDamageRange: 4,
    /** Dice lost per doubling of range beyond it. */
    diceLostPerDoubling: 1,
    source: seed001('[RNG-] REDUCED BY RANGE'),
    boundaryReading: ours('damage: RNG- loses a die as soon as range passes 4, 8, 16, ...'),
  },
  autofire: {
    /** Shots one AUTO use can land at most, before any doubling. */
    baseShots: 5,
    /** Points the to-hit roll must be made by for each extra hit. */
    marginPerExtraHit: 2,
    source: seed001('[AUTO] AUTOFIRE'),
  },
  zap: {
    /** Basic points per die of Zap. */
    basicPerDie: 5,
    /** To-hit bonus per die given up when spreading for hit. */
    toHitPerDie: 1,
    /** Hexes gained per die given up when spreading for area. */
    hexesPerDie: 1,
    /** Dice a spread Zap must keep. */
    minimumDice: 1,
    source: seed001('nd6 ZAP'),
    beamSource: seed001('[BM] BEAM'),
    spreadReading: ours('damage: spreading keeps one die; area adds hexes to the aimed hex'),
    diceLeftReading: ours('damage: a drained Zap keeps only whole dice'),
  },
  drain: {
    /** Drained active points that come back each turn. */
    recoveryPerTurn: 5,
    source: seed001('nd6 DRAIN=function'),
    defenseSource: seed001('n DRAIN DEFENSE=function'),
    capReading: ours('damage: a unit cannot lose more active points than it has'),
  },
  dispel: {
    source: seed001('[DISPEL] DISPEL'),
    strictReading: ours('damage: DISPEL stops the unit only when drained points exceed its active points'),
  },
  flash: {
    /** The flash dice total is divided by this to give turns of blindness. */
    divisor: 3,
    rounding: 'down',
    source: seed001('nd6 FLASH vs. x,y,z'),
    defenseSource: seed001('n FLASH DEFENSE=x'),
    roundingReading: ours('damage: Flash turns are the total divided by 3, rounded down'),
  },
  needleBeam: {
    /** A die showing this destroys the targeted unit. */
    killingFace: 6,
    source: seed001('[NB] NEEDLE BEAM'),
  },
  /** Guard rails on counts, so a typo cannot ask for a billion dice (ours, not the seed's). */
  limits: {
    /** Dice in one roll: MAX_ROLL_DICE. */
    maxDice: MAX_ROLL_DICE,
    maxPoints: 1_000_000_000,
    maxTurns: 10_000,
    /** Ranges and distances: MAX_HEXES. */
    maxHexes: MAX_HEXES,
    /** Dice one explosion may list in all (its dice at every distance asked for). */
    maxDiceListed: 1_000_000,
    source: ours('damage: input limits'),
  },
} as const);

const R = UNIT_DAMAGE_RULES;

// ---------------------------------------------------------------------------------------------
// Results

/** Why an input was refused. */
export type DamageProblemCode =
  /** Not a number, or not a whole number where one is needed. */
  | 'not-a-whole-number'
  /** A whole number outside the accepted domain. */
  | 'out-of-range'
  /** A value the rule does not allow (a damage type, a multiplier, spreading a Beam). */
  | 'not-allowed'
  /** The dice source (or the given faces) produced something that is not 1 to 6. */
  | 'bad-die';

/** One refused input: which field, why, and a message for people. */
export interface DamageProblem {
  readonly code: DamageProblemCode;
  /** The input's path, as a caller wrote it (`defenses[1].points`). */
  readonly field: string;
  readonly message: string;
}

/** The result of every helper here: the value, or every problem found in the input. */
export type DamageResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly problems: readonly DamageProblem[] };

/** Collects problems for one call (a fresh list per call: no shared state). */
interface Check {
  readonly problems: DamageProblem[];
}

function newCheck(): Check {
  return { problems: [] };
}

function problem(c: Check, code: DamageProblemCode, field: string, message: string): void {
  c.problems.push({ code, field, message });
}

function fail<T>(c: Check): DamageResult<T> {
  return { ok: false, problems: c.problems };
}

/** The value, made only when no problem was found (so `make` may trust the checked input). */
function finish<T>(c: Check, make: () => T): DamageResult<T> {
  return c.problems.length > 0 ? fail(c) : { ok: true, value: make() };
}

/**
 * An argument read once as plain data (`plain.ts`): getters, proxies and cycles cannot reach the
 * checks. A part that cannot be read (a getter that throws, a list longer than MAX_LIST_ITEMS,
 * nesting too deep) is a problem naming it. `keep` names fields kept as given (a dice source).
 */
function plainArg(c: Check, value: unknown, field: string, keep: readonly string[] = []): unknown {
  const read = readPlain(value, field === 'options' || field === 'input' ? '' : field, keep);
  for (const p of read.problems) {
    const where = p.path === '(the argument)' || p.path === '' ? field : p.path;
    problem(c, p.kind === 'too-long' || p.kind === 'too-large' ? 'out-of-range' : 'not-allowed', where, `${where}: ${p.detail}`);
  }
  return read.value;
}

/** Visits every index of a list, holes included (`forEach` would skip a hole unchecked). */
function eachIndex(xs: readonly unknown[], visit: (x: unknown, i: number) => void): void {
  for (let i = 0; i < xs.length; i++) visit(xs[i], i);
}

function wholeIn(c: Check, n: unknown, field: string, min: number, max: number): n is number {
  if (typeof n !== 'number' || !Number.isInteger(n)) {
    problem(c, 'not-a-whole-number', field, `${field} must be a whole number, not ${show(n)}`);
    return false;
  }
  if (n < min || n > max) {
    problem(c, 'out-of-range', field, `${field} must be from ${min} to ${max}, not ${n}`);
    return false;
  }
  return true;
}

function diceCount(c: Check, n: unknown, field: string): n is number {
  return wholeIn(c, n, field, 0, R.limits.maxDice);
}

function points(c: Check, n: unknown, field: string): n is number {
  return wholeIn(c, n, field, 0, R.limits.maxPoints);
}

function faces(c: Check, rolls: unknown, field: string): rolls is readonly number[] {
  if (!Array.isArray(rolls)) {
    problem(c, 'not-allowed', field, `${field} must be a list of d6 results`);
    return false;
  }
  if (rolls.length > R.limits.maxDice) {
    problem(c, 'out-of-range', field, `${field} may hold at most ${R.limits.maxDice} dice`);
    return false;
  }
  let good = true;
  eachIndex(rolls, (r, i) => {
    if (typeof r !== 'number' || !Number.isInteger(r) || r < 1 || r > 6) {
      problem(c, 'bad-die', `${field}[${i}]`, `a d6 shows 1 to 6, not ${show(r)}`);
      good = false;
    }
  });
  return good;
}

function diceSource(c: Check, dice: unknown, field: string): dice is Dice {
  const roller = diceRoller(dice);
  if (roller.ok) return true;
  problem(c, 'not-allowed', field, `${field} must be a dice source with a d6() method (${roller.why})`);
  return false;
}

const DAMAGE_TYPE_NAMES: readonly DamageType[] = ['energy', 'physical', 'crew'];

function damageType(c: Check, t: unknown, field: string): t is DamageType {
  if (DAMAGE_TYPE_NAMES.includes(t as DamageType)) return true;
  problem(c, 'not-allowed', field, `${field} must be one of ${DAMAGE_TYPE_NAMES.join(', ')}, not ${show(t)}`);
  return false;
}

function optionalBoolean(c: Check, b: unknown, field: string): void {
  if (b !== undefined && typeof b !== 'boolean') problem(c, 'not-allowed', field, `${field} must be true or false`);
}

function sum(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}

/**
 * Rolls `n` dice after the other inputs were checked, so that a refused call takes no rolls;
 * a custom source that returns something other than 1 to 6 is reported, not trusted.
 */
function rollChecked(c: Check, dice: Dice, n: number, field: string): readonly number[] | undefined {
  const roller = diceRoller(dice);
  if (!roller.ok) {
    problem(c, 'not-allowed', field, `${field} must be a dice source with a d6() method (${roller.why})`);
    return undefined;
  }
  const rolls: number[] = [];
  for (let i = 0; i < n; i++) {
    const r = roller.roll();
    if (r.ok) rolls.push(r.face);
    else problem(c, 'bad-die', `${field}[${i}]`, `a d6 shows 1 to 6, but ${r.why}`);
  }
  return rolls.length === n ? rolls : undefined;
}

// ---------------------------------------------------------------------------------------------
// Defense, AP, PEN, HARD, Damage Resistance

/** One Defense unit of the target, as it stands this turn (powered, and not limited away). */
export interface DefenseUnit {
  /** Defense points. */
  readonly points: number;
  /** The damage type it protects against; it does nothing against the other types. */
  readonly damageType: DamageType;
  /** Whether it has the Hardened advantage (`HARD`). */
  readonly hardened?: boolean;
}

/** What about an attack matters to defenses. */
export interface AttackTraits {
  readonly damageType: DamageType;
  /** `AP`: unhardened defenses count at half strength. */
  readonly armorPiercing?: boolean;
  /** `PEN`: at least one point per die gets past unhardened defenses. */
  readonly penetrating?: boolean;
}

/** The multipliers Damage Resistance gives (10, 20 and 40 points). */
export type DamageResistanceMultiplier = 0.75 | 0.5 | 0.25;

/** Inputs of {@link defendRolls}. */
export interface DefenseOptions {
  /**
   * The target's Defense units that could apply. Units of another damage type are listed in the
   * breakdown but do nothing. A unit limited to some special effect (`LIMIT="only vs.
   * missiles"`) or left unpowered is the caller's to leave out.
   */
  readonly defenses: readonly DefenseUnit[];
  readonly attack: AttackTraits;
  /** The target's Damage Resistance multiplier, if it has that function. */
  readonly damageResistance?: DamageResistanceMultiplier;
}

/** Inputs of {@link applyDefenses}: the defense inputs and where the rolls come from. */
export interface RolledDefenseOptions extends DefenseOptions {
  readonly dice: Dice;
}

/** How one Defense unit counted against one attack. */
export interface DefenseLayer {
  readonly points: number;
  readonly damageType: DamageType;
  readonly hardened: boolean;
  /** Whether its damage type matches the attack's. */
  readonly applies: boolean;
  /** The points it counted for: 0 when it does not apply, half (up) when AP meets an unhardened unit. */
  readonly counts: number;
}

/** What happened to one attack's damage, step by step. */
export interface DefendedDamage {
  /** Each die as rolled. */
  readonly rolls: readonly number[];
  /** The sum of the dice. */
  readonly rolled: number;
  /** Every Defense unit given, with what it counted for. */
  readonly layers: readonly DefenseLayer[];
  /** The defense points that counted (after AP), hardened and not. */
  readonly defense: number;
  /** The damage the defenses stopped: `rolled - through`. */
  readonly defended: number;
  /** Whether PEN's minimum raised the damage past the unhardened defenses. */
  readonly penetrated: boolean;
  /** The damage that got past the defenses. */
  readonly through: number;
  /** The damage Damage Resistance took off what got through. */
  readonly resisted: number;
  /** The damage inflicted: `through - resisted`. */
  readonly final: number;
}

function checkDefenseOptions(c: Check, o: DefenseOptions): void {
  if (typeof o !== 'object' || o === null) {
    problem(c, 'not-allowed', 'options', 'options must be an object');
    return;
  }
  if (!Array.isArray(o.defenses)) problem(c, 'not-allowed', 'defenses', 'defenses must be a list (empty for none)');
  else
    eachIndex(o.defenses, (x, i) => {
      const d = x as DefenseUnit;
      if (typeof d !== 'object' || d === null) {
        problem(c, 'not-allowed', `defenses[${i}]`, 'each defense must be an object');
        return;
      }
      points(c, d.points, `defenses[${i}].points`);
      damageType(c, d.damageType, `defenses[${i}].damageType`);
      optionalBoolean(c, d.hardened, `defenses[${i}].hardened`);
    });
  if (typeof o.attack !== 'object' || o.attack === null) problem(c, 'not-allowed', 'attack', 'attack must be an object');
  else {
    damageType(c, o.attack.damageType, 'attack.damageType');
    optionalBoolean(c, o.attack.armorPiercing, 'attack.armorPiercing');
    optionalBoolean(c, o.attack.penetrating, 'attack.penetrating');
  }
  if (o.damageResistance !== undefined && !(R.damageResistance.multipliers as readonly number[]).includes(o.damageResistance))
    problem(c, 'not-allowed', 'damageResistance', `damageResistance must be 0.75, 0.5 or 0.25, not ${show(o.damageResistance)}`);
}

/** The seed's AP half, rounded up (notes: 9 -> 5). */
function halfUp(n: number): number {
  return Math.ceil(n / R.armorPiercing.divisor);
}

/** Half-up rounding of a Damage Resistance product; exact, since the multipliers are quarters. */
function roundHalfUp(x: number): number {
  return Math.floor(x + 0.5);
}

function defend(rolls: readonly number[], o: DefenseOptions): DefendedDamage {
  const rolled = sum(rolls);
  const ap = o.attack.armorPiercing === true;
  const layers: DefenseLayer[] = o.defenses.map((d) => {
    const hardened = d.hardened === true;
    const applies = d.damageType === o.attack.damageType;
    const counts = !applies ? 0 : ap && !hardened ? halfUp(d.points) : d.points;
    return { points: d.points, damageType: d.damageType, hardened, applies, counts };
  });
  const soft = sum(layers.filter((l) => !l.hardened).map((l) => l.counts));
  const hard = sum(layers.filter((l) => l.hardened).map((l) => l.counts));
  // PEN's floor is measured against the unhardened defenses only; hardened units are immune to
  // PEN, so they then subtract in full from whatever got past (see the spec's PEN reading).
  let pastSoft = Math.max(0, rolled - soft);
  let penetrated = false;
  if (o.attack.penetrating === true) {
    const floor = Math.min(rolled, rolls.length * R.penetrating.minimumPerDie);
    if (floor > pastSoft) {
      pastSoft = floor;
      penetrated = true;
    }
  }
  const through = Math.max(0, pastSoft - hard);
  const final = o.damageResistance === undefined ? through : roundHalfUp(through * o.damageResistance);
  return { rolls: [...rolls], rolled, layers, defense: soft + hard, defended: rolled - through, penetrated, through, resisted: through - final, final };
}

/**
 * Applies the target's defenses to damage dice already rolled: Defense points of the attack's
 * damage type come off the total; `AP` halves (rounding up) each unhardened unit; `PEN` lets at
 * least one point per die past the unhardened units; hardened units always count in full;
 * Damage Resistance then multiplies what got through, rounded half up.
 *
 * Use this with rolls that were already taken (a replay, an explosion's remaining dice).
 *
 * @example
 * ```ts
 * import { defendRolls } from 'spacedock/damage';
 *
 * // The anti-missile repulsor (9 eDefense) against an armor-piercing missile rolling 15:
 * const r = defendRolls([6, 5, 4], {
 *   defenses: [{ points: 9, damageType: 'energy' }],
 *   attack: { damageType: 'energy', armorPiercing: true },
 * });
 * // AP halves the defense (9 -> 5, rounded up): through 10, final 10
 * if (!r.ok || r.value.defense !== 5 || r.value.through !== 10 || r.value.final !== 10) throw new Error(JSON.stringify(r));
 * ```
 */
export function defendRolls(rolls: readonly number[], options: DefenseOptions): DamageResult<DefendedDamage> {
  const c = newCheck();
  const r = plainArg(c, rolls, 'rolls') as readonly number[];
  const o = plainArg(c, options, 'options') as DefenseOptions;
  if (c.problems.length > 0) return fail(c);
  faces(c, r, 'rolls');
  checkDefenseOptions(c, o);
  return finish(c, () => defend(r, o));
}

/**
 * Rolls `damageDice` d6 and applies the target's defenses (see {@link defendRolls} for the
 * rules). Inputs are checked before any die is rolled.
 *
 * @example
 * ```ts
 * import { applyDefenses, scriptedDice } from 'spacedock/damage';
 *
 * const r = applyDefenses(3, {
 *   dice: scriptedDice([6, 5, 4]), // or seededDice(seed) to simulate
 *   defenses: [{ points: 9, damageType: 'energy', hardened: true }],
 *   attack: { damageType: 'energy', armorPiercing: true, penetrating: true },
 *   damageResistance: 0.5,
 * });
 * // rolled 15; HARD keeps all 9 points against AP: through 6; resistance halves it: final 3
 * if (!r.ok || r.value.rolled !== 15 || r.value.defense !== 9 || r.value.through !== 6 || r.value.final !== 3) throw new Error(JSON.stringify(r));
 * ```
 */
export function applyDefenses(damageDice: number, options: RolledDefenseOptions): DamageResult<DefendedDamage> {
  const c = newCheck();
  const o = plainArg(c, options, 'options', ['dice']) as RolledDefenseOptions;
  if (c.problems.length > 0) return fail(c);
  diceCount(c, damageDice, 'damageDice');
  checkDefenseOptions(c, o);
  if (c.problems.length > 0 || !diceSource(c, o.dice, 'dice')) return fail(c);
  const rolls = rollChecked(c, o.dice, damageDice, 'dice');
  return finish(c, () => defend(rolls!, o));
}

// ---------------------------------------------------------------------------------------------
// Explosion (EX)

/** The dice an explosion leaves at one distance from ground zero. */
export interface ExplosionDice {
  /** Hexes from ground zero (0 is the ground zero hex). */
  readonly distance: number;
  /** The dice still counted, in the order rolled. */
  readonly kept: readonly number[];
  /** The dice removed, lowest first. */
  readonly dropped: readonly number[];
  /** The sum of the kept dice, before any defense. */
  readonly total: number;
}

function falloff(rolls: readonly number[], distance: number): ExplosionDice {
  const drop = Math.min(rolls.length, distance * R.explosion.diceLostPerHex);
  // Which of two equal low dice goes first cannot change any total; a fixed choice (the later
  // one) keeps the result reproducible for a given roll.
  const order = rolls.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v || b.i - a.i);
  const gone = new Set(order.slice(0, drop).map((x) => x.i));
  const kept = rolls.filter((_, i) => !gone.has(i));
  const dropped = order.slice(0, drop).map((x) => x.v);
  return { distance, kept, dropped, total: sum(kept) };
}

/**
 * The damage dice an explosion (`EX`) deals at `distance` hexes from ground zero: the dice are
 * rolled once for ground zero, and one more of the lowest is removed for each hex away. At a
 * distance of as many hexes as there are dice, nothing is left.
 *
 * @example
 * ```ts
 * import { explosionDice } from 'spacedock/damage';
 *
 * const r = explosionDice([2, 6, 4], 1); // { ok: true, value: { distance: 1, kept: [6, 4], dropped: [2], total: 10 } }
 * if (!r.ok || r.value.total !== 10 || r.value.dropped.join() !== '2') throw new Error(JSON.stringify(r));
 * ```
 */
export function explosionDice(rolls: readonly number[], distance: number): DamageResult<ExplosionDice> {
  const c = newCheck();
  const r = plainArg(c, rolls, 'rolls') as readonly number[];
  if (c.problems.length > 0) return fail(c);
  faces(c, r, 'rolls');
  wholeIn(c, distance, 'distance', 0, R.limits.maxHexes);
  return finish(c, () => falloff(r, distance));
}

/** One explosion: the ground-zero roll and the dice left at each distance asked for. */
export interface Explosion {
  readonly rolls: readonly number[];
  readonly byDistance: readonly ExplosionDice[];
}

/**
 * Rolls an explosion's dice once and reads them at each distance (every target of one blast
 * shares the one roll).
 *
 * @example
 * ```ts
 * import { rollExplosion, scriptedDice } from 'spacedock/damage';
 *
 * const r = rollExplosion(3, { dice: scriptedDice([2, 6, 4]), distances: [0, 1, 2, 3] });
 * // totals by distance: [12, 10, 6, 0] (each hex drops the lowest die left)
 * if (!r.ok || r.value.byDistance.map((d) => d.total).join() !== '12,10,6,0') throw new Error(JSON.stringify(r));
 * ```
 */
export function rollExplosion(damageDice: number, options: { readonly dice: Dice; readonly distances: readonly number[] }): DamageResult<Explosion> {
  const c = newCheck();
  const o = plainArg(c, options, 'options', ['dice']) as { readonly dice: Dice; readonly distances: readonly number[] } | undefined;
  if (c.problems.length > 0) return fail(c);
  diceCount(c, damageDice, 'damageDice');
  const distances: unknown = o?.distances;
  if (!Array.isArray(distances)) problem(c, 'not-allowed', 'distances', 'distances must be a list of hex counts');
  else {
    eachIndex(distances, (d, i) => wholeIn(c, d, `distances[${i}]`, 0, R.limits.maxHexes));
    // Each distance lists every die, kept or dropped: bound the whole answer, not just each list.
    if (Number.isInteger(damageDice) && damageDice * distances.length > R.limits.maxDiceListed)
      problem(c, 'out-of-range', 'distances', `${distances.length} distances of ${damageDice} dice would list ${damageDice * distances.length} dice; at most ${R.limits.maxDiceListed}`);
  }
  if (c.problems.length > 0 || !diceSource(c, o?.dice, 'dice')) return fail(c);
  const rolls = rollChecked(c, o!.dice, damageDice, 'dice');
  return finish(c, () => ({ rolls: rolls!, byDistance: o!.distances.map((d) => falloff(rolls!, d)) }));
}

// ---------------------------------------------------------------------------------------------
// Reduced by Range (RNG-)

/** The dice a Reduced-by-Range attack keeps at one range. */
export interface RangeReducedDice {
  readonly dice: number;
  /** Dice lost to range (never more than the attack had). */
  readonly lost: number;
  /** Doublings of the full-damage range the target lies beyond. */
  readonly doublings: number;
}

/**
 * The damage dice a `RNG-` attack keeps at `range` hexes: all of them out to range 4, then one
 * fewer for each doubling of range begun beyond that (5 to 8: one fewer, 9 to 16: two, 17 to
 * 32: three, ...), never below none.
 *
 * @example
 * ```ts
 * import { rangeReducedDice } from 'spacedock/damage';
 *
 * const at8 = rangeReducedDice(3, 8); // { ok: true, value: { dice: 2, lost: 1, doublings: 1 } }
 * const at9 = rangeReducedDice(3, 9); // { ok: true, value: { dice: 1, lost: 2, doublings: 2 } }
 * if (!at8.ok || at8.value.dice !== 2 || !at9.ok || at9.value.dice !== 1) throw new Error('expected 2 dice, then 1');
 * ```
 */
export function rangeReducedDice(damageDice: number, range: number): DamageResult<RangeReducedDice> {
  const c = newCheck();
  diceCount(c, damageDice, 'damageDice');
  wholeIn(c, range, 'range', 0, R.limits.maxHexes);
  return finish(c, () => {
    // Counted in whole numbers: a log2 could land a hair off at the exact doublings 8, 16, ...
    let doublings = 0;
    for (let reach = R.reducedByRange.fullDamageRange; range > reach; reach *= 2) doublings++;
    const lost = Math.min(damageDice, doublings * R.reducedByRange.diceLostPerDoubling);
    return { dice: damageDice - lost, lost, doublings };
  });
}

// ---------------------------------------------------------------------------------------------
// Autofire (AUTO)

/** How many shots of one autofire use hit. */
export interface AutofireHits {
  readonly hits: number;
  readonly maxShots: number;
}

/**
 * The largest number of shots an `AUTO` unit can land in one use: 5, doubled for each further
 * +0.25 bought (`doublings`).
 *
 * @example
 * ```ts
 * import { autofireMaxShots } from 'spacedock/damage';
 *
 * const plain = autofireMaxShots(0); // { ok: true, value: 5 }
 * const twice = autofireMaxShots(2); // { ok: true, value: 20 }
 * if (!plain.ok || plain.value !== 5 || !twice.ok || twice.value !== 20) throw new Error('expected 5 and 20');
 * ```
 */
export function autofireMaxShots(doublings: number): DamageResult<number> {
  const c = newCheck();
  // 2^30 x 5 is still a safe integer; more doublings than that mean a mistake.
  wholeIn(c, doublings, 'doublings', 0, 30);
  return finish(c, () => R.autofire.baseShots * 2 ** doublings);
}

/**
 * The hits of one autofire use: none on a miss, one when the to-hit roll is made exactly, and
 * one more for every full 2 points it was made by, up to `maxShots` (5 unless the unit doubled
 * it; must be 5 x 2^k).
 *
 * @param input.madeBy - the target number minus the 3d6 roll (negative when the roll missed).
 * @example
 * ```ts
 * import { autofireHits } from 'spacedock/damage';
 *
 * const r = autofireHits({ madeBy: 5 }); // { ok: true, value: { hits: 3, maxShots: 5 } }
 * const capped = autofireHits({ madeBy: 20, maxShots: 10 }); // { ok: true, value: { hits: 10, maxShots: 10 } }
 * if (!r.ok || r.value.hits !== 3 || !capped.ok || capped.value.hits !== 10) throw new Error('expected 3 and 10 hits');
 * ```
 */
export function autofireHits(input: { readonly madeBy: number; readonly maxShots?: number }): DamageResult<AutofireHits> {
  const c = newCheck();
  input = plainArg(c, input, 'input') as typeof input;
  if (c.problems.length > 0) return fail(c);
  const maxShots = input?.maxShots ?? R.autofire.baseShots;
  wholeIn(c, input?.madeBy, 'madeBy', -R.limits.maxPoints, R.limits.maxPoints);
  if (wholeIn(c, maxShots, 'maxShots', R.autofire.baseShots, R.autofire.baseShots * 2 ** 30)) {
    const ratio = maxShots / R.autofire.baseShots;
    if (!Number.isInteger(ratio) || (ratio & (ratio - 1)) !== 0)
      problem(c, 'not-allowed', 'maxShots', `maxShots must be 5 doubled some number of times (5, 10, 20, ...), not ${maxShots}`);
  }
  return finish(c, () => {
    const madeBy = input.madeBy;
    const hits = madeBy < 0 ? 0 : Math.min(maxShots, 1 + Math.floor(madeBy / R.autofire.marginPerExtraHit));
    return { hits, maxShots };
  });
}

// ---------------------------------------------------------------------------------------------
// Zap spreading

/** A Zap after spreading. */
export interface SpreadZap {
  /** Damage dice left. */
  readonly dice: number;
  /** Added to the to-hit number (spreading for hit). */
  readonly toHitBonus: number;
  /** Contiguous hexes covered (spreading for area): the aimed hex and one per die given up. */
  readonly hexes: number;
}

/**
 * Spreads a Zap: for `'hit'`, each die given up adds 1 to the to-hit number; for `'area'`, each
 * die given up adds one contiguous hex to the aimed hex (each ship in them needs its own to-hit
 * roll). At least one die must stay, and a Beam (`BM`) Zap cannot spread at all.
 *
 * @example
 * ```ts
 * import { spreadZap } from 'spacedock/damage';
 *
 * const aimed = spreadZap(5, { mode: 'hit', diceGivenUp: 2 }); // { ok: true, value: { dice: 3, toHitBonus: 2, hexes: 1 } }
 * const wide = spreadZap(5, { mode: 'area', diceGivenUp: 4 }); // { ok: true, value: { dice: 1, toHitBonus: 0, hexes: 5 } }
 * if (!aimed.ok || aimed.value.toHitBonus !== 2 || !wide.ok || wide.value.hexes !== 5) throw new Error('expected +2 to hit, then 5 hexes');
 * ```
 */
export function spreadZap(
  damageDice: number,
  options: { readonly mode: 'hit' | 'area'; readonly diceGivenUp: number; readonly beam?: boolean },
): DamageResult<SpreadZap> {
  const c = newCheck();
  options = plainArg(c, options, 'options') as typeof options;
  if (c.problems.length > 0) return fail(c);
  const dice = diceCount(c, damageDice, 'damageDice');
  const mode: unknown = options?.mode;
  if (mode !== 'hit' && mode !== 'area') problem(c, 'not-allowed', 'mode', `mode must be 'hit' or 'area', not ${show(mode)}`);
  optionalBoolean(c, options?.beam, 'beam');
  if (wholeIn(c, options?.diceGivenUp, 'diceGivenUp', 0, R.limits.maxDice)) {
    const given = options.diceGivenUp;
    if (options.beam === true && given > 0) problem(c, 'not-allowed', 'diceGivenUp', 'a Beam (BM) Zap cannot be spread');
    else if (dice && given > 0 && damageDice - given < R.zap.minimumDice)
      problem(c, 'out-of-range', 'diceGivenUp', `a spread Zap keeps at least ${R.zap.minimumDice} die: give up at most ${Math.max(0, damageDice - R.zap.minimumDice)} of ${damageDice}`);
  }
  return finish(c, () => {
    const given = options.diceGivenUp;
    return {
      dice: damageDice - given,
      toHitBonus: mode === 'hit' ? given * R.zap.toHitPerDie : 0,
      hexes: 1 + (mode === 'area' ? given * R.zap.hexesPerDie : 0),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Drain, Drain Defense, DISPEL

/** One Drain attack's roll. */
export interface DrainRoll {
  readonly rolls: readonly number[];
  readonly rolled: number;
  /** The target's Drain Defense against this kind of Drain. */
  readonly defense: number;
  /** Active points drained: `max(0, rolled - defense)`. */
  readonly drained: number;
}

/**
 * Rolls a Drain and subtracts the target's Drain Defense (the points of its Drain Defense units
 * against this Drain's function, added up by the caller).
 *
 * @example
 * ```ts
 * import { rollDrain, scriptedDice } from 'spacedock/damage';
 *
 * const r = rollDrain(3, { dice: scriptedDice([6, 5, 4]), drainDefense: 5 });
 * // { rolls: [6, 5, 4], rolled: 15, defense: 5, drained: 10 }
 * if (!r.ok || r.value.rolled !== 15 || r.value.drained !== 10) throw new Error(JSON.stringify(r));
 * ```
 */
export function rollDrain(drainDice: number, options: { readonly dice: Dice; readonly drainDefense?: number }): DamageResult<DrainRoll> {
  const c = newCheck();
  options = plainArg(c, options, 'options', ['dice']) as typeof options;
  if (c.problems.length > 0) return fail(c);
  diceCount(c, drainDice, 'drainDice');
  const defense = options?.drainDefense ?? 0;
  points(c, defense, 'drainDefense');
  if (c.problems.length > 0 || !diceSource(c, options?.dice, 'dice')) return fail(c);
  const rolls = rollChecked(c, options.dice, drainDice, 'dice');
  return finish(c, () => {
    const rolled = sum(rolls!);
    return { rolls: rolls!, rolled, defense, drained: Math.max(0, rolled - defense) };
  });
}

/** A drained unit's active points, turn by turn. */
export interface DrainRecovery {
  /** The points actually taken: the drain, but no more than the unit had. */
  readonly taken: number;
  /** `activeByTurn[t]`: active points the unit has `t` turns after the drain (0 = right after). */
  readonly activeByTurn: readonly number[];
  /** The first turn the unit is whole again. */
  readonly recoveredOnTurn: number;
}

function checkUnitDrain(c: Check, input: { readonly activePoints: number; readonly drained: number }): void {
  points(c, input?.activePoints, 'activePoints');
  points(c, input?.drained, 'drained');
}

/**
 * What is left of a drained unit's active points over the following turns: the drain takes
 * points (never more than the unit has), and 5 come back each turn until it is whole.
 *
 * @example
 * ```ts
 * import { drainRecovery } from 'spacedock/damage';
 *
 * const r = drainRecovery({ activePoints: 45, drained: 30, turns: 3 });
 * // { ok: true, value: { taken: 30, activeByTurn: [15, 20, 25, 30], recoveredOnTurn: 6 } }
 * if (!r.ok || r.value.activeByTurn.join() !== '15,20,25,30' || r.value.recoveredOnTurn !== 6) throw new Error(JSON.stringify(r));
 * ```
 */
export function drainRecovery(input: { readonly activePoints: number; readonly drained: number; readonly turns: number }): DamageResult<DrainRecovery> {
  const c = newCheck();
  input = plainArg(c, input, 'input') as typeof input;
  if (c.problems.length > 0) return fail(c);
  checkUnitDrain(c, input);
  wholeIn(c, input?.turns, 'turns', 0, R.limits.maxTurns);
  return finish(c, () => {
    const taken = Math.min(input.drained, input.activePoints);
    const step = R.drain.recoveryPerTurn;
    const activeByTurn: number[] = [];
    for (let t = 0; t <= input.turns; t++) activeByTurn.push(input.activePoints - Math.max(0, taken - step * t));
    return { taken, activeByTurn, recoveredOnTurn: Math.ceil(taken / step) };
  });
}

/** The outcome of a DISPEL drain. */
export interface DispelOutcome {
  /** True when the drained points exceed the unit's active points: it does not work this use. */
  readonly stopped: boolean;
  /** The unit's active points while it works: all of them, or none when stopped. */
  readonly activeLeft: number;
}

/**
 * A `DISPEL` drain is all or nothing: if more active points are drained than the unit has, it
 * does not operate (any power or charge spent on it is wasted); otherwise it is untouched. A
 * drain exactly equal to the unit's active points leaves it working.
 *
 * @example
 * ```ts
 * import { dispelOutcome } from 'spacedock/damage';
 *
 * const over = dispelOutcome({ activePoints: 30, drained: 31 }); // { ok: true, value: { stopped: true, activeLeft: 0 } }
 * const equal = dispelOutcome({ activePoints: 30, drained: 30 }); // { ok: true, value: { stopped: false, activeLeft: 30 } }
 * if (!over.ok || !over.value.stopped || !equal.ok || equal.value.stopped) throw new Error('only more than its active points stops it');
 * ```
 */
export function dispelOutcome(input: { readonly activePoints: number; readonly drained: number }): DamageResult<DispelOutcome> {
  const c = newCheck();
  input = plainArg(c, input, 'input') as typeof input;
  if (c.problems.length > 0) return fail(c);
  checkUnitDrain(c, input);
  return finish(c, () => {
    const stopped = input.drained > input.activePoints;
    return { stopped, activeLeft: stopped ? 0 : input.activePoints };
  });
}

/** A drain on one use of a unit (its output, not the unit). */
export interface SingleUseDrain {
  /** Active points this use works with. */
  readonly activeThisUse: number;
  /** Active points the unit has again at the end of the turn: all of them. */
  readonly activeAfterTurn: number;
}

/**
 * The drain that weakens one strike rather than the unit: this use works with the active points
 * left, and every drained point is back at the end of the turn (no 5-a-turn recovery).
 *
 * @example
 * ```ts
 * import { drainSingleUse } from 'spacedock/damage';
 *
 * const r = drainSingleUse({ activePoints: 45, drained: 30 }); // { ok: true, value: { activeThisUse: 15, activeAfterTurn: 45 } }
 * if (!r.ok || r.value.activeThisUse !== 15 || r.value.activeAfterTurn !== 45) throw new Error(JSON.stringify(r));
 * ```
 */
export function drainSingleUse(input: { readonly activePoints: number; readonly drained: number }): DamageResult<SingleUseDrain> {
  const c = newCheck();
  input = plainArg(c, input, 'input') as typeof input;
  if (c.problems.length > 0) return fail(c);
  checkUnitDrain(c, input);
  return finish(c, () => ({ activeThisUse: Math.max(0, input.activePoints - input.drained), activeAfterTurn: input.activePoints }));
}

/** What a drained Zap still rolls. */
export interface ZapDiceLeft {
  /** Whole dice of Zap the remaining active points buy. */
  readonly dice: number;
  /** Basic points the remaining active points stand for: `activeLeft / (1 + advantages)`. */
  readonly basicLeft: number;
}

/**
 * The dice a drained Zap still rolls: it acts as if built with only the active points left, with
 * its advantages unchanged, so those points stand for `activeLeft / (1 + advantages)` basic
 * points, at 5 a die; only whole dice count.
 *
 * @param input.advantages - the unit's advantage total (a multiple of 0.25, as in its price).
 * @example
 * ```ts
 * import { zapDiceLeft } from 'spacedock/damage';
 *
 * // The seed's DRAIN example: a 3d6 Zap of 45 active points (+2.0 in advantages) drained of 30.
 * const r = zapDiceLeft({ activeLeft: 15, advantages: 2 }); // { ok: true, value: { dice: 1, basicLeft: 5 } }
 * if (!r.ok || r.value.dice !== 1 || r.value.basicLeft !== 5) throw new Error(JSON.stringify(r));
 * ```
 */
export function zapDiceLeft(input: { readonly activeLeft: number; readonly advantages: number }): DamageResult<ZapDiceLeft> {
  const c = newCheck();
  input = plainArg(c, input, 'input') as typeof input;
  if (c.problems.length > 0) return fail(c);
  points(c, input?.activeLeft, 'activeLeft');
  const adv: unknown = input?.advantages;
  if (typeof adv !== 'number' || !Number.isFinite(adv) || adv < 0 || adv > 1000 || !Number.isInteger(adv * 4))
    problem(c, 'not-allowed', 'advantages', `advantages must be a multiple of 0.25 from 0 to 1000, not ${show(adv)}`);
  return finish(c, () => {
    // In quarters, so the division is of whole numbers and the floor is exact.
    const num = input.activeLeft * 4;
    const den = R.zap.basicPerDie * (4 + Math.round(input.advantages * 4));
    return { dice: (num - (num % den)) / den, basicLeft: num / (4 + Math.round(input.advantages * 4)) };
  });
}

// ---------------------------------------------------------------------------------------------
// Flash, Flash Defense

/**
 * Turns a sensor type stays blind: the flash total divided by 3 and rounded down, less the
 * target's Flash Defense points for that sensor type, never below 0.
 *
 * @example
 * ```ts
 * import { flashBlindTurns } from 'spacedock/damage';
 *
 * const r = flashBlindTurns(11, 1); // { ok: true, value: 2 }   (11 / 3 -> 3, less 1)
 * const none = flashBlindTurns(5, 4); // { ok: true, value: 0 }
 * if (!r.ok || r.value !== 2 || !none.ok || none.value !== 0) throw new Error('expected 2 and 0');
 * ```
 */
export function flashBlindTurns(flashTotal: number, flashDefense = 0): DamageResult<number> {
  const c = newCheck();
  points(c, flashTotal, 'flashTotal');
  points(c, flashDefense, 'flashDefense');
  return finish(c, () => Math.max(0, Math.floor(flashTotal / R.flash.divisor) - flashDefense));
}

/** A Flash Defense unit: its points and the one sensor type it protects. */
export interface FlashDefenseUnit {
  readonly sensor: string;
  readonly points: number;
}

/** One Flash attack's effect. */
export interface FlashEffect {
  readonly rolls: readonly number[];
  readonly total: number;
  /** Turns of blindness before any Flash Defense. */
  readonly baseTurns: number;
  /** For each sensor type the Flash works against, the defense met and the turns blind. */
  readonly bySensor: readonly { readonly sensor: string; readonly defense: number; readonly turns: number }[];
}

/**
 * Rolls a Flash that struck and works out how long each affected sensor type is blind. Flash
 * Defense units of the same sensor type add up; those of other types do nothing.
 *
 * @example
 * ```ts
 * import { rollFlash, scriptedDice } from 'spacedock/damage';
 *
 * const r = rollFlash(3, {
 *   dice: scriptedDice([6, 5, 3]),
 *   sensors: ['radar', 'lidar'],
 *   flashDefenses: [{ sensor: 'radar', points: 2 }],
 * });
 * // bySensor: [{ sensor: 'radar', defense: 2, turns: 2 }, { sensor: 'lidar', defense: 0, turns: 4 }]
 * if (!r.ok || r.value.bySensor.map((s) => s.turns).join() !== '2,4') throw new Error(JSON.stringify(r));
 * ```
 */
export function rollFlash(
  flashDice: number,
  options: { readonly dice: Dice; readonly sensors: readonly string[]; readonly flashDefenses?: readonly FlashDefenseUnit[] },
): DamageResult<FlashEffect> {
  const c = newCheck();
  options = plainArg(c, options, 'options', ['dice']) as typeof options;
  if (c.problems.length > 0) return fail(c);
  diceCount(c, flashDice, 'flashDice');
  const sensors: unknown = options?.sensors;
  if (!Array.isArray(sensors) || sensors.length === 0) problem(c, 'not-allowed', 'sensors', 'sensors must list at least one sensor type');
  else eachIndex(sensors, (s, i) => {
    if (typeof s !== 'string' || s.length === 0) problem(c, 'not-allowed', `sensors[${i}]`, 'a sensor type is a non-empty name');
  });
  const fds: unknown = options?.flashDefenses ?? [];
  if (!Array.isArray(fds)) problem(c, 'not-allowed', 'flashDefenses', 'flashDefenses must be a list');
  else
    eachIndex(fds, (x, i) => {
      const f = x as FlashDefenseUnit;
      if (typeof f !== 'object' || f === null || typeof f.sensor !== 'string') problem(c, 'not-allowed', `flashDefenses[${i}]`, 'each flash defense needs a sensor type and points');
      else points(c, f.points, `flashDefenses[${i}].points`);
    });
  if (c.problems.length > 0 || !diceSource(c, options?.dice, 'dice')) return fail(c);
  const rolls = rollChecked(c, options.dice, flashDice, 'dice');
  return finish(c, () => {
    const total = sum(rolls!);
    const baseTurns = Math.floor(total / R.flash.divisor);
    // One pass over the defenses, so many sensors and many defenses cost their sum, not their product.
    const bySensorType = new Map<string, number>();
    for (const f of options.flashDefenses ?? []) bySensorType.set(f.sensor, (bySensorType.get(f.sensor) ?? 0) + f.points);
    const bySensor = options.sensors.map((sensor) => {
      const defense = bySensorType.get(sensor) ?? 0;
      return { sensor, defense, turns: Math.max(0, baseTurns - defense) };
    });
    return { rolls: rolls!, total, baseTurns, bySensor };
  });
}

// ---------------------------------------------------------------------------------------------
// Needle Beam (NB)

/** One Needle Beam strike on a targeted unit. */
export interface NeedleBeamStrike {
  readonly rolls: readonly number[];
  /** How many dice show a 6. */
  readonly sixes: number;
  /** Whether a hardened Defense of the attack's damage type protected the unit. */
  readonly blockedByHardened: boolean;
  readonly destroyed: boolean;
}

function needle(rolls: readonly number[], o: { readonly defenses: readonly DefenseUnit[]; readonly attack: AttackTraits }): NeedleBeamStrike {
  const sixes = rolls.filter((r) => r === R.needleBeam.killingFace).length;
  const blockedByHardened = o.defenses.some((d) => d.hardened === true && d.points > 0 && d.damageType === o.attack.damageType);
  return { rolls: [...rolls], sixes, blockedByHardened, destroyed: !blockedByHardened && sixes > 0 };
}

function checkNeedleOptions(c: Check, o: { readonly defenses: readonly DefenseUnit[]; readonly attack: AttackTraits }): void {
  checkDefenseOptions(c, { defenses: o?.defenses, attack: o?.attack });
}

/**
 * A Needle Beam (`NB`) strike on one unit of the target, from dice already rolled: the unit is
 * destroyed if any die shows a 6. Defenses are ignored, except that a hardened Defense unit of
 * the attack's damage type makes the beam useless. (Whether the unit can be singled out at all,
 * armor for one, is for the caller to judge.)
 *
 * @example
 * ```ts
 * import { needleBeam } from 'spacedock/damage';
 *
 * const r = needleBeam([2, 6, 3], { defenses: [{ points: 20, damageType: 'energy' }], attack: { damageType: 'energy' } });
 * // { ok: true, value: { rolls: [2, 6, 3], sixes: 1, blockedByHardened: false, destroyed: true } }
 * if (!r.ok || !r.value.destroyed) throw new Error('a 6 destroys the unit, whatever its plain Defense');
 * ```
 */
export function needleBeam(
  rolls: readonly number[],
  options: { readonly defenses: readonly DefenseUnit[]; readonly attack: AttackTraits },
): DamageResult<NeedleBeamStrike> {
  const c = newCheck();
  const r = plainArg(c, rolls, 'rolls') as readonly number[];
  const o = plainArg(c, options, 'options') as typeof options;
  if (c.problems.length > 0) return fail(c);
  faces(c, r, 'rolls');
  checkNeedleOptions(c, o);
  return finish(c, () => needle(r, o));
}

/**
 * Rolls a Needle Beam's dice and applies {@link needleBeam}.
 *
 * @example
 * ```ts
 * import { rollNeedleBeam, scriptedDice } from 'spacedock/damage';
 *
 * const r = rollNeedleBeam(3, { dice: scriptedDice([1, 6, 2]), defenses: [], attack: { damageType: 'energy' } });
 * // destroyed: true exactly when some die shows a 6
 * if (!r.ok || r.value.sixes !== 1 || !r.value.destroyed) throw new Error(JSON.stringify(r));
 * ```
 */
export function rollNeedleBeam(
  damageDice: number,
  options: { readonly dice: Dice; readonly defenses: readonly DefenseUnit[]; readonly attack: AttackTraits },
): DamageResult<NeedleBeamStrike> {
  const c = newCheck();
  options = plainArg(c, options, 'options', ['dice']) as typeof options;
  if (c.problems.length > 0) return fail(c);
  diceCount(c, damageDice, 'damageDice');
  checkNeedleOptions(c, options);
  if (c.problems.length > 0 || !diceSource(c, options?.dice, 'dice')) return fail(c);
  const rolls = rollChecked(c, options.dice, damageDice, 'dice');
  return finish(c, () => needle(rolls!, options));
}
