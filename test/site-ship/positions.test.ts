/**
 * The line:column of the page's problem lists (site/src/positions.ts): the diagnostic's own
 * `span.line`/`span.column` when it has them, else the same answer as `positionAt` from a table of
 * line starts built once per text (issue 23, item 8: the list recounted from the start of the
 * text for every diagnostic, 13.9 s for 1,000 errors in a 9 MB design).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSource } from '../../src/design/full-yaml.js';
import { positionAt, type Diagnostic } from '../../src/index.js';
import { analyseShip } from '../../site/src/ship-analysis.js';
import { lineStarts, positionIn, positionsOf } from '../../site/src/positions.js';

/** The full YAML reader, as the analysis worker hands it. */
const FULL = { readSource };

const at = (start: number, line?: number, column?: number): Diagnostic => ({
  severity: 'error',
  code: 'unknown-modifier',
  message: 'm',
  span: { start, end: start, ...(line === undefined ? {} : { line }), ...(column === undefined ? {} : { column }) },
});

describe('positions of diagnostics', () => {
  it('agrees with positionAt on any text and offset (\\n, \\r\\n, lone \\r, surrogate pairs, out of range)', () => {
    const piece = fc.constantFrom('a', 'bc', '\n', '\r', '\r\n', '\n\r', '😀', ' ', 'é');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }).map((p) => p.join('')), fc.array(fc.oneof(fc.integer({ min: -3, max: 90 }), fc.constant(Number.NaN)), { maxLength: 12 }), (text, offsets) => {
        const starts = lineStarts(text);
        const of = positionsOf(text);
        for (const o of offsets) {
          expect(positionIn(starts, text.length, o)).toEqual(positionAt(text, o));
          if (!Number.isNaN(o)) expect(of(at(o))).toEqual(positionAt(text, o));
        }
      }),
      { numRuns: 500 },
    );
  });

  it("uses a diagnostic's own line and column, and gives none without a span", () => {
    const of = positionsOf('a\nb\nc');
    expect(of(at(0, 7, 3))).toEqual({ line: 7, column: 3 });
    expect(of(at(0, 7))).toEqual({ line: 7, column: 1 });
    expect(of(at(4))).toEqual({ line: 3, column: 1 });
    expect(of({ severity: 'error', code: 'unknown-modifier', message: 'm' })).toBeUndefined();
  });

  it('places 1,000 diagnostics of a 9 MB text without line numbers in well under a second', () => {
    const text = `${'x'.repeat(89)}\n`.repeat(90_000); // 9 MB, 90,000 lines
    const diagnostics = Array.from({ length: 1000 }, (_, i) => at(text.length - 1 - i * 9000));
    const cpu = process.cpuUsage();
    const of = positionsOf(text);
    const places = diagnostics.map((d) => of(d));
    const ms = (process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1000;
    // Spot checks against positionAt (each one a scan of the text: a few only).
    for (const i of [0, 499, 999]) expect(places[i]).toEqual(positionAt(text, diagnostics[i]!.span!.start));
    // One pass over the text and 1,000 searches by halves: tens of ms; the old way was seconds.
    expect(ms).toBeLessThan(1500);
  });

  it("the ship editor's diagnostics keep the library's line and column", () => {
    const lines = ['format: 1', 'kind: ship', 'name: X', 'sizeClass: 3', 'tech: 3', 'units:'];
    for (let i = 0; i < 30; i++) lines.push(`  - name: U${i}`, `    spec: 2d6 eZap${i % 3 === 0 ? ' BOGUS' : ''}`);
    const text = lines.join('\r\n');
    const a = analyseShip(text, FULL);
    expect(a.diagnostics.length).toBeGreaterThanOrEqual(10);
    for (const d of a.diagnostics) {
      if (d.span === undefined) continue;
      expect({ line: d.span.line, column: d.span.column }).toEqual(positionAt(text, d.span.start));
    }
  });
});
