/** Cash reward values the browser needs, kept free of zod for the client entry (issue 13). */

/** The largest browser tab id we accept (chrome tab ids are non-negative 32-bit integers). */
export const CASH_TAB_ID_MAX = 2_147_483_647;

/**
 * The website has no browser tab id: each browser tab draws one (1..CASH_TAB_ID_MAX) and keeps it
 * in sessionStorage under this key, so its tokens are bound to that tab like the extension's.
 */
export const REWARD_WEB_TAB_STORAGE_KEY = 'gd-reward-tab';
