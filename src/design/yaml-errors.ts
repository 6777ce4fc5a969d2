/**
 * The full YAML reader's errors as a design file's author should read them
 * (`specs/design-format.md`, 7.4): the mistakes people make first said in the terms of the file,
 * with the fix; at most one error per line; and after a tab in the indentation, one error for
 * that line and none for the lines that are only wrong because of it.
 *
 * Everything here works on one document's text (`source`, offsets relative to it) and runs only
 * when the document has YAML errors.
 */
import type { ErrorCode } from 'yaml';
import { lineIndex, positionIn, type LineIndex } from './line-index.js';
import { LINE_FIELDS } from './line-fields.js';
import { quoteWhole } from './quote-hint.js';

/** One error of the YAML reader, placed in the document's text. */
export interface YamlProblem {
  readonly code: ErrorCode;
  readonly start: number;
  readonly end: number;
  /** The reader's own message (its first line is kept when no explanation fits). */
  readonly message: string;
}

/** One error as it is reported: placed in the document's text, in the file's terms where it can be. */
export interface ExplainedError {
  readonly start: number;
  readonly end: number;
  readonly message: string;
  /** Texts that would replace `start..end` to fix it, best first. */
  readonly suggestions?: readonly string[];
  /** Whether it is said in the file's terms (else it is the reader's own message, where the reader put it). */
  readonly explained: boolean;
}

/** An error placed and worded by an explanation. */
type Explanation = Omit<ExplainedError, 'explained'>;

/** Reads a document's text again: its errors, or undefined when it cannot be read (too deep). */
export type Reread = (source: string) => readonly YamlProblem[] | undefined;

const TAB_MESSAGE = 'a tab indents this line: YAML indents with spaces only';

/**
 * An explanation of an error: its message, and where it points when that is not where the reader
 * put it; or undefined, when the error is not the case explained (the reader's first line is kept).
 */
type Explain = (source: string, problem: YamlProblem, loneCr: boolean) => string | Explanation | undefined;

/**
 * The reader's errors that design files meet for a reason of their own, by the reader's error
 * code.
 */
