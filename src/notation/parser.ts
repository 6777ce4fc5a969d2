import type { Span } from '../diagnostics/diagnostic.js';
import { emit, keeps, type DiagnosticSink } from '../diagnostics/sink.js';
import { DAMAGE_TYPES, FUNCTIONS, MISSILE_OPTIONS, SENSOR_MODES, type MissileOption, type DamageType, type FunctionKind, type SensorMode } from '../rules/functions.js';
import type {
  DamageFunction,
  DefenseFunction,
  DiceAmount,
  MissileFunction,
  FlagNode,
  FunctionNode,
  Modifier,
  NumberNode,
  PointsAmount,
  TargetFunctionNode,
  TextNode,
  UnitSpec,
} from './ast.js';
import { createLexer, isSpace, next, peek, type Lexer, type Token } from './lexer.js';
import { closest, emitSuggesting } from './suggest.js';
import { foldedName } from '../text/closest.js';
import { bareCodeForm, joinedModifier, MAX_NAME_WORDS, modifierOfName, reads as readsAlone, repairedModifier } from './modifier-repairs.js';
import { validateUnit } from './validate.js';
import { newParsedUnit } from './checked.js';
import { MAX_UNIT_ITEMS } from './limits.js';
import { MODIFIER_CODES, MODIFIERS, type ModifierCode } from '../rules/modifiers.js';
import { functionWordsAt, integerError, type FunctionWords, isDigit, isModifierWord, isWordFolded, readAmount, MODIFIER_FORMS, readInteger, readModifierAt, startsWithFolded } from './words.js';

/** Where diagnostics go (see `DiagnosticSink`). */
export type Report = DiagnosticSink;

// The warnings the parser gives while reading, in words that the reader of hand-built trees
// (`tree.ts`) shares, so that a tree and the text it prints as are reported alike.
export const missingDamageType = (name: string): string => `${name} should say what it affects: e${name} (energy), p${name} (physical) or c${name} (crew)`;
export const MISSING_WARHEAD = 'this missile carries no warhead; add one in parentheses, such as (3d6 pShock 1CH)';
export const unusualWarhead = (name: string): string => `a warhead is normally an attack (Shock, Zap, Flash or Drain); this one is ${name}`;

/** The parts of a unit gathered by the parser, before the semantic checks of `validate.ts`. */
export interface ParsedUnit {
  /** Absent when the function could not be read (an error was reported). */
  readonly unit: UnitSpec | undefined;
  /** The modifiers, also when the function could not be read, so they can still be checked. */
  readonly modifiers: readonly Modifier[];
}

const TEXT_EXAMPLE = { TRIGGER: '"enemy ship adjacent"', LIMIT: '"only vs. missiles"' } as const;

const MISSILE_OPTION_BY_KEY: ReadonlyMap<string, MissileOption> = new Map(MISSILE_OPTIONS.map((o) => [o.word.toUpperCase(), o.key]));
const span = (start: number, end: number): Span => ({ start, end });

const damageTypeByPrefix: ReadonlyMap<string, DamageType> = new Map(DAMAGE_TYPES.map((d) => [d.prefix, d.type]));

interface Head {
  readonly kind: FunctionKind;
  readonly damageType: DamageType | undefined;
  readonly mode: SensorMode | undefined;
  readonly nameSpan: Span;
  /** A bad damage type prefix was already reported; do not also warn that it is missing. */
  readonly prefixReported: boolean;
}

/**
 * Parses the syntax of one unit (and, recursively, a missile's warhead, one level deep).
 * Every problem goes to `report`; the parser always reaches the end of the input.
 */
export function parseSyntax(source: string, report: Report): ParsedUnit {
  const lexer = createLexer(source, report);
  const parsed = parseUnitBody(lexer, report, 0);
  if (parsed.empty) {
    emit(report, 'empty-input', 'there is no unit here: write an amount and a function, such as 3d6 eZap', 0, source.length);
  }
  return parsed;
}

interface BodyResult extends ParsedUnit {
  /** True when the body held no token at all. */
  readonly empty: boolean;
}

