import { describe, expect, it } from 'vitest';
import type { ExtensionApi } from '../src/browser-api';
import { readExtensionTabId } from '../src/tab-id';

function apiWithTab(getCurrent: () => Promise<{ id?: number } | undefined>): ExtensionApi {
  return { tabs: { getCurrent, update: async () => undefined } };
}

describe('extension tab id (the seam of SH-REWARD-01 and SH-REWARD-02)', () => {
  it('SH-REWARD-01 SH-REWARD-02 is the id of the tab the new-tab page runs in', async () => {
    await expect(readExtensionTabId(apiWithTab(async () => ({ id: 417 })))).resolves.toBe(417);
    await expect(readExtensionTabId(apiWithTab(async () => ({ id: 0 })))).resolves.toBe(0);
  });

  it('SH-REWARD-03 is null outside a tab, outside the extension, or when the browser refuses', async () => {
    await expect(readExtensionTabId(apiWithTab(async () => undefined))).resolves.toBeNull();
    // chrome.tabs.TAB_ID_NONE
    await expect(readExtensionTabId(apiWithTab(async () => ({ id: -1 })))).resolves.toBeNull();
    await expect(readExtensionTabId(apiWithTab(async () => ({})))).resolves.toBeNull();
    await expect(
      readExtensionTabId(
        apiWithTab(async () => {
          throw new Error('not in a tab');
        }),
      ),
    ).resolves.toBeNull();
    await expect(readExtensionTabId({})).resolves.toBeNull();
    await expect(readExtensionTabId(null)).resolves.toBeNull();
  });

  it('getExtensionTabId asks the browser once per page and shares the answer', async () => {
    let calls = 0;
    const chrome: ExtensionApi = {
      tabs: {
        getCurrent: async () => {
          calls += 1;
          return { id: 9 };
        },
        update: async () => undefined,
      },
    };
    (globalThis as { chrome?: ExtensionApi }).chrome = chrome;
    try {
      const { getExtensionTabId } = await import('../src/tab-id');
      const [a, b] = await Promise.all([getExtensionTabId(), getExtensionTabId()]);
      expect([a, b, await getExtensionTabId()]).toEqual([9, 9, 9]);
      expect(calls).toBe(1);
    } finally {
      delete (globalThis as { chrome?: ExtensionApi }).chrome;
    }
  });
});
