/**
 * The record sheets as Chromium draws them. Each example ship (and the cruiser after a seeded
 * volley, a ship with every armor of the catalog, and a ship of 3,000 boxes with accented names whose rows run over columns and pages) is
 * rendered on Letter and A4, every page is opened in Chromium as an SVG document, and
 * `getBBox()` (in `check-page.js`) checks what the layout tests can only predict: every text fits the cell it carries
 * in `data-fit` (within 0.05 mm), nothing is drawn outside the page, and no two damage boxes
 * overlap. Every character the width table knows is drawn at every size and both zooms in a cell
 * of the height the layout gives it (accented capitals reach higher). Each page is saved as a PNG
 * under the system's temp folder for a look; with `UPDATE_IMAGES=1` four of them are copied into
 * `docs/images/` for the README and the guide.
 *
 * Skipped (with the reason) only when Chromium is missing and `CI` is unset; see `chromium.ts`.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveVolley, type ShipState } from '../../src/damage/index.js';
import { loadDesigns, type ShipModel } from '../../src/design/index.js';
import { seededDice } from '../../src/dice/index.js';
import { DEJAVU_SANS, renderSheet, SHEET_RULES, type Sheet, type SheetInput, type SheetOptions } from '../../src/sheet/index.js';
import { textHeight } from '../../src/sheet/measure.js';
import { fittedTextSvg } from '../../src/sheet/text-svg.js';
import { armoredBastion, bigShip } from '../sheet/fixtures.js';
import { heldRows, partsOfRow, rowParts, rowProblems } from '../sheet/rows.js';
import { CHECK_PAGE, launchChromium, skipReason, viewBoxOf, WAIT_MS } from './chromium.js';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
/** Where every page's PNG goes (printed once, so a reader can open them). */
const SHOTS = join(tmpdir(), 'spacedock-sheet-png');
/** How far a text may stick out of its cell, or anything out of the page (mm). */
const TOLERANCE = 0.05;
/** CSS pixels per millimetre (96 per inch), to size the viewport to the page. */
const PX_PER_MM = 96 / 25.4;
/** Screenshots at twice the CSS resolution (about 190 dpi): small type stays readable. */
const SHOT_SCALE = 2;

/** The ship document of an example file (each holds one ship). */
function exampleShip(file: string): ShipModel {
  const loaded = loadDesigns(readFileSync(join(REPO, 'examples', file), 'utf8'), file);
  if (!loaded.ok) throw new Error(`${file}: ${loaded.diagnostics.map((d) => d.message).join('; ')}`);
  const doc = loaded.value.documents.find((d): d is ShipModel => d.kind === 'ship');
  if (doc === undefined) throw new Error(`${file}: no ship document`);
  return doc;
}

/** The cruiser after two seeded volleys, drawn from its design and the damaged state. */
function damagedCruiser(): SheetInput {
  const loaded = exampleShip('cruiser.yaml');
  let ship = loaded.ship;
  for (const [shield, points, seed] of [[1, 40, 7], [2, 30, 11]] as const) {
    const hit = resolveVolley(ship, { shield, points }, seededDice(seed));
    if (!hit.ok) throw new Error(hit.diagnostics.map((d) => d.message).join('; '));
    ship = hit.value.ship;
  }
  // The design gives the title, totals and tables; the state the damage.
  return { design: loaded, ship };
}

/** The JSON example ship (every chart system, named rows), built as `spacedock damage` builds it. */
function jsonCruiser(): SheetInput {
  return { ship: exampleShip('ships/cruiser.json').ship };
}

/** The bastion with every armor of the catalog, in mid-game (held points, a regenerating group part gone, specific armor hit). */
function armored(): SheetInput {
  const { loaded, ship } = armoredBastion();
  return { design: loaded, ship };
}

/** The 3,000-box ship with accented names: its rows run over columns and pages. */
function big(): SheetInput {
  return { ship: bigShip() };
}

/** The ship state a sheet input draws. */
function shipOf(input: SheetInput): ShipState {
  if ('design' in input) {
    if (!('ship' in input)) throw new Error('the cases draw ship states');
    return input.ship;
  }
  if ('kind' in input) {
    if (input.kind !== 'ship') throw new Error('not a ship');
    return input.ship;
  }
  return input.ship;
}

interface Case {
  readonly name: string;
  readonly input: () => SheetInput;
  readonly options: SheetOptions;
}

const SHIPS = [
  ['cruiser', 'cruiser.yaml'],
  ['carrier', 'carrier.yaml'],
  ['base', 'base.yaml'],
] as const;

