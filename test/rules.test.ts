import { describe, expect, it } from 'vitest';
import * as catalog from '../src/catalog/index.js';
import * as root from '../src/index.js';
import {
  ACTIVATION_ROLLS,
  BURNOUT_ROLLS,
  BURNOUT_ROLLS_WITH_CHARGES,
  CHARGES,
  FUNCTIONS,
  JAMMED_ROLLS,
  MODIFIER_CODES,
  MODIFIERS,
  parseUnit,
} from '../src/index.js';

describe('rule tables', () => {
  it('fit the validator\'s 31-bit code set', () => expect(MODIFIER_CODES.length).toBeLessThanOrEqual(31));

  it('key every entry by its own code or kind, and cite a source', () => {
    for (const [code, m] of Object.entries(MODIFIERS)) {
      expect(m.code).toBe(code);
      expect(m.source.entry.length).toBeGreaterThan(0);
      if (m.factor !== null) expect((m.factor * 4) % 1).toBe(0);
    }
    for (const [kind, f] of Object.entries(FUNCTIONS)) {
      expect(f.kind).toBe(kind);
      expect(f.source.entry.length).toBeGreaterThan(0);
    }
  });

  it('charges bands cover 1..250 without gaps or overlaps', () => {
    let next = 1;
    for (const row of CHARGES.rows) {
      expect(row.from).toBe(next);
      expect(row.to).toBeGreaterThanOrEqual(row.from);
      next = row.to + 1;
    }
    expect(next - 1).toBe(250);
  });

  it('every roll row is accepted by the parser and every other roll rejected', () => {
    const cases = [
      ['ACT', ACTIVATION_ROLLS, ''],
      ['JAM', JAMMED_ROLLS, ''],
      ['BURN', BURNOUT_ROLLS, ''],
      ['BURN', BURNOUT_ROLLS_WITH_CHARGES, ' 2CH'],
    ] as const;
    for (const [code, table, extra] of cases) {
      for (let roll = 3; roll <= 18; roll++) {
        const r = parseUnit(`3d6 eZap ${code}${roll}<${extra}`);
        expect(r.ok, `${code}${roll}<${extra}`).toBe(table.rows.some((row) => row.roll === roll));
      }
    }
  });
});

describe('sources', () => {
  const BOOKS = new Set(['Ship Point System', 'SFB:TNG', 'SFB Cadet Training Handbook', 'spacedock rulings', 'spacedock']);
  /** A seed file name, a path into the reference material, or "seed 00x": what a consumer cannot look up. */
  const FILE = /\d{3}_[0-9a-f]{6,}|\.txt\b|shared\/reference|unit-rules-notes|seed 00\d/i;

  /** Every string and every `source` in an exported value, with where it was found. */
  function walk(value: unknown, at: string, seen: Set<object>, strings: [string, string][], sources: [string, unknown][]): void {
    if (typeof value === 'string') strings.push([at, value]);
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    for (const [k, v] of Object.entries(value)) {
      if (k === 'source') sources.push([`${at}.${k}`, v]);
      walk(v, `${at}.${k}`, seen, strings, sources);
    }
  }

  it('every table of the root and catalog entries cites a book by entry, never a seed file', () => {
    const strings: [string, string][] = [];
    const sources: [string, unknown][] = [];
    for (const [name, value] of [...Object.entries(root), ...Object.entries(catalog)]) walk(value, name, new Set(), strings, sources);
    expect(sources.length).toBeGreaterThan(200); // the catalog entries alone have 84
    for (const [at, s] of sources) {
      expect(s, at).toMatchObject({ book: expect.any(String), entry: expect.any(String) });
      const ref = s as { book: string; entry: string };
      expect(BOOKS.has(ref.book), `${at}: ${ref.book}`).toBe(true);
      expect(ref.entry.length, at).toBeGreaterThan(0);
    }
    expect(strings.filter(([, text]) => FILE.test(text))).toEqual([]);
  });

  it('the check can fail', () => {
    for (const bad of ['000_bf9d27ba96fc5f1b.txt', 'see shared/reference/unit-rules-notes.md', 'seed 001, MISSILE']) expect(FILE.test(bad)).toBe(true);
    expect(FILE.test('Ship Point System, MISSILE')).toBe(false);
  });
});
