// How a value is written into each output format, so that a name holding `<`, `&`, `%`, `\` or
// `{` prints as itself: the escapes of the template filters and of each format's default.
import { latexTypesets } from './latex-characters.js';
import { csvCell } from './table-cells.js';

/** HTML text and attribute values: `&`, `<`, `>`, `"` and `'` as character references. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => HTML[c]!);
}
const HTML: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * LaTeX text, for pdflatex with T1 and utf8 (the built-in `readout.tex`), in Unicode's composed
 * form (NFC) first: its ten special characters as commands that print them (`\%`, `\{`,
 * `\textbackslash{}` ...); `<`, `>`, `|`, which the default OT1 font prints as other glyphs;
 * `[`, `]` and `*` in braces, so that a value after a row break (`\\`) is never read as its
 * optional argument ("Missing number") or its star. Past ASCII, by one rule
 * ({@link latexCharacter}): what pdflatex typesets as it is, spaces and line breaks as a space,
 * controls and invisible format characters (bidi controls among them) dropped, and anything else
 * as its code point, `\texttt{U+1F680}`.
 */
export function escapeLatex(s: string): string {
  return s.normalize('NFC').replace(/[\\{}%$&#_~^<>|[\]*]|[^\x20-\x7e]/gu, latexCharacter);
}
const LATEX: Readonly<Record<string, string>> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '%': '\\%',
  $: '\\$',
  '&': '\\&',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
  '<': '\\textless{}',
  '>': '\\textgreater{}',
  '|': '\\textbar{}',
  '[': '{[}',
  ']': '{]}',
  '*': '{*}',
};

/**
 * One character (a code point, or half of a broken surrogate pair) as LaTeX text: an ASCII
 * special by its command; past ASCII, itself when pdflatex typesets it ({@link latexTypesets});
 * a space for a line break, a tab or any other space (Unicode's Zs, Zl, Zp); nothing for a
 * control (C0, DEL, C1) or an invisible format character (Cf: the bidi controls U+202A to
 * U+202E and U+2066 to U+2069, zero-width joiners); else its code point in typewriter type, so
 * that an emoji, a CJK name or a broken pair is visible, and never stops the compile.
 */
export function latexCharacter(c: string): string {
  const special = LATEX[c];
  if (special !== undefined) return special;
  const code = c.codePointAt(0) ?? 0;
  if (code >= 0x20 && code <= 0x7e) return c;
  if (latexTypesets(code)) return c;
  if (code === 9 || (code >= 10 && code <= 13) || code === 0x85 || /^[\p{Zs}\p{Zl}\p{Zp}]$/u.test(c)) return ' ';
  if (/^[\p{Cc}\p{Cf}]$/u.test(c)) return '';
  return `\\texttt{U+${code.toString(16).toUpperCase().padStart(4, '0')}}`;
}

/** One CSV cell (RFC 4180): quoted, quotes doubled, when it holds a comma, a quote or a line break. */
export const escapeCsv = csvCell;

/**
 * Markdown inline text (CommonMark): the characters that start inline markup anywhere (`\`,
 * `` ` ``, `*`, `_`, `[`, `]`, `<`, `>`, `|`, `&`, `~`) behind a backslash, and one that starts a
 * block at the value's start (`#`, `-`, `+`, `=`, `!`, a number's `.`); line breaks as spaces, so
 * that a value neither formats nor breaks a table row. `Meridian-class` stays as it is.
 */
export function escapeMarkdown(s: string): string {
  const inline = s.replace(/\r\n?|\n/g, ' ').replace(/[\\`*_[\]<>|&~]/g, (c) => `\\${c}`);
  return inline.replace(/^([#\-+=!])/, '\\$1').replace(/^(\d+)([.)])/, '$1\\$2');
}
