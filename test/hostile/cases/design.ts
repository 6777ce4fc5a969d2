// Hostile cases: design files. Each runs alone in a child process (1 GB heap, a hang guard) and
// returns a small summary that test/hostile/design.test.ts checks: codes, counts, places.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expandPaths, unsafeGlob } from '../../../src/cli/files.js';
import { runCli } from '../../../src/cli/program.js';
import { LOAD_LIMITS } from '../../../src/design/index.js';
// The full answer (documents and counts even when some document failed), as the CLI reads it.
import { loadDesignsInFull as loadDesigns, type FullLoad } from '../../../src/design/load.js';
import { oneMistakePerLine } from '../../../bench/corpus.js';
import type { HostileCase } from './index.js';

const MB = 1024 * 1024;

/** The codes of a result in order of first appearance, with how many of each. */
function codes(r: FullLoad): Record<string, number> {
  const out: Record<string, number> = {};
  for (const d of r.diagnostics) out[d.code] = (out[d.code] ?? 0) + 1;
  return out;
}

/** What the tests look at: ok, the codes and counts, the first diagnostic's place, the documents. */
function brief(r: FullLoad): unknown {
  const first = r.diagnostics[0];
  const last = r.diagnostics.at(-1);
  return {
    ok: r.ok,
    codes: codes(r),
    count: r.diagnostics.length,
    counts: r.counts,
    first: first === undefined ? null : `${first.span?.line}:${first.span?.column} ${first.code}`,
    last: last === undefined ? null : `${last.code} ${last.severity}`,
    documents: r.documents.length,
  };
}

/** `text` repeated until it is `size` characters long (the last copy cut). */
function fill(text: string, size: number): string {
  return text.repeat(Math.ceil(size / text.length)).slice(0, size);
}

/** A seeded generator of junk characters. */
function junk(size: number, alphabet: (x: number) => string, seed = 7): string {
  let x = seed;
  const parts: string[] = [];
  let chunk = '';
  for (let i = 0; i < size; i++) {
    x = (Math.imul(x, 1103515245) + 12345) & 0x7fffffff;
    chunk += alphabet(x >>> 8);
    if (chunk.length === 4096) {
      parts.push(chunk);
      chunk = '';
    }
  }
  parts.push(chunk);
  return parts.join('');
}

/** A unit list whose first unit's spec is anchored (`&s`) and the next `aliases` units alias it. */
function anchoredSpec(specLength: number, aliases: number): string {
  const lines = ['format: 1', 'kind: units', 'title: Aliased', 'units:', '  - name: u0', `    spec: &s 3d6 eZap${fill(' XX', specLength - 8)}`];
  for (let i = 1; i <= aliases; i++) lines.push(`  - name: u${i}`, '    spec: *s');
  return lines.join('\n') + '\n';
}


const SPECS = ['3d6 eZap "Laser" AP RNG- p=5', '6 pDefense p=1', '2d6 cShock AE:R1 IMMUNE p=3', '12 cDefense HARD p=3', 'Detection Sensors=radar', '4d6 pZap "Phaser" ARC:AF p=5', '1d6 Flash vs. radar,lidar', '3d6 pShock "Breaching Charge" PEN 2CH'];

/** A valid unit list of about `size` characters: realistic lines, names all different. */
export function validUnits(size: number): string {
  const parts = ['format: 1\nkind: units\ntitle: Big list\nunits:\n'];
  let length = parts[0]!.length;
  for (let i = 0; length < size - 200; i++) {
    const line = `  - name: Unit ${i}\n    spec: ${SPECS[i % SPECS.length]}\n${i % 5 === 0 ? `    count: ${1 + (i % 9)}\n` : ''}`;
    parts.push(line);
    length += line.length;
  }
  return parts.join('');
}

