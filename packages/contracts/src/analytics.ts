/**
 * Analytics events and session recording (shell spec §3, §7, §8; content spec §2). Constants and
 * names only, no zod, so the browser's queue imports them without the schemas
 * (analytics-schemas.ts holds those). Every number here is written up in docs/decisions.md,
 * "Analytics and session recording".
 */

/** The spec's page names of page_view (SH-ANALYTICS-05). */
export const ANALYTICS_PAGE_NAMES = ['news', 'homescreen', 'search'] as const;
export type AnalyticsPageName = (typeof ANALYTICS_PAGE_NAMES)[number];

/**
 * One field web vital of a page load (web-vitals.ts says what it carries). Here, not there, so the
 * event list does not pull the vitals' tables into every page that queues an event.
 */
export const WEB_VITAL_EVENT = 'supple_web_vital';

/** page_view keeps the common name analytics tools know; it carries first_open, page_name and id. */
export const PAGE_VIEW_EVENT = 'page_view';

/**
 * The events the server accepts (every name but the spec's page_view and ad_failed starts with
 * ANALYTICS_EVENT_PREFIX, SH-ANALYTICS-06); anything else is refused (400, nothing of the batch stored).
 * COMMUNITY (community best) and BEST (news best) each have their own names (CC-ANALYTICS-01/02).
 */
export const ANALYTICS_EVENT_NAMES = [
  PAGE_VIEW_EVENT,
  'supple_community_best_tab',
  'supple_community_best_click',
  'supple_community_best_more',
  'supple_news_best_tab',
  'supple_news_best_click',
  'supple_news_best_more',
  'supple_popular_item_click',
  'supple_news_comment_create',
  'supple_news_comment_reply',
  'supple_search',
  'supple_ad_impression',
  'supple_ad_click',
  /** The spec's own name for an ad failure (AD_FAILED_EVENT of the ads contracts, SH-ADS-11). */
  'ad_failed',
  WEB_VITAL_EVENT,
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** The content sections' events by menu type (the ContentAnalytics seam's `best_*` names). */
export const BEST_MENU_EVENTS = {
  COMMUNITY: {
    tab: 'supple_community_best_tab',
    click: 'supple_community_best_click',
    more: 'supple_community_best_more',
  },
  BEST: { tab: 'supple_news_best_tab', click: 'supple_news_best_click', more: 'supple_news_best_more' },
} as const satisfies Record<'COMMUNITY' | 'BEST', Record<'tab' | 'click' | 'more', AnalyticsEventName>>;

/** The platform field (SH-ANALYTICS-09): ios or aos inside the app or on a phone, else web. */
export const ANALYTICS_PLATFORMS = ['ios', 'aos', 'web'] as const;
export type AnalyticsPlatform = (typeof ANALYTICS_PLATFORMS)[number];

/** Browser queue: a batch goes when it holds this many events... */
export const ANALYTICS_CLIENT_BATCH_SIZE = 20;
/** ...or this long after its first event, whichever comes first; and at once when the page hides. */
export const ANALYTICS_CLIENT_FLUSH_MS = 5_000;
/**
 * A batch the server sheds under load (503) or rate-limits (429) is sent again after its
 * Retry-After, at most this many times; any other failure is ignored (SH-ANALYTICS-10)...
 */
export const ANALYTICS_CLIENT_RETRIES = 2;
/** ...waiting Retry-After (its default when missing: ANALYTICS_BUSY_RETRY_AFTER_S) at most this long... */
export const ANALYTICS_CLIENT_RETRY_MAX_S = 60;
/** ...plus up to this share of it at random, so browsers shed together do not come back together. */
export const ANALYTICS_CLIENT_RETRY_JITTER = 0.5;
/** Session storage key of the browser session's web_session_id (one UUID per tab session). */
export const ANALYTICS_SESSION_STORAGE_KEY = 'gd_web_session_id';
/** Local storage key of the anonymous supple_user_id kept across sessions. */
export const ANALYTICS_USER_STORAGE_KEY = 'gd_supple_user_id';
/** Local storage key that remembers the first page_view was sent (first_open). */
export const ANALYTICS_FIRST_OPEN_STORAGE_KEY = 'gd_first_open_done';

