/**
 * Reading untrusted arguments once, safely. Every helper of `spacedock/damage`,
 * `spacedock/combat` and `spacedock/turn` takes plain data that may come from JSON or untyped code: an object may have
 * getters that throw, be a proxy whose traps throw, have no prototype, carry `__proto__` or
 * `constructor` keys, hold holes, cycles or absurd nesting. `readPlain` copies such a value into
 * plain data (arrays, and objects without a prototype holding only own enumerable string keys),
 * reading each property exactly once inside a `try`, within fixed bounds of depth, list length and
 * total size. The checks of each helper then run on the copy, where reading can neither throw nor
 * change between two reads; what is wrong is reported as diagnostics at the field's path
 * (`src/diagnostics/report.ts`). Internal: not part of the public API.
 */
import { describeValue } from '../diagnostics/describe.js';
import { pathJoin } from '../diagnostics/path.js';
import { report, type Report } from '../diagnostics/report.js';
import { MAX_LIST_ITEMS } from './limits.js';
import { closest } from '../text/closest.js';

/** Why a value could not be read. */
export type ReadProblemKind = 'unreadable' | 'too-long' | 'too-deep' | 'cycle' | 'too-large';

/** A part of an argument that could not be read, by its path (`ship.armor`, `hits[3]`). */
export interface ReadProblem {
  readonly kind: ReadProblemKind;
  readonly path: string;
  /** A short explanation, for a reason's text. */
  readonly detail: string;
}

/** What {@link readPlain} read: the plain copy, and every part it could not read. */
export interface PlainRead {
  readonly value: unknown;
  readonly problems: readonly ReadProblem[];
}

/**
 * How deep a plain argument may nest (a chart cell's result, the deepest field read, is at depth
 * 5); the shipyard page refuses a state file nested deeper before it parses it.
 */
export const MAX_DEPTH = 8;
/** The most values one argument may hold in all (a ship of MAX_BOXES phasers with six arcs each fits). */
const MAX_VALUES = 1_000_000;

/** A plain object: no prototype, so no key (not even `__proto__`) is anything but data. */
export type PlainRecord = { readonly [key: string]: unknown };

/** Whether a value read by {@link readPlain} is a plain object (not a list, not null). */
export function isPlainRecord(value: unknown): value is PlainRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether an object lists a key for each of its elements or characters (a typed array, a String
 * object): listing its keys could take far more memory than the object itself, so it is refused
 * before they are listed.
 */
export function isBulky(value: object): boolean {
  if (ArrayBuffer.isView(value)) return true;
  // Only an object with its own `length` can be a String object; the exact test throws for any
  // other, and a throw is slow, so it is kept for those few. (On a proxy `hasOwn` runs its
  // descriptor trap, which may throw: callers read this inside a `try`.)
  if (!Object.hasOwn(value, 'length')) return false;
  try {
    String.prototype.valueOf.call(value);
    return true;
  } catch {
    return false;
  }
}

/** The message of something thrown, without trusting it (its getters may throw too). */
export function thrownMessage(error: unknown): string {
  try {
    if (error instanceof Error && typeof error.message === 'string') return error.message.slice(0, 200);
  } catch {
    // A hostile error object: fall through to the generic text.
  }
  return 'it threw';
}

/**
 * Copies `value` into plain data, reading every property once. `path` names the value in the
 * problems (`''` for a nameless root, whose fields are then named bare: `armor.held`). Values of
 * the keys listed in `keep` at the top level are kept as they are (a dice source, whose methods
 * need their own object). Functions are kept as they are and never read.
 */
export function readPlain(value: unknown, path: string, keep: readonly string[] = []): PlainRead {
  const problems: ReadProblem[] = [];
  let left = MAX_VALUES;
  // The keys from the root to the value being read, and the objects open on the way (for cycles):
  // a path is only spelled out when there is a problem to report.
  const trail: (string | number)[] = [];
  const open: object[] = [];
  const here = (): string => {
    let at = path;
    for (const k of trail) at = pathJoin(at, k);
    // The root of a nameless argument is the empty path (see Diagnostic.path).
    return at;
  };
  const fail = (kind: ReadProblemKind, detail: string): undefined => {
    problems.push({ kind, path: here(), detail });
    return undefined;
  };
  const unreadable = (error: unknown): undefined => fail('unreadable', `could not be read (${thrownMessage(error)})`);

  const copy = (v: unknown): unknown => {
    if (--left < 0) {
      if (left === -1) problems.push({ kind: 'too-large', path, detail: `more than ${MAX_VALUES} values in all` });
      return undefined;
    }
    if (v === null || typeof v !== 'object') return v;
    if (trail.length >= MAX_DEPTH) return fail('too-deep', `nested more than ${MAX_DEPTH} levels deep`);
    if (open.includes(v)) return fail('cycle', 'contains itself');
    let isList: boolean;
    try {
      isList = Array.isArray(v);
    } catch (error) {
      return unreadable(error);
    }
    open.push(v);
    const out = isList ? copyList(v as readonly unknown[]) : copyRecord(v);
    open.pop();
    return out;
  };

  const copyList = (list: readonly unknown[]): unknown => {
    let length: unknown;
    try {
      length = list.length;
    } catch (error) {
      return unreadable(error);
    }
    if (typeof length !== 'number' || !Number.isSafeInteger(length) || length < 0) return fail('unreadable', 'a list without a whole length');
    if (length > MAX_LIST_ITEMS) return fail('too-long', `${length} entries, more than MAX_LIST_ITEMS (${MAX_LIST_ITEMS})`);
    const out: unknown[] = [];
    for (let i = 0; i < length; i++) {
      trail.push(i);
      let item: unknown;
      let read = true;
      try {
        item = list[i];
      } catch (error) {
        unreadable(error);
        read = false;
      }
      out.push(read ? copy(item) : undefined);
      trail.pop();
    }
    return out;
  };

  const copyRecord = (record: object): unknown => {
    let keys: string[];
    try {
      if (isBulky(record)) return fail('unreadable', 'not plain data (a typed array or a String object)');
      keys = Object.keys(record);
    } catch (error) {
      return unreadable(error);
    }
    if (keys.length > MAX_LIST_ITEMS) return fail('too-long', `${keys.length} keys, more than MAX_LIST_ITEMS (${MAX_LIST_ITEMS})`);
    const top = trail.length === 0;
    const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    for (const key of keys) {
      trail.push(key);
      let item: unknown;
      let read = true;
      try {
        item = (record as Record<string, unknown>)[key];
      } catch (error) {
        unreadable(error);
        read = false;
      }
      if (read) out[key] = top && keep.includes(key) ? item : copy(item);
      trail.pop();
    }
    return out;
  };

  return { value: copy(value), problems };
}

