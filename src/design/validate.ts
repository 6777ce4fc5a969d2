import * as z from 'zod/mini';
import { MAX_DIAGNOSTICS } from '../diagnostics/limits.js';
import { pathOf } from '../diagnostics/path.js';
import { failReport, finishReport, newReport, report, type Report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { thrownMessage } from '../input/plain.js';
import { closest } from '../text/closest.js';
import { DesignDocumentSchema, FleetSchema, ShipDesignSchema, SystemLineSchema, UnitLineSchema, UnitListSchema, type DesignDocument } from './schema.js';
import { expectedText, foundText, schemasAt } from './schema-words.js';
import { documentProfile } from './document-profile.js';

/** A path into a design document as keys and list indexes, such as `['units', 0, 'count']` (internal). */
export type Segments = readonly (string | number)[];

/**
 * A problem found by {@link schemaIssues}: where (`key` names an unknown key; the segments are
 * then its mapping's), its `path` as a diagnostic gives it, and its message. `missing` marks a
 * required field that is absent: its segments are the field's, and it is placed at its mapping.
 */
export interface SchemaIssue {
  readonly segments: Segments;
  readonly key?: string;
  readonly missing?: boolean;
  readonly path: string;
  readonly message: string;
  /** For an unknown key: the field it is closest to, as a replacement for the key. */
  readonly suggestions?: readonly string[];
  /** A number or true/false where text is expected (`variant: 5`): quoting the value as written is the fix. */
  readonly quote?: boolean;
  /** No value where text is taken: when the file wrote a word there (`Null`, `~`), YAML read it as null and quoting it is the fix. */
  readonly nullText?: boolean;
}

/** Whether an issue is a number or true/false given where only text is taken (YAML read `5` or `yes` as one). */
function wantsQuotes(i: z.core.$ZodIssue, found: unknown): boolean {
  return i.code === 'invalid_type' && i.expected === 'string' && (typeof found === 'number' || typeof found === 'boolean');
}

/** Whether an issue is no value (null) given where only text is taken: `label: Null` or `label: ~`, if the file wrote a word there. */
function nullForText(i: z.core.$ZodIssue, found: unknown): boolean {
  return i.code === 'invalid_type' && i.expected === 'string' && found === null;
}

/** The name of the mapping at `segments` in messages, for the mappings that have one. */
function mappingName(segments: Segments, kind: unknown): string {
  if (segments.length === 0) return kind === 'ship' ? 'a ship' : kind === 'units' ? 'a unit list' : kind === 'fleet' ? 'a fleet' : 'a design document';
  if (segments.length === 2 && segments[0] === 'ships') return 'a fleet line';
  if (segments.length === 2 && segments[0] === 'units') return 'a unit line';
  if (segments.length === 2 && segments[0] === 'systems') return 'a system line';
  return 'this mapping';
}

/** The fields of the mapping at `segments` of `value`, as the format defines them (none when it defines no mapping there). */
function fieldsAt(value: unknown, segments: Segments): string[] {
  const fields: string[] = [];
  for (const s of schemasAt(DesignDocumentSchema, segments, value)) {
    const def = (s as z.core.$ZodTypes)._zod.def;
    if (def.type === 'object') for (const f of Object.keys(def.shape)) if (!fields.includes(f)) fields.push(f);
  }
  return fields;
}

/**
 * The message of an unknown key, without its path (the diagnostic's `path` gives it): a "did you
 * mean" when the key is close to a field (by edit distance, ignoring case), or else the fields
 * there are.
 */
function unknownKeyMessage(fields: readonly string[], key: string, what: string): { readonly message: string; readonly near?: string } {
  if (fields.length === 0) return { message: 'unknown key: the format has no such field' };
  const near = closest(key, fields);
  return near !== undefined ? { message: `unknown key; did you mean ${near}?`, near } : { message: `unknown key; the fields of ${what} are ${fields.join(', ')}` };
}

/** Where {@link schemaIssues} puts what it finds. */
export interface IssueSink {
  /**
   * Whether an issue at `segments` (at its unknown key `key`) could still be kept. When not,
   * neither can the later ones of the same line or mapping: they are only counted, with `more`.
   */
  readonly keeps: (segments: Segments, key?: string) => boolean;
  readonly issue: (issue: SchemaIssue) => void;
  /** `count` more issues at `segments` (at its key `key`) or after it, that cannot be kept. */
  readonly more: (count: number, segments: Segments, key?: string) => void;
}

/** The value at `segments` of `value` (undefined where there is none). */
function valueAt(value: unknown, segments: Segments): unknown {
  let v = value;
  for (const step of segments) {
    if (v === null || typeof v !== 'object' || !Object.hasOwn(v, step)) return undefined;
    v = (v as Record<string | number, unknown>)[step];
  }
  return v;
}

/** Whether an issue is a required field absent from a mapping that is there. */
function isMissing(code: string, value: unknown, segments: Segments): boolean {
  // Any check of an absent field (a type, or the `kind` that tells documents apart) says it is missing.
  if (code === 'unrecognized_keys' || code === 'custom' || segments.length === 0 || typeof segments[segments.length - 1] !== 'string') return false;
  const parent = valueAt(value, segments.slice(0, -1));
  return parent !== null && typeof parent === 'object' && !Array.isArray(parent) && valueAt(parent, segments.slice(-1)) === undefined;
}

/**
 * A schema issue in the file's terms, without zod's wording: a required field that is absent is
 * named, with what it takes ("missing field `sizeClass` (a whole number from 0 to 7)": the one
 * message that names its field, since it points at the mapping rather than at the field); any
 * other problem says what the format expects there and what the file has ("expected a whole
 * number from 0 to 7, found 9"). A refinement's own message (a `custom` issue) is kept.
 */
function issueText(i: z.core.$ZodIssue, value: unknown, segments: Segments, missing: boolean, words: Map<z.core.$ZodType, string>): string {
  if (i.code === 'custom') return i.message;
  const schemas = schemasAt(DesignDocumentSchema, segments, value);
  // The words of a schema are worked out once per document: a thousand lines with the same
  // mistake would otherwise describe the same schema a thousand times.
  const one = schemas.length === 1 ? schemas[0]! : undefined;
  let expected = one === undefined ? undefined : words.get(one);
  if (expected === undefined) {
    expected = expectedText(schemas);
    if (one !== undefined) words.set(one, expected);
  }
  if (missing) return `missing field \`${String(segments[segments.length - 1])}\` (${expected})`;
  // A text past its length limit says the limit, not only what the field takes (issue 38).
  const found = valueAt(value, segments);
  if (i.code === 'too_big' && i.origin === 'string' && typeof found === 'string') return `too long: at most ${String(i.maximum)} characters here, found ${found.length}`;
  return `expected ${expected}, found ${foundText(valueAt(value, segments))}`;
}

/** Unknown keys looked at, per mapping, for the missing fields they were meant to be. */
const MAX_MISSPELT = 64;

/** An issue as zod's checks give it, before or after it is finished (`path` absent at the top). */
interface RawIssue {
  readonly code: string;
  readonly keys?: readonly string[];
  readonly path?: readonly PropertyKey[];
}

const segmentsOf = (prefix: Segments, i: RawIssue): Segments => [...prefix, ...((i.path ?? []).filter((p) => typeof p !== 'symbol') as (string | number)[])];

/**
 * The paths of the missing fields that are not reported: those an unknown key of the same mapping
 * is closest to (`sizeclass: 6` for `sizeClass`), whose "did you mean" says it all, at the key.
 * `own` are the fields of the mapping at `prefix`, when the caller knows them.
 */
function misspeltFields(issues: readonly RawIssue[], prefix: Segments, value: unknown, own?: readonly string[]): Set<string> {
  const out = new Set<string>();
  const missing = new Map<string, string[]>(); // by the path of their mapping
  for (const i of issues) {
    const segments = segmentsOf(prefix, i);
    if (!isMissing(i.code, value, segments)) continue;
    const at = pathOf(segments.slice(0, -1));
    const list = missing.get(at) ?? [];
    list.push(String(segments[segments.length - 1]));
    missing.set(at, list);
  }
  if (missing.size === 0) return out;
  for (const i of issues) {
    if (i.code !== 'unrecognized_keys' || i.keys === undefined) continue;
    const segments = segmentsOf(prefix, i);
    const fields = missing.get(pathOf(segments));
    if (fields === undefined) continue;
    const all = own !== undefined && segments.length === prefix.length ? own : fieldsAt(value, segments);
    for (const key of i.keys.slice(0, MAX_MISSPELT)) {
      const near = closest(key, all);
      if (near !== undefined && fields.includes(near)) out.add(pathOf([...segments, near]));
    }
  }
  return out;
}

// The document without its lines, then each line on its own: a list of a million bad lines is
// checked one line at a time, so its problems are counted without all being held at once.
const LINES = z.array(z.unknown());
const HEAD = z.discriminatedUnion('kind', [
  z.extend(ShipDesignSchema, { units: z.optional(LINES), systems: z.optional(LINES) }),
  z.extend(UnitListSchema, { units: LINES.check(z.minLength(1)) }),
  // A fleet has at most MAX_FLEET_LINES lines: checked whole.
  FleetSchema,
]);

/**
 * A line checked by zod's own run, which does not build an error: a failing `safeParse` builds a
 * ZodError (an Error, with a stack) whose cost is forty times the check itself, and a file of a
 * million bad lines would spend tens of seconds there. The error is built (by `safeParse`) only
 * for the lines whose problems are kept. Falls back to `safeParse` if zod ever stops exposing it.
 */
function runLine(schema: z.ZodMiniType, value: unknown): { readonly ok: true } | { readonly ok: false; readonly issues: readonly RawIssue[] } {
  const internals = (schema as unknown as { _zod?: { run?: (p: { value: unknown; issues: RawIssue[] }, ctx: { async: false }) => unknown } })._zod;
  if (typeof internals?.run === 'function') {
    const r = internals.run({ value, issues: [] }, { async: false }) as { issues?: readonly RawIssue[] } | Promise<unknown>;
    if (!(r instanceof Promise) && Array.isArray(r.issues)) return r.issues.length === 0 ? OK : { ok: false, issues: r.issues };
  }
  const r = schema.safeParse(value);
  return r.success ? OK : { ok: false, issues: r.error.issues };
}

const OK = Object.freeze({ ok: true } as const);

/**
 * How many diagnostics the issues of the line at `prefix` of `value` give: one per unknown key,
 * one for every other issue, less the missing fields an unknown key stands for (as
 * {@link schemaIssues} reports them).
 */
export function issueCount(issues: readonly RawIssue[], prefix: Segments, value: unknown, own?: readonly string[]): number {
  let n = 0;
  let unknown = false;
  for (const i of issues) {
    if (i.code === 'unrecognized_keys') {
      n += i.keys?.length ?? 1;
      unknown = true;
    } else n++;
  }
  return unknown ? n - misspeltFields(issues, prefix, value, own).size : n;
}

/**
 * Checks a value against the design format and puts every problem in `sink`, in order: the
 * document's own fields, then each unit line, then each system line. Returns the checked
 * document when there is none.
 */
export function schemaIssues(value: unknown, sink: IssueSink): DesignDocument | undefined {
  let clean = true;
  const kind = (value as { kind?: unknown } | null)?.kind;
  const words = new Map<z.core.$ZodType, string>();
  const describe = (issues: readonly z.core.$ZodIssue[], prefix: Segments): void => {
    const misspelt = misspeltFields(issues, prefix, value);
    for (const i of issues) {
      const segments = segmentsOf(prefix, i);
      if (i.code !== 'unrecognized_keys') {
        const missing = isMissing(i.code, value, segments);
        const path = pathOf(segments);
        if (missing && misspelt.has(path)) continue;
        if (!sink.keeps(segments)) sink.more(1, segments);
        else {
          const quote = !missing && wantsQuotes(i, valueAt(value, segments));
          const message = issueText(i, value, segments, missing, words);
          const nullText = !missing && nullForText(i, valueAt(value, segments));
          sink.issue({ segments, ...(missing ? { missing } : {}), ...(nullText ? { nullText } : {}), ...(quote ? { quote, message: `${message}: quote it to make it text` } : { message }), path });
        }
        continue;
      }
      // One issue per unknown key, in the order they are written: once one cannot be kept, the
      // rest of that mapping (a million keys, say) are counted at once.
      let fields: string[] | undefined;
      for (let k = 0; k < i.keys.length; k++) {
        const key = i.keys[k]!;
        if (!sink.keeps(segments, key)) {
          sink.more(i.keys.length - k, segments, key);
          break;
        }
        fields ??= fieldsAt(value, segments);
        const { message, near } = unknownKeyMessage(fields, key, mappingName(segments, kind));
        sink.issue({ segments, key, path: pathOf([...segments, key]), message, ...(near === undefined ? {} : { suggestions: [near] }) });
      }
    }
  };
  const head = HEAD.safeParse(value);
  if (!head.success) {
    clean = false;
    describe(head.error.issues, []);
  }
  if (kind === 'fleet') return clean && head.success ? ({ ...head.data } as DesignDocument) : undefined;
  if (kind !== 'ship' && kind !== 'units') return undefined;
  const lines = (name: 'units' | 'systems', schema: typeof UnitLineSchema | typeof SystemLineSchema): unknown[] | undefined => {
    const list = (value as Record<string, unknown>)[name];
    if (!Array.isArray(list)) return undefined;
    const fields = Object.keys(schema.shape);
    const out: unknown[] = [];
    for (let i = 0; i < list.length; i++) {
      const r = runLine(schema, list[i]);
      if (r.ok) {
        // The line itself, not zod's copy of it: the schemas transform nothing, so they are equal,
        // and a million copies kept alive would cost the garbage collector more than the check.
        out.push(list[i]);
        continue;
      }
      clean = false;
      if (!sink.keeps([name, i])) sink.more(issueCount(r.issues, [name, i], value, fields), [name, i]);
      else {
        const described = schema.safeParse(list[i]);
        if (!described.success) describe(described.error.issues, [name, i]);
      }
    }
    return out;
  };
  const units = lines('units', UnitLineSchema);
  const systems = kind === 'ship' ? lines('systems', SystemLineSchema) : undefined;
  if (!clean || !head.success) return undefined;
  const doc = { ...head.data } as Record<string, unknown>;
  if (units !== undefined) doc['units'] = units;
  if (systems !== undefined) doc['systems'] = systems;
  return doc as unknown as DesignDocument;
}

/**
 * Checks a design document held as data (parsed from JSON, built in code) against the format
 * (`specs/design-format.md`, sections 3 to 5): required fields, types, ranges and unknown keys,
 * then the values of a `profile` written as options (`invalid-profile`, as the loader checks them).
 * Each problem of the format is a `design-schema` error with the `path` of the field (`units[0].count`; an
 * unknown key's own path, `systems[0].colour`) and no span (there is no text to point into); the
 * message says what is wrong in the format's words: what a field expects and what it holds, the
 * field closest to an unknown key, the name of a missing field. At most `MAX_DIAGNOSTICS` are kept, then one
 * `too-many-diagnostics` says how many more there were. Never throws. The value, when `ok`, is a
 * new top-level object whose unit and system lines are the input's own. To check YAML text, with
 * line and column, use {@link loadDesigns}.
 *
 * @example
 * ```ts
 * import { validateDesign } from 'spacedock/design';
 *
 * const ok = validateDesign({ format: 1, kind: 'units', title: 'Guns', units: [{ name: 'Laser', spec: '3d6 eZap AP' }] });
 * if (!ok.ok || ok.value.kind !== 'units') throw new Error('a valid unit list');
 *
 * const bad = validateDesign({ format: 1, kind: 'units', title: 'Guns', units: [{ name: 'Laser', spec: '3d6 eZap', count: 0 }] });
 * const d = bad.diagnostics[0]; // { path: 'units[0].count', message: 'expected a whole number from 1 to 10000, found 0', ... }
 * if (bad.ok || d?.path !== 'units[0].count' || d.message !== 'expected a whole number from 1 to 10000, found 0') throw new Error(JSON.stringify(bad));
 *
 * const divisor = validateDesign({ format: 1, kind: 'units', title: 'Guns', profile: { base: 'hero', powerDivisor: 0 }, units: [{ name: 'Laser', spec: '3d6 eZap' }] });
 * if (divisor.diagnostics[0]?.code !== 'invalid-profile' || divisor.diagnostics[0].path !== 'profile.powerDivisor') throw new Error(JSON.stringify(divisor));
 *
 * const missing = validateDesign({ format: 1, kind: 'ship', name: 'Tug', tech: 3 });
 * // the one message that names its field: it is placed at the mapping that lacks it
 * if (missing.diagnostics[0]?.message !== 'missing field `sizeClass` (a whole number from 0 to 7)') throw new Error(JSON.stringify(missing));
 * ```
 */
export function validateDesign(value: unknown): Result<DesignDocument> {
  const r = newReport();
  try {
    return checkedDesign(value, r);
  } catch (error) {
    // A value built in code may have a getter or a proxy that throws when read: a refusal, never a throw.
    report(r, 'unreadable-input', '', `the design could not be read (${thrownMessage(error)})`);
    return failReport(r);
  }
}

function checkedDesign(value: unknown, r: Report): Result<DesignDocument> {
  const document = schemaIssues(value, {
    keeps: () => r.diagnostics.length < MAX_DIAGNOSTICS,
    issue: (i) => report(r, 'design-schema', i.path, i.message),
    // Counted by the report as left out: it holds MAX_DIAGNOSTICS already, so no message is kept.
    more: (n, segments, key) => {
      const path = pathOf(key === undefined ? segments : [...segments, key]);
      for (let k = 0; k < n; k++) report(r, 'design-schema', path, '');
    },
  });
  if (document === undefined) return failReport(r);
  // The profile's values (a power divisor of 0, a label no line has) are checked as the loader checks them.
  if (document.kind !== 'fleet') for (const d of documentProfile(document.profile).diagnostics) report(r, d.code, d.path, d.message, d.source);
  return r.failed ? failReport(r) : finishReport(r, document);
}
