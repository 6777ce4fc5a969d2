/**
 * Input checks shared by the armor helpers (internal). Each reports into the call's diagnostics
 * report at the value's path and says whether the value passed; messages say what the value
 * must be, never repeating the path. Every armor helper is pure: it reads plain numbers, strings,
 * lists and objects (read once as plain data first, so that getters, proxies and cycles never
 * reach a check), never changes them, and answers a `Result`.
 */
import { pathJoin } from '../../diagnostics/path.js';
import { report, type Report } from '../../diagnostics/report.js';
import { isPlainRecord, readPlain, reportNeed, reportProblem, reportUnknownFields, type PlainRecord } from '../../input/plain.js';

/** Whether `value` is a whole number from 0 to `max` (a safe integer); reports it otherwise. */
export function checkWhole(r: Report, value: unknown, path: string, max = Number.MAX_SAFE_INTEGER): value is number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= max) return true;
  reportNeed(r, path, value, max === Number.MAX_SAFE_INTEGER ? 'a whole number of 0 or more' : `a whole number from 0 to ${max}`);
  return false;
}

/** Whether `value` is a list; reports it otherwise. */
export function checkList(r: Report, value: unknown, path: string, what: string): value is readonly unknown[] {
  if (Array.isArray(value)) return true;
  reportNeed(r, path, value, what);
  return false;
}

/** The record, with its unknown fields reported, or undefined when `value` is not an object (reported). */
export function checkRecord(r: Report, value: unknown, path: string, what: string, known: readonly string[]): PlainRecord | undefined {
  if (!isPlainRecord(value)) {
    reportNeed(r, path, value, what);
    return undefined;
  }
  reportUnknownFields(r, value, path, known, what);
  return value;
}

/** Whether `value` is a text with something besides blanks; reports it otherwise. */
export function checkText(r: Report, value: unknown, path: string, what: string): value is string {
  if (typeof value === 'string' && value.trim() !== '') return true;
  reportNeed(r, path, value, what);
  return false;
}

/** A list of damage amounts, one per separate hit, each whole; undefined when any is not (reported). */
export function checkHits(r: Report, value: unknown, path: string): readonly number[] | undefined {
  if (!checkList(r, value, path, 'a list of damage amounts, one per hit')) return undefined;
  const out: number[] = [];
  let ok = true;
  // An index loop, not forEach, so that holes in a sparse array are reported rather than skipped.
  for (let i = 0; i < value.length; i++) {
    const v = value[i];
    if (checkWhole(r, v, pathJoin(path, i))) out.push(v);
    else ok = false;
  }
  if (!ok) return undefined;
  // Each amount may be safe while their sum is not.
  if (out.reduce((a, b) => a + b, 0) > Number.MAX_SAFE_INTEGER) {
    report(r, 'hits-total-too-large', path, 'the amounts add up past 2^53 - 1');
    return undefined;
  }
  return out;
}

/**
 * An argument read once as plain data, so that getters, proxies and cycles never reach the
 * checks; what cannot be read is reported at its path (`unreadable-input`), and the read value is
 * then undefined.
 */
export function plainArg(r: Report, value: unknown, path: string): { readonly ok: boolean; readonly value: unknown } {
  const read = readPlain(value, path);
  for (const p of read.problems) reportProblem(r, p);
  return { ok: read.problems.length === 0, value: read.value };
}

/**
 * Names as printed on SSDs and damage charts vary in case and spacing ("Ph-10", "PH-10"), so
 * they are compared trimmed, with runs of blanks made one space, and case-folded.
 */
export function sameName(a: string, b: string): boolean {
  const norm = (s: string): string => s.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) === norm(b);
}
