/**
 * The shipyard page's Duel view end to end, in Chromium (issue 41): two designs of the ship
 * editor's open files (kept in the browser, as the editor keeps them) fought in the view's Web
 * Worker, the answer equal, figure by figure, to the built `spacedock duel a b --seed N --json`
 * on the same files and options (the saved JSON whole, the saved charts byte for byte); a fleet
 * of the examples when no file is open; Cancel ends the worker and says so; bad options are
 * reported at their fields; the view's code is a chunk and a worker of their own, loaded by none
 * of the four other views, whose JavaScript is measured as test/site/shipyard.test.ts measures it.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WAIT_MS } from '../browser/chromium.js';
import { cpuMeter, REPO, SITE_DIST, skipReason, useSite, withCheckedPage } from './harness.js';

const run = promisify(execFile);
const reason = skipReason();
const DESKTOP = { width: 1280, height: 900 } as const;
/** The editor's local storage key (site/src/files-key.ts). */
const FILES_KEY = 'spacedock.ship.files';
/** What test/site/shipyard.test.ts holds the four views' JavaScript to (gzip level 6). */
const FOUR_VIEWS_LEVEL6_BYTES = 270 * 1000;
const SHOTS = mkdtempSync(join(tmpdir(), 'spacedock-duel-png-'));

interface Estimate {
  readonly value: number;
  readonly standardError: number;
}
interface Side {
  readonly name: string;
  readonly points: number;
  readonly destroyed: { readonly chance: Estimate; readonly mean: Estimate | null };
  readonly damageDealt: Estimate;
  readonly damagePerPower: Estimate | null;
  readonly damagePerDesignPoint: Estimate | null;
  readonly powerSpent: Estimate;
  readonly shots: Estimate;
  readonly hits: Estimate;
  readonly lostFirst: readonly { readonly name: string; readonly chance: Estimate }[];
}
interface Duel {
  readonly trials: number;
  readonly outcomes: Readonly<Record<'aWins' | 'bWins' | 'draw' | 'bothDestroyed', Estimate>>;
  readonly decidedBy: { readonly chance: Estimate; readonly mean: Estimate | null };
  readonly a: Side;
  readonly b: Side;
}

/** `spacedock duel <args> --json` by the built bin, and its charts (`--svg`). */
async function cliDuel(args: readonly string[]): Promise<{ duel: Duel; svg: string }> {
  const svgFile = join(mkdtempSync(join(tmpdir(), 'spacedock-duel-')), 'duel.svg');
  const { stdout } = await run(process.execPath, [join(REPO, 'bin/spacedock.cjs'), 'duel', ...args, '--json', '--svg', svgFile], { cwd: REPO, maxBuffer: 64 * 1024 * 1024 });
  const r = JSON.parse(stdout) as { ok: boolean; duel: Duel | null; diagnostics: unknown[] };
  if (!r.ok || r.duel === null) throw new Error(`spacedock duel ${args.join(' ')}: ${JSON.stringify(r.diagnostics)}`);
  return { duel: r.duel, svg: readFileSync(svgFile, 'utf8') };
}

const example = (name: string): string => readFileSync(join(REPO, 'examples', name), 'utf8');

