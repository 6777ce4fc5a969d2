/**
 * The fast YAML reader: reads one document written in the YAML that design files use, straight
 * into the loader's tree (`yaml-tree.ts`), in one pass, with no syntax tree of its own. It is
 * what keeps a 10 MB file quick and small in memory; the `yaml` library needs several times its
 * time and about 400 bytes of memory per byte of such a file.
 *
 * It reads: block mappings and sequences (compact ones too, `- name: x`, `- - x`); flow
 * collections (`[a, b]`, `{ a: 1 }`, JSON), over several lines too; plain scalars, over several
 * lines too; single- and double-quoted scalars on one line; literal and folded block scalars
 * (`|`, `>-`, `|+`) without an indentation digit; anchors and aliases; comments; a `---` line.
 * It gives up on anything else (tags, directives, `?` keys, tabs, control characters, and every
 * YAML error) by answering `unsupported` with the place and the reason: the loader then hands the
 * document to the full reader (`full-yaml.ts`), which reads all of YAML 1.2 and explains errors.
 * So this reader never has to explain a mistake, only to read correct YAML exactly as the `yaml`
 * library would: test/design/fast-yaml.test.ts checks that on generated documents.
 */
import { LOAD_LIMITS } from './load-limits.js';
import type { DocumentSlice } from './documents.js';
import { coreScalar, type ReadOutcome, type ScalarValue, type YAlias, type YMap, type YNode, type YPair, type YScalar, type YSeq } from './yaml-tree.js';

interface Cx {
  readonly t: string;
  /** The end of the document's content: nothing past it is read. */
  readonly end: number;
  /** Collections open around the current place. */
  depth: number;
  /** The start of the line after the node just read. */
  next: number;
  /** The last line end found by `lineEnd`: the first `\n` (or the end) at or after `lineFrom`. */
  lineFrom: number;
  lineTo: number;
  readonly anchors: Map<string, YNode>;
  /** Anchors whose node is being read (an alias to one of them would be a cycle). */
  readonly open: Set<string>;
}

/** Thrown inside this file only, and caught by {@link readFast}. */
interface Stop {
  readonly stop: 'unsupported' | 'too-deep';
  readonly at: number;
  readonly reason: string;
}

const SPACE = 32;
const NL = 10;
const CR = 13;
const HASH = 35;
const DASH = 45;
const COLON = 58;
const COMMA = 44;
const AMP = 38;
const STAR = 42;
const DQUOTE = 34;
const SQUOTE = 39;
const LBRACKET = 91;
const RBRACKET = 93;
const LBRACE = 123;
const RBRACE = 125;
const PIPE = 124;
const GT = 62;
/** Characters that cannot start a plain scalar here (`-` is handled apart). */
const NOT_PLAIN_START = new Set('?:,[]{}#&*!|>\'"%@`'.split('').map((c) => c.charCodeAt(0)));
const FLOW_INDICATORS = new Set([COMMA, LBRACKET, RBRACKET, LBRACE, RBRACE]);
/** What the YAML library's lexer ends an anchor or alias name at. */
const NAME_END = new Set([SPACE, COMMA, LBRACKET, RBRACKET, LBRACE, RBRACE, NL, CR, 9]);
/** YAML's one-character escapes in double-quoted scalars. */
const ESCAPES: Readonly<Record<string, string>> = Object.freeze({
  '0': '\0', a: '\x07', b: '\b', e: '\x1b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v',
  N: '\u0085', _: '\u00a0', L: '\u2028', P: '\u2029', ' ': ' ', '"': '"', '/': '/', '\\': '\\',
});
/** Tabs, control characters, a byte order mark past the start, a lone CR: the full reader's business. */
const AWKWARD = '[\\x00-\\x09\\x0B\\x0C\\x0E-\\x1F\\x7F-\\x9F\\uFEFF]|\\r(?!\\n)';
/** YAML's limit on the length of an implicit key. */
const MAX_KEY = 1024;

/**
 * Finds the awkward characters of a file once for all its documents: each call scans on from the
 * last place found, so a file is scanned once however many documents it has.
 */
