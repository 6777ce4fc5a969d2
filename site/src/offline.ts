// The page's workers (the volley lab's simulation, the ship editor's check of a big design, the
// play view's sheets for print, the Duel view's duels): scripts of their own, cached ahead like
// the views (below).
import analysisWorkerUrl from './analysis-worker.ts?worker&url';
import duelWorkerUrl from './duel-worker.ts?worker&url';
import playWorkerUrl from './play-worker.ts?worker&url';
import simulationWorkerUrl from './simulation-worker.ts?worker&url';
import { loadFullReader } from './full-reader.js';

/**
 * Offline support: registers the service worker (`public/sw.js`, copied to the root of the
 * build) so that a page loaded once keeps working without a network, every view included. Only
 * over http(s), where service workers exist (never from a file:// build opened from disk), and
 * not under the Vite dev server, whose modules change as you edit them.
 *
 * A function for main.ts to call, not an import for its side effect: the package declares
 * `"sideEffects": false`, so the bundler would drop a bare `import './offline.js'`.
 */
export function registerOffline(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator) || !/^https?:$/.test(location.protocol)) return;
  // After the page has loaded: the worker's install must not compete with the page's own requests.
  window.addEventListener('load', register, { once: true });
}

/** The views' modules, loaded lazily by main.ts; here only to fetch them ahead (see below). */
const VIEW_MODULES = import.meta.glob(['./views/*.ts', '!./views/view.ts']);

function register(): void {
  navigator.serviceWorker
    .register('./sw.js')
    .then(controlled)
    .then((worker) => {
      // Everything this visit loads is cached, also what it loaded before the worker took over
      // (the first visit's scripts and styles), as each request ends.
      new PerformanceObserver((list) => {
        const urls = list.getEntries().map((e) => e.name).filter((url) => new URL(url).origin === location.origin);
        if (urls.length > 0) worker.postMessage({ type: 'cache', urls });
      }).observe({ type: 'resource', buffered: true });
      // And the views not opened yet: their chunks now, through the worker, so that all of them open offline.
      for (const load of Object.values(VIEW_MODULES)) void load().catch(() => undefined);
      // And the full YAML reader, which only a text with unusual YAML or a YAML error loads, and
      // the ship editor's readout, which loads when it is first shown.
      void loadFullReader().catch(() => undefined);
      void import('./readout-body.js').catch(() => undefined);
      // And the ship editor's file handling and fleet reading, which load when first used.
      void import('./ship-files.js').catch(() => undefined);
      // And the editors' completion, which loads when an editor is first focused.
      void import('./spec-completion.js').catch(() => undefined);
      // And the unit bench's several specs, which load when that box is first typed in.
      void import('./spec-batch.js').catch(() => undefined);
      // And the sheet's PDF: its chunk and the two font files it fetches when the button is pressed.
      void import('./sheet-pdf-lazy.js')
        .then((pdf) => worker.postMessage({ type: 'cache', urls: pdf.PDF_FONT_URLS.map((url) => new URL(url, location.href).href) }))
        .catch(() => undefined);
      // And the workers' scripts, which only a simulation, a big design, a print or a duel loads.
      worker.postMessage({ type: 'cache', urls: [simulationWorkerUrl, analysisWorkerUrl, playWorkerUrl, duelWorkerUrl].map((url) => new URL(url, location.href).href) });
    })
    .catch((error: unknown) => console.warn('spacedock: offline support unavailable:', error));
}

/** The worker that controls the page, once it does (at once after the first visit). */
function controlled(): Promise<ServiceWorker> {
  const sw = navigator.serviceWorker;
  if (sw.controller !== null) return Promise.resolve(sw.controller);
  return new Promise((resolve) => {
    const taken = (): void => {
      if (sw.controller === null) return;
      sw.removeEventListener('controllerchange', taken);
      resolve(sw.controller);
    };
    sw.addEventListener('controllerchange', taken);
  });
}