/**
 * A value as a reason shows it: short, and never by running the value's own code (a string is
 * cut to 40 characters, an object is only named).
 */
export function show(value: unknown): string {
  if (value === null || typeof value !== 'object') return describeValue(value);
  try {
    if (!Array.isArray(value)) return 'an object';
    // A short list of plain values is shown as it is: [1,2], [6,"x",null].
    const short = value.length <= 8 && Array.from(value, (x: unknown) => x).every((x) => x === null || (typeof x !== 'object' && typeof x !== 'function' && typeof x !== 'symbol' && typeof x !== 'bigint'));
    return short ? `[${Array.from(value, (x: unknown) => (x === undefined ? 'undefined' : describeValue(x))).join(',')}]` : 'a list';
  } catch {
    return 'an object'; // a revoked proxy
  }
}

/** Whether `n` is a whole number from `min` to `max` (a safe integer). */
export function isWhole(n: unknown, min: number, max: number): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= min && n <= max;
}

/** Reads a property of an object the caller owns (a dice source), never throwing: the value, or a problem. */
export function readProperty(target: unknown, key: string): { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly detail: string } {
  if (target === null || (typeof target !== 'object' && typeof target !== 'function')) return { ok: true, value: undefined };
  try {
    return { ok: true, value: (target as Record<string, unknown>)[key] };
  } catch (error) {
    return { ok: false, detail: `could not be read (${thrownMessage(error)})` };
  }
}

// Reporting into a diagnostics report (src/diagnostics/report.ts): the general codes every reader
// of structured input gives, each at the field's path.

/** A read problem as an `unreadable-input` diagnostic at its path. */
export function reportProblem(r: Report, p: ReadProblem): void {
  report(r, 'unreadable-input', p.path, p.detail);
}

/** `missing-field` when `value` is undefined, else `invalid-value`: "<value> is not <what>". */
export function reportNeed(r: Report, path: string, value: unknown, what: string): void {
  if (value === undefined) {
    // A field a misspelt key stands for is not reported missing: the key's "did you mean" says it.
    if (r.misspelt?.has(path) !== true) report(r, 'missing-field', path, `missing (${what})`);
  } else report(r, 'invalid-value', path, `${show(value)} is not ${what}`);
}

/**
 * Reports a value that should be a list of at most `max` entries: a list that is too long by its
 * length and the limit (`12000 entries, more than MAX_BOXES (10000)`), anything else as
 * {@link reportNeed} says it (a list is never "not a list").
 */
export function reportNeedList(r: Report, path: string, value: unknown, what: string, max: number, limit: string): void {
  if (Array.isArray(value) && value.length > max) report(r, 'invalid-value', path, `${value.length} entries, more than ${limit} (${max})`);
  else reportNeed(r, path, value, what);
}

/**
 * Reads an argument once as plain data and requires an object: the record, or undefined with the
 * problems reported (a read problem by field, or `invalid-value`/`missing-field` at `path`).
 */
export function readRecordInto(value: unknown, path: string, expected: string, r: Report, keep: readonly string[] = []): PlainRecord | undefined {
  const read = readPlain(value, path, keep);
  if (read.problems.length > 0) {
    for (const p of read.problems) reportProblem(r, p);
    return undefined;
  }
  if (!isPlainRecord(read.value)) {
    reportNeed(r, path, read.value, expected);
    return undefined;
  }
  return read.value;
}

/** Reports `unknown-field` for every key of `record` not in `known`. */
export function reportUnknownFields(r: Report, record: PlainRecord, base: string, known: readonly string[], what: string): void {
  for (const key of Object.keys(record)) {
    if (known.includes(key)) continue;
    // The same "did you mean" as a design file's unknown key (a misspelt field: `reinforcment`).
    const near = key.length <= 40 ? closest(key, known) : undefined;
    if (near !== undefined && !Object.hasOwn(record, near)) (r.misspelt ??= new Set()).add(pathJoin(base, near));
    report(r, 'unknown-field', pathJoin(base, key), near === undefined ? `not a field of ${what} (they are ${known.join(', ')})` : `not a field of ${what}; did you mean ${near}?`);
  }
}
