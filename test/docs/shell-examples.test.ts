/**
 * The guides' shell examples, run: every `$ spacedock ...` line of README.md and docs/*.md (in a
 * code block, with what it prints written below it) is run with the built CLI (bin/spacedock.cjs)
 * in a fresh folder holding a copy of the repository's examples (examples/, docs/examples/) and
 * the files that guide asks the reader to save, and what it prints, both streams in the order a
 * terminal shows them, must be what the guide shows (test/docs/shell-examples.ts has the
 * wildcards and the markers). Nothing is normalised but the example folder's own path.
 *
 * A `$` block that cannot run is marked in its guide with its reason, and listed here; a `$` line
 * that is neither run nor marked fails the test.
 */
import { spawnSync } from 'node:child_process';
import { closeSync, cpSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { matchLines, readGuide, type GuideExamples, type ShellExample } from './shell-examples.js';

const root = new URL('../../', import.meta.url).pathname;
const BIN = `${root}bin/spacedock.cjs`;
const GUIDES = ['README.md', ...readdirSync(`${root}docs`).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];
const guides = new Map<string, GuideExamples>(GUIDES.map((doc) => [doc, readGuide(doc, readFileSync(`${root}${doc}`, 'utf8'))]));
const folders: string[] = [];
afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

/** A fresh folder for one guide: the repository's examples, and the files the guide saves. */
function folderFor(doc: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'spacedock-docs-'));
  folders.push(dir);
  cpSync(`${root}examples`, join(dir, 'examples'), { recursive: true });
  cpSync(`${root}docs/examples`, join(dir, 'docs', 'examples'), { recursive: true });
  for (const file of guides.get(doc)!.files) writeFileSync(join(dir, file.name), file.text);
  return dir;
}

/** Runs the built CLI in `dir`; both streams go to one file, so their lines keep the order they were written in. */
function run(example: ShellExample, dir: string): string[] {
  const log = join(dir, '.printed');
  const fd = openSync(log, 'w');
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  delete env['FORCE_COLOR'];
  try {
    spawnSync(process.execPath, [BIN, ...example.argv], { cwd: dir, stdio: ['ignore', fd, fd], env });
  } finally {
    closeSync(fd);
  }
  return readFileSync(log, 'utf8').replaceAll(`${dir}/`, '').replace(/\n$/, '').split('\n');
}

describe('the guides', () => {
  it('mark every $ line they do not run, and every marker is understood', () => {
    expect([...guides.values()].flatMap((g) => g.problems)).toEqual([]);
  });

  it('have examples to run in the README and in docs/', () => {
    const examples = [...guides.values()].flatMap((g) => g.examples);
    console.log(`${examples.length} shell examples run; not run: ${[...guides.values()].flatMap((g) => g.unrun.map((u) => `${u.doc}:${u.line} (${u.reason})`)).join(', ') || 'none'}`);
    expect(examples.filter((e) => e.doc === 'README.md').length).toBeGreaterThanOrEqual(5);
    expect(examples.filter((e) => e.doc !== 'README.md').length).toBeGreaterThanOrEqual(15);
  });
});

for (const [doc, guide] of guides) {
  if (guide.examples.length === 0) continue;
  describe(`${doc}'s shell examples`, () => {
    let dir: string | undefined;
    // In the guide's order, in one folder: a later example may read what an earlier one wrote.
    it.each(guide.examples.map((e) => [`${e.line}: ${e.command}`, e] as const))('%s', (_, example) => {
      dir ??= folderFor(doc);
      const printed = run(example, dir);
      expect(matchLines(example.expected, printed), `${doc}:${example.line}: ${example.command}\n--- the guide shows:\n${example.expected.join('\n')}\n--- printed:\n${printed.join('\n')}`).toBe(true);
    });
  });
}

describe('the install instructions', () => {
  // `npm ci` builds dist/ (the prepare script), and `npm pack` would run prepare again.
  it.each(GUIDES)('%s packs what npm ci built, without building it again', (doc) => {
    const text = readFileSync(`${root}${doc}`, 'utf8');
    expect(text.match(/(?:&&\s*|^)npm pack(?! --ignore-scripts| --dry-run).*/gm) ?? []).toEqual([]);
    expect(text).not.toMatch(/npm ci && npm run build/);
  });
});

describe('the comparison', () => {
  it('fails when one printed line of an example differs from the guide', () => {
    const example = guides.get('docs/getting-started.md')!.examples.find((e) => e.argv[0] === 'check')!;
    const dir = folderFor(example.doc);
    const printed = run(example, dir);
    expect(matchLines(example.expected, printed)).toBe(true);
    for (let i = 0; i < example.expected.length; i++) {
      const changed = example.expected.map((l, j) => (j === i ? l.replace(/\d/, (d) => String((Number(d) + 1) % 10)) : l));
      if (changed[i] !== example.expected[i]) expect(matchLines(changed, printed), `line ${i} changed`).toBe(false);
    }
    expect(matchLines([...example.expected, 'one more line'], printed)).toBe(false);
    expect(matchLines(example.expected.slice(1), printed)).toBe(false);
  });
});
