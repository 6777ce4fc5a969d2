/**
 * What the design format expects at a field, and what a file holds there, in words
 * (`specs/design-format.md`, 7.1): "a whole number from 0 to 7", "the text \"big\"". The
 * expectation is read from the zod schemas' definitions themselves (as their JSON Schema would
 * say it), so a field added to the format is described without a word written here.
 */
import * as z from 'zod/mini';

/** Any zod schema, classic or mini: the words read only what zod's core keeps of it. */
type Schema = z.core.$ZodType;

/** A path into a design document as keys and list indexes (`['units', 0, 'count']`). */
type Segments = readonly (string | number)[];

/** Longest text quoted from a file in a message. */
const MAX_QUOTED = 40;

/**
 * The schemas a value at `segments` is checked against, below `root`: through objects, lists,
 * tuples, optional and piped schemas, and unions (the options whose fixed fields, such as `kind`,
 * the value matches best, or all of them when it matches none).
 */
export function schemasAt(root: Schema, segments: Segments, value: unknown): Schema[] {
  let here: Schema[] = [root];
  let v: unknown = value;
  for (const step of segments) {
    const next: Schema[] = [];
    for (const s of here.flatMap((h) => unwrapped(h, v))) {
      const def = (s as z.core.$ZodTypes)._zod.def;
      if (def.type === 'object' && typeof step === 'string' && Object.hasOwn(def.shape, step)) next.push(def.shape[step]!);
      else if (def.type === 'array' && typeof step === 'number') next.push(def.element);
      else if (def.type === 'tuple' && typeof step === 'number') {
        const item = def.items[step] ?? def.rest;
        if (item) next.push(item);
      }
    }
    here = next;
    v = v !== null && typeof v === 'object' && Object.hasOwn(v, step) ? (v as Record<string | number, unknown>)[step] : undefined;
    if (here.length === 0) break;
  }
  return here.flatMap((h) => unwrapped(h, v));
}

/** A schema without its optional, nullable, default and pipe wrappers; a union as the options that fit `value`. */
function unwrapped(schema: Schema, value: unknown): Schema[] {
  let s: Schema = schema;
  for (let guard = 0; guard < 32; guard++) {
    const def = (s as z.core.$ZodTypes)._zod.def;
    if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'readonly') s = def.innerType;
    else if (def.type === 'pipe') s = def.in;
    else break;
  }
  const def = (s as z.core.$ZodTypes)._zod.def;
  if (def.type !== 'union') return [s];
  const options = def.options.flatMap((o) => unwrapped(o, value));
  const scores = options.map((o) => fixedFieldsMatched(o, value));
  const best = Math.max(0, ...scores);
  return best === 0 ? options : options.filter((_, i) => scores[i] === best);
}

/** How many fixed fields (literals, such as `kind: ship`) of an object schema `value` has as the schema fixes them. */
function fixedFieldsMatched(schema: Schema, value: unknown): number {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  if (def.type !== 'object' || value === null || typeof value !== 'object') return 0;
  let matched = 0;
  for (const [key, field] of Object.entries(def.shape)) {
    const f = (field as z.core.$ZodTypes)._zod.def;
    if (f.type === 'literal' && Object.hasOwn(value, key) && f.values.includes((value as Record<string, unknown>)[key] as z.core.util.Literal)) matched++;
  }
  return matched;
}

/** A JSON Schema, as far as the words need it. */
export interface Json {
  readonly type?: string | readonly string[];
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly minLength?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly prefixItems?: readonly Json[];
  readonly anyOf?: readonly Json[];
  readonly oneOf?: readonly Json[];
}

/**
 * What the schemas expect, in words: "a whole number from 0 to 7", "ship or units", "non-empty
 * text". Several schemas (the options of a union) are joined with "or".
 */
export function expectedText(schemas: readonly Schema[]): string {
  return expectedTextOf(schemas.map((s) => shapeOf(s, 0)));
}

