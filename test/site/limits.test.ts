/**
 * The shipyard page under hostile input, end to end in Chromium (issue 37, items 9 and 11): the
 * address keeps only the page's parameters, each within its limit; a game link past its limit is
 * refused by its length before it is decoded; Play reads a saved game back whole and bounds its
 * log; a link asks before it replaces the game in progress, and the replaced game comes back;
 * Print draws its sheets in a Web Worker (a fleet past the print limit is refused by its boxes
 * first); Import refuses a state file by its size, then by its nesting, before parsing it; a
 * game too big for a link is never offered as one.
 *
 * No figure here is a wall-clock budget: each cost is the main thread's CPU time from Chromium's
 * own counters (`cpuMeter`), printed, and held to a generous CPU budget or to a share of the
 * worker's CPU time.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIn } from '../cli/harness.js';
import { WAIT_MS } from '../browser/chromium.js';
import { encodeText } from './fixtures.js';
import { buildSite, openPlayView, withCheckedPage, cpuMeter, launchChromium, REPO, serveStatic, skipReason, type SiteServer } from './harness.js';
import { ADDRESS_TEXT_LIMIT, SPEC_ADDRESS_LIMIT } from '../../site/src/address-params.js';
import { IMPORT_STATE_LIMIT, LOG_LIMIT, PRINT_BOX_LIMIT } from '../../site/src/play-limits.js';

const TABLET = { width: 768, height: 1024 } as const;
const STORAGE_KEY = 'spacedock.play';
const REPLACED_KEY = 'spacedock.play.replaced';
const TITLE = 'Home Guard: 4 ships, 351 of 500 points.';
/**
 * The main thread's CPU time (s) a refusal may cost: each is a check of a length or a size, a few
 * milliseconds; the issue measured 2.1 to 2.5 s for a 2 MB game link, 2 s for a 6 MB state file
 * and 1.9 to 3.5 s a mark with a log of 52,000 volleys.
 */
const REFUSAL_CPU_S = 0.5;
/** A mark of a game whose saved log held 52,000 volleys (its last LOG_LIMIT kept): CPU time (s). */
const MARK_CPU_S = 1;
/** While the worker draws the sheets for print, the main thread's CPU stays under this share of the worker's. */
const PRINT_MAIN_SHARE = 0.25;

interface SavedJson {
  readonly version: 1;
  readonly source: { readonly entry: string; readonly files: Record<string, string> };
  readonly state: { readonly ships: { readonly label: string; readonly state: { readonly systems: Record<string, number> } }[] };
  readonly log: Record<string, unknown>[];
}

/** A fleet of `count` ships of `boxes` hull boxes each (and a Bridge), in one file of a few hundred bytes. */
const armada = (count: number, boxes: number): string =>
  `format: 1\nkind: fleet\nname: Armada of ${count}\nships:\n  - { ship: Slab, count: ${count} }\n---\nformat: 1\nkind: ship\nname: Slab\nsizeClass: 3\ntech: 3\nshields: [10, 8, 8, 6, 8, 8]\nunits: []\nsystems:\n  - { label: Bridge }\n  - { label: Hull, variant: F, count: ${boxes / 2} }\n  - { label: Hull, variant: A, count: ${boxes / 2} }\n`;

const reason = skipReason();