/** Runs `spacedock check` on standard input, collecting what it prints. */
async function checkStdin(text: string): Promise<{ code: number; rendered: number; longestLine: number; tail: string[] }> {
  let err = '';
  let out = '';
  const code = await runCli(['check', '-'], { out: (t) => (out += t), err: (t) => (err += t), readStdin: async () => text });
  const lines = err.split('\n');
  return {
    code,
    rendered: lines.filter((l) => /^(error|warning|info)\[/.test(l)).length,
    longestLine: lines.reduce((m, l) => Math.max(m, l.length), 0),
    tail: [...lines.filter((l) => l.includes('not shown')), ...out.trim().split('\n')],
  };
}

export const DESIGN_CASES: Readonly<Record<string, HostileCase>> = {
  'design/deep-flow-twice': () => {
    const text = '['.repeat(10000) + ']'.repeat(10000);
    return [brief(loadDesigns(text, 'deep.yaml')), brief(loadDesigns(text, 'deep2.yaml'))];
  },
  'design/deep-flow-900-in-a-deep-stack': () => {
    // Called with most of the stack already used: the answer must not depend on it.
    const text = '['.repeat(900) + ']'.repeat(900);
    const deep = (n: number): unknown => (n === 0 ? brief(loadDesigns(text, 'x')) : deep(n - 1));
    return [brief(loadDesigns(text, 'x')), deep(5000)];
  },
  'design/deep-block-dashes': () => brief(loadDesigns('- '.repeat(10000) + 'x\n', 'x')),
  'design/deep-block-indents': () => brief(loadDesigns(Array.from({ length: 2000 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n') + ' x\n', 'x')),
  'design/deep-block-dash-lines': () => brief(loadDesigns(Array.from({ length: 2000 }, (_, i) => `${' '.repeat(i)}-`).join('\n') + ' x\n', 'x')),
  'design/unclosed-braces-5e6': () => brief(loadDesigns('{'.repeat(5e6), 'x')),
  'design/unclosed-brackets-5e6': () => brief(loadDesigns('['.repeat(5e6), 'x')),
  'design/brackets-over-lines': () => brief(loadDesigns('[\n'.repeat(2e6), 'x')),
  'design/tab-lines-10mb': () => brief(loadDesigns(fill('\tk: v\n', LOAD_LIMITS.maxLength), 'x')),
  'design/tab-lines-500kb': () => brief(loadDesigns(fill('\tk: v\n', 500_000), 'x')),
  'design/distinct-keys-30k': () => {
    const text = 'format: 1\nkind: units\ntitle: Keys\n' + Array.from({ length: 30000 }, (_, i) => `k${i}: ${i}`).join('\n') + '\n';
    return brief(loadDesigns(text, 'x'));
  },
  'design/distinct-keys-1mb': () => {
    const lines: string[] = [];
    let size = 0;
    for (let i = 0; size < MB; i++) {
      lines.push(`key${i}: v`);
      size += lines[i]!.length + 1;
    }
    return brief(loadDesigns(lines.join('\n') + '\n', 'x'));
  },
  'design/duplicate-keys-far-apart': () => {
    const keys = Array.from({ length: 30000 }, (_, i) => `  k${i}: ${i}`);
    keys.push('  k7: again');
    return brief(loadDesigns(`notes:\n${keys.join('\n')}\n`, 'x'));
  },
  'design/anchored-100kb-aliased-99': () => brief(loadDesigns(anchoredSpec(100_000, 99), 'x')),
  'design/anchored-1mb-aliased-99': () => brief(loadDesigns(anchoredSpec(1_000_000, 99), 'x')),
  'design/anchored-10kb-aliased-99': () => brief(loadDesigns(anchoredSpec(10_000, 99), 'x')),
  'design/billion-laughs': () => {
    const lines = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 10; i++) {
      const p = String.fromCharCode(96 + i);
      lines.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(10).fill(`*${p}`).join(', ')}]`);
    }
    return brief(loadDesigns(lines.join('\n') + '\n', 'x'));
  },
  'design/many-small-aliases': () => brief(loadDesigns(`a: &a x\nb: [${Array(150).fill('*a').join(', ')}]\n`, 'x')),
  'design/mistakes-1mb-cli': () => checkStdin(oneMistakePerLine(MB)),
  'design/mistakes-3mb-cli': () => checkStdin(oneMistakePerLine(3 * MB)),
  'design/mistakes-3mb-load': () => brief(loadDesigns(oneMistakePerLine(3 * MB), 'x')),
  'design/junk-10mb': () => brief(loadDesigns(junk(LOAD_LIMITS.maxLength, (x) => (x % 40 === 0 ? '\n' : String.fromCharCode(32 + (x % 95)))), 'x')),
  'design/binary-10mb': () => brief(loadDesigns(junk(LOAD_LIMITS.maxLength, (x) => String.fromCharCode(x % 256)), 'x')),
  'design/binary-500kb': () => brief(loadDesigns(junk(500_000, (x) => String.fromCharCode(x % 256)), 'x')),
  'design/valid-10mb': () => {
    const text = validUnits(LOAD_LIMITS.maxLength);
    const r = loadDesigns(text, 'x');
    const d = r.documents[0]?.document;
    const units = d?.kind === 'units' ? d.units.length : 0;
    return { ...(brief(r) as object), units, priced: r.documents[0]?.prices.filter((p) => p !== undefined).length };
  },
  'design/valid-10mb-cli': () => checkStdin(validUnits(LOAD_LIMITS.maxLength)),
  'design/1000-documents-of-10kb': () => {
    const doc = validUnits(10_000);
    const text = Array.from({ length: 1000 }, () => doc).join('---\n');
    return brief(loadDesigns(text, 'x'));
  },
  'design/1001-documents': () => brief(loadDesigns('---\na: 1\n'.repeat(1001), 'x')),
  'design/document-markers-10mb': () => brief(loadDesigns(fill('---\n', LOAD_LIMITS.maxLength), 'x')),
  'design/dash-lines-10mb': () => brief(loadDesigns(fill('- a\n', LOAD_LIMITS.maxLength), 'x')),
  'design/empty-items-10mb': () => brief(loadDesigns(fill('-\n', LOAD_LIMITS.maxLength), 'x')),
  'design/flow-items-10mb': () => brief(loadDesigns(`[${fill('a,', LOAD_LIMITS.maxLength - 2)}]`, 'x')),
  'design/comment-lines-10mb': () => brief(loadDesigns('a: 1\n' + fill('#\n', LOAD_LIMITS.maxLength - 5), 'x')),
  'design/bad-unit-lines-10mb': () => brief(loadDesigns('format: 1\nkind: units\ntitle: T\nunits:\n' + fill('  - x\n', LOAD_LIMITS.maxLength - 40), 'x')),
  'design/huge-name-bad-spec': () => {
    const name = 'N'.repeat(MB);
    const r = loadDesigns(`format: 1\nkind: units\ntitle: T\nunits:\n  - name: ${name}\n    spec: 3d6 eZap${' XX'.repeat(2000)}\n`, 'x');
    return { ...(brief(r) as object), longestMessage: r.diagnostics.reduce((m, d) => Math.max(m, d.message.length), 0) };
  },
  'design/distinct-keys-10mb': () => {
    const lines: string[] = ['format: 1', 'kind: units', 'title: Keys'];
    let size = 0;
    for (let i = 0; size < LOAD_LIMITS.maxLength - 100; i++) {
      lines.push(`key${i}: v`);
      size += lines[i + 3]!.length + 1;
    }
    return brief(loadDesigns(lines.join('\n') + '\n', 'x'));
  },
  'design/aliases-10mb': () => brief(loadDesigns(`a: &a x\nb: [${fill('*a, ', LOAD_LIMITS.maxLength - 20)}*a]\n`, 'x')),
  'design/tagged-items-full-reader-budget': () => brief(loadDesigns(`[${fill('!t a, ', LOAD_LIMITS.maxFullYamlLength - 10)}a]\n`, 'x')),
  'design/explicit-keys-full-reader-budget': () => brief(loadDesigns(fill('? a\n', LOAD_LIMITS.maxFullYamlLength - 10), 'x')),
  // Reading on after YAML errors (specs/design-format.md 7.5): each unclosed quote hides the next,
  // a line of 150 000 blanks after one, and lines that each open a block over tab-indented ones.
  'design/recovery-hidden-quotes-200kb': () => brief(loadDesigns(fill('a: "x\n', 200_000), 'x')),
  'design/recovery-long-blank-line': () => brief(loadDesigns(`a: "x${' '.repeat(150_000)}b: c\nd: e\n`, 'x')),
  'design/recovery-nested-openers': () => brief(loadDesigns(Array.from({ length: 60 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n') + '\n' + fill('\t- x\n', 200_000), 'x')),
  'design/full-reader-budget-spent': () => {
    // Two documents that only the full reader reads (a tag each): the second no longer fits its budget.
    const first = `a: !t x\n${'#c\n'.repeat(150_000)}`;
    const second = `b: !t y\n${'#c\n'.repeat(40_000)}`;
    return brief(loadDesigns(`${first}---\n${second}`, 'x'));
  },
  'design/unknown-systems-10mb': () => {
    const parts = ['format: 1\nkind: ship\nname: S\nsizeClass: 3\ntech: 3\nsystems:\n'];
    let length = parts[0]!.length;
    for (let i = 0; length < LOAD_LIMITS.maxLength - 100; i++) {
      const line = `  - {label: Xy${i}}\n`;
      parts.push(line);
      length += line.length;
    }
    return brief(loadDesigns(parts.join(''), 'x'));
  },
  'design/unknown-modifiers-2mb': () => {
    // Sixty unknown modifiers on each line, every spec different: the notation's own cost per mistake.
    const parts = ['format: 1\nkind: units\ntitle: T\nunits:\n'];
    let length = parts[0]!.length;
    for (let i = 0; length < 2 * MB - 300; i++) {
      const line = `  - { name: u${i}, spec: 3d6 eZap${' Q'.repeat(60)} Z${i} }\n`;
      parts.push(line);
      length += line.length;
    }
    return brief(loadDesigns(parts.join(''), 'x'));
  },
  'design/glob-backtracking': async () => {
    // The glob library matches with regular expressions that backtrack: globs past the star limit
    // are refused unsearched, and the worst one allowed stays fast on a 255-character name.
    const refused = [`${'*a'.repeat(40)}b`, `**/${'*a'.repeat(40)}`, '+(a|aa)+(a|aa)b'].map((g) => unsafeGlob(g) !== undefined);
    const dir = mkdtempSync(join(tmpdir(), 'spacedock-glob-'));
    writeFileSync(join(dir, 'a'.repeat(255)), '');
    const usage = (m: string): never => {
      throw new Error(m);
    };
    const found = await expandPaths([`${dir}/*a*a*ab`, `${dir}/${'**/'.repeat(30)}x`], usage);
    return { refused, found: found.filter((p) => 'file' in p).length };
  },
  'design/long-line-spec-cli': () => checkStdin(`format: 1\nkind: units\ntitle: T\nunits:\n  - name: Long\n    spec: 3d6 eZap${' XX'.repeat(1_500_000)}\n`),
};
