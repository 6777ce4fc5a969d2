import { describeValue } from '../diagnostics/describe.js';
import { report, type Report } from '../diagnostics/report.js';
import type { SourceRef } from '../rules/source.js';
import { CATALOG_ENTRIES } from './entries.js';
import type { CatalogEntry } from './types.js';

// Internal: the argument checks every catalog rule makes. A catalog rule takes structured input
// (entries, counts, tech levels, options), so its diagnostics have a `path` and no span: the
// parameter's name (`tech`, `load`), or a field under it (`options.boxes`, `rolls[3]`), and a
// message that says what is wrong there without naming it again. A rule with a single parameter
// has the empty path for it (the whole input). Each rule collects them in a `Report` and ends
// with `finishReport` or `failReport`.

/** Checks that `n` is a whole number in [min, max]; reports `invalid-value` at `path` otherwise. */
export function checkInteger(r: Report, n: unknown, path: string, min: number, max = Number.MAX_SAFE_INTEGER, source?: SourceRef): n is number {
  if (typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max) return true;
  report(r, 'invalid-value', path, `${describeValue(n)} is not a whole number from ${min}${max === Number.MAX_SAFE_INTEGER ? ' up' : ` to ${max}`}`, source);
  return false;
}

/** Checks that `n` is a finite number of `min` or more (more than `min` when `strict`). */
export function checkNumber(r: Report, n: unknown, path: string, min: number, strict = false): n is number {
  if (typeof n === 'number' && Number.isFinite(n) && (strict ? n > min : n >= min)) return true;
  report(r, 'invalid-value', path, `${describeValue(n)} is not a finite number ${strict ? 'above' : 'of'} ${min}${strict ? '' : ' or more'}`);
  return false;
}

/** Checks that an optional argument is absent or one of a closed set of values. */
export function checkChoice<T>(r: Report, value: unknown, path: string, allowed: readonly T[]): value is T | undefined {
  if (value === undefined || allowed.includes(value as T)) return true;
  report(r, 'invalid-value', path, `must be ${allowed.map((a) => describeValue(a)).join(' or ')}, not ${describeValue(value)}`);
  return false;
}

/**
 * Whether a computed number can be returned: finite and no larger than 2^53 - 1. Otherwise
 * `points-too-large` at the argument that made it so, whose message says what came to too much.
 */
export function checkResult(r: Report, value: number, path: string, what: string): boolean {
  if (Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER) return true;
  report(r, 'points-too-large', path, `${what} comes to more than ${Number.MAX_SAFE_INTEGER}`);
  return false;
}

/**
 * An options argument read once into a plain copy (a getter or a proxy trap runs at most once,
 * inside a `try`): absent or null is no options; anything else that is not an object, or cannot
 * be read, is `invalid-value` at `path`.
 */
export function readOptions(r: Report, options: unknown, path = 'options'): Readonly<Record<string, unknown>> | undefined {
  if (options === undefined || options === null) return {};
  if (typeof options !== 'object') {
    report(r, 'invalid-value', path, `${describeValue(options)} is not an object`);
    return undefined;
  }
  try {
    return { ...options };
  } catch {
    report(r, 'unreadable-input', path, 'reading it threw an error');
    return undefined;
  }
}

/** The catalog's own entries, and each by id. */
const OWN: ReadonlySet<CatalogEntry> = new Set(CATALOG_ENTRIES);
const BY_ID: ReadonlyMap<string, CatalogEntry> = new Map(CATALOG_ENTRIES.map((e) => [e.id, e]));

/**
 * The catalog entry an argument stands for: one of {@link CATALOG_ENTRIES} itself, or an object
 * whose `id` is one of theirs (a copy read from JSON, say), which stands for the catalog's own
 * record. Anything else is `invalid-value`. Nothing but `id` is read from a foreign object.
 */
export function toEntry(value: unknown): CatalogEntry | undefined {
  if (OWN.has(value as CatalogEntry)) return value as CatalogEntry;
  if (typeof value !== 'object' || value === null) return undefined;
  let id: unknown;
  try {
    id = (value as { id?: unknown }).id;
  } catch {
    return undefined;
  }
  return typeof id === 'string' ? BY_ID.get(id) : undefined;
}

/** {@link toEntry}, reporting `invalid-value` at `path` when there is none. */
export function checkEntry(r: Report, value: unknown, path = 'entry'): CatalogEntry | undefined {
  const entry = toEntry(value);
  if (entry === undefined) report(r, 'invalid-value', path, `${describeValue(value)} is not a catalog entry (from findEntry, listEntries or CATALOG_ENTRIES)`);
  return entry;
}
