import { DAMAGE_TYPES, FUNCTIONS, MISSILE_OPTIONS, SENSOR_MODES } from '../rules/functions.js';
import { AREA_EFFECTS } from '../rules/tables.js';
import type { FunctionNode, Modifier, TextNode, UnitSpec } from './ast.js';
import { isChecked } from './checked.js';
import { modifierOrThrow, unitTreeOrThrow } from './tree.js';

const prefixOf = new Map(DAMAGE_TYPES.map((d) => [d.type, d.prefix]));
const modeWord = new Map(SENSOR_MODES.map((m) => [m.mode, m.word]));
const areaLetter = new Map(AREA_EFFECTS.shapes.map((s) => [s.shape, s.letter]));

/**
 * Prints a unit in the one canonical form of the notation (see `specs/notation.md`):
 * amount, function and its arguments (for a missile: its options and warhead), the special
 * effect, the modifiers in their order, then `p=` and `rng=`; single spaces, upper-case modifier codes,
 * canonical function names, sensor types as written.
 *
 * Spans are not printed, so a hand-built {@link UnitSpec} with dummy spans prints too. A unit
 * that did not come from `parseUnit` is read field by field first (as `priceUnit` reads it), so a
 * malformed object is never half printed. Only its shape is checked: a unit that breaks the rules
 * of the tables (`ACT13<`) still prints, and `parseUnit` then reports what is wrong with it.
 *
 * @throws {TypeError} when the unit is not a well-formed syntax tree (a programming error: a
 * missing or malformed field, an unknown kind or modifier code, a missile as a warhead); the
 * message names the field path, such as `function.dice.count: -1 is not a positive whole number`.
 *
 * @example
 * ```ts
 * import { formatUnit, parseUnit } from 'spacedock';
 *
 * const r = parseUnit('3d6 ezap "Laser" ap,rng-  P=5 RNG=23');
 * if (!r.ok) throw new Error('expected a unit');
 * const text = formatUnit(r.value); // '3d6 eZap "Laser" AP RNG- p=5 rng=23'
 * if (text !== '3d6 eZap "Laser" AP RNG- p=5 rng=23') throw new Error(text);
 * ```
 */
export function formatUnit(unit: UnitSpec): string {
  return printUnit(isChecked(unit) ? unit : unitTreeOrThrow(unit, 'formatUnit'));
}

/** Prints a unit known to be well formed. */
function printUnit(unit: UnitSpec): string {
  let out = formatFunction(unit.function);
  if (unit.specialEffect !== undefined) out += ' ' + quote(unit.specialEffect.value);
  for (const m of unit.modifiers) out += ' ' + printModifier(m);
  if (unit.power !== undefined) out += ' p=' + unit.power.value;
  if (unit.range !== undefined) out += ' rng=' + unit.range.value;
  return out;
}

function sensorList(sensors: readonly TextNode[]): string {
  return 'vs. ' + sensors.map((s) => s.value).join(',');
}

function formatFunction(fn: FunctionNode): string {
  const name = FUNCTIONS[fn.kind].name;
  switch (fn.kind) {
    case 'shock':
    case 'zap':
      return `${fn.dice.count}d6 ${fn.damageType === undefined ? '' : prefixOf.get(fn.damageType)}${name}`;
    case 'defense':
      return `${fn.points.value} ${fn.damageType === undefined ? '' : prefixOf.get(fn.damageType)}${name}`;
    case 'flash':
      return `${fn.dice.count}d6 ${name} ${sensorList(fn.sensors)}`;
    case 'darkness':
      return `${name} ${fn.radius.value} Radius ${sensorList(fn.sensors)}`;
    case 'illusion':
    case 'invisibility':
      return `${name} ${sensorList(fn.sensors)}`;
    case 'flash-defense':
      return `${fn.points.value} ${name}=${fn.sensor.value}`;
    case 'sensors':
      return `${modeWord.get(fn.mode)} ${name}=${fn.sensor.value}`;
    case 'damage-resistance':
      return `${fn.points.value} ${name}`;
    case 'drain':
      return `${fn.dice.count}d6 ${name}=${FUNCTIONS[fn.target.kind].name}`;
    case 'drain-defense':
      return `${fn.points.value} ${name}=${FUNCTIONS[fn.target.kind].name}`;
    case 'missile': {
      let out = `${fn.basic.value} ${name}`;
      for (const option of MISSILE_OPTIONS) {
        const node = fn[option.key];
        if (node !== undefined) out += ` ${option.word}=${node.value}`;
      }
      if (fn.reusable !== undefined) out += ' reusable';
      if (fn.warhead !== undefined) out += ' (' + printUnit(fn.warhead) + ')';
      return out;
    }
  }
}