export function awkwardFinder(text: string): (from: number) => number {
  const awkward = new RegExp(AWKWARD, 'g'); // one per file: its lastIndex is this finder's own
  let found = -2; // the first awkward character at or after `scannedFrom`, or -1 for none
  let scannedFrom = -1;
  return (from) => {
    if (scannedFrom !== -1 && from >= scannedFrom && (found === -1 || found >= from)) return found;
    awkward.lastIndex = from;
    const m = awkward.exec(text);
    scannedFrom = from;
    found = m === null ? -1 : m.index;
    return found;
  };
}

/** Reads one document with the fast reader. */
export function readFast(text: string, slice: DocumentSlice, awkward: (from: number) => number): ReadOutcome {
  try {
    return { kind: 'tree', root: readDocument(text, slice, awkward) };
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'stop' in error) {
      const s = error as Stop;
      return s.stop === 'too-deep' ? { kind: 'too-deep', at: s.at } : { kind: 'unsupported', at: s.at, reason: s.reason };
    }
    throw error;
  }
}

function giveUp(at: number, reason: string): never {
  throw { stop: 'unsupported', at, reason } satisfies Stop;
}

function readDocument(t: string, slice: DocumentSlice, awkward: (from: number) => number): YNode | null {
  // The prelude may hold only comments and blanks here: a directive or a stray `...` is the full reader's.
  for (let line = slice.from; line < slice.start; line = nextLineIn(t, line, slice.start)) {
    const c = t.charCodeAt(line);
    if (c === 37 || c === 46) giveUp(line, c === 37 ? 'a directive' : 'a "..." line with no document before it');
  }
  const bad = awkward(slice.start);
  if (bad !== -1 && bad < slice.bodyEnd) giveUp(bad, t.charCodeAt(bad) === 9 ? 'a tab' : t.charCodeAt(bad) === CR ? 'a line break the reader does not know' : 'a control character');
  const cx: Cx = { t, end: slice.bodyEnd, depth: 0, next: 0, lineFrom: 1, lineTo: 0, anchors: new Map(), open: new Set() };
  if (slice.marker) {
    const after = spaces(cx, slice.start + 3);
    if (!atLineEnd(cx, after)) giveUp(after, 'content on the "---" line');
  }
  if (slice.bodyEnd < slice.end) {
    // The `...` line that ends the document may hold a comment, nothing else.
    const after = spacesIn(t, slice.bodyEnd + 3, slice.end);
    const c = t.charCodeAt(after);
    if (after < slice.end && c !== NL && c !== CR && c !== HASH) giveUp(after, 'content on the "..." line');
  }
  const first = skipBlank(cx, slice.bodyStart);
  if (first >= cx.end) return null;
  const col = indentAt(cx, first);
  const root = blockNode(cx, first + col, col, -1);
  const rest = skipBlank(cx, cx.next);
  if (rest < cx.end) giveUp(rest + indentAt(cx, rest), 'content after the end of the document\'s node');
  return root;
}

// --- lines -------------------------------------------------------------------------------------

function nextLineIn(t: string, p: number, end: number): number {
  const nl = t.indexOf('\n', p);
  return nl === -1 || nl >= end ? end : nl + 1;
}

function nextLine(cx: Cx, p: number): number {
  return nextLineIn(cx.t, p, cx.end);
}

/**
 * The end of the line's content (before `\r\n` or `\n`). The last answer is kept, so that the
 * many scalars of one long line (a flow collection of megabytes) do not each search to its end.
 */
function lineEnd(cx: Cx, p: number): number {
  if (p < cx.lineFrom || p > cx.lineTo) {
    const nl = cx.t.indexOf('\n', p);
    cx.lineFrom = p;
    cx.lineTo = nl === -1 || nl > cx.end ? cx.end : nl;
  }
  const e = cx.lineTo;
  return e > p && cx.t.charCodeAt(e - 1) === CR ? e - 1 : e;
}

function spacesIn(t: string, p: number, end: number): number {
  let i = p;
  while (i < end && t.charCodeAt(i) === SPACE) i++;
  return i;
}

function spaces(cx: Cx, p: number): number {
  let i = p;
  while (i < cx.end && cx.t.charCodeAt(i) === SPACE) i++;
  return i;
}

