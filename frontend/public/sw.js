// The portal's service worker (issue 21; docs/architecture.md, "Reading offline"): the app's
// own files, so that the portal opens without a connection. A page is asked of the server first,
// and the last index.html it answered stands in when it cannot be reached; a file under /assets/
// is named by its content's hash and never changes, so the cached copy answers first. Nothing
// else is touched: the API's answers (/api/) belong to one person and carry their token, and
// uploaded files (/media/) may be private, so neither is ever cached here. (The app keeps the
// signed-in user's last few reads itself, src/lib/saved-reads.ts, and forgets them when they
// sign out.)
//
// The build (vite.config.ts) writes VERSION, a hash of the build's files, and SHELL, the scripts
// and stylesheets index.html loads: each build is a new worker, which drops the old one's cache.
const VERSION = 'development';
const SHELL = [];

const PREFIX = 'portal-';
const CACHE = `${PREFIX}${VERSION}`;
const PAGE = '/index.html';

const isAsset = (url) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([PAGE, ...SHELL]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(PREFIX) && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// The files a page loaded before this worker controlled it, which the page names
// (src/lib/service-worker.ts): added from the browser's own cache, so that page opens offline
// too.
self.addEventListener('message', (event) => {
  const urls = event.data && event.data.type === 'cache-assets' ? event.data.urls : null;
  if (!Array.isArray(urls)) return;
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(
        urls
          .filter((url) => typeof url === 'string' && isAsset(new URL(url)))
          .map(async (url) => {
            if (await cache.match(url, { ignoreVary: true })) return;
            await cache.add(url).catch(() => undefined);
          }),
      ),
    ),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/media/')) return;
  if (request.mode === 'navigate') event.respondWith(page(event));
  else if (isAsset(url)) event.respondWith(asset(event));
});

/** The server's page when it answers (kept as the page for offline), else the kept page. */
async function page(event) {
  try {
    const response = await fetch(event.request);
    const html = (response.headers.get('Content-Type') || '').startsWith('text/html');
    if (response.ok && response.type === 'basic' && !response.redirected && html) {
      const copy = response.clone();
      event.waitUntil(caches.open(CACHE).then((cache) => cache.put(PAGE, copy)));
    }
    return response;
  } catch (error) {
    const kept = await caches.match(PAGE, { cacheName: CACHE, ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
}

/** A hashed file: the cached copy, else the server's (then kept). */
async function asset(event) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(event.request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(event.request);
  if (response.ok && response.status === 200) {
    const copy = response.clone();
    event.waitUntil(cache.put(event.request, copy));
  }
  return response;
}
