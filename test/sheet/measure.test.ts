/** Measuring and fitting text, and escaping it. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEJAVU_SANS, escapeSvgText, fitText, SHEET_RULES, textWidth } from '../../src/sheet/index.js';
import { TALL_GLYPHS, textExtents, textHeight } from '../../src/sheet/measure.js';
import { wrapText } from '../../src/sheet/wrap-text.js';

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
        expect(textHeight(fit.size, fit.text)).toBeLessThanOrEqual(h + 1e-9);
      }),
    );
  });

  it('refuses arguments of the wrong type by their type alone (never converted, never walked)', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    let converted = false;
    const sneaky = { valueOf: () => ((converted = true), 20), toString: () => ((converted = true), 'x') };
    expect(() => fitText('x', deep as never, 4, 7)).toThrow(new TypeError('fitText: w is not a number'));
    expect(() => fitText(sneaky as never, 20, 4, 7)).toThrow(new TypeError('fitText: the text is not a string'));
    expect(() => fitText('x', 20, sneaky as never, 7)).toThrow(new TypeError('fitText: h is not a number'));
    expect(() => fitText('x', 20, 4, '7' as never)).toThrow(new TypeError('fitText: sizePt is not a number'));
    expect(() => fitText('x', 20, 4, 7, 1 as never)).toThrow(new TypeError('fitText: bold is not true or false'));
    expect(() => textWidth(deep as never, 7)).toThrow(new TypeError('textWidth: the text is not a string'));
    expect(() => textWidth('x', 10n as never)).toThrow(new TypeError('textWidth: sizePt is not a number'));
    expect(() => textWidth('x', 7, null as never)).toThrow(new TypeError('textWidth: bold is not true or false'));
    expect(converted).toBe(false);
  });

  it('fits nothing in a cell or at a size that is NaN (never a size larger than asked)', () => {
    expect(fitText('x', NaN, 4, 7)).toBeUndefined();
    expect(fitText('x', 20, NaN, 7)).toBeUndefined();
    expect(fitText('x', 20, 4, NaN)).toBeUndefined();
  });

  it('measures from the DejaVu Sans table, the widest width for unknown characters', () => {
    const k = SHEET_RULES.mmPerPt * SHEET_RULES.widthSlack;
    expect(textWidth('W', 10)).toBeCloseTo(DEJAVU_SANS.regular['W']! * 10 * k, 9);
    expect(textWidth('\u4e2d', 10)).toBeCloseTo(DEJAVU_SANS.fallbackWidth * 10 * k, 9);
  });
});

describe('accented capitals', () => {
  it('reach higher than plain text: a text with one is fitted and centred on the taller extents', () => {
    const { above, below, tallAbove } = SHEET_RULES.renderedText;
    expect(textExtents('Bridge')).toEqual({ above, below });
    for (const t of ['Ålesund', 'ÑANDU', 'École', 'a\u4e2d']) expect(textExtents(t)).toEqual({ above: tallAbove, below });
    // The ellipsis of a cut text is DejaVu's own, no taller than a full stop.
    expect(textExtents('Lab\u2026')).toEqual({ above, below });
    expect(tallAbove).toBeGreaterThan(above);
    // A cell just high enough for plain 7 pt text takes an accented capital at a smaller size.
    const h = textHeight(7);
    expect(fitText('ALESUND', 100, h, 7)?.size).toBe(7);
    const accented = fitText('ÅLESUND', 100, h, 7)!;
    expect(accented.size).toBeLessThan(7);
    expect(textHeight(accented.size, accented.text)).toBeLessThanOrEqual(h);
    for (const ch of 'ÀÅÉÑÖÜÝàé') expect(TALL_GLYPHS).toContain(ch);
    for (const ch of 'AEHNOUYgjy()|') expect(TALL_GLYPHS).not.toContain(ch);
  });
});

describe('wrapText', () => {
  it('breaks between words into lines that fit, shrinking to 6 pt before it gives up; never cuts', () => {
    const w = 29;
    const one = wrapText('Lab', w, 20, 7, true)!;
    expect(one).toMatchObject({ lines: ['Lab'], size: 7 });
    const two = wrapText('Meridian-class Patrol Cruiser', w, 20, 7, true)!;
    expect(two.lines.join(' ')).toBe('Meridian-class Patrol Cruiser');
    expect(two.lines.length).toBeGreaterThan(1);
    for (const line of two.lines) expect(textWidth(line, two.size, true)).toBeLessThanOrEqual(w - 2 * SHEET_RULES.textPad);
    expect(two.lines.length * two.lineH).toBeLessThanOrEqual(20);
    // Too low for three lines at 7 pt: smaller type.
    const low = wrapText('Alpha Bravo Charlie Delta Echo Foxtrot', 20, 9, 7, false)!;
    expect(low.size).toBeLessThan(7);
    expect(low.lines.length * low.lineH).toBeLessThanOrEqual(9);
    // A word wider than the box, too many words, or none: no wrapping.
    expect(wrapText('Supercalifragilisticexpialidocious', w, 20, 7, true)).toBeUndefined();
    expect(wrapText(Array.from({ length: 60 }, () => 'word').join(' '), w, 20, 7, true)).toBeUndefined();
    expect(wrapText(' \t ', w, 20, 7, true)).toBeUndefined();
  });
});

describe('escapeSvgText', () => {
  it('escapes markup and drops what XML cannot hold', () => {
    expect(escapeSvgText('a<b>&"\'')).toBe('a&lt;b&gt;&amp;&quot;&#39;');
    expect(escapeSvgText('x\u0000\u001f\u007f\ud800y\nz')).toBe('xy z');
  });
});