function indentAt(cx: Cx, lineStart: number): number {
  return spaces(cx, lineStart) - lineStart;
}

/** Nothing more on this line but a comment. */
function atLineEnd(cx: Cx, p: number): boolean {
  if (p >= cx.end) return true;
  const c = cx.t.charCodeAt(p);
  if (c === NL || c === CR) return true;
  if (c !== HASH) return false;
  const before = cx.t.charCodeAt(p - 1);
  if (before !== SPACE && before !== NL) giveUp(p, 'a comment not set off by a space');
  return true;
}

/** The start of the next line that holds more than spaces and a comment, or the end. */
function skipBlank(cx: Cx, lineStart: number): number {
  let line = lineStart;
  while (line < cx.end) {
    const q = spaces(cx, line);
    if (q >= cx.end) return cx.end;
    const c = cx.t.charCodeAt(q);
    if (c !== NL && c !== CR && c !== HASH) return line;
    line = nextLine(cx, q);
  }
  return cx.end;
}

function blankAfter(cx: Cx, p: number): boolean {
  if (p >= cx.end) return true;
  const c = cx.t.charCodeAt(p);
  return c === SPACE || c === NL || c === CR;
}

function isDash(cx: Cx, p: number): boolean {
  return cx.t.charCodeAt(p) === DASH && blankAfter(cx, p + 1);
}

function columnOf(cx: Cx, p: number): number {
  const nl = cx.t.lastIndexOf('\n', p - 1);
  return p - (nl + 1);
}

function nullAt(p: number): YScalar {
  return { kind: 'scalar', value: null, start: p, end: p };
}

function enter(cx: Cx, at: number): void {
  if (++cx.depth > LOAD_LIMITS.maxDepth) throw { stop: 'too-deep', at, reason: '' } satisfies Stop;
}

// --- block nodes -------------------------------------------------------------------------------

/** A node that starts a line (at `p`, column `col`), inside a block collection of indent `parent`. */
function blockNode(cx: Cx, p: number, col: number, parent: number): YNode {
  if (isDash(cx, p)) return blockSeq(cx, p, col);
  const c = cx.t.charCodeAt(p);
  if (c === AMP) {
    const { name, after } = anchorAt(cx, p);
    const q = spaces(cx, after);
    if (atLineEnd(cx, q) || isDash(cx, q) || scanKey(cx, q) !== undefined) giveUp(p, 'an anchor before a block collection on the same line');
    return anchored(cx, name, () => inlineValue(cx, q, parent));
  }
  const key = scanKey(cx, p);
  if (key !== undefined) return blockMap(cx, key, col);
  return inlineValue(cx, p, parent);
}

/**
 * The value after a `:` or a `-` and its spaces (at `p`), in a block collection of indent
 * `indent`: on the same line, or on the lines below.
 */
function blockValue(cx: Cx, p: number, indent: number, inSeq: boolean): YNode {
  if (atLineEnd(cx, p)) return valueBelow(cx, p, indent, !inSeq);
  const c = cx.t.charCodeAt(p);
  if (c === AMP) {
    const { name, after } = anchorAt(cx, p);
    const q = spaces(cx, after);
    if (atLineEnd(cx, q)) {
      const below = skipBlank(cx, nextLine(cx, q));
      if (below < cx.end && cx.t.charCodeAt(below + indentAt(cx, below)) === AMP) giveUp(below, 'two anchors on one node');
      return anchored(cx, name, () => valueBelow(cx, q, indent, !inSeq));
    }
    if (isDash(cx, q) || scanKey(cx, q) !== undefined) giveUp(p, 'an anchor before a key or a dash on the same line');
    return anchored(cx, name, () => inlineValue(cx, q, indent));
  }
  if (inSeq) {
    if (isDash(cx, p)) return blockSeq(cx, p, columnOf(cx, p));
    const key = scanKey(cx, p);
    if (key !== undefined) return blockMap(cx, key, columnOf(cx, p));
  } else if (isDash(cx, p)) giveUp(p, 'a sequence on the line of its key');
  return inlineValue(cx, p, indent);
}