const CASES: readonly Case[] = [
  ...SHIPS.flatMap(([name, file]) =>
    (['letter', 'a4'] as const).map((page) => ({ name: `${name}-${page}`, input: () => exampleShip(file), options: { page } })),
  ),
  { name: 'cruiser-damaged-letter', input: damagedCruiser, options: { page: 'letter' } },
  { name: 'cruiser-damaged-a4-landscape-mono', input: damagedCruiser, options: { page: 'a4', landscape: true, mono: true } },
  { name: 'base-letter-landscape', input: () => exampleShip('base.yaml'), options: { page: 'letter', landscape: true } },
  { name: 'json-cruiser-letter', input: jsonCruiser, options: { page: 'letter' } },
  { name: 'json-cruiser-a4-landscape', input: jsonCruiser, options: { page: 'a4', landscape: true } },
  { name: 'armored-letter', input: armored, options: { page: 'letter' } },
  { name: 'armored-a4-landscape-mono', input: armored, options: { page: 'a4', landscape: true, mono: true } },
  { name: 'big-letter', input: big, options: { page: 'letter' } },
  { name: 'big-a4-landscape', input: big, options: { page: 'a4', landscape: true } },
];

/** Which PNGs become the documentation's pictures: `<case>-<page>`. */
const DOC_IMAGES: Readonly<Record<string, string>> = {
  'cruiser-letter-1': 'sheet-cruiser.png',
  'cruiser-damaged-letter-1': 'sheet-cruiser-damaged.png',
  'big-letter-2': 'sheet-continued.png',
  'armored-letter-1': 'sheet-armor.png',
};

/** What `check-page.js` found on one SVG page. */
interface PageReport {
  readonly parsed: boolean;
  readonly texts: number;
  readonly boxes: number;
  readonly destroyed: number;
  readonly problems: readonly string[];
}


const reason = skipReason();
if (reason !== undefined) console.warn(`test/browser skipped: ${reason}`);