describe.skipIf(reason !== undefined)(`the page under hostile input, in Chromium${reason === undefined ? '' : ` (skipped: ${reason})`}`, () => {
  let browser: Browser | undefined;
  let server: SiteServer | undefined;
  const scratch = mkdtempSync(join(tmpdir(), 'spacedock-limits-'));

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
    withCheckedPage(browser!, { viewport: TABLET, serviceWorkers: 'block', ...options }, body);

  const openPlay = (page: Page, hash = '#/play'): Promise<void> => openPlayView(page, server!.url, hash);

  const playExample = async (page: Page): Promise<void> => {
    await openPlay(page);
    await page.click('#play-example');
    await expect.poll(() => page.textContent('#play-title'), { timeout: WAIT_MS }).toBe(TITLE);
  };

  const stored = async (page: Page, key = STORAGE_KEY): Promise<SavedJson | undefined> => {
    const text = (await page.evaluate(`localStorage.getItem(${JSON.stringify(key)})`)) as string | null;
    return text === null ? undefined : (JSON.parse(text) as SavedJson);
  };

  /** A system's destroyed boxes on a ship of the game kept in the browser. */
  const destroyed = async (page: Page, label: string, system: string, key = STORAGE_KEY): Promise<number | undefined> => (await stored(page, key))?.state.ships.find((s) => s.label === label)?.state.systems[system];

  const setHash = (page: Page, hash: string): Promise<void> =>
    page.evaluate((h) => {
      (globalThis as unknown as { location: { hash: string } }).location.hash = h;
    }, hash);

  const clear = (page: Page, selector: string): Promise<unknown> => page.evaluate(`document.querySelector(${JSON.stringify(selector)}).textContent = ''`);

  /**
   * The main thread's CPU time (s) Chromium itself takes to set `hash` as the address of a blank
   * page, the test's own message included: 0.8 s at 2 MB on this machine, with no page code at all.
   */
  const blankCost = async (context: BrowserContext, hash: string): Promise<number> => {
    const blank = await context.newPage();
    try {
      await blank.goto(`${server!.url}robots.txt`);
      const cpu = await cpuMeter(blank);
      const t0 = await cpu.thread();
      await setHash(blank, hash);
      await blank.evaluate('location.hash.length');
      return (await cpu.thread()) - t0;
    } finally {
      await blank.close();
    }
  };

  /** axe-core's violations in the play view, as it is on show. */
  const axe = async (page: Page): Promise<string[]> => {
    await page.addScriptTag({ path: join(REPO, 'node_modules/axe-core/axe.min.js') });
    return (await page.evaluate(`axe.run(document.getElementById('view-play'), { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => v.impact + ' ' + v.id + ': ' + v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')))`)) as string[];
  };

  /** A picture in the temporary folder, looked at when the view's look changes. */
  const screenshot = async (page: Page, name: string): Promise<void> => {
    await page.mouse.move(0, 0);
    await page.evaluate('document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))');
    await page.screenshot({ path: join(tmpdir(), `spacedock-${name}`) });
  };

  it('keeps only the page’s parameters in the address, each within its limit: 1.9 MB of unknown ones are dropped at once and never written back (11a)', async () => {
    await withPage(async (page) => {
      const junk = `&junk=${'x'.repeat(1_900_000)}`;
      await page.goto(`${server!.url}#/units?spec=${encodeURIComponent('3d6 eZap')}${junk}`, { waitUntil: 'load' });
      await page.locator('#view-units:not([aria-busy="true"])').waitFor({ state: 'visible', timeout: WAIT_MS });
      await expect.poll(() => page.url().length, { timeout: WAIT_MS }).toBeLessThan(200);
      expect(page.url()).toMatch(/#\/units\?spec=3d6(\+|%20)eZap$/);
      // A keystroke: the address holds the new spec and nothing else; its cost is printed.
      const cpu = await cpuMeter(page);
      const t0 = await cpu.thread();
      await page.click('#spec-editor .cm-content');
      await page.keyboard.press('End');
      await page.keyboard.type(' AP');
      await expect.poll(() => page.url(), { timeout: WAIT_MS }).toMatch(/spec=3d6(\+|%20)eZap(\+|%20)AP$/);
      console.log(`measure: three keystrokes after a 1.9 MB address of unknown parameters: ${((await cpu.thread()) - t0).toFixed(3)} s of main-thread CPU (the issue: 3.6 to 4.9 s a key)`);
      expect(page.url()).not.toContain('junk');

      // A spec past SPEC_ADDRESS_LIMIT in a link is refused by its length: the default spec, said so.
      await setHash(page, `#/units?spec=${'A'.repeat(1_300_000)}`);
      await expect.poll(() => page.textContent('#spec-notice'), { timeout: WAIT_MS }).toMatch(/^The spec in the address was too long \(over 10,000 characters\)/);
      expect(page.url().length).toBeLessThan(200);
      // And one typed past it stays in the bench, out of the address.
      await page.click('#spec-editor .cm-content');
      await page.keyboard.press('End');
      await page.keyboard.insertText(` ${'AP '.repeat(Math.ceil(SPEC_ADDRESS_LIMIT / 3))}`);
      await expect.poll(() => page.textContent('#spec-notice'), { timeout: WAIT_MS }).toMatch(/^This spec is over 10,000 characters: too long for the address/);
      expect(page.url()).not.toContain('spec=');
    });
  });

  it('refuses a game link past its limit by its length, before decoding it, and the game in progress stays (9)', async () => {
    await withPage(async (page, context) => {
      await playExample(page);
      await page.click('#play-sheet [data-box="Bridge:0"]');
      await expect.poll(() => destroyed(page, 'Meridian', 'Bridge'), { timeout: WAIT_MS }).toBe(1);
      const before = await stored(page);
      const cpu = await cpuMeter(page);
      const tooLong = /^The link’s game is too long to open: a game link holds at most 100,000 characters of game, and it was not read\.$/;
      const cases: readonly (readonly [string, string, RegExp])[] = [
        ['2 MB', 'A'.repeat(2_000_000), tooLong],
        ['0.5 MB', 'A'.repeat(500_000), tooLong],
        // Within the address's limit for the parameter, past the game's once decoded.
        ['0.4 MB', encodeText(JSON.stringify({ version: 1, pad: 'x'.repeat(ADDRESS_TEXT_LIMIT * 2) })), /^The link’s game could not be read:.*longer than the 100,000 characters a game link holds/],
      ];
      for (const [size, param, answer] of cases) {
        await clear(page, '#play-load-note');
        const hash = `#/play?game=${param}`;
        const t0 = await cpu.thread();
        await setHash(page, hash);
        await expect.poll(() => page.textContent('#play-load-note'), { timeout: WAIT_MS }).toMatch(answer);
        const used = (await cpu.thread()) - t0;
        // What Chromium takes to set such an address anyway, measured on a blank page: the page's own share is the rest.
        const base = await blankCost(context, hash);
        console.log(`measure: a game link of ${size} refused with ${used.toFixed(3)} s of main-thread CPU, of which ${base.toFixed(3)} s is Chromium setting the address (a blank page): the page's own ${(used - base).toFixed(3)} s (the issue: 2.1 to 2.5 s at 2 MB, 0.8 s at 0.5 MB)`);
        expect(used - base).toBeLessThan(REFUSAL_CPU_S);
        await expect.poll(() => page.url(), { timeout: WAIT_MS }).not.toContain('game=');
        expect(await stored(page)).toEqual(before);
        expect(await page.textContent('#play-title')).toBe(TITLE);
      }
    });
  });

  it('reads a saved game back whole: a log entry that is not a volley (“shield”: {“toString”: 1}) is left out, said so, and marks are kept (11b)', async () => {
    await withPage(async (page) => {
      await playExample(page);
      await page.click('#play-fire');
      await expect.poll(() => page.locator('#play-log li').count(), { timeout: WAIT_MS }).toBe(1);
      const game = (await stored(page))!;
      const good = game.log[0]!;
      const hostile = { ...game, log: [good, { ...good, shield: { toString: 1 } }, { ...good, seed: 77 }] };
      await page.evaluate(`localStorage.setItem(${JSON.stringify(STORAGE_KEY)}, ${JSON.stringify(JSON.stringify(hostile))})`);
      await page.reload({ waitUntil: 'load' });
      await expect.poll(() => page.textContent('#play-title'), { timeout: WAIT_MS }).toBe(TITLE);
      expect(await page.textContent('#play-load-note p')).toBe('Part of the saved game could not be read and was left out:');
      expect(await page.locator('#play-load-note ul.problems > li').allTextContents()).toEqual(['log[1]: this volley of the log was left out: its shield is not a whole number from 1 to 6']);
      expect(await page.locator('#play-log li').count()).toBe(2);
      // A mark redraws and is saved; the saved log holds the two volleys, each a volley.
      await page.click('#play-sheet [data-box="Impulse:0"]');
      await expect.poll(() => destroyed(page, 'Meridian', 'Impulse'), { timeout: WAIT_MS }).toBe(1);
      expect((await stored(page))!.log).toEqual([good, { ...good, seed: 77 }]);
      await page.reload({ waitUntil: 'load' });
      await expect.poll(() => page.textContent('#play-title'), { timeout: WAIT_MS }).toBe(TITLE);
      expect(await page.locator('#play-sheet [data-box="Impulse:0"]').getAttribute('data-destroyed')).toBe('true');
      expect(await page.textContent('#play-load-note')).toBe('');
    });
  });

  it(`bounds the log: a saved log of 52,000 volleys keeps its last ${LOG_LIMIT}, and a mark costs a fraction of a second of CPU (11b)`, async () => {
    await withPage(async (page) => {
      await playExample(page);
      await page.click('#play-fire');
      await expect.poll(() => page.locator('#play-log li').count(), { timeout: WAIT_MS }).toBe(1);
      // 52,000 volleys (short summaries, so that the storage takes them), written in the page.
      await page.evaluate(`(() => {
        const key = ${JSON.stringify(STORAGE_KEY)};
        const game = JSON.parse(localStorage.getItem(key));
        const entry = game.log[0];
        game.log = Array.from({ length: 52000 }, (_, i) => ({ ...entry, seed: i, summary: 'no damage' }));
        localStorage.setItem(key, JSON.stringify(game));
      })()`);
      const cpu = await cpuMeter(page);
      let t0 = await cpu.thread();
      await page.reload({ waitUntil: 'load' });
      await expect.poll(() => page.textContent('#play-title'), { timeout: WAIT_MS }).toBe(TITLE);
      console.log(`measure: the page reloaded with a saved log of 52,000 volleys: ${((await cpu.thread()) - t0).toFixed(3)} s of main-thread CPU`);
      expect(await page.locator('#play-load-note ul.problems > li').allTextContents()).toEqual([`log: the log held 52000 volleys: the first ${52_000 - LOG_LIMIT} were left out (it keeps the last ${LOG_LIMIT})`]);
      expect(await page.locator('#play-log li').count()).toBe(LOG_LIMIT);
      t0 = await cpu.thread();
      await page.click('#play-sheet [data-box="Bridge:0"]');
      await expect.poll(() => destroyed(page, 'Meridian', 'Bridge'), { timeout: WAIT_MS }).toBe(1);
      const used = (await cpu.thread()) - t0;
      console.log(`measure: a mark with a log of ${LOG_LIMIT} volleys: ${used.toFixed(3)} s of main-thread CPU (the issue: 1.9 to 3.5 s with 52,000)`);
      expect(used).toBeLessThan(MARK_CPU_S);
      const log = (await stored(page))!.log;
      expect(log).toHaveLength(LOG_LIMIT);
      expect(log[0]!['seed']).toBe(52_000 - LOG_LIMIT);
    });
  });

  it('asks before a link replaces the game in progress; the replaced game is put aside and comes back in one click (11c)', async () => {
    // A link to the example with a Bridge box of the Meridian destroyed.
    let link = '';
    await withPage(
      async (page) => {
        await playExample(page);
        await page.click('#play-sheet [data-box="Bridge:0"]');
        await expect.poll(() => destroyed(page, 'Meridian', 'Bridge'), { timeout: WAIT_MS }).toBe(1);
        await page.click('#play-link');
        await expect.poll(() => page.url(), { timeout: WAIT_MS }).toContain('game=');
        link = page.url();
      },
      { permissions: ['clipboard-read', 'clipboard-write'] },
    );
    await withPage(async (page) => {
      // Another browser's game in progress: an Impulse box destroyed.
      await playExample(page);
      await page.click('#play-sheet [data-box="Impulse:0"]');
      await expect.poll(() => destroyed(page, 'Meridian', 'Impulse'), { timeout: WAIT_MS }).toBe(1);
      const mine = await stored(page);

      // The link asks; "Keep my game" keeps it, and the address lets go of the link.
      await page.goto(link, { waitUntil: 'load' });
      await page.locator('#play-ask').waitFor({ state: 'visible', timeout: WAIT_MS });
      expect(await page.textContent('#play-ask-text')).toBe('This link opens a game of “Home Guard”. Your game of “Home Guard” is in progress: opening the link puts it aside, and one click brings it back.');
      expect(await stored(page)).toEqual(mine);
      await screenshot(page, 'play-ask.png');
      expect(await axe(page)).toEqual([]);
      await page.click('#play-ask-keep');
      expect(await page.isHidden('#play-ask')).toBe(true);
      expect(await page.textContent('#play-note')).toBe('Your game is kept; the linked game was not opened.');
      await expect.poll(() => page.url(), { timeout: WAIT_MS }).not.toContain('game=');
      expect(await stored(page)).toEqual(mine);

      // Again, and "Open the linked game": the link's game, the other put aside (kept past a reload).
      await page.goto(link, { waitUntil: 'load' });
      await page.locator('#play-ask').waitFor({ state: 'visible', timeout: WAIT_MS });
      await page.click('#play-ask-open');
      await expect.poll(() => destroyed(page, 'Meridian', 'Bridge'), { timeout: WAIT_MS }).toBe(1);
      expect(await destroyed(page, 'Meridian', 'Impulse')).toBe(0);
      expect(await stored(page, REPLACED_KEY)).toEqual(mine);
      expect(await page.isVisible('#play-aside')).toBe(true);
      expect(await page.textContent('#play-aside-back')).toBe('Back to “Home Guard”');
      await expect.poll(() => page.url(), { timeout: WAIT_MS }).not.toContain('game=');
      await screenshot(page, 'play-aside.png');
      expect(await axe(page)).toEqual([]);
      await page.reload({ waitUntil: 'load' });
      await page.locator('#play-aside').waitFor({ state: 'visible', timeout: WAIT_MS });
      expect(await page.isHidden('#play-ask')).toBe(true);

      // Back: my game again, the linked one put aside in its turn; then forgotten.
      const linked = await stored(page);
      await page.click('#play-aside-back');
      await expect.poll(() => destroyed(page, 'Meridian', 'Impulse'), { timeout: WAIT_MS }).toBe(1);
      expect(await destroyed(page, 'Meridian', 'Bridge')).toBe(0);
      expect(await stored(page)).toEqual(mine);
      expect(await stored(page, REPLACED_KEY)).toEqual(linked);
      await page.click('#play-aside-forget');
      expect(await page.isHidden('#play-aside')).toBe(true);
      expect(await stored(page, REPLACED_KEY)).toBeUndefined();
    });
  });

  it(`prints in a Web Worker, and refuses a fleet past ${PRINT_BOX_LIMIT.toLocaleString('en-US')} boxes before any work (11d: 20 ships of 18,000 boxes blocked the page 11 s)`, async () => {
    const big = join(scratch, 'armada-20.yaml');
    writeFileSync(big, armada(20, 18_000));
    const within = join(scratch, 'armada-5.yaml');
    writeFileSync(within, armada(5, 18_000));
    expect(readFileSync(big, 'utf8').length).toBeLessThan(3_700);
    await withPage(async (page) => {
      // The worker's answer held until the test has read the CPU counters.
      await page.addInitScript(`(() => {
        const Native = window.Worker;
        window.__workers = [];
        window.__hold = false;
        window.Worker = class extends Native {
          constructor(url, options) {
            super(url, options);
            window.__workers.push(options && options.name);
            this.addEventListener('message', (e) => {
              if (!window.__hold || !e.data || e.data.type !== 'printed') return;
              e.stopImmediatePropagation();
              window.__held = { worker: this, data: e.data };
            });
          }
        };
        window.__release = () => {
          const held = window.__held;
          window.__hold = false;
          window.__held = undefined;
          held.worker.dispatchEvent(new MessageEvent('message', { data: held.data }));
        };
        window.print = () => { window.__printed = (window.__printed ?? 0) + 1; };
      })()`);
      await openPlay(page);
      const cpu = await cpuMeter(page);

      // 20 ships of 18,000 boxes: opened (one sheet drawn), and Print refused by the boxes.
      let t0 = await cpu.thread();
      await page.setInputFiles('#play-files', big);
      await expect.poll(() => page.textContent('#play-title'), { timeout: WAIT_MS }).toBe('Armada of 20: 20 ships, 0 points.');
      console.log(`measure: a fleet of 20 ships of 18,000 boxes opened in Play with ${((await cpu.thread()) - t0).toFixed(3)} s of main-thread CPU (one sheet drawn)`);
      t0 = await cpu.thread();
      await page.click('#play-print');
      expect(await page.textContent('#play-note')).toBe(`This fleet has 360,980 boxes, more than the ${PRINT_BOX_LIMIT.toLocaleString('en-US')} the page prints: export the state (JSON) and print with spacedock sheet <fleet file> --state <state file>.`);
      const refused = (await cpu.thread()) - t0;
      console.log(`measure: Print of 20 ships of 18,000 boxes refused with ${refused.toFixed(3)} s of main-thread CPU (the issue: the page blocked 11 s)`);
      expect(refused).toBeLessThan(REFUSAL_CPU_S);
      expect(await page.evaluate('window.__workers.length')).toBe(0);

      // 5 ships of 18,000 boxes: drawn in the worker, the main thread idle meanwhile.
      await page.setInputFiles('#play-files', within);
      await expect.poll(() => page.textContent('#play-title'), { timeout: WAIT_MS }).toBe('Armada of 5: 5 ships, 0 points.');
      await page.evaluate('window.__hold = true');
      const [thread0, process0] = [await cpu.thread(), await cpu.process()];
      await page.click('#play-print');
      await page.waitForFunction('window.__held !== undefined', undefined, { timeout: WAIT_MS });
      const [thread1, process1] = [await cpu.thread(), await cpu.process()];
      const main = thread1 - thread0;
      const rest = process1 - process0 - main;
      console.log(`measure: Print of 5 ships of 18,000 boxes: main thread ${main.toFixed(3)} s of CPU until the worker answered, the rest of the renderer (the worker) ${rest.toFixed(3)} s`);
      expect(await page.evaluate('window.__workers')).toEqual(['spacedock-play']);
      expect(main).toBeLessThan(PRINT_MAIN_SHARE * rest);
      await page.evaluate('window.__release()');
      await expect.poll(() => page.evaluate('window.__printed'), { timeout: WAIT_MS }).toBe(1);
      console.log(`measure: then each page read by the browser, one task a page: ${((await cpu.thread()) - thread1).toFixed(3)} s of main-thread CPU in all`);
      const printed = await page.locator('#play-print-area img').evaluateAll((imgs) => imgs.map((i) => decodeURIComponent((i as unknown as { src: string }).src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''))));
      const cli = await runIn(['sheet', within, '--json']);
      expect(cli.code, cli.err).toBe(0);
      const expected = (JSON.parse(cli.out) as { svg: string[] }).svg;
      expect(printed.length).toBe(expected.length);
      expect(printed).toEqual(expected);
      expect(await page.textContent('#play-note')).toBe(`${expected.length} pages sent to print.`);
    });
  });

  it('refuses a state file by its size unread, and one nested too deep unparsed (11d: a 6 MB one was parsed on the main thread, 2 s)', async () => {
    const huge = join(scratch, 'huge-state.json');
    writeFileSync(huge, `${'['.repeat(3_000_000)}${']'.repeat(3_000_000)}`);
    const deep = join(scratch, 'deep-state.json');
    const half = Math.floor(IMPORT_STATE_LIMIT / 2) - 1;
    writeFileSync(deep, `${'['.repeat(half)}${']'.repeat(half)}`);
    await withPage(async (page) => {
      await playExample(page);
      const before = await stored(page);
      const cpu = await cpuMeter(page);
      const cases: readonly (readonly [string, string, string])[] = [
        [huge, '6 MB', `huge-state.json is 6,000,000 bytes, more than the ${IMPORT_STATE_LIMIT.toLocaleString('en-US')} a state file may be (a fleet's state is a few kilobytes): it was not read.`],
        [deep, `${(2 * half / 1e6).toFixed(1)} MB`, "deep-state.json nests more than 8 levels deep: it is not a state (a fleet's state nests 7 deep), and it was not read further."],
      ];
      for (const [file, size, answer] of cases) {
        await clear(page, '#play-note');
        const t0 = await cpu.thread();
        await page.setInputFiles('#play-import', file);
        await expect.poll(() => page.textContent('#play-note'), { timeout: WAIT_MS }).toBe(answer);
        const used = (await cpu.thread()) - t0;
        console.log(`measure: Import of a ${size} nested state file refused with ${used.toFixed(3)} s of main-thread CPU`);
        expect(used).toBeLessThan(REFUSAL_CPU_S);
        expect(await stored(page)).toEqual(before);
      }
    });
  });

  it('never offers a link longer than the address holds: a game past ADDRESS_TEXT_LIMIT says so, the clipboard untouched (11e)', async () => {
    const dir = mkdtempSync(join(scratch, 'long-'));
    const design = join(dir, 'long-cruiser.yaml');
    const padding = Array.from({ length: Math.ceil(ADDRESS_TEXT_LIMIT / 80) + 10 }, (_, i) => `# ${String(i).padStart(6, '0')} ${'-'.repeat(70)}`).join('\n');
    writeFileSync(design, `${readFileSync(join(REPO, 'examples/cruiser.yaml'), 'utf8')}\n${padding}\n`);
    await withPage(
      async (page) => {
        await openPlay(page);
        await page.setInputFiles('#play-files', design);
        await expect.poll(() => page.textContent('#play-title'), { timeout: WAIT_MS }).toMatch(/^Meridian-class Patrol Cruiser/);
        await page.evaluate(`navigator.clipboard.writeText('before')`);
        await page.click('#play-link');
        expect(await page.textContent('#play-note')).toMatch(/^This game is too big for a link: its files, state and log come to [\d,]+ characters, more than the 100,000 a link holds \(browsers refuse longer addresses\)\. Export the state \(JSON\) and share it with the fleet's files instead\.$/);
        expect(page.url()).not.toContain('game=');
        expect(await page.evaluate(`navigator.clipboard.readText()`)).toBe('before');
      },
      { permissions: ['clipboard-read', 'clipboard-write'] },
    );
  });
});
