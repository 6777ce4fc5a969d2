import { CORE_SEVERITIES } from '../diagnostics/codes.js';
import type { Diagnostic, Span } from '../diagnostics/diagnostic.js';
import { describeValue } from '../diagnostics/describe.js';
import { pathOf } from '../diagnostics/path.js';
import { emit } from '../diagnostics/sink.js';
import { DAMAGE_TYPES, FUNCTION_KINDS, FUNCTIONS, MISSILE_OPTIONS, SENSOR_MODES, type FunctionKind } from '../rules/functions.js';
import { MODIFIERS, type ModifierCode, type ModifierParams } from '../rules/modifiers.js';
import { AREA_EFFECTS, FIRING_ARCS } from '../rules/tables.js';
import type { FunctionNode, Modifier, UnitSpec } from './ast.js';
import { MAX_UNIT_ITEMS } from './limits.js';
import { isSensorWord, MISSING_WARHEAD, missingDamageType, unusualWarhead, type Report } from './parser.js';

// A syntax tree that did not come from `parseUnit` (built by hand, read from JSON, an edited
// copy) is read here field by field before anything else looks at it. The reader makes a fresh
// plain copy holding only the fields of `ast.ts`: every property is read once, inside a `try`
// (a getter or a proxy trap may throw, or answer differently the second time), and nothing else
// of the input is touched. The copy is a tree of the grammar's fixed depth, so a cycle or a
// 100 000-deep object is refused at the first level the grammar does not allow, without
// recursion. The reader stops at the first problem and reports it with its `path`
// (`specs/pricing.md`, section 11); the rules of `validate.ts` then run on the copy.

/**
 * A field path, as a chain from the field up to the unit. Made only as deep as the reader goes
 * into nodes (leaves get none) and printed only for a problem: most trees have none.
 */
interface Path {
  readonly up: Path | undefined;
  readonly key: string | number;
}

const child = (up: Path | undefined, key: string | number): Path => ({ up, key });

/** `function.warhead.modifiers[2].arcs[0]`, as `Diagnostic.path` writes paths; empty for the value itself. */
function pathText(path: Path | undefined): string {
  const keys: (string | number)[] = [];
  for (let p = path; p !== undefined; p = p.up) keys.push(p.key);
  return pathOf(keys.reverse());
}

/** The first problem found, thrown inside this module only and caught by its entry points. */
interface Problem {
  readonly treeProblem: true;
  /** `invalid-unit`, or `unit-too-large` for a list longer than a unit may hold. */
  readonly code: 'invalid-unit' | 'unit-too-large';
  readonly path: Path | undefined;
  readonly message: string;
}

function fail(path: Path | undefined, message: string, code: Problem['code'] = 'invalid-unit'): never {
  const problem: Problem = { treeProblem: true, code, path, message };
  throw problem;
}

const isProblem = (e: unknown): e is Problem => typeof e === 'object' && e !== null && Object.hasOwn(e, 'treeProblem');

/** Reads `node[key]`, once; a throwing getter or trap becomes a problem at that path. */
function get(node: object, key: string | number, up: Path | undefined): unknown {
  try {
    return (node as Record<string | number, unknown>)[key];
  } catch {
    return fail(child(up, key), 'reading it threw an error');
  }
}

function object(value: unknown, path: Path | undefined, what: string): object {
  if (typeof value !== 'object' || value === null) fail(path, value === undefined ? 'it is missing' : `${describeValue(value)} is not ${what}`);
  return value;
}

/** A whole number from `min` to 2^53 - 1; `key` of `up` is where it was read, for a problem. */
function whole(value: unknown, up: Path | undefined, key: string | number, min: 0 | 1): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= min) return value === 0 ? 0 : value; // -0 reads as 0
  const path = child(up, key);
  if (value === undefined) return fail(path, 'it is missing');
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return fail(path, `${describeValue(value)} is larger than ${Number.MAX_SAFE_INTEGER}`);
  return fail(path, `${describeValue(value)} is not a ${min === 1 ? 'positive whole number' : 'whole number of 0 or more'}`);
}