/** A value on the lines below `p`, more indented than `indent` (or a sequence at it), else null. */
function valueBelow(cx: Cx, p: number, indent: number, seqAtIndent: boolean): YNode {
  const nl = nextLine(cx, p);
  const r = skipBlank(cx, nl);
  if (r < cx.end) {
    const ind = indentAt(cx, r);
    if (ind > indent) {
      // The yaml library misreads a scalar below a comment line that is not indented past the
      // key or dash (it joins the next line to it): leave those to it, errors and all.
      if (lowComment(cx, nl, r, indent) && !isDash(cx, r + ind) && scanKey(cx, r + ind) === undefined) giveUp(r + ind, 'a scalar below a comment line');
      return blockNode(cx, r + ind, ind, indent);
    }
    if (seqAtIndent && ind === indent && isDash(cx, r + ind)) return blockSeq(cx, r + ind, ind);
  }
  cx.next = nl;
  return nullAt(p);
}

/** Whether a comment line between `from` and `to` is indented `indent` or less. */
function lowComment(cx: Cx, from: number, to: number, indent: number): boolean {
  for (let line = from; line < to; line = nextLine(cx, line)) {
    const q = spaces(cx, line);
    if (cx.t.charCodeAt(q) === HASH && q - line <= indent) return true;
  }
  return false;
}

function blockSeq(cx: Cx, first: number, indent: number): YSeq {
  enter(cx, first);
  const items: YNode[] = [];
  let dash = first;
  for (;;) {
    items.push(blockValue(cx, spaces(cx, dash + 1), indent, true));
    const r = skipBlank(cx, cx.next);
    if (r >= cx.end) break;
    const ind = indentAt(cx, r);
    if (ind > indent) giveUp(r + ind, 'indentation the reader does not follow');
    if (ind < indent || !isDash(cx, r + ind)) {
      cx.next = r;
      break;
    }
    dash = r + ind;
  }
  cx.depth--;
  return { kind: 'seq', items, start: first, end: items[items.length - 1]!.end };
}

function blockMap(cx: Cx, firstKey: { node: YScalar; colon: number }, indent: number): YMap {
  enter(cx, firstKey.node.start);
  const pairs: YPair[] = [];
  let key = firstKey;
  for (;;) {
    pairs.push({ key: key.node, value: blockValue(cx, spaces(cx, key.colon + 1), indent, false) });
    const r = skipBlank(cx, cx.next);
    if (r >= cx.end) break;
    const ind = indentAt(cx, r);
    if (ind < indent) {
      cx.next = r;
      break;
    }
    if (ind > indent) giveUp(r + ind, 'indentation the reader does not follow');
    const next = scanKey(cx, r + ind);
    if (next === undefined) giveUp(r + ind, 'a line that is not a key in a mapping');
    key = next;
  }
  cx.depth--;
  return { kind: 'map', pairs, start: firstKey.node.start, end: pairs[pairs.length - 1]!.value.end };
}

/** An implicit key at `p` (plain or quoted, on one line, then `:` and a space): its node and the colon. */
function scanKey(cx: Cx, p: number): { node: YScalar; colon: number } | undefined {
  const c = cx.t.charCodeAt(p);
  if (c === DQUOTE || c === SQUOTE) {
    const q = quotedOnLine(cx, p);
    if (q === undefined) return undefined;
    const colon = spaces(cx, q.end);
    if (cx.t.charCodeAt(colon) !== COLON || !blankAfter(cx, colon + 1)) return undefined;
    if (colon - p > MAX_KEY) giveUp(p, 'a key longer than 1024 characters');
    return { node: { kind: 'scalar', value: q.value, start: p, end: q.end }, colon };
  }
  if (!canStartPlain(cx, p)) return undefined;
  const s = scanPlain(cx, p, false);
  if (s.stop !== 'colon') return undefined;
  if (s.at - p > MAX_KEY) giveUp(p, 'a key longer than 1024 characters');
  return { node: { kind: 'scalar', value: keyText(cx.t, p, s.end), start: p, end: s.end }, colon: s.at };
}

