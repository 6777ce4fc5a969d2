/**
 * Text as the sheet may print it: names come from user files, so characters XML cannot hold
 * (control characters, lone surrogates, U+FFFE and U+FFFF) are dropped, and line breaks and tabs
 * become spaces (a cell holds one line).
 */

/** Any character `cleanText` may change: controls, surrogates, U+FFFE and U+FFFF. */
const ANY_TO_CLEAN = /[\u0000-\u001f\u007f-\u009f\ud800-\udfff\ufffe\uffff]/;

/**
 * `text` without the characters an SVG text cannot hold; white space runs of line breaks and
 * tabs become single spaces.
 */
export function cleanText(text: string): string {
  // Most names hold none of them: such a text is its own clean form (a surrogate, paired or not,
  // takes the long way, which keeps the pairs).
  if (!ANY_TO_CLEAN.test(text)) return text;
  let out = '';
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (c === 0x09 || c === 0x0a || c === 0x0d) out += ' ';
    else if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || (c >= 0xd800 && c <= 0xdfff) || c === 0xfffe || c === 0xffff) continue;
    else out += ch;
  }
  return out;
}
