/**
 * The full YAML reader: one document read by the `yaml` library (all of YAML 1.2, with its error
 * messages, which `yaml-errors.ts` words for a design file), driven lexeme by lexeme so that
 * nesting is checked while the library works, then turned into the loader's tree.
 *
 * The library has no depth limit: its composer recurses once per level, so deep nesting used to
 * end in a stack overflow at a place that changed with the state of the process, or in a V8 abort.
 * Here the parser's own stack (one entry per open node) is watched after every lexeme, and the
 * document is given up as soon as it holds more collections than the limit, before anything
 * recursive runs. The library also needs far more memory per character than the text itself, so
 * the loader hands it at most `LOAD_LIMITS.maxFullYamlLength` characters per file.
 */
import { Composer, isAlias, isMap, isScalar, isSeq, Lexer, Parser, type CST, type Document } from 'yaml';
import { LOAD_LIMITS } from './load-limits.js';
import { explainErrors, type YamlProblem } from './yaml-errors.js';
import type { ReadOutcome, YamlError, YNode, YPair, YScalar } from './yaml-tree.js';

const COLLECTIONS = new Set(['block-map', 'block-seq', 'flow-collection']);

/**
 * Reads one document's text with the `yaml` library (a document of at most
 * `LOAD_LIMITS.maxFullYamlLength`): `source` starts at file offset `base`, and its content at
 * `start`. The loader hands it a document's slice of the file (load-with.ts); the recovery of
 * `recover.ts` hands it a document with its broken lines blanked, offsets unchanged.
 */
export function readSource(source: string, base: number, start: number): ReadOutcome {
  const parsed = parse(source);
  if (parsed.kind === 'too-deep') return { kind: 'too-deep', at: base + parsed.at };
  const { docs, problems } = parsed;
  if (problems.length > 0 || docs.length !== 1) {
    const errors: YamlError[] = explainErrors(source, problems, reread).map((e) => ({ start: base + e.start, end: base + e.end, message: e.message, ...(e.suggestions === undefined ? {} : { suggestions: e.suggestions }), explained: e.explained }));
    if (problems.length === 0) errors.push({ start, end: start, message: `the YAML reader found ${docs.length} documents here` });
    return { kind: 'errors', errors };
  }
  const doc = docs[0]!;
  const cx: Convert = { source, base, anchors: new Map(), open: new Set() };
  try {
    return { kind: 'tree', root: doc.contents === null ? null : convert(cx, doc.contents, start) };
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'badAlias' in error) {
      const e = error as BadAlias;
      return { kind: 'bad-alias', at: e.start, end: e.end, message: e.badAlias };
    }
    throw error;
  }
}

/** A document's text read by the library: its documents and errors, or where it nests too deep. */
type Parsed =
  | { readonly kind: 'too-deep'; readonly at: number }
  | { readonly kind: 'parsed'; readonly docs: readonly Document.Parsed[]; readonly problems: readonly YamlProblem[] };

function parse(source: string): Parsed {
  const parser = new Parser();
  const tokens: CST.Token[] = [];
  for (const lexeme of new Lexer().lex(source)) {
    for (const token of parser.next(lexeme)) tokens.push(token);
    if (parser.stack.length > LOAD_LIMITS.maxDepth) {
      const deep = tooDeep(parser.stack);
      if (deep !== undefined) return { kind: 'too-deep', at: deep };
    }
  }
  for (const token of parser.end()) tokens.push(token);

  const composer = new Composer({ version: '1.2', schema: 'core', strict: true, uniqueKeys: false, merge: false, intAsBigInt: false });
  const docs: Document.Parsed[] = [];
  for (const doc of composer.compose(tokens)) docs.push(doc as Document.Parsed);
  tokens.length = 0;
  const errors = docs.length === 0 ? composer.streamInfo().errors : docs.flatMap((d) => d.errors);
  return { kind: 'parsed', docs, problems: errors.map((e) => ({ code: e.code, start: e.pos[0], end: e.pos[1], message: e.message })) };
}

