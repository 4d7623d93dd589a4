/**
 * The shell's host-platform plumbing that the spec leaves open: how the native app tells us its
 * platform and version, the bridge interface, the service worker, the intro modal and the
 * publisher (tenant) sync. All are our choices (docs/decisions.md).
 */
// Zod-free (client entry); shell-platform.ts builds the schemas.
import { PRODUCT_NAME } from './copy';

/** Query parameters the native app appends to the first address it opens; written to cookies. */
export const PLATFORM_QUERY_PARAM = 'platform';
export const VERSION_QUERY_PARAM = 'version';

/** The native bridge (SH-BRIDGE-01): Android injects `window[ANDROID]`, iOS a WKScriptMessageHandler. */
export const BRIDGE_INTERFACE = {
  android: 'GrowdayBridge',
  ios: 'growdayBridge',
  /** The page function the app calls back with `(callbackId, result, error?)`. */
  callback: 'growdayBridgeCallback',
} as const;
/** Bridge method that carries analytics events (SH-BRIDGE-01). */
export const BRIDGE_EVENT_METHOD = 'fireBaseEvent';
/** Bridge method of the header's close-app icon. */
export const BRIDGE_CLOSE_APP_METHOD = 'closeApp';
export const BRIDGE_UNAVAILABLE_MESSAGE = 'Bridge not available';

/** The service worker's script (SH-SW-01). */
export const SERVICE_WORKER_PATH = '/sw.js';
/**
 * Where the website proxies the API on its own origin (apps/web/app/api). The service worker
 * leaves these requests to the browser's network stack: answers with user data stay out of its
 * caches, and a beacon sent as the page hides never waits on the worker's thread.
 */
export const WEB_API_PREFIX = '/api/';
/**
 * The service worker's offline shell (the visitor home page) is fetched again on an online home
 * visit once it is this old (one day). Offline, an older shell still answers: better than none.
 */
export const SERVICE_WORKER_SHELL_MAX_AGE_S = 86_400;
/**
 * The service worker's cache of hashed build assets (/_next/static/) keeps at most this many
 * files, the least recently used going first: each deploy brings new names, so without a bound the
 * cache would grow with every release. The home page alone names 17; 200 hold a few releases.
 */
export const SERVICE_WORKER_STATIC_MAX_ENTRIES = 200;
/** ...and drops a file fetched this long ago (30 days); one still in use is simply fetched again. */
export const SERVICE_WORKER_STATIC_MAX_AGE_S = 30 * 86_400;

/** Session-storage key: the intro modal was shown in this browser session. */
export const INTRO_MODAL_SHOWN_KEY = 'gd_intro_modal_shown';
/** "Don't show again" keeps COOKIE.introModal=hide this long (one year). */
export const INTRO_MODAL_COOKIE_MAX_AGE_S = 31_536_000;

/** Publisher auth (SH-AUTH-10): the header that names the tenant. */
export const SERVICE_CODE_HEADER = 'service-code';
/**
 * Demo service access token: public by design (it identifies the calling client, not a person),
 * so the website ships it to the browser. Env SERVICE_ACCESS_TOKEN (web) and
 * PUBLISHER_ACCESS_TOKENS (API) replace it.
 */
export const DEMO_SERVICE_ACCESS_TOKEN = 'growday-demo-service-access-token';
/** Tenants the API knows by default (env PUBLISHER_TENANTS replaces the list). */
export const DEMO_PUBLISHER_TENANTS = [
  { serviceCode: 'growday', name: PRODUCT_NAME },
  { serviceCode: 'cashwalk', name: '캐시워크' },
  { serviceCode: 'timespread', name: '타임스프레드' },
] as const;
