// Hostile input to the exported printers and measures of spacedock/sheet (issue 23, item 11),
// each case in a child process (see harness.ts): markup in an item's anchor, index or held points
// never reaches the SVG (refused with a TypeError naming the field, or written escaped where the
// type is text), and arrays nested 100 000 deep are refused at once, never recursed into.
import { describe, expect, it } from 'vitest';
import { caseResult } from './harness.js';

/** The SVG of one item, safe: no script, only the printer's elements, well formed. */
const safe = (elements: readonly string[], marks: readonly string[], escapedPayload = false): unknown => ({ script: false, elements, xml: [], escapedPayload, marks });
const refused = (message: string): unknown => ({ threw: 'TypeError', message });

describe('pageSvg: markup where a number or a word belongs', () => {
  it('a <script> in a text item\'s anchor is refused; a getter read once draws its first answer', () => {
    expect(caseResult('sheet/page-svg-script-in-anchor')).toEqual({
      text: refused('pageSvg: items[0].anchor is not one of start, middle, end'),
      changing: safe(['rect', 'style', 'svg', 'text'], ['text-anchor=end']),
    });
  });

  it("a <script> in a box's index is refused; a getter read once draws its first answer", () => {
    expect(caseResult('sheet/page-svg-script-in-index')).toEqual({
      box: refused('pageSvg: items[0].index is not a whole number from 0 to 9007199254740991'),
      changing: safe(['rect', 'style', 'svg'], ['data-box=Armor:4', 'data-held=3']),
    });
  });

  it("a <script> in a box's held points is refused; a getter read once draws its first answer", () => {
    expect(caseResult('sheet/page-svg-script-in-held')).toEqual({
      box: refused('pageSvg: items[0].held is not a whole number from 1 to 299'),
      changing: safe(['rect', 'style', 'svg'], ['data-box=Armor:2', 'data-held=5']),
    });
  });

  it('is escaped where the type is text, refused in every other field, the page box and mono', () => {
    const r = caseResult('sheet/page-svg-script-elsewhere') as Record<string, unknown>;
    expect(r['system']).toEqual(safe(['rect', 'style', 'svg'], ['data-box=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;x y=&quot;:2', 'data-held=3'], true));
    expect(r['text']).toEqual(safe(['rect', 'style', 'svg', 'text'], [], true));
    expect(r).toMatchObject({
      role: refused('pageSvg: items[0].role is not one of title, info, heading, label, cell, box-number, held, legend, footer, destroyed'),
      kind: refused('pageSvg: items[0].kind is not one of box, text, rect, line'),
      rectRole: refused('pageSvg: items[0].role is not one of ship, sample, frame'),
      lineX1: refused('pageSvg: items[0].x1 is not a number from -1000000 to 1000000'),
      size: refused('pageSvg: items[0].size is not a number more than 0 and at most 1000000'),
      bold: refused('pageSvg: items[0].bold is not true or false'),
      destroyed: refused('pageSvg: items[0].destroyed is not true or false'),
      width: refused('pageSvg: page.width is not a number more than 0 and at most 1000000'),
      mono: refused('pageSvg: mono is not true or false'),
      toStringX: refused('pageSvg: items[0].x is not a number from -1000000 to 1000000'),
      hugeX: refused('pageSvg: items[0].x is not a number from -1000000 to 1000000'),
      nanY: refused('pageSvg: items[0].y is not a number from -1000000 to 1000000'),
      getter: refused('pageSvg: items[0].system could not be read'),
      hole: refused('pageSvg: items[1] is undefined, not a sheet item'),
    });
  });
});

describe('arrays nested 100 000 deep', () => {
  it('fitText, textWidth, escapeSvgText and pageSvg refuse them by type, in milliseconds, without recursion', () => {
    const r = caseResult('sheet/deep-array-arguments') as Record<string, unknown>;
    expect(r).toMatchObject({
      fitTextW: refused('fitText: w is not a number'),
      fitTextText: refused('fitText: the text is not a string'),
      fitTextH: refused('fitText: h is not a number'),
      fitTextSize: refused('fitText: sizePt is not a number'),
      fitTextBold: refused('fitText: bold is not true or false'),
      textWidthText: refused('textWidth: the text is not a string'),
      textWidthSize: refused('textWidth: sizePt is not a number'),
      escapeSvgText: refused('escapeSvgText: the text is not a string'),
      pageSvgItems: refused('pageSvg: items[0] is an array, not a sheet item'),
      pageSvgItem: refused('pageSvg: items[0] is an array, not a sheet item'),
      pageSvgField: refused('pageSvg: items[0].system is an array, not a string'),
      pageSvgPage: refused('pageSvg: page is an array, not a page box'),
    });
    // Twelve refusals together, without building a string of the array or walking it.
    expect(r['cpuMs']).toBeLessThan(200);
  });
});

describe("renderSheet of a ship state's units (priced by the sheet: a ship state has no model)", () => {
  /** What a case answered: its verdict, its first diagnostics, the weapons rows drawn and the CPU time of the call. */
  interface Drawn {
    readonly ok: boolean;
    readonly diagnostics: number;
    readonly said: readonly string[];
    readonly rows: number;
    readonly cpuMs: number;
  }
  const run = (name: string): Drawn => {
    const r = caseResult(name) as Drawn;
    console.log(`measure: ${name}: ${r.cpuMs} ms of CPU (${r.ok ? `drawn, ${r.rows} rows` : r.said[0]})`);
    return r;
  };

  it('10 000 lines sharing a 9 MB spec are refused by the table\'s rows before any is priced (14 minutes before)', () => {
    const r = run('sheet/ship-input-10000-units-sharing-a-9MB-spec');
    expect(r).toMatchObject({ ok: false, diagnostics: 1, said: ["sheet-too-large@units: 10000 lines; a sheet's table holds at most 2000"] });
    expect(r.cpuMs).toBeLessThan(2_000);
  });

  it('2 000 lines sharing it are refused by the spec text they would price', () => {
    const r = run('sheet/ship-input-2000-units-sharing-a-9MB-spec');
    expect(r).toMatchObject({ ok: false, diagnostics: 1, said: ["sheet-too-large@units: the units' specs hold 18000028000 characters in all; a sheet prices at most 1048576"] });
    expect(r.cpuMs).toBeLessThan(2_000);
  });

  it('2 000 different specs of unknown words at both limits (the slowest text to price) answer with the first 1 000 problems', () => {
    const r = run('sheet/ship-input-2000-specs-of-unknown-words');
    expect(r).toMatchObject({ ok: false, diagnostics: 1001, said: ['unknown-modifier@units[0].spec: Gun 0: "zz" is not a modifier', 'unknown-modifier@units[0].spec: Gun 0: "zz" is not a modifier'] });
    expect(r.cpuMs).toBeLessThan(7_500);
  });

  it('2 000 lines sharing a long spec are priced once and drawn', () => {
    const r = run('sheet/ship-input-2000-units-sharing-a-spec');
    expect(r).toMatchObject({ ok: true, diagnostics: 0, rows: 2000 });
    expect(r.cpuMs).toBeLessThan(7_500);
  });
});
