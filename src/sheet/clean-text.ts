/**
 * Text as the sheet may print it: names come from user files, so characters XML cannot hold
 * (control characters, lone surrogates, U+FFFE and U+FFFF) are dropped, and line breaks and tabs
 * become spaces (a cell holds one line).
 */

/**
 * `text` without the characters an SVG text cannot hold; white space runs of line breaks and
 * tabs become single spaces.
 */
export function cleanText(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (c === 0x09 || c === 0x0a || c === 0x0d) out += ' ';
    else if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || (c >= 0xd800 && c <= 0xdfff) || c === 0xfffe || c === 0xffff) continue;
    else out += ch;
  }
  return out;
}
