import { CASH_TAB_ID_MAX, REWARD_WEB_TAB_STORAGE_KEY } from '@growday/contracts/client';

/**
 * The website tab's own reward tab id (a web page has no browser tab id): drawn once per browser
 * tab and kept in sessionStorage, which each tab has for itself and which survives reloads. Where
 * storage is refused, the id lives as long as the page.
 */
let fallback: number | null = null;

function draw(): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return ((buffer[0] ?? 0) % CASH_TAB_ID_MAX) + 1;
}

export function getWebRewardTabId(): Promise<number | null> {
  try {
    const stored = Number(sessionStorage.getItem(REWARD_WEB_TAB_STORAGE_KEY));
    if (Number.isInteger(stored) && stored >= 1 && stored <= CASH_TAB_ID_MAX) return Promise.resolve(stored);
    const id = draw();
    sessionStorage.setItem(REWARD_WEB_TAB_STORAGE_KEY, String(id));
    return Promise.resolve(id);
  } catch {
    fallback ??= draw();
    return Promise.resolve(fallback);
  }
}