function canStartPlain(cx: Cx, p: number, inFlow = false): boolean {
  const c = cx.t.charCodeAt(p);
  if (c === DASH) return !blankAfter(cx, p + 1) && !(inFlow && FLOW_INDICATORS.has(cx.t.charCodeAt(p + 1)));
  return !NOT_PLAIN_START.has(c) && c === c; // NaN at the end of the text
}

/** The field names of the format, the keys nearly every key of a design file is. */
const FIELDS = ['name', 'spec', 'count', 'notes', 'label', 'variant', 'format', 'kind', 'title', 'units', 'systems', 'profile', 'sizeClass', 'tech'];

/**
 * A plain key's value: one of the format's field names without a new string for each of the
 * hundreds of thousands of times a large file writes it, or else the core schema's reading.
 */
function keyText(t: string, start: number, end: number): ScalarValue {
  const length = end - start;
  for (const f of FIELDS) if (f.length === length && t.startsWith(f, start)) return f;
  return coreScalar(t.slice(start, end));
}

/**
 * Scans a plain scalar's first line from `p`: where its text ends (trailing spaces dropped) and
 * why it stopped: a `: ` (so it is a key), a ` #`, a flow indicator (in flow), or the line end.
 */
function scanPlain(cx: Cx, p: number, inFlow: boolean): { end: number; stop: 'colon' | 'comment' | 'flow' | 'eol'; at: number } {
  const t = cx.t;
  const le = lineEnd(cx, p);
  let last = p - 1;
  for (let i = p; i < le; i++) {
    const c = t.charCodeAt(i);
    if (c === COLON) {
      const n = i + 1 < le ? t.charCodeAt(i + 1) : NL;
      if (n === SPACE || n === NL || (inFlow && FLOW_INDICATORS.has(n))) return { end: last + 1, stop: 'colon', at: i };
      last = i;
    } else if (c === SPACE) {
      if (i + 1 < le && t.charCodeAt(i + 1) === HASH) return { end: last + 1, stop: 'comment', at: i + 1 };
    } else if (inFlow && FLOW_INDICATORS.has(c)) return { end: last + 1, stop: 'flow', at: i };
    else last = i;
  }
  return { end: last + 1, stop: 'eol', at: le };
}

/** A value that starts on this line at `p`, inside a block collection of indent `indent`. */
function inlineValue(cx: Cx, p: number, indent: number): YNode {
  const c = cx.t.charCodeAt(p);
  let node: YNode;
  let after: number;
  if (c === LBRACKET || c === LBRACE) {
    node = flowCollection(cx, p, indent, 1);
    after = node.end;
  } else if (c === DQUOTE || c === SQUOTE) {
    const q = quotedOnLine(cx, p);
    if (q === undefined) giveUp(p, 'a quoted scalar over several lines, or an escape the reader does not know');
    node = { kind: 'scalar', value: q.value, start: p, end: q.end };
    after = q.end;
  } else if (c === STAR) {
    node = aliasAt(cx, p);
    after = node.end;
  } else if (c === PIPE || c === GT) {
    return blockScalar(cx, p, indent);
  } else if (canStartPlain(cx, p)) {
    return plainBlock(cx, p, indent);
  } else {
    giveUp(p, `"${cx.t[p] ?? ''}" here`);
  }
  const q = spaces(cx, after);
  if (!atLineEnd(cx, q)) giveUp(q, 'more after a value on its line');
  cx.next = nextLine(cx, q);
  return node;
}

/** A plain scalar in a block, over one line or more (the lines folded as YAML folds them). */
function plainBlock(cx: Cx, p: number, indent: number): YScalar {
  const first = scanPlain(cx, p, false);
  if (first.stop === 'colon') giveUp(first.at, 'a mapping inside a value');
  let end = first.end;
  let text: string | undefined;
  let line = nextLine(cx, first.at);
  if (first.stop === 'eol') {
    // Lines below that are more indented than the collection continue the scalar.
    let blanks = 0;
    while (line < cx.end) {
      const q = spaces(cx, line);
      if (q >= cx.end) break;
      const c = cx.t.charCodeAt(q);
      if (c === NL || c === CR) {
        blanks++;
        line = nextLine(cx, q);
        continue;
      }
      if (q - line <= indent || c === HASH) break;
      if (NOT_PLAIN_START.has(c) || c === DASH) giveUp(q, 'a scalar line the reader does not fold');
      const more = scanPlain(cx, q, false);
      if (more.stop === 'colon') giveUp(more.at, 'a mapping inside a value');
      text = (text ?? cx.t.slice(p, end)) + (blanks === 0 ? ' ' : '\n'.repeat(blanks)) + cx.t.slice(q, more.end);
      end = more.end;
      blanks = 0;
      line = nextLine(cx, more.at);
      if (more.stop === 'comment') break;
    }
    if (text !== undefined) line = nextLine(cx, end);
    else line = nextLine(cx, first.at);
  }
  cx.next = line;
  return { kind: 'scalar', value: coreScalar(text ?? cx.t.slice(p, end)), start: p, end };
}

