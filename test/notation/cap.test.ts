// The diagnostics cap: one parse keeps at most MAX_DIAGNOSTICS, the first by position, and closes
// the list with one too-many-diagnostics summary whose severity is the worst one left out.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DIAGNOSTICS, parseUnit, priceUnit, type Diagnostic, type Severity, type Span } from '../../src/index.js';
import { emit, finish, newSink } from '../../src/diagnostics/sink.js';

/** The span of a diagnostic of spec text: every one has a span (the test fails if not). */
const spanOf = (d: Diagnostic): Span => {
  if (d.span === undefined) throw new Error(`${d.code} has no span`);
  return d.span;
};
const byPosition = (a: Diagnostic, b: Diagnostic): number => spanOf(a).start - spanOf(b).start || spanOf(a).end - spanOf(b).end;
const isSorted = (ds: readonly Diagnostic[]): boolean => ds.every((d, i) => i === 0 || byPosition(ds[i - 1]!, d) <= 0);

describe('parseUnit keeps at most MAX_DIAGNOSTICS', () => {
  it('5000 unknown words: the first 1000, then one summary counting the other 4000', () => {
    const r = parseUnit('3d6 eZap' + ' XX'.repeat(5000));
    expect(r.ok).toBe(false);
    expect(r.diagnostics).toHaveLength(MAX_DIAGNOSTICS + 1);
    const last = r.diagnostics.at(-1)!;
    expect(last).toMatchObject({ code: 'too-many-diagnostics', severity: 'error', message: '4000 more diagnostics not shown (at most 1000 are kept)' });
    // The summary points at the first word left out: the 1001st, at 8 + 3 x 1000 + 1.
    expect(last.span).toEqual({ start: 3009, end: 3011 });
    expect(r.diagnostics.slice(0, -1).every((d) => d.code === 'unknown-modifier')).toBe(true);
    expect(r.diagnostics[999]!.span).toEqual({ start: 3006, end: 3008 });
  });

  it('keeps the first by position, whatever order the checks report them in', () => {
    // The repeated AP is found by the checks that run after the parse, yet it is first in the text.
    const r = parseUnit('3d6 eZap AP AP' + ' XX'.repeat(5000));
    expect(r.diagnostics).toHaveLength(MAX_DIAGNOSTICS + 1);
    expect(r.diagnostics[0]).toMatchObject({ code: 'duplicate-modifier', span: { start: 12, end: 14 } });
    expect(isSorted(r.diagnostics)).toBe(true);
    expect(r.diagnostics.at(-1)!.message).toBe('4001 more diagnostics not shown (at most 1000 are kept)');
  });

  it('stays not ok when the only errors were left out, and ok when none were errors', () => {
    const dropped = parseUnit('3d6 eZap' + ','.repeat(1500) + ' XX');
    expect(dropped.diagnostics.slice(0, -1).every((d) => d.severity === 'warning')).toBe(true);
    expect(dropped.diagnostics.at(-1)).toMatchObject({ code: 'too-many-diagnostics', severity: 'error' });
    expect(dropped.ok).toBe(false);

    const warnings = parseUnit('3d6 eZap' + ','.repeat(1500));
    expect(warnings.ok).toBe(true);
    expect(warnings.diagnostics).toHaveLength(MAX_DIAGNOSTICS + 1);
    expect(warnings.diagnostics.at(-1)).toMatchObject({ code: 'too-many-diagnostics', severity: 'warning', message: '500 more diagnostics not shown (at most 1000 are kept)' });
  });

  it('exactly 1000 is no summary; 1001 is', () => {
    expect(parseUnit('3d6 eZap' + ' XX'.repeat(1000)).diagnostics).toHaveLength(1000);
    const r = parseUnit('3d6 eZap' + ' XX'.repeat(1001));
    expect(r.diagnostics).toHaveLength(1001);
    expect(r.diagnostics.at(-1)!.message).toBe('1 more diagnostic not shown (at most 1000 are kept)');
  });

  it('priceUnit passes the capped list on, with its own few', () => {
    const r = priceUnit('3d6 eZap' + ' XX'.repeat(5000), { profile: 'nope' as never });
    expect(r.diagnostics).toHaveLength(MAX_DIAGNOSTICS + 2);
    // The bad option is structured input: a path, no span; the text's diagnostics keep their spans.
    expect(r.diagnostics[0]).toMatchObject({ code: 'invalid-profile', path: 'options.profile' });
    expect(r.diagnostics[0]!.span).toBeUndefined();
    expect(r.diagnostics.slice(1).every((d) => d.span !== undefined && d.path === undefined)).toBe(true);
    expect(r.diagnostics.at(-1)!.code).toBe('too-many-diagnostics');
  });

  it('any text: at most 1000 + 1, sorted, a summary only when needed, ok exactly when no error', () => {
    const junk = fc.array(fc.constantFrom('XX', 'AP', ',', '=', ')', '(', '"', 'ACT13<', 'p=', 'RNGX', '3d6', 'eZap', 'vs.'), { minLength: 200, maxLength: 3000 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(junk, (text) => {
        const r = parseUnit('3d6 eZap ' + text);
        expect(r.diagnostics.length).toBeLessThanOrEqual(MAX_DIAGNOSTICS + 1);
        expect(isSorted(r.diagnostics)).toBe(true);
        const summaries = r.diagnostics.filter((d) => d.code === 'too-many-diagnostics');
        expect(summaries.length).toBe(r.diagnostics.length > MAX_DIAGNOSTICS ? 1 : 0);
        if (summaries.length === 1) expect(r.diagnostics.at(-1)).toBe(summaries[0]);
        expect(r.ok).toBe(!r.diagnostics.some((d) => d.severity === 'error'));
      }),
      { numRuns: 60, endOnFailure: true },
    );
  });
});

describe('a unit holds at most 1000 modifiers and 1000 sensor types per list', () => {
  it('1000 modifiers parse; the 1001st is unit-too-large, reported once', () => {
    expect(parseUnit('3d6 eZap' + ' RNGX'.repeat(1000)).ok).toBe(true);
    const r = parseUnit('3d6 eZap' + ' RNGX'.repeat(1500));
    expect(r.ok).toBe(false);
    expect(r.diagnostics).toEqual([
      { severity: 'error', code: 'unit-too-large', message: 'a unit holds at most 1000 modifiers; this one and those after it are not read', span: { start: 5009, end: 5013 } },
    ]);
  });

  it('the words after the limit are still read and their problems reported', () => {
    const r = parseUnit('3d6 eZap' + ' RNGX'.repeat(1001) + ' XX AP AP');
    expect(r.diagnostics.map((d) => d.code)).toEqual(['unit-too-large', 'unknown-modifier']);
  });

  it('a sensor list of 1000 types parses; more is unit-too-large', () => {
    const list = (n: number): string => Array.from({ length: n }, (_, i) => `s${i}`).join(',');
    expect(parseUnit(`Illusion vs. ${list(1000)}`).ok).toBe(true);
    expect(parseUnit(`Illusion vs. ${list(1001)}`).diagnostics.map((d) => d.code)).toEqual(['unit-too-large']);
  });
});

describe('the sink keeps the first MAX_DIAGNOSTICS by position', () => {
  const SEVERITIES: readonly Severity[] = ['info', 'warning', 'error'];
  const report = fc.record({ start: fc.nat(50), length: fc.nat(3), severity: fc.nat(2) });

  it('equals: sort everything stably by position, keep the first 1000, summarise the rest', () => {
    fc.assert(
      fc.property(fc.array(report, { minLength: 900, maxLength: 4500 }), (reports) => {
        const sink = newSink();
        const all: Diagnostic[] = [];
        reports.forEach((r, i) => {
          const severity = SEVERITIES[r.severity]!;
          emit(sink, 'unknown-modifier', `#${i}`, r.start, r.start + r.length, severity);
          all.push({ severity, code: 'unknown-modifier', message: `#${i}`, span: { start: r.start, end: r.start + r.length } });
        });
        const got = finish(sink);
        const sorted = [...all].sort(byPosition);
        if (sorted.length <= MAX_DIAGNOSTICS) {
          expect([...got].sort(byPosition)).toEqual(sorted);
          return;
        }
        expect(got.slice(0, MAX_DIAGNOSTICS)).toEqual(sorted.slice(0, MAX_DIAGNOSTICS));
        const rest = sorted.slice(MAX_DIAGNOSTICS);
        const worst = rest.some((d) => d.severity === 'error') ? 'error' : rest.some((d) => d.severity === 'warning') ? 'warning' : 'info';
        expect(got[MAX_DIAGNOSTICS]).toEqual({
          severity: worst,
          code: 'too-many-diagnostics',
          message: `${rest.length} more diagnostic${rest.length === 1 ? '' : 's'} not shown (at most 1000 are kept)`,
          span: rest[0]!.span,
        });
        expect(got).toHaveLength(MAX_DIAGNOSTICS + 1);
        expect(sink.failed).toBe(all.some((d) => d.severity === 'error'));
      }),
      // Shrinking thousands of reports takes minutes; the first counterexample is enough.
      { numRuns: 80, endOnFailure: true },
    );
  });
});
