/**
 * A text of specs, one a line (`spacedock price -`, the unit bench's box of specs): the lines
 * kept, their numbers and offsets, and a diagnostic placed in the whole text; and the table of
 * prices' columns and cells that both print.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeInBatch, specLines } from '../../src/notation/spec-lines.js';
import { PRICE_TABLE_COLUMNS, priceTableCells } from '../../src/pricing/price-table.js';
import { parseUnit, priceUnit, formatUnit } from '../../src/index.js';

describe('specLines', () => {
  it('keeps the lines that hold a spec, with their 1-based numbers, skipping blank and # lines', () => {
    expect(specLines('3d6 eZap\r\n\n  # note\n   \n2d6 Heal')).toEqual([
      { line: 1, start: 0, text: '3d6 eZap' },
      { line: 5, start: 24, text: '2d6 Heal' },
    ]);
    expect(specLines('')).toEqual([]);
  });

  it('each kept line is the text at its offset, and no line with a spec is lost (property)', () => {
    const line = fc.oneof(fc.constant(''), fc.constant('# c'), fc.stringMatching(/^[a-z0-9 ]{1,12}$/));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), fc.boolean(), (lines, crlf) => {
        const source = lines.join(crlf ? '\r\n' : '\n');
        const kept = specLines(source);
        for (const k of kept) {
          expect(source.slice(k.start, k.start + k.text.length)).toBe(k.text);
          expect(lines[k.line - 1]).toBe(k.text);
        }
        expect(kept.length).toBe(lines.filter((l) => l.trim() !== '' && !l.trim().startsWith('#')).length);
      }),
    );
  });

  it('places a line’s diagnostic in the whole text, with its line and column', () => {
    const source = '3d6 eZap\n3d6 eZapp\n';
    const bad = specLines(source)[1]!;
    const d = priceUnit(bad.text).diagnostics.find((x) => x.span !== undefined)!;
    const placed = placeInBatch(d, bad);
    expect(placed.span).toEqual({ start: d.span!.start + 9, end: d.span!.end + 9, line: 2, column: d.span!.start + 1 });
    expect(source.slice(placed.span!.start, placed.span!.end)).toBe(bad.text.slice(d.span!.start, d.span!.end));
  });
});

describe('the table of prices', () => {
  it('has the columns of `spacedock price -`, and a row of a priced spec is its numbers', () => {
    expect(PRICE_TABLE_COLUMNS.map((c) => c.name)).toEqual(['line', 'spec', 'basic', 'active', 'build', 'power', 'range']);
    expect(PRICE_TABLE_COLUMNS.filter((c) => !c.numeric).map((c) => c.name)).toEqual(['spec']);
    expect(Object.isFrozen(PRICE_TABLE_COLUMNS) && PRICE_TABLE_COLUMNS.every((c) => Object.isFrozen(c))).toBe(true);
    for (const spec of ['3d6 eZap "Laser" AP RNG- p=5', '2 Defense', '3d6 Shock']) {
      const p = priceUnit(spec);
      const u = parseUnit(spec);
      if (!p.ok || !u.ok) throw new Error(spec);
      const cells = priceTableCells(3, formatUnit(u.value), p.value);
      expect(cells).toEqual(['3', formatUnit(u.value), String(p.value.basic), String(p.value.active), String(p.value.build), String(p.value.power), p.value.ranged ? String(p.value.range) : '-']);
    }
  });
});
