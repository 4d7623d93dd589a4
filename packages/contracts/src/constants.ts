/**
 * Business constants and limits from section 9 of both spec documents, plus the values the spec
 * leaves out that we chose (each chosen one is listed in docs/decisions.md).
 */

// content-and-community §9
export const COMMENT_MAX_LENGTH = 300;
export const COMMENT_RATE_WINDOW_SECONDS = 60;
export const COMMENT_RATE_LIMIT_CODE = 231;
export const COMMENTS_PAGE_SIZE = 100;
/**
 * Replies each thread of the comment list carries (oldest first); the rest load on the full
 * comments page, a thread at a time (our choice, docs/decisions.md "Replies held back").
 */
export const COMMENT_THREAD_REPLY_PREVIEW = 3;
/** Replies per page of a thread's reply list on the full comments page (our choice). */
export const COMMENT_REPLIES_PAGE_SIZE = 100;
export const SIMILAR_PAGE_SIZE = 5;
export const CARD_TAG_MORE_THRESHOLD = 3;
export const DETAIL_TAG_MORE_THRESHOLD = 6;
export const FEED_TAG_LIST_SIZE = 100;
export const CARD_IMAGE = { width: 500, height: 250 } as const;
export const DESCRIPTION_MAX_HEIGHT_PX = { pc: 600, mobile: 300 } as const;
export const SHARE_COUNT_TIMEOUT_MS = 3000;
export const TOAST_DURATION_MS = 3000;
export const MODAL_FADE_SECONDS = 0.15;
export const MODAL_WIDTH_PX = 1020;
export const SHARE_POPUP = { width: 400, height: 550 } as const;
export const COMMENTS_STALE_TIME = Number.POSITIVE_INFINITY;
export const COMMENTS_GC_TIME_MS = 60_000;
export const AD_VIEWABILITY = { visibleRatio: 0.5, durationMs: 1000 } as const;

// shell-and-platform §9
export const REQUEST_TIMEOUT_MS = 30_000;
export const THEME_COOKIE_MAX_AGE_S = 30_000_000;
export const AD_CLICK_INFO_COOKIE_MAX_AGE_S = 30;
export const PRELOAD_AD_WAIT_MAX_MS = 2000;
export const BRIDGE_TIMEOUT_MS = 10_000;
export const BOOKMARK_TOOLTIP_DELAY_MS = 300;
export const BADGE_CAP = 99;
export const HEADER_HEIGHT_PX = 55;
export const BOTTOM_BAR_HEIGHT_PX = 54;
export const SIDE_MENU_WIDTH_PX = 210;
export const SIDE_MENU_FOLDER_MAX_HEIGHT_PX = 300;
export const MY_FEED_POPUP_WIDTH_PX = 750;
export const MY_FEED_GRID_MAX_HEIGHT_PX = 245;
/** Both documents' breakpoints; the content document names the first five. */
export const BREAKPOINTS_PX = [576, 675, 768, 1024, 1400, 1680, 1710, 1965, 2048, 2400] as const;
/** The shell spec lists these three numbers without their meaning; kept so nothing repeats them. */
export const UNNAMED_SHELL_CONSTANTS = [250, 300, 8] as const;
export const NEWER_APP_VERSION_COOKIE_VALUE = '2.0.0';
export const APP_VERSION_BANDS = {
  from1: { min: '1.0.0' },
  from2: { min: '2.0.0' },
  from3: { min: '3.0.0' },
  from4: { min: '4.0.0' },
  below2: { max: '2.0.0' },
  from2below4: { min: '2.0.0', max: '4.0.0' },
} as const;
export const SESSION_RECORDING = {
  batchSize: 50,
  flushIntervalMs: 250,
  sessionMaxMs: 4 * 60 * 60 * 1000,
  idleMs: 15 * 60 * 1000,
  bufferSize: 30,
  concurrency: 5,
} as const;
export const ANALYTICS_PAGE_LOCATION_MAX_LENGTH = 100;
export const ANALYTICS_EVENT_PREFIX = 'supple_';
export const CASH_PICK_EMPTY_CODE = 134;
export const PAGE_PROPS_RANDOM_INDEXES = [0, 1, 2] as const;

// Our choices where the spec is silent (docs/decisions.md)
export const FEED_PAGE_SIZE_DEFAULT = 20;
export const FEED_PAGE_SIZE_MAX = 50;
export const SESSION_TTL_DAYS = 30;
/**
 * How long an API process keeps a resolved session (user id and role), so a signed-in read pays no
 * lookup statement. Logout and every sign-in that replaces a session empty it at once, in every
 * process through Redis; the TTL only bounds a process that missed the message (Redis down) or a
 * change made outside the API (SQL by hand, `ops users grant-admin` without a running server).
 */
