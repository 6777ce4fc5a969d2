/**
 * Reading on after YAML errors (specs/design-format.md, 7.5), so that one run of `check` reports
 * the schema, notation and catalog problems of a document beside its YAML errors.
 *
 * The lines the errors are on are blanked (their text turned into spaces, offsets unchanged) and
 * the document is read again. A blanked line takes with it the block it opens (`units:` and the
 * lines under it, or the rest of a `[` it leaves open), but keeps its item dashes, so that the rest of a list item stays in its place
 * (`- name: "Laser 4` blanked leaves `-` and the item's other keys). When the new reading still
 * has errors (ones the first errors hid, such as a tab after a quote that was never closed), their
 * lines are blanked too, for at most {@link MAX_ROUNDS} readings.
 *
 * What was blanked is then used to leave out what is only a consequence of it: a problem on a
 * blanked line (an item left with only its dash), an empty value whose lines were blanked (a
 * `units:` whose items were all blanked is empty, not wrong), and a field missing from a mapping
 * when a line blanked inside it held that field or a line whose key cannot be read.
 */
import type { DocumentSlice } from './documents.js';
import { lineIndex, positionIn, type LineIndex } from './line-index.js';
import { openBracket } from './yaml-errors.js';
import type { ReadOutcome, YamlError, YNode } from './yaml-tree.js';

/** Reads a document's text starting at file offset `base` (its content at `start`): full-yaml.ts's `readSource`. */
export type SourceReader = (source: string, base: number, start: number) => ReadOutcome;

/** How many times a document is read again, each time with the lines of the errors left blanked. */
export const MAX_ROUNDS = 3;

/** A document read again without its broken lines. */
export interface Recovered {
  /**
   * The errors of the first reading that are only a consequence of another: the reader's own
   * errors that were gone once the lines of the explained ones were blanked (`  count: 2` left of
   * its mapping also makes the reader stumble on the next item).
   */
  readonly cascades: ReadonlySet<YamlError>;
  /** YAML errors only found once the first ones were out of the way (on lines of their own). */
  readonly hidden: readonly YamlError[];
  /** What could be read, when the document reads without errors after at most {@link MAX_ROUNDS} readings. */
  readonly tree: RecoveredTree | undefined;
}

/** The document without its blanked lines, and what is only a consequence of them. */
export interface RecoveredTree {
  /** The document without its blanked lines (null when nothing is left). */
  readonly root: YNode | null;
  /**
   * Whether a problem at file offsets `start..end` may only be a consequence of a blanked line:
   * a line it spans was blanked, or it is an empty value and the lines under its key were.
   */
  readonly consequence: (start: number, end: number) => boolean;
  /** Whether the mapping at `start..end` may lack `field` only because a line of it was blanked. */
  readonly lost: (start: number, end: number, field: string) => boolean;
  /**
   * Whether the value of the key at `keyStart`, ending at `end`, may have lost a line to the
   * blanking: a blanked line among its lines, or right after them indented past the key (or an
   * item dash at its column), with only empty lines between.
   */
  readonly under: (keyStart: number, end: number) => boolean;
}

/** How a line was blanked: not at all; a line with an error (its item dashes kept); the whole line (under a blanked head, or a head blanked again). */
const Blank = { None: 0, Head: 1, Whole: 2 } as const;

interface Lines {
  readonly source: string;
  /** Where each line starts and where its text ends (before `\r\n` or `\n`). */
  readonly starts: readonly number[];
  readonly ends: readonly number[];
  /** The index `starts` comes from, for finding the line of an offset. */
  readonly index: LineIndex;
}

/**
 * Reads the document `slice` of `text` again with the lines of `errors` blanked (see the module
 * comment): first those of the explained errors only, to tell which of the reader's own errors
 * follow from them. `canRead(n)` says whether `n` more characters may go to the full YAML reader
 * (each reading is charged to the file's budget of `LOAD_LIMITS.maxFullYamlLength`). Undefined
 * when the document cannot be read again: the budget is spent, or the text ends lines with lone
 * CRs (YAML's lines are not these). Its `tree` is undefined when the errors stay after
 * {@link MAX_ROUNDS} readings, or an alias lost its anchor.
 */