const YAML_MESSAGES: Readonly<Partial<Record<ErrorCode, Explain>>> = /* @__PURE__ */ Object.freeze({
  // `\t  spec: 3d6 eZap`: YAML 1.2 forbids tabs in indentation (spec 6.1).
  TAB_AS_INDENT: () => TAB_MESSAGE,
  // `spec: 9 eDefense LIMIT="only vs: missiles"`: the reader stops at the value, which holds a `: `.
  // Or the next line is indented past the key (`     spec:` under `  - name:`): read as part of the value.
  // (Not in a text with lone CR line ends, which YAML reads as one line: its lines are not those these look at.)
  // Or the line is a `{ }` line without its braces (`- name: Laser, spec: 3d6 eZap`).
  BLOCK_AS_IMPLICIT_KEY: (source, p, loneCr) => bracesLeftOut(source, p.start, lineEndNear(source, p.start)) ?? colonInValue(source, p.start, lineEndNear(source, p.start)) ?? (loneCr ? undefined : overIndented(source, p.start)),
  // `{ name: Shield, spec: 9 eDefense LIMIT="only vs: missiles" }`: the same, in a flow mapping.
  BLOCK_IN_FLOW: (source, p) => colonInValue(source, p.start, p.end),
  // `- { name: Laser, spec: 3d6 eZap "Laser #2" }`: the comment took the closing `}` with it.
  // A key left of the keys of its mapping (`  count: 2` under `    spec: ...`).
  // Or a flow collection never closed (`systems: [ { label: Lab }` and no `]`).
  BAD_INDENT: (source, p, loneCr) =>
    /^Flow (map|sequence)\b/.test(p.message) ? (commentInFlow(source, p.start) ?? (loneCr ? undefined : unclosedFlow(source, p.start)))
    : !loneCr && /^All mapping items must start at the same column/.test(p.message) ? keyOutOfLine(source, p.start)
    : undefined,
  // `- name: "Laser 4`: the quote is never closed, and the reader looks for it to the end of the text.
  // `{ "name": "Laser" }` then `{ "name": "Gun" }` on the next line: the comma between two items is missing.
  MISSING_CHAR: (source, p, loneCr) =>
    loneCr ? undefined
    : /^Missing closing ("|')quote/.test(p.message) ? unclosedQuote(source, p.start, p.message.includes('"quote') ? '"' : "'")
    : /^Missing , or : between flow (sequence|map) items/.test(p.message) ? commaBefore(source, p.start)
    // `spec:3d6 eZap`: without a blank after the colon, YAML reads one word, not a key and its value.
    : /^Implicit map keys need to be followed by map values/.test(p.message) ? noBlankAfterColon(source, p.start)
    // `   spec: 3d6 eZap` under `  - name: Laser`: a key left of its mapping's keys, right of the dash.
    : /^Sequence item without - indicator/.test(p.message) ? keyOutOfLine(source, p.start)
    : undefined,
  // `"format": 1` then `"kind": "units"` on the next line, inside `{ }`: YAML reads the value and the next key as one key.
  // Or a line `--` between two documents: one dash short of the separator `---`.
  MULTILINE_IMPLICIT_KEY: (source, p, loneCr) => (loneCr ? undefined : (shortSeparator(source, p.start) ?? commaAfterValue(source, p.start))),
  // `spec: "3d6 eZap "Laser" AP"`: the notation's own quotes end YAML's early.
  UNEXPECTED_TOKEN: (source, p, loneCr) => (!loneCr && /^Unexpected scalar at node end/.test(p.message) ? quotesInQuotes(source, p.start) : undefined),
});

/**
 * Tab widths tried when the lines indented with tabs are read again with spaces instead, in
 * order, until one reads without errors: 2 and 4 are the common indentation steps of design
 * files, 8 the classic tab stop, and 0 a tab that was only a stray character.
 */
const TAB_WIDTHS = [2, 4, 8, 0] as const;

/**
 * How many characters of a document may be read again to find the errors a tab does not explain
 * (over all the widths tried). The full reader takes about 2 ms per kilobyte, so this keeps the
 * extra work under a few hundred milliseconds; a larger document with tabs gets the tab errors and
 * the errors before its first tab line only.
 */
const REREAD_BUDGET = 128 * 1024;

/** Longest line part an explanation looks at: past it, the reader's own message is kept. */
const MAX_SCAN = 4096;

/**
 * The errors of a document, explained, sorted by place, at most one per line (an explained one
 * preferred). With tab-indented lines: one error for each such line, then only the errors that
 * remain when those lines are indented with spaces.
 */
export function explainErrors(source: string, problems: readonly YamlProblem[], reread: Reread): ExplainedError[] {
  const lines = lineIndex(source);
  const tabs = problems.filter((p) => p.code === 'TAB_AS_INDENT');
  const list = tabs.length === 0 ? problems : withoutCascade(source, lines, problems, tabs, reread);
  const loneCr = /\r(?!\n)/.test(source);
  const explained = list.map((p) => explain(source, p, loneCr)).sort((a, b) => a.start - b.start);
  // An error explained elsewhere (the line to fix, after the line the reader stopped at) takes the
  // reader's other errors of that line with it: they are the same mistake.
  const movedFrom = new Set(explained.filter((e) => e.own && e.from !== e.start).map((e) => positionIn(lines, e.from).line));
  const out: (Explanation & { readonly own: boolean })[] = [];
  let lastLine = -1;
  for (const e of explained) {
    if (!e.own && movedFrom.has(positionIn(lines, e.start).line)) continue;
    const line = positionIn(lines, e.start).line;
    if (line !== lastLine) {
      out.push(e);
      lastLine = line;
    } else if (e.own && !out[out.length - 1]!.own) out[out.length - 1] = e;
  }
  // The reader may place an error one past the end of the text (a collection left open): clamp it.
  const max = source.length;
  return out.map(({ start, end, message, suggestions, own }) => ({ start: Math.min(start, max), end: Math.min(Math.max(start, end), max), message, ...(suggestions === undefined ? {} : { suggestions }), explained: own }));
}

function explain(source: string, p: YamlProblem, loneCr: boolean): Explanation & { readonly own: boolean; readonly from: number } {
  const own = YAML_MESSAGES[p.code]?.(source, p, loneCr);
  if (p.code === 'TAB_AS_INDENT') {
    // The reader spans the whole indentation: point at its first tab.
    const tab = source.indexOf('\t', p.start);
    const at = tab !== -1 && tab < p.end ? tab : p.start;
    return { start: at, end: at + 1, message: TAB_MESSAGE, own: true, from: at };
  }
  if (own === undefined) return { start: p.start, end: p.end, message: p.message.split('\n')[0] ?? p.code, own: false, from: p.start };
  return typeof own === 'string' ? { start: p.start, end: p.end, message: own, own: true, from: p.start } : { ...own, own: true, from: p.start };
}

/**
 * The tab errors, and instead of the reader's other errors (mostly a cascade: a tab line read as
 * part of the line above), the errors of the text with the tabs of those lines as spaces, on the
 * lines without tabs. When the text is too large to read again, the errors before the first tab
 * line only.
 */
function withoutCascade(source: string, lines: LineIndex, problems: readonly YamlProblem[], tabs: readonly YamlProblem[], reread: Reread): YamlProblem[] {
  const lineOf = (at: number): number => positionIn(lines, at).line;
  const tabLines = new Set(tabs.map((t) => lineOf(t.start)));
  let firstTabLine = Infinity;
  for (const l of tabLines) firstTabLine = Math.min(firstTabLine, l);
  let others: YamlProblem[] = problems.filter((p) => p.code !== 'TAB_AS_INDENT' && lineOf(p.start) < firstTabLine);
  const attempts = Math.min(TAB_WIDTHS.length, Math.floor(REREAD_BUDGET / Math.max(1, source.length)));
  let best: YamlProblem[] | undefined;
  for (let i = 0; i < attempts && best?.length !== 0; i++) {
    const spaced = expandTabs(source, tabs, TAB_WIDTHS[i]!);
    const again = reread(spaced.text);
    if (again === undefined) continue;
    const mapped: YamlProblem[] = [];
    for (const p of again) {
      const start = spaced.back(p.start);
      if (!tabLines.has(lineOf(start))) mapped.push({ ...p, start, end: Math.max(start, spaced.back(p.end)) });
    }
    if (best === undefined || mapped.length < best.length) best = mapped;
  }
  if (best !== undefined) others = best;
  return [...tabs, ...others];
}

/**
 * The text with each tab of the reported indentations replaced by `width` spaces, and the way
 * back from an offset of that text to one of `source` (exact outside the replaced tabs).
 */
function expandTabs(source: string, tabs: readonly YamlProblem[], width: number): { readonly text: string; readonly back: (at: number) => number } {
  const parts: string[] = [];
  const ends: number[] = []; // where each replacement ends, in the new text
  const shifts: number[] = []; // how far the new text is ahead of the source from there
  const fill = ' '.repeat(width);
  let from = 0;
  let shift = 0;
  for (const t of [...tabs].sort((a, b) => a.start - b.start)) {
    for (let i = Math.max(t.start, from); i < t.end; i++) {
      if (source.charCodeAt(i) !== 9) continue;
      parts.push(source.slice(from, i), fill);
      from = i + 1;
      shift += width - 1;
      ends.push(from + shift);
      shifts.push(shift);
    }
  }
  parts.push(source.slice(from));
  const back = (at: number): number => {
    // The last replacement that ends at or before `at`.
    let lo = 0;
    let hi = ends.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (ends[mid]! <= at) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? at : at - shifts[lo - 1]!;
  };
  return { text: parts.join(''), back };
}

/** The end of the line at `at` (before `\r` or `\n`), looked for at most `MAX_SCAN` characters on. */
function lineEndNear(source: string, at: number): number {
  const stop = Math.min(source.length, at + MAX_SCAN);
  let i = at;
  while (i < stop && source.charCodeAt(i) !== 10 && source.charCodeAt(i) !== 13) i++;
  return i;
}

/** Characters that cannot start a plain value: a value starting with one is not the case explained. */
const NOT_PLAIN = new Set('\'"[]{}|>&*!%@`#,?:- \t\r\n');

/**
 * `key: value with a ": " in it`, the value unquoted: the message with the line as it should be
 * written, when the value at `start..end` is such a value (else undefined).
 */
function colonInValue(source: string, start: number, end: number): string | undefined {
  if (end - start > MAX_SCAN || end <= start) return undefined;
  const c = source[start]!;
  if (NOT_PLAIN.has(c) && !((c === '-' || c === '?' || c === ':') && !' \t\r\n'.includes(source[start + 1] ?? ' '))) return undefined;
  const raw = source.slice(start, end);
  const colon = keyColon(raw);
  const hash = commentStart(raw, false);
  if (colon === -1 || (hash !== -1 && hash < colon)) return undefined;
  const key = keyBefore(source, start);
  if (key === undefined) return undefined;
  const cut = commentStart(raw, true);
  const value = (cut === -1 ? raw : raw.slice(0, cut)).trimEnd();
  return `YAML reads the ": " in this unquoted value as the start of a key; ${quoteWhole(key, value)}`;
}

/**
 * `- name: Laser, spec: 3d6 eZap`: a line's fields written as a `{ }` line without its braces, so
 * that YAML reads `Laser, spec` as a key inside the value. Placed at the first key, with the
 * braced line as the fix; undefined unless both keys are fields of a line and the value holds no
 * quote, bracket or comment.
 */
function bracesLeftOut(source: string, start: number, end: number): Explanation | undefined {
  if (end - start > MAX_SCAN || end <= start) return undefined;
  const key = keyBefore(source, start);
  if (key === undefined || !LINE_FIELDS.has(key)) return undefined;
  const raw = source.slice(start, end).trimEnd();
  if (/['"{}[\]#]/.test(raw)) return undefined;
  const next = /,[ \t]*([A-Za-z][A-Za-z0-9_]*):(?:[ \t]|$)/.exec(raw);
  if (next === null || !LINE_FIELDS.has(next[1]!)) return undefined;
  const from = source.lastIndexOf(key, start);
  const line = `${key}: ${raw}`;
  if (from === -1 || source.slice(from, start).trim() !== `${key}:`) return undefined;
  return {
    start: from,
    end: start + raw.length,
    message: `this line holds the fields of a { } line without its braces, so YAML reads "${next[1]!}:" as a key inside the value of ${key}; put them in braces: { ${line} }`,
    suggestions: [`{ ${line} }`],
  };
}

/** Where a `:` followed by a blank (or the end) is in `raw`: what makes YAML start a key. */
function keyColon(raw: string): number {
  for (let i = raw.indexOf(':'); i !== -1; i = raw.indexOf(':', i + 1)) {
    const next = raw[i + 1];
    if (next === undefined || next === ' ' || next === '\t') return i;
  }
  return -1;
}

/**
 * Where a comment starts in `raw` (a `#` after a blank). With `outsideQuotes`, a `#` inside the
 * notation's own double quotes (`"Laser #2"`) is taken as part of the value the author meant.
 */
function commentStart(raw: string, outsideQuotes: boolean): number {
  let quotes = 0;
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i];
    if (ch === '"') quotes++;
    else if (ch === '#' && i > 0 && (raw[i - 1] === ' ' || raw[i - 1] === '\t') && (!outsideQuotes || quotes % 2 === 0)) return i - 1;
  }
  return -1;
}

/** The key of the value at `start`: `key:` and blanks just before it, after the indentation, a dash, `{` or `,`. */
function keyBefore(source: string, start: number): string | undefined {
  let i = start;
  while (i > 0 && (source[i - 1] === ' ' || source[i - 1] === '\t')) i--;
  if (i === start || source[i - 1] !== ':') return undefined;
  const colon = i - 1;
  let k = colon;
  while (k > 0 && colon - k < 1100 && !'\n\r{,['.includes(source[k - 1]!)) k--;
  let key = source.slice(k, colon).trim();
  while (key.startsWith('-') && (key[1] === ' ' || key[1] === '\t')) key = key.slice(1).trimStart();
  if (key.length >= 2 && (key[0] === '"' || key[0] === "'") && key.endsWith(key[0]!)) key = key.slice(1, -1);
  return key === '' || keyColon(key) !== -1 ? undefined : key;
}

/** Lines looked back over for the comment that left a flow collection open. */
const MAX_LOOK_BACK = 20;

/**
 * A flow collection left open because YAML took the end of a line for a comment
 * (`- { name: Laser, spec: 3d6 eZap "Laser #2" }`): the error placed at that `#`, with the
 * value quoted as a whole. The comment is looked for on the lines before the error, after an
 * opening bracket that the line does not close.
 */
function commentInFlow(source: string, errorAt: number): Explanation | undefined {
  let lineEnd = errorAt;
  // The error is at the start of the line after the collection, or at the end of the text.
  for (let n = 0; n < MAX_LOOK_BACK && lineEnd > 0 && errorAt - lineEnd <= MAX_SCAN; n++) {
    let lineStart = lineEnd;
    const floor = Math.max(0, errorAt - MAX_SCAN);
    while (lineStart > floor && source[lineStart - 1] !== '\n' && source[lineStart - 1] !== '\r') lineStart--;
    if (lineStart === floor && floor > 0) return undefined; // a line too long to look through
    const line = source.slice(lineStart, Math.min(lineEnd, errorAt));
    const hash = commentStart(line, false);
    if (hash !== -1 && opened(line.slice(0, hash))) {
      const at = lineStart + hash + 1;
      const comment = line.slice(hash).trimEnd();
      const fix = quotedEntry(line, hash);
      return { start: at, end: lineStart + hash + comment.length, message: `YAML took '${cut(comment.trimStart())}' for a comment, so the flow collection it is in is not closed${fix === undefined ? '' : `; ${fix}`}` };
    }
    lineEnd = lineStart;
    while (lineEnd > 0 && (source[lineEnd - 1] === '\n' || source[lineEnd - 1] === '\r')) lineEnd--;
    if (lineEnd === lineStart) break;
  }
  return undefined;
}

/** Whether `text` opens more flow brackets than it closes (outside the notation's double quotes). */
function opened(text: string): boolean {
  let depth = 0;
  let quotes = 0;
  for (const ch of text) {
    if (ch === '"') quotes++;
    else if (quotes % 2 === 0 && (ch === '{' || ch === '[')) depth++;
    else if (quotes % 2 === 0 && (ch === '}' || ch === ']')) depth--;
  }
  return depth > 0;
}

/**
 * The fix for the entry cut at `hash` of a flow line (`spec: 3d6 eZap "Laser` + ` #2" }`): the
 * value from after its key to the first `,`, `}` or `]` outside the notation's quotes, quoted.
 */
function quotedEntry(line: string, hash: number): string | undefined {
  let colon = -1;
  for (let i = hash - 1; i > 0; i--) {
    const ch = line[i];
    if (ch === '{' || ch === '[' || ch === ',') break;
    if (ch === ':' && (line[i + 1] === ' ' || line[i + 1] === '\t')) colon = i;
  }
  if (colon === -1) return undefined;
  let start = colon + 1;
  while (line[start] === ' ' || line[start] === '\t') start++;
  const key = keyBefore(line, start);
  let quotes = 0;
  let end = start;
  for (; end < line.length; end++) {
    const ch = line[end];
    if (ch === '"') quotes++;
    else if (quotes % 2 === 0 && (ch === ',' || ch === '}' || ch === ']')) break;
  }
  return key === undefined ? undefined : quoteWhole(key, line.slice(start, end).trimEnd());
}

/** A comment as a message shows it: cut to 40 characters. */
function cut(comment: string): string {
  return comment.length > 40 ? `${comment.slice(0, 39)}…` : comment;
}

/** Where the line holding `at` starts. */
function lineStartNear(source: string, at: number): number {
  const floor = Math.max(0, at - MAX_SCAN);
  let i = at;
  while (i > floor && source[i - 1] !== '\n' && source[i - 1] !== '\r') i--;
  return i;
}

/** How many spaces start the line that starts at `start`. */
function indentAt(source: string, start: number): number {
  let i = start;
  while (source[i] === ' ') i++;
  return i - start;
}

/** The column (0-based) where the key of a line starts: after its indentation and any `- ` list dashes. */
function keyColumn(line: string): number {
  let i = 0;
  for (;;) {
    while (line[i] === ' ') i++;
    if (line[i] === '-' && line[i + 1] === ' ') i += 2;
    else return i;
  }
}

/** The next line after the one holding `at` that is neither blank nor a comment: its start, or -1. */
function nextContentLine(source: string, at: number): number {
  let i = lineEndNear(source, at);
  for (let n = 0; n < MAX_LOOK_BACK && i < source.length; n++) {
    while (source[i] === '\r' || source[i] === '\n') i++;
    const start = i;
    const text = source.slice(start, lineEndNear(source, start)).trim();
    if (text !== '' && !text.startsWith('#')) return start;
    i = lineEndNear(source, start);
  }
  return -1;
}

/** The previous line before the one starting at `start` that is neither blank nor a comment: its start, or -1. */
function previousContentLine(source: string, start: number): number {
  let end = start;
  for (let n = 0; n < MAX_LOOK_BACK && end > 0; n++) {
    while (end > 0 && (source[end - 1] === '\n' || source[end - 1] === '\r')) end--;
    const from = lineStartNear(source, end);
    const text = source.slice(from, end).trim();
    if (text !== '' && !text.startsWith('#')) return from;
    end = from;
  }
  return -1;
}

const spaces = (n: number): string => `${n} space${n === 1 ? '' : 's'}`;

/**
 * `  - name: Laser` then `     spec: ...`, one space too far: the error is at the value of the
 * line above, but the line to fix is the next one. Placed at its key, from the column the key
 * belongs at (so that the extra spaces are in the span), with the key there as the fix.
 */
function overIndented(source: string, at: number): Explanation | undefined {
  const above = lineStartNear(source, at);
  const column = keyColumn(source.slice(above, at));
  const key = /^[^\s:#]+(?=:)/.exec(source.slice(above + column, at))?.[0];
  const start = nextContentLine(source, at);
  if (key === undefined || start === -1) return undefined;
  const indent = indentAt(source, start);
  const line = source.slice(start, lineEndNear(source, start));
  const own = /^[^\s:#][^:]*(?=:(\s|$))/.exec(line.slice(indent))?.[0];
  if (indent <= column || own === undefined) return undefined;
  return {
    start: start + column,
    end: start + indent + own.length,
    message: `this line is indented ${spaces(indent)}, past the key "${key}" above it (${spaces(column)}), so YAML reads it as part of that key's value; indent it ${spaces(column)} to make it a field of the same mapping`,
    suggestions: [own],
  };
}

/** A line `--` (a document separator one dash short), at the dashes, with `---` as the fix. */
function shortSeparator(source: string, at: number): Explanation | undefined {
  const start = lineStartNear(source, at);
  const line = source.slice(start, lineEndNear(source, start));
  if (!/^--\s*$/.test(line)) return undefined;
  return { start, end: start + 2, message: 'the line "--" is one dash short of "---", the line that separates two documents', suggestions: ['---'] };
}

/**
 * A key that starts left of the other keys of its mapping (`  count: 2` after `    spec: ...`):
 * placed at the key rather than at the start of its line, with the indentation of the keys above
 * it as the fix.
 */
function keyOutOfLine(source: string, at: number): Explanation | undefined {
  const start = lineStartNear(source, at);
  const indent = indentAt(source, start);
  const before = previousContentLine(source, start);
  if (before === -1) return undefined;
  const column = keyColumn(source.slice(before, lineEndNear(source, before)));
  const key = /^[^\s:#]+(?=:)/.exec(source.slice(start + indent, lineEndNear(source, start)))?.[0];
  if (key === undefined || column === indent) return undefined;
  // The fix re-indents the key: spaces added before it, or (a key right of the others) the extra ones taken out.
  const from = start + Math.min(indent, column);
  return {
    start: from,
    end: start + indent + key.length,
    message: `the key "${key}" starts at column ${indent + 1}, but the keys of the mapping above it start at column ${column + 1}: indent it ${spaces(column)} to add it to that mapping, or start a new list item with "- "`,
    suggestions: [`${' '.repeat(Math.max(0, column - indent))}${key}`],
  };
}

/**
 * `spec:3d6 eZap`: a field name and a colon with no blank after it, which YAML reads as one plain
 * word. Placed at the key and the value's first word, with the blank put in as the fix.
 */
function noBlankAfterColon(source: string, at: number): Explanation | undefined {
  const start = lineStartNear(source, at);
  const line = source.slice(start, lineEndNear(source, start));
  const m = /^(\s*(?:-\s+)*)([A-Za-z][A-Za-z0-9_]{0,39}):([^\s:#'"{}[\],][^\s]*)/.exec(line);
  if (m === null) return undefined;
  const [, lead, key, word] = m as unknown as [string, string, string, string];
  const from = start + lead.length;
  return {
    start: from,
    end: from + key.length + 1 + word.length,
    message: `YAML reads "${key}:${word}" as one word, not as the key ${key} and its value: a key's colon needs a blank after it, as in ${key}: ${word}`,
    suggestions: [`${key}: ${word}`],
  };
}

/** Whether the quote at `q` of `line` is closed on the line (a `''` in single quotes, a `\"` in double quotes, is not a close). */
function closedOnLine(line: string, q: number, quote: '"' | "'"): boolean {
  for (let i = q + 1; i < line.length; i++) {
    if (quote === '"' && line[i] === '\\') i++;
    else if (line[i] === quote) {
      if (quote === "'" && line[i + 1] === "'") i++;
      else return true;
    }
  }
  return false;
}

/**
 * A quoted value never closed (`- name: "Laser 4`): the reader says so at the end of the text;
 * this finds the first value opened with that quote and not closed on its line, and places the
 * error there, with the line's value closed as the fix.
 */
function unclosedQuote(source: string, errorAt: number, quote: '"' | "'"): Explanation | undefined {
  let start = 0;
  while (start < errorAt && start < source.length) {
    const end = lineEndNear(source, start);
    if (end - start > MAX_SCAN) return undefined;
    const line = source.slice(start, end);
    const value = /^\s*(?:-\s+)*(?:[^\s:#"'][^:]*:\s+)?/.exec(line)![0].length;
    if (line[value] === quote && !closedOnLine(line, value, quote)) {
      const text = line.slice(value).trimEnd();
      return {
        start: start + value,
        end: start + value + text.length,
        message: `this quoted value is not closed on its line: YAML reads on to the end of the file for its closing ${quote}`,
        suggestions: [`${text}${quote}`],
      };
    }
    start = end;
    while (source[start] === '\r' || source[start] === '\n') start++;
  }
  return undefined;
}

/**
 * Two items of a flow list or mapping (JSON's arrays and objects) with no comma between them, the
 * reader's error at the start of the second: placed at the end of the first, with the comma added
 * as the fix.
 */
function commaBefore(source: string, errorAt: number): Explanation | undefined {
  let end = errorAt;
  const floor = Math.max(0, errorAt - MAX_SCAN);
  while (end > floor && /\s/.test(source[end - 1]!)) end--;
  const last = source[end - 1];
  if (end === floor || last === undefined || last === ',' || last === '[' || last === '{') return undefined;
  const start = tokenStart(source, end);
  const text = source.slice(start, end);
  return { start, end, message: `a comma is missing after ${cut(text)}: the items of a flow list or mapping ([ ] or { }, as in JSON) are separated by commas`, suggestions: [`${text},`] };
}

/**
 * A value inside `{ }` with the next entry on a line of its own and no comma between them
 * (`"format": 1` then `"kind": "units"`): YAML reads the value and the next key as one key that
 * runs over two lines. Placed at the value, with the comma added as the fix.
 */
function commaAfterValue(source: string, at: number): Explanation | undefined {
  const lineEnd = lineEndNear(source, at);
  const raw = source.slice(at, lineEnd);
  const cutAt = commentStart(raw, true);
  const value = (cutAt === -1 ? raw : raw.slice(0, cutAt)).trimEnd();
  const next = nextContentLine(source, at);
  if (value === '' || value.endsWith(',') || next === -1 || keyColon(value) !== -1) return undefined;
  // A line of a block list (`  - name: b`) is not inside `{ }`: a bracket left open before it is the mistake.
  if (/^\s*-\s/.test(source.slice(lineStartNear(source, at), at)) || /^\s*-\s/.test(source.slice(next, lineEndNear(source, next)))) return undefined;
  if (!/^\s*("[^"]*"|'[^']*'|[^\s:#,{}[\]]+)\s*:/.test(source.slice(next, lineEndNear(source, next)))) return undefined;
  if (!opened(source.slice(Math.max(0, at - MAX_SCAN), at))) return undefined;
  return { start: at, end: at + value.length, message: `a comma is missing after ${cut(value)}: the entries of a flow mapping ({ }, as in JSON) are separated by commas`, suggestions: [`${value},`] };
}

/**
 * A flow collection opened and never closed (`systems: [ { label: Lab }`): the reader says so
 * where the block structure goes on; this finds the bracket left open on the lines before, and
 * places the error there, with the line's collection closed as the fix.
 */
function unclosedFlow(source: string, errorAt: number): Explanation | undefined {
  let end = errorAt;
  for (let n = 0; n < MAX_LOOK_BACK && end > 0; n++) {
    while (end > 0 && (source[end - 1] === '\n' || source[end - 1] === '\r')) end--;
    const start = lineStartNear(source, end);
    if (start > 0 && source[start - 1] !== '\n' && source[start - 1] !== '\r') return undefined; // a line too long to look through
    const line = source.slice(start, end);
    const opens = openBrackets(line);
    const open = opens[0];
    if (open !== undefined) {
      const cutAt = commentStart(line, true);
      const text = (cutAt === -1 ? line : line.slice(0, cutAt)).slice(open).trimEnd();
      // The brackets that close what the line leaves open, innermost first.
      const closers = opens.filter((p) => p < open + text.length).map((p) => (line[p] === '{' ? '}' : ']'));
      const close = ` ${closers.reverse().join(' ')}`;
      if (text.length === 1 || text.endsWith(',')) {
        // `systems: [` with its items on the lines after it: the closing bracket after the last one is missing.
        const bracket = line[open]!;
        return { start: start + open, end: start + open + 1, message: `this ${bracket} is never closed: YAML reads on, looking for its ${close.trim().slice(-1)}; close the ${bracket === '[' ? 'list' : 'mapping'} after its last item` };
      }
      return {
        start: start + open,
        end: start + open + text.length,
        message: `this ${line[open]} is never closed on its line: YAML reads the lines after it as part of the collection, looking for its ${close.slice(-1)}`,
        suggestions: [`${text}${close}`],
      };
    }
    end = start;
  }
  return undefined;
}

/** Where the brackets of `line` that the line does not close are (outside quotes and a comment), outermost first. */
function openBrackets(line: string): number[] {
  const stack: number[] = [];
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quote !== '') {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '#' && (i === 0 || line[i - 1] === ' ' || line[i - 1] === '\t')) break;
    else if (ch === '{' || ch === '[') stack.push(i);
    else if ((ch === '}' || ch === ']') && stack.length > 0) stack.pop();
  }
  return stack;
}

/** Where the first bracket of `line` that the line does not close is (outside quotes and a comment), or -1. */
export function openBracket(line: string): number {
  return openBrackets(line)[0] ?? -1;
}

/** Where the token that ends at `end` starts: a quoted text, a bracketed item's closing bracket, or a plain word. */
function tokenStart(source: string, end: number): number {
  const last = source[end - 1]!;
  if (last === '}' || last === ']') return end - 1;
  if (last === '"' || last === "'") {
    const open = source.lastIndexOf(last, end - 2);
    return open === -1 || end - open > MAX_SCAN ? end - 1 : open;
  }
  let i = end;
  while (i > 0 && end - i < MAX_SCAN && !/[\s,[{:]/.test(source[i - 1]!)) i--;
  return i;
}

/**
 * `spec: "3d6 eZap "Laser" AP"`: the notation's double quotes inside YAML's end the value early.
 * Placed at the whole value, with the value in single quotes as the fix.
 */
function quotesInQuotes(source: string, at: number): Explanation | undefined {
  const start = lineStartNear(source, at);
  const end = lineEndNear(source, at);
  const line = source.slice(start, end);
  const value = /^\s*(?:-\s+)*[^\s:#][^:"]*:\s+/.exec(line)?.[0].length;
  if (value === undefined || line[value] !== '"') return undefined;
  const raw = line.slice(value);
  const cutAt = commentStart(raw, true);
  const text = (cutAt === -1 ? raw : raw.slice(0, cutAt)).trimEnd();
  if (!text.endsWith('"') || text.split('"').length < 5) return undefined;
  const inner = text.slice(1, -1);
  const key = keyBefore(source, start + value);
  return {
    start: start + value,
    end: start + value + text.length,
    message: `the " inside this value end YAML's quotes early; ${key === undefined ? "quote the whole value in single quotes" : quoteWhole(key, inner)}`,
    suggestions: [`'${inner.replaceAll("'", "''")}'`],
  };
}
