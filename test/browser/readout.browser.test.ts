/**
 * The HTML readout in Chromium (issue 28): readout.html of every example ship and of a ship whose
 * every name is markup, at 320, 768 and 1280 px wide. Nothing makes the page scroll sideways (a
 * wide table scrolls inside its own region), no text leaves its table cell, no script runs from
 * a name, and axe-core finds no violation at all. Each width is saved as a PNG under the system's
 * temp folder for a look; with `UPDATE_IMAGES=1` the 1280 px one becomes docs/images/readout-html.png.
 *
 * Skipped (with the reason) only when Chromium is missing and `CI` is unset; see `chromium.ts`.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTemplate } from '../../src/cli/templates.js';
import { designReadout, loadDesigns, templateData, type Readout } from '../../src/design/index.js';
import { renderTemplate } from '../../src/render/index.js';
import { launchChromium, skipReason, WAIT_MS } from './chromium.js';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const SHOTS = join(tmpdir(), 'spacedock-readout-png');

function readoutOf(text: string, file: string): Readout {
  const r = loadDesigns(text, file);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return designReadout(r.value);
}

const NASTY = `<img src=x onerror="window.hacked=1">&amp;<script>window.hacked=2</script>`;
const nastyShip = ['format: 1', 'kind: ship', `name: '${NASTY}'`, 'sizeClass: 4', 'tech: 3', `notes: '${NASTY}'`, `units: [{ name: '${NASTY}', spec: '3d6 eZap AP', notes: '${NASTY}' }]`, `systems: [{ label: Lab, name: '${NASTY}' }]`].join('\n');

const reason = skipReason();

describe.skipIf(reason !== undefined)(`the HTML readout in Chromium${reason === undefined ? '' : ` (skipped: ${reason})`}`, () => {
  let browser: Browser | undefined;
  let file = '';

  beforeAll(async () => {
    const t = await loadTemplate('readout.html');
    if (!t.ok) throw new Error(t.reason);
    const files = ['cruiser.yaml', 'carrier.yaml', 'base.yaml'].map((f) => readoutOf(readFileSync(join(REPO, 'examples', f), 'utf8'), f));
    files.push(readoutOf(nastyShip, 'nasty.yaml'));
    const html = renderTemplate(t.template.text, templateData(files), { name: t.template.name, partials: t.template.partials });
    if (!html.ok) throw new Error(JSON.stringify(html.diagnostics));
    mkdirSync(SHOTS, { recursive: true });
    file = join(SHOTS, 'readout.html');
    writeFileSync(file, html.value);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const width of [320, 768, 1280]) {
    it(`${width} px: no sideways scroll, every cell's text inside it, no script from a name, axe clean`, async () => {
      const page = await browser!.newPage({ viewport: { width, height: 900 } });
      try {
        await page.goto(pathToFileURL(file).href, { waitUntil: 'load', timeout: WAIT_MS });
        const layout = (await page.evaluate(`(() => {
          const doc = document.documentElement;
          const outside = [];
          for (const cell of document.querySelectorAll('td, th')) {
            const c = cell.getBoundingClientRect();
            for (const child of cell.childNodes) {
              const range = document.createRange();
              range.selectNodeContents(child);
              const r = range.getBoundingClientRect();
              if (r.width > 0 && (r.left < c.left - 0.5 || r.right > c.right + 0.5)) outside.push(cell.textContent.slice(0, 40));
            }
          }
          return { scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth, outside, hacked: window.hacked ?? null, articles: document.querySelectorAll('article').length, images: document.querySelectorAll('img, script:not([src])').length };
        })()`)) as { scrollWidth: number; clientWidth: number; outside: string[]; hacked: unknown; articles: number; images: number };
        await page.screenshot({ path: join(SHOTS, `readout-${width}.png`), fullPage: width !== 1280, timeout: WAIT_MS });
        if (width === 1280 && process.env['UPDATE_IMAGES'] === '1') copyFileSync(join(SHOTS, `readout-${width}.png`), join(REPO, 'docs/images/readout-html.png'));
        expect(layout.scrollWidth).toBeLessThanOrEqual(layout.clientWidth);
        expect(layout.outside).toEqual([]);
        expect(layout.hacked).toBeNull();
        expect(layout.articles).toBe(4);
        expect(layout.images).toBe(0);
        await page.addScriptTag({ path: join(REPO, 'node_modules/axe-core/axe.min.js') });
        const violations = (await page.evaluate(`axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => v.impact + ' ' + v.id + ': ' + v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')))`)) as string[];
        expect(violations).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});
