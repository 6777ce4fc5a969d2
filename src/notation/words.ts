import type { CoreCode } from '../diagnostics/codes.js';
import { FUNCTIONS, type FunctionKind } from '../rules/functions.js';
import { MODIFIERS } from '../rules/modifiers.js';
import { AREA_EFFECTS, FIRING_ARCS, type Arc } from '../rules/tables.js';
import type { Span } from '../diagnostics/diagnostic.js';
import type { Modifier, SimpleModifierCode } from './ast.js';

/** A problem found while reading one word, before it is placed in a diagnostic. */
export interface WordError {
  /** Always absent: tells a {@link WordError} from a modifier with one cheap property load. */
  readonly code?: undefined;
  readonly error: CoreCode;
  readonly message: string;
}

export const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/**
 * Reads `text[from, to)` as a non-negative decimal integer. Returns `-1` when it is not all
 * digits (or empty) and `Infinity` when it exceeds `Number.MAX_SAFE_INTEGER`.
 */
export function readInteger(text: string, from: number, to: number): number {
  if (from >= to) return -1;
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (!isDigit(c)) return -1;
    n = n * 10 + (c - 48);
  }
  return n > Number.MAX_SAFE_INTEGER ? Infinity : n;
}

/** Checks a number read by {@link readInteger}; `positive` rejects zero. */
export function integerError(n: number, what: string, positive: boolean): WordError | undefined {
  if (n === Infinity) return { error: 'number-too-large', message: `${what} is larger than ${Number.MAX_SAFE_INTEGER}` };
  if (n < 0) return { error: 'invalid-number', message: `${what} must be a whole number` };
  if (positive && n === 0) return { error: 'invalid-number', message: `${what} must be at least 1` };
  return undefined;
}

/** A leading amount: `Nd6` or `N`. */
export type AmountWord =
  | { readonly type: 'dice'; readonly count: number }
  | { readonly type: 'points'; readonly value: number }
  | WordError;

/** Reads a word that starts with a digit as an amount. */
export function readAmount(word: string): AmountWord {
  let i = 0;
  while (i < word.length && isDigit(word.charCodeAt(i))) i++;
  const n = readInteger(word, 0, i);
  if (i === word.length) {
    return integerError(n, 'an amount', true) ?? { type: 'points', value: n };
  }
  const d = word.charCodeAt(i);
  if (d !== 100 && d !== 68) {
    return { error: 'invalid-number', message: `"${word}" is neither a number of points nor dice such as 3d6` };
  }
  const sides = readInteger(word, i + 1, word.length);
  if (sides < 0) {
    let j = i + 1;
    while (j < word.length && isDigit(word.charCodeAt(j))) j++;
    const glued = j > i + 1 && j < word.length;
    return { error: 'invalid-number', message: glued ? `put a space between "${word.slice(0, j)}" and "${word.slice(j)}"` : `"${word}" is not dice such as 3d6` };
  }
  if (sides !== 6 || word.length !== i + 2) return { error: 'unsupported-die', message: `only six-sided dice exist in this system; write ${word.slice(0, i)}d6` };
  return integerError(n, 'the number of dice', true) ?? { type: 'dice', count: n };
}

/** A function a first word can start; `second` is the upper-case word that must follow, if any. */
export interface FunctionWords {
  readonly kind: FunctionKind;
  readonly second?: string;
}

/** Upper-case first words of function names, each with the functions it can start (longest first). */
const FUNCTION_FIRST_WORDS: ReadonlyMap<string, readonly FunctionWords[]> = (() => {
  const map = new Map<string, FunctionWords[]>();
  for (const rule of Object.values(FUNCTIONS)) {
    const [first, second] = rule.name.toUpperCase().split(' ') as [string, string | undefined];
    const list = map.get(first) ?? [];
    list.push(second === undefined ? { kind: rule.kind } : { kind: rule.kind, second });
    list.sort((a, b) => (b.second === undefined ? 0 : 1) - (a.second === undefined ? 0 : 1));
    map.set(first, list);
  }
  return map;
})();

/** The same first words, by length and first letter (see {@link shapeKey}). */
const FUNCTION_WORDS_BY_SHAPE: ReadonlyMap<number, readonly (readonly [string, readonly FunctionWords[]])[]> = (() => {
  const out = new Map<number, (readonly [string, readonly FunctionWords[]])[]>();
  for (const entry of FUNCTION_FIRST_WORDS) {
    const key = shapeKey(entry[0].length, entry[0].charCodeAt(0));
    out.set(key, [...(out.get(key) ?? []), entry]);
  }
  return out;
})();