/** {@link expectedText} of the schemas' JSON Schemas (the test reads zod's own `toJSONSchema` through it). */
export function expectedTextOf(shapes: readonly Json[]): string {
  const words: string[] = [];
  for (const j of shapes) for (const w of jsonWords(j)) if (!words.includes(w)) words.push(w);
  return words.length === 0 ? 'another value' : orList(words);
}

/** How deep {@link shapeOf} follows wrappers and unions; the design schemas nest far less. */
const MAX_SHAPE_DEPTH = 32;

/**
 * The part of a schema's input JSON Schema the words read (type, const, enum, bounds, options),
 * read from zod's definitions. zod's own `toJSONSchema` gives the same (a test holds the two
 * equal on every schema of the design format) but would carry about 7 kB of zod's JSON Schema
 * code into the page, for messages only.
 */
function shapeOf(schema: Schema, depth: number): Json {
  if (depth > MAX_SHAPE_DEPTH) return {};
  const def = (schema as z.core.$ZodTypes)._zod.def;
  const checks = ((def as { checks?: readonly z.core.$ZodCheck[] }).checks ?? []).map((c) => c._zod.def as CheckDef);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'readonly':
      return shapeOf(def.innerType, depth + 1);
    case 'nullable': {
      const inner = shapeOf(def.innerType, depth + 1);
      return typeof inner.type === 'string' && inner.anyOf === undefined ? { ...inner, type: [inner.type, 'null'] } : { anyOf: [inner, { type: 'null' }] };
    }
    case 'pipe':
      return shapeOf(def.in, depth + 1);
    case 'union':
      return { anyOf: def.options.map((o) => shapeOf(o, depth + 1)) };
    case 'literal':
      return def.values.length === 1 ? { const: def.values[0] } : { enum: def.values };
    case 'enum':
      return { enum: Object.values(def.entries) };
    case 'string':
      return { type: 'string', ...lengths(checks, 'minLength') };
    case 'number':
      return numberShape(checks);
    case 'boolean':
      return { type: 'boolean' };
    case 'null':
      return { type: 'null' };
    case 'object':
    case 'record':
      return { type: 'object' };
    case 'array':
      return { type: 'array', ...lengths(checks, 'minItems') };
    case 'tuple':
      return { type: 'array', prefixItems: def.items.map((i) => shapeOf(i, depth + 1)), ...(def.rest === null ? { maxItems: def.items.length } : {}) };
    default:
      return {};
  }
}

/** A check's definition, as far as the words read it. */
interface CheckDef {
  readonly check?: string;
  readonly format?: string;
  readonly value?: unknown;
  readonly inclusive?: boolean;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly length?: number;
}

/** zod's whole-number formats: the JSON Schema's `integer`. */
const WHOLE_FORMATS: readonly string[] = ['safeint', 'int32', 'uint32'];

/** A number's type and bounds from its checks (zod's whole-number formats bound it to the safe integers, which the words leave out). */
function numberShape(checks: readonly CheckDef[]): Json {
  let type = 'number';
  let minimum: number | undefined;
  let maximum: number | undefined;
  let exclusiveMinimum: number | undefined;
  let exclusiveMaximum: number | undefined;
  for (const c of checks) {
    if (c.check === 'number_format' && c.format !== undefined && WHOLE_FORMATS.includes(c.format)) type = 'integer';
    if (typeof c.value !== 'number') continue;
    if (c.check === 'greater_than' && c.inclusive === true) minimum = Math.max(minimum ?? -Infinity, c.value);
    else if (c.check === 'greater_than') exclusiveMinimum = Math.max(exclusiveMinimum ?? -Infinity, c.value);
    else if (c.check === 'less_than' && c.inclusive === true) maximum = Math.min(maximum ?? Infinity, c.value);
    else if (c.check === 'less_than') exclusiveMaximum = Math.min(exclusiveMaximum ?? Infinity, c.value);
  }
  return {
    type,
    ...(minimum === undefined ? {} : { minimum }),
    ...(maximum === undefined ? {} : { maximum }),
    ...(exclusiveMinimum === undefined ? {} : { exclusiveMinimum }),
    ...(exclusiveMaximum === undefined ? {} : { exclusiveMaximum }),
  };
}

