/** The page printer (`pageSvg`) and the one escaper behind it: what any item can put in the SVG. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeSvgText, pageSvg, renderSheet, type SheetItem, type SheetPageBox } from '../../src/sheet/index.js';
import { cleanText } from '../../src/sheet/clean-text.js';
import { fittedTextSvg } from '../../src/sheet/text-svg.js';
import { unescape, xmlProblems } from '../plot/svg.js';
import { DESIGN_FILES, afterVolleys, exampleDesign } from './fixtures.js';

const PAGE: SheetPageBox = { width: 215.9, height: 279.4, margin: 10 };
const BOX = { kind: 'box', x: 10, y: 10, w: 4, h: 4, system: 'Armor', index: 2, destroyed: true, held: 3 } as const;
const TEXT = { kind: 'text', x: 16, y: 10, w: 30, h: 4, text: 'Lab', size: 7, anchor: 'middle', bold: true, role: 'held' } as const;
const RECT = { kind: 'rect', x: 5, y: 5, w: 50, h: 40, role: 'frame' } as const;
const LINE = { kind: 'line', x1: 10, y1: 10, x2: 14, y2: 14, role: 'cross' } as const;
const ELEMENTS = new Set(['svg', 'style', 'rect', 'line', 'text']);

/** Problems with a page: XML errors, and any element the printer does not write. */
function pageProblems(svg: string): string[] {
  const foreign = [...svg.matchAll(/<\/?([A-Za-z][\w:-]*)/g)].map((m) => m[1]!).filter((e) => !ELEMENTS.has(e));
  return [...xmlProblems(svg), ...foreign.map((e) => `a <${e}> element`)];
}

/** The TypeError `pageSvg` throws for an item, or 'written'. */
function refusal(item: unknown, page: unknown = PAGE, mono?: unknown): string {
  try {
    pageSvg([item as SheetItem], page as SheetPageBox, mono as boolean);
    return 'written';
  } catch (e) {
    return e instanceof TypeError ? e.message : `threw ${String(e)}`;
  }
}

