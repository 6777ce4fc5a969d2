import { z } from 'zod';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { MAX_DIAGNOSTICS, droppedSummary } from '../diagnostics/limits.js';
import { ShipDesignSchema, SystemLineSchema, UnitLineSchema, UnitListSchema, type DesignDocument } from './schema.js';

/** A path into a design document: keys and list indexes, such as `['units', 0, 'count']`. */
export type DesignPath = readonly (string | number)[];

/** One problem of a design held as data: a `design-schema` error with the path of the field. */
export interface DesignIssue extends Diagnostic {
  /** Where in the document: `[]` for the document itself. */
  readonly path: DesignPath;
}

/** The answer of {@link validateDesign}. */
export interface DesignValidation {
  /** Whether the value is a design document of the format. */
  readonly ok: boolean;
  /** The document, checked, when `ok` (a new top-level object; its unit and system lines are the input's own). */
  readonly value?: DesignDocument;
  /** Every problem, each named by its path in the message (`units.0.count: ...`). */
  readonly diagnostics: readonly DesignIssue[];
}

/** A problem found by {@link schemaIssues}; `key` names an unknown key (the path is its mapping's). */
export interface SchemaIssue {
  readonly path: DesignPath;
  /** zod's message, without the path. */
  readonly text: string;
  readonly key?: string;
}

/** The message of an issue: the field's path, then what is wrong. */
export function issueMessage(i: SchemaIssue): string {
  const where = i.path.length === 0 ? '' : `${i.path.join('.')}: `;
  return i.key === undefined ? `${where}${i.text}` : `${where}unknown key "${i.key.length > 60 ? `${i.key.slice(0, 59)}…` : i.key}"`;
}

/** Where {@link schemaIssues} puts what it finds. */
export interface IssueSink {
  /**
   * Whether an issue at `path` (at its unknown key `key`) could still be kept. When not, neither
   * can the later ones of the same line or mapping: they are only counted, with `more`.
   */
  readonly keeps: (path: DesignPath, key?: string) => boolean;
  readonly issue: (issue: SchemaIssue) => void;
  /** `count` more issues at `path` (at its key `key`) or after it, that cannot be kept. */
  readonly more: (count: number, path: DesignPath, key?: string) => void;
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
  const describe = (issues: readonly z.core.$ZodIssue[], prefix: DesignPath): void => {
    for (const i of issues) {
      const path = [...prefix, ...(i.path.filter((p) => typeof p !== 'symbol') as (string | number)[])];
      if (i.code !== 'unrecognized_keys') {
        sink.issue({ path, text: i.message });
        continue;
      }
      // One issue per unknown key, in the order they are written: once one cannot be kept, the
      // rest of that mapping (a million keys, say) are counted at once.
      for (let k = 0; k < i.keys.length; k++) {
        const key = i.keys[k]!;
        if (!sink.keeps(path, key)) {
          sink.more(i.keys.length - k, path, key);
          break;
        }
        sink.issue({ path, key, text: i.message });
      }
    }
  };
  const head = HEAD.safeParse(value);
  if (!head.success) {
    clean = false;
    describe(head.error.issues, []);
  }
  const kind = (value as { kind?: unknown } | null)?.kind;
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
 * Each problem is a `design-schema` diagnostic whose message starts with the field's path; its
 * span is empty (there is no text to point into) and its `path` is given apart. At most
 * `MAX_DIAGNOSTICS` are kept, then one `too-many-diagnostics` says how many more there were.
 * Never throws. To check YAML text, with line and column, use {@link loadDesigns}.
 *
 * @example
 * ```ts
 * import { validateDesign } from 'spacedock/design';
 *
 * const ok = validateDesign({ format: 1, kind: 'units', title: 'Guns', units: [{ name: 'Laser', spec: '3d6 eZap AP' }] });
 * if (!ok.ok || ok.value?.kind !== 'units') throw new Error('a valid unit list');
 *
 * const bad = validateDesign({ format: 1, kind: 'units', title: 'Guns', units: [{ name: 'Laser', spec: '3d6 eZap', count: 0 }] });
 * if (bad.ok || bad.diagnostics[0]?.message !== 'units.0.count: Too small: expected number to be >=1') throw new Error(JSON.stringify(bad));
 * ```
 */
export function validateDesign(value: unknown): DesignValidation {
  const diagnostics: DesignIssue[] = [];
  let dropped = 0;
  const document = schemaIssues(value, {
    keeps: () => diagnostics.length < MAX_DIAGNOSTICS,
    issue: (i) => {
      if (diagnostics.length < MAX_DIAGNOSTICS) diagnostics.push({ severity: 'error', code: 'design-schema', message: issueMessage(i), span: { start: 0, end: 0 }, path: i.key === undefined ? i.path : [...i.path, i.key] });
      else dropped++;
    },
    more: (n) => (dropped += n),
  });
  if (dropped > 0) diagnostics.push({ ...droppedSummary(dropped, 'error', { start: 0, end: 0 }), path: [] });
  return document === undefined ? { ok: false, diagnostics } : { ok: true, value: document, diagnostics };
}
