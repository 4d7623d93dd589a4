import { FEED_PAGE_SIZE_DEFAULT } from './constants';

/**
 * The browser side of search (content spec §2, §5): recent searches, suggestions and paging.
 * No zod here, so these limits cost a client bundle nothing.
 */

/** Recent searches kept in the browser, newest first (issue 11: at most 10). */
export const RECENT_SEARCHES_MAX = 10;
/** Local-storage key of the recent searches (a JSON array of strings, newest first). */
export const RECENT_SEARCHES_STORAGE_KEY = 'gd_recent_searches';
/** Suggestions are asked for this long after the last keystroke, so typing a word costs one request. */
export const SEARCH_SUGGEST_DEBOUNCE_MS = 200;
/** Results per page of /search (the first rendered on the server, the next ones on scroll). */
export const SEARCH_PAGE_SIZE = FEED_PAGE_SIZE_DEFAULT;
