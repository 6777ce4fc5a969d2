// The fast YAML reader must read every document it accepts exactly as the full reader (the
// `yaml` library) does: the same values, keys, aliases and places. Generated documents, most in
// the fast reader's YAML and some mutated past it, are read by both and compared. For a longer
// search: FUZZ_RUNS=100000 (runs) and FUZZ_CLEAN=0 (the share of documents left unmutated).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitDocuments } from '../../src/design/documents.js';
import { awkwardFinder, readFast } from '../../src/design/fast-yaml.js';
import { readSource } from '../../src/design/full-yaml.js';
import { LOAD_LIMITS } from '../../src/design/load-limits.js';
import type { DocumentSlice } from '../../src/design/documents.js';
import type { ReadOutcome, YNode } from '../../src/design/yaml-tree.js';

/** A document of `text` read by the full reader, as the loader hands it one (load-with.ts). */
const readFull = (text: string, d: DocumentSlice): ReadOutcome => readSource(text.slice(d.from, d.end), d.from, d.start);

/** A tree as plain data, aliases by name and target place, so that two readers' trees compare with toEqual. */
function plain(n: YNode | null): unknown {
  if (n === null) return null;
  switch (n.kind) {
    case 'alias':
      return { alias: n.name, to: [n.target.start, n.target.end], at: [n.start, n.end] };
    case 'scalar':
      return { v: Number.isNaN(n.value) ? 'NaN' : n.value, at: [n.start, n.end], ...(n.tag === undefined ? {} : { tag: n.tag }) };
    case 'map':
      return { map: n.pairs.map((p) => [plain(p.key), plain(p.value)]), at: [n.start, n.end] };
    case 'seq':
      return { seq: n.items.map(plain), at: [n.start, n.end] };
  }
}

function summary(r: ReadOutcome): unknown {
  if (r.kind !== 'tree') return r;
  // An empty document is no node for one reader and an empty null for the other: the loader skips both.
  const empty = r.root === null || (r.root.kind === 'scalar' && r.root.value === null && r.root.start === r.root.end);
  return empty ? null : plain(r.root);
}

interface Stats {
  fast: number;
  total: number;
}

/** Reads every document of `text` both ways; checks that what the fast reader reads, the full one reads the same. */
function compare(text: string, stats: Stats): void {
  const { documents } = splitDocuments(text, text.charCodeAt(0) === 0xfeff ? 1 : 0, 1000);
  const awkward = awkwardFinder(text);
  for (const d of documents) {
    stats.total++;
    const fast = readFast(text, d, awkward);
    if (fast.kind === 'unsupported') continue;
    stats.fast++;
    const full = readFull(text, d);
    expect(summary(fast), JSON.stringify(text.slice(d.from, d.end))).toEqual(summary(full));
  }
}

