/**
 * The shipyard page end to end, in Chromium (Debian's package driven by playwright-core, as every
 * browser test here): the site is built once with Vite into `site/dist`, served on 127.0.0.1 with
 * gzip, and used as a reader would use it: typing in the editors, clicking the quick-fixes, the
 * profile switch, the catalog's filters, the volley lab's steps; what the page shows is compared
 * with what the CLI answers for the same input. Then the shared link, the offline reload, the
 * keyboard, a 320 px screen, an axe-core scan of every view, the two measurements of the issue
 * (keystroke to updated diagnostics and totals on a 200-unit design, and the JavaScript
 * transferred), printed so CI shows them; and a screenshot of each view (copied into
 * `docs/images/` with `UPDATE_IMAGES=1`).
 *
 * In-page scripts are strings: the repository's TypeScript setup has Node's types, not the DOM's.
 * Skipped (with the reason) only when Chromium is missing and `CI` is unset; see
 * `test/browser/chromium.ts`.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIn } from '../cli/harness.js';
import { openPdf } from '../pdf/pdf-open.js';
import { cliJson, cliPrice, cliTotals, cliVolleyEvents, PRICE_FIELDS, TOTAL_FIELDS, type PriceField, type TotalField } from './cli.js';
import { CHECK_ON_PAGE_LIMIT } from '../../site/src/analysis-job.js';
import { bigDesign, decodeText, encodeText, example, medianAndMax } from './fixtures.js';
import { buildSite, cpuMeter, launchChromium, REPO, serveStatic, SITE_DIST, skipReason, type SiteServer } from './harness.js';
import { WAIT_MS } from '../browser/chromium.js';

const VIEWS = ['units', 'ship', 'catalog', 'volley'] as const;
type ViewName = (typeof VIEWS)[number];

/** The desktop size of the screenshots and of most tests. */
const DESKTOP = { width: 1280, height: 800 } as const;
/** The widths the screenshots are taken at: a small phone, a tablet, a desktop. */
const SHOT_WIDTHS = [320, 768, 1280] as const;
/** Where the screenshots go (copied into docs/images with UPDATE_IMAGES=1). */
const SHOTS = join(tmpdir(), 'spacedock-site-png');
/**
 * Issue 25's goal for a keystroke (median, key to updated view). It is a wall-clock figure, so the
 * test prints it against the goal and holds only a bound for a hang, ten times the goal (issue 37:
 * a wall-clock budget fails on a loaded shared machine; a flaky test is a bug).
 */
const KEYSTROKE_GOAL_MS = 50;
const KEYSTROKE_HANG_MS = 10 * KEYSTROKE_GOAL_MS;
const JS_GOAL_BYTES = 300 * 1000;
/**
 * The same JavaScript at gzip level 6: issue 25 set 250 kB (249.8 kB before issue 36). Issue 36
 * brought every armor kind into the volley and play views' engines, one resolver of system lines,
 * box prices and fleet limits into the loader the four views share, and notes under diagnostics:
 * 258.3 kB, with a goal of 262 kB. Issue 37 brought the template filters' bounds and the LaTeX
 * table (the page renders templates), fleet references kept in their folder, the checked saved
 * game, the link question and the print worker's client: 262.5 kB. Issue 38's explanations (the
 * loader's one pass, the spec and file mistakes the page's checks share) took it to 268.2 kB. The
 * goal is 270 kB; trimming what the first view loads is due before it grows again.
 */
const JS_LEVEL6_GOAL_BYTES = 270 * 1000;

/**
 * Main-thread task time (s) a 5 MB design set into the address may cost the page (issue 25:
 * "answers within 5 s"; measured 2.7 s). Printed against the goal; the test holds the check in the
 * worker and a bound for a hang, six times the goal, as long tasks are wall-clock time (issue 37).
 */
const BIG_ADDRESS_TASK_S = 5;
const BIG_ADDRESS_HANG_S = 6 * BIG_ADDRESS_TASK_S;

/** The rows of the cost table shown before "Show more rows" (site/src/views/ship.ts). */
const TABLE_FIRST = 200;
/** Keystrokes measured on the 200-unit design. */
const KEYSTROKES = 40;
/**
 * While a simulation runs the volley lab's main thread only takes the worker's progress messages
 * (at most ten a second) and, at the end, draws the chart: the main thread's CPU time over the run
 * stays under this share of the worker's (measured: 0.3 s against 2.0 s). (Issue 37: a budget of 50 ms for the longest main-thread
 * task, a wall-clock figure, failed once on a loaded 2-core machine; CPU time hardly grows with
 * the load, and the share holds on any machine.) The longest task is printed, not asserted.
 */
const MAIN_THREAD_SHARE = 0.5;

const reason = skipReason();
if (reason !== undefined) console.warn(`test/site skipped: ${reason}`);

