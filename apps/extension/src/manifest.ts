import { COPY, EXTENSION_PUBLIC_KEY, FIREFOX_ADDON_ID, PRODUCT_NAME } from '@growday/contracts/client';

export type BrowserTarget = 'chrome' | 'firefox';

/** The page that replaces the browser's new tab (also the Vite entry). */
export const NEW_TAB_PAGE = 'new-tab.html';
/** The settings page (what a new tab shows), opened from the browser's extension menu or the new tab. */
export const OPTIONS_PAGE = 'options.html';
/** Every HTML page of the build (the Vite entries). */
export const EXTENSION_PAGES = [NEW_TAB_PAGE, OPTIONS_PAGE] as const;
/**
 * `storage` holds the new-tab setting (chrome.storage.sync). Nothing else: the tab id comes from
 * tabs.getCurrent and tabs.update needs no permission; there is no background script, so no
 * service worker (SH-SW-02).
 */
export const EXTENSION_PERMISSIONS = ['storage'] as const;
/** Icon sizes the stores and the browsers ask for; the build draws each one as a PNG. */
export const ICON_SIZES = [16, 32, 48, 128] as const;
export const iconPath = (size: number) => `icons/icon-${size}.png`;
/**
 * The Manifest V3 default for extension pages, written out so it cannot drift: only the
 * extension's own scripts run (no inline script, no eval, no remote code).
 */
export const EXTENSION_PAGES_CSP = "script-src 'self'; object-src 'self'";
export const FIREFOX_MIN_VERSION = '121.0';

export interface ManifestOptions {
  /** The API host; the extension may call it with the visitor's cookies. */
  apiOrigin: string;
  /** The website; its sign-in callback sends the reader back to the new tab. */
  webOrigin: string;
  version: string;
  /** False when the build could not draw icons. */
  icons?: boolean;
}

export interface ExtensionManifest {
  manifest_version: 3;
  name: string;
  short_name: string;
  description: string;
  version: string;
  chrome_url_overrides: { newtab: string };
  options_ui: { page: string; open_in_tab: boolean };
  permissions: string[];
  host_permissions: string[];
  content_security_policy: { extension_pages: string };
  web_accessible_resources: { resources: string[]; matches: string[] }[];
  icons?: Record<string, string>;
  key?: string;
  browser_specific_settings?: { gecko: { id: string; strict_min_version: string } };
}

/** One manifest per browser from the same facts: Chrome gets the key, Firefox the add-on id. */
export function buildManifest(target: BrowserTarget, options: ManifestOptions): ExtensionManifest {
  const manifest: ExtensionManifest = {
    manifest_version: 3,
    name: PRODUCT_NAME,
    short_name: PRODUCT_NAME,
    description: COPY.site.description,
    version: options.version,
    chrome_url_overrides: { newtab: NEW_TAB_PAGE },
    options_ui: { page: OPTIONS_PAGE, open_in_tab: true },
    permissions: [...EXTENSION_PERMISSIONS],
    host_permissions: [`${new URL(options.apiOrigin).origin}/*`],
    content_security_policy: { extension_pages: EXTENSION_PAGES_CSP },
    // Sign-in ends with a redirect from our own hosts back to the new tab (next=, SH-LOGIN-08); the
    // browser blocks redirects into a page that is not web accessible (ERR_BLOCKED_BY_CLIENT).
    // Only our hosts may reach it, so other sites cannot probe for the extension.
    web_accessible_resources: [
      {
        resources: [NEW_TAB_PAGE],
        matches: [...new Set([options.apiOrigin, options.webOrigin].map((origin) => `${new URL(origin).origin}/*`))],
      },
    ],
  };
  if (options.icons !== false) {
    manifest.icons = Object.fromEntries(ICON_SIZES.map((size) => [String(size), iconPath(size)]));
  }
  if (target === 'chrome') {
    // Fixes the id to EXTENSION_ID, the origin the API allows with credentials.
    manifest.key = EXTENSION_PUBLIC_KEY;
  } else {
    manifest.browser_specific_settings = {
      gecko: { id: FIREFOX_ADDON_ID, strict_min_version: FIREFOX_MIN_VERSION },
    };
  }
  return manifest;
}
