/**
 * A comma that ended a value inside `{ }` (`specs/design-format.md`, 7.4): in a flow mapping a
 * comma ends a plain value, so `{ name: Gun, spec: 3d6 eZap, AP }` reads the `AP` as a key of its
 * own, with no value. Said at the value it cut, with the value quoted whole as the fix.
 */
import { quoteWhole } from './quote-hint.js';

/** Longest part of a line looked at (a longer value is not explained, only reported). */
const MAX_FLOW_SCAN = 1024;

/** A cut value: where it starts, where the stray key ends, the message and the value quoted. */
export interface FlowComma {
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
  // The item before the comma, back to the `{` or the comma before it, on the same line.
  let from = comma;
  while (from > 0 && comma - from < MAX_FLOW_SCAN && !'{,\n\r'.includes(text[from - 1]!)) from--;
  if (text[from - 1] !== '{' && text[from - 1] !== ',') return undefined;
  const item = /^(\s*)([A-Za-z][A-Za-z0-9_]{0,39}):[ \t]+([^\s'"{}[\],#&*!|>%@`][^'"{}[\]#]*?)\s*$/.exec(text.slice(from, comma));
  if (item === null) return undefined;
  const [whole, , key, value] = item as unknown as [string, string, string, string];
  const start = from + whole.indexOf(value, whole.indexOf(':'));
  const meant = text.slice(start, keyEnd);
  if (/['\n\r]/.test(meant)) return undefined;
  return {
    start,
    end: keyEnd,
    message: `inside { } a comma ends a value, so YAML read "${text.slice(keyStart, keyEnd)}" as a key of its own; to keep the comma, ${quoteWhole(key, meant)}`,
    suggestions: [`'${meant}'`],
  };
}
