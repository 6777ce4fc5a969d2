/**
 * Reading the arguments of the combat functions (internal). Every argument is read once as
 * plain data (`readPlain`), so getters, proxies and cycles never reach the checks; each problem
 * is reported at its path (see `Diagnostic.path`): bare field names for a function of one input
 * (`activePoints`), the parameter's name first for a function of several
 * (`options.defenses[1].points`). Shape problems take the general codes; the rules of the Ship
 * Point System take the codes of `src/diagnostics/codes/combat.ts`, with their source.
 */
import { pathJoin } from '../diagnostics/path.js';
import { report, type Report } from '../diagnostics/report.js';
import { DICE_SOURCE, diceRoller } from '../dice/dice.js';
import { isPlainRecord, readPlain, readRecordInto, reportNeed, reportProblem, reportUnknownFields, show, type PlainRecord } from '../input/plain.js';
import { DAMAGE_TYPES, type DamageType } from '../rules/functions.js';
import { UNIT_DAMAGE_RULES as R } from './rules.js';


/**
 * Reads an argument that is not an object of options (a list of rolls, a number) once as plain
 * data: the copy, or `undefined` with the parts that could not be read reported. (A plain
 * `undefined` argument reads as `undefined` too; the checks that follow report it as missing.)
 */
export function readArg(r: Report, value: unknown, path: string): { readonly ok: true; readonly value: unknown } | { readonly ok: false } {
  const read = readPlain(value, path);
  for (const p of read.problems) reportProblem(r, p);
  return read.problems.length === 0 ? { ok: true, value: read.value } : { ok: false };
}

/**
 * Reads an object argument (or a nested object already read) and refuses the fields it does not
 * know: the record, or `undefined` when it is not an object (reported). `keep` names fields kept
 * as given (the dice source, whose method needs its own object).
 */
export function readFields(r: Report, value: unknown, path: string, what: string, known: readonly string[], keep: readonly string[] = []): PlainRecord | undefined {
  const record = readRecordInto(value, path, what, r, keep);
  if (record !== undefined) reportUnknownFields(r, record, path, known, what);
  return record;
}

/** A nested object of an argument already read: the record, or `undefined` (reported). */
export function fields(r: Report, value: unknown, path: string, what: string, known: readonly string[]): PlainRecord | undefined {
  if (!isPlainRecord(value)) {
    reportNeed(r, path, value, what);
    return undefined;
  }
  reportUnknownFields(r, value, path, known, what);
  return value;
}

/** Whether `n` is a whole number from `min` to `max`; reported at `path` when not. */
export function whole(r: Report, n: unknown, path: string, min: number, max: number): n is number {
  if (typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max) return true;
  reportNeed(r, path, n, `a whole number from ${min} to ${max}`);
  return false;
}

/** A count of dice: 0 to MAX_ROLL_DICE. */
export function diceCount(r: Report, n: unknown, path: string): n is number {
  return whole(r, n, path, 0, R.limits.maxDice);
}

/** Points (of defense, drain, active points, a flash total): 0 to `limits.maxPoints`. */
export function points(r: Report, n: unknown, path: string): n is number {
  return whole(r, n, path, 0, R.limits.maxPoints);
}

/** Hexes (a range, a distance): 0 to MAX_HEXES. */
export function hexes(r: Report, n: unknown, path: string): n is number {
  return whole(r, n, path, 0, R.limits.maxHexes);
}

/** Whether `v` is a list; reported at `path` as `what` when not. */
export function list(r: Report, v: unknown, path: string, what: string): v is readonly unknown[] {
  if (Array.isArray(v)) return true;
  reportNeed(r, path, v, what);
  return false;
}

/** Whether `x` is a face of a d6. */
function isFace(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= 6;
}

/** A list of d6 results given by the caller: each a whole number from 1 to 6, at most MAX_ROLL_DICE of them. */
export function faces(r: Report, rolls: unknown, path: string): rolls is readonly number[] {
  if (!list(r, rolls, path, 'a list of d6 results (whole numbers from 1 to 6)')) return false;
  if (rolls.length > R.limits.maxDice) {
    report(r, 'invalid-value', path, `${rolls.length} dice, more than MAX_ROLL_DICE (${R.limits.maxDice})`, R.limits.source);
    return false;
  }
  let good = true;
  for (let i = 0; i < rolls.length; i++) {
    const x = rolls[i];
    if (isFace(x)) continue;
    report(r, 'not-a-die-face', pathJoin(path, i), `${show(x)} is not a face of a d6 (a whole number from 1 to 6)`);
    good = false;
  }
  return good;
}

/**
 * Whether `dice` is a dice source (an object with a readable `d6` method); reported when not.
 * Nothing is rolled here: the functions roll only once every input was accepted.
 */
export function diceSource(r: Report, dice: unknown, path: string): boolean {
  if (dice === undefined) {
    reportNeed(r, path, dice, DICE_SOURCE);
    return false;
  }
  const roller = diceRoller(dice);
  if (roller.ok) return true;
  report(r, 'not-a-dice-source', path, roller.why);
  return false;
}

/** A damage type, one of the names of `DAMAGE_TYPES` (energy, physical, crew). */
export function damageType(r: Report, t: unknown, path: string): t is DamageType {
  if (DAMAGE_TYPES.some((d) => d.type === t)) return true;
  reportNeed(r, path, t, `a damage type (${DAMAGE_TYPES.map((d) => `'${d.type}'`).join(', ')})`);
  return false;
}

/** An optional flag: absent, true or false. */
export function optionalBoolean(r: Report, b: unknown, path: string): void {
  if (b !== undefined && typeof b !== 'boolean') reportNeed(r, path, b, 'true or false');
}

/** The sum of a list of numbers. */
export function sum(xs: readonly number[]): number {
  let total = 0;
  for (const x of xs) total += x;
  return total;
}
