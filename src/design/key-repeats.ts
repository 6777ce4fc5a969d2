/**
 * Mappings that start their keys again (internal; `specs/design-format.md`, 7.1): a block mapping
 * in which the key of its first line comes back is read as what was meant, one mapping more at
 * each such key, with one diagnostic there (never one per key written twice). A list item whose
 * first key comes back (at its column) lacks the dash of the next item; a document whose first key,
 * `format` or `kind`, comes back at column 1 is a second document without the `---` before it. Each part is then checked as any other.
 */
import { report, type Collector } from './collector.js';
import { resolved, type YMap, type YNode, type YPair } from './yaml-tree.js';

/**
 * The documents of `root` (one, or more when its keys start again), each with its list items
 * split where their keys start again; reports each place where a mapping is split, with its fix.
 */
export function splitRepeats(c: Collector, root: YNode): YNode[] {
  const inner = splitItems(c, root);
  if (inner.kind !== 'map' || !isBlock(c.text, inner)) return [inner];
  const runs = runsOf(c.text, inner, true);
  if (runs.length === 1) return [inner];
  for (const run of runs.slice(1)) {
    const key = run[0]!.key;
    const name = c.text.slice(key.start, key.end);
    // `--` for `---`: the YAML error at that line already says so (yaml-errors.ts); one cause, one diagnostic.
    if (afterDashes(c.text, key.start)) continue;
    report(c, 'design-yaml', `"${name}" starts the document's keys again here: a second document in one file starts with a line ---`, key.start, key.end, { suggestions: [`---\n${name}`] });
  }
  return runs.map(mapOf);
}

/** The node with every block mapping in a list split where its first key comes back (a missing dash). */
function splitItems(c: Collector, node: YNode): YNode {
  if (node.kind === 'map') {
    let changed = false;
    const pairs = node.pairs.map((p) => {
      const value = splitItems(c, p.value);
      if (value !== p.value) changed = true;
      return value === p.value ? p : { key: p.key, value };
    });
    return changed ? { ...node, pairs } : node;
  }
  if (node.kind !== 'seq') return node;
  let changed = false;
  const items: YNode[] = [];
  for (const item of node.items) {
    const split = splitItems(c, item);
    if (split !== item) changed = true;
    const runs = split.kind === 'map' && isBlock(c.text, split) ? runsOf(c.text, split, false) : [];
    if (runs.length <= 1) {
      items.push(split);
      continue;
    }
    changed = true;
    for (const run of runs.slice(1)) {
      const key = run[0]!.key;
      const name = c.text.slice(key.start, key.end);
      const dash = c.text.slice(key.start - 2, key.start) === '  ' ? { suggestions: [`- ${name}`] } : {};
      report(c, 'design-yaml', `"${name}" starts the keys of this list item again: a new item needs its dash, "- ${name}"`, dash.suggestions === undefined ? key.start : key.start - 2, key.end, dash);
    }
    for (const run of runs) items.push(mapOf(run));
  }
  return changed ? { ...node, items } : node;
}

/** Whether a mapping is written in block style (not `{ }`). */
const isBlock = (text: string, map: YMap): boolean => text[map.start] !== '{';

/**
 * The pairs of a mapping cut before each pair whose key is the first pair's key written again at
 * the same column (at column 1 for a document's, when `top`); one run when there is none.
 */
function runsOf(text: string, map: YMap, top: boolean): YPair[][] {
  const first = map.pairs[0];
  if (first === undefined) return [map.pairs];
  const head = resolved(first.key);
  if (head.kind !== 'scalar' || typeof head.value !== 'string') return [map.pairs];
  const column = columnOf(text, first.key.start);
  if (top && (column !== 0 || !DOCUMENT_HEADS.includes(head.value))) return [map.pairs];
  const runs: YPair[][] = [[]];
  for (const p of map.pairs) {
    const k = resolved(p.key);
    if (p !== first && k.kind === 'scalar' && k.value === head.value && columnOf(text, p.key.start) === column) runs.push([]);
    runs[runs.length - 1]!.push(p);
  }
  return runs;
}

/** The keys a design document starts with: a document whose first key is one of them and comes back is two documents. */
const DOCUMENT_HEADS: readonly string[] = Object.freeze(['format', 'kind']);

/** A mapping of some pairs of another, spanning them. */
const mapOf = (pairs: YPair[]): YMap => ({ kind: 'map', pairs, start: pairs[0]!.key.start, end: pairs[pairs.length - 1]!.value.end });

/** The column (0-based) of an offset. */
function columnOf(text: string, at: number): number {
  let i = at;
  while (i > 0 && text[i - 1] !== '\n' && text[i - 1] !== '\r') i--;
  return at - i;
}

/** Whether the content line before the one at `at` is `--` (a document separator short of a dash). */
function afterDashes(text: string, at: number): boolean {
  let end = at - columnOf(text, at);
  while (end > 0) {
    let start = end - 1;
    while (start > 0 && text[start - 1] !== '\n' && text[start - 1] !== '\r') start--;
    const line = text.slice(start, end).trim();
    if (line !== '' && !line.startsWith('#')) return /^--\s*$/.test(line);
    end = start;
  }
  return false;
}