/** `node.span` (or another span field), checked and copied. */
function span(node: object, key: string, up: Path | undefined): Span {
  const value = get(node, key, up);
  if (typeof value !== 'object' || value === null) return fail(child(up, key), value === undefined ? 'it is missing' : `${describeValue(value)} is not a span`);
  const start = whole(get(value, 'start', child(up, key)), child(up, key), 'start', 0);
  const end = whole(get(value, 'end', child(up, key)), child(up, key), 'end', 0);
  if (end < start) fail(child(up, key), `the span ends (${end}) before it starts (${start})`);
  return { start, end };
}

/** Reads an array's length and hands each item to `item`. */
function list<T>(value: unknown, path: Path, item: (value: unknown, path: Path) => T, min: number, max: number): T[] {
  let isArray: boolean;
  try {
    isArray = Array.isArray(value);
  } catch {
    return fail(path, 'reading it threw an error'); // a revoked proxy
  }
  if (!isArray) fail(path, value === undefined ? 'it is missing' : `${describeValue(value)} is not an array`);
  const array = value as object;
  const length = get(array, 'length', path);
  if (typeof length !== 'number' || !Number.isSafeInteger(length) || length < 0) fail(child(path, 'length'), `${describeValue(length)} is not a length`);
  if (length < min) fail(path, min === 1 ? 'the list is empty' : `the list has ${length} items, fewer than ${min}`);
  if (length > max) {
    if (max === MAX_UNIT_ITEMS) fail(path, `the list has ${length} items, more than the ${max} a unit may hold`, 'unit-too-large');
    fail(path, `the list has ${length} items, more than the ${max} it can hold`);
  }
  const out: T[] = [];
  for (let i = 0; i < length; i++) out.push(item(get(array, i, path), child(path, i)));
  return out;
}

/** One of a closed set of strings. */
function oneOf<T extends string>(value: unknown, path: Path | undefined, allowed: readonly T[], what: string): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  return fail(path, `${value === undefined ? 'it is missing' : `${describeValue(value)} is not ${what}`}; the ${what.replace(/^an? /, '')}s are ${allowed.join(', ')}`);
}

// Readers of the field types: each takes a field's value, where it was read (`key` of `up`),
// and the warhead depth, and returns the clean value.

type Reader = (value: unknown, up: Path | undefined, key: string | number, depth: number) => unknown;

const numberNode = (min: 0 | 1): Reader => (value, up, key) => {
  const path = child(up, key);
  const node = object(value, path, 'a number node');
  return { value: whole(get(node, 'value', path), path, 'value', min), span: span(node, 'span', path) };
};

const amount = (type: 'dice' | 'points'): Reader => (value, up, key) => {
  const path = child(up, key);
  const node = object(value, path, type === 'dice' ? 'dice' : 'a number of points');
  const t = get(node, 'type', path);
  if (t !== type) fail(child(path, 'type'), `${describeValue(t)} is not "${type}"`);
  return type === 'dice'
    ? { type, count: whole(get(node, 'count', path), path, 'count', 1), span: span(node, 'span', path) }
    : { type, value: whole(get(node, 'value', path), path, 'value', 1), span: span(node, 'span', path) };
};

const textNode: Reader = (value, up, key) => {
  const path = child(up, key);
  const node = object(value, path, 'a text node');
  const text = get(node, 'value', path);
  if (typeof text !== 'string') fail(child(path, 'value'), text === undefined ? 'it is missing' : `${describeValue(text)} is not a string`);
  return { value: text, span: span(node, 'span', path) };
};

const sensorNode: Reader = (value, up, key) => {
  const node = textNode(value, up, key, 0) as { value: string; span: Span };
  if (!isSensorWord(node.value)) {
    fail(child(child(up, key), 'value'), `${describeValue(node.value)} is not a sensor type (a word of letters, digits, - and _ that starts with a letter and reads as no modifier)`);
  }
  return node;
};

