/**
 * Issue 38's fixes on the shipyard page, end to end in Chromium: for each mistake the page shows a
 * quick-fix button whose text says what it puts in (an indentation fix's blanks drawn, issue 39),
 * and clicking it puts the text right and takes that problem away. And the editors' completion at
 * the end of a spec offers the language server's items, in its order (src/editing).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WAIT_MS } from '../browser/chromium.js';
import { completionLists } from '../../src/lsp/completion.js';
import { encodeText } from './fixtures.js';
import { skipReason, useSite, withCheckedPage } from './harness.js';

const DESKTOP = { viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' } as const;

/** A mistake, the text of its fix's button, and the text once the fix is applied. */
interface FixCase {
  readonly name: string;
  readonly view: 'units' | 'ship';
  readonly text: string;
  /** What the problem says (it must be in the list before, and gone after). */
  readonly says: string;
  readonly button: string;
  readonly fixed: string;
}

const ship = (lines: string): string => `format: 1\nkind: ship\nname: Heron\nsizeClass: 3\ntech: 3\n${lines}`;

const CASES: readonly FixCase[] = [
  { name: 'a special effect in single quotes', view: 'units', text: "3d6 eZap 'Laser' AP", says: 'a special effect is written in double quotes', button: '"Laser"', fixed: '3d6 eZap "Laser" AP' },
  { name: 'p:2 for p=2', view: 'units', text: '3d6 eZap p:2', says: '"p:2" is written p=2', button: 'p=2', fixed: '3d6 eZap p=2' },
  { name: 'BURN<14 for BURN14<', view: 'units', text: '3d6 eZap BURN<14', says: 'did you mean BURN14<?', button: 'BURN14<', fixed: '3d6 eZap BURN14<' },
  { name: 'Energy Zap for eZap', view: 'units', text: '3d6 Energy Zap AP', says: '"Energy Zap" is written eZap', button: 'eZap', fixed: '3d6 eZap AP' },
  { name: 'RNG 5 for rng=5', view: 'units', text: '3d6 eZap RNG 5', says: '"RNG 5" is written rng=5', button: 'rng=5', fixed: '3d6 eZap rng=5' },
  { name: 'TRIGGER:"x" for TRIGGER="x"', view: 'units', text: '3d6 eZap TRIGGER:"adjacent"', says: 'write TRIGGER="adjacent"', button: 'TRIGGER="adjacent"', fixed: '3d6 eZap TRIGGER="adjacent"' },
  { name: 'a bare effect beside a quoted one', view: 'units', text: '3d6 eZap Laser "fires twice"', says: 'write the two as one', button: '"Laser fires twice"', fixed: '3d6 eZap "Laser fires twice"' },
  {
    name: 'Quarters for Quar',
    view: 'ship',
    text: ship('systems:\n  - { label: Bridge }\n  - { label: Quarters }\n'),
    says: 'did you mean Quar (Crew Quarters)?',
    button: 'Quar',
    fixed: ship('systems:\n  - { label: Bridge }\n  - { label: Quar }\n'),
  },
  {
    name: 'spec:3d6 without its blank',
    view: 'ship',
    text: ship('systems:\n  - { label: Bridge }\nunits:\n  - name: Gun\n    spec:3d6 eZap\n'),
    says: 'a key\'s colon needs a blank after it',
    button: 'spec: 3d6',
    fixed: ship('systems:\n  - { label: Bridge }\nunits:\n  - name: Gun\n    spec: 3d6 eZap\n'),
  },
  {
    name: 'a key left of its mapping (the blanks drawn on the button)',
    view: 'ship',
    text: ship('systems:\n  - { label: Bridge }\nunits:\n  - name: Gun\n   spec: 3d6 eZap\n'),
    says: 'the key "spec" starts at column 4',
    button: '␣spec',
    fixed: ship('systems:\n  - { label: Bridge }\nunits:\n  - name: Gun\n    spec: 3d6 eZap\n'),
  },
];

const reason = skipReason();
if (reason !== undefined) console.warn(`test/site/quick-fixes skipped: ${reason}`);

