/**
 * Defense, with Armor Piercing, Penetrating and Hardened Defense, then Damage Resistance: what
 * the target's protection leaves of one attack's damage dice (`specs/combat.md` §1-2).
 */
import { pathJoin } from '../diagnostics/path.js';
import { failReport, finishReport, newReport, report, type Report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import type { Dice } from '../dice/dice.js';
import { show, type PlainRecord } from '../input/plain.js';
import type { DamageType } from '../rules/functions.js';
import { damageType, diceCount, diceSource, faces, fields, list, optionalBoolean, points, readArg, readFields, sum } from './check.js';
import { rollFaces } from './roll.js';
import { UNIT_DAMAGE_RULES as R } from './rules.js';

/** One Defense unit of the target, as it stands this turn (powered, and not limited away). */
export interface DefenseUnit {
  /** Defense points. */
  readonly points: number;
  /** The damage type it protects against; it does nothing against the other types. */
  readonly damageType: DamageType;
  /** Whether it has the Hardened advantage (`HARD`): immune to AP and PEN. */
  readonly hardened?: boolean;
}

/** What about an attack matters to the target's defenses. */
export interface AttackTraits {
  readonly damageType: DamageType;
  /** `AP`: unhardened defenses count at half strength (rounded up). */
  readonly armorPiercing?: boolean;
  /** `PEN`: at least one point per die gets past the unhardened defenses. */
  readonly penetrating?: boolean;
}

/** The multipliers Damage Resistance gives: 0.75, 0.5 and 0.25 (for 10, 20 and 40 points). */
export type DamageResistanceMultiplier = (typeof R.damageResistance.multipliers)[number];

/** Inputs of {@link defendRolls}: the target's protection and the attack's traits. */
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

/** Inputs of {@link applyDefenses}: those of {@link DefenseOptions}, and where the rolls come from. */
export interface RolledDefenseOptions extends DefenseOptions {
  readonly dice: Dice;
}

/**
 * How one Defense unit counted against one attack:
 * - `'full'`: all its points (no AP, or a hardened unit);
 * - `'halved'`: half its points, rounded up (an unhardened unit against AP);
 * - `'other-type'`: nothing, as it guards against another damage type.
 */
export type DefenseEffect = 'full' | 'halved' | 'other-type';

/** One Defense unit as it counted against one attack. */
export interface DefenseLayer {
  readonly points: number;
  readonly damageType: DamageType;
  readonly hardened: boolean;
  readonly effect: DefenseEffect;
  /** The points it counted for: `points`, half of them rounded up, or 0 (see `effect`). */
  readonly counts: number;
}

/** What happened to one attack's damage, step by step. */
export interface DefendedDamage {
  /** Each die as rolled. */
  readonly rolls: readonly number[];
  /** The sum of the dice. */
  readonly rolled: number;
  /** Every Defense unit given, in order, with what it counted for. */
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

const DEFENSE_UNIT_FIELDS = ['points', 'damageType', 'hardened'];
const ATTACK_FIELDS = ['damageType', 'armorPiercing', 'penetrating'];
const DEFENSE_FIELDS = ['defenses', 'attack', 'damageResistance'];

/**
 * Checks the `defenses` and `attack` of options already read, under `base` (internal: the
 * Needle Beam reads the same two fields).
 */
export function checkTarget(r: Report, o: PlainRecord, base: string): void {
  const defensesPath = pathJoin(base, 'defenses');
  const defenses = o['defenses'];
  if (list(r, defenses, defensesPath, 'a list of Defense units (empty for none)')) {
    for (let i = 0; i < defenses.length; i++) {
      const path = pathJoin(defensesPath, i);
      const d = fields(r, defenses[i], path, 'a Defense unit', DEFENSE_UNIT_FIELDS);
      if (d === undefined) continue;
      points(r, d['points'], pathJoin(path, 'points'));
      damageType(r, d['damageType'], pathJoin(path, 'damageType'));
      optionalBoolean(r, d['hardened'], pathJoin(path, 'hardened'));
    }
  }
  const attackPath = pathJoin(base, 'attack');
  const attack = fields(r, o['attack'], attackPath, 'the attack', ATTACK_FIELDS);
  if (attack !== undefined) {
    damageType(r, attack['damageType'], pathJoin(attackPath, 'damageType'));
    optionalBoolean(r, attack['armorPiercing'], pathJoin(attackPath, 'armorPiercing'));
    optionalBoolean(r, attack['penetrating'], pathJoin(attackPath, 'penetrating'));
  }
}

/** Checks every field of {@link DefenseOptions} already read, under `base`. */
function checkDefenseOptions(r: Report, o: PlainRecord, base: string): void {
  checkTarget(r, o, base);
  const dr = o['damageResistance'];
  const multipliers: readonly unknown[] = R.damageResistance.multipliers;
  if (dr !== undefined && !multipliers.includes(dr))
    report(r, 'invalid-damage-resistance', pathJoin(base, 'damageResistance'), `${show(dr)} is not a Damage Resistance multiplier (${multipliers.join(', ')})`, R.damageResistance.source);
}

/** AP's half of an unhardened unit, rounded up (9 -> 5). */
function halfUp(n: number): number {
  return Math.ceil(n / R.armorPiercing.divisor);
}

/** Half-up rounding of a Damage Resistance product; exact, since the multipliers are quarters. */
function roundHalfUp(x: number): number {
  return Math.floor(x + 0.5);
}

function layer(d: DefenseUnit, attack: AttackTraits): DefenseLayer {
  const hardened = d.hardened === true;
  const base = { points: d.points, damageType: d.damageType, hardened };
  if (d.damageType !== attack.damageType) return { ...base, effect: 'other-type', counts: 0 };
  if (attack.armorPiercing === true && !hardened) return { ...base, effect: 'halved', counts: halfUp(d.points) };
  return { ...base, effect: 'full', counts: d.points * R.defense.pointsPerPoint };
}

function defend(rolls: readonly number[], o: DefenseOptions): DefendedDamage {
  const rolled = sum(rolls);
  const layers = o.defenses.map((d) => layer(d, o.attack));
  const soft = sum(layers.filter((l) => !l.hardened).map((l) => l.counts));
  const hard = sum(layers.filter((l) => l.hardened).map((l) => l.counts));
  // PEN's floor is measured against the unhardened defenses only; hardened units are immune to
  // PEN, so they then subtract in full from whatever got past (the spec's layered reading).
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
 * Use it with rolls already taken (a replay, the dice an explosion leaves at some distance).
 * Diagnostics: `not-a-die-face` (`rolls[i]`), `invalid-damage-resistance`, and the general
 * codes for the shape of `options`, at paths such as `options.defenses[1].points`.
 *
 * @example
 * ```ts
 * import { defendRolls } from 'spacedock/combat';
 *
 * // The anti-missile repulsor (9 eDefense) against an armor-piercing missile rolling 15:
 * const r = defendRolls([6, 5, 4], {
 *   defenses: [{ points: 9, damageType: 'energy' }],
 *   attack: { damageType: 'energy', armorPiercing: true },
 * });
 * // AP halves the defense (9 -> 5, rounded up): through 10, final 10
 * if (!r.ok || r.value.defense !== 5 || r.value.through !== 10 || r.value.layers[0]?.effect !== 'halved') throw new Error(JSON.stringify(r));
 * ```
 */
export function defendRolls(rolls: readonly number[], options: DefenseOptions): Result<DefendedDamage> {
  const r = newReport();
  const read = readArg(r, rolls, 'rolls');
  if (read.ok) faces(r, read.value, 'rolls');
  const o = readFields(r, options, 'options', 'the defense options', DEFENSE_FIELDS);
  if (o !== undefined) checkDefenseOptions(r, o, 'options');
  if (r.failed || !read.ok || o === undefined) return failReport(r);
  return finishReport(r, defend(read.value as readonly number[], o as unknown as DefenseOptions));
}

/**
 * Rolls `damageDice` d6 and applies the target's defenses (the rules of {@link defendRolls}).
 * Every input is checked before a die is rolled, so a refused call takes no roll; a dice source
 * that throws or gives something other than 1 to 6 is `dice-source-failed`, never an exception.
 *
 * @example
 * ```ts
 * import { scriptedDice } from 'spacedock';
 * import { applyDefenses } from 'spacedock/combat';
 *
 * const r = applyDefenses(3, {
 *   dice: scriptedDice([6, 5, 4]), // or seededDice(seed) to simulate
 *   defenses: [{ points: 9, damageType: 'energy', hardened: true }],
 *   attack: { damageType: 'energy', armorPiercing: true, penetrating: true },
 *   damageResistance: 0.5,
 * });
 * // rolled 15; HARD keeps all 9 points against AP: through 6; resistance halves it: final 3
 * if (!r.ok || r.value.rolled !== 15 || r.value.defense !== 9 || r.value.through !== 6 || r.value.final !== 3) throw new Error(JSON.stringify(r));
 *
 * const bad = applyDefenses(3, { dice: scriptedDice([]), defenses: [{ points: -1, damageType: 'energy' }], attack: { damageType: 'energy' } });
 * // { ok: false, diagnostics: [{ code: 'invalid-value', path: 'options.defenses[0].points', ... }] }
 * if (bad.ok || bad.diagnostics[0]?.path !== 'options.defenses[0].points') throw new Error(JSON.stringify(bad));
 * ```
 */
export function applyDefenses(damageDice: number, options: RolledDefenseOptions): Result<DefendedDamage> {
  const r = newReport();
  diceCount(r, damageDice, 'damageDice');
  const o = readFields(r, options, 'options', 'the options of applyDefenses', [...DEFENSE_FIELDS, 'dice'], ['dice']);
  if (o !== undefined) {
    checkDefenseOptions(r, o, 'options');
    diceSource(r, o['dice'], 'options.dice');
  }
  if (r.failed || o === undefined) return failReport(r);
  const rolls = rollFaces(r, o['dice'] as Dice, damageDice, 'options.dice');
  return rolls === undefined ? failReport(r) : finishReport(r, defend(rolls, o as unknown as DefenseOptions));
}
