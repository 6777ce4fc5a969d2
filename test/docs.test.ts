import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderDocs } from '../scripts/render-docs.js';

describe('generated docs', () => {
  it.each(Object.entries(renderDocs()))('%s is up to date (run `npm run gen:docs`)', (path, content) => {
    expect(readFileSync(new URL(`../${path}`, import.meta.url), 'utf8')).toBe(content);
  });
});

/**
 * The README's command examples: every ```text block that opens with `$ npm run -s spacedock -- ...`
 * is run in-process, and its printed lines (both streams) must match the
 * block's, in the order a terminal shows them. A line `...` stands for any number of lines; a line ending in `...` for any line that
 * starts with what precedes it.
 */
describe('README examples', async () => {
  const { runIn } = await import('./cli/harness.js');
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const blocks = [...readme.matchAll(/```text\n(\$ npm run -s spacedock -- [^\n]*)\n([\s\S]*?)```/g)].map((m) => ({ command: m[1]!, expected: m[2]!.replace(/\n$/, '').split('\n') }));

  it('has examples to run', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(4);
  });

  it.each(blocks.map((b) => [b.command, b] as const))('%s', async (_, { command, expected }) => {
    const r = await runIn(shellWords(command.slice('$ npm run -s spacedock -- '.length)));
    const actual = r.both.replace(/\n$/, '').split('\n');
    expect(matchLines(expected, actual), `${command}\n--- printed:\n${actual.join('\n')}`).toBe(true);
  });
});

/** Splits a command line as a POSIX shell would for the simple quoting the README uses ('...' and "..."). */
function shellWords(line: string): string[] {
  const words: string[] = [];
  for (const m of line.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)) words.push(m[1] ?? m[2] ?? m[3]!);
  return words;
}

/** Whether printed lines match a README block, with `...` lines and `...` line ends as wildcards. */
function matchLines(expected: readonly string[], actual: readonly string[], i = 0, j = 0): boolean {
  if (i === expected.length) return j === actual.length;
  const want = expected[i]!;
  if (want === '...') {
    for (let k = j; k <= actual.length; k++) if (matchLines(expected, actual, i + 1, k)) return true;
    return false;
  }
  const got = actual[j];
  if (got === undefined) return false;
  const fits = want.endsWith('...') ? got.startsWith(want.slice(0, -3)) : got === want;
  return fits && matchLines(expected, actual, i + 1, j + 1);
}
