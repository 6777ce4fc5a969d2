/*
 * The shipyard page's service worker: it makes the page work offline once it has been loaded.
 *
 * - install: cache the page itself (the index);
 * - message `{ type: 'cache', urls }`: cache these same-origin URLs when not cached yet (offline.ts
 *   sends what the page loads, so the first visit's scripts and styles, fetched before this
 *   worker controlled the page, are kept too);
 * - fetch: every same-origin GET goes to the network first, and each good answer is put in the
 *   cache, so the cache follows the deployed page; when the network fails, the cached answer
 *   (for a page navigation, the cached index) is used instead.
 *
 * Nothing is sent anywhere: the worker only ever talks to the page's own origin. Bump VERSION
 * when this file's behaviour changes: the old cache is deleted when the new worker activates.
 */
const VERSION = 2;
const CACHE = `spacedock-shipyard-v${VERSION}`;
const INDEX = './';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(INDEX))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith('spacedock-shipyard-') && n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (data === null || typeof data !== 'object' || data.type !== 'cache' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((u) => typeof u === 'string' && new URL(u, self.location.href).origin === self.location.origin);
  // Each URL on its own (one failure must not lose the others), and only when not cached yet.
  event.waitUntil(
    caches.open(CACHE).then((cache) => Promise.all(urls.map((u) => cache.match(u).then((hit) => hit ?? cache.add(u)).catch(() => undefined)))),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
          return response;
        }
        // An error answer (a file gone after a new deploy, for a tab still on the old page) loses
        // to a good copy in the cache.
        return caches.match(request).then((cached) => cached ?? response);
      })
      .catch(() =>
        caches
          .match(request, { ignoreSearch: request.mode === 'navigate' })
          .then((cached) => cached ?? (request.mode === 'navigate' ? caches.match(INDEX) : undefined))
          .then((cached) => cached ?? Response.error()),
      ),
  );
});
