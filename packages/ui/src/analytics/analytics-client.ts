import {
  ANALYTICS_CLIENT_BATCH_SIZE,
  ANALYTICS_CLIENT_FLUSH_MS,
  PAGE_VIEW_EVENT,
  type AnalyticsEvent,
  type AnalyticsEventName,
  type AnalyticsPlatform,
} from '@growday/contracts/client';
import type { AnalyticsParams } from './content-events';
import { cutPageLocation, microsNow } from './event-fields';

/** What the queue needs from the browser; tests pass their own. */
export interface AnalyticsClientDeps {
  endpoint: string;
  /** supple_user_id (SH-ANALYTICS-01) and web_session_id (SH-ANALYTICS-03), read once. */
  suppleUserId: string;
  webSessionId: string;
  platform: AnalyticsPlatform;
  /** The page address now (cut at 100 characters when sent). */
  location(): string;
  /** Milliseconds since the epoch, and the sub-millisecond clock if there is one. */
  now?: () => number;
  performanceNow?: () => number;
  /** POST a JSON body; any failure is swallowed by the queue. */
  post(endpoint: string, body: string): Promise<unknown>;
  /** navigator.sendBeacon; false when the browser refused the beacon. */
  beacon?: ((endpoint: string, body: string) => boolean) | undefined;
  /** The native bridge's fireBaseEvent, in app webviews. */
  bridge?: ((name: string, params: Record<string, unknown>) => void) | undefined;
  /** Do Not Track or Global Privacy Control: the client then sends nothing at all. */
  disabled?: boolean;
  batchSize?: number;
  flushMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface AnalyticsClient {
  track(name: AnalyticsEventName, params?: AnalyticsParams): void;
  /** page_view with first_open, page_name and id (SH-ANALYTICS-04). */
  pageView(params: { first_open: boolean; page_name: string; id: string }): void;
  /** Send what is queued now with fetch. */
  flush(): void;
  /** Send what is queued now with sendBeacon (the page is hiding). */
  flushOnHide(): void;
  readonly queued: number;
}

/**
 * The browser's analytics queue (docs/decisions.md, Analytics): events gather until
 * ANALYTICS_CLIENT_BATCH_SIZE or ANALYTICS_CLIENT_FLUSH_MS after the first, then go as one
 * `{ events }` POST; when the page hides, what is queued goes by sendBeacon. Every failure (a
 * throwing bridge, a refused beacon, a rejected POST) is ignored (SH-ANALYTICS-10): analytics
 * never blocks or breaks the page, and a lost batch is not retried.
 */
export function createAnalyticsClient(deps: AnalyticsClientDeps): AnalyticsClient {
  const batchSize = deps.batchSize ?? ANALYTICS_CLIENT_BATCH_SIZE;
  const flushMs = deps.flushMs ?? ANALYTICS_CLIENT_FLUSH_MS;
  const setTimer = deps.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((t: unknown) => clearTimeout(t as ReturnType<typeof setTimeout>));
  let queue: AnalyticsEvent[] = [];
  let timer: unknown = null;

  const take = (): string | null => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    if (queue.length === 0) return null;
    const body = JSON.stringify({ events: queue });
    queue = [];
    return body;
  };

  const flush = () => {
    const body = take();
    if (body === null) return;
    try {
      deps.post(deps.endpoint, body).catch(() => {});
    } catch {
      // Ignored (SH-ANALYTICS-10).
    }
  };

  const enqueue = (name: AnalyticsEventName, params: AnalyticsParams) => {
    if (deps.disabled) return;
    const event: AnalyticsEvent = {
      name,
      supple_user_id: deps.suppleUserId,
      client_event_timestamp: microsNow({ now: deps.now ?? Date.now, performanceNow: deps.performanceNow }),
      web_session_id: deps.webSessionId,
      platform: deps.platform,
      page_location: cutPageLocation(deps.location()),
      params,
    };
    try {
      deps.bridge?.(name, { ...params, supple_user_id: event.supple_user_id, web_session_id: event.web_session_id });
    } catch {
      // A native side that throws does not stop the web event.
    }
    queue.push(event);
    if (queue.length >= batchSize) flush();
    else timer ??= setTimer(flush, flushMs);
  };

  return {
    track: (name, params = {}) => enqueue(name, params),
    pageView: (params) => enqueue(PAGE_VIEW_EVENT, params),
    flush,
    flushOnHide() {
      const body = take();
      if (body === null) return;
      try {
        if (deps.beacon?.(deps.endpoint, body)) return;
      } catch {
        // Fall through to a keepalive POST.
      }
      try {
        deps.post(deps.endpoint, body).catch(() => {});
      } catch {
        // Ignored (SH-ANALYTICS-10).
      }
    },
    get queued() {
      return queue.length;
    },
  };
}
