/**
 * The corpus of realistic mistakes (specs/conformance/mistakes*.yaml): each file, or each spec in
 * a one-unit file, gives exactly the diagnostics listed, in one run, each at its line:column with
 * its words and its first suggestion; and no suggestion anywhere is the text it would replace.
 */
import fc from 'fast-check';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadDesigns } from '../../src/design/index.js';
import { parseUnit } from '../../src/index.js';
import type { Diagnostic } from '../../src/index.js';
import { loadFixture } from '../helpers/fixtures.js';

interface Expected {
  readonly code: string;
  readonly at: string;
  readonly says: string;
  readonly suggestion: string | null;
}
type Case = { readonly name: string; readonly diagnostics: readonly Expected[] } & ({ readonly spec: string } | { readonly file: string });

/** The corpus: mistakes.yaml, then every mistakes-*.yaml beside it (a file a topic), in name order. */
const files = readdirSync(fileURLToPath(new URL('../../specs/conformance/', import.meta.url)))
  .filter((f) => /^mistakes(-[a-z0-9-]+)?\.yaml$/.test(f))
  .sort();
const cases = files.flatMap((f) => loadFixture<Case[]>(f));

/** The file a case is read as (a spec goes into a one-unit list, single-quoted, on line 6). */
const fileOf = (c: Case): string => ('spec' in c ? `format: 1\nkind: units\ntitle: Mistakes\nunits:\n  - name: Gun\n    spec: '${c.spec}'\n` : c.file.replaceAll('→', '\t'));

/** The suggestions of some diagnostics that would replace their text by itself. */
function selfSuggestions(text: string, diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.flatMap((d) => (d.span === undefined ? [] : (d.suggestions ?? []).filter((s) => s === text.slice(d.span!.start, d.span!.end)).map((s) => `${d.code} at ${d.span!.start}: ${s}`)));
}

describe('the mistakes corpus (specs/conformance/mistakes*.yaml)', () => {
  it('holds at least 60 mistakes, files with several among them', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    const several = cases.filter((c) => new Set(c.diagnostics.map((d) => d.code)).size >= 3);
    expect(several.length).toBeGreaterThanOrEqual(3);
    for (const c of several) expect(c.diagnostics.length, c.name).toBeGreaterThanOrEqual(3);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const text = fileOf(c);
    const r = loadDesigns(text, 'mistake.yaml');
    expect(r.diagnostics.length).toBeGreaterThan(0);
    // Every mistake in one run, each once, in the loader's order.
    expect(r.diagnostics.map((d) => ({ code: d.code, at: `${d.span?.line}:${d.span?.column}` }))).toEqual(c.diagnostics.map(({ code, at }) => ({ code, at })));
    c.diagnostics.forEach((e, i) => {
      const d = r.diagnostics[i]!;
      expect(d.message).toContain(e.says);
      expect(d.suggestions?.[0] ?? null).toBe(e.suggestion);
    });
    expect(selfSuggestions(text, r.diagnostics)).toEqual([]);
  });

  it('never suggests the text a diagnostic points at, for any spec', () => {
    const word = fc.constantFrom('ACT', 'AUTO', 'ARC:', 'AB', '12<', '10', 'CH', '4', 'RNG_', 'Armor', 'Piercing', 'AP', 'EX', 'CONT', 'U', 'XTIME', '2', 'p=3', 'ap', 'act12', 'Autofire', 'x');
    fc.assert(
      fc.property(fc.array(word, { maxLength: 6 }), fc.string({ maxLength: 12 }), (words, noise) => {
        const spec = `3d6 eZap ${words.join(' ')} ${noise}`;
        const r = parseUnit(spec);
        expect(selfSuggestions(spec, r.diagnostics)).toEqual([]);
      }),
    );
  });
});