describe.skipIf(reason !== undefined)(`record sheets in Chromium${reason === undefined ? '' : ` (skipped: ${reason})`}`, () => {
  let browser: Browser | undefined;
  // Checked at both zooms: Chromium rounds a text's box to device pixels, so each can differ.
  const contexts = new Map<number, BrowserContext>();

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchChromium();
    for (const scale of [1, SHOT_SCALE]) contexts.set(scale, await browser.newContext({ deviceScaleFactor: scale }));
    console.info(`sheet screenshots: ${SHOTS}`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the page check finds each kind of fault (so a clean report means something)', async () => {
    const svg = [
      '<svg xmlns="http://www.w3.org/2000/svg" width="100mm" height="50mm" viewBox="0 0 100 50">',
      '<style>text { font-family: \'DejaVu Sans\', sans-serif; }</style>',
      '<text x="5" y="10" font-size="3" data-fit="4 7 40 4">fits its cell</text>',
      '<text x="5" y="20" font-size="3" data-fit="4 17 5 4">overflows its cell</text>',
      '<text x="5" y="30" font-size="3">no cell</text>',
      '<rect x="60" y="5" width="5" height="5" data-box="Bridge:0"/>',
      '<rect x="63" y="7" width="5" height="5" data-box="Bridge:1" data-destroyed="true"/>',
      '<rect x="70" y="5" width="5" height="5" data-box="Bridge:1"/>',
      '<g transform="translate(90 0)"><rect x="5" y="40" width="8" height="5"/></g>',
      '</svg>',
    ].join('');
    const context = contexts.get(1);
    if (context === undefined) throw new Error('no browser context');
    const page = await context.newPage();
    try {
      await page.goto(`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`);
      const report = (await page.evaluate(`${CHECK_PAGE}\ncheckPage(${TOLERANCE});`)) as PageReport;
      const text = report.problems.join('\n');
      expect(report).toMatchObject({ parsed: true, texts: 3, boxes: 3, destroyed: 1 });
      expect(text).toMatch(/"overflows its cell" .* overflows its cell \[4\.00,17\.00 \.\. 9\.00,21\.00\]/);
      expect(text).not.toMatch(/"fits its cell"/);
      expect(text).toMatch(/"no cell" has no data-fit/);
      expect(text).toMatch(/Bridge:0> .* overlaps <rect Bridge:1>/);
      expect(text).toMatch(/data-box="Bridge:1" is drawn twice/);
      // The transform counts: the rect ends at x = 103, past the 100 mm page.
      expect(text).toMatch(/<rect> \[95\.00,40\.00 \.\. 103\.00,45\.00\] is outside the page/);
      expect(report.problems).toHaveLength(6);
      await page.goto(`data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><text>&</text></svg>').toString('base64')}`);
      expect(((await page.evaluate(`${CHECK_PAGE}\ncheckPage(${TOLERANCE});`)) as PageReport).parsed).toBe(false);
    } finally {
      await page.close();
    }
  });

  for (const c of CASES) {
    it(`${c.name}: every text fits its cell, nothing leaves the page, no boxes overlap`, async () => {
      const input = c.input();
      const result = renderSheet(input, c.options);
      if (!result.ok) throw new Error(result.diagnostics.map((d) => `${d.code}: ${d.message}`).join('\n'));
      const sheet: Sheet = result.value;
      expect(sheet.pages.length).toBeGreaterThan(0);
      expect(sheet.pages.length).toBe(sheet.layout.pages.length);

      let boxes = 0;
      let destroyed = 0;
      for (const [i, svg] of sheet.pages.entries()) {
        const size = viewBoxOf(svg);
        expect(size.width).toBeCloseTo(sheet.layout.page.width, 3);
        expect(size.height).toBeCloseTo(sheet.layout.page.height, 3);
        const url = `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
        for (const [scale, context] of contexts) {
          const page = await context.newPage();
          try {
            await page.setViewportSize({ width: Math.ceil(size.width * PX_PER_MM), height: Math.ceil(size.height * PX_PER_MM) });
            await page.goto(url, { waitUntil: 'load', timeout: WAIT_MS });
            const report = (await page.evaluate(`${CHECK_PAGE}\ncheckPage(${TOLERANCE});`)) as PageReport;
            if (scale === SHOT_SCALE) {
              // Saved before the checks, so a failing page can be looked at.
              const file = join(SHOTS, `${c.name}-${i + 1}.png`);
              // The viewport is the page; a full-page shot of an SVG document (no <body>) never finishes.
              await page.screenshot({ path: file, timeout: WAIT_MS });
              const doc = DOC_IMAGES[`${c.name}-${i + 1}`];
              if (doc !== undefined && process.env['UPDATE_IMAGES'] === '1') {
                mkdirSync(join(REPO, 'docs/images'), { recursive: true });
                copyFileSync(file, join(REPO, 'docs/images', doc));
              }
            } else {
              boxes += report.boxes;
              destroyed += report.destroyed;
            }
            expect(report.parsed, report.problems.join('\n')).toBe(true);
            expect(report.problems, `${c.name} page ${i + 1} at ${scale}x`).toEqual([]);
            expect(report.texts).toBeGreaterThan(0);
          } finally {
            await page.close();
          }
        }
      }
      // The browser sees the same damage boxes as the layout: all of them, destroyed ones marked.
      const layoutBoxes = sheet.layout.pages.flatMap((p) => p.items).filter((it) => it.kind === 'box');
      expect(boxes).toBe(layoutBoxes.length);
      expect(destroyed).toBe(layoutBoxes.filter((b) => b.kind === 'box' && b.destroyed).length);
      if (c.name.includes('damaged')) expect(destroyed).toBeGreaterThan(0);
      // Every named row under its label with its boxes; a split row's parts labelled again, in reading order.
      const ship = shipOf(input);
      expect(rowProblems(sheet, ship)).toEqual([]);
      if (c.name.startsWith('big')) {
        const parts = rowParts(sheet);
        expect(heldRows(ship).filter((h) => partsOfRow(parts, h).length > 1).length).toBeGreaterThan(2);
        const labels = sheet.layout.pages.flatMap((p) => p.items.flatMap((it) => (it.kind === 'text' && it.role === 'label' ? [it.text] : [])));
        expect(labels).toContain('ÑÅÉ Ålesund bay (Cargo)');
      }
    });
  }

  it('every character of the width table, at 6 to 14 pt and both zooms, stays in a cell of the height the layout gives it', async () => {
    // The texts are written as the sheets write them (fittedTextSvg), each in a cell of exactly
    // textHeight(size, text), at several heights so that the baseline falls at every pixel phase.
    const chars = Object.keys(DEJAVU_SANS.regular).filter((ch) => ch.trim() !== '' && ch !== '\u00ad');
    const parts: string[] = [];
    let x = 2;
    let y = 2;
    for (const ch of chars) {
      for (const bold of [false, true]) {
        for (let size = SHEET_RULES.minTextPt; size <= 14; size += 0.5) {
          for (const phase of [0, 0.07, 0.13, 0.19]) {
            const h = textHeight(size, ch);
            parts.push(fittedTextSvg({ x, y: y + phase, w: 8, h, text: ch, size, anchor: 'middle', bold }, (v) => String(Math.round(v * 1000) / 1000)));
            y += 7;
            if (y > 990) {
              y = 2;
              x += 9;
            }
          }
        }
      }
    }
    const width = x + 12;
    const svg = [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="1000mm" viewBox="0 0 ${width} 1000">`,
      `<style>text{font-family:${DEJAVU_SANS.family}}</style>`,
      ...parts,
      '</svg>',
    ].join('\n');
    // Too large for a data: address; opened from a file.
    const file = join(SHOTS, 'glyphs.svg');
    writeFileSync(file, svg);
    for (const [scale, context] of contexts) {
      const page = await context.newPage();
      try {
        await page.goto(pathToFileURL(file).href, { waitUntil: 'load', timeout: WAIT_MS });
        const report = (await page.evaluate(`${CHECK_PAGE}\ncheckPage(${TOLERANCE});`)) as PageReport;
        expect(report.texts).toBe(parts.length);
        expect(report.problems.slice(0, 20), `at ${scale}x: ${report.problems.length} problems`).toEqual([]);
      } finally {
        await page.close();
      }
    }
  });
});
