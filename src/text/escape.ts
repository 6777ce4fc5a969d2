// How a value is written into each output format, so that a name holding `<`, `&`, `%`, `\` or
// `{` prints as itself: the escapes of the template filters and of each format's default.
import { csvCell } from './table-cells.js';

/** HTML text and attribute values: `&`, `<`, `>`, `"` and `'` as character references. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => HTML[c]!);
}
const HTML: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * LaTeX text: its ten special characters as commands that print them (`\%`, `\{`,
 * `\textbackslash{}` ...), and `<`, `>`, `|`, which the default OT1 font prints as other glyphs.
 * A line break becomes a space (a blank line would end the paragraph, or a table row).
 */
export function escapeLatex(s: string): string {
  return s.replace(/[\\{}%$&#_~^<>|\r\n]/g, (c) => LATEX[c]!);
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
  '\r': ' ',
  '\n': ' ',
};

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
