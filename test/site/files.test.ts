/**
 * The ship editor's files end to end, in Chromium (issue 39): a file opened through the File
 * System Access API and saved back to the same file; the same without the API (an
 * `<input type=file>` and a download); two files dropped at once, two tabs; a fleet tab whose
 * ships are read among the other open files, its sums those of `spacedock check --json`; the tabs
 * found again after a reload, and offline; a shared link opened as a tab; closing a tab with
 * unsaved changes asks first; a picture of three tabs; a file's handle kept across a reload, Save
 * then writing to the file (or downloading, when the browser refuses leave to write).
 *
 * Headless Chromium has `showOpenFilePicker`, but its dialog cannot be answered from a test: the
 * API tests put an in-page fake in its place (`FAKE_PICKERS`), whose file handles hand out the
 * file's text and record every write, as the page's code sees a real handle.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cliJson } from './cli.js';
import { encodeText, example } from './fixtures.js';
import { REPO, SITE_DIST, skipReason, useSite, withCheckedPage } from './harness.js';
import { WAIT_MS } from '../browser/chromium.js';

const DESKTOP = { width: 1280, height: 900 } as const;
const FILES_KEY = 'spacedock.ship.files';

/**
 * Stand-ins for the browser's pickers, installed before the page loads: `showOpenFilePicker`
 * gives handles of the files in `window.__pickFiles` (name and text), `showSaveFilePicker` a
 * handle named `window.__saveName`; every `createWritable` write and close is logged in
 * `window.__writes` by file name.
 */
const FAKE_PICKERS = `
  window.__writes = [];
  const handle = (name, text) => ({
    kind: 'file',
    name,
    getFile: async () => new File([text], name, { type: 'application/yaml' }),
    createWritable: async () => {
      let written = '';
      return {
        write: async (data) => { written += typeof data === 'string' ? data : await new Blob([data]).text(); },
        close: async () => { window.__writes.push({ name, text: written }); },
      };
    },
  });
  window.showOpenFilePicker = async () => (window.__pickFiles ?? []).map((f) => handle(f.name, f.text));
  window.showSaveFilePicker = async (options) => handle(window.__saveName ?? options?.suggestedName ?? 'unnamed.yaml', '');
`;

/**
 * Pickers that give real handles without a dialog: files of the origin private file system.
 * `showOpenFilePicker` writes each of `window.__pickFiles` there and gives its handle;
 * `showSaveFilePicker` gives the handle of a new file named `window.__saveName`.
 */
const OPFS_PICKERS = `
  window.showOpenFilePicker = async () => {
    const dir = await navigator.storage.getDirectory();
    return Promise.all((window.__pickFiles ?? []).map(async (f) => {
      const handle = await dir.getFileHandle(f.name, { create: true });
      const out = await handle.createWritable();
      await out.write(f.text);
      await out.close();
      return handle;
    }));
  };
  window.showSaveFilePicker = async (options) => (await navigator.storage.getDirectory()).getFileHandle(window.__saveName ?? options.suggestedName, { create: true });
`;

/** The browser refuses leave to write: each file handle's permission is to be asked for, and asking is refused (counted in `window.__asked`). */
const REFUSED_PERMISSION = `
  FileSystemHandle.prototype.queryPermission = async () => 'prompt';
  FileSystemHandle.prototype.requestPermission = async () => { window.__asked = (window.__asked ?? 0) + 1; return 'denied'; };
`;

/** No File System Access API: the page falls back on `<input type=file>` and downloads. */
const NO_PICKERS = `delete Window.prototype.showOpenFilePicker; delete Window.prototype.showSaveFilePicker; delete window.showOpenFilePicker; delete window.showSaveFilePicker;`;

const reason = skipReason();

