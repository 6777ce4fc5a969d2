import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderDocs } from '../scripts/render-docs.js';

describe('generated docs', () => {
  it.each(Object.entries(renderDocs()))('%s is up to date (run `npm run gen:docs`)', (path, content) => {
    expect(readFileSync(new URL(`../${path}`, import.meta.url), 'utf8')).toBe(content);
  });
});

// The README's and the guides' shell examples are run by test/docs/shell-examples.test.ts.