/** The functions that the word `s[a, b)`, in any case, can start; undefined when none. */
export function functionWordsAt(s: string, a: number, b: number): readonly FunctionWords[] | undefined {
  const entries = FUNCTION_WORDS_BY_SHAPE.get(shapeKey(b - a, up(s.charCodeAt(a))));
  if (entries === undefined) return undefined;
  for (const [word, candidates] of entries) if (startsWithFolded(s, a, b, word)) return candidates;
  return undefined;
}

/** Whether `s[a, b)` is exactly the upper-case ASCII `word`, ignoring case. */
export function isWordFolded(s: string, a: number, b: number, word: string): boolean {
  return b - a === word.length && startsWithFolded(s, a, b, word);
}

/** Upper-case codes of the modifiers without parameters. */
export const SIMPLE_MODIFIERS: ReadonlyMap<string, SimpleModifierCode> = new Map(
  Object.values(MODIFIERS)
    .filter((m) => m.params === 'none')
    .map((m) => [m.code, m.code as SimpleModifierCode]),
);

/** Whether a word, in any case, reads as a modifier (used to end sensor lists). */
export function isModifierWord(word: string): boolean {
  return readModifier(word, NO_SPAN) !== undefined;
}

const NO_SPAN: Span = { start: 0, end: 0 };

/** Upper-cases an ASCII letter's code; leaves every other code unit alone. */
const up = (c: number): number => (c >= 97 && c <= 122 ? c - 32 : c);