/** A quoted scalar that closes on its line: its value and the offset after the closing quote. */
function quotedOnLine(cx: Cx, p: number): { value: string; end: number } | undefined {
  const t = cx.t;
  const le = lineEnd(cx, p);
  if (t.charCodeAt(p) === SQUOTE) {
    let value = '';
    let i = p + 1;
    for (;;) {
      const j = t.indexOf("'", i);
      if (j === -1 || j >= le) return undefined;
      if (j + 1 < le && t.charCodeAt(j + 1) === SQUOTE) {
        value += t.slice(i, j + 1);
        i = j + 2;
      } else return { value: value + t.slice(i, j), end: j + 1 };
    }
  }
  let value = '';
  let from = p + 1;
  for (let i = p + 1; i < le; i++) {
    const c = t.charCodeAt(i);
    if (c === DQUOTE) return { value: value + t.slice(from, i), end: i + 1 };
    if (c !== 92) continue; // backslash
    value += t.slice(from, i);
    const e = t[i + 1];
    if (e === undefined || i + 1 >= le) return undefined;
    const simple = ESCAPES[e];
    if (simple !== undefined) {
      value += simple;
      i += 1;
    } else if (e === 'x' || e === 'u' || e === 'U') {
      const n = e === 'x' ? 2 : e === 'u' ? 4 : 8;
      const hex = t.slice(i + 2, i + 2 + n);
      if (hex.length !== n || !/^[0-9a-fA-F]+$/.test(hex) || i + 2 + n > le) return undefined;
      const code = parseInt(hex, 16);
      if (code > 0x10ffff) return undefined;
      value += String.fromCodePoint(code);
      i += 1 + n;
    } else return undefined;
    from = i + 1;
  }
  return undefined;
}

/** A literal (`|`) or folded (`>`) block scalar, whose header is at `p`. */
function blockScalar(cx: Cx, p: number, indent: number): YScalar {
  const t = cx.t;
  const folded = t.charCodeAt(p) === GT;
  let i = p + 1;
  let chomp = '';
  const c1 = t[i];
  if (c1 === '-' || c1 === '+') {
    chomp = c1;
    i++;
  }
  const q = spaces(cx, i);
  if (!atLineEnd(cx, q) || (q === i && t.charCodeAt(q) === HASH)) giveUp(i, 'a block scalar header the reader does not know');
  const headerEnd = lineEnd(cx, p);
  // The content: the lines below, as indented as the first one that is not blank.
  let line = nextLine(cx, q);
  let contentIndent = -1;
  const lines: string[] = []; // the content lines, without the indentation; '' for a blank line
  let leadingBlanks = 0;
  let trailingBlanks = 0;
  let next = line;
  while (line < cx.end) {
    const s = spaces(cx, line);
    const le = lineEnd(cx, s);
    const blank = s === le;
    const ind = s - line;
    if (blank) {
      if (contentIndent === -1) {
        if (ind > 0 && ind > indent + 1) giveUp(line, 'a block scalar with indented blank lines');
        leadingBlanks++;
      } else {
        if (ind > contentIndent) giveUp(line, 'a block scalar with indented blank lines');
        trailingBlanks++;
      }
      line = nextLine(cx, le);
      continue;
    }
    if (contentIndent === -1) {
      if (ind <= indent) break;
      contentIndent = ind;
    } else if (ind < contentIndent) break;
    if (ind > contentIndent && folded) giveUp(s, 'a more-indented line in a folded block scalar');
    for (let k = 0; k < trailingBlanks; k++) lines.push('');
    trailingBlanks = 0;
    lines.push(t.slice(line + contentIndent, le));
    line = nextLine(cx, le);
    next = line;
  }
  if (contentIndent === -1) giveUp(p, 'an empty block scalar');
  if (leadingBlanks > 0 && chomp === '+') giveUp(p, 'a kept block scalar with blank lines around it');
  if (trailingBlanks > 0 && chomp === '+') giveUp(p, 'a kept block scalar with blank lines after it');
  let value = '\n'.repeat(leadingBlanks);
  if (!folded) value += lines.join('\n');
  else {
    let sep = '';
    for (const l of lines) {
      if (l === '') {
        if (sep === '\n') value += '\n';
        else sep = '\n';
      } else {
        value += sep + l;
        sep = ' ';
      }
    }
  }
  if (chomp !== '-') value += '\n';
  cx.next = next;
  return { kind: 'scalar', value, start: p, end: headerEnd };
}

