/**
 * Splits a design file into its YAML documents without reading them, so that each document can
 * be read on its own (by the fast reader or the full one) and the document limit checked first.
 *
 * A line that starts with `---` or `...` followed by a space, a tab or the end of the line is a
 * document marker wherever it is: YAML allows neither inside a scalar or a collection, and the
 * `yaml` library ends the current document there too. `---` starts a document; `...` ends one.
 * A document also starts at its first content line when it has no `---`. Lines before a document
 * that hold only comments, blanks or (after `...` or at the start) `%` directives belong to it.
 */

/** One document of a file, by offsets. */
export interface DocumentSlice {
  /** Where its prelude (comments and directives before it) starts. */
  readonly from: number;
  /** Where the document starts: its `---` line, or its first content line. */
  readonly start: number;
  /** Where its content may start: after the `---` line, or `start`. */
  readonly bodyStart: number;
  /** Whether it starts with a `---` line. */
  readonly marker: boolean;
  /** Where its content ends: its `...` line, or `end`. */
  readonly bodyEnd: number;
  /** Where it ends: after its `...` line, or where the next document's `---` line starts. */
  readonly end: number;
}

/** The documents of `text` from `from` (past a byte order mark), the first `keep` of them, and how many there are. */
export function splitDocuments(text: string, from: number, keep: number): { readonly documents: DocumentSlice[]; readonly count: number } {
  const documents: DocumentSlice[] = [];
  let count = 0;
  let segment = from; // where the current prelude began
  let start = -1; // the document's start, once it has a marker or content
  let bodyStart = -1;
  let marker = false;
  const close = (bodyEnd: number, end: number): void => {
    if (start !== -1) {
      count++;
      if (documents.length < keep) documents.push({ from: segment, start, bodyStart, marker, bodyEnd, end });
    }
    segment = end;
    start = -1;
    bodyStart = -1;
    marker = false;
  };
  let line = from;
  while (line < text.length) {
    let next = text.indexOf('\n', line);
    next = next === -1 ? text.length : next + 1;
    const c = text.charCodeAt(line);
    if ((c === 45 || c === 46) && isMarker(text, line, c)) {
      if (c === 45) {
        if (start !== -1) close(line, line);
        start = line;
        bodyStart = next;
        marker = true;
      } else {
        if (start === -1) {
          // A `...` with no document before it ends nothing; its line joins the next prelude.
        } else close(line, next);
      }
    } else if (start === -1 && !isPrelude(text, line, next, c)) {
      start = line;
      bodyStart = line;
    }
    line = next;
  }
  close(text.length, text.length);
  return { documents, count };
}

function isMarker(text: string, at: number, c: number): boolean {
  if (text.charCodeAt(at + 1) !== c || text.charCodeAt(at + 2) !== c) return false;
  const after = text.charCodeAt(at + 3);
  return Number.isNaN(after) || after === 32 || after === 9 || after === 10 || (after === 13 && text.charCodeAt(at + 4) === 10);
}

/** A line that belongs to no document by itself: blank, a comment, or a directive. */
function isPrelude(text: string, line: number, next: number, c: number): boolean {
  if (c === 37) return true; // %YAML, %TAG
  let i = line;
  while (i < next) {
    const ch = text.charCodeAt(i);
    if (ch === 32 || ch === 9) i++;
    else return ch === 35 || ch === 10 || (ch === 13 && (i + 1 === next - 1 || i + 1 === text.length));
  }
  return true;
}
