// Rules of the source tree that keep the hardening from regressing, checked by reading the code.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from '../docs/exports.js';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

const SOURCES = files(join(REPO, 'src')).map((f) => ({ file: relative(REPO, f), text: readFileSync(f, 'utf8') }));

/** The lines of the sources that match a pattern, as `file:line: text`. */
const matching = (pattern: RegExp): string[] =>
  SOURCES.flatMap(({ file, text }) => text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])));

describe('source rules', () => {
  it('no push(...spread): spreading an unbounded array into arguments overflows the stack', () => {
    expect(matching(/\.(push|unshift)\(\s*\.\.\./)).toEqual([]);
  });

  it('no Math.max/min(...spread) either, for the same reason', () => {
    expect(matching(/Math\.(max|min)\(\s*\.\.\./)).toEqual([]);
  });

  it('no module-level let or var: no global mutable state', () => {
    expect(matching(/^(export\s+)?(let|var)\s/)).toEqual([]);
  });

  it('the patterns find what they look for', () => {
    expect(/\.(push|unshift)\(\s*\.\.\./.test('all.push(...r.diagnostics);')).toBe(true);
    expect(/Math\.(max|min)\(\s*\.\.\./.test('Math.max(...xs)')).toBe(true);
    expect(/^(export\s+)?(let|var)\s/.test('export let x = 1;')).toBe(true);
  });
});
