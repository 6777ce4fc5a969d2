import { describe, expect, it } from 'vitest';
import { loadDesigns } from '../../src/design/index.js';
import { loadFixture } from '../helpers/fixtures.js';

interface Case {
  readonly name: string;
  /** The design file; a "→" stands for a tab. */
  readonly file: string;
  readonly diagnostics: readonly { readonly code: string; readonly at: string; readonly path: string | null; readonly says: string }[];
}

const cases = loadFixture<Case[]>('design-diagnostics.yaml');

describe('design diagnostics at the key (specs/conformance/design-diagnostics.yaml)', () => {
  it('has fixtures, tabs among them', () => {
    expect(cases.length).toBeGreaterThan(15);
    expect(cases.some((c) => c.file.includes('→'))).toBe(true);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const r = loadDesigns(c.file.replaceAll('→', '\t'), 'fixture.yaml');
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map((d) => ({ code: d.code, at: `${d.span?.line}:${d.span?.column}`, path: d.path ?? null }))).toEqual(c.diagnostics.map(({ code, at, path }) => ({ code, at, path })));
    c.diagnostics.forEach((expected, i) => expect(r.diagnostics[i]?.message).toContain(expected.says));
  });
});
