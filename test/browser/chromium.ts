/**
 * The one way the browser tests start Chromium: Debian's `chromium` package driven by
 * playwright-core (never playwright's own download, which does not work offline). `.ci/run`
 * installs the package when it is missing, so in CI the browser tests always run; on a machine
 * without it (and without `CI` set) they are skipped with the reason below.
 */
import { existsSync } from 'node:fs';
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

/** Starts one browser; the caller closes it (one per test file, in `afterAll`). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], timeout: 60_000 });
}