describe('pageSvg', () => {
  it('any name or text, however hostile, is written escaped and reads back as itself (cleaned)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), fc.string({ unit: 'binary', maxLength: 80 }), fc.nat(), (system, text, index) => {
        const svg = pageSvg([{ ...BOX, system, index }, { ...TEXT, text }], PAGE);
        expect(pageProblems(svg)).toEqual([]);
        const box = /data-box="([^"]*)"/.exec(svg)![1]!;
        expect(unescape(box)).toBe(`${cleanText(system)}:${index}`);
        const written = /<text [^>]*>([^<]*)<\/text>/.exec(svg)![1]!;
        expect(unescape(written)).toBe(cleanText(text));
      }),
    );
  });

  it('refuses every field that is not what its type says, by name, and writes nothing', () => {
    const payload = '"><script>alert(1)</script>';
    const cases: [unknown, string][] = [
      [{ ...TEXT, anchor: payload }, 'items[0].anchor is not one of start, middle, end'],
      [{ ...BOX, index: payload }, 'items[0].index is not a whole number from 0 to 9007199254740991'],
      [{ ...BOX, index: -1 }, 'items[0].index is not a whole number from 0 to 9007199254740991'],
      [{ ...BOX, index: 1.5 }, 'items[0].index is not a whole number from 0 to 9007199254740991'],
      [{ ...BOX, held: payload }, 'items[0].held is not a whole number from 1 to 299'],
      [{ ...BOX, held: 300 }, 'items[0].held is not a whole number from 1 to 299'],
      [{ ...BOX, held: null }, 'items[0].held is not a whole number from 1 to 299'],
      [{ ...BOX, system: 7 }, 'items[0].system is a number, not a string'],
      [{ ...BOX, destroyed: 'yes' }, 'items[0].destroyed is not true or false'],
      [{ ...BOX, x: Infinity }, 'items[0].x is not a number from -1000000 to 1000000'],
      [{ ...BOX, w: 10n }, 'items[0].w is not a number from -1000000 to 1000000'],
      [{ ...TEXT, text: ['a'] }, 'items[0].text is an array, not a string'],
      [{ ...TEXT, size: 0 }, 'items[0].size is not a number more than 0 and at most 1000000'],
      [{ ...TEXT, bold: 1 }, 'items[0].bold is not true or false'],
      [{ ...TEXT, role: 'script' }, 'items[0].role is not one of title, info, heading, label, cell, box-number, held, legend, footer, destroyed'],
      [{ ...RECT, role: 'cross' }, 'items[0].role is not one of ship, sample, frame'],
      [{ ...LINE, role: 'ship' }, 'items[0].role is not one of cross, rule'],
      [{ ...LINE, y2: '14' }, 'items[0].y2 is not a number from -1000000 to 1000000'],
      [{ kind: 'circle' }, 'items[0].kind is not one of box, text, rect, line'],
      [null, 'items[0] is null, not a sheet item'],
      [[BOX], 'items[0] is an array, not a sheet item'],
    ];
    for (const [item, message] of cases) expect(refusal(item), message).toBe(`pageSvg: ${message}`);
    expect(refusal(BOX, { width: -1, height: 10 })).toBe('pageSvg: page.width is not a number more than 0 and at most 1000000');
    expect(refusal(BOX, 'letter')).toBe('pageSvg: page is a string, not a page box');
    expect(refusal(BOX, PAGE, 'yes')).toBe('pageSvg: mono is not true or false');
    expect(() => pageSvg({} as never, PAGE)).toThrow(new TypeError('pageSvg: items is an object, not a list of sheet items'));
  });

  it('reads each field once: a getter that answers a number first and markup after draws the number', () => {
    let reads = 0;
    const box = { ...BOX };
    Object.defineProperty(box, 'index', { enumerable: true, get: () => (reads++ === 0 ? 5 : '"><script>') });
    const svg = pageSvg([box], PAGE);
    expect(reads).toBe(1);
    expect(svg).toContain('data-box="Armor:5"');
    expect(pageProblems(svg)).toEqual([]);
  });

  it('names a field whose getter throws, with the error as the cause', () => {
    const cause = new Error('no');
    const box = Object.defineProperty({ ...BOX }, 'held', {
      get: () => {
        throw cause;
      },
    });
    let thrown: unknown;
    try {
      pageSvg([box], PAGE);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(TypeError);
    expect((thrown as TypeError).message).toBe('pageSvg: items[0].held could not be read');
    expect((thrown as TypeError).cause).toBe(cause);
  });

  it('draws every kind of item, and every page renderSheet makes passes its own checks', () => {
    const svg = pageSvg([BOX, TEXT, RECT, LINE], PAGE, true);
    expect(pageProblems(svg)).toEqual([]);
    expect(svg).toContain('data-box="Armor:2" data-destroyed="true" data-held="3"/>');
    expect(svg).toContain('text-anchor="middle" font-weight="bold" class="h"');
    for (const name of DESIGN_FILES) {
      const { loaded, ship } = exampleDesign(name);
      const damaged = afterVolleys(ship, [{ shield: 1, points: 40, seed: 3 }]);
      const sheet = renderSheet({ design: loaded, ship: damaged }, { mono: true });
      if (!sheet.ok) throw new Error(JSON.stringify(sheet.diagnostics));
      for (const p of sheet.value.pages) expect(pageProblems(p), name).toEqual([]);
    }
  });
});

describe('fittedTextSvg (shared with the plots)', () => {
  it('writes the anchor from its own table and the class escaped: neither can carry markup', () => {
    const cell = { x: 0, y: 0, w: 20, h: 4, text: 'x', size: 7, bold: false };
    const out = fittedTextSvg({ ...cell, anchor: '"><script>' as never }, String, '"><script>');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('text-anchor');
    expect(out).toContain('class="&quot;&gt;&lt;script&gt;"');
    expect(fittedTextSvg({ ...cell, anchor: 'end' }, String)).toContain(' text-anchor="end"');
  });
});

describe('escapeSvgText', () => {
  it('refuses what is not a string, without converting it', () => {
    let converted = false;
    const sneaky = { toString: () => ((converted = true), '<script>') };
    for (const v of [sneaky, ['<b>'], 3, null, undefined, Symbol('s')]) expect(() => escapeSvgText(v as never)).toThrow(new TypeError('escapeSvgText: the text is not a string'));
    expect(converted).toBe(false);
  });
});