describe.skipIf(reason !== undefined)(`the Duel view in Chromium${reason === undefined ? '' : ` (skipped: ${reason})`}`, () => {
  const site = useSite();

  /** Opens the Duel view with these files kept as the ship editor keeps its tabs (none: nothing kept), and waits for the designs. */
  async function openDuel(page: Page, files: readonly { name: string; text: string }[]): Promise<void> {
    const url = site().server.url;
    await page.goto(`${url}#/units`, { waitUntil: 'load' });
    const kept = JSON.stringify({ version: 1, files: files.map((f) => ({ ...f, dirty: false })), active: 0 });
    await page.evaluate(files.length === 0 ? `localStorage.removeItem(${JSON.stringify(FILES_KEY)})` : `localStorage.setItem(${JSON.stringify(FILES_KEY)}, ${JSON.stringify(kept)})`);
    await page.goto(`${url}#/duel`, { waitUntil: 'load' });
    await page.locator('#view-duel:not([aria-busy="true"])').waitFor({ state: 'visible', timeout: WAIT_MS });
    await expect.poll(() => page.locator('#duel-a option').count(), { timeout: WAIT_MS }).toBeGreaterThanOrEqual(1);
  }

  /** Fills the options (the others keep their defaults). */
  async function setOptions(page: Page, o: Readonly<Record<string, string>>): Promise<void> {
    for (const [k, v] of Object.entries(o)) {
      if (k === 'firing' || k === 'targeting') await page.selectOption(`#duel-${k}`, v);
      else await page.fill(`#duel-${k}`, v);
    }
  }

  /** Runs the duel and waits for its answer (the status speaks when it is done). */
  async function fight(page: Page): Promise<void> {
    await page.click('#duel-run');
    await expect.poll(() => page.locator('#duel-cancel').isHidden(), { timeout: WAIT_MS }).toBe(true);
  }

  /** The answer's JSON, saved by its button. */
  async function savedJson(page: Page): Promise<Duel> {
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#duel-save-json')]);
    return JSON.parse(readFileSync((await download.path())!, 'utf8')) as Duel;
  }
  async function savedSvg(page: Page): Promise<string> {
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#duel-save-svg')]);
    return readFileSync((await download.path())!, 'utf8');
  }

  /** The exact figure a cell keeps, as a number (null for none). */
  const cell = async (page: Page, selector: string, attr = 'data-value'): Promise<number | null> => {
    const v = await page.getAttribute(selector, attr);
    return v === null || v === 'null' ? null : Number(v);
  };

  it('fights two designs of the open files as `spacedock duel --seed --json` does, figure by figure', async () => {
    await withCheckedPage(site().browser, { viewport: DESKTOP, acceptDownloads: true }, async (page) => {
      await openDuel(page, [
        { name: 'cruiser.yaml', text: example('cruiser.yaml') },
        { name: 'carrier.yaml', text: example('carrier.yaml') },
      ]);
      expect(await page.textContent('#duel-files')).toMatch(/open in the ship editor/);
      const labels = await page.locator('#duel-a option').allTextContents();
      expect(labels).toEqual([expect.stringMatching(/^Meridian-class Patrol Cruiser \(ship, \d+ pts\) · cruiser\.yaml$/), expect.stringMatching(/^Hearthstone-class Escort Carrier \(ship, \d+ pts\) · carrier\.yaml$/)]);
      await page.selectOption('#duel-a', '0:0');
      await page.selectOption('#duel-b', '1:0');
      await setOptions(page, { trials: '3000', turns: '8', seed: '7', range: '20:4:4', facing: 'strongest-shield', firing: 'initiative', power: 'engines' });
      await fight(page);
      expect(await page.textContent('#duel-status')).toMatch(/^Meridian-class Patrol Cruiser against Hearthstone-class Escort Carrier: 3,000 duels of up to 8 turns, seed 7 \(\d+ ms\)\.$/);

      const cli = await cliDuel(['examples/cruiser.yaml', 'examples/carrier.yaml', '--trials', '3000', '--turns', '8', '--seed', '7', '--range', '20:4:4', '--facing', 'strongest-shield', '--firing', 'initiative', '--power', 'engines']);
      const d = cli.duel;
      // The outcomes, each with its standard error.
      for (const key of ['aWins', 'bWins', 'draw', 'bothDestroyed'] as const) {
        expect(await cell(page, `#duel-outcomes tr[data-figure="${key}"] td`), key).toBe(d.outcomes[key].value);
        expect(await cell(page, `#duel-outcomes tr[data-figure="${key}"] td`, 'data-se'), key).toBe(d.outcomes[key].standardError);
      }
      const total = (['aWins', 'bWins', 'draw', 'bothDestroyed'] as const).reduce((a, k) => a + d.outcomes[k].value, 0);
      expect(total).toBeCloseTo(1, 12);
      // As shown: a percentage and its standard error.
      const shown = (x: number): string => `${(100 * x).toFixed(1)}%`;
      expect(await page.textContent('#duel-outcomes tr[data-figure="aWins"] td')).toBe(`${shown(d.outcomes.aWins.value)} ± ${shown(d.outcomes.aWins.standardError)}`);
      // Each side's figures.
      const figures: readonly [string, (s: Side) => Estimate | null][] = [
        ['destroyed', (s) => s.destroyed.chance],
        ['destroyedMean', (s) => s.destroyed.mean],
        ['damageDealt', (s) => s.damageDealt],
        ['damagePerPower', (s) => s.damagePerPower],
        ['damagePerDesignPoint', (s) => s.damagePerDesignPoint],
        ['powerSpent', (s) => s.powerSpent],
        ['shots', (s) => s.shots],
        ['hits', (s) => s.hits],
      ];
      for (const [key, get] of figures) {
        for (const [i, side] of [d.a, d.b].entries()) {
          const at = `#duel-sides tr[data-figure="${key}"] td:nth-of-type(${i + 1})`;
          expect(await cell(page, at), `${key} ${i}`).toBe(get(side)?.value ?? null);
          if (get(side) !== null) expect(await cell(page, at, 'data-se'), `${key} ${i}`).toBe(get(side)!.standardError);
        }
      }
      expect(d.a.damageDealt.value).toBeGreaterThan(0);
      expect(await cell(page, '#duel-sides tr[data-figure="points"] td:nth-of-type(1)')).toBe(d.a.points);
      expect(await cell(page, '#duel-sides tr[data-figure="points"] td:nth-of-type(2)')).toBe(d.b.points);
      // Turns to a kill, and the first losses.
      expect(await cell(page, '#duel-decided')).toBe(d.decidedBy.chance.value);
      expect(await cell(page, '#duel-decided', 'data-mean')).toBe(d.decidedBy.mean?.value ?? null);
      for (const [key, side] of [['a', d.a], ['b', d.b]] as const) {
        const items = page.locator(`#duel-lost-${key} li`);
        const expected = side.lostFirst.slice(0, 5);
        expect(await items.count()).toBe(expected.length);
        for (const [i, l] of expected.entries()) {
          expect(await items.nth(i).getAttribute('data-name')).toBe(l.name);
          expect(Number(await items.nth(i).getAttribute('data-value'))).toBe(l.chance.value);
        }
      }
      // The whole answer, saved, is the command's; so are the charts, byte for byte.
      expect(await savedJson(page)).toEqual(d);
      expect(await savedSvg(page)).toBe(cli.svg);
      const img = page.locator('#duel-plot img');
      await expect.poll(() => img.evaluate((i) => {
        const x = i as unknown as { complete: boolean; naturalWidth: number };
        return x.complete ? x.naturalWidth : 0;
      }), { timeout: WAIT_MS }).toBeGreaterThan(0);
      await page.screenshot({ path: join(SHOTS, 'duel-1280.png'), fullPage: true });
      console.log(`measure: the Duel view drawn: ${join(SHOTS, 'duel-1280.png')}`);
    });
  });

  it('offers the examples when no file is open, and fights a fleet as `spacedock duel` fights a fleet file', async () => {
    await withCheckedPage(site().browser, { viewport: DESKTOP, acceptDownloads: true }, async (page) => {
      await openDuel(page, []);
      expect(await page.textContent('#duel-files')).toMatch(/No files are open in the ship editor: the example designs are offered/);
      const labels = await page.locator('#duel-a option').allTextContents();
      const fleet = labels.findIndex((l) => /^Home Guard \(fleet, \d+ pts\) · home-guard\.yaml$/.test(l));
      const cruiser = labels.findIndex((l) => /^Meridian-class Patrol Cruiser \(ship/.test(l));
      expect(fleet).toBeGreaterThanOrEqual(0);
      expect(cruiser).toBeGreaterThanOrEqual(0);
      await page.selectOption('#duel-a', { index: fleet });
      await page.selectOption('#duel-b', { index: cruiser });
      await setOptions(page, { trials: '800', seed: '3', range: 'standoff-b', targeting: 'spread' });
      await fight(page);
      const cli = await cliDuel(['examples/home-guard.yaml', 'examples/cruiser.yaml', '--trials', '800', '--seed', '3', '--range', 'standoff-b', '--targeting', 'spread']);
      const saved = await savedJson(page);
      expect(saved).toEqual(cli.duel);
      expect((saved as unknown as { a: { kind: string } }).a.kind).toBe('fleet');
      // A fleet's first losses name the ship that lost them.
      const first = cli.duel.a.lostFirst[0];
      if (first !== undefined) expect(await page.textContent('#duel-lost-a li')).toMatch(/^[^:]+: /);
    });
  });

  it('Cancel stops the worker and says so; nothing of the run is shown', async () => {
    await withCheckedPage(site().browser, { viewport: DESKTOP }, async (page) => {
      const closed: string[] = [];
      const started: string[] = [];
      page.on('worker', (w) => {
        started.push(w.url());
        w.on('close', () => closed.push(w.url()));
      });
      await openDuel(page, []);
      // Within DUEL_LIMITS.work (the examples' turn costs about 1 300), some seconds of work.
      await setOptions(page, { trials: '150000', turns: '10', range: '8' });
      await page.click('#duel-run');
      // It runs: the bar moves.
      await expect.poll(async () => Number(await page.getAttribute('#duel-progress', 'value')), { timeout: WAIT_MS }).toBeGreaterThan(0);
      await page.screenshot({ path: join(SHOTS, 'duel-running.png') });
      console.log(`measure: the Duel view running: ${join(SHOTS, 'duel-running.png')}`);
      const runs = started.filter((u) => /duel-worker/.test(u)).length;
      // The meter sees the worker's work: while it runs, the page takes CPU time.
      const cpu = await cpuMeter(page);
      const running = await cpu.process();
      await page.waitForTimeout(1000);
      const busy = (await cpu.process()) - running;
      await page.click('#duel-cancel');
      expect(await page.textContent('#duel-status')).toMatch(/^Cancelled/);
      expect(await page.isHidden('#duel-progress')).toBe(true);
      expect(await page.isHidden('#duel-answer')).toBe(true);
      expect(await page.isEnabled('#duel-run')).toBe(true);
      // Every duel worker started (the list of the files, then the run) is closed: the run's by Cancel.
      await expect.poll(() => closed.filter((u) => /duel-worker/.test(u)).length, { timeout: WAIT_MS }).toBe(runs);
      // And the page's CPU time stops growing (a worker left running would take a core).
      const before = await cpu.process();
      await page.waitForTimeout(1500);
      const spent = (await cpu.process()) - before;
      console.log(`measure: CPU the page used in 1 s of the run: ${busy.toFixed(2)} s; in the 1.5 s after Cancel: ${spent.toFixed(2)} s`);
      expect(busy).toBeGreaterThan(0.3);
      expect(spent).toBeLessThan(0.75);
    });
  });

  it('reports bad options at their fields: the duel\'s own checks, and a range it cannot read', async () => {
    await withCheckedPage(site().browser, { viewport: DESKTOP }, async (page) => {
      await openDuel(page, []);
      // Numbers out of their bounds: duel() says so, at options.trials and options.range.to.
      await setOptions(page, { trials: '0', range: '8:20:4' });
      await page.click('#duel-run');
      await expect.poll(() => page.textContent('#duel-status'), { timeout: WAIT_MS }).toBe('The duel was not fought:');
      const items = page.locator('#duel-problems li.error');
      expect(await items.evaluateAll((li) => li.map((x) => x.getAttribute('data-field')))).toEqual(['trials', 'range']);
      expect(await items.nth(0).textContent()).toMatch(/^Trials: .*whole number from 1 to 10000000/);
      expect(await items.nth(1).textContent()).toMatch(/^Range \(hexes\): .*closing schedule closes/);
      expect(await page.getAttribute('#duel-trials', 'aria-invalid')).toBe('true');
      expect(await page.getAttribute('#duel-range', 'aria-invalid')).toBe('true');
      expect(await page.getAttribute('#duel-seed', 'aria-invalid')).toBeNull();
      expect(await page.evaluate('document.activeElement.id')).toBe('duel-trials');
      expect(await page.isHidden('#duel-answer')).toBe(true);
      // A word for a number: passed on as typed, and refused by the duel.
      await setOptions(page, { trials: '100', range: '8', power: 'lots' });
      await page.click('#duel-run');
      await expect.poll(() => page.locator('#duel-problems li.error').evaluateAll((li) => li.map((x) => x.getAttribute('data-field'))), { timeout: WAIT_MS }).toEqual(['power']);
      expect(await page.textContent('#duel-problems li.error')).toMatch(/^Power: .*engines, unlimited, or a whole number/);
      // A range of no known shape: the page says what it takes, and starts nothing.
      await setOptions(page, { power: 'engines', range: 'close in' });
      await page.click('#duel-run');
      expect(await page.textContent('#duel-problems li')).toMatch(/^Range: a range \(8\), a closing range \(24:4:4/);
      expect(await page.getAttribute('#duel-range', 'aria-invalid')).toBe('true');
      // The editor's files changed since they were listed (another design where side a was): not fought, and listed again.
      await setOptions(page, { range: '8' });
      const swapped = JSON.stringify({ version: 1, files: [{ name: 'carrier.yaml', text: example('carrier.yaml'), dirty: true }, { name: 'cruiser.yaml', text: example('cruiser.yaml'), dirty: false }], active: 0 });
      await page.evaluate(`localStorage.setItem(${JSON.stringify(FILES_KEY)}, ${JSON.stringify(swapped)})`);
      await page.click('#duel-run');
      await expect.poll(() => page.textContent('#duel-problems li.error'), { timeout: WAIT_MS }).toMatch(/^Side a: Meridian-class Patrol Cruiser is no longer where it was among the open files/);
      // Listed again in the files' new order, each side still the design it was.
      await expect.poll(() => page.textContent('#duel-a option'), { timeout: WAIT_MS }).toMatch(/^Hearthstone-class Escort Carrier .* · carrier\.yaml$/);
      expect(await page.evaluate("document.querySelector('#duel-a').selectedOptions[0].textContent")).toMatch(/^Meridian-class Patrol Cruiser .* · cruiser\.yaml$/);
      expect(await page.evaluate("document.querySelector('#duel-b').selectedOptions[0].textContent")).toMatch(/^Hearthstone-class Escort Carrier .* · carrier\.yaml$/);
      expect(await page.isHidden('#duel-answer')).toBe(true);
      // Fixed, the duel runs.
      await fight(page);
      expect(await page.locator('#duel-problems li').count()).toBe(0);
      // What duel() noted about the designs (a unit it does not fire) is shown with the answer, on its side.
      expect(await page.locator('#duel-notes li.info').allTextContents()).toContainEqual(expect.stringMatching(/^Side a: Lancer torpedo is not fired/));
      expect(await page.getAttribute('#duel-range', 'aria-invalid')).toBeNull();
      expect(await page.isVisible('#duel-outcomes')).toBe(true);
    });
  });

  it('is drawn on a phone: the nav keeps one row of six links', async () => {
    await withCheckedPage(site().browser, { viewport: { width: 320, height: 720 }, isMobile: true, hasTouch: true }, async (page) => {
      await openDuel(page, []);
      await setOptions(page, { trials: '300' });
      await fight(page);
      const links = (await page.$$eval('nav a', (as) => as.map((a) => ({ top: Math.round(a.getBoundingClientRect().top), right: a.getBoundingClientRect().right })))) as { top: number; right: number }[];
      expect(links).toHaveLength(6);
      expect(new Set(links.map((l) => l.top)).size, JSON.stringify(links)).toBe(1);
      expect(Math.max(...links.map((l) => l.right))).toBeLessThanOrEqual(320);
      await page.screenshot({ path: join(SHOTS, 'duel-320.png'), fullPage: true });
      console.log(`measure: the Duel view drawn on a phone: ${join(SHOTS, 'duel-320.png')}`);
      // No sideways scroll of the page (the tables scroll in their own boxes).
      const sideways = (await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')) as number;
      expect(sideways).toBeLessThanOrEqual(0);
    });
  });

  it('is a chunk and a worker of their own: the four other views load none of it, and their JavaScript stays within its budget', async () => {
    await withCheckedPage(site().browser, { viewport: DESKTOP, serviceWorkers: 'block' }, async (page) => {
      const url = site().server.url;
      await page.goto(`${url}#/units`, { waitUntil: 'load' });
      for (const view of ['units', 'ship', 'catalog', 'volley']) {
        await page.click(`nav a[data-view="${view}"]`);
        await page.locator(`#view-${view}:not([aria-busy="true"])`).waitFor({ state: 'visible', timeout: WAIT_MS });
      }
      await page.waitForLoadState('networkidle');
      const scripts = async (): Promise<string[]> =>
        (await page.evaluate("performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => /\\.m?js$/.test(p))")) as string[];
      const level6 = (paths: readonly string[]): number => paths.reduce((a, p) => a + gzipSync(readFileSync(join(SITE_DIST, decodeURIComponent(p).replace(/^\//, ''))), { level: 6 }).length, 0);
      const four = await scripts();
      expect(four.some((p) => /duel/.test(p))).toBe(false);
      const fourBytes = level6(four);
      await page.click('nav a[data-view="duel"]');
      await page.locator('#view-duel:not([aria-busy="true"])').waitFor({ state: 'visible', timeout: WAIT_MS });
      await expect.poll(() => page.locator('#duel-a option').count(), { timeout: WAIT_MS }).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      const all = await scripts();
      const added = all.filter((p) => !four.includes(p));
      const chunk = added.filter((p) => /\/duel-[^/]*\.js$/.test(p) && !/worker/.test(p));
      const worker = added.filter((p) => /duel-worker/.test(p));
      expect(chunk).toHaveLength(1);
      expect(worker).toHaveLength(1);
      const kB = (n: number): string => (n / 1000).toFixed(1);
      console.log(
        `measure: JavaScript at gzip level 6: the four views ${kB(fourBytes)} kB (${four.length} files; budget ${FOUR_VIEWS_LEVEL6_BYTES / 1000} kB); ` +
          `the Duel view adds ${kB(level6(added))} kB (${added.length} files: its chunk ${kB(level6(chunk))} kB, its worker ${kB(level6(worker))} kB${added.length > 2 ? `, and ${added.filter((p) => !chunk.includes(p) && !worker.includes(p)).join(', ')}` : ''})`,
      );
      expect(fourBytes).toBeLessThan(FOUR_VIEWS_LEVEL6_BYTES);
      // The view's own chunk is small: the library and the engine are in the worker.
      expect(level6(chunk)).toBeLessThan(8_000);
    });
  });
});
