import { extensionApi, type ExtensionApi } from './browser-api';

/**
 * The new tab's browser tab id, the key the reward calls take (SH-REWARD-01, SH-REWARD-02: a cash
 * pick and a reward install only when signed in with a tab id). The rewards themselves come later;
 * this is their seam. `tabs.getCurrent` needs no permission.
 */
export async function readExtensionTabId(api: ExtensionApi | null = extensionApi()): Promise<number | null> {
  try {
    const tab = await api?.tabs?.getCurrent();
    const id = tab?.id;
    // chrome.tabs.TAB_ID_NONE is -1: a page that is not in a normal tab has no reward tab.
    return typeof id === 'number' && Number.isInteger(id) && id >= 0 ? id : null;
  } catch {
    return null;
  }
}

let current: Promise<number | null> | null = null;

/** The tab id of this page, asked once per page load; null outside a tab or outside the extension. */
export function getExtensionTabId(): Promise<number | null> {
  current ??= readExtensionTabId();
  return current;
}
