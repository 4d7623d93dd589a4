/* global self, caches, Response */
/**
 * Growday's service worker (SH-SW-01): a repeat visit starts even offline.
 * - Page navigations: network first; offline, the cached shell answers (the same address if we
 *   have it, else the home shell).
 * - Hashed build assets (/_next/static/): cache first; their names change with their content.
 * - Everything else, /api above all, is never touched: answers with user data stay out of caches.
 * The shell is the visitor's home page, fetched without credentials, so no signed-in HTML is kept.
 */
const VERSION = 'v1';
const SHELL_CACHE = `gd-shell-${VERSION}`;
const STATIC_CACHE = `gd-static-${VERSION}`;
const HOME = '/';
const STATIC_PREFIX = '/_next/static/';
/** The home shell is fetched again after an online home visit once it is this old. */
const SHELL_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const STATIC_ASSET = /(?:src|href)="(\/_next\/static\/[^"?#]+)"/g;

/** Fetch the visitor's home page and every hashed asset it names into the caches. */
async function cacheShell() {
  try {
    const response = await fetch(HOME, { cache: 'reload', credentials: 'omit', redirect: 'follow' });
    if (!response.ok || response.redirected) return;
    const html = await response.clone().text();
    const assets = [...new Set([...html.matchAll(STATIC_ASSET)].map((match) => match[1]))];
    const statics = await caches.open(STATIC_CACHE);
    await Promise.all(
      assets.map(async (url) => {
        if (await statics.match(url)) return;
        await statics.add(url).catch(() => {});
      }),
    );
    const shell = await caches.open(SHELL_CACHE);
    await shell.put(HOME, response);
  } catch {
    // Offline while installing: the next online visit fills the caches.
  }
}

async function shellIsStale() {
  const cached = await caches.match(HOME, { cacheName: SHELL_CACHE });
  const date = cached ? Date.parse(cached.headers.get('date') || '') : NaN;
  return Number.isNaN(date) || Date.now() - date > SHELL_MAX_AGE_MS;
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, STATIC_CACHE]);
      for (const name of await caches.keys()) {
        if (name.startsWith('gd-') && !keep.has(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

async function navigate(event) {
  try {
    const response = await fetch(event.request);
    const url = new URL(event.request.url);
    if (response.ok && url.pathname === HOME && (await shellIsStale())) event.waitUntil(cacheShell());
    return response;
  } catch {
    const shell = await caches.open(SHELL_CACHE);
    const cached =
      (await shell.match(event.request, { ignoreSearch: true, ignoreVary: true })) ||
      (await shell.match(HOME, { ignoreVary: true }));
    return cached || Response.error();
  }
}

async function staticAsset(request) {
  const statics = await caches.open(STATIC_CACHE);
  const cached = await statics.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await statics.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(event));
  } else if (url.pathname.startsWith(STATIC_PREFIX)) {
    event.respondWith(staticAsset(request));
  }
});
