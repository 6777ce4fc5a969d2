/**
 * Whether a JSON text nests deeper than a limit, read from its text before it is parsed: a 6 MB
 * state file of nested lists took 2 s of `JSON.parse` on the page's main thread before the
 * library's depth check refused it (issue 37). One pass over the characters, stopping at the first
 * bracket too deep. No DOM here.
 */

/**
 * The offset of the first `[` or `{` (outside strings) that opens a level past `max`, or
 * undefined when there is none. A text that is not JSON is read as far as it goes; `JSON.parse`
 * says what is wrong with it.
 */
export function nestingPast(text: string, max: number): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return i;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return undefined;
}
