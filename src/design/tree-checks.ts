/**
 * The checks of a document's YAML tree that come before the schema (`specs/design-format.md`,
 * 7.1 and 9): tags, keys (forbidden, not text, duplicated) and how much the aliases expand; then
 * the tree as a plain value, and the way back from a path of that value to its place in the file.
 * Each walks the tree once; nothing expands an alias into a copy.
 */
import { LOAD_LIMITS } from './load-limits.js';
import { report, type Collector } from './collector.js';
import { resolved, type YMap, type YNode, type YPair, type YScalar } from './yaml-tree.js';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** The tags of YAML's core schema; any other tag (`!!js/function`, `!custom`) is refused. */
const CORE_TAGS = new Set(['str', 'int', 'float', 'bool', 'null', 'map', 'seq'].map((t) => `tag:yaml.org,2002:${t}`));

/** What aliases have added to the file so far, across its documents. */
export interface AliasBudget {
  added: number;
}

/** The size of a node with its aliases expanded: nodes plus string characters, and alias uses. */
interface Expanded {
  readonly size: number;
  readonly aliases: number;
}

/** What {@link checkTree} learnt: whether the document may go on, and the nodes that aliases name. */
export interface TreeCheck {
  readonly ok: boolean;
  readonly targets: ReadonlySet<YNode>;
  /** The keys of the large mappings (when `ok`, every key is text; a key written twice is indexed at its first). */
  readonly indexes: ReadonlyMap<YMap, ReadonlyMap<string, YPair>>;
}

const quote = (s: string): string => JSON.stringify(s.length > 60 ? `${s.slice(0, 59)}…` : s);

/**
 * Reports custom tags and forbidden keys (`design-unsafe`), keys that are not text
 * (`design-schema`), keys written twice in one mapping (`design-yaml`, at the second one), and a
 * document whose aliases expand more than the limits allow (`design-unsafe`, at the alias that
 * passes it). Anything reported stops the document, save a key written twice: the document goes
 * on with the first one (its value is the one read, by {@link toValue} and the locator).
 */
export function checkTree(c: Collector, root: YNode, budget: AliasBudget): TreeCheck {
  let ok = true;
  let uses = 0;
  let over = false;
  const targets = new Set<YNode>();
  const indexes = new Map<YMap, Map<string, YPair>>();
  const expanded = new Map<YNode, Expanded>();
  const walk = (node: YNode): void => {
    if (node.kind === 'alias') {
      // Every node an alias names was read before it, and so walked and sized before it: this
      // never recurses through more than one target.
      targets.add(node.target);
      const e = sizeOf(node.target, expanded);
      uses += 1 + e.aliases;
      budget.added += e.size;
      // One report per document, at the alias that passes a limit.
      if (!over && uses > LOAD_LIMITS.maxAliasCount) {
        over = true;
        report(c, 'design-unsafe', `the document expands aliases more than ${LOAD_LIMITS.maxAliasCount} times`, node.start, node.end);
      } else if (!over && budget.added > LOAD_LIMITS.maxAliasExpansion) {
        over = true;
        report(c, 'design-unsafe', `aliases add more than ${LOAD_LIMITS.maxAliasExpansion} nodes and characters to the file`, node.start, node.end);
      }
      ok &&= !over;
      return;
    }
    if (node.tag !== undefined && !CORE_TAGS.has(node.tag)) {
      const tag = tagBefore(c.text, node.start);
      report(c, 'design-unsafe', `the tag ${quote(node.tag)} is not allowed in a design file`, tag?.start ?? node.start, tag?.end ?? node.end);
      ok = false;
    }
    if (node.kind === 'seq') for (const item of node.items) walk(item);
    else if (node.kind === 'map') {
      // Small mappings are searched pair by pair; large ones get an index, kept for the locator.
      const index = node.pairs.length > SMALL_MAP ? new Map<string, YPair>() : undefined;
      if (index !== undefined) indexes.set(node, index);
      for (let i = 0; i < node.pairs.length; i++) {
        const pair = node.pairs[i]!;
        const { key, value } = pair;
        const k = resolved(key);
        if (k.kind !== 'scalar' || typeof k.value !== 'string') {
          const what = k.kind === 'map' ? 'a mapping' : k.kind === 'seq' ? 'a list' : k.value === null ? 'empty' : `the ${typeof k.value} ${String(k.value)}`;
          report(c, 'design-schema', `a key must be a field name (text), and this one is ${what}`, key.start, key.end);
          ok = false;
        } else if (FORBIDDEN_KEYS.has(k.value)) {
          report(c, 'design-unsafe', `the key ${quote(k.value)} is not allowed`, key.start, key.end);
          ok = false;
        } else if (index !== undefined ? index.has(k.value) : smallHas(node.pairs, i, k.value)) {
          // The first one is read, and the rest of the document is checked (one pass).
          report(c, 'design-yaml', `the key ${quote(k.value)} is written twice in this mapping; the format refuses duplicate keys: the first one is read, remove or rename this one`, key.start, key.end);
        } else index?.set(k.value, pair);
        walk(key);
        walk(value);
      }
    }
  };
  walk(root);
  return { ok, targets, indexes };
}