// --- anchors and aliases -----------------------------------------------------------------------

function nameAt(cx: Cx, p: number): string {
  let i = p;
  while (i < cx.end && !NAME_END.has(cx.t.charCodeAt(i))) i++;
  const name = cx.t.slice(p, i);
  if (name === '' || name.endsWith(':')) giveUp(p - 1, 'an anchor or alias name the reader does not take');
  return name;
}

function anchorAt(cx: Cx, p: number): { name: string; after: number } {
  const name = nameAt(cx, p + 1);
  const after = p + 1 + name.length;
  if (!blankAfter(cx, after)) giveUp(after, 'an anchor not followed by a space');
  return { name, after };
}

function anchored(cx: Cx, name: string, read: () => YNode): YNode {
  cx.open.add(name);
  const node = read();
  if (node.kind === 'alias') giveUp(node.start, 'an anchor on an alias');
  cx.open.delete(name);
  cx.anchors.set(name, node);
  return node;
}

function aliasAt(cx: Cx, p: number): YAlias {
  const name = nameAt(cx, p + 1);
  const target = cx.anchors.get(name);
  if (target === undefined || cx.open.has(name)) giveUp(p, 'an alias with no anchor before it');
  return { kind: 'alias', name, target, start: p, end: p + 1 + name.length };
}

// --- flow collections --------------------------------------------------------------------------

/**
 * A flow collection at `p`, inside a block collection of indent `indent` (its later lines must
 * be more indented; the outermost one may close at that indent), `level` deep in flow.
 */
function flowCollection(cx: Cx, p: number, indent: number, level: number): YSeq | YMap {
  enter(cx, p);
  const t = cx.t;
  const isMap = t.charCodeAt(p) === LBRACE;
  const close = isMap ? RBRACE : RBRACKET;
  const items: YNode[] = [];
  const pairs: YPair[] = [];
  let i = p + 1;
  for (;;) {
    i = flowSpace(cx, i, indent, level);
    const c = t.charCodeAt(i);
    if (c === close) break;
    if (c === COMMA || c === RBRACKET || c === RBRACE) giveUp(i, 'an empty entry in a flow collection');
    if (isMap) {
      if (c === LBRACKET || c === LBRACE) {
        // A collection as a key: the full reader's, but read first so that its depth counts.
        flowCollection(cx, i, indent, level + 1);
        giveUp(i, 'a collection as a key');
      }
      const key = flowKey(cx, i);
      let colon = spaces(cx, key.end);
      if (t.charCodeAt(colon) !== COLON) giveUp(i, 'a flow mapping entry without a value');
      if (key.plain && !(blankAfter(cx, colon + 1) || FLOW_INDICATORS.has(t.charCodeAt(colon + 1)))) giveUp(colon, 'a ":" the reader does not read');
      colon = spaces(cx, colon + 1);
      const v = t.charCodeAt(colon);
      let value: YNode;
      if (v === COMMA || v === close) value = nullAt(colon);
      else if (atLineEnd(cx, colon)) giveUp(colon, 'a flow mapping value on the next line');
      else value = flowNode(cx, colon, indent, level);
      pairs.push({ key: key.node, value });
      i = value.kind === 'scalar' && value.value === null && value.start === value.end ? colon : value.end;
    } else {
      const node = flowNode(cx, i, indent, level);
      items.push(node);
      i = node.end;
    }
    i = flowSpace(cx, i, indent, level);
    const after = t.charCodeAt(i);
    if (after === COMMA) i++;
    else if (after !== close) giveUp(i, 'a flow collection entry the reader does not read');
  }
  cx.depth--;
  return isMap ? { kind: 'map', pairs, start: p, end: i + 1 } : { kind: 'seq', items, start: p, end: i + 1 };
}

