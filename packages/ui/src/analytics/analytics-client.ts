import {
  ANALYTICS_BUSY_RETRY_AFTER_S,
  ANALYTICS_CLIENT_BATCH_SIZE,
  ANALYTICS_CLIENT_FLUSH_MS,
  ANALYTICS_CLIENT_RETRIES,
  ANALYTICS_CLIENT_RETRY_JITTER,
  ANALYTICS_CLIENT_RETRY_MAX_S,
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
  /**
   * POST a JSON body, resolving to the answer's status and Retry-After header (the queue sends a
   * shed batch again); a rejection is swallowed by the queue.
   */
  post(endpoint: string, body: string): Promise<PostAnswer | void>;
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
  /** A number in [0, 1) for the retry's jitter; Math.random by default. */
  random?: () => number;
}

/** What the queue reads of an answer. */
export interface PostAnswer {
  status: number;
  retryAfter: string | null;
}

/** 503: the server shed the batch under load; 429: this address or user sent too many. */
const sentAgainOn = (status: number) => status === 503 || status === 429;

/** Milliseconds before a shed batch goes again: Retry-After in seconds, bounded, plus jitter. */
function retryDelayMs(retryAfter: string | null, random: () => number): number {
  const asked = Number(retryAfter);
  const seconds = Number.isFinite(asked) && asked > 0 ? asked : ANALYTICS_BUSY_RETRY_AFTER_S;
  const bounded = Math.min(seconds, ANALYTICS_CLIENT_RETRY_MAX_S) * 1000;
  return Math.round(bounded * (1 + ANALYTICS_CLIENT_RETRY_JITTER * random()));
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
 * `{ events }` POST; when the page hides, what is queued goes by sendBeacon. A batch the server
 * sheds (503) or rate-limits (429) goes again after its Retry-After, at most
 * ANALYTICS_CLIENT_RETRIES times, and by beacon if the page hides first; no connection is held
 * while it waits. Every other failure (a throwing bridge, a refused beacon, a rejected POST, a 400)
 * is ignored (SH-ANALYTICS-10): analytics never blocks or breaks the page.
 */
export function createAnalyticsClient(deps: AnalyticsClientDeps): AnalyticsClient {
  const batchSize = deps.batchSize ?? ANALYTICS_CLIENT_BATCH_SIZE;
  const flushMs = deps.flushMs ?? ANALYTICS_CLIENT_FLUSH_MS;
  const setTimer = deps.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((t: unknown) => clearTimeout(t as ReturnType<typeof setTimeout>));
  const random = deps.random ?? Math.random;
  let queue: AnalyticsEvent[] = [];
  let timer: unknown = null;
  /** Shed batches waiting to go again, each with its timer. */
  const waiting = new Map<AnalyticsEvent[], unknown>();

  const take = (): AnalyticsEvent[] | null => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    if (queue.length === 0) return null;
    const events = queue;
    queue = [];
    return events;
  };

  const send = (events: AnalyticsEvent[], retriesLeft: number) => {
    const again = (answer: PostAnswer | void) => {
      if (!answer || !sentAgainOn(answer.status) || retriesLeft === 0) return;
      const wait = setTimer(
        () => {
          waiting.delete(events);
          send(events, retriesLeft - 1);
        },
        retryDelayMs(answer.retryAfter, random),
      );
      waiting.set(events, wait);
    };
    try {
      deps.post(deps.endpoint, JSON.stringify({ events })).then(again, () => {});
    } catch {
      // Ignored (SH-ANALYTICS-10).
    }
  };

  const flush = () => {
    const events = take();
    if (events !== null) send(events, ANALYTICS_CLIENT_RETRIES);
  };

  /** One batch by beacon, else a keepalive POST; not sent again (the page may be going). */
  const sendOnHide = (events: AnalyticsEvent[]) => {
    const body = JSON.stringify({ events });
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
      // Each shed batch in its own beacon: together with the queue they could pass the server's
      // ANALYTICS_MAX_EVENTS_PER_BATCH.
      for (const [events, wait] of waiting) {
        clearTimer(wait);
        sendOnHide(events);
      }
      waiting.clear();
      const events = take();
      if (events !== null) sendOnHide(events);
    },
    get queued() {
      return queue.length;
    },
  };
}
