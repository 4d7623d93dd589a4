import { BREAKPOINTS_PX, type APP_VERSION_BANDS } from './constants';

/**
 * The shell's own rules where the spec leaves the detail open (docs/decisions.md): which app
 * versions get which piece, the side menu's routes and its folder storage.
 */
type VersionBandName = keyof typeof APP_VERSION_BANDS;

/** The close-app icon shows inside the native apps from this band (the bridge's closeApp arrived with 2.0.0). */
export const CLOSE_APP_VERSION_BAND: VersionBandName = 'from2';
/** The 마이페이지 header replaces the normal header on /me/info pages in the native apps from this band. */
export const MY_PAGE_HEADER_VERSION_BAND: VersionBandName = 'from2';
/** Native apps from this band draw their own tab bar, so the website's bottom bar stays hidden there. */
export const BOTTOM_BAR_NATIVE_HIDDEN_VERSION_BAND: VersionBandName = 'from4';

/** Paths (exact) and path prefixes on which the left side menu may show (SH-SIDE-02). */
export const SIDE_MENU_EXACT_PATHS = ['/', '/post', '/best'] as const;
export const SIDE_MENU_PATH_PREFIXES = ['/feed/'] as const;
/** Paths (and their sub-paths) without the bottom bar (SH-BAR-06). */
export const BOTTOM_BAR_HIDDEN_PATHS = ['/news', '/search'] as const;
/** Paths (and their sub-paths) whose header is hidden on mobile and in the webviews (SH-ROUTE-07). */
export const HEADER_HIDDEN_MOBILE_PATHS = ['/search'] as const;
/** Paths (and their sub-paths) of the 마이페이지 header (SH-HDR-17). */
export const MY_PAGE_HEADER_PATH = '/me/info';

/** Below this window width a PC window has no room for the side menu beside the content; the categories icon reaches it. */
export const SIDE_MENU_MIN_VIEWPORT_PX = BREAKPOINTS_PX[3];

/** Side-menu folder keys: the My Feed folder; each tag group's is its ename (else its name). */
export const SIDE_MENU_MY_KEY = 'my';
/** Session-storage key prefix of one folder's open state ("1" open, "0" closed; SH-SIDE-14). */
export const SIDE_MENU_FOLDER_STORAGE_PREFIX = 'gd_side_menu_folder:';
