import { describe, expect, it } from 'vitest';
import { formatUnit, parseUnit } from '../../src/index.js';
import { loadFixture } from '../helpers/fixtures.js';

interface Accepted {
  name: string;
  source: string;
  spec: string;
  canonical: string;
  function: string;
  modifiers: string[];
  warnings?: string[];
}

interface Rejected {
  name: string;
  spec: string;
  diagnostics: { code: string; span: [number, number] }[];
}

const accepted = loadFixture<Accepted[]>('notation-accepted.yaml');
const rejected = loadFixture<Rejected[]>('notation-rejected.yaml');

describe('accepted specs (specs/conformance/notation-accepted.yaml)', () => {
  it('has fixtures', () => expect(accepted.length).toBeGreaterThan(40));

  it.each(accepted.map((f) => [f.name, f] as const))('%s', (_name, f) => {
    const r = parseUnit(f.spec);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.diagnostics.map((d) => d.code)).toEqual(f.warnings ?? []);
    if (!r.ok) throw new Error('not ok');
    expect(formatUnit(r.value)).toBe(f.canonical);
    expect(r.value.function.kind).toBe(f.function);
    expect(r.value.modifiers.map((m) => m.code)).toEqual(f.modifiers);
    // The canonical form is a fixed point.
    const again = parseUnit(f.canonical);
    expect(again.ok && formatUnit(again.value)).toBe(f.canonical);
  });
});

/** The codes of the checks that enforce a rule of the book: each names it in `source`. */
const RULE_CODES = new Set(['invalid-table-value', 'modifier-not-applicable', 'unusual-modifier', 'duplicate-modifier', 'conflicting-modifiers', 'value-below-minimum']);
const BOOKS = new Set(['Ship Point System', 'spacedock rulings', 'spacedock']);

describe('rejected specs (specs/conformance/notation-rejected.yaml)', () => {
  it('has fixtures', () => expect(rejected.length).toBeGreaterThan(40));

  it('every diagnostic of a rule cites it; the others cite nothing', () => {
    let cited = 0;
    for (const f of [...rejected, ...accepted]) {
      for (const d of parseUnit(f.spec).diagnostics) {
        if (RULE_CODES.has(d.code)) {
          cited++;
          expect(BOOKS.has(d.source?.book ?? ''), `${f.spec}: ${d.code}`).toBe(true);
          expect(d.source?.entry.length ?? 0, `${f.spec}: ${d.code}`).toBeGreaterThan(0);
        } else {
          expect(d.source, `${f.spec}: ${d.code}`).toBeUndefined();
        }
      }
    }
    expect(cited).toBeGreaterThan(10);
  });

  it.each(rejected.map((f) => [f.name, f] as const))('%s', (_name, f) => {
    const r = parseUnit(f.spec);
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map((d) => ({ code: d.code, span: d.span === undefined ? undefined : [d.span.start, d.span.end] }))).toEqual(f.diagnostics);
  });
});