const sensorList: Reader = (value, up, key) => {
  const seen = new Set<string>();
  return list(value, child(up, key), (v, p) => {
    const node = sensorNode(v, p.up, p.key, 0) as { value: string };
    const folded = node.value.toLowerCase();
    if (seen.has(folded)) fail(child(p, 'value'), `${describeValue(node.value)} is already in the list`);
    seen.add(folded);
    return node;
  }, 1, MAX_UNIT_ITEMS);
};

const flagNode: Reader = (value, up, key) => {
  const path = child(up, key);
  return { span: span(object(value, path, 'a flag node'), 'span', path) };
};

const targetNode: Reader = (value, up, key) => {
  const path = child(up, key);
  const node = object(value, path, 'a target function');
  return { kind: oneOf(get(node, 'kind', path), child(path, 'kind'), FUNCTION_KINDS, 'a function kind'), span: span(node, 'span', path) };
};

const boolean: Reader = (value, up, key) => {
  if (typeof value !== 'boolean') fail(child(up, key), value === undefined ? 'it is missing' : `${describeValue(value)} is not true or false`);
  return value;
};

const factor: Reader = (value, up, key) => {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) fail(child(up, key), `${describeValue(value)} is not a number of 0 or more`);
  return value === 0 ? 0 : value;
};

const arcs: Reader = (value, up, key) => {
  const seen = new Set<string>();
  return list(value, child(up, key), (v, p) => {
    const letter = oneOf(v, p, FIRING_ARCS.letters, 'an arc');
    if (seen.has(letter)) fail(p, `arc ${letter} is listed twice`);
    seen.add(letter);
    return letter;
  }, 1, FIRING_ARCS.letters.length);
};

const SHAPES = AREA_EFFECTS.shapes.map((s) => s.shape);
const DAMAGE_TYPE_NAMES = DAMAGE_TYPES.map((d) => d.type);
const SENSOR_MODE_NAMES = SENSOR_MODES.map((m) => m.mode);

/** The field types of the syntax tree and their readers. */
const READERS = {
  dice: amount('dice'),
  points: amount('points'),
  'whole-node': numberNode(0),
  whole: (value, up, key) => whole(value, up, key, 0),
  positive: (value, up, key) => whole(value, up, key, 1),
  text: textNode,
  sensor: sensorNode,
  sensors: sensorList,
  'sensor-mode': (value, up, key) => oneOf(value, child(up, key), SENSOR_MODE_NAMES, 'a sensor mode'),
  'damage-type': (value, up, key) => oneOf(value, child(up, key), DAMAGE_TYPE_NAMES, 'a damage type'),
  target: targetNode,
  flag: flagNode,
  warhead: (value, up, key, depth) => readUnit(value, child(up, key), depth + 1),
  boolean,
  factor,
  arcs,
  'area-shape': (value, up, key) => oneOf(value, child(up, key), SHAPES, 'an area shape'),
} as const satisfies Record<string, Reader>;

/** A field of a node: its key, type, and whether it may be absent. */
interface Field {
  readonly key: string;
  readonly type: keyof typeof READERS;
  readonly optional: boolean;
}

const req = (key: string, type: Field['type']): Field => ({ key, type, optional: false });
const opt = (key: string, type: Field['type']): Field => ({ key, type, optional: true });

