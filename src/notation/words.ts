import type { DiagnosticCode } from '../diagnostics/codes.js';
import { FUNCTIONS, type FunctionKind } from '../rules/functions.js';
import { MODIFIERS } from '../rules/modifiers.js';
import { AREA_EFFECTS, FIRING_ARCS, type Arc } from '../rules/tables.js';
import type { Span } from '../diagnostics/diagnostic.js';
import type { Modifier, SimpleModifierCode } from './ast.js';

/** A problem found while reading one word, before it is placed in a diagnostic. */
export interface WordError {
  /** Always absent: tells a {@link WordError} from a modifier with one cheap property load. */
  readonly code?: undefined;
  readonly error: DiagnosticCode;
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
  if (sides < 0) return { error: 'invalid-number', message: `"${word}" is not dice such as 3d6` };
  if (sides !== 6) return { error: 'unsupported-die', message: `only six-sided dice exist in this system; write ${word.slice(0, i)}d6` };
  return integerError(n, 'the number of dice', true) ?? { type: 'dice', count: n };
}

/** Function names by their lower-case first word; the second word, if any, must follow. */
interface FunctionWords {
  readonly kind: FunctionKind;
  readonly second?: string;
}

/** Lower-case first word -> the functions it can start, longest match first. */
export const FUNCTION_WORDS: ReadonlyMap<string, readonly FunctionWords[]> = (() => {
  const map = new Map<string, FunctionWords[]>();
  for (const rule of Object.values(FUNCTIONS)) {
    const [first, second] = rule.name.toLowerCase().split(' ') as [string, string | undefined];
    const list = map.get(first) ?? [];
    list.push(second === undefined ? { kind: rule.kind } : { kind: rule.kind, second });
    list.sort((a, b) => (b.second === undefined ? 0 : 1) - (a.second === undefined ? 0 : 1));
    map.set(first, list);
  }
  return map;
})();

/** Upper-case codes of the modifiers without parameters. */
export const SIMPLE_MODIFIERS: ReadonlyMap<string, SimpleModifierCode> = new Map(
  Object.values(MODIFIERS)
    .filter((m) => m.params === 'none')
    .map((m) => [m.code, m.code as SimpleModifierCode]),
);

/** Whether an upper-case word is a modifier code on its own (used to end sensor lists). */
export function isModifierWord(upper: string): boolean {
  return SIMPLE_MODIFIERS.has(upper) || readModifier(upper, NO_SPAN) !== undefined;
}

const NO_SPAN: Span = { start: 0, end: 0 };

const ROLL_CODES = ['ACT', 'BURN', 'JAM'] as const;

/**
 * Reads an upper-case word (without any `="text"` part) as a modifier. Returns `undefined`
 * when the word is no modifier at all, and a {@link WordError} when it starts like one but its
 * parameters are written wrongly. Table values are not checked here (see `validate.ts`).
 */
export function readModifier(u: string, span: Span): Modifier | WordError | undefined {
  const simple = SIMPLE_MODIFIERS.get(u);
  if (simple !== undefined) return { code: simple, span };
  const c0 = u.charCodeAt(0);
  if (isDigit(c0)) {
    if (!u.endsWith('CH')) return undefined;
    const n = readInteger(u, 0, u.length - 2);
    if (n < 0) return undefined;
    return integerError(n, 'the number of charges', true) ?? { code: 'CH', charges: n, span };
  }
  if (u === 'AUTO') return { code: 'AUTO', span };
  if (u.startsWith('AUTO:')) {
    const n = readInteger(u, 5, u.length);
    return integerError(n, 'the number of autofire shots', true) ?? { code: 'AUTO', shots: n, span };
  }
  if (u === 'CONT') return { code: 'CONT', uncontrolled: false, span };
  if (u === 'CONT:U') return { code: 'CONT', uncontrolled: true, span };
  if (u.startsWith('CONT:')) return malformed('CONT', 'CONT or CONT:U');
  if (u.startsWith('ARC:')) return readArcs(u, span);
  if (u.startsWith('AE:')) return readArea(u, span);
  for (const code of ROLL_CODES) {
    if (u.startsWith(code) && isDigit(u.charCodeAt(code.length))) {
      if (!u.endsWith('<')) return malformed(code, `${code}<n><, for example ${code}12<`);
      const n = readInteger(u, code.length, u.length - 1);
      if (n < 0) return malformed(code, `${code}<n><, for example ${code}12<`);
      return integerError(n, 'the roll', true) ?? { code, roll: n, span };
    }
  }
  if (u.startsWith('XTIME')) {
    const n = readInteger(u, 5, u.length);
    if (n < 0) return malformed('XTIME', 'XTIME<n>, for example XTIME2');
    return integerError(n, 'the number of turns', true) ?? { code: 'XTIME', turns: n, span };
  }
  if (u.startsWith('POWX')) {
    const n = readInteger(u, 4, u.length);
    if (n < 0) return malformed('POWX', 'POWX<n>, for example POWX2');
    return integerError(n, 'the power multiplier', true) ?? { code: 'POWX', multiplier: n, span };
  }
  return undefined;
}

function malformed(code: string, form: string): WordError {
  return { error: 'malformed-modifier', message: `${code} is written ${form}` };
}

function readArcs(u: string, span: Span): Modifier | WordError {
  const arcs: Arc[] = [];
  for (let i = 4; i < u.length; i++) {
    const letter = u[i] as Arc;
    if (!FIRING_ARCS.letters.includes(letter)) {
      return { error: 'malformed-modifier', message: `"${u[i] ?? ''}" is not a firing arc; arcs are the letters A to F` };
    }
    if (arcs.includes(letter)) return { error: 'malformed-modifier', message: `arc ${letter} is listed twice` };
    arcs.push(letter);
  }
  if (arcs.length === 0) return malformed('ARC', 'ARC:<arcs>, arcs being letters A to F, for example ARC:AB');
  return { code: 'ARC', arcs, span };
}

function readArea(u: string, span: Span): Modifier | WordError {
  const form = 'AE:<R|C|L><size>[s] or AE:H[s], for example AE:R10 or AE:C15s';
  const shape = AREA_EFFECTS.shapes.find((s) => s.letter === u[3]);
  if (shape === undefined) return malformed('AE', form);
  let end = u.length;
  const selective = u.endsWith('S') && end > 4;
  if (selective) end--;
  if (!shape.sized) {
    return end === 4 ? { code: 'AE', shape: shape.shape, selective, span } : { error: 'malformed-modifier', message: 'AE:H covers one hex and takes no size' };
  }
  const n = readInteger(u, 4, end);
  if (n < 0) return malformed('AE', form);
  return integerError(n, 'the area size', true) ?? { code: 'AE', shape: shape.shape, size: n, selective, span };
}
