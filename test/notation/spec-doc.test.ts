import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatUnit, parseUnit } from '../../src/index.js';

/** The tables of the book's examples in specs/notation.md, section 8: they must say what the library does. */
const doc = readFileSync(new URL('../../specs/notation.md', import.meta.url), 'utf8');
const section = doc.slice(doc.indexOf('## 8 Every example of the book'), doc.indexOf('### 8.3'));
const rows = [...section.matchAll(/^\|(?:[^|`\n]*\|)? `([^`]+)` \| `([^`]+)` \|$/gm)].map((m) => ({
  spec: m[1]!.replaceAll('⏎', '\n'),
  canonical: m[2]!,
}));

describe('specs/notation.md section 8', () => {
  it('has the tables', () => expect(rows.length).toBeGreaterThanOrEqual(24));

  it.each(rows.map((r) => [r.spec, r] as const))('%s', (_spec, r) => {
    const result = parseUnit(r.spec);
    expect(result.diagnostics).toEqual([]);
    expect(result.ok && formatUnit(result.value)).toBe(r.canonical);
  });
});