export function recover(text: string, slice: DocumentSlice, errors: readonly YamlError[], canRead: (length: number) => boolean, readSource: SourceReader): Recovered | undefined {
  const base = slice.from;
  const source = text.slice(base, slice.end);
  if (/\r(?!\n)/.test(source) || !canRead(source.length)) return undefined;
  const lines = splitLines(source);
  const state = new Uint8Array(lines.starts.length);
  const keys = new Map<number, string | undefined>();
  const work: Work = { left: 4 * lines.starts.length };
  const lineOf = (at: number): number => lineAt(lines, Math.max(0, Math.min(at - base, source.length)));
  const reported = new Set(errors.map((e) => lineOf(e.start)));
  const cascades = new Set<YamlError>();
  const hidden: YamlError[] = [];
  const explained = errors.filter((e) => e.explained === true);
  const unexplained = explained.length === 0 ? [] : errors.filter((e) => e.explained !== true);
  let current = explained.length === 0 ? errors : explained;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let changed = false;
    for (const e of current) changed = blankLine(lines, state, keys, lineOf(e.start), work) || changed;
    if (!changed || (round > 0 && !canRead(source.length))) break;
    const read = readSource(blanked(lines, state), base, slice.start);
    const now = read.kind === 'errors' ? read.errors : [];
    if (round === 0 && unexplained.length > 0) {
      const still = new Set(now.map((e) => lineOf(e.start)));
      for (const e of unexplained) if (!still.has(lineOf(e.start))) cascades.add(e);
    }
    if (read.kind === 'tree') {
      const tree: RecoveredTree = {
        root: read.root,
        consequence: (start, end) => runsIntoBlank(lines, state, lineOf(start), lineOf(Math.max(start, end - 1)), start === end),
        lost: (start, end, field) => lostIn(lines, state, keys, lineOf(start), lineOf(Math.max(start, end - 1)), field),
        under: (keyStart, end) => blankUnder(lines, state, lineOf(keyStart), lineOf(Math.max(keyStart, end - 1))),
      };
      return { cascades, hidden, tree };
    }
    if (read.kind !== 'errors') break;
    for (const e of now) {
      const line = lineOf(e.start);
      if (reported.has(line) || state[line] !== Blank.None) continue;
      reported.add(line);
      hidden.push(e);
    }
    current = now;
  }
  return { cascades, hidden, tree: undefined };
}

/** The document's lines, by the loader's line index (`line-index.ts`), with where each one's text ends. */
function splitLines(source: string): Lines {
  const index = lineIndex(source);
  positionIn(index, source.length); // every line start found
  const starts = index.starts;
  const ends = starts.map((_, n) => {
    const next = starts[n + 1];
    if (next === undefined) return source.length;
    return next >= 2 && source.charCodeAt(next - 2) === 13 ? next - 2 : next - 1;
  });
  return { source, starts, ends, index };
}

/** The line (0-based) holding offset `at` of the document. */
const lineAt = (lines: Lines, at: number): number => positionIn(lines.index, at).line - 1;

const isBlank = (c: number): boolean => c === 32 || c === 9;

/** Where line `n`'s text starts past its indentation (spaces and tabs); its end when it has none. */
function indentEnd(lines: Lines, n: number): number {
  const { source } = lines;
  let i = lines.starts[n]!;
  const end = lines.ends[n]!;
  while (i < end && isBlank(source.charCodeAt(i))) i++;
  return i;
}

