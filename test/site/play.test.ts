/**
 * The shipyard page's play view end to end, in Chromium (issue 29): the example fleet loaded;
 * boxes marked by mouse on the sheet and by keyboard in the boxes list; undo and redo; a seeded
 * volley whose state equals `spacedock damage --state` on the same inputs; the game found again
 * after a reload, offline, and through a shared link; the state exported and imported; the
 * printed sheets equal to `spacedock sheet fleet.yaml --state` of that state; axe-core clean; no
 * sideways scroll at 768 px.
 */
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIn } from '../cli/harness.js';
import { buildSite, openPlayView, withCheckedPage, launchChromium, REPO, serveStatic, SITE_DIST, skipReason, type SiteServer } from './harness.js';
import { WAIT_MS } from '../browser/chromium.js';

const FLEET = 'examples/home-guard.yaml';
const TABLET = { width: 768, height: 1024 } as const;
const STORAGE_KEY = 'spacedock.play';
/** What the play view may add to the JavaScript of the four other views (gzip level 6): its own chunk. */
const PLAY_JS_BUDGET = 20_000;

interface ShipStateJson {
  readonly ship: string;
  readonly shields: number[];
  readonly systems: Record<string, number>;
  readonly [k: string]: unknown;
}
interface FleetStateJson {
  readonly format: 1;
  readonly kind: 'fleet-state';
  readonly fleet: string;
  readonly ships: { readonly label: string; readonly state: ShipStateJson }[];
}

const reason = skipReason();

/** A screenshot in the temporary folder, and into docs/images with UPDATE_IMAGES=1. */
async function shoot(page: Page, name: string): Promise<void> {
  const path = join(tmpdir(), `spacedock-${name}`);
  await page.mouse.move(0, 0);
  await page.evaluate('document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))');
  await page.screenshot({ path });
  if (process.env['UPDATE_IMAGES'] === '1') copyFileSync(path, join(REPO, 'docs/images', name));
}

