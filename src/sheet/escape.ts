/**
 * Escaping text for SVG (XML): the five characters with a meaning in markup become entities,
 * and characters XML cannot hold are dropped (see `cleanText`).
 */
import { cleanText } from './clean-text.js';

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * `text` safe inside an SVG element or a quoted attribute: `& < > " '` as entities, control
 * characters and other characters XML forbids dropped, line breaks and tabs as spaces.
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
  return cleanText(text).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? '');
}