/** The fields of each function node besides `kind`, `span` and `nameSpan`, as `ast.ts` declares them. */
const FUNCTION_FIELDS: { readonly [K in FunctionKind]: readonly Field[] } = {
  shock: [req('dice', 'dice'), opt('damageType', 'damage-type')],
  zap: [req('dice', 'dice'), opt('damageType', 'damage-type')],
  defense: [req('points', 'points'), opt('damageType', 'damage-type')],
  darkness: [req('radius', 'whole-node'), req('sensors', 'sensors')],
  flash: [req('dice', 'dice'), req('sensors', 'sensors')],
  'flash-defense': [req('points', 'points'), req('sensor', 'sensor')],
  illusion: [req('sensors', 'sensors')],
  invisibility: [req('sensors', 'sensors')],
  sensors: [req('mode', 'sensor-mode'), req('sensor', 'sensor')],
  'damage-resistance': [req('points', 'points')],
  drain: [req('dice', 'dice'), req('target', 'target')],
  'drain-defense': [req('points', 'points'), req('target', 'target')],
  missile: [req('basic', 'points'), ...MISSILE_OPTIONS.map((o) => opt(o.key, 'whole-node')), opt('reusable', 'flag'), opt('warhead', 'warhead')],
};

/** The parameter fields of a modifier besides `code` and `span`, by the kind of parameter it takes. */
const MODIFIER_FIELDS: { readonly [P in ModifierParams]: readonly Field[] } = {
  none: [],
  shots: [opt('shots', 'whole')],
  charges: [req('charges', 'whole')],
  uncontrolled: [req('uncontrolled', 'boolean')],
  arcs: [req('arcs', 'arcs')],
  area: [req('shape', 'area-shape'), opt('size', 'positive'), req('selective', 'boolean')],
  roll: [req('roll', 'whole')],
  turns: [req('turns', 'whole')],
  multiplier: [req('multiplier', 'whole')],
  text: [req('text', 'text')],
  'factor-and-text': [opt('factor', 'factor'), req('text', 'text')],
};

/** Copies the listed fields of `node` into `out`, each read once and checked. */
function fields(node: object, out: Record<string, unknown>, list: readonly Field[], path: Path | undefined, depth: number): void {
  for (const f of list) {
    const value = get(node, f.key, path);
    if (value === undefined && f.optional) continue;
    out[f.key] = READERS[f.type](value, path, f.key, depth);
  }
}

function readFunction(value: unknown, path: Path, depth: number): FunctionNode {
  const node = object(value, path, 'a function node');
  const kindPath = child(path, 'kind');
  const kind = oneOf(get(node, 'kind', path), kindPath, FUNCTION_KINDS, 'a function kind');
  if (kind === 'missile' && depth > 0) fail(kindPath, 'a missile cannot be the warhead of a missile: warheads nest one level deep');
  const out: Record<string, unknown> = { kind, span: span(node, 'span', path), nameSpan: span(node, 'nameSpan', path) };
  fields(node, out, FUNCTION_FIELDS[kind], path, depth);
  return out as unknown as FunctionNode;
}

/** A modifier, with its fields in the order the parser writes them (code, parameters, span). */
function readModifier(value: unknown, path: Path | undefined): Modifier {
  const node = object(value, path, 'a modifier');
  const code = get(node, 'code', path);
  if (typeof code !== 'string' || !Object.hasOwn(MODIFIERS, code)) {
    fail(child(path, 'code'), code === undefined ? 'it is missing' : `${describeValue(code)} is not a modifier code`);
  }
  const rule = MODIFIERS[code as ModifierCode];
  const out: Record<string, unknown> = { code };
  fields(node, out, MODIFIER_FIELDS[rule.params], path, 0);
  if (rule.params === 'area') {
    const sized = AREA_EFFECTS.shapes.find((s) => s.shape === out['shape'])!.sized;
    if (sized && out['size'] === undefined) fail(child(path, 'size'), `an area of shape ${String(out['shape'])} needs a size`);
    if (!sized && out['size'] !== undefined) fail(child(path, 'size'), 'a single-hex area takes no size');
  }
  out['span'] = span(node, 'span', path);
  return out as unknown as Modifier;
}