describe.skipIf(reason !== undefined)(`the shipyard page in Chromium${reason === undefined ? '' : ` (skipped: ${reason})`}`, () => {
  let browser: Browser | undefined;
  let server: SiteServer | undefined;

  beforeAll(async () => {
    await buildSite();
    server = await serveStatic();
    browser = await launchChromium();
    mkdirSync(SHOTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** The page's address for a view and its parameters. */
  const address = (view: ViewName, params: Readonly<Record<string, string>> = {}): string => {
    const query = new URLSearchParams(params).toString();
    return `${server!.url}#/${view}${query === '' ? '' : `?${query}`}`;
  };

  /**
   * Runs `body` with a page of a fresh context (its own storage and service worker). The page's
   * uncaught errors and console errors fail the test: a view that throws is broken even when
   * what the test reads looks right.
   */
  async function withPage(body: (page: Page, context: BrowserContext) => Promise<void>, options: BrowserContextOptions = {}): Promise<void> {
    const context = await browser!.newContext({ viewport: DESKTOP, ...options });
    const errors: string[] = [];
    const watch = (page: Page): void => {
      page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
      page.on('console', (m) => {
        // A failed request while the test has taken the network away is expected.
        if (m.type() === 'error' && !/net::ERR_|Failed to load resource/.test(m.text())) errors.push(`console error: ${m.text()}`);
      });
    };
    context.on('page', watch);
    try {
      const page = await context.newPage();
      await body(page, context);
      expect(errors, errors.join('\n')).toEqual([]);
    } finally {
      await context.close();
    }
  }

  /** Waits until a view is shown and built (its code is a chunk of its own, loaded the first time). */
  async function ready(page: Page, view: ViewName): Promise<void> {
    await page.locator(`#view-${view}:not([aria-busy="true"])`).waitFor({ state: 'visible', timeout: WAIT_MS });
  }

  /** Opens a view and waits until it is shown. */
  async function open(page: Page, view: ViewName, params: Readonly<Record<string, string>> = {}): Promise<void> {
    await page.goto(address(view, params), { waitUntil: 'load' });
    await ready(page, view);
  }

  /** Switches view the way a reader does: the navigation link. */
  async function navigate(page: Page, view: ViewName): Promise<void> {
    await page.click(`nav a[data-view="${view}"]`);
    await ready(page, view);
  }

  /**
   * Clicks what lies below the ship editor once the page has stopped moving. CodeMirror draws the
   * lines below the window only when they come into view, and a line that wraps then takes more
   * room than it guessed. While the editor grew with its text, what lay below it moved down a
   * line just after the page scrolled, and a click aimed before the move landed above its target
   * (a flaky test, found by logging where the clicks landed). The editor now scrolls in a box of
   * its own ('keeps what lies below the editor in place' holds that nothing moves); the wait
   * stays, as a cheap guard: scroll the element into view, wait until its place is the same over
   * three frames, then click.
   */
  async function clickSettled(page: Page, selector: string): Promise<void> {
    const target = page.locator(selector);
    await target.scrollIntoViewIfNeeded();
    await target.evaluate(`(el) => new Promise((done) => {
      let last = NaN, same = 0, frames = 0;
      const tick = () => {
        const top = el.getBoundingClientRect().top;
        same = top === last ? same + 1 : 0;
        last = top;
        if (same >= 3 || ++frames > 300) done(); else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })`);
    await target.click();
  }

  /** Replaces an editor's whole text by typing it, key by key. */
  async function typeInto(page: Page, editor: string, text: string): Promise<void> {
    await page.click(`${editor} .cm-content`);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.type(text);
  }

  /** Replaces an editor's whole text at once (a paste): for long texts. */
  async function pasteInto(page: Page, editor: string, text: string): Promise<void> {
    await page.click(`${editor} .cm-content`);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(text);
  }

  /** The number a cell shows (`[data-field=<field>]` in `container`), or NaN when it shows none. */
  async function numbersIn<F extends string>(page: Page, container: string, fields: readonly F[]): Promise<Record<F, number>> {
    const out = {} as Record<F, number>;
    for (const f of fields) {
      const text = (await page.locator(`${container} [data-field="${f}"]`).first().textContent({ timeout: WAIT_MS })) ?? '';
      out[f] = text.trim() === '' ? Number.NaN : Number(text.trim());
    }
    return out;
  }
  const priceOf = (page: Page): Promise<Record<PriceField, number>> => numbersIn(page, '#price', PRICE_FIELDS);
  const totalsOf = (page: Page): Promise<Record<TotalField, number>> => numbersIn(page, '#totals', TOTAL_FIELDS);

  /** The state parameters of the page's current address. */
  const paramsOf = (page: Page): URLSearchParams => {
    const hash = new URL(page.url()).hash;
    const q = hash.indexOf('?');
    return new URLSearchParams(q < 0 ? '' : hash.slice(q + 1));
  };

  /** The volley log's events, as the page gives them (`data-event`). */
  async function volleyEvents(page: Page): Promise<unknown[]> {
    const texts = await page.locator('#volley-log li[data-event]').evaluateAll((lis) => lis.map((li) => (li as { getAttribute(n: string): string | null }).getAttribute('data-event') ?? 'null'));
    return texts.map((t) => JSON.parse(t) as unknown);
  }

  /** Runs a volley in the lab with the given controls. */
  async function runVolley(page: Page, ship: string, shield: number, points: number, seed: number): Promise<void> {
    await page.selectOption('#volley-ship', ship);
    await page.selectOption('#volley-shield', String(shield));
    await page.fill('#volley-points', String(points));
    await page.fill('#volley-seed', String(seed));
    await page.click('#volley-run');
    await page.locator('#volley-log li[data-event]').first().waitFor({ timeout: WAIT_MS });
  }

  describe('unit bench', () => {
    const SPEC = '3d6 eZap AP';

    it('prices a typed spec, underlines a mistake with its message, applies the quick-fix, switches profile', async () => {
      const byDefault = await cliPrice(SPEC, 'default');
      const byHero = await cliPrice(SPEC, 'hero');
      // The spec is chosen so the profiles disagree (a rounding tie): the switch must show it.
      expect(byHero).not.toEqual(byDefault);
      const mistake = await cliJson(['price', '--json', `${SPEC}P`]);
      const wrong = (mistake['diagnostics'] as { message: string; span: { line: number; column: number } }[])[0]!;

      await withPage(async (page) => {
        await open(page, 'units');
        expect(await page.getAttribute('#spec-editor .cm-content', 'aria-label')).toBe('Unit spec');

        await typeInto(page, '#spec-editor', SPEC);
        await expect.poll(() => priceOf(page), { timeout: WAIT_MS }).toEqual(byDefault);
        const canonical = (await cliJson(['price', '--json', SPEC]))['canonical'] as string;
        expect((await page.textContent('#canonical'))?.trim()).toBe(canonical);
        expect(await page.textContent('#factors')).toContain('AP');
        expect(paramsOf(page).get('spec')).toBe(SPEC);

        // A mistake: "APP" is underlined, and its message is in the tooltip and the list.
        await page.keyboard.press('End');
        await page.keyboard.type('P');
        const underline = page.locator('#spec-editor .cm-lintRange-error');
        await underline.first().waitFor({ timeout: WAIT_MS });
        expect(await underline.allTextContents()).toEqual(['APP']);
        const item = page.locator('#spec-diagnostics li').first();
        expect(await item.textContent()).toContain(wrong.message);
        expect((await item.locator('span.where').textContent())?.trim()).toBe(`${wrong.span.line}:${wrong.span.column}`);
        await underline.first().hover();
        await expect.poll(() => page.locator('.cm-tooltip-lint').first().textContent(), { timeout: WAIT_MS }).toContain(wrong.message);

        // The quick-fix ("did you mean AP?") puts the spec right, and the problem goes.
        await page.click('#spec-diagnostics button.quick-fix');
        await expect.poll(() => page.locator('#spec-editor .cm-lintRange-error').count(), { timeout: WAIT_MS }).toBe(0);
        expect(await page.locator('#spec-diagnostics li.error').count()).toBe(0);
        expect((await page.textContent('#spec-editor .cm-content'))?.trim()).toBe(SPEC);
        await expect.poll(() => priceOf(page), { timeout: WAIT_MS }).toEqual(byDefault);

        // The hero profile rounds the tie the other way.
        await page.selectOption('#profile', 'hero');
        await expect.poll(() => priceOf(page), { timeout: WAIT_MS }).toEqual(byHero);
        expect(paramsOf(page).get('profile')).toBe('hero');

        // A shared link reopens the bench as it was: the spec, the profile, the price.
        const shared = page.url();
        const again = await page.context().newPage();
        await again.goto(shared);
        await ready(again, 'units');
        expect((await again.textContent('#spec-editor .cm-content'))?.trim()).toBe(SPEC);
        expect(await again.inputValue('#profile')).toBe('hero');
        await expect.poll(() => priceOf(again), { timeout: WAIT_MS }).toEqual(byHero);
        // And a reload keeps it too.
        await again.reload();
        await ready(again, 'units');
        await expect.poll(() => priceOf(again), { timeout: WAIT_MS }).toEqual(byHero);
      });
    });

    it('inserts a function or modifier from the rule tables into the spec', async () => {
      await withPage(async (page) => {
        await open(page, 'units');
        await typeInto(page, '#spec-editor', '3d6 ');
        const buttons = page.locator('#rules-list button[data-insert]');
        expect(await buttons.count()).toBeGreaterThan(10);
        // A function when one is offered by that name, else the first button.
        const eZap = buttons.filter({ hasText: /^\s*eZap\b/ });
        const button = (await eZap.count()) > 0 ? eZap.first() : buttons.first();
        const insert = (await button.getAttribute('data-insert')) ?? '';
        expect(insert.trim()).not.toBe('');
        await button.click();
        await expect.poll(async () => (await page.textContent('#spec-editor .cm-content')) ?? '', { timeout: WAIT_MS }).toContain(`3d6 ${insert.trim()}`);
      });
    });
  });

  describe('ship editor', () => {
    it('keeps what lies below the editor in place while the page scrolls: the editor scrolls in a box of its own, at most three quarters of the window', async () => {
      for (const width of [320, DESKTOP.width]) {
        await withPage(
          async (page) => {
            await open(page, 'ship');
            await page.locator('#sheet-preview svg').first().waitFor({ timeout: WAIT_MS });
            await page.evaluate('document.fonts.ready');
            const look = async (): Promise<{ below: number; box: number; inner: number; window: number; page: number }> =>
              (await page.evaluate(`(() => {
                const box = document.querySelector('#design-editor .cm-editor').getBoundingClientRect();
                const scroller = document.querySelector('#design-editor .cm-scroller');
                return {
                  below: document.querySelector('#readout-show').getBoundingClientRect().top + window.scrollY,
                  box: box.height,
                  inner: scroller.scrollHeight - scroller.clientHeight,
                  window: window.innerHeight,
                  page: document.documentElement.scrollHeight,
                };
              })()`)) as { below: number; box: number; inner: number; window: number; page: number };
            const first = await look();
            // The example is longer than the box: the box is full and scrolls.
            expect(first.box).toBeLessThanOrEqual(Math.ceil(first.window * 0.75) + 1);
            expect(first.inner).toBeGreaterThan(0);
            // Down the page a third of a window at a time, two frames at each stop (CodeMirror
            // measures the lines it draws in the frame after a scroll).
            const seen = new Set<number>([first.below]);
            for (let y = 0; y <= first.page; y += Math.floor(first.window / 3)) {
              await page.evaluate(`window.scrollTo(0, ${y}); new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))`);
              seen.add((await look()).below);
            }
            // And inside the box, to its end and back.
            await page.evaluate(`(async () => {
              const scroller = document.querySelector('#design-editor .cm-scroller');
              const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
              for (const top of [scroller.scrollHeight, 0]) { scroller.scrollTop = top; await frames(); }
            })()`);
            seen.add((await look()).below);
            expect([...seen]).toEqual([first.below]);
          },
          { viewport: { width, height: DESKTOP.height } },
        );
      }
    });

    it('offers the readout: the HTML of `spacedock render readout.html` in a sandboxed frame, readout.md on the clipboard, both as downloads; it follows edits', async () => {
      const cruiser = example('cruiser.yaml');
      const cli = async (template: string, text: string): Promise<string> => {
        const r = await runIn(['render', template, '-'], text);
        expect(r.code, r.err).toBe(0);
        return r.out;
      };
      const html = await cli('readout.html', cruiser);
      const md = await cli('readout.md', cruiser);
      const renamed = cruiser.replace('name: Meridian-class Patrol Cruiser', 'name: Meridian <refit> & Co');
      const renamedHtml = await cli('readout.html', renamed);
      await withPage(
        async (page) => {
          const scripts: string[] = [];
          page.on('request', (r) => {
            if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
          });
          await open(page, 'ship');
          await page.locator('#sheet-preview svg').first().waitFor({ timeout: WAIT_MS });
          // The cost table shows a unit without range (range null in the rows) as a dash, never "null".
          const deflector = page.locator('#cost-table tr', { hasText: 'Deflector screen' });
          expect(await deflector.locator('td').nth(7).textContent()).toBe('–');
          expect(await page.locator('#cost-table td').allTextContents()).not.toContain('null');
          // Not loaded until asked for.
          expect(scripts.some((p) => /readout-body/.test(p))).toBe(false);
          await clickSettled(page, '#readout-show');
          expect(await page.getAttribute('#readout-show', 'aria-expanded')).toBe('true');
          const frame = page.locator('#readout-frame');
          await frame.waitFor({ state: 'visible', timeout: WAIT_MS });
          await expect.poll(() => frame.getAttribute('srcdoc'), { timeout: WAIT_MS }).toBe(html);
          expect(await frame.getAttribute('sandbox')).toBe('allow-same-origin');
          expect(scripts.some((p) => /readout-body/.test(p))).toBe(true);
          const inner = page.frameLocator('#readout-frame');
          expect(await inner.locator('h1').textContent()).toBe('Meridian-class Patrol Cruiser');
          // Copy as Markdown: the text of `spacedock render readout.md`.
          await page.click('#readout-copy-md');
          await expect.poll(() => page.textContent('#readout-note'), { timeout: WAIT_MS }).toBe('The Markdown readout is on the clipboard.');
          expect(await page.evaluate('navigator.clipboard.readText()')).toBe(md);
          for (const [button, name, text] of [['#readout-download-html', 'meridian-class-patrol-cruiser.html', html], ['#readout-download-md', 'meridian-class-patrol-cruiser.md', md]] as const) {
            const [file] = await Promise.all([page.waitForEvent('download', { timeout: WAIT_MS }), page.click(button)]);
            expect(file.suggestedFilename()).toBe(name);
            expect(readFileSync(await file.path(), 'utf8')).toBe(text);
          }
          // An edit: the readout follows, the new name escaped as the command line escapes it.
          await pasteInto(page, '#design-editor', renamed);
          await expect.poll(() => frame.getAttribute('srcdoc'), { timeout: WAIT_MS }).toBe(renamedHtml);
          expect(await inner.locator('h1').textContent()).toBe('Meridian <refit> & Co');
          // A unit list has no readout.
          await pasteInto(page, '#design-editor', example('weapons.yaml'));
          await expect.poll(() => page.textContent('#readout-note'), { timeout: WAIT_MS }).toMatch(/this document is a unit list/);
          expect(await frame.isHidden()).toBe(true);
        },
        // No service worker: it would fetch the readout's chunk ahead (offline.ts), before it is asked for.
        { permissions: ['clipboard-read', 'clipboard-write'], serviceWorkers: 'block' },
      );
    });

    it('starts with the example cruiser and shows the totals of `spacedock check --json`; edits and mistakes follow', async () => {
      const cruiser = example('cruiser.yaml');
      const expected = await cliTotals(cruiser);
      // One more phase lance: other totals.
      const edited = cruiser.replace(/(name: Phase lance\n(?:.*\n)*?\s+count:) 2/, '$1 3');
      expect(edited).not.toBe(cruiser);
      const editedTotals = await cliTotals(edited);
      expect(editedTotals).not.toEqual(expected);
      // A misspelt key: an error at a line and column.
      const broken = cruiser.replace('sizeClass: 3', 'sizeClas: 3');
      const checked = await cliJson(['check', '-', '--json'], broken);
      const error = (checked['diagnostics'] as { severity: string; message: string; span?: { line: number; column: number } }[]).find((d) => d.severity === 'error');
      expect(error?.span).toBeDefined();

      await withPage(async (page) => {
        await open(page, 'ship');
        expect(await page.getAttribute('#design-editor .cm-content', 'aria-label')).toBe('Ship design (YAML)');
        await expect.poll(() => totalsOf(page), { timeout: WAIT_MS }).toEqual(expected);
        await page.locator('#cost-table').waitFor();
        await page.locator('#sheet-preview svg').first().waitFor({ timeout: WAIT_MS });
        // The example's one note (missile points left unspent), at its line and column.
        const note = (await cliJson(['check', '-', '--json'], cruiser))['diagnostics'] as { span: { line: number; column: number } }[];
        const wheres = await page.locator('#design-diagnostics li span.where').allTextContents();
        expect(wheres.map((w) => w.trim())).toEqual(note.map((d) => `${d.span.line}:${d.span.column}`));

        // The downloads are files made in the page. Each button is pressed from the keyboard (a
        // user's gesture, like a click, but not aimed at a point of a page whose layout may still
        // move on a loaded machine), and each file made in the page is counted, so that a download
        // that never comes says whether the page made its file.
        await page.evaluate(`(() => {
          window.__made = 0;
          const make = URL.createObjectURL.bind(URL);
          URL.createObjectURL = (blob) => { window.__made++; return make(blob); };
        })()`);
        for (const [button, ext] of [['#download-md', 'md'], ['#download-csv', 'csv'], ['#download-json', 'json'], ['#download-svg', 'svg']] as const) {
          expect(await page.isEnabled(button), `${button} enabled (status: ${await page.textContent('#design-status')})`).toBe(true);
          const made = (await page.evaluate('window.__made')) as number;
          await page.focus(button);
          const [file] = await Promise.all([
            page.waitForEvent('download', { timeout: WAIT_MS }).catch(async (error: unknown) => {
              throw new Error(`${button}: no download; the page made ${((await page.evaluate('window.__made')) as number) - made} file(s) for it`, { cause: error });
            }),
            page.keyboard.press('Enter'),
          ]);
          expect(file.suggestedFilename()).toMatch(new RegExp(`\\.${ext}$`));
          const path = await file.path();
          const text = readFileSync(path, 'utf8');
          expect(text.length, button).toBeGreaterThan(20);
          if (ext === 'json') expect(() => JSON.parse(text) as unknown).not.toThrow();
          if (ext === 'svg') expect(text).toMatch(/^<svg|^<\?xml/);
        }
        // Issue 39: the PDF of the sheet, made in the page by the PDF library loaded on demand.
        {
          await page.focus('#download-pdf');
          const [file] = await Promise.all([page.waitForEvent('download', { timeout: WAIT_MS }), page.keyboard.press('Enter')]);
          expect(file.suggestedFilename()).toBe('meridian-class-patrol-cruiser.pdf');
          const pdf = await openPdf(new Uint8Array(readFileSync(await file.path())));
          expect(pdf.pages).toHaveLength(1);
          expect(pdf.pages[0]!.width).toBeCloseTo(215.9, 1);
          expect(pdf.pages[0]!.text).toContain('Meridian-class Patrol Cruiser');
          expect(pdf.pages[0]!.text).toContain('Weapons and units');
        }

        await pasteInto(page, '#design-editor', edited);
        await expect.poll(() => totalsOf(page), { timeout: WAIT_MS }).toEqual(editedTotals);

        await pasteInto(page, '#design-editor', broken);
        const where = `${error!.span!.line}:${error!.span!.column}`;
        await expect.poll(async () => (await page.locator('#design-diagnostics li.error span.where').allTextContents()).map((w) => w.trim()), { timeout: WAIT_MS }).toContain(where);
        expect(await page.locator('#design-diagnostics li.error').first().textContent()).toContain(error!.message);
        await expect.poll(() => page.locator('#design-editor .cm-lintRange-error').count(), { timeout: WAIT_MS }).toBeGreaterThan(0);

        // Back to the edited design, typed over (one keystroke at a time from here): the link keeps it.
        await pasteInto(page, '#design-editor', edited);
        await page.keyboard.press('ControlOrMeta+Home');
        await page.keyboard.type('# my refit\n');
        const text = `# my refit\n${edited}`;
        await expect.poll(() => decodeText(paramsOf(page).get('design') ?? ''), { timeout: WAIT_MS }).toBe(text);
        await expect.poll(() => totalsOf(page), { timeout: WAIT_MS }).toEqual(editedTotals);
        const again = await page.context().newPage();
        await again.goto(page.url());
        await ready(again, 'ship');
        await expect.poll(() => totalsOf(again), { timeout: WAIT_MS }).toEqual(editedTotals);
        expect(await again.locator('#design-editor .cm-line').first().textContent()).toBe('# my refit');

        // A reload at once after typing keeps what was typed (the address is written as it changes, not after a pause).
        await page.click('#design-editor .cm-content');
        await page.keyboard.press('ControlOrMeta+Home');
        await page.keyboard.type('# quick\n');
        await page.reload({ waitUntil: 'load' });
        await ready(page, 'ship');
        expect(await page.locator('#design-editor .cm-line').first().textContent()).toBe('# quick');
        // ... and the address catches up with it.
        await expect.poll(() => (decodeText(paramsOf(page).get('design') ?? '') ?? '').split('\n')[0], { timeout: WAIT_MS }).toBe('# quick');

        // The skip link moves the focus to the content; it does not change the view or drop the design.
        await page.focus('a.skip');
        await page.keyboard.press('Enter');
        await expect.poll(() => page.evaluate('document.activeElement && document.activeElement.id')).toBe('main');
        expect(paramsOf(page).get('design')).toBeDefined();
        expect(page.url()).toContain('#/ship?');
        expect(await page.locator('#view-ship').isVisible()).toBe(true);
        expect(await page.locator('#design-editor .cm-line').first().textContent()).toBe('# quick');
      });
    });
    it('with errors, shows the last valid version of this design only, marked stale, and never another design’s figures', async () => {
      const cruiser = example('cruiser.yaml');
      const cruiserBroken = cruiser.replace('sizeClass: 3', 'sizeClas: 3');
      const heronBroken = cruiserBroken.replace('name: Meridian-class Patrol Cruiser', 'name: Heron-class Tender');
      expect(heronBroken).not.toBe(cruiserBroken);
      const totals = await cliTotals(cruiser);
      await withPage(async (page) => {
        await open(page, 'ship');
        await expect.poll(() => totalsOf(page), { timeout: WAIT_MS }).toEqual(totals);
        await page.locator('#sheet-preview svg').first().waitFor({ timeout: WAIT_MS });
        expect(await page.locator('#view-ship .badge.stale:visible').count()).toBe(0);

        // An error in the same design: its last figures without errors, marked stale and named.
        await pasteInto(page, '#design-editor', cruiserBroken);
        await expect.poll(() => page.textContent('#totals-note'), { timeout: WAIT_MS }).toMatch(/^Stale: .*“Meridian-class Patrol Cruiser” without errors\.$/);
        expect(await totalsOf(page)).toEqual(totals);
        expect(await page.getAttribute('#totals', 'data-stale')).toBe('');
        // The totals, the cost table and the sheet each say so.
        await expect.poll(() => page.locator('#view-ship .badge.stale:visible').count(), { timeout: WAIT_MS }).toBe(3);
        expect(await page.getAttribute('#cost-table', 'data-stale')).toBe('');
        await expect.poll(() => page.textContent('#view-ship .sheet-status'), { timeout: WAIT_MS }).toMatch(/^Stale: the sheet of the last version of “Meridian-class Patrol Cruiser” without errors\./);
        expect(await page.locator('#sheet-preview svg').count()).toBeGreaterThan(0);

        // Another design pasted over it, with errors: nothing of the first one is shown.
        await pasteInto(page, '#design-editor', heronBroken);
        await expect.poll(() => page.textContent('#totals-note'), { timeout: WAIT_MS }).toMatch(/^No totals: the design has errors/);
        expect(await page.locator('#totals dd[data-field]').allTextContents()).toEqual(TOTAL_FIELDS.map(() => '–'));
        expect(await page.getAttribute('#totals', 'data-stale')).toBeNull();
        await expect.poll(() => page.locator('#cost-table tbody tr').count(), { timeout: WAIT_MS }).toBe(0);
        await expect.poll(() => page.textContent('#view-ship .sheet-status'), { timeout: WAIT_MS }).toBe('No record sheet: the design has errors. Fix them (see Problems) to draw it.');
        expect(await page.locator('#sheet-preview svg').count()).toBe(0);
        expect(await page.locator('#view-ship .badge.stale:visible').count()).toBe(0);
        expect(await page.locator('#design-document option').count()).toBe(0);
        expect(await page.textContent('#view-ship .ship-side')).not.toContain('Meridian');
        expect(await page.textContent('#view-ship .cost-panel')).not.toContain('Meridian');

        // Fixed: its own figures, nothing stale.
        await pasteInto(page, '#design-editor', cruiser.replace('name: Meridian-class Patrol Cruiser', 'name: Heron-class Tender'));
        await expect.poll(() => totalsOf(page), { timeout: WAIT_MS }).toEqual(totals);
        await expect.poll(() => page.textContent('#view-ship .sheet-status'), { timeout: WAIT_MS }).toBe('');
        expect(await page.locator('#view-ship .badge.stale:visible').count()).toBe(0);
      });
    });

    it('zooms the record sheet (fit width, 100%, 200%, Ctrl + wheel) and opens it full size', async () => {
      await withPage(async (page) => {
        await open(page, 'ship');
        const svg = page.locator('#sheet-preview svg').first();
        await svg.waitFor({ timeout: WAIT_MS });
        const printed = (await page.evaluate(`document.querySelector('#sheet-preview svg').width.baseVal.value`)) as number;
        const width = async (): Promise<number> => (await svg.boundingBox())!.width;
        const boxWidth = (await page.locator('#sheet-preview').boundingBox())!.width;
        expect(await page.getAttribute('#sheet-zoom-fit', 'aria-pressed')).toBe('true');
        expect(await width()).toBeLessThanOrEqual(boxWidth);
        await page.click('#sheet-zoom-100');
        expect(await page.getAttribute('#sheet-zoom-100', 'aria-pressed')).toBe('true');
        expect(Math.abs((await width()) - printed)).toBeLessThan(2);
        await page.click('#sheet-zoom-200');
        expect(Math.abs((await width()) - 2 * printed)).toBeLessThan(2);
        expect(await page.evaluate(`(() => { const b = document.querySelector('#sheet-preview'); return b.scrollWidth > b.clientWidth && b.tabIndex === 0; })()`)).toBe(true);
        // Ctrl + wheel down over the sheet: one step smaller (2 -> 1.5).
        await page.hover('#sheet-preview');
        await page.keyboard.down('Control');
        await page.mouse.wheel(0, 100);
        await page.keyboard.up('Control');
        await expect.poll(async () => Math.round(((await width()) / printed) * 100)).toBe(150);
        await page.click('#sheet-zoom-fit');
        expect(await width()).toBeLessThanOrEqual(boxWidth);
        // A new drawing (another paper) keeps the zoom chosen.
        await page.click('#sheet-zoom-100');
        await page.selectOption('#sheet-paper', 'a4');
        await expect.poll(async () => Math.abs((await width()) - ((await page.evaluate(`document.querySelector('#sheet-preview svg').width.baseVal.value`)) as number)), { timeout: WAIT_MS }).toBeLessThan(2);
        // Open full size: the sheet alone, as an SVG document, in a new tab.
        const [popup] = await Promise.all([page.context().waitForEvent('page', { timeout: WAIT_MS }), page.click('#sheet-zoom-open')]);
        await popup.waitForLoadState();
        expect(await popup.evaluate('document.documentElement.nodeName')).toBe('svg');
        expect(await popup.evaluate('document.documentElement.textContent')).toContain('Meridian-class Patrol Cruiser');
      });
    });

    it('fetches the full YAML reader the first time a text needs it, and explains a YAML error as `spacedock check` does', async () => {
      const cruiser = example('cruiser.yaml');
      // An unclosed quote: only the full reader reads (and explains) it.
      const broken = cruiser.replace('name: ', 'name: "');
      const checked = (await cliJson(['check', '-', '--json'], broken))['diagnostics'] as { severity: string; code: string; span?: { line: number; column: number } }[];
      const wanted = checked.filter((d) => d.severity === 'error').map((d) => `${d.span!.line}:${d.span!.column}`);
      expect(checked.some((d) => d.code === 'design-yaml')).toBe(true);
      await withPage(async (page) => {
        const fetched: string[] = [];
        page.on('request', (r) => {
          if (/full-yaml/.test(r.url())) fetched.push(r.url());
        });
        await open(page, 'ship');
        await expect.poll(() => totalsOf(page), { timeout: WAIT_MS }).toEqual(await cliTotals(cruiser));
        expect(fetched).toEqual([]);
        await pasteInto(page, '#design-editor', broken);
        await expect.poll(async () => (await page.locator('#design-diagnostics li.error span.where').allTextContents()).map((w) => w.trim()), { timeout: WAIT_MS }).toEqual(wanted);
        expect(await page.evaluate('document.body.dataset.shipCheckedIn')).toBe('page');
        expect(fetched).toHaveLength(1);
        // Once here, it reads the next texts at each keystroke, with no fetch.
        await pasteInto(page, '#design-editor', cruiser);
        await expect.poll(() => totalsOf(page), { timeout: WAIT_MS }).toEqual(await cliTotals(cruiser));
        await pasteInto(page, '#design-editor', broken);
        await expect.poll(async () => (await page.locator('#design-diagnostics li.error span.where').allTextContents()).map((w) => w.trim()), { timeout: WAIT_MS }).toEqual(wanted);
        expect(fetched).toHaveLength(1);
      }, { serviceWorkers: 'block' }); // (the service worker fetches it ahead, for offline use)
    });
    it(`reads a design over ${CHECK_ON_PAGE_LIMIT} characters in a Web Worker: typing stays responsive, the answer is that of \`spacedock check\``, async () => {
      // 1,000 unit lines with a wrong declared power (an error and a warning each), and 20,000
      // comment lines: 2 MB, where a check on the main thread took over a second a keystroke.
      const cruiser = example('cruiser.yaml');
      const bad = Array.from({ length: 1000 }, (_, i) => `  - { count: 1, spec: '3d6 eZap AP p=${i + 100}' }`).join('\n');
      const padding = `# ${'padding '.repeat(12)}\n`.repeat(20_000);
      const big = `${cruiser.replace('units:\n', `units:\n${bad}\n`)}${padding}`;
      expect(big.length).toBeGreaterThan(2_000_000);
      const checked = (await cliJson(['check', '-', '--json'], big))['diagnostics'] as { severity: string; span?: { line: number; column: number } }[];
      const firstError = checked.find((d) => d.severity === 'error');
      expect(firstError?.span).toBeDefined();

      await withPage(async (page) => {
        // The workers the page starts, by name.
        await page.addInitScript(`(() => {
          const Native = window.Worker;
          window.__workers = [];
          window.Worker = class extends Native {
            constructor(url, options) { super(url, options); window.__workers.push(options && options.name); }
          };
        })()`);
        await open(page, 'ship');
        await expect.poll(() => totalsOf(page), { timeout: WAIT_MS }).toEqual(await cliTotals(cruiser));
        expect(await page.evaluate('document.body.dataset.shipCheckedIn')).toBe('page');
        // A paste, as the clipboard gives it (typing 2 MB key by key would take the test's time).
        await page.click('#design-editor .cm-content');
        await page.keyboard.press('ControlOrMeta+A');
        await page.evaluate(`(() => {
          const data = new DataTransfer();
          data.setData('text/plain', ${JSON.stringify(big)});
          document.querySelector('#design-editor .cm-content').dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
        })()`);
        expect(await page.textContent('#design-status')).toBe('Checking the design…');
        await expect.poll(() => page.textContent('#design-status'), { timeout: WAIT_MS }).toMatch(/^\d+ errors/);
        expect(await page.evaluate('document.body.dataset.shipCheckedIn')).toBe('worker');
        expect(await page.evaluate('window.__workers')).toContain('spacedock-design-check');
        const where = `${firstError!.span!.line}:${firstError!.span!.column}`;
        expect((await page.locator('#design-diagnostics li.error span.where').first().textContent())?.trim()).toBe(where);
        // Too long for the address: it says so, and the address does not hold it.
        expect(await page.textContent('#view-ship .notice')).toMatch(/too long for the address/);
        await expect.poll(() => paramsOf(page).get('long'), { timeout: WAIT_MS }).toBe('1');
        expect(paramsOf(page).get('design')).toBeNull();

        // Keystrokes while it is big: each one's event, from the key to the next paint, is timed by
        // the browser (Event Timing); the check of each text runs in a worker, never in the event.
        await page.evaluate(`(() => {
          window.__events = [];
          new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'keydown') window.__events.push(e.duration); })
            .observe({ type: 'event', durationThreshold: 16 });
        })()`);
        await page.keyboard.press('ControlOrMeta+Home');
        for (const key of '# typed\n') {
          await page.keyboard.type(key);
          expect(await page.textContent('#design-status')).toBe('Checking the design…');
        }
        await expect.poll(() => page.textContent('#design-status'), { timeout: WAIT_MS }).toMatch(/^\d+ errors/);
        expect(await page.locator('#design-editor .cm-line').first().textContent()).toBe('# typed');
        // The worker's answer underlines the problems too (those in view: near the top).
        await expect.poll(() => page.locator('#design-editor .cm-lintRange-error').count(), { timeout: WAIT_MS }).toBeGreaterThan(0);
        // The same problems, a line further down.
        expect((await page.locator('#design-diagnostics li.error span.where').first().textContent())?.trim()).toBe(`${firstError!.span!.line + 1}:${firstError!.span!.column}`);
        const events = (await page.evaluate('window.__events')) as number[];
        const worst = Math.max(0, ...events);
        console.log(`measure: keystrokes in a ${(big.length / 1e6).toFixed(1)} MB design with ${checked.length} problems: ${events.length} over 16 ms, longest ${worst} ms (key to next paint; the check runs in a worker)`);
        // A hang guard, not a speed test: a check on the main thread took over a second a key here.
        expect(worst).toBeLessThan(5_000);

        // Short again: read on the page at each keystroke.
        await page.click('#reset-example');
        await expect.poll(() => totalsOf(page), { timeout: WAIT_MS }).toEqual(await cliTotals(cruiser));
        expect(await page.evaluate('document.body.dataset.shipCheckedIn')).toBe('page');
        expect(paramsOf(page).get('long')).toBeNull();
      });
    });
  });

  describe('catalog', () => {
    it('lists every system, and the search and filters of `spacedock catalog`', async () => {
      const all = (await cliJson(['catalog', '--json']))['rows'] as unknown[];
      const filtered = (await cliJson(['catalog', '--json', '--hit-on', 'Lab', '--group', 'science']))['rows'] as unknown[];
      expect(filtered.length).toBeGreaterThan(0);
      expect(filtered.length).toBeLessThan(all.length);
      const rows = '#catalog-table tbody tr';

      await withPage(async (page) => {
        await open(page, 'catalog');
        await expect.poll(() => page.locator(rows).count(), { timeout: WAIT_MS }).toBe(all.length);
        expect(await page.textContent('#catalog-count')).toContain(String(all.length));

        await page.selectOption('#filter-hit-on', 'Lab');
        await page.selectOption('#filter-group', 'science');
        await expect.poll(() => page.locator(rows).count(), { timeout: WAIT_MS }).toBe(filtered.length);
        expect(await page.textContent('#catalog-count')).toContain(String(filtered.length));
        expect(paramsOf(page).get('hitOn')).toBe('Lab');
        expect(paramsOf(page).get('group')).toBe('science');

        await page.selectOption('#filter-hit-on', '');
        await page.selectOption('#filter-group', '');
        await page.fill('#catalog-search', 'hull');
        await expect.poll(() => page.locator(rows).count(), { timeout: WAIT_MS }).toBeLessThan(all.length);
        const shown = await page.locator(rows).allTextContents();
        expect(shown.length).toBeGreaterThan(0);
        for (const row of shown) expect(row.toLowerCase()).toContain('hull');
        expect(paramsOf(page).get('q')).toBe('hull');

        // The tech filter: fewer (or as many) systems at tech 3 than in all.
        await page.fill('#catalog-search', '');
        const techs = await page.locator('#filter-tech option').evaluateAll((os) => os.map((o) => (o as { value: string }).value));
        const tech3 = techs.find((v) => /^3X?$/i.test(v));
        expect(tech3, `#filter-tech options: ${techs.join(', ')}`).toBeDefined();
        const atTech3 = (await cliJson(['catalog', '--json', '--tech', tech3!]))['rows'] as unknown[];
        await page.selectOption('#filter-tech', tech3!);
        await expect.poll(() => page.locator(rows).count(), { timeout: WAIT_MS }).toBe(atTech3.length);
      });
    });
  });

  describe('volley lab', () => {
    it('condenses the cells a point passed over, with each cell on demand', async () => {
      await withPage(async (page) => {
        await open(page, 'volley');
        await runVolley(page, 'design', 1, 40, 7);
        const condensed = page.locator('#volley-log details.passed');
        expect(await condensed.count()).toBeGreaterThan(0);
        const li = condensed.first().locator('xpath=..');
        const event = JSON.parse((await li.getAttribute('data-event'))!) as { passed: { column: string; result: string; reason: string }[] };
        expect(event.passed.length).toBeGreaterThan(1);
        const summary = (await condensed.first().locator('summary').textContent())!;
        expect(summary).toMatch(new RegExp(`^passed ${event.passed.length} cells`));
        expect(summary).toContain(event.passed[0]!.reason);
        // The cells themselves only once opened.
        expect(await condensed.first().getAttribute('open')).toBeNull();
        await condensed.first().locator('summary').click();
        expect(await condensed.first().getAttribute('open')).toBe('');
        for (const p of event.passed) expect(await condensed.first().textContent()).toContain(`${p.column} ${p.result}: ${p.reason}`);
        // One passed cell is said in full, in one line.
        for (const single of await page.locator('#volley-log li span.passed').all()) expect(await single.textContent()).toMatch(/^passed [A-M] .+: .+/);
      });
    });

    it('with the ship editor’s design broken, says so and shows no ship, log or sheet of another design', async () => {
      const broken = example('cruiser.yaml').replace('sizeClass: 3', 'sizeClas: 3');
      await withPage(async (page) => {
        await open(page, 'volley');
        await runVolley(page, 'design', 1, 40, 7);
        await navigate(page, 'ship');
        await pasteInto(page, '#design-editor', broken);
        await expect.poll(() => page.textContent('#design-status'), { timeout: WAIT_MS }).toMatch(/^1 error/);
        await navigate(page, 'volley');
        await page.click('#volley-run');
        await expect.poll(() => page.textContent('#volley-ship-info'), { timeout: WAIT_MS }).toMatch(/The ship editor’s design has errors; fix them in the Ship view:/);
        expect(await page.textContent('#volley-ship-info')).toContain('sizeClas');
        expect(await page.locator('#volley-log li').count()).toBe(0);
        expect(await page.locator('#volley-sheet svg').count()).toBe(0);
        expect(await page.isHidden('#volley-sheet-zoom-fit')).toBe(true);
        expect(await page.textContent('#step-status')).toBe('No volley.');
        expect(await page.isDisabled('#sim-run')).toBe(true);
      });
    });

    it('a seeded volley logs the events of `spacedock damage --json`, steps point by point, and simulates', async () => {
      const yamlEvents = await cliVolleyEvents('examples/cruiser.yaml', 1, 40, 7);
      const jsonEvents = await cliVolleyEvents('examples/ships/cruiser.json', 2, 60, 11);

      await withPage(async (page) => {
        await open(page, 'volley');
        // `design` is the ship editor's design: the example cruiser when none was edited.
        await runVolley(page, 'design', 1, 40, 7);
        await expect.poll(() => volleyEvents(page), { timeout: WAIT_MS }).toEqual(yamlEvents);
        expect(await page.locator('#volley-log li[data-point]').count()).toBe(yamlEvents.length);

        // Stepping: the sheet shows the boxes fallen so far.
        const destroyed = (): Promise<number> => page.locator('#volley-sheet [data-destroyed="true"]').count();
        await page.click('#step-first');
        const first = (await page.textContent('#step-status')) ?? '';
        expect(first).toMatch(/point \d+ of \d+/);
        const firstDestroyed = await destroyed();
        await page.click('#step-next');
        expect(await page.textContent('#step-status')).not.toBe(first);
        await page.click('#step-last');
        expect(await page.textContent('#step-status')).toMatch(/point (\d+) of \1\b/);
        await page.locator('#volley-sheet svg').first().waitFor();
        // 40 points on a 24-point shield reach the internals.
        await expect.poll(destroyed, { timeout: WAIT_MS }).toBeGreaterThan(firstDestroyed);
        await page.click('#step-prev');
        expect(paramsOf(page).get('step')).toBeDefined();

        await runVolley(page, 'cruiser-json', 2, 60, 11);
        await expect.poll(() => volleyEvents(page), { timeout: WAIT_MS }).toEqual(jsonEvents);
        const params = paramsOf(page);
        expect([params.get('vship'), params.get('shield'), params.get('points'), params.get('seed')]).toEqual(['cruiser-json', '2', '60', '11']);

        // The same volley from the link.
        const again = await page.context().newPage();
        await again.goto(page.url());
        await ready(again, 'volley');
        await expect.poll(() => volleyEvents(again), { timeout: WAIT_MS }).toEqual(jsonEvents);

        // Survivability: a small run draws its chart.
        await page.fill('#sim-trials', '40');
        await page.fill('#sim-turns', '3');
        await page.click('#sim-run');
        await page.locator('#sim-plot svg').first().waitFor({ timeout: WAIT_MS });
      });
    });

    it('a link fills the simulation form and waits for a click: the link of issue 23 (1900 trials of 100 turns on 10,000 phasers) starts nothing', async () => {
      // 10,000 one-die units marked as Ph-1 phasers: `trials=1900&turns=100` once ran on the main thread for minutes.
      const design = ['format: 1', 'kind: ship', 'name: Phaser Wall', 'sizeClass: 3', 'tech: 3', 'units:', '  - name: P', '    spec: 1d6 eZap', '    weapon: Ph-1', '    count: 10000'].join('\n');
      await withPage(async (page) => {
        // Every worker the page makes is counted.
        await page.addInitScript(`(() => {
          const Native = window.Worker;
          window.__workers = 0;
          window.Worker = class extends Native { constructor(...args) { super(...args); window.__workers++; } };
        })()`);
        // One point a turn (the link's other fields are issue 23's): the ship lives through the
        // turns, so the run lasts long enough to be cancelled on any machine. With the default 40
        // points it dies at once, and an idle machine could finish before Cancel was pressed.
        await open(page, 'volley', { vship: 'design', design: encodeText(design), trials: '1900', turns: '100', points: '1' });
        await page.locator('#volley-log li[data-event]').first().waitFor({ timeout: WAIT_MS });
        expect(await page.inputValue('#sim-trials')).toBe('1900');
        expect(await page.inputValue('#sim-turns')).toBe('100');
        expect(await page.textContent('#sim-status')).toMatch(/^Press “Run the simulation” to run 1900 trials of 100 turns\.$/);
        // Nothing runs: no worker, no busy plot, no Cancel button, and the page answers at once.
        await page.waitForTimeout(500);
        expect(await page.evaluate('window.__workers')).toBe(0);
        expect(await page.locator('#sim-plot[aria-busy="true"], #sim-plot svg').count()).toBe(0);
        expect(await page.isHidden('#sim-cancel')).toBe(true);
        await page.click('#step-first');
        expect(await page.textContent('#step-status')).toMatch(/before the volley/);

        // The click runs it, in a worker, which the Cancel button ends.
        await page.click('#sim-run');
        await expect.poll(() => page.textContent('#sim-status'), { timeout: WAIT_MS }).toMatch(/^running/);
        expect(await page.evaluate('window.__workers')).toBe(1);
        expect(await page.isVisible('#sim-cancel')).toBe(true);
        await page.click('#sim-cancel');
        expect(await page.textContent('#sim-status')).toBe('Cancelled.');
        expect(await page.isHidden('#sim-cancel')).toBe(true);
        expect(await page.isEnabled('#sim-run')).toBe(true);
        expect(await page.locator('#sim-plot svg').count()).toBe(0);
      });
    });

    it(`stays responsive while a simulation runs (the worker does the work: the main thread's CPU under ${MAIN_THREAD_SHARE * 100}% of the worker's), and Cancel ends the run`, async () => {
      await withPage(async (page) => {
        // When the worker's answer arrives (the run is over then; drawing its chart follows).
        await page.addInitScript(`(() => {
          const Native = window.Worker;
          window.__answered = [];
          window.Worker = class extends Native {
            constructor(...args) {
              super(...args);
              this.addEventListener('message', (e) => { if (e.data && e.data.type !== 'progress') window.__answered.push(performance.now()); });
            }
          };
        })()`);
        await open(page, 'volley');
        // One point a turn: the cruiser lives through the 100 turns of most of its 50,000 trials, a
        // run of seconds (in the worker), whatever the machine.
        await runVolley(page, 'design', 1, 1, 7);
        await page.fill('#sim-trials', '50000');
        await page.fill('#sim-turns', '100');
        // Chromium reports each main-thread task over 50 ms as a long task.
        await page.evaluate(`(() => {
          window.__long = [];
          new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__long.push({ start: e.startTime, duration: e.duration }); }).observe({ type: 'longtask' });
        })()`);
        const cpu = await cpuMeter(page);
        const [thread0, process0] = [await cpu.thread(), await cpu.process()];
        const from = (await page.evaluate('performance.now()')) as number;
        await page.click('#sim-run');
        await expect.poll(() => page.textContent('#sim-status'), { timeout: WAIT_MS }).toMatch(/^running/);
        expect(await page.isVisible('#sim-cancel')).toBe(true);
        expect(await page.isDisabled('#sim-run')).toBe(true);
        // A picture of the running simulation's panel (its progress and Cancel button), for a look.
        await page.waitForFunction(`/^[1-9]\\d* of 50000$/.test(document.getElementById('sim-count')?.textContent ?? '')`, undefined, { timeout: WAIT_MS });
        await page.locator('#view-volley section.survival').screenshot({ path: join(SHOTS, 'site-volley-running.png') });
        // The page answers the reader while it runs: a toggle clicked and a field typed in, each
        // change read back at once. (Not the step buttons: each draws a record sheet, main-thread
        // work of its own of about 100 ms on a loaded machine, simulation or not.)
        // The charts' zoom shows only once there is a chart.
        expect(await page.isHidden('#sim-plot-zoom-fit')).toBe(true);
        for (let i = 0; i < 6; i++) {
          await page.selectOption('#volley-shield', String((i % 6) + 1));
          expect(await page.inputValue('#volley-shield')).toBe(String((i % 6) + 1));
          await page.fill('#volley-seed', String(100 + i));
          expect(await page.inputValue('#volley-seed')).toBe(String(100 + i));
        }
        // The run ends however long it takes (its speed is not what is measured), and its chart is drawn.
        await page.locator('#sim-plot svg').first().waitFor({ timeout: WAIT_MS });
        const [thread1, process1] = [await cpu.thread(), await cpu.process()];
        expect(await page.isVisible('#sim-plot-zoom-fit')).toBe(true);
        const to = (await page.evaluate('window.__answered[0]')) as number;
        expect(await page.textContent('#sim-status')).toMatch(/^50000 trials of 100 turns, 1 point on shield #1 each turn, seed 7 \(\d+ ms\)\.$/);
        expect(await page.isHidden('#sim-cancel')).toBe(true);
        const long = ((await page.evaluate('window.__long')) as { start: number; duration: number }[]).filter((t) => t.start >= from && t.start < to);
        const worst = Math.max(0, ...long.map((t) => t.duration));
        // CPU time of the main thread, and of the rest of the renderer (the worker, mostly), from the click to the chart drawn.
        const main = thread1 - thread0;
        const rest = process1 - process0 - main;
        console.log(`measure: a 50,000-trial simulation ran for ${Math.round(to - from)} ms: main thread ${main.toFixed(2)} s of CPU (its chart included), the rest of the renderer ${rest.toFixed(2)} s; ${long.length} main-thread tasks over 50 ms (longest ${worst.toFixed(0)} ms)`);
        expect(rest).toBeGreaterThan(0);
        expect(main).toBeLessThan(MAIN_THREAD_SHARE * rest);

        // Cancel: the worker is ended, nothing is drawn, the form is ready again.
        await page.click('#sim-run');
        await expect.poll(() => page.textContent('#sim-status'), { timeout: WAIT_MS }).toMatch(/^running/);
        await page.click('#sim-cancel');
        expect(await page.textContent('#sim-status')).toBe('Cancelled.');
        expect(await page.isHidden('#sim-cancel')).toBe(true);
        expect(await page.isEnabled('#sim-run')).toBe(true);
        await page.waitForTimeout(500);
        expect(await page.locator('#sim-plot svg').count()).toBe(0);
        expect(await page.textContent('#sim-status')).toBe('Cancelled.');
      });
    });
  });

  describe('the page', () => {
    it('works offline once loaded (its service worker answers the reload)', async () => {
      await withPage(async (page, context) => {
        await open(page, 'units');
        // Wait until the worker controls the page and holds everything the page loaded.
        await page.waitForFunction('navigator.serviceWorker !== undefined && navigator.serviceWorker.controller !== null', undefined, { timeout: WAIT_MS });
        const missing = `(async () => {
          const urls = [location.href.split('#')[0], ...performance.getEntriesByType('resource').map((e) => e.name)]
            .filter((u) => new URL(u).origin === location.origin);
          const out = [];
          for (const u of urls) if (!(await caches.match(u))) out.push(u);
          return out;
        })()`;
        await expect.poll(async () => (await page.evaluate(missing)) as string[], { timeout: WAIT_MS }).toEqual([]);
        // Every file of the build, the views not opened yet included.
        const assets = readdirSync(join(SITE_DIST, 'assets')).map((f) => `${server!.url}assets/${f}`);
        expect(assets.length).toBeGreaterThan(0);
        const uncached = `Promise.all(${JSON.stringify(assets)}.map((u) => caches.match(u).then((hit) => (hit ? null : u)))).then((l) => l.filter((u) => u !== null))`;
        await expect.poll(async () => (await page.evaluate(uncached)) as string[], { timeout: WAIT_MS }).toEqual([]);

        server!.down = true;
        await context.setOffline(true);
        try {
          await page.reload({ waitUntil: 'load' });
          await ready(page, 'units');
          await typeInto(page, '#spec-editor', '3d6 eZap AP');
          await expect.poll(() => priceOf(page), { timeout: WAIT_MS }).toEqual(await cliPrice('3d6 eZap AP', 'default'));
          await navigate(page, 'ship');
          await expect.poll(() => totalsOf(page), { timeout: WAIT_MS }).toEqual(await cliTotals(example('cruiser.yaml')));
          await navigate(page, 'catalog');
          await expect.poll(() => page.locator('#catalog-table tbody tr').count(), { timeout: WAIT_MS }).toBeGreaterThan(0);
          await navigate(page, 'volley');
          await runVolley(page, 'design', 1, 40, 7);
          await expect.poll(() => volleyEvents(page), { timeout: WAIT_MS }).toEqual(await cliVolleyEvents('examples/cruiser.yaml', 1, 40, 7));
          // The simulation's worker script is cached too.
          await page.fill('#sim-trials', '40');
          await page.fill('#sim-turns', '3');
          await page.click('#sim-run');
          await page.locator('#sim-plot svg').first().waitFor({ timeout: WAIT_MS });
        } finally {
          server!.down = false;
          await context.setOffline(false);
        }
      });
    });

    it('is usable from the keyboard: Tab reaches each view from the navigation, then its controls', async () => {
      await withPage(async (page) => {
        for (const view of VIEWS) {
          await open(page, 'units');
          await page.reload({ waitUntil: 'load' });
          let found = false;
          for (let i = 0; i < 15 && !found; i++) {
            await page.keyboard.press('Tab');
            found = (await page.evaluate(`document.activeElement?.matches('nav a[data-view="${view}"]') === true`)) as boolean;
          }
          expect(found, `Tab never reached the ${view} link`).toBe(true);
          await page.keyboard.press('Enter');
          await ready(page, view);
          expect(await page.getAttribute(`nav a[data-view="${view}"]`, 'aria-current')).toBe('page');
          await page.keyboard.press('Tab');
          const inside = (await page.evaluate(`document.activeElement?.closest('#view-${view}') !== null && document.activeElement?.closest('#view-${view}') !== undefined`)) as boolean;
          expect(inside, `Tab after opening ${view} went to ${String(await page.evaluate('document.activeElement?.outerHTML.slice(0, 120)'))}`).toBe(true);
        }
      });
    });

    it('fits a 320 px wide screen: no view scrolls sideways', async () => {
      await withPage(
        async (page) => {
          for (const view of VIEWS) {
            await open(page, view, view === 'units' ? { spec: '4d6 eZap "Phase Lance" AP ARC:ABF RNG- p=8 rng=32' } : {});
            await page.reload({ waitUntil: 'load' });
            await ready(page, view);
            if (view === 'volley') await runVolley(page, 'design', 1, 40, 7);
            if (view === 'ship') await page.locator('#sheet-preview svg').first().waitFor({ timeout: WAIT_MS });
            const width = (await page.evaluate('document.documentElement.scrollWidth')) as number;
            if (width > 320) {
              const wide = await page.evaluate(`[...document.querySelectorAll('#view-${view} *')].filter((e) => e.getBoundingClientRect().right > 321).slice(0, 5).map((e) => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (e.className && typeof e.className === 'string' ? '.' + e.className.split(' ').join('.') : '') + ' ' + Math.round(e.getBoundingClientRect().right) + 'px')`);
              expect.fail(`${view} is ${width} px wide at 320 px; the widest: ${JSON.stringify(wide)}`);
            }
          }
        },
        { viewport: { width: 320, height: 700 } },
      );
    });

    it('styles every visible interactive element: none keeps the browser’s default look', async () => {
      // Each button, link, field, disclosure and focusable box against an element of the same
      // kind in an unstyled document: at least one of its own (not inherited) box properties differs.
      const unstyled = `(() => {
        const frame = document.createElement('iframe');
        frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';
        document.body.append(frame);
        const doc = frame.contentDocument;
        const PROPS = ['backgroundColor', 'borderTopColor', 'borderTopWidth', 'borderTopStyle', 'borderTopLeftRadius', 'paddingTop', 'paddingLeft', 'marginTop', 'marginLeft', 'boxShadow', 'textDecorationLine', 'fontWeight', 'minHeight'];
        const found = [];
        for (const el of document.querySelectorAll('button, a[href], input, select, textarea, summary, [tabindex]:not([tabindex="-1"])')) {
          if (el.closest('.cm-editor') || el.closest('[hidden]')) continue;
          const box = el.getBoundingClientRect();
          const own = getComputedStyle(el);
          if (box.width === 0 || box.height === 0 || own.visibility === 'hidden') continue;
          const ref = doc.createElement(el.tagName);
          if (el.getAttribute('type')) ref.setAttribute('type', el.getAttribute('type'));
          doc.body.append(ref);
          const base = frame.contentWindow.getComputedStyle(ref);
          if (PROPS.every((p) => own[p] === base[p])) found.push(el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.className ? '.' + String(el.className).replace(/ /g, '.') : '') + ' ' + (el.textContent || '').trim().slice(0, 30));
          ref.remove();
        }
        frame.remove();
        return found;
      })()`;
      for (const width of [320, DESKTOP.width]) {
        await withPage(
          async (page) => {
            // The check finds an element the page's styles leave alone (a range slider, which it has none of).
            await open(page, 'units');
            await page.evaluate(`document.querySelector('main').append(Object.assign(document.createElement('input'), { type: 'range', id: 'unstyled-probe' }))`);
            expect(((await page.evaluate(unstyled)) as string[]).filter((e) => e.startsWith('input#unstyled-probe'))).toHaveLength(1);
            await page.evaluate(`document.getElementById('unstyled-probe').remove()`);
            for (const view of VIEWS) {
              await open(page, view);
              if (view === 'volley') {
                await runVolley(page, 'design', 1, 40, 7);
                await page.locator('#volley-log details.passed summary').first().click();
              }
              if (view === 'ship') await page.locator('#sheet-preview svg').first().waitFor({ timeout: WAIT_MS });
              if (view === 'catalog') await page.locator('#catalog-table button.entry').first().click();
              expect(await page.evaluate(unstyled), `${view} at ${width} px`).toEqual([]);
            }
          },
          { viewport: { width, height: DESKTOP.height } },
        );
      }
    });

    it('passes an axe-core scan on every view (no serious or critical violations)', async () => {
      const axe = join(REPO, 'node_modules/axe-core/axe.min.js');
      const problems: string[] = [];
      await withPage(async (page) => {
        // Each view in a state worth checking: a diagnostic in the spec, a volley run.
        await open(page, 'units', { spec: '3d6 eZap APP' });
        await page.addScriptTag({ path: axe });
        for (const view of VIEWS) {
          await navigate(page, view);
          if (view === 'volley') await runVolley(page, 'design', 1, 40, 7);
          if (view === 'ship') await page.locator('#sheet-preview svg').first().waitFor({ timeout: WAIT_MS });
          const violations = (await page.evaluate(`axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => ({
            id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')), count: v.nodes.length })))`)) as {
            id: string;
            impact: string;
            help: string;
            targets: string[];
            count: number;
          }[];
          for (const v of violations) {
            const line = `axe ${view}: ${v.impact} ${v.id} (${v.help}) x${v.count}: ${v.targets.join(' | ')}`;
            console.log(line);
            if (v.impact === 'serious' || v.impact === 'critical') problems.push(line);
          }
          if (violations.length === 0) console.log(`axe ${view}: no violations`);
        }
      });
      expect(problems).toEqual([]);
    });
  });

  describe('measurements (printed for CI)', () => {
    it(`keystroke to updated diagnostics and totals on a 200-unit design: median printed against ${KEYSTROKE_GOAL_MS} ms, under ${KEYSTROKE_HANG_MS} ms`, async () => {
      const design = bigDesign(200);
      const expected = await cliTotals(design);
      await withPage(async (page) => {
        await open(page, 'ship', { design: encodeText(design) });
        await expect.poll(() => totalsOf(page), { timeout: WAIT_MS }).toEqual(expected);
        await page.click('#design-editor .cm-content');
        await page.keyboard.press('ControlOrMeta+End');
        // Measured in the page: from the key's event to the view's update (its counter in
        // data-ship-updates, seen by a MutationObserver), and to the next frame after it.
        await page.evaluate(`(() => {
          const m = { samples: [], frames: [], own: [], start: 0, seen: 0 };
          window.__measure = m;
          const count = () => Number(document.body.dataset.shipUpdates ?? '0');
          document.addEventListener('keydown', (e) => {
            const now = performance.now();
            m.start = e.timeStamp > 0 && e.timeStamp <= now ? e.timeStamp : now;
            m.seen = count();
          }, true);
          new MutationObserver(() => {
            if (m.start === 0 || count() <= m.seen) return;
            const start = m.start;
            m.start = 0;
            m.samples.push(performance.now() - start);
            m.own.push(Number(document.body.dataset.shipUpdatedMs ?? 'NaN'));
            requestAnimationFrame(() => m.frames.push(performance.now() - start));
          }).observe(document.body, { attributes: true, attributeFilter: ['data-ship-updates'] });
        })()`);
        for (let i = 0; i < KEYSTROKES; i++) {
          // Alternately a letter (the last spec gets an unknown modifier: a diagnostic) and its removal.
          await page.keyboard.press(i % 2 === 0 ? 'x' : 'Backspace');
          await page.waitForFunction(`window.__measure.frames.length >= ${i + 1}`, undefined, { timeout: WAIT_MS });
          if (i === 0) await expect.poll(() => page.locator('#design-diagnostics li.error').count(), { timeout: WAIT_MS }).toBeGreaterThan(0);
        }
        const m = (await page.evaluate('({ samples: window.__measure.samples, frames: window.__measure.frames, own: window.__measure.own })')) as { samples: number[]; frames: number[]; own: number[] };
        expect(m.samples).toHaveLength(KEYSTROKES);
        await expect.poll(() => page.locator('#design-diagnostics li.error').count(), { timeout: WAIT_MS }).toBe(0);
        const dom = medianAndMax(m.samples);
        const frame = medianAndMax(m.frames);
        const own = medianAndMax(m.own);
        console.log(
          `measure: keystroke to updated diagnostics and totals, 200-unit design, ${KEYSTROKES} keys: median ${dom.median.toFixed(1)} ms, max ${dom.max.toFixed(1)} ms ` +
            `(to the next frame: median ${frame.median.toFixed(1)} ms, max ${frame.max.toFixed(1)} ms; the view's own update: median ${own.median.toFixed(1)} ms, max ${own.max.toFixed(1)} ms; goal: median under ${KEYSTROKE_GOAL_MS} ms)`,
        );
        expect(dom.median).toBeLessThan(KEYSTROKE_HANG_MS);
      });
    });

    it(`answers a 5 MB design set into the address from inside the page, checked in the worker (main-thread work printed against ${BIG_ADDRESS_TASK_S} s, under ${BIG_ADDRESS_HANG_S} s), the cost table's first ${TABLE_FIRST} rows on show`, async () => {
      const units = 110_000;
      const big = bigDesign(units);
      expect(big.length).toBeGreaterThan(5_000_000);
      await withPage(async (page) => {
        await open(page, 'ship');
        await page.locator('#cost-table tbody tr').first().waitFor({ timeout: WAIT_MS });
        // The page's own main-thread work from the address change on: the long tasks (over 50 ms,
        // where all heavy work shows) that start after the hashchange event, summed in the page.
        await page.evaluate(`(() => {
          const m = { from: Infinity, busy: 0, tasks: 0, longest: 0 };
          window.__bigAddress = m;
          window.addEventListener('hashchange', () => { if (m.from === Infinity) m.from = performance.now(); }, { capture: true });
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) if (e.startTime + e.duration >= m.from) { m.busy += e.duration; m.tasks++; m.longest = Math.max(m.longest, e.duration); }
          }).observe({ type: 'longtask' });
        })()`);
        const t0 = performance.now();
        await page.evaluate((hash) => {
          (globalThis as unknown as { location: { hash: string } }).location.hash = hash;
        }, `#/ship?design=${encodeText(big)}`);
        const note = `Showing ${TABLE_FIRST} of ${units.toLocaleString('en-US')} rows; the downloads hold every row.`;
        await expect.poll(() => page.textContent('#cost-table-note'), { timeout: WAIT_MS }).toBe(note);
        const wall = performance.now() - t0;
        const m = (await page.evaluate('window.__bigAddress')) as { busy: number; tasks: number; longest: number };
        const busy = m.busy / 1000;
        expect(await page.locator('#cost-table tbody tr').count()).toBe(TABLE_FIRST);
        expect(await page.evaluate('document.body.dataset.shipCheckedIn')).toBe('worker');
        console.log(`measure: a ${(big.length / 1e6).toFixed(1)} MB design (${units} units) set into the address: answered after ${(wall / 1000).toFixed(1)} s, ${busy.toFixed(2)} s of it long main-thread tasks (${m.tasks}, longest ${(m.longest / 1000).toFixed(2)} s; budget ${BIG_ADDRESS_TASK_S} s)`);
        expect(busy).toBeLessThan(BIG_ADDRESS_HANG_S);
        // More rows on request, a thousand at a time.
        await clickSettled(page, '#cost-table-more');
        await expect.poll(() => page.locator('#cost-table tbody tr').count(), { timeout: WAIT_MS }).toBe(TABLE_FIRST + 1000);
        // Too long for the address: it says so, and holds long=1 instead.
        await expect.poll(() => paramsOf(page).get('long'), { timeout: WAIT_MS }).toBe('1');
      });
    });

    it(`the JavaScript the page transfers (gzip), all four views: under ${JS_GOAL_BYTES / 1000} kB, and ${JS_LEVEL6_GOAL_BYTES / 1000} kB at gzip level 6`, async () => {
      await withPage(
        async (page) => {
          const encodings: string[] = [];
          page.on('response', (r) => {
            if (r.request().resourceType() === 'script') encodings.push(`${new URL(r.url()).pathname}: ${r.headers()['content-encoding'] ?? 'none'}`);
          });
          await open(page, 'units');
          await page.waitForLoadState('networkidle');
          const sum = `performance.getEntriesByType('resource').filter((e) => /\\.m?js(\\?|$)/.test(new URL(e.name).pathname))
            .reduce((a, e) => ({ bytes: a.bytes + e.encodedBodySize, decoded: a.decoded + e.decodedBodySize, files: a.files + 1, paths: [...a.paths, new URL(e.name).pathname] }), { bytes: 0, decoded: 0, files: 0, paths: [] })`;
          const first = (await page.evaluate(sum)) as { bytes: number; decoded: number; files: number; paths: string[] };
          for (const view of VIEWS) await navigate(page, view);
          await page.waitForLoadState('networkidle');
          const all = (await page.evaluate(sum)) as { bytes: number; decoded: number; files: number; paths: string[] };
          // The same files as a server would send them at gzip level 1 (common servers' default) and 6 (zlib's).
          const files = all.paths.map((p) => readFileSync(join(SITE_DIST, decodeURIComponent(p).replace(/^\//, ''))));
          const atLevel = (level: number): number => files.reduce((a, f) => a + gzipSync(f, { level }).length, 0);
          const level1 = atLevel(1);
          const level6 = atLevel(6);
          const kB = (n: number): string => (n / 1000).toFixed(1);
          console.log(
            `measure: JavaScript transferred (gzip): ${kB(first.bytes)} kB on the first view (${first.files} files, ${kB(first.decoded)} kB unzipped); ` +
              `${kB(all.bytes)} kB after all four views (${all.files} files, ${kB(all.decoded)} kB unzipped; goal: under ${JS_GOAL_BYTES / 1000} kB); ` +
              `the same files at gzip level 1: ${kB(level1)} kB, level 6: ${kB(level6)} kB (goal: ${JS_LEVEL6_GOAL_BYTES / 1000} kB at level 6)`,
          );
          expect(level6).toBeLessThan(JS_LEVEL6_GOAL_BYTES);
          // The full YAML reader is not among them: the example designs need only the fast one.
          expect(all.paths.some((p) => /full-yaml/.test(p))).toBe(false);
          // Nor the readout's chunk (LiquidJS and the templates), fetched when the readout is first shown.
          expect(all.paths.some((p) => /readout-body/.test(p))).toBe(false);
          const readoutChunk = readdirSync(join(SITE_DIST, 'assets')).find((f) => /^readout-body-.*\.js$/.test(f));
          expect(readoutChunk).toBeDefined();
          const readoutGzip = gzipSync(readFileSync(join(SITE_DIST, 'assets', readoutChunk!)), { level: 6 }).length;
          console.log(`measure: the readout's chunk, fetched on request: ${kB(readoutGzip)} kB at gzip level 6`);
          expect(readoutGzip).toBeLessThan(40_000);
          expect(level1).toBeGreaterThanOrEqual(level6);
          expect(all.files).toBeGreaterThan(0);
          // The number is the compressed one: every script came gzipped.
          for (const e of encodings) expect(e).toMatch(/: gzip$/);
          expect(all.bytes).toBeLessThan(JS_GOAL_BYTES);
        },
        // No service worker: the page's own requests, measured as the network delivered them.
        { serviceWorkers: 'block' },
      );
    });
  });

  describe('screenshots', () => {
    it('draws each view at 320, 768 and 1280 px wide (docs/images/site-*.png with UPDATE_IMAGES=1)', async () => {
      const update = process.env['UPDATE_IMAGES'] === '1';
      const shots: string[] = [];
      for (const width of SHOT_WIDTHS) {
        await withPage(
          async (page) => {
            // The 1280 px pictures keep their old names (the README's first picture is site-ship.png).
            const shoot = async (name: string): Promise<void> => {
              // From the top of the page, nothing focused; fonts and the editor settled.
              await page.evaluate('document.activeElement?.blur(); window.scrollTo(0, 0)');
              await page.evaluate('document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))');
              const base = width === DESKTOP.width ? `site-${name}.png` : `site-${name}-${width}.png`;
              const file = join(SHOTS, base);
              await page.screenshot({ path: file });
              shots.push(file);
              if (update) {
                mkdirSync(join(REPO, 'docs/images'), { recursive: true });
                copyFileSync(file, join(REPO, 'docs/images', base));
              }
            };
            await open(page, 'units');
            await typeInto(page, '#spec-editor', '4d6 eZap "Phase Lance" AP ARC:ABF RNG-');
            await expect.poll(() => priceOf(page), { timeout: WAIT_MS }).toEqual(await cliPrice('4d6 eZap "Phase Lance" AP ARC:ABF RNG-', 'default'));
            // The typing opened the completion list: the picture is of the bench, not the list.
            await page.keyboard.press('Escape');
            await expect.poll(() => page.locator('.cm-tooltip-autocomplete').count(), { timeout: WAIT_MS }).toBe(0);
            await shoot('units');

            await navigate(page, 'ship');
            await page.locator('#sheet-preview svg').first().waitFor({ timeout: WAIT_MS });
            await shoot('ship');

            await navigate(page, 'catalog');
            await page.fill('#catalog-search', 'hull');
            await shoot('catalog');

            await navigate(page, 'volley');
            await runVolley(page, 'design', 1, 40, 7);
            // A few points into the internals: the chart walk of that point, and the boxes fallen so far.
            const internal = page.locator('#volley-log li[data-event]:not(.stage-shield):not(.stage-armor)');
            await internal.nth(Math.min(4, (await internal.count()) - 1)).click();
            await shoot('volley');
          },
          { viewport: { width, height: DESKTOP.height } },
        );
      }
      console.log(`site screenshots: ${shots.join(', ')}${update ? ' (copied into docs/images)' : ''}`);
      expect(shots).toHaveLength(4 * SHOT_WIDTHS.length);
    });
  });
});