/**
 * Prints one modifier in canonical form (`AE:C15s`, `LIMIT:1.25="only vs. missiles"`), the way
 * {@link formatUnit} writes it; useful to show or compare modifiers one at a time.
 *
 * @throws {TypeError} when `m` is not a well-formed modifier node (a programming error); the
 * message names the field, as for {@link formatUnit}.
 *
 * @example
 * ```ts
 * import { formatModifier, parseUnit } from 'spacedock';
 *
 * const r = parseUnit('3d6 eZap ae:c15S 2ch');
 * if (!r.ok) throw new Error('expected a unit');
 * const codes = r.value.modifiers.map(formatModifier); // ['AE:C15s', '2CH']
 * if (codes.join(' ') !== 'AE:C15s 2CH') throw new Error(codes.join(' '));
 * ```
 */
export function formatModifier(m: Modifier): string {
  return printModifier(modifierOrThrow(m, 'formatModifier'));
}

/** Prints a modifier known to be well formed. */
function printModifier(m: Modifier): string {
  switch (m.code) {
    case 'AUTO':
      return m.shots === undefined ? 'AUTO' : `AUTO:${m.shots}`;
    case 'CH':
      return `${m.charges}CH`;
    case 'CONT':
      return m.uncontrolled ? 'CONT:U' : 'CONT';
    case 'ARC':
      return `ARC:${m.arcs.join('')}`;
    case 'AE':
      return `AE:${areaLetter.get(m.shape)}${m.size ?? ''}${m.selective ? 's' : ''}`;
    case 'ACT':
    case 'BURN':
    case 'JAM':
      return `${m.code}${m.roll}<`;
    case 'XTIME':
      return `XTIME${m.turns}`;
    case 'POWX':
      return `POWX${m.multiplier}`;
    case 'TRIGGER':
      return `TRIGGER=${quote(m.text.value)}`;
    case 'LIMIT':
      return m.factor === undefined ? `LIMIT=${quote(m.text.value)}` : `LIMIT:${m.factor}=${quote(m.text.value)}`;
    default:
      return m.code;
  }
}

/**
 * Quotes a text, escaping `"`, `\`, control characters and lone surrogates, so that it reads
 * back the same and survives a trip through UTF-8.
 */
export function quote(text: string): string {
  let out = '"';
  let chunk = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let esc: string | undefined;
    if (c === 34) esc = '\\"';
    else if (c === 92) esc = '\\\\';
    else if (c === 10) esc = '\\n';
    else if (c === 13) esc = '\\r';
    else if (c === 9) esc = '\\t';
    else if (c < 32 || c === 127 || isLoneSurrogate(text, i, c)) esc = '\\u' + c.toString(16).padStart(4, '0');
    if (esc !== undefined) {
      out += text.slice(chunk, i) + esc;
      chunk = i + 1;
    }
  }
  return out + text.slice(chunk) + '"';
}

/** Whether the code unit at `i` is half of a surrogate pair without its other half. */
function isLoneSurrogate(text: string, i: number, c: number): boolean {
  if (c >= 0xd800 && c <= 0xdbff) {
    const d = text.charCodeAt(i + 1);
    return !(d >= 0xdc00 && d <= 0xdfff);
  }
  if (c >= 0xdc00 && c <= 0xdfff) {
    const d = text.charCodeAt(i - 1);
    return !(d >= 0xd800 && d <= 0xdbff);
  }
  return false;
}
