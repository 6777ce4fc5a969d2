// Record sheets as PDF (issue 39): `spacedock sheet -o <file>.pdf` and `sheetPdf`, opened again
// with a PDF library (pdf.js): one page per sheet page, at the paper's size, the ship's texts in
// it, DejaVu Sans embedded, vector (no image); the same bytes for the same sheet and date; and
// an -o that names neither .svg nor .pdf refused. (test/browser/sheet-pdf.browser.test.ts
// compares page 1 with Chromium's drawing of the SVG.)
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sheetPdfFonts } from '../../src/cli/pdf-fonts.js';
import { sheetPdf } from '../../src/pdf/sheet-pdf.js';
import { PAGE_SIZES, renderSheet } from '../../src/sheet/index.js';
import { runIn as run } from '../cli/harness.js';
import { designOfFile } from '../sheet/fixtures.js';
import { openPdf } from './pdf-open.js';

const scratch = (): string => mkdtempSync(join(tmpdir(), 'spacedock-pdf-'));
const latin1 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('latin1');

describe('spacedock sheet -o <file>.pdf', () => {
  const CASES = [
    { file: 'cruiser.yaml', args: [] as string[], page: 'letter', landscape: false, texts: ['Meridian-class Patrol Cruiser', 'Weapons and units', 'Phase lance', 'Hull systems', 'page 1 of 1'] },
    { file: 'base.yaml', args: ['--page', 'a4', '--landscape'], page: 'a4', landscape: true, texts: ['Anvil Deep Station', 'Bastion battery', 'Legend'] },
    { file: 'carrier.yaml', args: ['--page', 'a4', '--mono'], page: 'a4', landscape: false, texts: ['Hearthstone-class Escort Carrier', 'Point-defense cannon'] },
  ] as const;

  for (const c of CASES) {
    it(`${c.file} ${c.args.join(' ')}: a page per sheet page, ${c.page}${c.landscape ? ' landscape' : ''}, the ship's texts, the font embedded, no image`, async () => {
      const dir = scratch();
      const out = join(dir, 'sheet.pdf');
      const r = await run(['sheet', `examples/${c.file}`, ...c.args, '-o', out, '--json']);
      expect(r.code, r.err).toBe(0);
      const json = JSON.parse(r.out) as { pages: number; files: string[] };
      // One file, every page in it.
      expect(json.files).toEqual([out]);
      // The document's title is the ship's name.
      expect((await openPdf(new Uint8Array(readFileSync(out)))).title).toBe(c.texts[0]);
      expect(existsSync(join(dir, 'sheet-2.svg'))).toBe(false);
      const bytes = new Uint8Array(readFileSync(out));
      expect(latin1(bytes.subarray(0, 8))).toMatch(/^%PDF-1\.\d/);
      const svg = renderSheet(designOfFile(c.file).loaded, { page: c.page, landscape: c.landscape, mono: (c.args as readonly string[]).includes('--mono') });
      if (!svg.ok) throw new Error(JSON.stringify(svg.diagnostics));
      const pdf = await openPdf(bytes);
      expect(pdf.pages.length).toBe(svg.value.pages.length);
      expect(json.pages).toBe(svg.value.pages.length);
      const size = PAGE_SIZES[c.page];
      for (const p of pdf.pages) {
        expect(p.width).toBeCloseTo(c.landscape ? size.height : size.width, 1);
        expect(p.height).toBeCloseTo(c.landscape ? size.width : size.height, 1);
      }
      const all = pdf.pages.map((p) => p.text).join(' ');
      for (const t of c.texts) expect(all).toContain(t);
      // Every text of the layout is in the PDF, on its page.
      svg.value.layout.pages.forEach((page, i) => {
        for (const item of page.items) if (item.kind === 'text') expect(pdf.pages[i]!.text).toContain(item.text);
      });
      // The sheet's font, embedded (TrueType, subset), and no other; vector: no image at all.
      const raw = latin1(bytes);
      expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
      expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\b/);
      expect(raw).toContain('/FontFile2');
      expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
      expect(raw).not.toContain('/Subtype /Image');
    });
  }

  it('a fleet: one PDF of every ship, the pages numbered across the fleet', async () => {
    const dir = scratch();
    const out = join(dir, 'fleet.pdf');
    const r = await run(['sheet', 'examples/home-guard.yaml', '-o', out, '--json']);
    expect(r.code, r.err).toBe(0);
    const json = JSON.parse(r.out) as { pages: number; ships: string[] };
    const pdf = await openPdf(new Uint8Array(readFileSync(out)));
    expect(pdf.pages.length).toBe(json.pages);
    expect(json.ships.length).toBeGreaterThan(1);
    expect(pdf.pages.at(-1)!.text).toContain(`page ${json.pages} of ${json.pages}`);
    for (const name of ['Meridian-class Patrol Cruiser', 'Hearthstone-class Escort Carrier', 'Picket Cutter']) expect(pdf.pages.some((p) => p.text.includes(name))).toBe(true);
  });

  it('-o that names neither .svg nor .pdf is a usage error, and nothing is written', async () => {
    const dir = scratch();
    for (const name of ['sheet.png', 'sheet', 'sheet.pdf.txt']) {
      const r = await run(['sheet', 'examples/cruiser.yaml', '-o', join(dir, name)]);
      expect(r.code).toBe(2);
      expect(r.err).toContain("-o names the sheet's file: end it in .svg");
      expect(existsSync(join(dir, name))).toBe(false);
    }
    // Either case of the extension.
    const upper = await run(['sheet', 'examples/cruiser.yaml', '-o', join(dir, 'SHEET.PDF')]);
    expect(upper.code).toBe(0);
    expect(latin1(readFileSync(join(dir, 'SHEET.PDF')).subarray(0, 5))).toBe('%PDF-');
  });
});

describe('sheetPdf', () => {
  it('the same sheet on the same date is the same bytes; the title is the document title', async () => {
    const sheet = renderSheet(designOfFile('cruiser.yaml').loaded);
    if (!sheet.ok) throw new Error('sheet');
    const fonts = await sheetPdfFonts();
    const date = new Date(Date.UTC(2026, 11, 5));
    const a = await sheetPdf(sheet.value.pages, { fonts, title: 'Meridian', date });
    const b = await sheetPdf(sheet.value.pages, { fonts, title: 'Meridian', date });
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect((await openPdf(a)).title).toBe('Meridian');
    // A subset of the fonts: far smaller than the two font files.
    expect(a.byteLength).toBeLessThan((fonts.regular.byteLength + fonts.bold.byteLength) / 10);
  });

  it('refuses what is not a sheet: no pages, a page without its viewBox', async () => {
    const fonts = await sheetPdfFonts();
    expect(() => sheetPdf([], { fonts })).toThrow(TypeError);
    expect(() => sheetPdf(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { fonts })).toThrow(/page 1 is not a sheet's SVG/);
  });
});
