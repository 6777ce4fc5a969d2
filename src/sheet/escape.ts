/**
 * Escaping text for SVG (XML): the five characters with a meaning in markup become entities,
 * and characters XML cannot hold are dropped (see `cleanText`). This is the one escaper of the
 * record sheets and the plots: every text and every attribute value they write that is not a
 * number or one of a fixed set of words goes through it.
 */
import { cleanText } from './clean-text.js';

/** A character with a meaning in markup. */
const MARKUP = /[&<>"']/;

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * `text` safe inside an SVG element or a quoted attribute: `& < > " '` as entities, control
 * characters and other characters XML forbids dropped, line breaks and tabs as spaces.
 *
 * @throws {TypeError} when `text` is not a string (a programming error); nothing else is
 * converted to text, so an object or a deeply nested array is refused without being looked into.
 *
 * @example
 * ```ts
 * import { escapeSvgText } from 'spacedock/sheet';
 *
 * const out = escapeSvgText('<script>&"\'\u0007');
 * if (out !== '&lt;script&gt;&amp;&quot;&#39;') throw new Error(out);
 * ```
 */
export function escapeSvgText(text: string): string {
  if (typeof text !== 'string') throw new TypeError('escapeSvgText: the text is not a string');
  const clean = cleanText(text);
  return MARKUP.test(clean) ? clean.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? '') : clean;
}