/** A text's or a list's length bounds from its checks, as `minLength` (text) or `minItems`/`maxItems` (lists). */
function lengths(checks: readonly CheckDef[], key: 'minLength' | 'minItems'): Json {
  let min: number | undefined;
  let max: number | undefined;
  for (const c of checks) {
    if (c.check === 'min_length' && c.minimum !== undefined) min = Math.max(min ?? 0, c.minimum);
    else if (c.check === 'max_length' && c.maximum !== undefined) max = Math.min(max ?? Infinity, c.maximum);
    else if (c.check === 'length_equals' && c.length !== undefined) {
      min = c.length;
      max = c.length;
    }
  }
  if (key === 'minLength') return min === undefined ? {} : { minLength: min };
  return { ...(min === undefined ? {} : { minItems: min }), ...(max === undefined ? {} : { maxItems: max }) };
}

/** The alternatives a JSON Schema allows, each in words. */
function jsonWords(j: Json): string[] {
  const options = j.anyOf ?? j.oneOf;
  if (options !== undefined) return options.flatMap(jsonWords);
  if (j.const !== undefined) return [literal(j.const)];
  if (j.enum !== undefined) return j.enum.map(literal);
  const types = typeof j.type === 'string' ? [j.type] : (j.type ?? []);
  return types.map((t) => typeWords(t, j));
}

function typeWords(type: string, j: Json): string {
  switch (type) {
    case 'integer':
      return `a whole number${range(j)}`;
    case 'number':
      return `a number${range(j)}`;
    case 'string':
      return (j.minLength ?? 0) > 0 ? 'non-empty text' : 'text';
    case 'boolean':
      return 'true or false';
    case 'null':
      return 'nothing';
    case 'object':
      return 'a mapping';
    case 'array': {
      const min = j.minItems ?? (j.prefixItems?.length ?? 0);
      const max = j.maxItems;
      if (max !== undefined && min === max) return `a list of ${min} ${min === 1 ? 'item' : 'items'}`;
      if (max !== undefined) return `a list of ${min} to ${max} items`;
      return min > 0 ? `a list of at least ${min} ${min === 1 ? 'item' : 'items'}` : 'a list';
    }
    default:
      return 'another value';
  }
}

/** " from 0 to 7", " of at least 1", " up to 10", or nothing (bounds past the safe integers are none). */
function range(j: Json): string {
  const bound = (n: number | undefined): number | undefined => (n !== undefined && Number.isFinite(n) && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined);
  const min = bound(j.minimum);
  const max = bound(j.maximum);
  const above = bound(j.exclusiveMinimum);
  const below = bound(j.exclusiveMaximum);
  if (min !== undefined && max !== undefined) return ` from ${min} to ${max}`;
  const low = min !== undefined ? ` of at least ${min}` : above !== undefined ? ` above ${above}` : '';
  const high = max !== undefined ? ` up to ${max}` : below !== undefined ? ` below ${below}` : '';
  return low !== '' && high !== '' ? `${low} and${high}` : low + high;
}

function literal(v: unknown): string {
  return typeof v === 'string' ? v : JSON.stringify(v) ?? String(v);
}

function orList(words: readonly string[]): string {
  if (words.length <= 2) return words.join(' or ');
  return `one of ${words.slice(0, -1).join(', ')} or ${words[words.length - 1]!}`;
}

/** What a file holds, in words: "the text \"big\"", "1.5", "a list of 7 items", "an empty value". */
export function foundText(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (typeof value === 'string') return value === '' ? 'empty text' : `the text ${JSON.stringify(value.length > MAX_QUOTED ? `${value.slice(0, MAX_QUOTED - 1)}…` : value)}`;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : `a list of ${value.length} ${value.length === 1 ? 'item' : 'items'}`;
  if (typeof value === 'object') return 'a mapping';
  return typeof value;
}