/** Server: events one request may carry (the bench sends batches of this size). */
export const ANALYTICS_MAX_EVENTS_PER_BATCH = 50;
/** Server: bytes one events request may carry. */
export const ANALYTICS_MAX_BATCH_BYTES = 64 * 1024;
/** Server: keys of one event's params, and the length of a param's string value. */
export const ANALYTICS_MAX_PARAMS = 16;
export const ANALYTICS_MAX_PARAM_STRING = 200;
/**
 * Client clock rule: a client_event_timestamp more than this far behind the server's receive time
 * is clamped to (receive time - this); more than ANALYTICS_MAX_CLOCK_AHEAD_MS ahead, to
 * (receive time + that). The receive time is stored beside it, so both stay visible.
 */
export const ANALYTICS_MAX_CLOCK_BEHIND_MS = 24 * 60 * 60 * 1000;
export const ANALYTICS_MAX_CLOCK_AHEAD_MS = 5 * 60 * 1000;
/** Server write buffer: rows go to the database in inserts of at most this many... */
export const ANALYTICS_WRITE_BATCH_ROWS = 200;
/** ...at least this often... */
export const ANALYTICS_WRITE_INTERVAL_MS = 1_000;
/** ...and past this many waiting rows a batch is refused with 503 + Retry-After rather than held. */
export const ANALYTICS_WRITE_BUFFER_MAX = 20_000;
/**
 * Ingestion runs at low priority (docs/decisions.md, Analytics: ingestion beside page requests):
 * while page requests are in flight, accepting batches and writing rows together take at most this
 * share of the API's thread...
 */
// 0.1: at 0.2 the cached feed kept 0.64-0.71x its requests per second beside ingestion flat out
// (bound 0.7); at 0.1 0.75-0.86x, while ingestion still takes ~2,700-3,000 events/s under full page
// load and everything it can when pages are idle (docs/decisions.md, Analytics, quiet run).
export const ANALYTICS_INGEST_SHARE = 0.1;
/** ...a pause after one piece of ingestion work is at most this long, however long the work took... */
export const ANALYTICS_INGEST_MAX_PAUSE_MS = 1_000;
/** ...at most this many batches wait for their turn; the next is refused with 503 + Retry-After... */
export const ANALYTICS_INGEST_WAITING_MAX = 256;
/** ...which says to come back after this many seconds (also when the write buffer is full). */
export const ANALYTICS_BUSY_RETRY_AFTER_S = 5;
/**
 * The longest a browser's batch waits for the lane before it is shed (503 + Retry-After): a waiting
 * POST holds one of the six connections a browser keeps per host, and a few beacons left waiting
 * behind busy pages held them all, so the reader's next page could not even be asked for.
 */
export const ANALYTICS_INGEST_MAX_WAIT_MS = 2_000;
/** Pages count as busy while a page request is in flight or was answered less than this long ago. */
export const PAGE_LOAD_RECENT_MS = 100;
/** Default of ANALYTICS_RETENTION_DAYS: raw events' day partitions older than this are dropped. */
export const ANALYTICS_RETENTION_DEFAULT_DAYS = 90;

/** Session storage key of this tab session's recording decision ('1' recorded, '0' not). */
export const RECORDING_SAMPLED_STORAGE_KEY = 'gd_recording_sampled';
/** Default of SESSION_RECORDING_SAMPLE_RATE: the share of browser sessions recorded (0..1). */
export const SESSION_RECORDING_DEFAULT_SAMPLE_RATE = 0;
/** Server: rrweb events one recording request may carry, and its bytes (JSON). */
export const RECORDING_MAX_EVENTS_PER_CHUNK = 500;
export const RECORDING_MAX_CHUNK_BYTES = 512 * 1024;
/** Server: bytes (JSON, before compression) one recording keeps; later chunks are cut off. */
export const RECORDING_MAX_BYTES = 8 * 1024 * 1024;
/** Default of SESSION_RECORDING_RETENTION_DAYS. */
export const RECORDING_RETENTION_DEFAULT_DAYS = 14;
/** Recordings listed on /admin/recordings, newest first. */
export const RECORDING_LIST_LIMIT = 100;
/** Minutes between analytics maintenance passes (partitions, retention, daily rollups). */
export const ANALYTICS_MAINTENANCE_INTERVAL_MINUTES = 10;
/** Days /admin/analytics may span, and the default span (ending today). */
export const ANALYTICS_REPORT_MAX_DAYS = 92;
export const ANALYTICS_REPORT_DEFAULT_DAYS = 14;
/** Rows of the report's ranked lists (top posts, search terms). */
export const ANALYTICS_REPORT_TOP = 20;
