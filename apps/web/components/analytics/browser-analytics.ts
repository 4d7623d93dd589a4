import {
  ANALYTICS_FIRST_OPEN_STORAGE_KEY,
  ANALYTICS_SESSION_STORAGE_KEY,
  ANALYTICS_USER_STORAGE_KEY,
  ANALYTICS_PATHS,
} from '@growday/contracts/client';
import {
  analyticsPlatform,
  createAnalyticsClient,
  hasBridge,
  postBridgeEvent,
  privacySignalOn,
  type AnalyticsClient,
} from '@growday/ui/core';

/** A stored random UUID, made on first use; a fresh one each call when storage is unavailable. */
function storedId(storage: Storage | undefined, key: string): string {
  try {
    const existing = storage?.getItem(key);
    if (existing) return existing;
    const id = crypto.randomUUID();
    storage?.setItem(key, id);
    return id;
  } catch {
    return crypto.randomUUID();
  }
}

const safeStorage = (pick: () => Storage): Storage | undefined => {
  try {
    return pick();
  } catch {
    return undefined;
  }
};

/** True once: the first page_view this browser ever sends (first_open), remembered in local storage. */
export function takeFirstOpen(): boolean {
  const storage = safeStorage(() => window.localStorage);
  try {
    if (storage?.getItem(ANALYTICS_FIRST_OPEN_STORAGE_KEY)) return false;
    storage?.setItem(ANALYTICS_FIRST_OPEN_STORAGE_KEY, '1');
    return true;
  } catch {
    return false;
  }
}

/** Do Not Track or Global Privacy Control in this browser. */
export function privacySignalInBrowser(): boolean {
  return privacySignalOn(
    navigator as Navigator & { globalPrivacyControl?: boolean },
    window as unknown as { doNotTrack?: string | null },
  );
}

/** The web_session_id of this tab's session (session storage), shared with the recorder. */
export function webSessionId(): string {
  return storedId(
    safeStorage(() => window.sessionStorage),
    ANALYTICS_SESSION_STORAGE_KEY,
  );
}

/**
 * The website's analytics client: same-origin POSTs (the web server proxies /api), sendBeacon as
 * text/plain when the page hides (a JSON type would need a preflight a beacon cannot make), the
 * native bridge's fireBaseEvent inside the app, and nothing at all under DNT or GPC.
 */
export function createBrowserAnalytics(): AnalyticsClient {
  const endpoint = ANALYTICS_PATHS.analyticsEvents;
  return createAnalyticsClient({
    endpoint,
    suppleUserId: storedId(
      safeStorage(() => window.localStorage),
      ANALYTICS_USER_STORAGE_KEY,
    ),
    webSessionId: webSessionId(),
    platform: analyticsPlatform(document.cookie, navigator.userAgent),
    location: () => window.location.href,
    performanceNow: () => performance.timeOrigin + performance.now(),
    post: (url, body) =>
      fetch(url, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
        credentials: 'same-origin',
        keepalive: true,
      }).then((res) => ({ status: res.status, retryAfter: res.headers.get('retry-after') })),
    beacon: (url, body) =>
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(url, new Blob([body], { type: 'text/plain;charset=UTF-8' })),
    bridge: hasBridge() ? (name, params) => void postBridgeEvent(name, params) : undefined,
    disabled: privacySignalInBrowser(),
  });
}
