/**
 * Golden tests of every command: each file in test/cli/cases/ lists command lines (good and bad
 * input, text and JSON), and test/cli/golden/<same name>.txt holds what they printed and their
 * exit codes. Run with UPDATE_GOLDEN=1 to rewrite the golden files after a deliberate change,
 * then read the diff.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderCase, runIn, type CliCase } from './harness.js';

const casesDir = new URL('./cases/', import.meta.url);
const files = readdirSync(casesDir).filter((f) => f.endsWith('.ts')).sort();

describe.each(files)('spacedock golden output: %s', (file) => {
  const golden = new URL(`./golden/${file.replace(/\.ts$/, '.txt')}`, import.meta.url);
  it('prints what the golden file holds, for every case', async () => {
    const { CASES } = (await import(new URL(file, casesDir).href)) as { CASES: readonly CliCase[] };
    expect(CASES.length).toBeGreaterThan(0);
    expect(new Set(CASES.map((c) => c.name)).size).toBe(CASES.length);
    let text = '';
    for (const c of CASES) text += renderCase(c, await runIn(c.argv, c.stdin, c.color)) + '\n';
    if (process.env['UPDATE_GOLDEN'] === '1') writeFileSync(golden, text);
    if (!existsSync(golden)) throw new Error(`${golden.pathname} is missing: run with UPDATE_GOLDEN=1 and read it`);
    expect(text).toBe(readFileSync(golden, 'utf8'));
  });
});