/** Where line `n`'s content starts past its indentation and item dashes (`  - - key: v` -> `key`). */
function contentStart(lines: Lines, n: number): number {
  const { source } = lines;
  const end = lines.ends[n]!;
  let i = indentEnd(lines, n);
  while (i < end && source.charCodeAt(i) === 45 && (i + 1 === end || isBlank(source.charCodeAt(i + 1)))) {
    i++;
    while (i < end && isBlank(source.charCodeAt(i))) i++;
  }
  return i;
}

/** Whether line `n` holds nothing YAML reads: blanks, a comment, or nothing. */
function isEmptyLine(lines: Lines, n: number): boolean {
  const at = indentEnd(lines, n);
  return at === lines.ends[n] || lines.source.charCodeAt(at) === 35;
}

/** A block key at the start of `content` (`name:`, `"a b":`), unquoted; undefined when there is none. */
const KEY = /^(?:"([^"\\]*)"|'([^']*)'|([^\s"'#{}[\],&*!|>%@`][^#]*?))\s*:(?:\s|$)/;

/** The longest key read from a blanked line: a longer one counts as a key that cannot be read. */
const MAX_KEY = 256;

/** Whether a line's content opens a block under its key: `key:` or `key: |` with nothing after but a comment (linear in the line). */
function opensBlock(content: string): boolean {
  const hash = content.search(/\s#/);
  const text = (hash === -1 ? content : content.slice(0, hash)).trimEnd();
  return text.endsWith(':') || /:[ \t]+[|>][-+0-9]{0,2}$/.test(text.slice(-8));
}

/**
 * How many more lines the blocks under blanked lines may be looked through for (a few times the
 * document's lines: blocks nest, so a line may be looked at once per blanked line above it).
 */
interface Work {
  left: number;
}

/**
 * Blanks line `n` (the line of an error): its text after the item dashes, and the block it opens.
 * A line already blanked is blanked whole. Returns whether anything changed.
 */
function blankLine(lines: Lines, state: Uint8Array, keys: Map<number, string | undefined>, n: number, work: Work): boolean {
  if (state[n] === Blank.Whole) return false;
  const { source } = lines;
  const content = source.slice(contentStart(lines, n), lines.ends[n]);
  if (state[n] === Blank.Head) {
    state[n] = Blank.Whole;
    return true;
  }
  if (indentEnd(lines, n) === lines.ends[n]) return false; // nothing on it to blank
  // Its dashes are kept unless that is all it holds, or it is indented with a tab (its place in the list is unknown).
  const tabbed = source.slice(lines.starts[n], indentEnd(lines, n)).includes('\t');
  state[n] = content.trim() === '' || tabbed ? Blank.Whole : Blank.Head;
  // A line of dashes alone (`--`, a document separator one dash short) holds no key: it lost no field.
  if (/^-+\s*$/.test(source.slice(indentEnd(lines, n), lines.ends[n]))) return true;
  const match = KEY.exec(content.slice(0, MAX_KEY));
  const key = match === null ? undefined : (match[1] ?? match[2] ?? match[3])!.trim();
  keys.set(n, key);
  if (!(key !== undefined && opensBlock(content)) && openBracket(content) === -1) return true;
  // The block under the key (or the rest of a flow collection it leaves open): the lines indented
  // past it, and a list written at its own column.
  const column = keyColumn(lines, n);
  for (let m = n + 1; m < lines.starts.length && work.left-- > 0; m++) {
    if (isEmptyLine(lines, m)) continue;
    const indent = indentOf(lines, m);
    const dash = source.charCodeAt(indentEnd(lines, m)) === 45 && contentStart(lines, m) > indentEnd(lines, m);
    if (indent < column || (indent === column && !dash)) break;
    state[m] = Blank.Whole;
  }
  return true;
}

/** The document's text with its blanked lines as spaces (line breaks and offsets kept). */
function blanked(lines: Lines, state: Uint8Array): string {
  const { source, starts, ends } = lines;
  const parts: string[] = [];
  let from = 0;
  for (let n = 0; n < starts.length; n++) {
    if (state[n] === Blank.None) continue;
    const start = starts[n]!;
    const end = ends[n]!;
    const keep = state[n] === Blank.Head ? contentStart(lines, n) : start;
    parts.push(source.slice(from, start));
    for (let i = start; i < end; i++) parts.push(i < keep && source.charCodeAt(i) === 45 ? '-' : ' ');
    from = end;
  }
  parts.push(source.slice(from));
  return parts.join('');
}

/** The column of line `n`'s key (past indentation and item dashes). */
const keyColumn = (lines: Lines, n: number): number => columnOf(lines, n, contentStart(lines, n));
/**
 * How far line `n` is indented (an item's dash counts as text), a tab counted as 8 columns: a
 * tab-indented line, blanked for its tab, was meant to be deeper than the line above it.
 */
function indentOf(lines: Lines, n: number): number {
  return columnOf(lines, n, indentEnd(lines, n));
}

/** The column of offset `at` of line `n`, a tab counted as 8 columns. */
function columnOf(lines: Lines, n: number, at: number): number {
  let width = 0;
  for (let i = lines.starts[n]!; i < at; i++) width += lines.source.charCodeAt(i) === 9 ? 8 : 1;
  return width;
}

/**
 * Whether lines `first..last` hold a blanked line; or, for an empty value (`empty`: `units:` with
 * nothing after it), whether the lines right after it that were blanked are indented past its
 * key (they were its value).
 */
function runsIntoBlank(lines: Lines, state: Uint8Array, first: number, last: number, empty: boolean): boolean {
  for (let n = first; n <= last; n++) if (state[n] !== Blank.None) return true;
  if (!empty) return false;
  const column = keyColumn(lines, first);
  for (let n = last + 1; n < state.length; n++) {
    if (state[n] === Blank.None) {
      if (isEmptyLine(lines, n)) continue;
      return false;
    }
    return indentOf(lines, n) > column;
  }
  return false;
}

/**
 * Whether lines `first..last` (a key's line to its value's last) hold a blanked line, or the lines
 * right after them do (past empty lines): blanked, and indented past the key or an item dash at
 * its column, as the key's value would go on.
 */
function blankUnder(lines: Lines, state: Uint8Array, first: number, last: number): boolean {
  for (let n = first; n <= last; n++) if (state[n] !== Blank.None) return true;
  const column = keyColumn(lines, first);
  for (let n = last + 1; n < state.length; n++) {
    if (state[n] === Blank.None) {
      if (isEmptyLine(lines, n)) continue;
      return false;
    }
    const indent = indentOf(lines, n);
    // An item's dash (`- `), not a line of dashes such as `--`.
    const dash = contentStart(lines, n) > indentEnd(lines, n);
    return indent > column || (indent === column && dash);
  }
  return false;
}

/**
 * Whether a blanked line in the mapping on lines `first..last` (with the blanked and empty lines
 * just before it, where its item's first line may be, and those just after it at its column or
 * deeper, or right of its item's dash) held `field`, or a key that cannot be read.
 */
function lostIn(lines: Lines, state: Uint8Array, keys: Map<number, string | undefined>, first: number, last: number, field: string): boolean {
  const column = keyColumn(lines, first);
  // A line left of the keys but right of the item's dash (`   spec:` under `  - name:`) was meant for the item too.
  const inside = Math.min(column, indentOf(lines, first) + 1);
  let from = first;
  while (from > 0 && (state[from - 1] !== Blank.None || isEmptyLine(lines, from - 1))) from--;
  let to = last;
  while (to + 1 < state.length && (state[to + 1] !== Blank.None ? indentOf(lines, to + 1) >= inside : isEmptyLine(lines, to + 1))) to++;
  for (let n = from; n <= to; n++) {
    if (state[n] === Blank.None || !keys.has(n)) continue;
    const key = keys.get(n);
    if (key === undefined || key === field) return true;
  }
  return false;
}
