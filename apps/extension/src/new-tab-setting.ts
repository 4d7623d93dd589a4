import { z } from 'zod';
import './zod-jitless';
import type { ExtensionApi } from './browser-api';
import type { FeedStorage } from './feed-cache';
import { SETTING_MIRROR_KEY } from './new-tab-mirror';

/**
 * What a new tab shows: the feed (default), the browser's own new-tab page, or an address the
 * reader chose. Manifest V3 cannot make `chrome_url_overrides` conditional, so the override page
 * itself decides, before it paints, and leaves when the feed is not wanted.
 */
export type NewTabSetting = { mode: 'feed' } | { mode: 'browser' } | { mode: 'address'; address: string };
export type NewTabMode = NewTabSetting['mode'];

export const DEFAULT_NEW_TAB_SETTING: NewTabSetting = { mode: 'feed' };
/** Key in chrome.storage.sync, so the choice follows the reader to their other browsers. */
export const SETTING_SYNC_KEY = 'newTab';
export { SETTING_MIRROR_KEY } from './new-tab-mirror';
/** Chrome's own new-tab page (chrome://newtab is our override); Firefox refuses it, see leaveNewTab. */
export const BROWSER_NEW_TAB_URL = 'chrome://new-tab-page/';
export const BLANK_PAGE_URL = 'about:blank';

const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * The address a reader typed, as an absolute http(s) URL, or null. A bare host gets https://;
 * any other scheme (javascript:, data:, file:, about:, chrome:) is refused, and so are addresses
 * with credentials in them.
 */
export function parseNewTabAddress(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  const withScheme = trimmed.includes('://') || SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password) return null;
  return url.href;
}

const addressSchema = z.string().transform((value, ctx) => {
  const url = parseNewTabAddress(value);
  if (url === null) {
    ctx.addIssue({ code: 'custom', message: 'not an http(s) address' });
    return z.NEVER;
  }
  return url;
});

export const newTabSettingSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('feed') }),
  z.object({ mode: z.literal('browser') }),
  z.object({ mode: z.literal('address'), address: addressSchema }),
]);

/** A stored value as a setting; anything unreadable (old shape, edited by hand) means the feed. */
export function readNewTabSetting(value: unknown): NewTabSetting {
  const parsed = newTabSettingSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_NEW_TAB_SETTING;
}

export function sameSetting(a: NewTabSetting, b: NewTabSetting): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The mirror in localStorage; storage that is missing or throws reads as the default. */
export function readSettingMirror(storage: FeedStorage | null): NewTabSetting {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(SETTING_MIRROR_KEY) ?? null;
  } catch {
    return DEFAULT_NEW_TAB_SETTING;
  }
  if (!raw) return DEFAULT_NEW_TAB_SETTING;
  try {
    return readNewTabSetting(JSON.parse(raw));
  } catch {
    return DEFAULT_NEW_TAB_SETTING;
  }
}

/** The default is stored as no entry, so the feed path reads one missing key and nothing else. */
export function writeSettingMirror(setting: NewTabSetting, storage: FeedStorage | null): void {
  try {
    if (setting.mode === 'feed') storage?.removeItem(SETTING_MIRROR_KEY);
    else storage?.setItem(SETTING_MIRROR_KEY, JSON.stringify(setting));
  } catch {
    // A blocked localStorage only costs the fast path: the synced setting still applies, later.
  }
}

function storageArea(api: ExtensionApi | null) {
  return api?.storage?.sync ?? api?.storage?.local ?? null;
}

/** The setting as saved in extension storage (shared by the new tab and the options page). */
export async function loadNewTabSetting(api: ExtensionApi | null): Promise<NewTabSetting> {
  const area = storageArea(api);
  if (!area) return DEFAULT_NEW_TAB_SETTING;
  try {
    const items = await area.get(SETTING_SYNC_KEY);
    return readNewTabSetting(items[SETTING_SYNC_KEY]);
  } catch {
    return DEFAULT_NEW_TAB_SETTING;
  }
}

/** Saves a validated setting to extension storage and to this browser's mirror. */
export async function saveNewTabSetting(
  setting: NewTabSetting,
  api: ExtensionApi | null,
  mirror: FeedStorage | null,
): Promise<void> {
  const valid = newTabSettingSchema.parse(setting);
  const area = storageArea(api);
  if (area) await area.set({ [SETTING_SYNC_KEY]: valid });
  writeSettingMirror(valid, mirror);
}

export type NewTabDestination = { kind: 'feed' } | { kind: 'browser' } | { kind: 'address'; url: string };

/** Where a new tab goes for a setting: the feed unless the reader chose otherwise. */
export function newTabDestination(setting: NewTabSetting): NewTabDestination {
  if (setting.mode === 'browser') return { kind: 'browser' };
  if (setting.mode === 'address') {
    const url = parseNewTabAddress(setting.address);
    return url ? { kind: 'address', url } : { kind: 'feed' };
  }
  return { kind: 'feed' };
}

export interface LeaveTarget {
  api: ExtensionApi | null;
  /** `location.replace`: leaves without a history entry, so Back does not bounce into the redirect. */
  replace: (url: string) => void;
  tabId: () => Promise<number | null>;
}

/**
 * Leaves the new-tab page for `destination`. A page may not navigate itself to chrome:// URLs, but
 * tabs.update may (Chrome); Firefox refuses privileged pages such as about:newtab there, so it gets
 * a blank page. Resolves to the URL it went to, or null for the feed.
 */
export async function leaveNewTab(destination: NewTabDestination, target: LeaveTarget): Promise<string | null> {
  if (destination.kind === 'feed') return null;
  if (destination.kind === 'address') {
    target.replace(destination.url);
    return destination.url;
  }
  const update = target.api?.tabs?.update;
  if (update) {
    try {
      const tabId = await target.tabId();
      await update.call(target.api?.tabs, tabId ?? undefined, { url: BROWSER_NEW_TAB_URL });
      return BROWSER_NEW_TAB_URL;
    } catch {
      // Not allowed here (Firefox): fall through to a blank page.
    }
  }
  target.replace(BLANK_PAGE_URL);
  return BLANK_PAGE_URL;
}
