import type { APP_VERSION_BANDS } from './constants';

/**
 * The login modal and the reward-app community hand-off: values the spec leaves open
 * (docs/decisions.md, "Login modal").
 */

/** Value of the "hide for today" cookie (COOKIE.loginModalHideToday); its presence is what counts. */
export const LOGIN_MODAL_HIDE_TODAY_VALUE = 'hide';

/**
 * The home page's promotional login prompt opens this long after a signed-out visitor lands there,
 * once per browser session, and never while the hide-for-today cookie is set.
 */
export const LOGIN_PROMPT_DELAY_MS = 20_000;
/** Session-storage key: the automatic prompt already opened in this browser session. */
export const LOGIN_PROMPT_SHOWN_KEY = 'gd_login_prompt_shown';

/**
 * Reward-app (cashwalk) versions in this band carry a session to the community host with a
 * community token (CC-AUTH-05); older or unknown versions are sent to the community host (CC-AUTH-06).
 */
export const COMMUNITY_HANDOFF_VERSION_BAND: keyof typeof APP_VERSION_BANDS = 'from2';
