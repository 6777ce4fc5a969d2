import { z } from 'zod';
import { MAX_DIAGNOSTICS } from '../diagnostics/limits.js';
import { pathOf } from '../diagnostics/path.js';
import { failReport, finishReport, newReport, report } from '../diagnostics/report.js';
import type { Result } from '../diagnostics/result.js';
import { closest } from '../notation/suggest.js';
import { ShipDesignSchema, SystemLineSchema, UnitLineSchema, UnitListSchema, type DesignDocument } from './schema.js';

/** A path into a design document as keys and list indexes, such as `['units', 0, 'count']` (internal). */
export type Segments = readonly (string | number)[];

/**
 * A problem found by {@link schemaIssues}: where (`key` names an unknown key; the segments are
 * then its mapping's), its `path` as a diagnostic gives it, and its message.
 */
export interface SchemaIssue {
  readonly segments: Segments;
  readonly key?: string;
  readonly path: string;
  readonly message: string;
}

/** The fields of each closed mapping of the format, for the hint of an unknown key. */
const FIELDS = {
  ship: Object.keys(ShipDesignSchema.shape),
  units: Object.keys(UnitListSchema.shape),
  unitLine: Object.keys(UnitLineSchema.shape),
  systemLine: Object.keys(SystemLineSchema.shape),
} as const;

/** What the mapping at `segments` is, in words, and its fields (for the hint of an unknown key). */
function mappingAt(segments: Segments, kind: unknown): { readonly what: string; readonly fields: readonly string[] } | undefined {
  if (segments.length === 0) return kind === 'ship' ? { what: 'a ship', fields: FIELDS.ship } : kind === 'units' ? { what: 'a unit list', fields: FIELDS.units } : undefined;
  if (segments.length === 2 && segments[0] === 'units') return { what: 'a unit line', fields: FIELDS.unitLine };
  if (segments.length === 2 && segments[0] === 'systems') return { what: 'a system line', fields: FIELDS.systemLine };
  return undefined;
}

/**
 * The message of an unknown key, without its path (the diagnostic's `path` gives it): a "did you
 * mean" when the key is close to a field, or else the fields there are.
 */
