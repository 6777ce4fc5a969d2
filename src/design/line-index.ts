import type { Position } from '../diagnostics/format.js';

/**
 * Where the lines of a text start, found as far as needed and kept, so that turning offsets into
 * lines and columns is a binary search instead of a scan from the start of the text for each.
 * Lines end as they do for `positionAt`: at `\n`, `\r\n` or a lone `\r`. The index grows as
 * later offsets are asked for: diagnostics near the start of a large file never scan all of it.
 */
export interface LineIndex {
  readonly text: string;
  /** The offsets at which lines start, ascending, as far as they are known; the first is 0. */
  readonly starts: number[];
  /** The next `\n` and `\r` at or after the last known line start (-1: none). */
  nl: number;
  cr: number;
}

/** A new index of `text` (nothing scanned yet). */
export function lineIndex(text: string): LineIndex {
  return { text, starts: [0], nl: text.indexOf('\n'), cr: text.indexOf('\r') };
}

/** Finds the line starts up to `offset`. */
function extend(index: LineIndex, offset: number): void {
  const { text, starts } = index;
  for (;;) {
    const { nl, cr } = index;
    if (nl === -1 && cr === -1) return;
    const atCr = cr !== -1 && (nl === -1 || cr < nl);
    const next = atCr ? (nl === cr + 1 ? nl + 1 : cr + 1) : nl + 1;
    if (next > offset) return;
    starts.push(next);
    if (!atCr || nl === cr + 1) index.nl = text.indexOf('\n', next);
    if (atCr) index.cr = text.indexOf('\r', next);
  }
}

/** The 1-based line and column of an offset (clamped to the text), by binary search. */
export function positionIn(index: LineIndex, offset: number): Position {
  const at = Math.max(0, Math.min(offset, index.text.length));
  extend(index, at);
  const { starts } = index;
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (starts[mid]! <= at) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: at - starts[lo]! + 1 };
}