export const SESSION_CACHE_TTL_MS = 5_000;
/** At most this many sessions kept per process (least recently used go first). */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;
/** How long the API keeps a feed page (it holds no viewer state); counters lag by at most this. */
export const FEED_CACHE_TTL_MS = 1000;
export const FEED_CACHE_MAX_PAGES = 500;
/**
 * How long an API process keeps a signed-in viewer's followed tag ids (the recommended list's input),
 * so a recommended read pays no statement for them. Saving My Feed forgets that viewer's entry at
 * once, in every process through Redis; the TTL only bounds a process that missed the message.
 */
export const FOLLOWED_TAGS_CACHE_TTL_MS = 30_000;
/** At most this many viewers' followed tag ids per process (a few ids each). */
export const FOLLOWED_TAGS_CACHE_MAX_ENTRIES = 10_000;
/**
 * How many signed-in viewers' recommended pages a process keeps (FEED_CACHE_TTL_MS, with their
 * bookmarked / read / not-interested flags): the viewer's own writes forget their entry at once.
 */
export const RECOMMENDED_CACHE_MAX_VIEWERS = 500;
/**
 * How long an API process keeps one post as every visitor sees it. Every route that changes what
 * the post shows empties that post's entry at once, in every process through Redis (a click or
 * view, a share, a bookmark, a comment, its removal or moderation, an edit of its source, an ingest
 * pass that changed posts); the TTL only bounds a process that missed the message (Redis down) and
 * a change made outside the API. Longer than a feed page's, as the comment lists' is: at one second
 * most reads of a post found it expired and paid a statement (docs/decisions.md, The post cache's TTL).
 */
export const POST_CACHE_TTL_MS = 5_000;
/** At most this many posts per process (about 2 kB each with their kept text). */
export const POST_CACHE_MAX_ENTRIES = 5000;
/**
 * How long the API keeps a comment page as everyone sees it (viewer state is laid over it per
 * request). Every route that changes what a list shows empties it at once, in every process through
 * Redis; the TTL only bounds how long a process that missed the message (Redis down) can lag.
 */
export const COMMENT_LIST_CACHE_TTL_MS = 5_000;
export const COMMENT_LIST_CACHE_MAX_PAGES = 10_000;
/**
 * The real bound of each of the two comment caches (shared pages, kept answers): their estimated
 * heap bytes per process. A page of one comment and one of twenty threads differ twentyfold, so a
 * count alone either wastes memory or keeps too few of the small pages most posts have.
 */
export const COMMENT_LIST_CACHE_MAX_BYTES = 32_000_000;
/** How long the API keeps ranked lists (similar, best, headlines) and tag lists; clients cache them forever. */
export const LIST_CACHE_TTL_MS = 60_000;
export const LIST_CACHE_MAX_ENTRIES = 2000;
export const USERNAME_MIN_LENGTH = 2;
export const USERNAME_MAX_LENGTH = 30;
/** Profile image upload: at most 5 MiB, one of these types, checked by decoding (not by name). */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** Stored profile images are cut to this square side (webp). */
export const PROFILE_IMAGE_SIDE_PX = 400;
/** A community token lives this long and works once. */
export const COMMUNITY_TOKEN_TTL_SECONDS = 60;
/** The OAuth state cookie (next=, platform=, PKCE verifier) lives this long. */
export const OAUTH_STATE_TTL_SECONDS = 600;
/** Session-storage key of the bookmark tooltip's dismissal (shell spec §9). */
export const BOOKMARK_TOOLTIP_DISMISSED_KEY = 'gd_bookmark_tooltip_dismissed';
/** Local-storage flag of the search tooltip's dismissal (shell spec §9). */
export const SEARCH_TOOLTIP_DISMISSED_KEY = 'gd_search_tooltip_dismissed';
export const KST_TIME_ZONE = 'Asia/Seoul';
/** Korea's offset from UTC (no daylight saving time), for date inputs read as Korea time. */
export const KST_UTC_OFFSET = '+09:00';
/** KST_UTC_OFFSET in milliseconds: Korea time is UTC + this, all year (no daylight saving time since October 1988). */
export const KST_UTC_OFFSET_MS = 9 * 60 * 60 * 1000;
export const DEFAULT_API_PORT = 4000;
export const DEFAULT_WEB_PORT = 3000;
/** Distinct reporters (since the last operator decision) at which a comment becomes DELETED_BY_REPORT. */
export const REPORT_HIDE_THRESHOLD = 5;
/** A post's visible comments and replies from which the list answers isHighlyCommented (the "view all" link). */
export const HIGHLY_COMMENTED_THRESHOLD = 20;

/**
 * The largest id a row can have (PostgreSQL `integer`): schemas cap ids a client sends at it, so a
 * larger number is a 400 naming the field rather than a database error.
 */
export const PG_INTEGER_MAX = 2_147_483_647;
