/**
 * A comma that ended a value inside `{ }` (`specs/design-format.md`, 7.4): in a flow mapping a
 * comma ends a plain value, so `{ name: Gun, spec: 3d6 eZap, AP }` reads the `AP` as a key of its
 * own, with no value. Said at the value it cut, with the value quoted whole as the fix.
 */
import { quoteWhole } from './quote-hint.js';

/** Longest part of a line looked at (a longer value is not explained, only reported). */
const MAX_FLOW_SCAN = 1024;

/** A cut value: its key, where it starts, where the stray key ends, the message and the value quoted. */
export interface FlowComma {
  readonly key: string;
  readonly start: number;
  readonly end: number;
  readonly message: string;
  readonly suggestions: readonly string[];
}

/**
 * The explanation of the key at `keyStart..keyEnd` of `text` when it is the rest of a value a comma
 * cut inside `{ }`: written with no colon (`, AP }`, `, AP,`), after `key: value,` with a plain
 * value on the same line. Undefined when the key is not such a rest (internal: the loader's
 * message for an unknown key).
 */
export function commaInFlowValue(text: string, keyStart: number, keyEnd: number): FlowComma | undefined {
  if (keyEnd <= keyStart || keyEnd - keyStart > MAX_FLOW_SCAN) return undefined;
  // No value of its own: the next character past blanks closes the mapping or starts its next item.
  let after = keyEnd;
  while (text[after] === ' ' || text[after] === '\t') after++;
  if (text[after] !== ',' && text[after] !== '}') return undefined;
  let comma = keyStart;
  while (comma > 0 && (text[comma - 1] === ' ' || text[comma - 1] === '\t')) comma--;
  if (text[comma - 1] !== ',') return undefined;
  comma--;
  // The item before the comma, back to the `{` or the comma before it, on the same line; past the
  // other rests of the same value (`LIMIT="a, b, c"` leaves `b` and `c"`).
  let item: RegExpExecArray | null = null;
  let from = comma;
  for (;;) {
    while (from > 0 && keyEnd - from < MAX_FLOW_SCAN && !'{,\n\r'.includes(text[from - 1]!)) from--;
    if (text[from - 1] !== '{' && text[from - 1] !== ',') return undefined;
    item = /^(\s*)([A-Za-z][A-Za-z0-9_]{0,39}):[ \t]+([^\s'"{}[\],#&*!|>%@`][^'{}[\]#]*?)\s*$/.exec(text.slice(from, comma));
    if (item !== null || text[from - 1] !== ',' || !/^[^:'{}[\]#]*$/.test(text.slice(from, comma))) break;
    comma = --from;
  }
  if (item === null) return undefined;
  const [whole, , key, value] = item as unknown as [string, string, string, string];
  const start = from + whole.indexOf(value, whole.indexOf(':'));
  // A comma inside double quotes (`LIMIT="a, b"`): the value goes on to the rest that closes them.
  let end = keyEnd;
  while (quotesOpen(text.slice(start, end)) && text[after] === ',' && end - start < MAX_FLOW_SCAN) {
    let next = after + 1;
    while (next < text.length && !',}\n\r'.includes(text[next]!)) next++;
    if (text[next] !== ',' && text[next] !== '}') break;
    end = next;
    while (end > after && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
    after = next;
  }
  const meant = text.slice(start, end);
  if (/['\n\r]/.test(meant)) return undefined;
  return {
    key,
    start,
    end,
    message: `inside { } a comma ends a value${quotesOpen(text.slice(start, comma)) ? ', even inside double quotes' : ''}, so YAML read "${text.slice(keyStart, keyEnd)}" as a key of its own; to keep the comma, ${quoteWhole(key, meant)}`,
    suggestions: [`'${meant}'`],
  };
}

/** Whether `s` leaves a double quote open (an odd number of them, escaped ones not counted). */
function quotesOpen(s: string): boolean {
  let open = false;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '\\' && open) i++;
    else if (s[i] === '"') open = !open;
  }
  return open;
}
