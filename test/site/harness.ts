/**
 * What the shipyard page's browser tests stand on: the site built once with Vite's own API into
 * `site/dist`, a tiny static server for that folder on 127.0.0.1 (gzip when the browser asks for
 * it, so the transferred sizes the tests measure are the real ones), and Chromium started the one
 * way the browser tests start it (`test/browser/chromium.ts`, with the same skip rule).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchChromium, skipReason, WAIT_MS } from '../browser/chromium.js';

export { launchChromium, skipReason };

/** The repository's root folder. */
export const REPO = fileURLToPath(new URL('../../', import.meta.url));
/** Where `npm run site:build` (and {@link buildSite}) puts the page. */
export const SITE_DIST = join(REPO, 'site/dist');

/** Builds the page into `site/dist` from `site/vite.config.ts`, as `npm run site:build` does. */
export async function buildSite(): Promise<void> {
  // Vite keeps a NODE_ENV it finds, and vitest sets it to `test`: the build would be a
  // development one (import.meta.env.DEV true, no service worker, other code). Build as
  // `npm run site:build` does, then put the test's value back.
  const before = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    await build({ configFile: join(REPO, 'site/vite.config.ts'), mode: 'production', logLevel: 'warn' });
  } finally {
    if (before === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = before;
  }
  if (!existsSync(join(SITE_DIST, 'index.html'))) throw new Error(`the build wrote no ${SITE_DIST}/index.html`);
}

/** The content types of what a Vite build writes (anything else is served as bytes). */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Types worth compressing (images and fonts already are). */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;

/** A running static server. */
export interface SiteServer {
  /** `http://127.0.0.1:<port>/` */
  readonly url: string;
  /**
   * While true, every request has its connection dropped, as when the network is gone: the page
   * can only be answered by its service worker's cache. (Chromium's offline emulation alone may
   * not cover a service worker's own fetches, so the offline test takes the server away too.)
   */
  down: boolean;
  /** Requests answered so far, by path (to see what the page fetched). */
  readonly served: string[];
  close(): Promise<void>;
}

/** Serves `root` on 127.0.0.1 (`port` 0 picks a free one). */
export async function serveStatic(root: string = SITE_DIST, port = 0): Promise<SiteServer> {
  const served: string[] = [];
  const state = { down: false };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (state.down) {
      req.socket.destroy();
      return;
    }
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    served.push(path);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!(file === root || file.startsWith(root.endsWith(sep) ? root : root + sep)) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    let body = readFileSync(file);
    const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' };
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      body = gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}/`,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** CPU seconds the page's renderer has used so far: its main thread, and the whole process (its workers too). */
export interface CpuMeter {
  /** The main thread's CPU time (s): what keeps the page from answering while it runs. */
  thread(): Promise<number>;
  /** The renderer process's CPU time (s): the main thread, the page's workers and the rest. */
  process(): Promise<number>;
}

/**
 * A meter of the page's CPU time, from Chromium's own counters (the DevTools protocol's
 * `Performance.getMetrics`: `ThreadTime`, `ProcessTime`). CPU time, unlike the wall clock, hardly
 * grows when the machine is loaded, so a test may hold work to a budget of it.
 */
export async function cpuMeter(page: Page): Promise<CpuMeter> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metric = async (name: string): Promise<number> => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const m = metrics.find((x) => x.name === name);
    if (m === undefined) throw new Error(`Chromium reports no ${name} metric`);
    return m.value;
  };
  return { thread: () => metric('ThreadTime'), process: () => metric('ProcessTime') };
}

/**
 * Runs `body` on a page of a fresh context made with `options`: a page error, or a console error
 * other than a failed network load, fails the test; the context is closed whatever happens.
 */
export async function withCheckedPage(browser: Browser, options: BrowserContextOptions, body: (page: Page, context: BrowserContext) => Promise<void>): Promise<void> {
  const context = await browser.newContext(options);
  const errors: string[] = [];
  context.on('page', (page) => {
    page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error' && !/net::ERR_|Failed to load resource/.test(m.text())) errors.push(`console error: ${m.text()}`);
    });
  });
  try {
    const page = await context.newPage();
    await body(page, context);
    expect(errors, errors.join('\n')).toEqual([]);
  } finally {
    await context.close();
  }
}

/** Opens the page's Play view at `hash` on `url` and waits until it is ready. */
export async function openPlayView(page: Page, url: string, hash = '#/play'): Promise<void> {
  await page.goto(`${url}${hash}`, { waitUntil: 'load' });
  await page.locator('#view-play:not([aria-busy="true"])').waitFor({ state: 'visible', timeout: WAIT_MS });
}

/** The built page, served, and a Chromium: what a describe block of page tests shares. */
export interface SiteSession {
  readonly browser: Browser;
  readonly server: SiteServer;
}

/**
 * Builds and serves the page and launches Chromium before the tests of the describe block it is
 * called in, and closes both after them. The function it returns gives the session inside a test
 * (a TypeError before `beforeAll` has run: a programming error of the test).
 */
export function useSite(): () => SiteSession {
  let server: SiteServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    await buildSite();
    server = await serveStatic();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return () => {
    if (server === undefined || browser === undefined) throw new TypeError('the page session is used outside its tests');
    return { browser, server };
  };
}