function unknownKeyMessage(segments: Segments, key: string, kind: unknown): string {
  const at = mappingAt(segments, kind);
  if (at === undefined) return 'unknown key: the format has no such field';
  const near = closest(key, at.fields);
  return near !== undefined ? `unknown key; did you mean ${near}?` : `unknown key; the fields of ${at.what} are ${at.fields.join(', ')}`;
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

/**
 * A schema issue in the file's terms: a required field that is absent says so (zod's own text,
 * "expected number, received undefined", reads as if a value were there); any other issue keeps
 * zod's message.
 */
function issueText(i: z.core.$ZodIssue): string {
  if (i.code === 'invalid_type' && i.input === undefined && / received undefined$/.test(i.message)) return `missing: this field is required (${i.expected === 'number' ? 'a number' : i.expected === 'string' ? 'text' : `a ${i.expected}`})`;
  return i.message;
}

// The document without its lines, then each line on its own: a list of a million bad lines is
// checked one line at a time, so its problems are counted without all being held at once.
const LINES = z.array(z.unknown());
const HEAD = z.discriminatedUnion('kind', [
  ShipDesignSchema.extend({ units: LINES.optional(), systems: LINES.optional() }),
  UnitListSchema.extend({ units: LINES.min(1) }),
]);

interface RawIssue {
  readonly code: string;
  readonly keys?: readonly string[];
}

/**
 * A line checked by zod's own run, which does not build an error: a failing `safeParse` builds a
 * ZodError (an Error, with a stack) whose cost is forty times the check itself, and a file of a
 * million bad lines would spend tens of seconds there. The error is built (by `safeParse`) only
 * for the lines whose problems are kept. Falls back to `safeParse` if zod ever stops exposing it.
 */
function runLine(schema: z.ZodType, value: unknown): { readonly ok: true } | { readonly ok: false; readonly issues: readonly RawIssue[] } {
  const internals = (schema as unknown as { _zod?: { run?: (p: { value: unknown; issues: RawIssue[] }, ctx: { async: false }) => unknown } })._zod;
  if (typeof internals?.run === 'function') {
    const r = internals.run({ value, issues: [] }, { async: false }) as { issues?: readonly RawIssue[] } | Promise<unknown>;
    if (!(r instanceof Promise) && Array.isArray(r.issues)) return r.issues.length === 0 ? OK : { ok: false, issues: r.issues };
  }
  const r = schema.safeParse(value);
  return r.success ? OK : { ok: false, issues: r.error.issues };
}

const OK = Object.freeze({ ok: true } as const);

/** How many diagnostics some issues give: one per unknown key, one for every other issue. */
export function issueCount(issues: readonly RawIssue[]): number {
  let n = 0;
  for (const i of issues) n += i.code === 'unrecognized_keys' ? (i.keys?.length ?? 1) : 1;
  return n;
}

/**
 * Checks a value against the design format and puts every problem in `sink`, in order: the
 * document's own fields, then each unit line, then each system line. Returns the checked
 * document when there is none.
 */
export function schemaIssues(value: unknown, sink: IssueSink): DesignDocument | undefined {
  let clean = true;
  const kind = (value as { kind?: unknown } | null)?.kind;
  const describe = (issues: readonly z.core.$ZodIssue[], prefix: Segments): void => {
    for (const i of issues) {
      const segments = [...prefix, ...(i.path.filter((p) => typeof p !== 'symbol') as (string | number)[])];
      if (i.code !== 'unrecognized_keys') {
        sink.issue({ segments, path: pathOf(segments), message: issueText(i) });
        continue;
      }
      // One issue per unknown key, in the order they are written: once one cannot be kept, the
      // rest of that mapping (a million keys, say) are counted at once.
      for (let k = 0; k < i.keys.length; k++) {
        const key = i.keys[k]!;
        if (!sink.keeps(segments, key)) {
          sink.more(i.keys.length - k, segments, key);
          break;
        }
        sink.issue({ segments, key, path: pathOf([...segments, key]), message: unknownKeyMessage(segments, key, kind) });
      }
    }
  };
  const head = HEAD.safeParse(value);
  if (!head.success) {
    clean = false;
    describe(head.error.issues, []);
  }
  if (kind !== 'ship' && kind !== 'units') return undefined;
  const lines = (name: 'units' | 'systems', schema: typeof UnitLineSchema | typeof SystemLineSchema): unknown[] | undefined => {
    const list = (value as Record<string, unknown>)[name];
    if (!Array.isArray(list)) return undefined;
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
      if (!sink.keeps([name, i])) sink.more(issueCount(r.issues), [name, i]);
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
 * (`specs/design-format.md`, sections 3 to 5): required fields, types, ranges and unknown keys.
 * Each problem is a `design-schema` error with the `path` of the field (`units[0].count`; an
 * unknown key's own path, `systems[0].colour`) and no span (there is no text to point into); the
 * message says what is wrong. At most `MAX_DIAGNOSTICS` are kept, then one
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
 * const d = bad.diagnostics[0]; // { path: 'units[0].count', message: 'Too small: expected number to be >=1', ... }
 * if (bad.ok || d?.path !== 'units[0].count' || d.message !== 'Too small: expected number to be >=1') throw new Error(JSON.stringify(bad));
 * ```
 */
export function validateDesign(value: unknown): Result<DesignDocument> {
  const r = newReport();
  const document = schemaIssues(value, {
    keeps: () => r.diagnostics.length < MAX_DIAGNOSTICS,
    issue: (i) => report(r, 'design-schema', i.path, i.message),
    // Counted by the report as left out: it holds MAX_DIAGNOSTICS already, so no message is kept.
    more: (n, segments, key) => {
      const path = pathOf(key === undefined ? segments : [...segments, key]);
      for (let k = 0; k < n; k++) report(r, 'design-schema', path, '');
    },
  });
  return document === undefined ? failReport(r) : finishReport(r, document);
}