/** Mappings of more pairs than this get an index of their keys. */
const SMALL_MAP = 8;

/** Whether a pair before `i` in a small mapping has the text key `key`. */
function smallHas(pairs: readonly YPair[], i: number, key: string): boolean {
  for (let j = 0; j < i; j++) {
    const k = resolved(pairs[j]!.key);
    if (k.kind === 'scalar' && k.value === key) return true;
  }
  return false;
}

/** The expanded size of a node, each alias target sized once. */
function sizeOf(node: YNode, memo: Map<YNode, Expanded>): Expanded {
  const known = memo.get(node);
  if (known !== undefined) return known;
  let size = 1;
  let aliases = 0;
  if (node.kind === 'alias') {
    const e = sizeOf(node.target, memo);
    return { size: e.size, aliases: e.aliases + 1 };
  }
  if (node.kind === 'scalar') size += typeof node.value === 'string' ? node.value.length : 0;
  else if (node.kind === 'seq') {
    for (const item of node.items) {
      const e = sizeOf(item, memo);
      size += e.size;
      aliases += e.aliases;
    }
  } else {
    for (const { key, value } of node.pairs) {
      const k = sizeOf(key, memo);
      const v = sizeOf(value, memo);
      size += k.size + v.size;
      aliases += k.aliases + v.aliases;
    }
  }
  const out = { size, aliases };
  if (node.kind !== 'scalar') memo.set(node, out);
  return out;
}

/**
 * The tree as a plain value (objects, arrays, scalars). An aliased node becomes one value shared
 * by every alias, built where its anchor is; call only after {@link checkTree} passed (keys are
 * then text, none forbidden; of a key written twice, the first value is read).
 */
export function toValue(root: YNode, targets: ReadonlySet<YNode>): unknown {
  const built = new Map<YNode, unknown>();
  const value = (node: YNode): unknown => {
    if (node.kind === 'alias') return built.get(node.target) ?? value(node.target);
    let out: unknown;
    if (node.kind === 'scalar') out = node.value;
    else if (node.kind === 'seq') out = node.items.map(value);
    else {
      const o: Record<string, unknown> = {};
      for (const { key, value: v } of node.pairs) {
        const k = (resolved(key) as YScalar).value as string;
        // A key written twice (reported by checkTree): the first one is read.
        if (!Object.hasOwn(o, k)) o[k] = value(v);
      }
      out = o;
    }
    if (targets.has(node)) built.set(node, out);
    return out;
  };
  return value(root);
}

/** Finds the nodes of a document by path, with an index of the keys of large mappings. */
export interface Locator {
  /**
   * The node at `path` (or the deepest one that exists) and where to point for it: the node, or
   * the first alias on the way there (a node reached through an alias is pointed at by the alias).
   */
  readonly at: (path: readonly (string | number)[]) => { readonly node: YNode; readonly found: boolean; readonly place: YNode };
  /** The key node of `key` in the mapping at `path`, when it is there and not behind an alias. */
  readonly keyAt: (map: YNode, key: string) => YNode | undefined;
}

/** A locator of the nodes of a tree that passed {@link checkTree}, with the indexes it made. */
export function locator(root: YNode, indexes: ReadonlyMap<YMap, ReadonlyMap<string, YPair>>): Locator {
  const pairOf = (map: YMap, key: string): YPair | undefined => {
    const index = indexes.get(map);
    if (index !== undefined) return index.get(key);
    for (const p of map.pairs) {
      const k = resolved(p.key);
      if (k.kind === 'scalar' && k.value === key) return p;
    }
    return undefined;
  };
  return {
    at: (path) => {
      let node = root;
      let place: YNode | undefined = root.kind === 'alias' ? root : undefined;
      for (const step of path) {
        const n = resolved(node);
        let next: YNode | undefined;
        if (n.kind === 'map' && typeof step === 'string') next = pairOf(n, step)?.value;
        else if (n.kind === 'seq' && typeof step === 'number') next = n.items[step];
        if (next === undefined) return { node, found: false, place: place ?? node };
        node = next;
        if (place === undefined && node.kind === 'alias') place = node;
      }
      return { node, found: true, place: place ?? node };
    },
    keyAt: (map, key) => {
      const n = resolved(map);
      return n.kind === 'map' ? pairOf(n, key)?.key : undefined;
    },
  };
}

/** Where the tag written before a value at `start` is (`!ship` in `name: !ship Heron`), if it is on the same line. */
function tagBefore(text: string, start: number): { readonly start: number; readonly end: number } | undefined {
  let end = start;
  while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '\t')) end--;
  let from = end;
  while (from > 0 && from > start - 1100 && !' \t\r\n'.includes(text[from - 1]!)) from--;
  return from < end && text[from] === '!' ? { start: from, end } : undefined;
}