function parseUnitBody(lexer: Lexer, report: Report, depth: 0 | 1): BodyResult {
  while (peek(lexer).kind === 'comma') {
    const comma = next(lexer);
    emit(report, 'extra-comma', 'a comma before the unit', comma.start, comma.end);
  }
  const first = peek(lexer);
  const unitStart = first.start;
  if (first.kind === 'eof' || (depth === 1 && first.kind === 'rparen')) {
    if (depth === 1) emit(report, 'missing-function', 'the warhead is empty: write a unit such as 3d6 pShock 1CH', first.start, first.end);
    return { unit: undefined, modifiers: [], empty: true };
  }

  // Amount (a word starting with a digit before the function name).
  let amount: DiceAmount | PointsAmount | undefined;
  let amountSeen = false;
  if (first.kind === 'word' && isDigit(first.value.charCodeAt(0))) {
    next(lexer);
    amountSeen = true;
    const read = readAmount(first.value);
    if ('error' in read) emit(report, read.error, read.message, first.start, first.end);
    else amount = read.type === 'dice'
      ? { type: 'dice', count: read.count, span: span(first.start, first.end) }
      : { type: 'points', value: read.value, span: span(first.start, first.end) };
  }

  // Function name.
  let head: Head | undefined;
  const t = peek(lexer);
  if (t.kind === 'word' && !isDigit(t.value.charCodeAt(0))) {
    head = readHead(lexer, report);
  } else {
    emit(report, 'missing-function', 'a function name (such as Zap, Defense or Missile) is expected here', t.start, t.end);
  }

  // Function arguments.
  let fn: FunctionNode | undefined;
  let fnEnd = head?.nameSpan.end ?? unitStart;
  let argsComma: Token | undefined;
  if (head !== undefined) {
    const rule = FUNCTIONS[head.kind];
    const args = readArgs(lexer, report, head);
    fnEnd = args.end;
    argsComma = args.comma;
    if (rule.damageType && head.damageType === undefined && !head.prefixReported) {
      emit(report, 'missing-damage-type', missingDamageType(rule.name), head.nameSpan.start, head.nameSpan.end);
    }
    const amountOk = checkAmount(report, head, amount, amountSeen);
    if (args.ok && amountOk) fn = buildFunction(head, amount, args, span(amount?.span.start ?? head.nameSpan.start, fnEnd));
  }

  // Items: special effect, modifiers, declared values, missile options, the warhead.
  const items: Items = { kind: head?.kind, depth, modifiers: [], full: false, specialEffect: undefined, power: undefined, range: undefined, missile: {}, bareWarhead: false, nextQuote: 0, end: fnEnd };
  const modifiers = items.modifiers;
  let warheadWritten = false;
  let lastComma: Token | undefined = argsComma;
  for (;;) {
    const tok = peek(lexer);
    if (tok.kind === 'eof') break;
    if (tok.kind === 'rparen' && depth === 1) {
      if (lastComma !== undefined) emit(report, 'extra-comma', 'a comma before the closing ")"', lastComma.start, lastComma.end);
      break;
    }
    next(lexer);
    if (tok.kind === 'comma') {
      if (lastComma !== undefined) emit(report, 'extra-comma', 'an empty place between two commas', lastComma.start, tok.end);
      lastComma = tok;
      continue;
    }
    lastComma = undefined;
    items.end = tok.end;
    switch (tok.kind) {
      case 'word':
        readItem(lexer, report, tok, items);
        break;
      case 'string':
        if (items.specialEffect !== undefined) {
          emit(report, 'duplicate-special-effect', 'a unit has one special effect; this is a second one', tok.start, tok.end);
        } else {
          items.specialEffect = { value: tok.value, span: span(tok.start, tok.end) };
        }
        break;
      case 'lparen': {
        const warhead = readWarhead(lexer, report, tok, depth);
        warheadWritten = true;
        items.end = warhead.end;
        if (depth === 1) break;
        if (head !== undefined && head.kind !== 'missile') {
          emit(report, 'missile-option-not-allowed', `only a missile carries a warhead; this unit is ${FUNCTIONS[head.kind].name}`, tok.start, warhead.end);
        } else if (items.missile.warhead !== undefined) {
          emit(report, 'duplicate-warhead', 'a missile carries one warhead; this is a second one', tok.start, warhead.end);
        } else if (warhead.unit !== undefined) {
          items.missile.warhead = warhead.unit;
        }
        break;
      }
      case 'rparen':
        emit(report, 'unexpected-token', 'this ")" closes nothing', tok.start, tok.end);
        break;
      case 'equals':
        emit(report, 'unexpected-token', '"=" must follow a name such as p, rng, LIMIT or TRIGGER', tok.start, tok.end);
        break;
    }
  }
  if (lastComma !== undefined && peek(lexer).kind === 'eof') {
    emit(report, 'extra-comma', 'a comma after the last item', lastComma.start, lastComma.end);
  }
  const { specialEffect, power, range, missile, end } = items;

  if (fn === undefined) return { unit: undefined, modifiers, empty: false };
  if (fn.kind === 'missile') {
    // The node is ours and new: fill in the options rather than copy it.
    const m = fn as Mutable<MissileFunction>;
    if (missile.movement !== undefined) m.movement = missile.movement;
    if (missile.modeFactor !== undefined) m.modeFactor = missile.modeFactor;
    if (missile.endurance !== undefined) m.endurance = missile.endurance;
    if (missile.reusable !== undefined) m.reusable = missile.reusable;
    if (missile.warhead !== undefined) m.warhead = missile.warhead;
    if (!warheadWritten && !items.bareWarhead && depth === 0) {
      emit(report, 'missing-warhead', MISSING_WARHEAD, fn.nameSpan.start, fn.nameSpan.end);
    }
  }
  // Optional fields are assigned rather than spread: this is the hot path of every parse.
  // Built on the checked prototype: if any check fails, the parse returns no unit at all.
  const unit = newParsedUnit() as Mutable<UnitSpec>;
  unit.span = span(unitStart, end);
  unit.function = fn;
  unit.modifiers = modifiers;
  if (specialEffect !== undefined) unit.specialEffect = specialEffect;
  if (power !== undefined) unit.power = power;
  if (range !== undefined) unit.range = range;
  return { unit, modifiers, empty: false };
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** What the items after the function add to a unit; filled in by {@link readItem}. */
interface Items {
  /** The function, when it could be read. */
  readonly kind: FunctionKind | undefined;
  /** 1 inside a warhead. */
  readonly depth: 0 | 1;
  readonly modifiers: Modifier[];
  /** Whether `unit-too-large` has been reported: the modifiers past the limit are not kept. */
  full: boolean;
  specialEffect: TextNode | undefined;
  power: NumberNode | undefined;
  range: NumberNode | undefined;
  readonly missile: MissileParts;
  /** Whether a warhead written without its parentheses was read (see {@link readBareWarhead}). */
  bareWarhead: boolean;
  /** Where the last look for a quoted effect further on stopped (see {@link readBareEffect}). */
  nextQuote: number;
  /** Where the last item read ends. */
  end: number;
}

interface MissileParts {
  movement?: NumberNode;
  modeFactor?: NumberNode;
  endurance?: NumberNode;
  reusable?: FlagNode;
  warhead?: UnitSpec;
}

/**
 * Reads the function name, with its damage type prefix or sensor mode word. Always consumes the
 * first word; returns undefined after reporting an unknown function.
 */
function readHead(lexer: Lexer, report: Report): Head | undefined {
  const t = next(lexer);
  const src = lexer.source;
  for (const m of SENSOR_MODES) {
    if (!isWordFolded(src, t.start, t.end, m.word.toUpperCase())) continue;
    const s = peek(lexer);
    if (s.kind === 'word' && isWordFolded(src, s.start, s.end, 'SENSORS')) {
      next(lexer);
      return { kind: 'sensors', damageType: undefined, mode: m.mode, nameSpan: span(t.start, s.end), prefixReported: false };
    }
    emit(report, 'unknown-function', `"${t.value}" must be followed by Sensors, as in ${t.value} Sensors=radar`, t.start, t.end);
    return undefined;
  }
  let candidates = functionWordsAt(src, t.start, t.end);
  let damageType: DamageType | undefined;
  let prefixReported = false;
  if (candidates === undefined && t.end - t.start > 1) {
    const rest = functionWordsAt(src, t.start + 1, t.end);
    if (rest !== undefined) {
      const prefix = damageTypeByPrefix.get(t.value[0]!.toLowerCase());
      if (prefix === undefined) {
        emit(report, 'unknown-damage-type', `"${t.value[0] ?? ''}" is not a damage type; use e (energy), p (physical) or c (crew)`, t.start, t.start + 1);
        prefixReported = true;
      } else if (!rest.some((c) => c.second === undefined && FUNCTIONS[c.kind].damageType)) {
        emit(report, 'damage-type-not-allowed', `only ${DAMAGE_TYPED_NAMES} take a damage type`, t.start, t.start + 1);
        prefixReported = true;
      } else {
        damageType = prefix;
      }
      candidates = rest;
    }
  }
  if (candidates !== undefined) {
    const match = matchName(lexer, candidates, t);
    if (match !== undefined) {
      if (match.kind === 'sensors') {
        emit(report, 'missing-sensor-mode', 'say which kind of sensor: Detection Sensors or Targeting Sensors', t.start, t.end);
        return { kind: 'sensors', damageType: undefined, mode: undefined, nameSpan: match.span, prefixReported };
      }
      return { kind: match.kind, damageType: match.span.end === t.end ? damageType : undefined, mode: undefined, nameSpan: match.span, prefixReported };
    }
    // A first word whose second word is missing, such as "Damage" without "Resistance".
    const seconds = candidates.flatMap((c) => (c.second === undefined ? [] : [FUNCTIONS[c.kind].name]));
    // The fixes keep a damage type that was read, on the functions that take one.
    const fixes = candidates.flatMap((c) => {
      const f = FUNCTIONS[c.kind];
      if (c.second === undefined) return [];
      return [damageType !== undefined && f.damageType ? `${t.value[0]!}${f.name}` : f.name];
    });
    emitSuggesting(report, 'unknown-function', `"${t.value}" is not a function on its own; did you mean ${seconds.join(' or ')}?`, t.start, t.end, fixes);
    return undefined;
  }
  const typed = readTypeInWords(lexer, report, t);
  if (typed !== undefined) return typed;
  const hint = closest(t.value, FUNCTION_SPELLINGS);
  emitSuggesting(
    report,
    'unknown-function',
    `"${t.value}" is not a function; ${hint === undefined ? `the functions are ${FUNCTION_NAMES}` : `did you mean ${hint}?`}`,
    t.start,
    t.end,
    hint === undefined ? [] : [hint],
  );
  return undefined;
}

/** Each damage type's word (`ENERGY`), upper case, to its entry. */
const DAMAGE_TYPE_BY_WORD: ReadonlyMap<string, (typeof DAMAGE_TYPES)[number]> = new Map(DAMAGE_TYPES.map((d) => [d.type.toUpperCase(), d]));

/**
 * A damage type written as a word before its function (`3d6 Energy Zap`), issue 38: reported at
 * both words with the prefixed name (`eZap`) as the fix, and read as that function so that the
 * rest of the unit is checked. Undefined, reading nothing more, otherwise.
 */
function readTypeInWords(lexer: Lexer, report: Report, t: Token): Head | undefined {
  const type = DAMAGE_TYPE_BY_WORD.get(t.value.toUpperCase());
  const s = peek(lexer);
  if (type === undefined || s.kind !== 'word') return undefined;
  const fn = functionWordsAt(lexer.source, s.start, s.end)?.find((c) => c.second === undefined && FUNCTIONS[c.kind].damageType);
  if (fn === undefined || s.end - s.start !== FUNCTIONS[fn.kind].name.length) return undefined;
  next(lexer);
  const fix = `${type.prefix}${FUNCTIONS[fn.kind].name}`;
  emitSuggesting(report, 'unknown-function', `"${lexer.source.slice(t.start, s.end)}" is written ${fix}: the damage type is the prefix ${type.prefix} (${type.type})`, t.start, s.end, [fix]);
  return { kind: fn.kind, damageType: type.type, mode: undefined, nameSpan: span(t.start, s.end), prefixReported: true };
}

/**
 * Matches a function name that starts with the word `first` (already consumed), reading its
 * second word when it has one (`Flash` `Defense`): the longest name wins.
 */
function matchName(lexer: Lexer, candidates: readonly FunctionWords[], first: Token): { kind: FunctionKind; span: Span } | undefined {
  for (const c of candidates) {
    if (c.second === undefined) return { kind: c.kind, span: span(first.start, first.end) };
    const s = peek(lexer);
    if (s.kind === 'word' && isWordFolded(lexer.source, s.start, s.end, c.second)) {
      next(lexer);
      return { kind: c.kind, span: span(first.start, s.end) };
    }
  }
  return undefined;
}

const DAMAGE_TYPED_NAMES = Object.values(FUNCTIONS)
  .filter((f) => f.damageType)
  .map((f) => f.name)
  .join(', ');

const FUNCTION_SPELLINGS: readonly string[] = Object.values(FUNCTIONS).flatMap((f) =>
  f.damageType ? [f.name, ...DAMAGE_TYPES.map((d) => d.prefix + f.name)] : [f.name],
);

const FUNCTION_NAMES = Object.values(FUNCTIONS).map((f) => (f.kind === 'sensors' ? 'Detection/Targeting Sensors' : f.name)).join(', ');

interface Args {
  readonly ok: boolean;
  readonly end: number;
  readonly sensors?: readonly TextNode[];
  readonly sensor?: TextNode;
  readonly radius?: NumberNode;
  readonly target?: TargetFunctionNode;
  /** A comma the arguments consumed after themselves, for the item loop's comma checks. */
  readonly comma?: Token;
}

function readArgs(lexer: Lexer, report: Report, head: Head): Args {
  const rule = FUNCTIONS[head.kind];
  const end = head.nameSpan.end;
  switch (rule.args) {
    case 'none':
    case 'missile':
      return { ok: true, end };
    case 'sensor-list': {
      const list = readSensorList(lexer, report, head, end);
      return list === undefined ? { ok: false, end } : withComma({ ok: true, end: list.end, sensors: list.sensors }, list.comma);
    }
    case 'radius-and-sensor-list': {
      const n = peek(lexer);
      let radius: NumberNode | undefined;
      let after = end;
      if (n.kind === 'word' && isDigit(n.value.charCodeAt(0))) {
        next(lexer);
        const value = readInteger(n.value, 0, n.value.length);
        const err = integerError(value, 'the radius', false);
        if (err !== undefined) emit(report, err.error, err.message, n.start, n.end);
        const r = peek(lexer);
        if (r.kind === 'word' && isWordFolded(lexer.source, r.start, r.end, 'RADIUS')) {
          next(lexer);
          after = r.end;
          if (err === undefined) radius = { value, span: span(n.start, r.end) };
        } else {
          emit(report, 'missing-radius', `write the radius as "<n> Radius", as in ${rule.example}`, n.start, n.end);
          after = n.end;
        }
      } else {
        const r = peek(lexer);
        const word = r.kind === 'word' && isWordFolded(lexer.source, r.start, r.end, 'RADIUS');
        if (word) next(lexer);
        emit(report, 'missing-radius', `Darkness needs a radius in hexes before "Radius", as in ${rule.example} (0 is the ship's own hex)`, word ? r.start : head.nameSpan.start, word ? r.end : head.nameSpan.end);
        if (word) after = r.end;
      }
      const list = readSensorList(lexer, report, head, after);
      if (list === undefined || radius === undefined) return { ok: false, end: list?.end ?? after };
      return withComma({ ok: true, end: list.end, sensors: list.sensors, radius }, list.comma);
    }
    case 'sensor': {
      const value = readAfterEquals(lexer);
      if (value === undefined || !isSensorWord(value.value)) {
        if (value !== undefined) emit(report, 'invalid-sensor-type', `"${value.value}" is not a sensor type`, value.start, value.end);
        else emit(report, 'missing-sensor-type', `write the sensor type after "=", as in ${rule.example}`, head.nameSpan.start, head.nameSpan.end);
        return { ok: false, end: value?.end ?? end };
      }
      const sensor = { value: value.value, span: span(value.start, value.end) };
      // One type only: a second one after a comma is a mistake worth its own message.
      let comma: Token | undefined;
      if (peek(lexer).kind === 'comma') {
        comma = next(lexer);
        const extra = peek(lexer);
        if (extra.kind === 'word' && isSensorWord(extra.value)) {
          next(lexer);
          comma = undefined;
          emit(report, 'invalid-sensor-type', `${rule.name} covers one sensor type; give ${extra.value} a unit of its own`, extra.start, extra.end);
          return { ok: false, end: extra.end };
        }
      }
      return withComma({ ok: head.kind !== 'sensors' || head.mode !== undefined, end: value.end, sensor }, comma);
    }
    case 'function': {
      const value = readAfterEquals(lexer);
      if (value === undefined) {
        emit(report, 'missing-target-function', `write the function it works on after "=", as in ${rule.example}`, head.nameSpan.start, head.nameSpan.end);
        return { ok: false, end };
      }
      const target = readTarget(lexer, report, value);
      return target === undefined ? { ok: false, end: value.end } : { ok: true, end: target.span.end, target };
    }
  }
}

const withComma = (args: Args, comma: Token | undefined): Args => (comma === undefined ? args : { ...args, comma });

/** Reads `=word`; returns undefined when no `=` or no word after it follows. */
function readAfterEquals(lexer: Lexer): Token | undefined {
  if (peek(lexer).kind !== 'equals') return undefined;
  next(lexer);
  const v = peek(lexer);
  if (v.kind !== 'word') return undefined;
  next(lexer);
  return v;
}

/** Reads the function a Drain or Drain Defense works on; reports a word that is none. */
function readTarget(lexer: Lexer, report: Report, first: Token): TargetFunctionNode | undefined {
  const src = lexer.source;
  const candidates = functionWordsAt(src, first.start, first.end);
  const match = candidates === undefined ? undefined : matchName(lexer, candidates, first);
  if (match !== undefined) return { kind: match.kind, span: match.span };
  // Say what to write instead for the near misses: a damage type, a sensor mode.
  const unprefixed = first.end - first.start > 1 ? functionWordsAt(src, first.start + 1, first.end) : undefined;
  const mode = SENSOR_MODES.some((m) => isWordFolded(src, first.start, first.end, m.word.toUpperCase()));
  let end = first.end;
  if (mode) {
    const s = peek(lexer);
    if (s.kind === 'word' && isWordFolded(src, s.start, s.end, 'SENSORS')) end = next(lexer).end;
  }
  const seconds = candidates === undefined ? [] : candidates.filter((c) => c.second !== undefined).map((c) => FUNCTIONS[c.kind].name);
  const hint = unprefixed !== undefined
    ? `; the target is a function without damage type, as in =${FUNCTIONS[unprefixed[unprefixed.length - 1]!.kind].name}`
    : mode
      ? '; the target is the function itself, =Sensors'
      : candidates !== undefined
        ? `; did you mean ${seconds.join(' or ')}?`
        : '';
  // The fixes: the word without its damage type, Sensors for a sensor mode, the two-word names.
  const fixes = unprefixed !== undefined ? [src.slice(first.start + 1, first.end)] : mode ? ['Sensors'] : seconds;
  emitSuggesting(report, 'unknown-function', `"${src.slice(first.start, end)}" is not a function${hint}`, first.start, end, fixes);
  return undefined;
}

/** Whether a word can name a sensor type: starts with a letter, no notation punctuation, no reserved word. */
export function isSensorWord(word: string): boolean {
  const c0 = word.charCodeAt(0);
  if (!((c0 >= 65 && c0 <= 90) || (c0 >= 97 && c0 <= 122) || c0 >= 0x80)) return false;
  for (let i = 1; i < word.length; i++) {
    const c = word.charCodeAt(i);
    const ok = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || isDigit(c) || c === 45 || c === 95 || c >= 0x80;
    if (!ok) return false;
  }
  return !isModifierWord(word) && keyOf(word, 0, word.length) === undefined && !isWordFolded(word, 0, word.length, 'REUSABLE');
}

/**
 * Reads `vs. a,b,c`. The list goes on after a comma only when a sensor type follows; otherwise
 * the comma separated the list from the items, and it is handed back (`comma`) so that the item
 * loop can still warn about a stray one. Doubled commas inside the list are warnings.
 */
function readSensorList(lexer: Lexer, report: Report, head: Head, after: number): { sensors: TextNode[]; end: number; comma: Token | undefined } | undefined {
  const vs = peek(lexer);
  if (vs.kind !== 'word' || !(isWordFolded(lexer.source, vs.start, vs.end, 'VS.') || isWordFolded(lexer.source, vs.start, vs.end, 'VS'))) {
    emit(report, 'missing-sensor-list', `say which sensor types it works against, as in ${FUNCTIONS[head.kind].example}`, head.nameSpan.start, after);
    return undefined;
  }
  next(lexer);
  const sensors: TextNode[] = [];
  const seen = new Set<string>();
  let full = false;
  let end = vs.end;
  let comma: Token | undefined;
  for (;;) {
    const w = peek(lexer);
    if (w.kind !== 'word' || !isSensorWord(w.value)) {
      if (sensors.length === 0) {
        emit(report, 'missing-sensor-list', 'no sensor type follows "vs."', vs.start, vs.end);
        return undefined;
      }
      break;
    }
    next(lexer);
    comma = undefined;
    const key = w.value.toLowerCase();
    if (sensors.length === MAX_UNIT_ITEMS) {
      if (!full) emit(report, 'unit-too-large', `a list holds at most ${MAX_UNIT_ITEMS} sensor types; this one and those after it are not read`, w.start, w.end);
      full = true;
    } else if (seen.has(key)) emit(report, 'duplicate-sensor-type', `${w.value} is already in the list`, w.start, w.end);
    else {
      seen.add(key);
      sensors.push({ value: w.value, span: span(w.start, w.end) });
    }
    end = w.end;
    while (peek(lexer).kind === 'comma') {
      const c = next(lexer);
      if (comma !== undefined) emit(report, 'extra-comma', 'an empty place between two commas', comma.start, c.end);
      comma = c;
    }
    if (comma === undefined) break;
  }
  return { sensors, end, comma };
}

function checkAmount(report: Report, head: Head, amount: DiceAmount | PointsAmount | undefined, seen: boolean): boolean {
  const rule = FUNCTIONS[head.kind];
  if (rule.amount === 'none') {
    if (amount !== undefined) emit(report, 'unexpected-amount', `${rule.name} takes no amount before it`, amount.span.start, amount.span.end);
    return amount === undefined && !seen;
  }
  if (amount === undefined) {
    // An amount that was written but malformed has been reported already.
    const what = rule.amount === 'dice' ? 'dice' : 'a number of points';
    if (!seen) emit(report, 'missing-amount', `${rule.name} needs ${what} before it, as in ${rule.example}`, head.nameSpan.start, head.nameSpan.end);
    return false;
  }
  if (amount.type === rule.amount) return true;
  const n = amount.type === 'dice' ? amount.count : amount.value;
  const [want, wrong] = rule.amount === 'dice' ? [`${n}d6`, `${n}`] : [`${n}`, `${n}d6`];
  emit(report, 'wrong-amount-form', `${rule.name} is bought in ${rule.amount}: write ${want}, not ${wrong}`, amount.span.start, amount.span.end);
  return false;
}

function buildFunction(head: Head, amount: DiceAmount | PointsAmount | undefined, args: Args, fnSpan: Span): FunctionNode {
  // Object literals of one shape per kind, no spreads: this runs for every unit parsed.
  const nameSpan = head.nameSpan;
  const dice = amount as DiceAmount;
  const points = amount as PointsAmount;
  switch (head.kind) {
    case 'shock':
    case 'zap': {
      const fn: Mutable<DamageFunction> = { kind: head.kind, span: fnSpan, nameSpan, dice };
      if (head.damageType !== undefined) fn.damageType = head.damageType;
      return fn;
    }
    case 'defense': {
      const fn: Mutable<DefenseFunction> = { kind: 'defense', span: fnSpan, nameSpan, points };
      if (head.damageType !== undefined) fn.damageType = head.damageType;
      return fn;
    }
    case 'flash':
      return { kind: 'flash', span: fnSpan, nameSpan, dice, sensors: args.sensors! };
    case 'darkness':
      return { kind: 'darkness', span: fnSpan, nameSpan, radius: args.radius!, sensors: args.sensors! };
    case 'illusion':
    case 'invisibility':
      return { kind: head.kind, span: fnSpan, nameSpan, sensors: args.sensors! };
    case 'flash-defense':
      return { kind: 'flash-defense', span: fnSpan, nameSpan, points, sensor: args.sensor! };
    case 'sensors':
      return { kind: 'sensors', span: fnSpan, nameSpan, mode: head.mode!, sensor: args.sensor! };
    case 'damage-resistance':
      return { kind: 'damage-resistance', span: fnSpan, nameSpan, points };
    case 'drain':
      return { kind: 'drain', span: fnSpan, nameSpan, dice, target: args.target! };
    case 'drain-defense':
      return { kind: 'drain-defense', span: fnSpan, nameSpan, points, target: args.target! };
    case 'missile':
      return { kind: 'missile', span: fnSpan, nameSpan, basic: points };
  }
}

/** Reads one item that starts with a word into `items`, or reports why it cannot. */
function readItem(lexer: Lexer, report: Report, tok: Token, items: Items): void {
  if (peek(lexer).kind === 'equals') {
    readKeyed(lexer, report, tok, keyOf(lexer.source, tok.start, tok.end), items);
    return;
  }
  // The common case, a modifier, is read straight from the source without copying the word.
  const read = readModifierAt(lexer.source, tok.start, tok.end, span(tok.start, tok.end));
  if (read === undefined && readBareWarhead(lexer, report, tok, items)) return;
  // One modifier written as two words (`ACT 12<`, `AUTO 10`, `ARC: AB`): one diagnostic, the joined
  // form its fix. Looked for only after a word that is no modifier, or a code that takes a value
  // written bare (`AUTO`, `CONT`): a valid modifier costs no look-ahead.
  // `RNG 5`: the Ranged modifier followed by a number is a range, rng=5 (issue 38).
  if (read?.code === 'RNG' && tok.end - tok.start === 3 && readKeyedSlip(lexer, report, tok, items)) return;
  const bareWithValue = read !== undefined && read.code !== undefined && Object.hasOwn(MODIFIER_FORMS, read.code) && tok.end - tok.start === read.code.length;
  if ((read === undefined || read.code === undefined || bareWithValue) && readSplit(lexer, report, tok, items)) return;
  if (read !== undefined) {
    if (read.code !== undefined) addModifier(report, items, read);
    else {
      const fix = keeps(report, tok.start, tok.end) ? repairedModifier(tok.value, MODIFIER_WORDS) : undefined;
      emitSuggesting(report, read.error, fix === undefined ? read.message : `${read.message}; did you mean ${fix}?`, tok.start, tok.end, fix === undefined ? [] : [fix]);
    }
    return;
  }
  const upper = tok.value.toUpperCase();
  if (upper === 'REUSABLE') {
    setMissileOption(report, items, 'reusable', 'reusable', { span: span(tok.start, tok.end) });
    return;
  }
  if (readTextSlip(lexer, report, tok, items)) return;
  const bareName = upper.endsWith(':') ? upper.slice(0, -1) : upper;
  if (bareName === 'TRIGGER' || bareName === 'LIMIT' || bareName.startsWith('LIMIT:')) {
    emit(report, 'malformed-modifier', `${bareName} needs a quoted text after "=", as in ${bareName}=${TEXT_EXAMPLE[bareName === 'TRIGGER' ? 'TRIGGER' : 'LIMIT']}`, tok.start, tok.end);
    return;
  }
  if (readKeyedSlip(lexer, report, tok, items) || readWrongQuotes(lexer, report, tok, items)) return;
  if (readFullName(lexer, report, tok) || fullNameAfter(lexer.source, report, tok, items)) return;
  const bare = bareCodeForm(tok.value);
  if (bare !== undefined) {
    emit(report, 'malformed-modifier', `${bare.code} takes a value: it is written ${bare.form}`, tok.start, tok.end);
    return;
  }
  // The "did you mean" search is the costly part; a diagnostic past the cap is only counted.
  const hint = keeps(report, tok.start, tok.end) ? repairedModifier(tok.value, MODIFIER_WORDS) : undefined;
  if (hint === undefined && readBareEffect(lexer, report, tok, items)) return;
  emitSuggesting(report, 'unknown-modifier', `"${tok.value}" is not a modifier${hint === undefined ? '' : `; did you mean ${hint}${nameOfCode(tok.value, hint)}?`}`, tok.start, tok.end, hint === undefined ? [] : [hint]);
}

/** ` (Hardened Defense)` when `word` is the start of the full name of the modifier `code` (`Hardened`), else `''`. */
function nameOfCode(word: string, code: string): string {
  if (!Object.hasOwn(MODIFIERS, code)) return '';
  const name = MODIFIERS[code as ModifierCode].name;
  const folded = foldedName(word);
  return folded !== foldedName(name) && foldedName(name).startsWith(folded) ? ` (${name})` : '';
}

/** A word written like a name (`Laser`, `Heavy-Laser`, `Mk2a`): a capital letter, then small letters, digits or `-`, one small letter at least (`X0` is no name). */
const NAME_WORD = /^[A-Z](?=[a-z0-9-]*[a-z])[a-z0-9-]+$/;

/**
 * A special effect written without its quotes (`3d6 eZap Laser AP`), issue 38: a word that is no
 * modifier and looks like a name, with the name-like words after it, when the function was read
 * and the unit has no special effect yet. Reported at those words with the quoted text as the fix, and kept as the effect.
 */
function readBareEffect(lexer: Lexer, report: Report, tok: Token, items: Items): boolean {
  const had = items.specialEffect;
  if (items.kind === undefined || !NAME_WORD.test(tok.value)) return false;
  const source = lexer.source;
  let end = tok.end;
  for (let w = peek(lexer); w.kind === 'word' && NAME_WORD.test(w.value) && !equalsAfter(source, w.end) && readModifierAt(source, w.start, w.end, span(w.start, w.end)) === undefined && modifierOfName(w.value) === undefined; w = peek(lexer)) {
    next(lexer);
    end = w.end;
  }
  items.end = end;
  const text = source.slice(tok.start, end);
  // One effect a unit: beside a quoted one (`Laser "x"`, `"x" Laser`), the two in one pair of quotes.
  const quoted = peek(lexer);
  const after = had === undefined && quoted.kind === 'string' && /^ +$/.test(source.slice(end, quoted.start)) ? quoted : undefined;
  if (had !== undefined || after !== undefined) {
    if (after !== undefined) next(lexer);
    const other = after ?? had!.span;
    const touching = after !== undefined || (tok.start - other.end <= 8 && /^ +$/.test(source.slice(other.end, tok.start)));
    const joined = JSON.stringify(after !== undefined ? `${text} ${after.value}` : `${had!.value} ${text}`);
    const [from, to] = after !== undefined ? [tok.start, after.end] : touching ? [other.start, end] : [tok.start, end];
    const said = `"${text}" is not a modifier, and a unit has one special effect, ${source.slice(other.start, other.end)}`;
    emitSuggesting(report, 'duplicate-special-effect', touching ? `${said}: write the two as one, ${joined}` : said, from, to, touching ? [joined] : []);
    if (after !== undefined) items.specialEffect = { value: after.value, span: span(after.start, after.end) };
    return true;
  }
  // A quoted effect later in the unit (before any parenthesis) is its one effect: these words are not.
  // The place found is kept, so that each later word scans on from it (never the same text twice).
  let i = Math.max(end, items.nextQuote);
  while (i < source.length && !'"()'.includes(source[i]!)) i++;
  items.nextQuote = i;
  if (source[i] === '"') {
    emit(report, 'unknown-modifier', `"${text}" is not a modifier, nor the special effect: a unit has one, the quoted text after it`, tok.start, end);
    return true;
  }
  const fix = JSON.stringify(text);
  emitSuggesting(report, 'unknown-modifier', `"${text}" is not a modifier; a special effect is written in double quotes: ${fix}`, tok.start, end, [fix]);
  items.specialEffect = { value: text, span: span(tok.start, end) };
  return true;
}

/** The quotes taken for `"` around a special effect: single and curly ones (issue 38). */
const WRONG_QUOTES = "'‘’“”";

/**
 * A special effect in single or curly quotes (`'Laser'`, `‘Laser’`, `“Laser”`), issue 38: the
 * words up to the next such quote are reported as one, with the text in double quotes as the fix,
 * and kept as the effect. False, reading nothing, when `tok` does not start with such a quote.
 */
function readWrongQuotes(lexer: Lexer, report: Report, tok: Token, items: Items): boolean {
  const source = lexer.source;
  if (!WRONG_QUOTES.includes(source[tok.start]!)) return false;
  let close = -1;
  for (let i = tok.start + 1; i < source.length && close < 0; i++) if (WRONG_QUOTES.includes(source[i]!)) close = i;
  let end = tok.end;
  if (close >= tok.end) {
    for (let t = peek(lexer); t.kind !== 'eof' && t.start <= close; t = peek(lexer)) {
      next(lexer);
      end = t.end;
    }
  }
  items.end = end;
  const text = source.slice(tok.start + 1, close < 0 ? end : close);
  const fix = JSON.stringify(text);
  const said = `a special effect is written in double quotes ("), not ${source[tok.start]!}`;
  emitSuggesting(report, 'unexpected-token', text.length === 0 ? said : `${said}: write ${fix}`, tok.start, close < 0 ? end : Math.max(end, close + 1), text.length === 0 ? [] : [fix]);
  if (items.specialEffect === undefined) items.specialEffect = { value: text, span: span(tok.start, end) };
  return true;
}

/**
 * A missile's warhead written without its parentheses (`10 Missile 3d6 pShock 1CH`), issue 38: an
 * amount followed by a function, after a missile that has no warhead yet. The rest of the unit is
 * read as the warhead (so its modifiers are its own, as the parentheses would make them), checked,
 * and reported with the parenthesized text as the fix. False, reading nothing, otherwise.
 */
function readBareWarhead(lexer: Lexer, report: Report, tok: Token, items: Items): boolean {
  if (items.kind !== 'missile' || items.depth === 1 || items.bareWarhead || items.missile.warhead !== undefined) return false;
  const source = lexer.source;
  if (!isDigit(source.charCodeAt(tok.start)) || 'error' in readAmount(tok.value)) return false;
  const fn = peek(lexer);
  // A function, or a word close to one (`3d6 pShok`: said at the word as a function would be).
  if (fn.kind !== 'word' || (functionWordsAt(source, fn.start, fn.end) ?? functionWordsAt(source, fn.start + 1, fn.end) ?? closest(fn.value, FUNCTION_SPELLINGS)) === undefined) return false;
  // Read again from the amount, as a warhead's body.
  lexer.ahead = undefined;
  lexer.pos = tok.start;
  const inner = parseUnitBody(lexer, report, 1);
  validateUnit(inner.unit, inner.modifiers, report, false);
  let end = peek(lexer).start;
  while (end > tok.start && isSpace(source.charCodeAt(end - 1))) end--;
  items.bareWarhead = true;
  items.end = end;
  const text = source.slice(tok.start, end);
  emitSuggesting(report, 'unexpected-token', `a missile's warhead is written in parentheses: (${text})`, tok.start, end, [`(${text})`]);
  if (inner.unit !== undefined && inner.unit.function.kind !== 'missile') items.missile.warhead = inner.unit;
  return true;
}

/** Whether a `=` follows `offset` (after white space): the word before it is a name, not a value. */
function equalsAfter(source: string, offset: number): boolean {
  let i = offset;
  while (i < source.length && isSpace(source.charCodeAt(i))) i++;
  return source.charCodeAt(i) === 61;
}

/**
 * `tok` and the next word as one modifier, when the next word is none by itself and the two
 * joined are one (see modifier-repairs.ts): reported as `split-modifier` over both words, with
 * the joined form as the fix, and kept as that modifier (so that nothing else is reported about
 * it). False, reading nothing, otherwise.
 */
function readSplit(lexer: Lexer, report: Report, tok: Token, items: Items): boolean {
  const second = peek(lexer);
  if (second.kind !== 'word' || equalsAfter(lexer.source, second.end)) return false;
  const alone = readModifierAt(lexer.source, second.start, second.end, span(second.start, second.end));
  if (alone !== undefined && alone.code !== undefined) return false;
  const joined = joinedModifier(tok.value, second.value);
  if (joined === undefined) return false;
  next(lexer);
  items.end = second.end;
  const at = span(tok.start, second.end);
  emitSuggesting(report, 'split-modifier', `"${lexer.source.slice(tok.start, second.end)}" is one modifier written as two words: write ${joined}`, at.start, at.end, [joined]);
  const m = readModifierAt(joined, 0, joined.length, at);
  if (m !== undefined && m.code !== undefined) addModifier(report, items, m);
  return true;
}

/**
 * A modifier's full name over several words (`Armor Piercing`, `increase maximum range`):
 * reported at all of them, with the code as the fix. False, reading nothing, when the words
 * from `tok` on spell no full name.
 */
function readFullName(lexer: Lexer, report: Report, tok: Token): boolean {
  const source = lexer.source;
  let end = tok.end;
  const ends: number[] = [];
  // The plain words that follow, one space apart, up to the longest name.
  for (let k = 1; k < MAX_NAME_WORDS; k++) {
    let i = end;
    while (i < source.length && source.charCodeAt(i) === 32) i++;
    if (i === end || i >= source.length) break;
    let j = i;
    while (j < source.length && /[A-Za-z()]/.test(source[j]!)) j++;
    if (j === i || (j < source.length && !isSpace(source.charCodeAt(j)))) break;
    end = j;
    ends.push(j);
  }
  for (let k = ends.length; k >= 1; k--) {
    const stop = ends[k - 1]!;
    const code = modifierOfName(source.slice(tok.start, stop));
    if (code === undefined) continue;
    for (let n = 0; n < k; n++) next(lexer);
    reportFullName(report, source, tok.start, stop, code);
    return true;
  }
  return false;
}

/**
 * A full name whose first word is a modifier's code by itself (`Spinal Arc`: `Spinal` reads as
 * SPINAL, then `Arc` as a bare ARC): when `tok` and the modifier just before it, one space apart,
 * spell a full name, that modifier is taken back and the two words are reported as that name.
 */
function fullNameAfter(source: string, report: Report, tok: Token, items: Items): boolean {
  const before = items.modifiers[items.modifiers.length - 1];
  if (before === undefined || items.full || !/^ +$/.test(source.slice(before.span.end, tok.start))) return false;
  const code = modifierOfName(source.slice(before.span.start, tok.end));
  if (code === undefined) return false;
  items.modifiers.pop();
  reportFullName(report, source, before.span.start, tok.end, code);
  return true;
}

/** Reports the full name of modifier `code` written at `start..stop`, with the code as the fix when it reads alone. */
function reportFullName(report: Report, source: string, start: number, stop: number, code: ModifierCode): void {
  const said = `"${source.slice(start, stop)}" is the full name of a modifier: write its code`;
  // A code that takes a value is no fix by itself: its form is said instead (`ACT<n><`).
  const form = bareCodeForm(code);
  if (form === undefined || readsAlone(code)) emitSuggesting(report, 'unknown-modifier', `${said}, ${code}`, start, stop, [code]);
  else emit(report, 'unknown-modifier', `${said}, written ${form.form}`, start, stop);
}

/** Keeps a modifier, up to {@link MAX_UNIT_ITEMS}; the first one past the limit is reported, the rest dropped. */
function addModifier(report: Report, items: Items, m: Modifier): void {
  if (items.modifiers.length < MAX_UNIT_ITEMS) {
    items.modifiers.push(m);
  } else if (!items.full) {
    items.full = true;
    emit(report, 'unit-too-large', `a unit holds at most ${MAX_UNIT_ITEMS} modifiers; this one and those after it are not read`, m.span.start, m.span.end);
  }
}

/** What an unknown item may have been meant as, for "did you mean" hints. */
const MODIFIER_WORDS: readonly string[] = [
  ...MODIFIER_CODES.map((c) => {
    const params = MODIFIERS[c].params;
    return params === 'text' || params === 'factor-and-text' ? `${c}="..."` : c;
  }),
  'CONT:U',
  'reusable',
];

/** The names that take `=`: declared values, quoted-text modifiers and missile options. */
type Key = 'P' | 'RNG' | 'TRIGGER' | 'LIMIT' | 'LIMIT:' | 'MOVE' | 'MODE' | 'END';
const KEYS: readonly Key[] = ['P', 'RNG', 'TRIGGER', 'LIMIT', 'MOVE', 'MODE', 'END'];

/** The names whose value is a number (`p=3`, `move=12`), as opposed to a quoted text. */
type NumberKey = Exclude<Key, 'TRIGGER' | 'LIMIT' | 'LIMIT:'>;
const NUMBER_KEYS: ReadonlySet<Key> = new Set<Key>(['P', 'RNG', 'MOVE', 'MODE', 'END']);

/**
 * A `name=<n>` item written with a `:` or nothing for its `=` (`p:2`, `p5`), or as two words
 * (`move 12`, `move: 12`), issue 38: reported at what was written, with `name=<n>` as the fix,
 * and kept as that item so that nothing else is said about it. False, reading nothing, otherwise.
 */
function readKeyedSlip(lexer: Lexer, report: Report, tok: Token, items: Items): boolean {
  const source = lexer.source;
  let nameEnd = tok.start;
  while (nameEnd < tok.end && /[A-Za-z]/.test(source[nameEnd]!)) nameEnd++;
  const key = keyOf(source, tok.start, nameEnd);
  if (key === undefined || !NUMBER_KEYS.has(key)) return false;
  const name = source.slice(tok.start, nameEnd);
  const colon = source.charCodeAt(nameEnd) === 58 ? 1 : 0;
  let digits = source.slice(nameEnd + colon, tok.end);
  let end = tok.end;
  if (digits.length === 0) {
    // The number is the next word (`move 12`, `move: 12`).
    const v = peek(lexer);
    if (v.kind !== 'word' || !isDigit(v.value.charCodeAt(0)) || equalsAfter(source, v.end)) return false;
    digits = v.value;
    end = v.end;
  }
  const n = readInteger(digits, 0, digits.length);
  if (n < 0) return false;
  if (end !== tok.end) next(lexer);
  items.end = end;
  const fix = `${name.toLowerCase()}=${digits}`;
  // `RNG 5` may also be the Ranged modifier and a range, on a function with no range of its own.
  const ranged = key === 'RNG' && end !== tok.end && source.slice(tok.start, nameEnd) === 'RNG';
  const also = ranged && items.kind !== undefined && !FUNCTIONS[items.kind].hasRange ? [`RNG ${fix}`] : [];
  emitSuggesting(report, 'unknown-modifier', `"${source.slice(tok.start, end)}" is written ${fix}: the name, "=" and the number, with no space${ranged ? `; RNG alone is the Ranged modifier${also.length > 0 ? `, written apart: RNG ${fix}` : ''}` : ''}`, tok.start, end, [fix, ...also]);
  const err = integerError(n, `the value of ${name}=`, false);
  if (err === undefined) setNumber(report, key as NumberKey, name, { value: n, span: span(tok.start, end) }, items);
  return true;
}

/**
 * The quoted text of TRIGGER or LIMIT after a `:` or a space rather than its `=` (`TRIGGER:"x"`,
 * `LIMIT "x"`, `LIMIT:0.5:"x"`), issue 38: reported over the name and the text with `TRIGGER="x"`
 * as the fix, and kept as that modifier. False, reading nothing, otherwise.
 */
function readTextSlip(lexer: Lexer, report: Report, tok: Token, items: Items): boolean {
  const name = tok.value.endsWith(':') ? tok.value.slice(0, -1) : tok.value;
  const key = keyOf(name, 0, name.length);
  const v = peek(lexer);
  if ((key !== 'TRIGGER' && key !== 'LIMIT' && key !== 'LIMIT:') || v.kind !== 'string') return false;
  const fix = `${textName(name, key)}=${JSON.stringify(v.value)}`;
  emitSuggesting(report, 'malformed-modifier', `the quoted text of ${key === 'TRIGGER' ? 'TRIGGER' : 'LIMIT'} follows an "=", not ${name === tok.value ? 'a space' : '":"'}: write ${fix}`, tok.start, v.end, [fix]);
  keepText(lexer, report, { value: name, start: tok.start, end: tok.end }, key, items);
  return true;
}

/** The name of TRIGGER or LIMIT as written (`trigger`, `limit:0.5`), its code in upper case, a factor as it is. */
const textName = (written: string, key: Key): string => (key === 'TRIGGER' ? 'TRIGGER' : `LIMIT${written.slice(5)}`);

/** Which {@link Key} `s[a, b)` spells in any case (`LIMIT:` for `LIMIT:<factor>`), if any. */
function keyOf(s: string, a: number, b: number): Key | undefined {
  for (const key of KEYS) if (b - a === key.length && startsWithFolded(s, a, b, key)) return key;
  return startsWithFolded(s, a, b, 'LIMIT:') ? 'LIMIT:' : undefined;
}

/** Reads `name=value` (after `name`, with `=` next): TRIGGER, LIMIT, p, rng, missile options. */
function readKeyed(lexer: Lexer, report: Report, tok: Token, key: Key | undefined, items: Items): void {
  const eq = next(lexer);
  const v = peek(lexer);
  if (key === 'TRIGGER' || key === 'LIMIT' || key === 'LIMIT:') {
    const name = key === 'TRIGGER' ? 'TRIGGER' : 'LIMIT';
    if (v.kind !== 'string') {
      if (v.kind === 'word') next(lexer);
      items.end = v.kind === 'word' ? v.end : eq.end;
      // A word written without its quotes: the word quoted is the fix.
      const fix = v.kind === 'word' ? [`${textName(tok.value, key)}=${JSON.stringify(v.value)}`] : [];
      emitSuggesting(report, 'missing-value', `${name} needs a quoted text after "=", as in ${fix[0] ?? `${name}=${TEXT_EXAMPLE[name]}`}`, tok.start, items.end, fix);
      return;
    }
    keepText(lexer, report, tok, key, items);
    return;
  }
  if (key === undefined) {
    emit(report, 'unknown-modifier', `"${tok.value}=" is not a known name; the names with "=" are p, rng, LIMIT, TRIGGER and the missile options move, mode, end`, tok.start, eq.end);
    if (v.kind === 'word' || v.kind === 'string') next(lexer);
    return;
  }
  if (v.kind !== 'word') {
    if (v.kind === 'string') next(lexer);
    emit(report, 'missing-value', `a number must follow "${tok.value}=", without quotes`, tok.start, v.kind === 'string' ? v.end : eq.end);
    return;
  }
  next(lexer);
  items.end = v.end;
  const n = readInteger(v.value, 0, v.value.length);
  const err = integerError(n, `the value of ${tok.value}=`, false);
  if (err !== undefined) {
    emit(report, err.error, err.message, v.start, v.end);
    return;
  }
  setNumber(report, key, tok.value, { value: n, span: span(tok.start, v.end) }, items);
}

/** Reads the quoted text that comes next as the text of TRIGGER or LIMIT (`name`, a LIMIT's factor read from it) and keeps the modifier. */
function keepText(lexer: Lexer, report: Report, name: Pick<Token, 'value' | 'start' | 'end'>, key: 'TRIGGER' | 'LIMIT' | 'LIMIT:', items: Items): void {
  const v = next(lexer);
  items.end = v.end;
  const text: TextNode = { value: v.value, span: span(v.start, v.end) };
  const at = span(name.start, v.end);
  if (key === 'TRIGGER') addModifier(report, items, { code: 'TRIGGER', text, span: at });
  else if (key === 'LIMIT') addModifier(report, items, { code: 'LIMIT', text, span: at });
  else {
    const factor = readFactor(name.value.slice(6));
    if (factor === undefined) emit(report, 'malformed-modifier', 'the LIMIT factor is a decimal number such as 0.5 or 1.25', name.start + 6, name.start + name.value.length);
    else addModifier(report, items, { code: 'LIMIT', factor, text, span: at });
  }
}

/** Keeps the number of a `name=<n>` item (a declared value or a missile option), or reports it given twice. */
function setNumber(report: Report, key: NumberKey, written: string, node: NumberNode, items: Items): void {
  const option = MISSILE_OPTION_BY_KEY.get(key);
  if (option !== undefined) {
    setMissileOption(report, items, option, `${written.toLowerCase()}=`, node);
  } else if ((key === 'P' ? items.power : items.range) !== undefined) {
    emit(report, 'duplicate-declared-value', `${key === 'P' ? 'p' : 'rng'}= is already declared`, node.span.start, node.span.end);
  } else if (key === 'P') items.power = node;
  else items.range = node;
}

function setMissileOption<K extends 'movement' | 'modeFactor' | 'endurance' | 'reusable'>(
  report: Report,
  items: Items,
  key: K,
  word: string,
  node: NonNullable<MissileParts[K]>,
): void {
  if (items.kind !== undefined && items.kind !== 'missile') {
    emit(report, 'missile-option-not-allowed', `${word} is a missile option and this unit is ${FUNCTIONS[items.kind].name}`, node.span.start, node.span.end);
  } else if (items.missile[key] !== undefined) {
    emit(report, 'duplicate-missile-option', `${word} is already given`, node.span.start, node.span.end);
  } else {
    items.missile[key] = node;
  }
}

/** Reads a plain decimal (`1`, `0.5`, `1.25`); undefined when malformed. */
function readFactor(text: string): number | undefined {
  const dot = text.indexOf('.');
  const whole = dot < 0 ? text : text.slice(0, dot);
  const frac = dot < 0 ? '' : text.slice(dot + 1);
  if (whole.length === 0 || (dot >= 0 && frac.length === 0) || whole.length > 15 || frac.length > 15) return undefined;
  if (readInteger(whole, 0, whole.length) < 0 || (frac.length > 0 && readInteger(frac, 0, frac.length) < 0)) return undefined;
  return Number(text);
}

/** Reads `( unit )` after its `(`; inside a warhead, skips a nested group without recursing. */
function readWarhead(lexer: Lexer, report: Report, open: Token, depth: 0 | 1): { unit: UnitSpec | undefined; end: number } {
  if (depth === 1) {
    let level = 1;
    let t = next(lexer);
    while (t.kind !== 'eof') {
      if (t.kind === 'lparen') level++;
      else if (t.kind === 'rparen' && --level === 0) break;
      t = next(lexer);
    }
    emit(report, 'nested-missile', 'a warhead cannot carry a warhead of its own', open.start, t.end);
    if (t.kind === 'eof') emit(report, 'unclosed-paren', 'this "(" is never closed', open.start, open.end);
    return { unit: undefined, end: t.end };
  }
  const inner = parseUnitBody(lexer, report, 1);
  // Checked here rather than through the missile, so that its problems are reported even
  // when the unit around it is broken or is no missile at all.
  validateUnit(inner.unit, inner.modifiers, report, false);
  const close = peek(lexer);
  if (close.kind !== 'rparen') {
    emit(report, 'unclosed-paren', 'this "(" is never closed', open.start, open.end);
    return { unit: inner.unit, end: close.start };
  }
  next(lexer);
  if (inner.unit?.function.kind === 'missile') {
    emit(report, 'nested-missile', 'a missile cannot be the warhead of a missile', inner.unit.function.nameSpan.start, inner.unit.function.nameSpan.end);
  } else if (inner.unit !== undefined && FUNCTIONS[inner.unit.function.kind].role !== 'attack') {
    emit(report, 'unusual-warhead', unusualWarhead(FUNCTIONS[inner.unit.function.kind].name), inner.unit.function.nameSpan.start, inner.unit.function.nameSpan.end);
  }
  return { unit: inner.unit, end: close.end };
}
