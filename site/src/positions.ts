/**
 * Where a diagnostic is in its text, as line:column (1-based, the column in UTF-16 code units, as
 * `positionAt` counts them): the diagnostic's own `span.line` and `span.column` when the library
 * gave them (it does for every design and spec diagnostic), else from a table of the text's line
 * starts, built once per text and searched by halves. Never a scan from the start of the text per
 * diagnostic: that was 13.9 s for 1,000 errors in a 9 MB design (issue 23, item 8). No DOM here:
 * the tests run it in Node.
 */
import type { Diagnostic, Position } from '../../src/index.js';

/** The offsets at which the lines of a text start (after `\n`, `\r\n` or a lone `\r`, as `positionAt` breaks lines). */
export function lineStarts(text: string): number[] {
  const starts: number[] = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
  }
  return starts;
}

/** The line and column of `offset` (clamped into the text, NaN as 0) given the text's line starts and length. */
export function positionIn(starts: ArrayLike<number>, length: number, offset: number): Position {
  const at = Number.isNaN(offset) ? 0 : Math.max(0, Math.min(offset, length));
  let lo = 0;
  let hi = starts.length - 1;
  // The last line start at or before `at`.
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= at) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: at - starts[lo]! + 1 };
}

/**
 * A function giving the line:column of a diagnostic of `text`: its own when it carries them,
 * else computed (the line starts are found the first time one is needed, then reused).
 */
export function positionsOf(text: string): (d: Diagnostic) => Position | undefined {
  let starts: number[] | undefined;
  return (d) => {
    const span = d.span;
    if (span === undefined) return undefined;
    if (span.line !== undefined) return { line: span.line, column: span.column ?? 1 };
    starts ??= lineStarts(text);
    return positionIn(starts, text.length, span.start);
  };
}
