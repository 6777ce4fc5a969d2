/** Needle Beam (`NB`): a 6 on any die destroys the unit aimed at, unless a hardened Defense guards it (`specs/combat.md` §9). */
import { failReport, finishReport, newReport, type Report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import type { Dice } from '../dice/dice.js';
import type { PlainRecord } from '../input/plain.js';
import { diceCount, diceSource, faces, readArg, readFields } from './check.js';
import { checkTarget, type AttackTraits, type DefenseUnit } from './defenses.js';
import { rollFaces } from './roll.js';
import { UNIT_DAMAGE_RULES as R } from './rules.js';

/** Inputs of {@link needleBeam}: the target's Defense units and the attack's traits. */
export interface NeedleBeamOptions {
  readonly defenses: readonly DefenseUnit[];
  readonly attack: AttackTraits;
}

/** Inputs of {@link rollNeedleBeam}: those of {@link NeedleBeamOptions}, and where the rolls come from. */
export interface RolledNeedleBeamOptions extends NeedleBeamOptions {
  readonly dice: Dice;
}

/**
 * One Needle Beam strike on a targeted unit, by outcome:
 * - `'destroyed'`: some die shows a 6, and no hardened Defense guards the unit;
 * - `'no-six'`: no die shows a 6 (and no hardened Defense guards it);
 * - `'blocked-by-hardened'`: a hardened Defense unit of the attack's damage type makes the beam
 *   useless, whatever the dice; `blockedBy` is its index in `defenses`.
 */
export type NeedleBeamStrike =
  | { readonly outcome: 'destroyed'; readonly rolls: readonly number[]; readonly sixes: number }
  | { readonly outcome: 'no-six'; readonly rolls: readonly number[]; readonly sixes: 0 }
  | { readonly outcome: 'blocked-by-hardened'; readonly rolls: readonly number[]; readonly sixes: number; readonly blockedBy: number };

const TARGET_FIELDS = ['defenses', 'attack'];

function needle(rolls: readonly number[], o: NeedleBeamOptions): NeedleBeamStrike {
  let sixes = 0;
  for (const x of rolls) if (x === R.needleBeam.killingFace) sixes++;
  const blockedBy = o.defenses.findIndex((d) => d.hardened === true && d.points > 0 && d.damageType === o.attack.damageType);
  const kept = [...rolls];
  if (blockedBy >= 0) return { outcome: 'blocked-by-hardened', rolls: kept, sixes, blockedBy };
  return sixes > 0 ? { outcome: 'destroyed', rolls: kept, sixes } : { outcome: 'no-six', rolls: kept, sixes: 0 };
}

/** Reads the target options (with `dice` too when rolling) and checks them. */
function readTarget(r: Report, options: unknown, what: string, rolling: boolean): PlainRecord | undefined {
  const o = readFields(r, options, 'options', what, rolling ? [...TARGET_FIELDS, 'dice'] : TARGET_FIELDS, rolling ? ['dice'] : []);
  if (o === undefined) return undefined;
  checkTarget(r, o, 'options');
  if (rolling) diceSource(r, o['dice'], 'options.dice');
  return o;
}

/**
 * A Needle Beam (`NB`) strike on one unit of the target, from dice already rolled: the unit is
 * destroyed if any die shows a 6. Defenses are ignored, except that a hardened Defense unit of
 * the attack's damage type (with more than 0 points) makes the beam useless. Whether the unit can
 * be singled out at all (armor, spread over the ship, cannot) is for the caller to judge.
 *
 * @example
 * ```ts
 * import { needleBeam } from 'spacedock/combat';
 *
 * const r = needleBeam([2, 6, 3], { defenses: [{ points: 20, damageType: 'energy' }], attack: { damageType: 'energy' } });
 * // value: { outcome: 'destroyed', rolls: [2, 6, 3], sixes: 1 }
 * if (!r.ok || r.value.outcome !== 'destroyed') throw new Error('a 6 destroys the unit, whatever its plain Defense');
 *
 * const hard = needleBeam([6, 6], { defenses: [{ points: 1, damageType: 'energy', hardened: true }], attack: { damageType: 'energy' } });
 * if (!hard.ok || hard.value.outcome !== 'blocked-by-hardened' || hard.value.blockedBy !== 0) throw new Error(JSON.stringify(hard));
 * ```
 */
export function needleBeam(rolls: readonly number[], options: NeedleBeamOptions): Result<NeedleBeamStrike> {
  const r = newReport();
  const read = readArg(r, rolls, 'rolls');
  if (read.ok) faces(r, read.value, 'rolls');
  const o = readTarget(r, options, 'the needle beam options', false);
  if (r.failed || !read.ok || o === undefined) return failReport(r);
  return finishReport(r, needle(read.value as readonly number[], o as unknown as NeedleBeamOptions));
}

/**
 * Rolls a Needle Beam's damage dice and applies {@link needleBeam}.
 *
 * @example
 * ```ts
 * import { scriptedDice } from 'spacedock';
 * import { rollNeedleBeam } from 'spacedock/combat';
 *
 * const r = rollNeedleBeam(3, { dice: scriptedDice([1, 6, 2]), defenses: [], attack: { damageType: 'energy' } });
 * // 'destroyed' exactly when some die shows a 6
 * if (!r.ok || r.value.outcome !== 'destroyed' || r.value.sixes !== 1) throw new Error(JSON.stringify(r));
 * ```
 */
export function rollNeedleBeam(damageDice: number, options: RolledNeedleBeamOptions): Result<NeedleBeamStrike> {
  const r = newReport();
  diceCount(r, damageDice, 'damageDice');
  const o = readTarget(r, options, 'the options of rollNeedleBeam', true);
  if (r.failed || o === undefined) return failReport(r);
  const rolls = rollFaces(r, o['dice'] as Dice, damageDice, 'options.dice');
  return rolls === undefined ? failReport(r) : finishReport(r, needle(rolls, o as unknown as NeedleBeamOptions));
}
