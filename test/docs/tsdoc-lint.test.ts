/**
 * Every export of the public entry points has a doc comment, and every exported function and
 * constant has an `@example` with a ```ts block (which `examples.test.ts` runs).
 */
import { describe, expect, it } from 'vitest';
import { collectExports, type ExportedSymbol } from './exports.js';

const symbols = collectExports();
const label = (s: ExportedSymbol) => `${s.entry}: ${s.name} (${s.kind}, ${s.file})`;

describe('TSDoc on the public API', () => {
  it('finds the exports of all eight entry points', () => {
    const entries = new Set(symbols.map((s) => s.entry));
    expect([...entries].sort()).toEqual(['spacedock', 'spacedock/catalog', 'spacedock/combat', 'spacedock/damage', 'spacedock/design', 'spacedock/duel', 'spacedock/plot', 'spacedock/render', 'spacedock/sheet', 'spacedock/turn']);
    expect(symbols.length).toBeGreaterThan(300);
  });

  it('every exported symbol has a doc comment', () => {
    expect(symbols.filter((s) => !s.hasDoc).map(label)).toEqual([]);
  });

  it('every exported function and constant has an @example', () => {
    expect(symbols.filter((s) => s.kind !== 'type' && !s.hasExample).map(label)).toEqual([]);
  });

  it('every @example of an exported function or constant holds a ```ts block', () => {
    expect(symbols.filter((s) => s.kind !== 'type' && s.hasExample && !s.hasTsExample).map(label)).toEqual([]);
  });

  it('the example of each exported function and constant uses it', () => {
    expect(symbols.filter((s) => s.kind !== 'type' && s.hasTsExample && !s.exampleNamesIt).map(label)).toEqual([]);
  });
});
