import type { FeedStorage } from './feed-cache';

/**
 * The same setting mirrored in localStorage: reading chrome.storage is asynchronous and would hold
 * the first paint back; localStorage is synchronous and costs nothing on the default path.
 */
export const SETTING_MIRROR_KEY = 'growday:new-tab:setting:v1';

/**
 * Does the mirror plainly ask for the feed (no choice stored, or mode "feed")? Read without the
 * setting's zod schema by the new tab's first script, which paints the cached feed before anything
 * else loads; any other value waits for new-tab-setting.ts to decide.
 */
export function mirrorWantsFeed(storage: FeedStorage | null): boolean {
  try {
    const raw = storage?.getItem(SETTING_MIRROR_KEY) ?? null;
    if (raw === null) return true;
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && (value as { mode?: unknown }).mode === 'feed';
  } catch {
    return false;
  }
}