/** The errors of a text read again (by `explainErrors`, with tabs as spaces); a count of documents other than one is an error. */
function reread(source: string): readonly YamlProblem[] | undefined {
  const again = parse(source);
  if (again.kind === 'too-deep') return undefined;
  if (again.docs.length === 1) return again.problems;
  return [...again.problems, { code: 'MULTIPLE_DOCS', start: 0, end: 0, message: `${again.docs.length} documents` }];
}

/** The offset of the first collection on the stack past the depth limit, if there is one. */
function tooDeep(stack: readonly CST.Token[]): number | undefined {
  let depth = 0;
  for (const token of stack) {
    if (COLLECTIONS.has(token.type) && ++depth > LOAD_LIMITS.maxDepth) return token.offset;
  }
  return undefined;
}

interface Convert {
  /** The document's text, from file offset `base`. */
  readonly source: string;
  readonly base: number;
  readonly anchors: Map<string, YNode>;
  readonly open: Set<string>;
}

interface BadAlias {
  readonly badAlias: string;
  readonly start: number;
  readonly end: number;
}

/** The library's node as a tree node; `fallback` places a missing one. Recursion is bounded by the depth limit. */
function convert(cx: Convert, node: unknown, fallback: number): YNode {
  if (node === null || typeof node !== 'object') return { kind: 'scalar', value: null, start: fallback, end: fallback };
  const range = (node as { range?: readonly number[] | null }).range;
  const start = range?.[0] === undefined ? fallback : cx.base + range[0];
  const end = range?.[1] === undefined ? start : cx.base + range[1];
  const tag = (node as { tag?: string }).tag;
  const tagged = tag === undefined ? {} : { tag };
  if (isAlias(node)) {
    const name = node.source;
    const target = cx.anchors.get(name);
    if (cx.open.has(name)) throw { badAlias: `the alias *${name} is inside the node it names`, start, end } satisfies BadAlias;
    if (target === undefined) throw { badAlias: `the alias *${name} names no anchor before it`, start, end } satisfies BadAlias;
    return { kind: 'alias', name, target, start, end };
  }
  const anchor = (node as { anchor?: string }).anchor;
  if (anchor !== undefined) cx.open.add(anchor);
  let out: YNode;
  if (isScalar(node)) {
    const v = node.value;
    const value = v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : String(v);
    // A block scalar is placed on its header line, as the fast reader places it.
    const block = node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED';
    out = { kind: 'scalar', value, start, end: block ? cx.base + headerEnd(cx.source, start - cx.base) : end, ...tagged } satisfies YScalar;
  } else if (isMap(node)) {
    const pairs: YPair[] = [];
    for (const p of node.items) {
      const key = convert(cx, p.key, start);
      pairs.push({ key, value: convert(cx, p.value, key.end) });
    }
    const last = pairs[pairs.length - 1]?.value.end;
    out = { kind: 'map', pairs, start, end: node.flow === true || last === undefined ? end : last, ...tagged };
  } else if (isSeq(node)) {
    const items: YNode[] = [];
    for (const item of node.items) items.push(convert(cx, item, items[items.length - 1]?.end ?? start));
    const last = items[items.length - 1]?.end;
    out = { kind: 'seq', items, start, end: node.flow === true || last === undefined ? end : last, ...tagged };
  } else {
    out = { kind: 'scalar', value: null, start, end: start };
  }
  if (anchor !== undefined) {
    cx.open.delete(anchor);
    cx.anchors.set(anchor, out);
  }
  return out;
}

function headerEnd(text: string, start: number): number {
  const nl = text.indexOf('\n', start);
  const e = nl === -1 ? text.length : nl;
  return e > start && text.charCodeAt(e - 1) === 13 ? e - 1 : e;
}