/** A small seeded generator of YAML text in many of the styles design files use. */
function yamlText(seed: number): string {
  let s = seed >>> 0 || 1;
  const rnd = (): number => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const anchors: string[] = [];
  const scalars = ['a', 'b c', '3d6 eZap "Laser" AP RNG- p=5', '1', '-5', '+3', '007', '0x1F', '0o17', '1e3', '1.5', '.5', '.inf', '-.Inf', '.nan', 'null', 'Null', '~', 'true', 'FALSE', 'x:y', 'a#b', 'é', '😀', 'a,b', 'a]b', 'vs. radar,lidar', "'q''s'", '"d\\"q"', '"\\u00e9\\x41\\t"', "''", '""', '"a b "', "' a'", '-x', 'a - b', 'Hull', 'no Mech', '<<'];
  const keys = ['name', 'spec', 'count', 'notes', 'label', 'variant', 'format', 'kind', 'title', 'units', 'systems', '"quoted key"', "'k'", 'k 2', '1', 'true', '~', '__proto__', '<<'];
  const flowScalars = scalars.filter((x) => !/[,[\]{}#]/.test(x) && !x.startsWith("'") && !x.startsWith('"')).concat(['"q,]"', "'s}'"]);
  const flow = (depth: number): string => {
    const r = rnd();
    if (depth > 3 || r < 0.45) {
      if (rnd() < 0.1 && anchors.length > 0) return `*${pick(anchors)}`;
      return pick(flowScalars);
    }
    const n = Math.floor(rnd() * 4);
    const sep = rnd() < 0.2 ? ',\n      ' : ', ';
    if (r < 0.7) return `[${Array.from({ length: n }, () => flow(depth + 1)).join(sep)}${rnd() < 0.1 ? ',' : ''}]`;
    return `{${Array.from({ length: n }, () => `${pick(keys.filter((k) => !k.includes(' ') || k.startsWith('"')))}: ${rnd() < 0.1 ? '' : flow(depth + 1)}`).join(sep)}}`;
  };
  const block = (indent: number, depth: number): string[] => {
    const pad = ' '.repeat(indent);
    const r = rnd();
    const anchor = (): string => {
      if (rnd() < 0.08) {
        const a = `a${anchors.length}`;
        anchors.push(a);
        return `&${a} `;
      }
      return '';
    };
    const value = (inner: number): string[] => {
      const v = rnd();
      if (depth > 4 || v < 0.45) {
        if (v < 0.05 && anchors.length > 0) return [` *${pick(anchors)}`];
        if (v < 0.1) return [` ${anchor()}${pick(['|', '>', '|-', '>-', '|+'])}`, `${' '.repeat(inner)}line one`, ...(rnd() < 0.5 ? [''] : []), `${' '.repeat(inner)}line two`];
        if (v < 0.14) return [` ${pick(scalars)}`, `${' '.repeat(inner)}continued`];
        if (v < 0.18) return [''];
        return [` ${anchor()}${pick(scalars)}${rnd() < 0.1 ? ' # note' : ''}`];
      }
      if (v < 0.6) return [` ${anchor()}${flow(depth)}`];
      const a = anchor();
      const below = block(inner, depth + 1);
      return [a === '' ? '' : ` ${a.trim()}`, ...below];
    };
    if (depth > 0 && r < 0.5) {
      // a sequence
      const n = 1 + Math.floor(rnd() * 3);
      const out: string[] = [];
      for (let i = 0; i < n; i++) {
        if (rnd() < 0.3) {
          // a compact mapping in the item
          const [first, ...rest] = block(indent + 2, depth + 1).map((l) => l.slice(indent + 2));
          if (first !== undefined && !first.startsWith('- ')) {
            out.push(`${pad}- ${first}`, ...rest.map((l) => (l === '' ? '' : `${' '.repeat(indent + 2)}${l}`)));
            continue;
          }
        }
        const [head, ...more] = value(indent + step);
        out.push(`${pad}-${head}`, ...more);
        if (rnd() < 0.1) out.push(`${pad}# a comment`);
      }
      return out;
    }
    const n = 1 + Math.floor(rnd() * 4);
    const out: string[] = [];
    for (let i = 0; i < n; i++) {
      const [head, ...more] = value(indent + step);
      out.push(`${pad}${pick(keys)}:${head}`, ...more);
      if (rnd() < 0.1) out.push('');
    }
    return out;
  };
  const docs: string[] = [];
  const step = pick([2, 2, 3, 4]);
  const count = 1 + Math.floor(rnd() * 2);
  for (let d = 0; d < count; d++) {
    anchors.length = 0;
    docs.push([...(d > 0 || rnd() < 0.2 ? ['---'] : []), ...block(0, 0)].join('\n'));
  }
  // Trailing spaces, and blank lines holding spaces, here and there.
  const lines = docs.join('\n').split('\n').map((l) => (rnd() < 0.05 ? `${l}${' '.repeat(1 + Math.floor(rnd() * 3))}` : rnd() < 0.03 ? `${l}\n${' '.repeat(Math.floor(rnd() * 8))}` : l));
  let text = lines.join('\n') + (rnd() < 0.8 ? '\n' : '');
  if (rnd() < 0.1) text = text.replaceAll('\n', '\r\n');
  // Mutations: a few characters inserted or removed, to step outside the reader's YAML.
  const edits = rnd() < Number(process.env["FUZZ_CLEAN"] ?? 0.5) ? 0 : 1 + Math.floor(rnd() * 3);
  for (let e = 0; e < edits; e++) {
    const at = Math.floor(rnd() * (text.length + 1));
    if (rnd() < 0.5) text = text.slice(0, at) + text.slice(at + 1);
    else text = text.slice(0, at) + pick([' ', '  ', '\n', '\n  ', '\n- ', '\n#c\n', '\n---\n', '\n...\n', '%YAML 1.2\n', ':', ': ', '- ', '#', ' #', '"', "'", '[', ']', '{', '}', ',', '&x ', '*x', '*a0', '|', '>', '|2', '\t', '?', '!', '\\', '\r']) + text.slice(at);
  }
  return text;
}

describe('the fast YAML reader agrees with the full reader', () => {
  it('on generated documents, most of them read by the fast reader', () => {
    const stats: Stats = { fast: 0, total: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => compare(yamlText(seed), stats)),
      { numRuns: Number(process.env["FUZZ_RUNS"] ?? 3000) },
    );
    // The comparison means something only if the fast reader takes a good share of them.
    if (process.env["FUZZ_RUNS"] !== undefined) console.log(stats);
    expect(stats.fast / stats.total).toBeGreaterThan(0.4);
  });

  const samples: [string, string][] = [
    ['block scalars', 'a: |\n  x\n\n  y\nb: >-\n  p\n  q\n\n  r\nc: |+\n  z\nd: 1\n'],
    ['folded plain scalars', 'a: b\n  c\n\n  d e\nf: g # c\n'],
    ['compact forms', '- a\n- - b\n  - c\n- k: 1\n  j:\n  - x\n-\n- k2: &q 1\n- *q\n'],
    ['JSON', '{"format": 1, "kind": "units", "title": "T",\n "units": [\n  {"name": "x", "spec": "3d6 eZap \\"L\\""}\n ]\n}\n'],
    ['a sequence at its key\'s indent', 'x:\n- 1\n- 2\ny: 3\n'],
    ['flow over lines', 'k: [a,\n  b\n]\nm: {a: 1,\n   b: 2}\n'],
    ['scalars of the core schema', "- 'it''s'\n- \"\\u00e9\\x41\"\n- ~\n- 0x1F\n- 1e3\n- .inf\n- +5\n- -0\n- 0o17\n- True\n- ''\n"],
    ['markers and comments', '# lead\n--- # c\na: 1\n...\n# between\n---\nb: [1, 2] # tail\n'],
    ['CRLF', 'a: 1\r\nb:\r\n  - x\r\n  - "y"\r\n'],
    ['empty values', 'a:\nb: \nc:  # c\nd: &e\n- \n'],
    ['a literal scalar with a more-indented line', 'a: |\n  x\n    more\n  y\nb: 1\n'],
    ['an anchored sequence at its key\'s indent', 'k: &a\n- x\n- y\nm: *a\n'],
    ['a comment inside a flow collection', 'k: [a, # c\n  b]\n'],
    ['a quoted key with a space before the colon', '"a b" : 1\n'],
  ];
  for (const [name, text] of samples) {
    it(`reads ${name} as the full reader does`, () => {
      const stats: Stats = { fast: 0, total: 0 };
      compare(text, stats);
      expect(stats.fast).toBeGreaterThan(0);
    });
  }

  it('stops at the same collection when nesting passes the limit, block or flow', () => {
    const n = LOAD_LIMITS.maxDepth + 1;
    const deep = [
      '['.repeat(n) + ']'.repeat(n),
      '{a: '.repeat(n) + '1' + '}'.repeat(n),
      '- '.repeat(n) + 'x',
      Array.from({ length: n }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n') + ' x',
      Array.from({ length: n }, (_, i) => `${' '.repeat(2 * i)}- `).join('\n') + 'x',
      '[\n'.repeat(n) + ']'.repeat(n),
      'a: ' + '['.repeat(n),
    ];
    for (const text of deep) {
      const [d] = splitDocuments(text, 0, 1).documents;
      const fast = readFast(text, d!, awkwardFinder(text));
      const full = readFull(text, d!);
      expect(fast.kind, text.slice(0, 40)).toBe('too-deep');
      expect(full, text.slice(0, 40)).toEqual(fast);
    }
  });
});