/** A unit, with its fields in the order the parser writes them. */
function readUnit(value: unknown, path: Path | undefined, depth: number): UnitSpec {
  const node = object(value, path, 'a unit syntax tree');
  const out: Record<string, unknown> = { span: span(node, 'span', path) };
  out['function'] = readFunction(get(node, 'function', path), child(path, 'function'), depth);
  out['modifiers'] = list(get(node, 'modifiers', path), child(path, 'modifiers'), readModifier, 0, MAX_UNIT_ITEMS);
  const effect = get(node, 'specialEffect', path);
  if (effect !== undefined) out['specialEffect'] = textNode(effect, path, 'specialEffect', depth);
  for (const key of ['power', 'range'] as const) {
    const declared = get(node, key, path);
    if (declared !== undefined) out[key] = READERS['whole-node'](declared, path, key, depth);
  }
  return out as unknown as UnitSpec;
}

/** The message of a problem: its path (`root` when it is the value itself), then what is wrong there. */
const describeProblem = (p: Problem, root = 'the unit'): string => `${p.path === undefined ? root : pathText(p.path)}: ${p.message}`;

/**
 * The warnings the parser gives while reading, for a tree that did not come through it: a
 * missing damage type, a missile without a warhead, a warhead that is no attack.
 */
function treeWarnings(unit: UnitSpec, report: Report, depth: number): void {
  const fn = unit.function;
  const rule = FUNCTIONS[fn.kind];
  if (rule.damageType && (fn as { damageType?: unknown }).damageType === undefined) {
    emit(report, 'missing-damage-type', missingDamageType(rule.name), fn.nameSpan.start, fn.nameSpan.end);
  }
  if (fn.kind !== 'missile') return;
  const warhead = fn.warhead;
  if (warhead === undefined) {
    if (depth === 0) emit(report, 'missing-warhead', MISSING_WARHEAD, fn.nameSpan.start, fn.nameSpan.end);
    return;
  }
  const inner = warhead.function;
  if (FUNCTIONS[inner.kind].role !== 'attack') {
    emit(report, 'unusual-warhead', unusualWarhead(FUNCTIONS[inner.kind].name), inner.nameSpan.start, inner.nameSpan.end);
  }
  treeWarnings(warhead, report, depth + 1);
}

/**
 * Reads a syntax tree that did not come from `parseUnit` into a clean copy, for pricing. The first
 * problem found is returned as a diagnostic: `invalid-unit`, or `unit-too-large` for a list
 * longer than {@link MAX_UNIT_ITEMS}, with the field's `path` (empty for the value itself), a
 * message saying what is wrong there, and no span (it is built only then: a well-formed tree
 * costs nothing more). Otherwise it reports the parser's warnings to `report` (at the tree's own
 * spans) and returns the copy, which still needs the checks of `validateUnit`. Never throws,
 * whatever the value.
 */
export function readUnitTree(value: unknown, report: Report): { readonly unit: UnitSpec } | { readonly refusal: Diagnostic } {
  let unit: UnitSpec;
  try {
    unit = readUnit(value, undefined, 0);
  } catch (e) {
    if (!isProblem(e)) throw e;
    return { refusal: { severity: CORE_SEVERITIES[e.code], code: e.code, message: e.message, path: pathText(e.path) } };
  }
  treeWarnings(unit, report, 0);
  return { unit };
}

/** The same reading for a printer: the clean copy, or a TypeError naming the field path. */
export function unitTreeOrThrow(value: unknown, caller: string): UnitSpec {
  try {
    return readUnit(value, undefined, 0);
  } catch (e) {
    if (!isProblem(e)) throw e;
    throw new TypeError(`${caller} takes a unit syntax tree: ${describeProblem(e)}`);
  }
}

/** One modifier read the same way: the clean copy, or a TypeError naming the field path. */
export function modifierOrThrow(value: unknown, caller: string): Modifier {
  try {
    return readModifier(value, undefined);
  } catch (e) {
    if (!isProblem(e)) throw e;
    throw new TypeError(`${caller} takes a modifier: ${describeProblem(e, 'the modifier')}`);
  }
}
