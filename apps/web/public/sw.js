// Service worker of the installed site (/app): an offline page for navigations and a cache of the site's built
// files. Only the files listed here and the hashed build output under /assets/ are ever cached: API replies, the
// realtime endpoint, media and pages (which carry the site's runtime configuration) always go to the network, so no
// member data is kept. The app_clean_cache event empties every cache (see features/pwa).
const VERSION = 'v1';
const SHELL_CACHE = `site-shell-${VERSION}`;
const OFFLINE_URL = '/offline.html';
const PRECACHE = [OFFLINE_URL, '/offline.css', '/icons/app-icon-192.png', '/manifest.webmanifest', '/favicon.svg'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== SHELL_CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** Puts the precached files back when a cache clean (app_clean_cache) removed them. */
function ensurePrecache() {
  return caches
    .open(SHELL_CACHE)
    .then((cache) => cache.match(OFFLINE_URL).then((page) => (page ? undefined : cache.addAll(PRECACHE).catch(() => undefined))));
}

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The offline page in the visitor's language, from texts the site sends (its locale files). */
function offlinePage({ lang, title, message, retry }) {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="/offline.css"></head><body><main><img src="/icons/app-icon-192.png" alt=""><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><a href="/">${escapeHtml(retry)}</a></main></body></html>`;
}

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || typeof data !== 'object') return;
  if (data.type === 'offline-page' && typeof data.title === 'string' && typeof data.message === 'string') {
    const html = offlinePage({ lang: data.lang || 'en', title: data.title, message: data.message, retry: data.retry || '↻' });
    event.waitUntil(
      caches
        .open(SHELL_CACHE)
        .then((cache) => cache.put(OFFLINE_URL, new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }))),
    );
  } else if (data.type === 'clean-cache') {
    // Everything goes; the offline page and its files come back at once so the app still opens offline.
    event.waitUntil(
      caches
        .keys()
        .then((names) => Promise.all(names.map((name) => caches.delete(name))))
        .then(ensurePrecache),
    );
  }
});

function cacheable(url) {
  return url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname) || url.pathname.startsWith('/icons/');
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).then(
        (response) => {
          event.waitUntil(ensurePrecache());
          return response;
        },
        () => caches.match(OFFLINE_URL).then((page) => page || new Response('Offline', { status: 503, statusText: 'Offline' })),
      ),
    );
    return;
  }
  if (!cacheable(url)) return;

  // Hashed build files never change under one name: the cached copy is served, the network fills the cache.
  event.respondWith(
    caches.open(SHELL_CACHE).then((cache) =>
      cache.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok && response.type === 'basic') void cache.put(request, response.clone());
            return response;
          }),
      ),
    ),
  );
});