describe.skipIf(reason !== undefined)(`the ship editor's files in Chromium${reason === undefined ? '' : ` (skipped: ${reason})`}`, () => {
  const site = useSite();

  const withPage = (body: (page: Page, context: BrowserContext) => Promise<void>, init?: string): Promise<void> =>
    withCheckedPage(site().browser, { viewport: DESKTOP, acceptDownloads: true }, async (page, context) => {
      if (init !== undefined) await context.addInitScript(init);
      await body(page, context);
    });

  const openShip = async (page: Page, hash = '#/ship'): Promise<void> => {
    await page.goto(`${site().server.url}${hash}`, { waitUntil: 'load' });
    await page.locator('#view-ship:not([aria-busy="true"])').waitFor({ state: 'visible', timeout: WAIT_MS });
    await page.locator('#design-editor .cm-content').waitFor({ timeout: WAIT_MS });
  };
  /** The editor's whole text (CodeMirror draws only the lines in view: its state, reached through its content element's `cmTile`, holds them all). */
  const editorText = (page: Page): Promise<string> => page.evaluate(`document.querySelector('#design-editor .cm-content').cmTile.view.state.doc.toString()`) as Promise<string>;
  /** The tabs: each one's name, whether it is shown, whether it has unsaved changes. */
  const tabsOf = (page: Page): Promise<{ name: string; shown: boolean; dirty: boolean }[]> =>
    page.locator('#design-tabs li').evaluateAll((lis) =>
      lis.map((li) => {
        const b = li.querySelector('button.tab')!;
        return { name: b.firstChild?.textContent ?? '', shown: b.getAttribute('aria-current') === 'true', dirty: li.classList.contains('dirty') };
      }),
    );
  /** Types a comment at the end of the editor's text. */
  const appendLine = async (page: Page, line: string): Promise<void> => {
    await page.click('#design-editor .cm-content');
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.insertText(`\n${line}`);
  };
  /** Drops files on the editor, as a file manager does. */
  const drop = async (page: Page, files: readonly { name: string; text: string }[]): Promise<void> => {
    const dataTransfer = await page.evaluateHandle(`(() => {
      const dt = new DataTransfer();
      for (const f of ${JSON.stringify(files)}) dt.items.add(new File([f.text], f.name, { type: 'application/yaml' }));
      return dt;
    })()`);
    await page.dispatchEvent('#design-editor .cm-content', 'dragover', { dataTransfer });
    await page.dispatchEvent('#design-editor .cm-content', 'drop', { dataTransfer });
  };

  /** The text of a file of the origin private file system. */
  const opfsText = (page: Page, name: string): Promise<string> =>
    page.evaluate(`navigator.storage.getDirectory().then((d) => d.getFileHandle(${JSON.stringify(name)})).then((h) => h.getFile()).then((f) => f.text())`) as Promise<string>;
  /** The names of the file handles the page keeps in IndexedDB (none: the record is gone). */
  const keptHandleNames = (page: Page): Promise<string[]> =>
    page.evaluate(`new Promise((resolve, reject) => {
      const open = indexedDB.open('spacedock.ship.handles', 1);
      open.onerror = () => reject(open.error);
      // No such database yet: none is made here (the page's own would then lack its store).
      open.onupgradeneeded = () => { open.transaction.abort(); resolve([]); };
      open.onsuccess = () => {
        try {
          const get = open.result.transaction('handles').objectStore('handles').get('tabs');
          get.onsuccess = () => { open.result.close(); resolve((get.result ?? []).map((k) => k.name + (k.handle instanceof FileSystemFileHandle ? '' : ' (not a handle)'))); };
          get.onerror = () => reject(get.error);
        } catch (e) {
          reject(e);
        }
      };
    })`) as Promise<string[]>;
  const reloadShip = async (page: Page): Promise<void> => {
    await page.reload({ waitUntil: 'load' });
    await page.locator('#view-ship:not([aria-busy="true"])').waitFor({ state: 'visible', timeout: WAIT_MS });
  };
  const filesStatus = (page: Page): Promise<string | null> => page.locator('#design-files-status').textContent();

  const cruiser = example('cruiser.yaml');
  const carrier = example('carrier.yaml');
  const homeGuard = example('home-guard.yaml');

  it('opens a file through the File System Access API; Save writes the edit back to the same file, Save as YAML to a new one', async () => {
    await withPage(async (page) => {
      await openShip(page);
      await page.evaluate(`window.__pickFiles = [{ name: 'cruiser.yaml', text: ${JSON.stringify(cruiser)} }]`);
      await page.click('#design-open');
      await expect.poll(() => tabsOf(page), { timeout: WAIT_MS }).toEqual([{ name: 'cruiser.yaml', shown: true, dirty: false }]);
      expect(await editorText(page)).toBe(cruiser);
      await appendLine(page, '# refitted');
      await expect.poll(() => tabsOf(page), { timeout: WAIT_MS }).toEqual([{ name: 'cruiser.yaml', shown: true, dirty: true }]);
      await page.click('#design-save');
      const writes = (): Promise<{ name: string; text: string }[]> => page.evaluate('window.__writes') as Promise<{ name: string; text: string }[]>;
      await expect.poll(writes, { timeout: WAIT_MS }).toHaveLength(1);
      const [saved] = await writes();
      expect(saved!.name).toBe('cruiser.yaml');
      const edited = await editorText(page);
      expect(edited).toMatch(/\n# refitted$/);
      expect(saved!.text).toBe(edited);
      expect(await tabsOf(page)).toEqual([{ name: 'cruiser.yaml', shown: true, dirty: false }]);
      // Ctrl+S saves too, to the same file.
      await appendLine(page, '# again');
      await page.keyboard.press('ControlOrMeta+S');
      await expect.poll(writes, { timeout: WAIT_MS }).toHaveLength(2);
      expect((await writes())[1]).toEqual({ name: 'cruiser.yaml', text: `${edited}\n# again` });
      // Save as YAML: a new file, which the tab then is.
      await page.evaluate(`window.__saveName = 'cruiser-refit.yaml'`);
      await page.click('#design-save-as');
      await expect.poll(writes, { timeout: WAIT_MS }).toHaveLength(3);
      expect((await writes())[2]!.name).toBe('cruiser-refit.yaml');
      expect(await tabsOf(page)).toEqual([{ name: 'cruiser-refit.yaml', shown: true, dirty: false }]);
    }, FAKE_PICKERS);
  });

  it('keeps a file’s handle across a reload: Save then writes the edit to the same file (no download); Save as YAML and closing the tab keep the kept handles in step', async () => {
    await withPage(async (page) => {
      const downloads: string[] = [];
      page.on('download', (d) => void downloads.push(d.suggestedFilename()));
      await openShip(page);
      await page.evaluate(`window.__pickFiles = [{ name: 'cruiser.yaml', text: ${JSON.stringify(cruiser)} }]`);
      await page.click('#design-open');
      await expect.poll(() => tabsOf(page), { timeout: WAIT_MS }).toEqual([{ name: 'cruiser.yaml', shown: true, dirty: false }]);
      await expect.poll(() => keptHandleNames(page), { timeout: WAIT_MS }).toEqual(['cruiser.yaml']);
      await appendLine(page, '# refitted before the reload');
      await expect.poll(() => tabsOf(page), { timeout: WAIT_MS }).toEqual([{ name: 'cruiser.yaml', shown: true, dirty: true }]);
      const edited = await editorText(page);
      await reloadShip(page);
      await expect.poll(() => tabsOf(page), { timeout: WAIT_MS }).toEqual([{ name: 'cruiser.yaml', shown: true, dirty: true }]);
      expect(await editorText(page)).toBe(edited);
      expect(await opfsText(page, 'cruiser.yaml')).toBe(cruiser);
      await page.click('#design-save');
      await expect.poll(() => opfsText(page, 'cruiser.yaml'), { timeout: WAIT_MS }).toBe(edited);
      expect(edited).toMatch(/\n# refitted before the reload$/);
      await expect.poll(() => filesStatus(page), { timeout: WAIT_MS }).toBe('Saved cruiser.yaml.');
      expect(await tabsOf(page)).toEqual([{ name: 'cruiser.yaml', shown: true, dirty: false }]);
      // Save as YAML: the kept handle is the new file's, under its name ...
      await page.evaluate(`window.__saveName = 'cruiser-refit.yaml'`);
      await page.click('#design-save-as');
      await expect.poll(() => keptHandleNames(page), { timeout: WAIT_MS }).toEqual(['cruiser-refit.yaml']);
      expect(await opfsText(page, 'cruiser-refit.yaml')).toBe(edited);
      // ... which a second reload writes to again ...
      await reloadShip(page);
      await appendLine(page, '# and after another');
      await page.keyboard.press('ControlOrMeta+S');
      await expect.poll(() => opfsText(page, 'cruiser-refit.yaml'), { timeout: WAIT_MS }).toBe(`${edited}\n# and after another`);
      expect(await opfsText(page, 'cruiser.yaml')).toBe(edited);
      // ... and closing its tab forgets it.
      await page.click('#design-tabs button[aria-label="Close cruiser-refit.yaml"]');
      await expect.poll(() => keptHandleNames(page), { timeout: WAIT_MS }).toEqual([]);
      expect(downloads).toEqual([]);
    }, OPFS_PICKERS);
  });

  it('after a reload, a Save the browser refuses leave to write downloads the YAML instead, and says so', async () => {
    await withPage(async (page) => {
      await openShip(page);
      await page.evaluate(`window.__pickFiles = [{ name: 'carrier.yaml', text: ${JSON.stringify(carrier)} }]`);
      await page.click('#design-open');
      await expect.poll(() => keptHandleNames(page), { timeout: WAIT_MS }).toEqual(['carrier.yaml']);
      await appendLine(page, '# not allowed');
      const edited = await editorText(page);
      await expect.poll(() => tabsOf(page), { timeout: WAIT_MS }).toEqual([{ name: 'carrier.yaml', shown: true, dirty: true }]);
      await reloadShip(page);
      await expect.poll(() => tabsOf(page), { timeout: WAIT_MS }).toEqual([{ name: 'carrier.yaml', shown: true, dirty: true }]);
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: WAIT_MS }), page.click('#design-save')]);
      expect(download.suggestedFilename()).toBe('carrier.yaml');
      expect(readFileSync(await download.path(), 'utf8')).toBe(edited);
      expect(await page.evaluate('window.__asked')).toBe(1);
      await expect.poll(() => filesStatus(page), { timeout: WAIT_MS }).toBe('Downloaded carrier.yaml: the browser did not allow the page to write to its file.');
      expect(await opfsText(page, 'carrier.yaml')).toBe(carrier);
      // The handle stays: a later Save asks again.
      expect(await keptHandleNames(page)).toEqual(['carrier.yaml']);
    }, OPFS_PICKERS + REFUSED_PERMISSION);
  });

  it('without the API: opens through <input type=file>; Save and Save as YAML download the YAML under the file’s name', async () => {
    await withPage(async (page) => {
      await openShip(page);
      expect(await page.evaluate(`'showOpenFilePicker' in window`)).toBe(false);
      // Open… clicks the file input.
      const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: WAIT_MS }), page.click('#design-open')]);
      expect(chooser.isMultiple()).toBe(true);
      await page.setInputFiles('#design-files', { name: 'carrier.yaml', mimeType: 'application/yaml', buffer: Buffer.from(carrier) });
      await expect.poll(() => tabsOf(page), { timeout: WAIT_MS }).toEqual([{ name: 'carrier.yaml', shown: true, dirty: false }]);
      await appendLine(page, '# downloaded');
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: WAIT_MS }), page.click('#design-save')]);
      expect(download.suggestedFilename()).toBe('carrier.yaml');
      const edited = await editorText(page);
      expect(edited).toMatch(/\n# downloaded$/);
      expect(readFileSync(await download.path(), 'utf8')).toBe(edited);
      await expect.poll(() => tabsOf(page), { timeout: WAIT_MS }).toEqual([{ name: 'carrier.yaml', shown: true, dirty: false }]);
      const [again] = await Promise.all([page.waitForEvent('download', { timeout: WAIT_MS }), page.click('#design-save-as')]);
      expect(again.suggestedFilename()).toBe('carrier.yaml');
    }, NO_PICKERS);
  });

  it('two files dropped on the editor open as two tabs; a fleet tab reads its ships among the open files, its sums those of `spacedock check --json`', async () => {
    await withPage(async (page) => {
      await openShip(page);
      // The fleet alone: the files it names are not open, and Problems says so.
      await drop(page, [{ name: 'home-guard.yaml', text: homeGuard }]);
      await expect.poll(() => tabsOf(page), { timeout: WAIT_MS }).toEqual([{ name: 'home-guard.yaml', shown: true, dirty: false }]);
      await expect.poll(() => page.locator('#design-diagnostics').textContent(), { timeout: WAIT_MS }).toContain('not among the files opened');
      // Its two ship files, dropped together: two more tabs, the first shown.
      await drop(page, [
        { name: 'cruiser.yaml', text: cruiser },
        { name: 'carrier.yaml', text: carrier },
      ]);
      await expect.poll(() => tabsOf(page), { timeout: WAIT_MS }).toEqual([
        { name: 'home-guard.yaml', shown: false, dirty: false },
        { name: 'cruiser.yaml', shown: true, dirty: false },
        { name: 'carrier.yaml', shown: false, dirty: false },
      ]);
      expect(await editorText(page)).toBe(cruiser);
      await page.click('#design-tabs button.tab >> text=home-guard.yaml');
      await expect.poll(() => editorText(page), { timeout: WAIT_MS }).toBe(homeGuard);
      // The fleet's sums, against its limit, as `spacedock check --json` gives them.
      const r = await cliJson(['check', '--json', join(REPO, 'examples/home-guard.yaml')]);
      const fleet = (r['files'] as { documents: { fleet?: { totals: Record<string, number>; pointsLimit: number } }[] }[])[0]!.documents[0]!.fleet!;
      const figure = (field: string): Promise<{ value: number; limit: string | null }> =>
        page.locator(`#totals [data-field="${field}"]`).evaluate((dd) => ({ value: Number(dd.firstChild?.textContent), limit: dd.getAttribute('data-limit') }));
      await expect.poll(() => figure('points'), { timeout: WAIT_MS }).toEqual({ value: fleet.totals['points'], limit: String(fleet.pointsLimit) });
      for (const field of ['ships', 'power', 'spaces', 'repair', 'boxes']) expect((await figure(field)).value).toBe(fleet.totals[field]);
      await expect.poll(() => page.locator('#design-diagnostics').textContent(), { timeout: WAIT_MS }).not.toContain('not among the files opened');
      // An edit to a ship's tab changes the fleet's sums: the open files are its folder.
      await page.click('#design-tabs button.tab >> text=cruiser.yaml');
      await page.click('#design-editor .cm-content');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.insertText(cruiser.replace('name: Meridian-class Patrol Cruiser', 'name: Renamed Cruiser'));
      await page.click('#design-tabs button.tab >> text=home-guard.yaml');
      await expect.poll(() => page.locator('#design-diagnostics').textContent(), { timeout: WAIT_MS }).toContain('Meridian-class Patrol Cruiser');
    });
  });

  it('each tab keeps its place in the editor’s box: a tab shown again scrolls back to where it was left, a tab never shown starts at its top', async () => {
    await withPage(async (page) => {
      await openShip(page);
      await drop(page, [
        { name: 'cruiser.yaml', text: cruiser },
        { name: 'carrier.yaml', text: carrier },
      ]);
      await expect.poll(async () => (await tabsOf(page)).length, { timeout: WAIT_MS }).toBe(2);
      const scroller = page.locator('#design-editor .cm-scroller');
      const settled = (): Promise<unknown> => page.evaluate('new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))');
      const top = async (): Promise<number> => {
        await settled();
        return scroller.evaluate((e) => e.scrollTop);
      };
      const scrollTo = async (y: number): Promise<void> => {
        await scroller.evaluate((e, to) => (e.scrollTop = to), y);
        await settled();
      };
      const showTab = async (name: string): Promise<void> => {
        await page.click(`#design-tabs button.tab >> text=${name}`);
        await expect.poll(async () => (await tabsOf(page)).find((t) => t.shown)?.name, { timeout: WAIT_MS }).toBe(name);
      };
      const room = (): Promise<number> => scroller.evaluate((e) => e.scrollHeight - e.clientHeight);
      await showTab('cruiser.yaml');
      // Both files are taller than the box, by more than the offsets below.
      expect(await room()).toBeGreaterThan(400);
      await scrollTo(400);
      await showTab('carrier.yaml');
      expect(await top()).toBe(0);
      expect(await room()).toBeGreaterThan(150);
      await scrollTo(150);
      await showTab('cruiser.yaml');
      // Within a line of where it was (CodeMirror restores the line at the top of the box).
      expect(Math.abs((await top()) - 400)).toBeLessThanOrEqual(22);
      await showTab('carrier.yaml');
      expect(Math.abs((await top()) - 150)).toBeLessThanOrEqual(22);
    });
  });

  it('finds the tabs again after a reload (the shown one, unsaved changes marked); a shared link opens as a tab; closing an unsaved tab asks', async () => {
    await withPage(async (page) => {
      await openShip(page);
      await drop(page, [
        { name: 'cruiser.yaml', text: cruiser },
        { name: 'carrier.yaml', text: carrier },
      ]);
      await page.click('#design-tabs button.tab >> text=carrier.yaml');
      await appendLine(page, '# unsaved');
      const before = [
        { name: 'cruiser.yaml', shown: false, dirty: false },
        { name: 'carrier.yaml', shown: true, dirty: true },
      ];
      await expect.poll(() => tabsOf(page), { timeout: WAIT_MS }).toEqual(before);
      const edited = await editorText(page);
      expect(edited).toMatch(/\n# unsaved$/);
      await page.reload({ waitUntil: 'load' });
      await page.locator('#view-ship:not([aria-busy="true"])').waitFor({ state: 'visible', timeout: WAIT_MS });
      await expect.poll(() => tabsOf(page), { timeout: WAIT_MS }).toEqual(before);
      expect(await editorText(page)).toBe(edited);
      const kept = JSON.parse((await page.evaluate(`localStorage.getItem(${JSON.stringify(FILES_KEY)})`)) as string) as { files: { name: string }[]; active: number };
      expect(kept.files.map((f) => f.name)).toEqual(['cruiser.yaml', 'carrier.yaml']);
      expect(kept.active).toBe(1);

      // A link to another design: a tab of its own, shown.
      const linked = cruiser.replace('name: Meridian-class Patrol Cruiser', 'name: Linked Cruiser');
      await openShip(page, `#/ship?design=${encodeText(linked)}`);
      await expect.poll(() => tabsOf(page), { timeout: WAIT_MS }).toEqual([
        { name: 'cruiser.yaml', shown: false, dirty: false },
        { name: 'carrier.yaml', shown: false, dirty: true },
        { name: 'design.yaml', shown: true, dirty: true },
      ]);
      expect(await editorText(page)).toBe(linked);

      // Closing the unsaved carrier asks: kept when refused, closed when accepted.
      const questions: string[] = [];
      page.once('dialog', (d) => void (questions.push(d.message()), d.dismiss()));
      await page.click('#design-tabs button[aria-label="Close carrier.yaml"]');
      await expect.poll(() => questions.length, { timeout: WAIT_MS }).toBe(1);
      expect(questions[0]).toContain('carrier.yaml has changes that are not saved');
      expect((await tabsOf(page)).map((t) => t.name)).toEqual(['cruiser.yaml', 'carrier.yaml', 'design.yaml']);
      page.once('dialog', (d) => void (questions.push(d.message()), d.accept()));
      await page.click('#design-tabs button[aria-label="Close carrier.yaml"]');
      await expect.poll(() => tabsOf(page), { timeout: WAIT_MS }).toEqual([
        { name: 'cruiser.yaml', shown: false, dirty: false },
        { name: 'design.yaml', shown: true, dirty: true },
      ]);
      // A saved tab closes without a question.
      await page.click('#design-tabs button[aria-label="Close cruiser.yaml"]');
      await expect.poll(() => tabsOf(page), { timeout: WAIT_MS }).toEqual([{ name: 'design.yaml', shown: true, dirty: true }]);
      expect(questions).toHaveLength(2);
    });
  });

  it('works offline once loaded: the reload finds the tabs, and files still open and save', async () => {
    await withPage(async (page, context) => {
      await openShip(page);
      await page.waitForFunction('navigator.serviceWorker !== undefined && navigator.serviceWorker.controller !== null', undefined, { timeout: WAIT_MS });
      await drop(page, [{ name: 'cruiser.yaml', text: cruiser }]);
      await expect.poll(() => tabsOf(page), { timeout: WAIT_MS }).toEqual([{ name: 'cruiser.yaml', shown: true, dirty: false }]);
      // Every script of the build is cached, the file handling's and the fleet reading's (the play view's chunk) among them.
      const assets = readdirSync(join(SITE_DIST, 'assets')).map((f) => `${site().server.url}assets/${f}`);
      expect(assets.some((u) => /\/ship-files-[^/]*\.js$/.test(u))).toBe(true);
      const uncached = `Promise.all(${JSON.stringify(assets)}.map((u) => caches.match(u).then((hit) => (hit ? null : u)))).then((l) => l.filter((u) => u !== null))`;
      await expect.poll(async () => (await page.evaluate(uncached)) as string[], { timeout: WAIT_MS }).toEqual([]);
      site().server.down = true;
      await context.setOffline(true);
      try {
        await page.reload({ waitUntil: 'load' });
        await page.locator('#view-ship:not([aria-busy="true"])').waitFor({ state: 'visible', timeout: WAIT_MS });
        await expect.poll(() => tabsOf(page), { timeout: WAIT_MS }).toEqual([{ name: 'cruiser.yaml', shown: true, dirty: false }]);
        await drop(page, [
          { name: 'home-guard.yaml', text: homeGuard },
          { name: 'carrier.yaml', text: carrier },
        ]);
        await expect.poll(async () => (await tabsOf(page)).map((t) => t.name), { timeout: WAIT_MS }).toEqual(['cruiser.yaml', 'home-guard.yaml', 'carrier.yaml']);
        await expect.poll(() => page.locator('#totals [data-field="ships"]').textContent(), { timeout: WAIT_MS }).toBe('4');
        const [download] = await Promise.all([page.waitForEvent('download', { timeout: WAIT_MS }), page.click('#design-save')]);
        expect(download.suggestedFilename()).toBe('home-guard.yaml');
      } finally {
        site().server.down = false;
        await context.setOffline(false);
      }
    }, NO_PICKERS);
  });

  it('draws the editor with three tabs (docs/images/site-ship-files.png with UPDATE_IMAGES=1); the tabs pass axe-core and fit 320 px', async () => {
    await withPage(async (page) => {
      await openShip(page);
      await drop(page, [
        { name: 'home-guard.yaml', text: homeGuard },
        { name: 'cruiser.yaml', text: cruiser },
        { name: 'carrier.yaml', text: carrier },
      ]);
      await expect.poll(async () => (await tabsOf(page)).length, { timeout: WAIT_MS }).toBe(3);
      await page.locator('#totals [data-field="points"]').waitFor({ timeout: WAIT_MS });
      await page.click('#design-tabs button.tab >> text=cruiser.yaml');
      await appendLine(page, '# refit: a second shuttle bay');
      await page.click('#design-tabs button.tab >> text=home-guard.yaml');
      await expect.poll(() => page.locator('#totals [data-field="points"]').count(), { timeout: WAIT_MS }).toBe(1);
      // The record sheet follows the tab: a fleet has none of its own.
      await expect.poll(() => page.locator('.sheet-status').textContent(), { timeout: WAIT_MS }).toContain('a fleet has none');
      await page.mouse.move(0, 0);
      await page.evaluate('document.activeElement?.blur(); window.scrollTo(0, 0)');
      await page.evaluate('document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))');
      const path = join(tmpdir(), 'spacedock-site-ship-files.png');
      await page.screenshot({ path, clip: { x: 0, y: 0, width: DESKTOP.width, height: 760 } });
      console.log(`ship editor files screenshot: ${path}`);
      if (process.env['UPDATE_IMAGES'] === '1') {
        mkdirSync(join(REPO, 'docs/images'), { recursive: true });
        copyFileSync(path, join(REPO, 'docs/images/site-ship-files.png'));
      }
      expect(readFileSync(path).subarray(1, 4).toString()).toBe('PNG');
      // The tabs pass axe-core (as the play view: no violations at all) ...
      await page.addScriptTag({ path: join(REPO, 'node_modules/axe-core/axe.min.js') });
      const violations = (await page.evaluate(`axe.run(document.getElementById('view-ship'), { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => v.impact + ' ' + v.id + ': ' + v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')))`)) as string[];
      expect(violations).toEqual([]);
      // ... and wrap on a 320 px screen: nothing of the view past its right edge.
      await page.setViewportSize({ width: 320, height: 900 });
      const wide = (await page.evaluate(`[...document.querySelectorAll('#view-ship .file-bar, #view-ship .file-bar *, #design-tabs, #design-tabs *')].filter((e) => e.getBoundingClientRect().right > 321).map((e) => e.tagName + ' ' + Math.round(e.getBoundingClientRect().right))`)) as string[];
      expect(wide).toEqual([]);
    });
  });
});
