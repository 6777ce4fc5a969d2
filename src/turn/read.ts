/**
 * Reading the arguments of the turn helpers (internal). An object argument is read once as plain
 * data (`readPlain`), so getters, proxies and cycles never reach the checks, and a field it does
 * not know is `unknown-field`; a number or a name that is not what the rules take is
 * `invalid-value` (or `missing-field`), each at its path (see `Diagnostic.path`). The rules of the
 * turn then report with the codes of `src/diagnostics/codes/turn.ts`.
 */
import { report, type Report } from '../diagnostics/report.js';
import { DICE_SOURCE, diceRoller, type Face } from '../dice/dice.js';
import { isPlainRecord, readPlain, readRecordInto, reportNeed, reportProblem, reportUnknownFields, show, type PlainRecord } from '../input/plain.js';
import type { SourceRef } from '../rules/source.js';

/**
 * Reads an object argument once and refuses the fields it does not know: the record, or
 * `undefined` when it is not an object or cannot be read (reported at `path`). `what` is what it
 * must be (`null is not <what>`), `owner` what its fields belong to (`not a field of <owner>`).
 */
export function readFields(r: Report, value: unknown, path: string, what: string, known: readonly string[], owner = what): PlainRecord | undefined {
  const record = readRecordInto(value, path, what, r);
  if (record !== undefined) reportUnknownFields(r, record, path, known, owner);
  return record;
}

/**
 * Reads a list argument once: the copy, or `undefined` when it is not a list or cannot be read
 * (reported at `path`). A list longer than `MAX_LIST_ITEMS` is `unreadable-input`.
 */
export function readList(r: Report, value: unknown, path: string, what: string): readonly unknown[] | undefined {
  const read = readPlain(value, path);
  if (read.problems.length > 0) {
    for (const p of read.problems) reportProblem(r, p);
    return undefined;
  }
  if (!Array.isArray(read.value)) {
    reportNeed(r, path, read.value, what);
    return undefined;
  }
  return read.value;
}

/** A nested object of an argument already read: the record, or `undefined` (reported). */
export function fieldsOf(r: Report, value: unknown, path: string, what: string, known: readonly string[]): PlainRecord | undefined {
  if (!isPlainRecord(value)) {
    reportNeed(r, path, value, what);
    return undefined;
  }
  reportUnknownFields(r, value, path, known, what);
  return value;
}

/** Whether `n` is a whole number from `min` to `max`; `invalid-value` (or `missing-field`) at `path` when not. */
export function whole(r: Report, n: unknown, path: string, min: number, max: number, source?: SourceRef): n is number {
  if (typeof n === 'number' && Number.isSafeInteger(n) && n >= min && n <= max) return true;
  if (n === undefined) reportNeed(r, path, n, wholeText(min, max));
  else report(r, 'invalid-value', path, `${show(n)} is not ${wholeText(min, max)}`, source);
  return false;
}

/** Whether `n` is a whole number of 0 or more (a count); reported at `path` when not. */
export function count(r: Report, n: unknown, path: string): n is number {
  return whole(r, n, path, 0, Number.MAX_SAFE_INTEGER);
}

/** Whether `b` is `true` or `false`; reported at `path` when not. */
export function flag(r: Report, b: unknown, path: string): b is boolean {
  if (typeof b === 'boolean') return true;
  reportNeed(r, path, b, 'true or false');
  return false;
}

/** Whether `v` is one of `names` (a closed set: a hull, a rule, a state); reported at `path` with the names when not. */
export function oneOf<T extends string>(r: Report, v: unknown, path: string, names: readonly T[], what: string): v is T {
  if (typeof v === 'string' && (names as readonly string[]).includes(v)) return true;
  reportNeed(r, path, v, `${what} (${names.map((n) => `'${n}'`).join(', ')})`);
  return false;
}


/** A dice source's roller, as `diceRoller` gives it. */
export type Roller = () => Face;

/**
 * The roller of a dice source (an object with a readable `d6` method, read once), or undefined
 * with `not-a-dice-source` (or `missing-field`) at `path`. Nothing is rolled.
 */
export function rollerOf(r: Report, dice: unknown, path: string): Roller | undefined {
  if (dice === undefined) {
    reportNeed(r, path, dice, DICE_SOURCE);
    return undefined;
  }
  const roller = diceRoller(dice);
  if (roller.ok) return roller.roll;
  report(r, 'not-a-dice-source', path, roller.why);
  return undefined;
}

/** One d6 from a roller: the face, or undefined with `dice-source-failed` at `path` (the source threw, or gave no face). */
export function rollOne(r: Report, roll: Roller, path: string): number | undefined {
  const face = roll(); // never throws: a d6() that throws is a failed roll, with why
  if (face.ok) return face.face;
  report(r, 'dice-source-failed', path, face.why);
  return undefined;
}

/** `a whole number from 0 to 32`. */
function wholeText(min: number, max: number): string {
  return max === Number.MAX_SAFE_INTEGER ? `a whole number of ${min} or more` : `a whole number from ${min} to ${max}`;
}
