/**
 * The one way the browser tests start Chromium: Debian's `chromium` package driven by
 * playwright-core (never playwright's own download, which does not work offline). `.ci/run`
 * installs the package when it is missing, so in CI the browser tests always run; on a machine
 * without it (and without `CI` set) they are skipped with the reason below.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

/** Where Debian's `chromium` package puts its launcher. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless, and nothing that reaches the network or writes a profile of its own. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Why the browser tests are skipped here, or `undefined` when they must run. */
export function skipReason(): string | undefined {
  if (existsSync(CHROMIUM_PATH)) return undefined;
  // In CI a missing browser is a failure (the launch below throws), never a silent skip.
  if (process.env['CI'] !== undefined && process.env['CI'] !== '') return undefined;
  return `${CHROMIUM_PATH} is missing (install Debian's chromium package: apt-get install -y chromium)`;
}

/**
 * How long a browser test waits for a page to load, an element to appear or a value to settle:
 * a guard against a page that never gets there, never a time budget. A loaded machine may take
 * many times longer than an idle one, and a wait ends as soon as its condition holds, so this is
 * generous.
 */
export const WAIT_MS = 120_000;

/** Starts one browser; the caller closes it (one per test file, in `afterAll`). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], timeout: WAIT_MS });
}

/**
 * The script the browser tests run in each page (check-page.js): plain JavaScript in a file of
 * its own because it needs the DOM's types, which the repository's TypeScript setup (Node only)
 * does not load.
 */
export const CHECK_PAGE = readFileSync(fileURLToPath(new URL('./check-page.js', import.meta.url)), 'utf8');

/** The size of an SVG document from its own `viewBox` (millimetres), to size the viewport to it. */
export function viewBoxOf(svg: string): { width: number; height: number } {
  const m = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (m === null) throw new Error(`no viewBox="0 0 W H" in ${svg.slice(0, 200)}`);
  return { width: Number(m[1]), height: Number(m[2]) };
}