/** Whether `s[a, b)` starts with the upper-case ASCII `prefix`, ignoring case. */
export function startsWithFolded(s: string, a: number, b: number, prefix: string): boolean {
  if (b - a < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (up(s.charCodeAt(a + i)) !== prefix.charCodeAt(i)) return false;
  return true;
}

/** The simple codes grouped by length and first letter, so that a word meets one or two at most. */
const SIMPLE_BY_SHAPE: ReadonlyMap<number, readonly SimpleModifierCode[]> = (() => {
  const out = new Map<number, SimpleModifierCode[]>();
  for (const code of SIMPLE_MODIFIERS.values()) {
    const key = shapeKey(code.length, code.charCodeAt(0));
    out.set(key, [...(out.get(key) ?? []), code]);
  }
  return out;
})();

/**
 * A lookup key from a word's length and upper-cased first code unit. Keys of words whose first
 * unit is not ASCII can collide, which is harmless: every candidate found is then compared in
 * full.
 */
function shapeKey(length: number, firstUpper: number): number {
  return length * 128 + firstUpper;
}

/** The simple modifier code that `s[a, b)` spells in any case, if any. */
export function simpleModifierAt(s: string, a: number, b: number): SimpleModifierCode | undefined {
  const candidates = SIMPLE_BY_SHAPE.get(shapeKey(b - a, up(s.charCodeAt(a))));
  if (candidates === undefined) return undefined;
  for (const code of candidates) if (startsWithFolded(s, a, b, code)) return code;
  return undefined;
}

const ROLL_CODES = ['ACT', 'BURN', 'JAM'] as const;

/** The modifier codes written with a value, and how (specs/notation.md): the messages name these forms. */
export const MODIFIER_FORMS: { readonly [code: string]: string } = /* @__PURE__ */ Object.freeze({
  AUTO: 'AUTO or AUTO:<shots>, for example AUTO:10',
  CONT: 'CONT or CONT:U',
  ACT: 'ACT<n><, for example ACT12<',
  BURN: 'BURN<n><, for example BURN12<',
  JAM: 'JAM<n><, for example JAM12<',
  XTIME: 'XTIME<n>, for example XTIME2',
  POWX: 'POWX<n>, for example POWX2',
  ARC: 'ARC:<arcs>, arcs being letters A to F, for example ARC:AB',
  AE: 'AE:<R|C|L><size>[s] or AE:H[s], for example AE:R10 or AE:C15s',
  CH: '<n>CH, for example 4CH',
});

/**
 * Reads `s[a, b)`, one word without any `="text"` part, as a modifier, in any case. Returns
 * `undefined` when the word is no modifier at all, and a {@link WordError} when it starts like
 * one but its parameters are written wrongly. Table values are checked later (`validate.ts`).
 * Works on offsets, not on a copy of the word: this runs once per modifier of every parse.
 */
export function readModifierAt(s: string, a: number, b: number, span: Span): Modifier | WordError | undefined {
  const simple = simpleModifierAt(s, a, b);
  if (simple !== undefined) return { code: simple, span };
  const c0 = s.charCodeAt(a);
  if (isDigit(c0)) {
    if (b - a < 3 || up(s.charCodeAt(b - 2)) !== 67 || up(s.charCodeAt(b - 1)) !== 72) return undefined; // ...CH
    const n = readInteger(s, a, b - 2);
    if (n < 0) return undefined;
    return integerError(n, 'the number of charges', false) ?? { code: 'CH', charges: n, span };
  }
  if (startsWithFolded(s, a, b, 'AUTO')) {
    if (b - a === 4) return { code: 'AUTO', span };
    if (s.charCodeAt(a + 4) !== 58) return undefined;
    const n = readInteger(s, a + 5, b);
    if (n < 0) return malformed('AUTO');
    return integerError(n, 'the number of autofire shots', false) ?? { code: 'AUTO', shots: n, span };
  }
  if (startsWithFolded(s, a, b, 'CONT')) {
    if (b - a === 4) return { code: 'CONT', uncontrolled: false, span };
    if (b - a === 6 && startsWithFolded(s, a + 4, b, ':U')) return { code: 'CONT', uncontrolled: true, span };
    return s.charCodeAt(a + 4) === 58 ? malformed('CONT') : undefined;
  }
  if (startsWithFolded(s, a, b, 'ARC:')) return readArcs(s, a + 4, b, span);
  if (startsWithFolded(s, a, b, 'AE:')) return readArea(s, a + 3, b, span);
  for (const code of ROLL_CODES) {
    if (startsWithFolded(s, a, b, code) && isDigit(s.charCodeAt(a + code.length))) {
      const n = s.charCodeAt(b - 1) === 60 ? readInteger(s, a + code.length, b - 1) : -1;
      if (n < 0) return malformed(code);
      return integerError(n, 'the roll', false) ?? { code, roll: n, span };
    }
  }
  if (startsWithFolded(s, a, b, 'XTIME')) {
    const n = readInteger(s, a + 5, b);
    if (n < 0) return malformed('XTIME');
    return integerError(n, 'the number of turns', false) ?? { code: 'XTIME', turns: n, span };
  }
  if (startsWithFolded(s, a, b, 'POWX')) {
    const n = readInteger(s, a + 4, b);
    if (n < 0) return malformed('POWX');
    return integerError(n, 'the power multiplier', false) ?? { code: 'POWX', multiplier: n, span };
  }
  return undefined;
}

/** {@link readModifierAt} over a whole string. */
export function readModifier(word: string, span: Span): Modifier | WordError | undefined {
  return readModifierAt(word, 0, word.length, span);
}

function malformed(code: keyof typeof MODIFIER_FORMS): WordError {
  return { error: 'malformed-modifier', message: `${code} is written ${MODIFIER_FORMS[code]!}` };
}

function readArcs(s: string, a: number, b: number, span: Span): Modifier | WordError {
  const arcs: Arc[] = [];
  for (let i = a; i < b; i++) {
    const letter = String.fromCharCode(up(s.charCodeAt(i))) as Arc;
    if (!FIRING_ARCS.letters.includes(letter)) {
      return { error: 'malformed-modifier', message: `"${s[i] ?? ''}" is not a firing arc; arcs are the letters A to F` };
    }
    if (arcs.includes(letter)) return { error: 'malformed-modifier', message: `arc ${letter} is listed twice` };
    arcs.push(letter);
  }
  if (arcs.length === 0) return malformed('ARC');
  return { code: 'ARC', arcs, span };
}

function readArea(s: string, a: number, b: number, span: Span): Modifier | WordError {
  const letter = up(s.charCodeAt(a));
  const shape = AREA_EFFECTS.shapes.find((x) => x.letter.charCodeAt(0) === letter);
  if (shape === undefined) return malformed('AE');
  let end = b;
  const selective = end > a + 1 && up(s.charCodeAt(end - 1)) === 83; // S
  if (selective) end--;
  if (!shape.sized) {
    return end === a + 1 ? { code: 'AE', shape: shape.shape, selective, span } : { error: 'malformed-modifier', message: 'AE:H covers one hex and takes no size' };
  }
  const n = readInteger(s, a + 1, end);
  if (n < 0) return malformed('AE');
  return integerError(n, 'the area size', true) ?? { code: 'AE', shape: shape.shape, size: n, selective, span };
}