describe.skipIf(reason !== undefined)('issue 38 on the page: quick fixes and completion', () => {
  const site = useSite();

  /** The view's editor and list. */
  const parts = (view: FixCase['view']): { editor: string; list: string } =>
    view === 'units' ? { editor: '#spec-editor', list: '#spec-diagnostics' } : { editor: '#design-editor', list: '#design-diagnostics' };

  /** Opens a view with `text` in its editor. */
  async function openWith(page: Page, view: FixCase['view'], text: string): Promise<void> {
    const params = view === 'units' ? `spec=${encodeURIComponent(text)}` : `design=${encodeText(text)}`;
    await page.goto(`${site().server.url}#/${view}?${params}`, { waitUntil: 'load' });
    await page.locator(`#view-${view}:not([aria-busy="true"])`).waitFor({ state: 'visible', timeout: WAIT_MS });
  }

  /** The editor's text, line by line as CodeMirror draws it. */
  const editorText = async (page: Page, editor: string): Promise<string> => (await page.locator(`${editor} .cm-line`).allTextContents()).join('\n');

  it.each(CASES.map((c) => [c.name, c] as const))('%s: the button says its fix, and applying it clears the problem', async (_name, c) => {
    await withCheckedPage(site().browser, DESKTOP, async (page) => {
      const { editor, list } = parts(c.view);
      await openWith(page, c.view, c.text);
      const item = page.locator(`${list} li`, { hasText: c.says });
      await item.first().waitFor({ timeout: WAIT_MS });
      const button = item.first().locator('button.quick-fix').first();
      // Readable: the replacement, its blanks drawn; the accessible name says the whole change.
      expect((await button.textContent())?.trim()).toBe(c.button);
      expect(await button.getAttribute('aria-label')).toMatch(/^Replace "/);
      await button.click();
      await expect.poll(() => editorText(page, editor), { timeout: WAIT_MS }).toBe(c.fixed);
      await expect.poll(() => page.locator(`${list} li`, { hasText: c.says }).count(), { timeout: WAIT_MS }).toBe(0);
      // The spec cases are then right as a whole: no error left.
      if (c.view === 'units') expect(await page.locator(`${list} li.error`).count()).toBe(0);
    });
  });

  it('completes a spec with the language server items, in its order: functions first before the function, modifiers first after it', async () => {
    const lists = completionLists();
    const labels = (items: readonly { label: string }[]): string[] => items.map((i) => i.label);
    await withCheckedPage(site().browser, DESKTOP, async (page) => {
      await openWith(page, 'units', '');
      await page.click('#spec-editor .cm-content');
      await page.keyboard.type('3d6 ');
      await page.keyboard.press('Control+Space');
      const options = page.locator('.cm-tooltip-autocomplete li .cm-completionLabel');
      await options.first().waitFor({ timeout: WAIT_MS });
      expect(await options.allTextContents()).toEqual(labels(lists.specStart));
      await page.keyboard.type('eZap ');
      await page.keyboard.press('Control+Space');
      await expect.poll(() => options.allTextContents(), { timeout: WAIT_MS }).toEqual(labels(lists.spec));
      // A typed start narrows the list, in the same order; Enter takes the first.
      await page.keyboard.type('RN');
      const narrowed = labels(lists.spec).filter((l, i) => l.toLowerCase().includes('rn') || String(lists.spec[i]!.insertText).toLowerCase().includes('rn'));
      await expect.poll(() => options.allTextContents(), { timeout: WAIT_MS }).toEqual(narrowed);
      await page.keyboard.press('Enter');
      await expect.poll(() => editorText(page, '#spec-editor'), { timeout: WAIT_MS }).toBe(`3d6 eZap ${String(lists.spec.find((i) => i.label === narrowed[0])!.insertText)}`);

      // The ship editor completes after `spec:` the same way.
      await openWith(page, 'ship', ship('systems:\n  - { label: Bridge }\nunits:\n  - name: Gun\n    spec: 3d6 eZap\n'));
      await page.locator('#design-editor .cm-line', { hasText: 'spec: 3d6 eZap' }).click();
      await page.keyboard.press('End');
      await page.keyboard.type(' ');
      await page.keyboard.press('Control+Space');
      await expect.poll(() => options.allTextContents(), { timeout: WAIT_MS }).toEqual(labels(lists.spec));
    });
  });

  it('opens the list for a Ctrl+Space pressed before the completion’s chunk arrived', async () => {
    const lists = completionLists();
    await withCheckedPage(site().browser, DESKTOP, async (page) => {
      // The chunk is held back until the keys have been pressed.
      let release = (): void => undefined;
      const held = new Promise<void>((r) => (release = r));
      let asked = false;
      await page.route(/\/assets\/spec-completion-[^/]*\.js$/, async (route) => {
        asked = true;
        await held;
        await route.continue();
      });
      await openWith(page, 'units', '');
      await page.click('#spec-editor .cm-content');
      await page.keyboard.type('3d6 ');
      await expect.poll(() => asked, { timeout: WAIT_MS }).toBe(true);
      await page.keyboard.press('Control+Space');
      const options = page.locator('.cm-tooltip-autocomplete li .cm-completionLabel');
      expect(await options.count()).toBe(0);
      release();
      await options.first().waitFor({ timeout: WAIT_MS });
      expect(await options.allTextContents()).toEqual(lists.specStart.map((i) => i.label));
    });
  });
});
