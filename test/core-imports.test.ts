import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The browser-safe core: these folders must not reach Node built-ins, yaml or zod. */
const CORE = ['notation', 'rules', 'diagnostics', 'pricing', 'catalog', 'combat', 'damage', 'dice', 'input', 'turn', 'survival', 'plot', 'editing'];
const src = fileURLToPath(new URL('../src/', import.meta.url));

function files(dir: string): string[] {
  let out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out = out.concat(files(p));
    else if (e.name.endsWith('.ts')) out.push(p);
  }
  return out;
}

describe('core stays portable', () => {
  const coreList = CORE;
  const core = coreList.flatMap((d) => {
    try {
      return files(join(src, d));
    } catch {
      return [];
    }
  });

  it('has files to check', () => expect(core.length).toBeGreaterThan(5));

  it.each(core.map((f) => [f.slice(src.length), f]))('%s imports no node:, fs, yaml or zod, and nothing from cli/ or design/', (_rel, file) => {
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);
    for (const s of specifiers) {
      expect(s).not.toMatch(/^(node:|fs$|path$|yaml$|zod$|zod\/)/);
      expect(s).not.toMatch(/\/(cli|design)\//);
    }
  });

  it('keeps the design core free of Node built-ins (it may use yaml and zod)', () => {
    for (const file of files(join(src, 'design'))) {
      const text = readFileSync(file, 'utf8');
      const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);
      for (const s of specifiers) expect(s, file).not.toMatch(/^(node:|fs$|path$)|\/cli\//);
    }
  });

  it('keeps the catalog out of the root entry point (its own subpath export)', () => {
    const root = readFileSync(join(src, 'index.ts'), 'utf8');
    expect(root).not.toMatch(/catalog/);
  });

  it('has no default export and no class (but the one private-field brand of parsed units)', () => {
    // A private field is the only mark of "built by an accepted parse" that a copy, an object on
    // the same prototype or a proxy cannot fake; a plain object cannot do that job. The class is
    // not exported and holds no data but the brand.
    const CLASS_ALLOWED: Readonly<Record<string, RegExp>> = { 'notation/checked.ts': /^class ParsedUnit \{\n  readonly #parsed = true;\n/m };
    for (const file of files(src)) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/export default/);
      const rel = file.slice(src.length).replaceAll('\\', '/');
      const allowed = CLASS_ALLOWED[rel];
      if (allowed !== undefined) {
        expect(text, file).toMatch(allowed);
        expect(text.match(/^\s*(export\s+)?class\s/gm), file).toHaveLength(1);
        expect(text, file).not.toMatch(/^export\s+class\s/m);
      } else {
        expect(text, file).not.toMatch(/^\s*(export\s+)?class\s/m);
      }
    }
  });
});