/** Skips spaces, comments and line breaks inside a flow collection; the next lines must be indented. */
function flowSpace(cx: Cx, p: number, indent: number, level: number): number {
  const t = cx.t;
  let i = p;
  for (;;) {
    i = spaces(cx, i);
    if (i >= cx.end) giveUp(cx.end, 'a flow collection that is not closed');
    const c = t.charCodeAt(i);
    if (c === HASH) {
      atLineEnd(cx, i); // checks the space before it
      i = lineEnd(cx, i);
      continue;
    }
    if (c !== NL && c !== CR) return i;
    // The next line that is not blank or a comment must be more indented than the block around.
    let line = nextLine(cx, i);
    for (;;) {
      if (line >= cx.end) giveUp(cx.end, 'a flow collection that is not closed');
      const q = spaces(cx, line);
      const d = t.charCodeAt(q);
      // The yaml library takes a comment at the start of a line in a flow collection for one
      // stuck to the token before it, in some places: leave those to it.
      if (d === HASH && q === line) giveUp(q, 'a comment at the start of a line in a flow collection');
      if (q < cx.end && d !== NL && d !== CR && d !== HASH) {
        const ind = q - line;
        if (ind <= indent && !(ind === indent && level === 1 && (d === RBRACKET || d === RBRACE))) giveUp(q, 'a flow collection line that is not indented enough');
        i = q;
        break;
      }
      line = nextLine(cx, q);
    }
  }
}

function flowNode(cx: Cx, p: number, indent: number, level: number): YNode {
  const t = cx.t;
  const c = t.charCodeAt(p);
  if (c === LBRACKET || c === LBRACE) return flowCollection(cx, p, indent, level + 1);
  if (c === DQUOTE || c === SQUOTE) {
    const q = quotedOnLine(cx, p);
    if (q === undefined) giveUp(p, 'a quoted scalar over several lines, or an escape the reader does not know');
    return { kind: 'scalar', value: q.value, start: p, end: q.end };
  }
  if (c === STAR) return aliasAt(cx, p);
  if (c === AMP) {
    const { name, after } = anchorAt(cx, p);
    const q = spaces(cx, after);
    if (atLineEnd(cx, q)) giveUp(p, 'an anchor at the end of a line in a flow collection');
    return anchored(cx, name, () => flowNode(cx, q, indent, level));
  }
  if (!canStartPlain(cx, p, true)) giveUp(p, `"${t[p] ?? ''}" here`);
  const s = scanPlain(cx, p, true);
  return { kind: 'scalar', value: coreScalar(t.slice(p, s.end)), start: p, end: s.end };
}

function flowKey(cx: Cx, p: number): { node: YScalar; end: number; plain: boolean } {
  const c = cx.t.charCodeAt(p);
  if (c === DQUOTE || c === SQUOTE) {
    const q = quotedOnLine(cx, p);
    if (q === undefined) giveUp(p, 'a quoted key over several lines, or an escape the reader does not know');
    return { node: { kind: 'scalar', value: q.value, start: p, end: q.end }, end: q.end, plain: false };
  }
  if (!canStartPlain(cx, p, true)) giveUp(p, 'a flow mapping key the reader does not read');
  const s = scanPlain(cx, p, true);
  if (s.stop !== 'colon') giveUp(p, 'a flow mapping entry without a value');
  if (s.at - p > MAX_KEY) giveUp(p, 'a key longer than 1024 characters');
  return { node: { kind: 'scalar', value: keyText(cx.t, p, s.end), start: p, end: s.end }, end: s.end, plain: true };
}
