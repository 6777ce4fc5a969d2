/** Measuring and fitting text, and escaping it. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEJAVU_SANS, escapeSvgText, fitText, SHEET_RULES, textWidth } from '../../src/sheet/index.js';
import { textHeight } from '../../src/sheet/measure.js';

describe('fitText', () => {
  it('keeps the size when the text fits, shrinks down to 6 pt, then cuts with an ellipsis', () => {
    expect(fitText('Lab', 30, 5, 7)).toEqual({ text: 'Lab', size: 7, cut: false });
    const shrunk = fitText('Emergency Bridge', textWidth('Emergency Bridge', 6.5) + 2 * SHEET_RULES.textPad, 5, 7)!;
    expect(shrunk.size).toBe(6.5);
    const cut = fitText('A very long name indeed for a box', 14, 5, 7)!;
    expect(cut.size).toBe(6);
    expect(cut.cut).toBe(true);
    expect(cut.text.endsWith('\u2026')).toBe(true);
    expect(fitText('x', 0.5, 5, 7)).toBeUndefined();
    expect(fitText('x', 30, 1, 7)).toBeUndefined();
  });

  it('always fits the cell, and never goes under 6 pt (any text, any cell)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600, unit: 'binary' }), fc.double({ min: 0, max: 200, noNaN: true }), fc.double({ min: 0, max: 10, noNaN: true }), fc.boolean(), (text, w, h, bold) => {
        const fit = fitText(text, w, h, 8, bold);
        if (fit === undefined) return;
        expect(fit.size).toBeGreaterThanOrEqual(6);
        expect(textWidth(fit.text, fit.size, bold)).toBeLessThanOrEqual(w - 2 * SHEET_RULES.textPad + 1e-9);
        expect(textHeight(fit.size)).toBeLessThanOrEqual(h + 1e-9);
      }),
    );
  });

  it('measures from the DejaVu Sans table, the widest width for unknown characters', () => {
    const k = SHEET_RULES.mmPerPt * SHEET_RULES.widthSlack;
    expect(textWidth('W', 10)).toBeCloseTo(DEJAVU_SANS.regular['W']! * 10 * k, 9);
    expect(textWidth('\u4e2d', 10)).toBeCloseTo(DEJAVU_SANS.fallbackWidth * 10 * k, 9);
  });
});

describe('escapeSvgText', () => {
  it('escapes markup and drops what XML cannot hold', () => {
    expect(escapeSvgText('a<b>&"\'')).toBe('a&lt;b&gt;&amp;&quot;&#39;');
    expect(escapeSvgText('x\u0000\u001f\u007f\ud800y\nz')).toBe('xy z');
  });
});
