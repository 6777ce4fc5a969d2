/** What the language server reads without the loader: which files it takes, and where their specs are. */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDesigns } from '../../src/design/index.js';
import { documentKind } from '../../src/lsp/classify.js';
import { specAt, specsIn } from '../../src/lsp/specs.js';

describe('documentKind', () => {
  it('takes spacedock designs and unit-spec files, and leaves other YAML and JSON alone', () => {
    expect(documentKind('file:///a/cruiser.yaml', readFileSync('examples/cruiser.yaml', 'utf8'))).toBe('design');
    expect(documentKind('file:///a/cruiser.json', readFileSync('examples/ships/cruiser.json', 'utf8'))).toBe('design');
    expect(documentKind('file:///a/x.yml', 'format: 1\nkind: units\n')).toBe('design');
    expect(documentKind('file:///a/guns.units', 'anything')).toBe('units');
    expect(documentKind('file:///a/guns.specs.txt', 'x', ['.specs.txt'])).toBe('units');
    expect(documentKind('file:///a/.github/workflows/ci.yml', 'on: push\njobs:\n  build:\n    runs-on: ubuntu\n')).toBeUndefined();
    expect(documentKind('file:///a/package.json', '{ "name": "x", "version": "1.0.0" }')).toBeUndefined();
    expect(documentKind('file:///a/notes.md', 'format: 1\nkind: ship\n')).toBeUndefined();
    // One of the two keys is enough (issue 38): the design's check then says the other is missing.
    expect(documentKind('file:///a/x.yaml', 'kind: ship\nname: Wasp\n')).toBe('design');
    expect(documentKind('file:///a/x.yaml', 'format: 1\nname: Wasp\n')).toBe('design');
    expect(documentKind('file:///a/x.json', '{ "kind": "fleet" }')).toBe('design');
    // Not a design: a `kind:` of another tool, a key indented under another, notes.
    expect(documentKind('file:///a/deploy.yaml', 'apiVersion: v1\nkind: Deployment\n')).toBeUndefined();
    expect(documentKind('file:///a/x.yaml', 'meta:\n  kind: ship\n  format: 1\n')).toBeUndefined();
    expect(documentKind('file:///a/notes.yaml', 'todo:\n  - a faster frigate\n')).toBeUndefined();
  });

  it('reads the marks of a design after a byte order mark, and an address with malformed escapes', () => {
    expect(documentKind('file:///a/x.yaml', '\uFEFFformat: 1\nkind: ship\n')).toBe('design');
    expect(documentKind('file:///a/x.yaml', '\uFEFFkind: fleet\nformat: 1\n')).toBe('design');
    // Only at the very start: a mark inside the text is not skipped.
    expect(documentKind('file:///a/x.yaml', 'a: 1\n\uFEFFformat: 1\n')).toBeUndefined();
    expect(documentKind('file:///a/x.yaml', '\uFEFF\uFEFFformat: 1\n')).toBeUndefined();
    expect(documentKind('file:///a/%E0%A4%A.yaml', 'format: 1\nkind: ship\n')).toBe('design');
    expect(documentKind('file:///a/%E0%A4%A.units', 'x')).toBe('units');
  });
});

describe('specsIn', () => {
  it('finds every spec of the example designs, where the loader reads them', () => {
    for (const file of ['examples/cruiser.yaml', 'examples/carrier.yaml', 'examples/weapons.yaml', 'examples/ships/cruiser.json']) {
      const text = readFileSync(file, 'utf8');
      const loaded = loadDesigns(text, file);
      if (!loaded.ok) throw new Error(file);
      const wanted = loaded.value.documents.flatMap((d) => (d.document.kind === 'fleet' ? [] : (d.document.units ?? [])).map((u) => u.spec));
      const found = specsIn(text, 'design');
      expect(found.map((s) => s.text), file).toEqual(wanted);
      for (const s of found) if (s.plain) expect(text.slice(s.start, s.end)).toBe(s.text);
    }
  });

  it('reads block, flow and quoted specs, each line of a unit-spec file, and a spec at its end', () => {
    const text = 'units:\n  - name: A\n    spec: 3d6 eZap AP # a comment\n  - { name: B, spec: 2d6 pZap, count: 2 }\n  - spec: \'9 eDefense "It\'\'s"\'\n';
    expect(specsIn(text, 'design').map((s) => [s.text, s.plain])).toEqual([
      ['3d6 eZap AP', true],
      ['2d6 pZap', true],
      ['9 eDefense "It\'s"', false],
    ]);
    const units = '# guns\n\n  3d6 eZap AP\n2d6 pZap\r\n';
    const found = specsIn(units, 'units');
    expect(found.map((s) => s.text)).toEqual(['3d6 eZap AP', '2d6 pZap']);
    expect(specAt(found, units.indexOf('AP') + 2)?.text).toBe('3d6 eZap AP');
    expect(specAt(found, 0)).toBeUndefined();
  });

  it('never throws, and every span lies inside the text, on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.constantFrom('design' as const, 'units' as const), (text, kind) => {
        for (const s of specsIn(`${text}\nspec: ${text}\n- { spec: ${text}`, kind)) {
          expect(s.start).toBeGreaterThanOrEqual(0);
          expect(s.end).toBeGreaterThanOrEqual(s.start);
        }
      }),
    );
  });
});
