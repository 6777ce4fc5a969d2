/**
 * The survivability plots as Chromium draws them. Each plot (hand-made results at the smallest
 * and largest widths, in colour and mono, and a real simulation of the example cruiser) is
 * opened in Chromium as an SVG document, and `getBBox()` (in `check-page.js`, shared with the
 * record sheets) checks what the tests of test/plot can only predict: every text stays inside
 * the cell it carries in `data-fit` (within 0.05 mm), and nothing is drawn outside the viewBox,
 * at 1x and 2x. Each plot is saved as a PNG under the system's temp folder
 * (`spacedock-plot-png/`) for a look.
 *
 * Skipped (with the reason) only when Chromium is missing and `CI` is unset; see `chromium.ts`.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Survivability } from '../../src/damage/index.js';
import { PLOT_LIMITS, plotSurvival, type PlotOptions } from '../../src/plot/index.js';
import { cruiserRun, frigate, survivability, wide } from '../plot/fixtures.js';
import { CHECK_PAGE, launchChromium, skipReason, viewBoxOf, WAIT_MS } from './chromium.js';

/** Where every plot's PNG goes (printed once, so a reader can open them). */
const SHOTS = join(tmpdir(), 'spacedock-plot-png');
/** How far a text may stick out of its cell, or anything out of the viewBox (mm). */
const TOLERANCE = 0.05;
/** CSS pixels per millimetre (96 per inch), to size the viewport to the plot. */
const PX_PER_MM = 96 / 25.4;
const SHOT_SCALE = 2;

interface Case {
  readonly name: string;
  readonly result: () => Survivability;
  readonly options: PlotOptions;
}

const CASES: readonly Case[] = [
  { name: 'frigate', result: () => frigate(), options: {} },
  { name: 'frigate-mono-narrow', result: () => frigate('A frigate whose name is far too long for a plot this narrow, <so> it wraps & is cut'), options: { mono: true, width: PLOT_LIMITS.minWidth } },
  { name: 'unarmed-never-destroyed', result: () => survivability({ trials: 400, byTurn: [0, 0, 0, 0], internals: [100, 200, 100], weapons: 0 }), options: { parts: 'all' } },
  { name: 'wide-max', result: wide, options: { width: PLOT_LIMITS.maxWidth } },
  { name: 'wide-min', result: wide, options: { width: PLOT_LIMITS.minWidth, mono: true } },
  { name: 'cruiser', result: () => cruiserRun(), options: {} },
  { name: 'cruiser-all-mono', result: () => cruiserRun(), options: { parts: 'all', mono: true, width: 130 } },
];

/** What `check-page.js` found on one SVG document. */
interface PageReport {
  readonly parsed: boolean;
  readonly texts: number;
  readonly problems: readonly string[];
}


const reason = skipReason();
if (reason !== undefined) console.warn(`test/browser skipped: ${reason}`);

describe.skipIf(reason !== undefined)(`survivability plots in Chromium${reason === undefined ? '' : ` (skipped: ${reason})`}`, () => {
  let browser: Browser | undefined;
  const contexts = new Map<number, BrowserContext>();

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchChromium();
    for (const scale of [1, SHOT_SCALE]) contexts.set(scale, await browser.newContext({ deviceScaleFactor: scale }));
    console.info(`plot screenshots: ${SHOTS}`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const c of CASES) {
    it(`${c.name}: every text fits its cell, nothing leaves the viewBox`, async () => {
      const result = plotSurvival(c.result(), c.options);
      if (!result.ok) throw new Error(result.diagnostics.map((d) => `${d.code} at ${d.path}: ${d.message}`).join('\n'));
      const svg = result.value;
      const size = viewBoxOf(svg);
      const url = `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
      for (const [scale, context] of contexts) {
        const page = await context.newPage();
        try {
          await page.setViewportSize({ width: Math.ceil(size.width * PX_PER_MM), height: Math.ceil(size.height * PX_PER_MM) });
          await page.goto(url, { waitUntil: 'load', timeout: WAIT_MS });
          const report = (await page.evaluate(`${CHECK_PAGE}\ncheckPage(${TOLERANCE});`)) as PageReport;
          // Saved before the checks, so a failing plot can be looked at.
          if (scale === SHOT_SCALE) await page.screenshot({ path: join(SHOTS, `${c.name}.png`), timeout: WAIT_MS });
          expect(report.parsed, report.problems.join('\n')).toBe(true);
          expect(report.problems, `${c.name} at ${scale}x`).toEqual([]);
          // Every text of the document was drawn and checked.
          expect(report.texts).toBe((svg.match(/<text /g) ?? []).length);
          expect(report.texts).toBeGreaterThan(10);
        } finally {
          await page.close();
        }
      }
    });
  }
});
