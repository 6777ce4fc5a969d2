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
    expect(formatUnit(r.unit)).toBe(f.canonical);
    expect(r.unit.function.kind).toBe(f.function);
    expect(r.unit.modifiers.map((m) => m.code)).toEqual(f.modifiers);
    // The canonical form is a fixed point.
    const again = parseUnit(f.canonical);
    expect(again.ok && formatUnit(again.unit)).toBe(f.canonical);
  });
});

describe('rejected specs (specs/conformance/notation-rejected.yaml)', () => {
  it('has fixtures', () => expect(rejected.length).toBeGreaterThan(40));

  it.each(rejected.map((f) => [f.name, f] as const))('%s', (_name, f) => {
    const r = parseUnit(f.spec);
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map((d) => ({ code: d.code, span: [d.span.start, d.span.end] }))).toEqual(f.diagnostics);
  });
});
