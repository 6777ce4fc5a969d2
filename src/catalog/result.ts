import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { describeValue } from '../diagnostics/describe.js';
import { emit, finish, newSink, type DiagnosticSink } from '../diagnostics/sink.js';
import type { DiagnosticCode } from '../diagnostics/codes.js';
import { CATALOG_ENTRIES } from './entries.js';
import type { CatalogEntry } from './types.js';

/**
 * The result of a catalog rule: a value with any notes (warnings, infos), or the errors that
 * kept it from being computed. Catalog rules take user input (box counts, tech levels, size
 * classes), so they report instead of throwing.
 */
export type CatalogResult<T> =
  | { readonly ok: true; readonly value: T; readonly diagnostics: readonly Diagnostic[] }
  | { readonly ok: false; readonly diagnostics: readonly Diagnostic[] };

/** A sink for one catalog call; catalog diagnostics have no source text, so their span is empty. */
export function catalogSink(): DiagnosticSink {
  return newSink();
}

/** Reports a catalog diagnostic (empty span: there is no source text). */
export function note(sink: DiagnosticSink, code: DiagnosticCode, message: string): void {
  emit(sink, code, message, 0, 0);
}

/** Finishes a call: the value unless an error was reported. */
export function done<T>(sink: DiagnosticSink, value: T | undefined): CatalogResult<T> {
  const diagnostics = finish(sink);
  if (sink.failed || value === undefined) return { ok: false, diagnostics };
  return { ok: true, value, diagnostics };
}

/** Finishes a call that could not compute its value (the sink holds the errors). */
export function stop<T>(sink: DiagnosticSink): CatalogResult<T> {
  return { ok: false, diagnostics: finish(sink) };
}

/** Checks that `n` is a whole number in [min, max]; reports `invalid-argument` otherwise. */
export function checkInteger(sink: DiagnosticSink, n: unknown, what: string, min: number, max = Number.MAX_SAFE_INTEGER): n is number {
  if (typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max) return true;
  note(sink, 'invalid-argument', `${what} must be a whole number from ${min}${max === Number.MAX_SAFE_INTEGER ? ' up' : ` to ${max}`}, not ${describeValue(n)}`);
  return false;
}

/** Checks that `n` is a finite number of `min` or more (more than `min` when `strict`). */
export function checkNumber(sink: DiagnosticSink, n: unknown, what: string, min: number, strict = false): n is number {
  if (typeof n === 'number' && Number.isFinite(n) && (strict ? n > min : n >= min)) return true;
  note(sink, 'invalid-argument', `${what} must be a finite number ${strict ? 'above' : 'of'} ${min}${strict ? '' : ' or more'}, not ${describeValue(n)}`);
  return false;
}

/** Checks that an optional argument is absent or one of a closed set of values. */
export function checkChoice<T>(sink: DiagnosticSink, value: unknown, what: string, allowed: readonly T[]): value is T | undefined {
  if (value === undefined || allowed.includes(value as T)) return true;
  note(sink, 'invalid-argument', `${what} must be ${allowed.map((a) => describeValue(a)).join(' or ')}, not ${describeValue(value)}`);
  return false;
}

/**
 * Whether a computed number can be returned: finite and no larger than 2^53 - 1. Otherwise
 * `points-too-large`, whose message says which arguments made it so.
 */
export function checkResult(sink: DiagnosticSink, value: number, what: string): boolean {
  if (Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER) return true;
  note(sink, 'points-too-large', `${what} comes to more than ${Number.MAX_SAFE_INTEGER}`);
  return false;
}

/**
 * An options argument read once into a plain copy (a getter or a proxy trap runs at most once,
 * inside a `try`): absent or null is no options; anything else that is not an object, or cannot
 * be read, is `invalid-argument`.
 */
export function readOptions(sink: DiagnosticSink, options: unknown, what = 'the options'): Readonly<Record<string, unknown>> | undefined {
  if (options === undefined || options === null) return {};
  if (typeof options !== 'object') {
    note(sink, 'invalid-argument', `${what} must be an object, not ${describeValue(options)}`);
    return undefined;
  }
  try {
    return { ...options };
  } catch {
    note(sink, 'invalid-argument', `${what} could not be read: one of its properties threw an error`);
    return undefined;
  }
}

/** The catalog's own entries, and each by id. */
const OWN: ReadonlySet<CatalogEntry> = new Set(CATALOG_ENTRIES);
const BY_ID: ReadonlyMap<string, CatalogEntry> = new Map(CATALOG_ENTRIES.map((e) => [e.id, e]));

/**
 * The catalog entry an argument stands for: one of {@link CATALOG_ENTRIES} itself, or an object
 * whose `id` is one of theirs (a copy read from JSON, say), which stands for the catalog's own
 * record. Anything else is `invalid-argument`. Nothing but `id` is read from a foreign object.
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

/** {@link toEntry}, reporting `invalid-argument` naming the argument when there is none. */
export function checkEntry(sink: DiagnosticSink, value: unknown, what = 'the entry'): CatalogEntry | undefined {
  const entry = toEntry(value);
  if (entry === undefined) note(sink, 'invalid-argument', `${what} must be a catalog entry (from findEntry, listEntries or CATALOG_ENTRIES), not ${describeValue(value)}`);
  return entry;
}
