/**
 * Growday's service worker (SH-SW-01): a repeat visit starts even offline. Bundled to
 * public/sw.js by scripts/build-sw.mjs; routing, strategies and cache expiry are Workbox's.
 * - Page navigations: network only; offline, the cached shell answers (the same address if we
 *   have it, else the home shell). Navigation answers are never cached: they may be signed in.
 * - Hashed build assets (/_next/static/): cache first; their names change with their content.
 *   The cache keeps at most SERVICE_WORKER_STATIC_MAX_ENTRIES files, none older than
 *   SERVICE_WORKER_STATIC_MAX_AGE_S, so it does not grow with every deploy.
 * - Everything else, /api above all, is never touched: answers with user data stay out of caches.
 *   /api does not even reach the worker where the browser has static routing (below).
 * The shell is the visitor's home page, fetched without credentials, so no signed-in HTML is kept;
 * it is one entry, replaced when older than SERVICE_WORKER_SHELL_MAX_AGE_S on an online home visit.
 */
import {
  SERVICE_WORKER_SHELL_MAX_AGE_S,
  SERVICE_WORKER_STATIC_MAX_AGE_S,
  SERVICE_WORKER_STATIC_MAX_ENTRIES,
  WEB_API_PREFIX,
} from '@growday/contracts/client';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

/** v2: the v1 static cache (hand-written worker) had no expiry records; activate drops it. */
const VERSION = 'v2';
const SHELL_CACHE = `gd-shell-${VERSION}`;
const STATIC_CACHE = `gd-static-${VERSION}`;
const HOME = '/';
const STATIC_PREFIX = '/_next/static/';
const STATIC_ASSET = /(?:src|href)="(\/_next\/static\/[^"?#]+)"/g;

const staticAssets = new CacheFirst({
  cacheName: STATIC_CACHE,
  matchOptions: { ignoreVary: true },
  plugins: [
    new ExpirationPlugin({
      maxEntries: SERVICE_WORKER_STATIC_MAX_ENTRIES,
      maxAgeSeconds: SERVICE_WORKER_STATIC_MAX_AGE_S,
      matchOptions: { ignoreVary: true },
      purgeOnQuotaError: true,
    }),
  ],
});

/**
 * Fetch the visitor's home page and every hashed asset it names into the caches. The assets go
 * through the static strategy, so the expiry knows them as it knows the ones fetched by pages.
 */
async function cacheShell(event: ExtendableEvent): Promise<void> {
  try {
    const response = await fetch(HOME, { cache: 'reload', credentials: 'omit', redirect: 'follow' });
    if (!response.ok || response.redirected) return;
    const html = await response.clone().text();
    const assets = [...new Set([...html.matchAll(STATIC_ASSET)].map((match) => match[1] as string))];
    // handleAll's second promise settles once the file is in the cache (and the expiry noted it).
    await Promise.all(
      assets.map((url) => Promise.all(staticAssets.handleAll({ event, request: url })).catch(() => undefined)),
    );
    const shell = await caches.open(SHELL_CACHE);
    await shell.put(HOME, response);
  } catch {
    // Offline while installing: the next online visit fills the caches.
  }
}

async function shellIsStale(): Promise<boolean> {
  const cached = await caches.match(HOME, { cacheName: SHELL_CACHE });
  const date = cached ? Date.parse(cached.headers.get('date') || '') : NaN;
  return Number.isNaN(date) || Date.now() - date > SERVICE_WORKER_SHELL_MAX_AGE_S * 1000;
}

async function cachedShell(request: Request): Promise<Response | undefined> {
  const shell = await caches.open(SHELL_CACHE);
  return (
    (await shell.match(request, { ignoreSearch: true, ignoreVary: true })) ??
    (await shell.match(HOME, { ignoreVary: true }))
  );
}

const navigations = new NetworkOnly({
  plugins: [
    {
      // An online home visit refreshes a stale shell in the background.
      fetchDidSucceed: async ({ request, response, event }) => {
        if (response.ok && new URL(request.url).pathname === HOME && (await shellIsStale())) {
          event.waitUntil(cacheShell(event));
        }
        return response;
      },
      // Offline: the cached shell, or the browser's own error page.
      handlerDidError: async ({ request }) => (await cachedShell(request)) ?? Response.error(),
    },
  ],
});

/** The Static Routing API's part of InstallEvent (Chrome 123+); TypeScript's WebWorker library lacks it. */
interface RoutingInstallEvent extends ExtendableEvent {
  addRoutes?: (rules: { condition: { urlPattern: unknown }; source: 'network' }) => Promise<void>;
}
type UrlPatternCtor = new (init: { pathname: string; baseURL: string }) => unknown;

/**
 * /api straight to the network, decided by the browser without the worker. A request the worker
 * sees waits for a turn on its thread even when no route takes it, and a page that is leaving does
 * not wait: Chromium dropped the analytics beacon sent on pagehide whenever the worker was busy
 * then (just activated and claiming the page, on a slow first visit), though sendBeacon had said
 * true. Browsers without static routing keep the fetch handler's pass-through (`ours` below).
 */
function routeApiToNetwork(event: RoutingInstallEvent): Promise<void> {
  const URLPattern = (self as unknown as { URLPattern?: UrlPatternCtor }).URLPattern;
  if (typeof event.addRoutes !== 'function' || !URLPattern) return Promise.resolve();
  try {
    const urlPattern = new URLPattern({ pathname: `${WEB_API_PREFIX}*`, baseURL: self.location.origin });
    return event.addRoutes({ condition: { urlPattern }, source: 'network' }).catch(() => undefined);
  } catch {
    // A browser that refuses the rule still works through the fetch handler.
    return Promise.resolve();
  }
}

self.addEventListener('install', (event) => {
  // addRoutes must be called while the install event is dispatched, so before any await.
  const routed = routeApiToNetwork(event);
  event.waitUntil(Promise.all([routed, cacheShell(event)]).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, STATIC_CACHE]);
      for (const name of await caches.keys()) {
        if (name.startsWith('gd-') && !keep.has(name)) await caches.delete(name);
      }
    })(),
  );
});
clientsClaim();

/** Same-origin GETs outside /api; registerRoute matches GET only. */
const ours = (url: URL, sameOrigin: boolean) => sameOrigin && !url.pathname.startsWith(WEB_API_PREFIX);
registerRoute(({ request, url, sameOrigin }) => ours(url, sameOrigin) && request.mode === 'navigate', navigations);
registerRoute(
  ({ request, url, sameOrigin }) =>
    ours(url, sameOrigin) && request.mode !== 'navigate' && url.pathname.startsWith(STATIC_PREFIX),
  staticAssets,
);
