/**
 * A text of several specs, one a line (`spacedock price -` reads standard input so, the unit
 * bench its box of specs): the lines that hold a spec, and a spec's diagnostics placed in the
 * whole text. Blank lines and lines starting with `#` are skipped.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.js';

/** One spec of a text of specs: its text, its 1-based line and the offset where the line starts. */
export interface SpecLine {
  readonly line: number;
  readonly start: number;
  readonly text: string;
}

/**
 * The specs of a text, one a line (`\n` or `\r\n`), blank lines and `#` comment lines skipped.
 */
export function specLines(source: string): SpecLine[] {
  const lines: SpecLine[] = [];
  let start = 0;
  let line = 1;
  while (start <= source.length) {
    const nl = source.indexOf('\n', start);
    const end = nl === -1 ? source.length : nl;
    const text = source.slice(start, end).replace(/\r$/, '');
    const trimmed = text.trim();
    if (trimmed !== '' && !trimmed.startsWith('#')) lines.push({ line, start, text });
    if (nl === -1) break;
    start = nl + 1;
    line++;
  }
  return lines;
}

/**
 * A diagnostic of one spec line, placed in the whole text: its span moves by the line's start
 * and gains the line and column.
 */
export function placeInBatch(d: Diagnostic, at: SpecLine): Diagnostic {
  if (d.span === undefined) return d;
  return { ...d, span: { start: at.start + d.span.start, end: at.start + d.span.end, line: at.line, column: d.span.start + 1 } };
}