describe.skipIf(reason !== undefined)(`the play view in Chromium${reason === undefined ? '' : ` (skipped: ${reason})`}`, () => {
  let browser: Browser | undefined;
  let server: SiteServer | undefined;
  const scratch = mkdtempSync(join(tmpdir(), 'spacedock-play-'));

  beforeAll(async () => {
    await buildSite();
    server = await serveStatic();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A page of a fresh context; its errors fail the test. */
  const withPage = (body: (page: Page, context: BrowserContext) => Promise<void>, options: BrowserContextOptions = {}): Promise<void> =>
    withCheckedPage(browser!, { viewport: TABLET, ...options }, body);

  const openPlay = (page: Page, hash = '#/play'): Promise<void> => openPlayView(page, server!.url, hash);

  /** The game the page keeps in the browser's storage (the state as the CLI reads it). */
  const saved = async (page: Page): Promise<FleetStateJson> => {
    const text = (await page.evaluate(`localStorage.getItem(${JSON.stringify(STORAGE_KEY)})`)) as string | null;
    if (text === null) throw new Error('nothing saved');
    return (JSON.parse(text) as { state: FleetStateJson }).state;
  };

  const shipState = async (page: Page, label: string): Promise<ShipStateJson> => {
    const s = (await saved(page)).ships.find((x) => x.label === label);
    if (s === undefined) throw new Error(`no ${label}`);
    return s.state;
  };

  const TITLE = 'Home Guard: 4 ships, 351 of 500 points.';

  it('plays the example fleet: marks by mouse and keyboard, undo and redo, a seeded volley as the CLI resolves it, reload, export and import, print, axe, 768 px', async () => {
    await withPage(async (page) => {
      await openPlay(page);
      await page.click('#play-example');
      await expect.poll(() => page.textContent('#play-title'), { timeout: WAIT_MS }).toBe(TITLE);
      expect(await page.locator('#play-ship option').allTextContents()).toEqual(['Meridian', 'Hearthstone', 'Picket 1', 'Picket 2']);

      // By mouse: a Bridge box and a box of shield #1 on the sheet.
      await page.click('#play-sheet [data-box="Bridge:1"]');
      await expect.poll(async () => (await shipState(page, 'Meridian')).systems['Bridge'], { timeout: WAIT_MS }).toBe(1);
      expect(await page.locator('#play-sheet [data-box="Bridge:0"]').getAttribute('data-destroyed')).toBe('true');
      await page.click('#play-sheet [data-box="Shield #1:23"]');
      await expect.poll(async () => (await shipState(page, 'Meridian')).shields[0], { timeout: WAIT_MS }).toBe(23);
      // And again on the destroyed box: restored.
      await page.click('#play-sheet [data-box="Shield #1:0"]');
      await expect.poll(async () => (await shipState(page, 'Meridian')).shields[0], { timeout: WAIT_MS }).toBe(24);

      // By keyboard: the boxes list's buttons, Enter and Space (its groups folded below 900 px: opened from the keyboard).
      expect(await page.locator('#play-rows details[open]').count()).toBe(0);
      await page.focus('#play-rows details[data-group="Systems"] > summary');
      await page.keyboard.press('Enter');
      await page.focus('#play-rows details[data-group="Tracks"] > summary');
      await page.keyboard.press('Space');
      expect(await page.locator('#play-rows details[open]').evaluateAll((ds) => ds.map((d) => d.getAttribute('data-group')))).toEqual(['Systems', 'Tracks']);
      await page.focus('#play-row-F-Hull button[data-act="destroy"]');
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await shipState(page, 'Meridian')).systems['F Hull'], { timeout: WAIT_MS }).toBe(1);
      await page.focus('#play-row-Sensor button[data-act="destroy"]');
      await page.keyboard.press('Space');
      await expect.poll(async () => ((await shipState(page, 'Meridian'))['tracks'] as { sensor: number }).sensor, { timeout: WAIT_MS }).toBe(1);
      expect(await page.textContent('#play-row-F-Hull .row-count')).toBe('1 of 6 destroyed');
      // The list is drawn again after each mark: the groups stay open, the focus stays on the button.
      expect(await page.evaluate('document.activeElement?.closest("li")?.id')).toBe('play-row-Sensor');
      expect(await page.textContent('#play-rows details[data-group="Systems"] > summary .count')).toMatch(/^2 of \d+ destroyed$/); // the Bridge box and the F Hull box

      // Undo (the button, then Ctrl+Z) and redo.
      await page.click('#play-undo');
      await expect.poll(async () => ((await shipState(page, 'Meridian'))['tracks'] as { sensor: number }).sensor, { timeout: WAIT_MS }).toBe(0);
      await page.focus('#play-rows');
      await page.keyboard.press('Control+z');
      await expect.poll(async () => (await shipState(page, 'Meridian')).systems['F Hull'], { timeout: WAIT_MS }).toBe(0);
      await page.click('#play-redo');
      await expect.poll(async () => (await shipState(page, 'Meridian')).systems['F Hull'], { timeout: WAIT_MS }).toBe(1);

      // The next turn (no armor of these ships changes with it): a step undo takes back, the damage kept.
      await page.click('#play-next-turn');
      await expect.poll(() => page.textContent('#play-note'), { timeout: WAIT_MS }).toMatch(/^Next turn: /);
      expect((await shipState(page, 'Meridian')).systems['F Hull']).toBe(1);
      await page.click('#play-undo');
      await expect.poll(() => page.textContent('#play-note'), { timeout: WAIT_MS }).toBe('Undone.');
      expect((await shipState(page, 'Meridian')).systems['F Hull']).toBe(1);

      // A seeded volley on the Meridian: the state equals `spacedock damage --state` from the state before it.
      const before = await shipState(page, 'Meridian');
      const stateFile = join(scratch, 'meridian.json');
      writeFileSync(stateFile, JSON.stringify(before));
      await page.selectOption('#play-shield', '2');
      await page.fill('#play-points', '14');
      await page.fill('#play-seed', '5');
      await page.click('#play-fire');
      await expect.poll(() => page.locator('#play-log li').count(), { timeout: WAIT_MS }).toBe(1);
      const cli = await runIn(['damage', 'examples/cruiser.yaml', '--state', stateFile, '--shield', '2', '--points', '14', '--seed', '5']);
      expect(cli.code, cli.err).toBe(0);
      const after = await shipState(page, 'Meridian');
      expect(after).toEqual(JSON.parse(readFileSync(stateFile, 'utf8')) as unknown);
      expect(await page.textContent('#play-log li')).toMatch(/^Meridian: shield #2, 14 points, seed 5\. /);

      // A reload finds the game as it was.
      const game = await saved(page);
      await page.reload({ waitUntil: 'load' });
      await expect.poll(() => page.textContent('#play-title'), { timeout: WAIT_MS }).toBe(TITLE);
      expect(await saved(page)).toEqual(game);
      await expect.poll(() => page.locator('#play-log li').count(), { timeout: WAIT_MS }).toBe(1);

      // Export, repair everything, import: the exported state comes back.
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('#play-export')]);
      expect(download.suggestedFilename()).toBe('home-guard-state.json');
      const exportedFile = join(scratch, 'exported.json');
      await download.saveAs(exportedFile);
      const exported = JSON.parse(readFileSync(exportedFile, 'utf8')) as FleetStateJson;
      expect(exported).toEqual(game);
      await page.click('#play-reset');
      await expect.poll(async () => (await shipState(page, 'Meridian')).systems['Bridge'], { timeout: WAIT_MS }).toBe(0);
      await page.setInputFiles('#play-import', exportedFile);
      await expect.poll(() => saved(page), { timeout: WAIT_MS }).toEqual(game);

      // Print: the pages equal `spacedock sheet fleet.yaml --state` of the same state.
      const sheets = await runIn(['sheet', FLEET, '--state', exportedFile, '--json']);
      const expected = (JSON.parse(sheets.out) as { svg: string[] }).svg;
      expect(expected.length).toBeGreaterThanOrEqual(4);
      await page.evaluate('window.print = () => { window.__printed = (window.__printed ?? 0) + 1; }');
      await page.click('#play-print');
      // The sheets are drawn in a worker, then each page is read: the dialog comes once they are all ready.
      await expect.poll(() => page.evaluate('window.__printed'), { timeout: WAIT_MS }).toBe(1);
      expect(await page.textContent('#play-note')).toBe(`${expected.length} pages sent to print.`);
      const printed = await page.locator('#play-print-area img').evaluateAll((imgs) => imgs.map((i) => decodeURIComponent(((i as unknown as { src: string }).src).replace(/^data:image\/svg\+xml;charset=utf-8,/, ''))));
      expect(printed).toEqual(expected);

      // 768 px: no sideways scroll, the sheet within the page.
      const overflow = (await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')) as number;
      expect(overflow).toBeLessThanOrEqual(0);

      // axe-core: no violations at all.
      await page.addScriptTag({ path: join(REPO, 'node_modules/axe-core/axe.min.js') });
      const violations = (await page.evaluate(`axe.run(document.getElementById('view-play'), { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => v.impact + ' ' + v.id + ': ' + v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')))`)) as string[];
      expect(violations).toEqual([]);
      // Pictures for docs/play-guide.md (copied into docs/images with UPDATE_IMAGES=1), looked at before use.
      await page.evaluate('document.activeElement?.blur(); window.scrollTo(0, 0)');
      await shoot(page, 'play-768.png');
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.locator('#play-rows').scrollIntoViewIfNeeded();
      await page.evaluate('window.scrollTo(0, document.querySelector("#play-title").getBoundingClientRect().top + window.scrollY - 8)');
      await shoot(page, 'play-1280.png');
    });
  });

  it(`adds at most ${PLAY_JS_BUDGET / 1000} kB of JavaScript (gzip level 6) to what the four other views load`, async () => {
    await withPage(
      async (page) => {
        await page.goto(`${server!.url}#/units`, { waitUntil: 'load' });
        const scripts = async (): Promise<string[]> => (await page.evaluate(`performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => /\\.js$/.test(p))`)) as string[];
        for (const view of ['ship', 'catalog', 'volley']) {
          await page.click(`nav a[data-view="${view}"]`);
          await page.locator(`#view-${view}:not([aria-busy="true"])`).waitFor({ state: 'visible', timeout: WAIT_MS });
        }
        await page.waitForLoadState('networkidle');
        const before = new Set(await scripts());
        await page.click('nav a[data-view="play"]');
        await page.locator('#view-play:not([aria-busy="true"])').waitFor({ state: 'visible', timeout: WAIT_MS });
        await page.waitForLoadState('networkidle');
        const added = (await scripts()).filter((p) => !before.has(p));
        const bytes = added.reduce((n, p) => n + gzipSync(readFileSync(join(SITE_DIST, p.replace(/^\//, ''))), { level: 6 }).length, 0);
        console.log(`measure: the play view adds ${(bytes / 1000).toFixed(1)} kB of JavaScript at gzip level 6 (${added.join(', ')}); budget ${PLAY_JS_BUDGET / 1000} kB`);
        expect(added.length).toBeGreaterThan(0);
        expect(bytes).toBeLessThan(PLAY_JS_BUDGET);
      },
      { serviceWorkers: 'block' },
    );
  });

  it('refuses a fleet over its limits, each problem with its roster: what spacedock check says', async () => {
    // The two example ships, in a fleet of files opened here, over its spaces and boxes limits.
    const dir = mkdtempSync(join(scratch, 'over-'));
    const fleet = join(dir, 'fleet.yaml');
    writeFileSync(fleet, 'format: 1\nkind: fleet\nname: Too Big\nspacesLimit: 60\nboxesLimit: 100\nships:\n  - { file: cruiser.yaml, ship: Meridian-class Patrol Cruiser, label: Meridian }\n  - { file: carrier.yaml, ship: Hearthstone-class Escort Carrier }\n');
    copyFileSync(join(REPO, 'examples/cruiser.yaml'), join(dir, 'cruiser.yaml'));
    copyFileSync(join(REPO, 'examples/carrier.yaml'), join(dir, 'carrier.yaml'));
    const checked = await runIn(['check', fleet, '--json']);
    const expected = (JSON.parse(checked.out) as { diagnostics: { code: string; message: string; span: { line: number; column: number }; notes?: string[] }[] }).diagnostics;
    expect(expected.map((d) => [d.code, d.span.line])).toEqual([['fleet-over-limit', 4], ['fleet-over-limit', 5]]);
    await withPage(async (page) => {
      await openPlay(page);
      await page.setInputFiles('#play-files', [fleet, join(dir, 'cruiser.yaml'), join(dir, 'carrier.yaml')]);
      await expect.poll(() => page.textContent('#play-load-note p'), { timeout: WAIT_MS }).toBe('This fleet cannot be played:');
      const problems = page.locator('#play-load-note ul.problems > li');
      await expect.poll(() => problems.count(), { timeout: WAIT_MS }).toBe(2);
      for (const [i, d] of expected.entries()) {
        const item = problems.nth(i);
        expect(await item.textContent()).toContain(`${d.span.line}:${d.span.column}: ${d.message}`);
        // The roster, one ship a line: each ship's share of that total, largest first.
        expect(await item.locator('ul.notes > li').allTextContents()).toEqual(d.notes);
      }
      expect(await page.locator('#play-game').isHidden()).toBe(true);
    });
  });

  it('shares a game by link: another browser opens the same fleet and state', async () => {
    let link = '';
    let state: FleetStateJson | undefined;
    await withPage(async (page) => {
      await openPlay(page);
      await page.click('#play-example');
      await expect.poll(() => page.textContent('#play-title'), { timeout: WAIT_MS }).toBe(TITLE);
      await page.selectOption('#play-ship', '2');
      await page.click('#play-sheet [data-box="Bridge:0"]');
      await expect.poll(async () => (await shipState(page, 'Picket 1')).systems['Bridge'], { timeout: WAIT_MS }).toBe(1);
      state = await saved(page);
      await page.click('#play-link');
      await expect.poll(() => page.url(), { timeout: WAIT_MS }).toContain('game=');
      link = page.url();
    }, { permissions: ['clipboard-read', 'clipboard-write'] });
    await withPage(async (page) => {
      await page.goto(link, { waitUntil: 'load' });
      await expect.poll(() => page.textContent('#play-title'), { timeout: WAIT_MS }).toBe(TITLE);
      await expect.poll(() => saved(page), { timeout: WAIT_MS }).toEqual(state);
      // The link's game is now this browser's: the address lets go of it.
      await expect.poll(() => page.url(), { timeout: WAIT_MS }).not.toContain('game=');
    });
  });

  it('keeps the game offline: the service worker answers the reload, the storage holds the game, Print works', async () => {
    await withPage(async (page, context) => {
      await openPlay(page);
      await page.waitForFunction('navigator.serviceWorker !== undefined && navigator.serviceWorker.controller !== null', undefined, { timeout: WAIT_MS });
      await page.click('#play-example');
      await expect.poll(() => page.textContent('#play-title'), { timeout: WAIT_MS }).toBe(TITLE);
      await page.click('#play-sheet [data-box="Impulse:0"]');
      await expect.poll(async () => (await shipState(page, 'Meridian')).systems['Impulse'], { timeout: WAIT_MS }).toBe(1);
      const game = await saved(page);
      // Every chunk of the build cached (the service worker fetches the views ahead).
      await expect
        .poll(async () => (await page.evaluate(`caches.keys().then((ks) => Promise.all(ks.map((k) => caches.open(k).then((c) => c.keys())))).then((l) => l.flat().length)`)) as number, { timeout: WAIT_MS })
        .toBeGreaterThan(5);
      server!.down = true;
      await context.setOffline(true);
      try {
        await page.reload({ waitUntil: 'load' });
        await expect.poll(() => page.textContent('#play-title'), { timeout: WAIT_MS }).toBe(TITLE);
        expect(await saved(page)).toEqual(game);
        expect(await page.locator('#play-sheet [data-box="Impulse:0"]').getAttribute('data-destroyed')).toBe('true');
        // Print too: its worker's script was cached ahead.
        await page.evaluate('window.print = () => { window.__printed = (window.__printed ?? 0) + 1; }');
        await page.click('#play-print');
        await expect.poll(() => page.evaluate('window.__printed'), { timeout: WAIT_MS }).toBe(1);
        expect(await page.textContent('#play-note')).toMatch(/^\d+ pages sent to print\.$/);
      } finally {
        server!.down = false;
        await context.setOffline(false);
      }
    });
  });
});
