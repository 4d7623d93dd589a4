import { describe, expect, it } from 'vitest';
import type { ExtensionApi, ExtensionStorageArea } from '../src/browser-api';
import {
  BLANK_PAGE_URL,
  BROWSER_NEW_TAB_URL,
  SETTING_MIRROR_KEY,
  SETTING_SYNC_KEY,
  leaveNewTab,
  loadNewTabSetting,
  newTabDestination,
  parseNewTabAddress,
  readNewTabSetting,
  readSettingMirror,
  saveNewTabSetting,
  writeSettingMirror,
  type LeaveTarget,
} from '../src/new-tab-setting';
import { memoryStorage } from './fixtures';

function memoryArea(): ExtensionStorageArea & { items: Record<string, unknown> } {
  const items: Record<string, unknown> = {};
  return {
    items,
    get: async (keys) => Object.fromEntries([keys].flat().map((key) => [key, items[key]])),
    set: async (values) => void Object.assign(items, structuredClone(values)),
  };
}

describe('new-tab address validation', () => {
  it('accepts http and https addresses and normalises them', () => {
    expect(parseNewTabAddress('https://news.ycombinator.com')).toBe('https://news.ycombinator.com/');
    expect(parseNewTabAddress('  http://intranet.local:8080/start?x=1  ')).toBe('http://intranet.local:8080/start?x=1');
    expect(parseNewTabAddress('https://한국어.kr/경로')).toMatch(/^https:\/\/xn--/);
  });

  it('gives a bare host https', () => {
    expect(parseNewTabAddress('example.com/page')).toBe('https://example.com/page');
    expect(parseNewTabAddress('localhost:3000')).toBe('https://localhost:3000/');
  });

  it('refuses every other scheme, credentials, spaces and empty input', () => {
    for (const input of [
      '',
      '   ',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'file:///etc/passwd',
      'about:blank',
      'chrome://settings',
      'ftp://files.example.com',
      'mailto:me@example.com',
      'https://user:secret@example.com',
      'https://exa mple.com',
      'http://',
    ]) {
      expect(parseNewTabAddress(input), input).toBeNull();
    }
  });
});

describe('new-tab setting', () => {
  it('reads a stored value, and anything unreadable as the feed', () => {
    expect(readNewTabSetting({ mode: 'browser' })).toEqual({ mode: 'browser' });
    expect(readNewTabSetting({ mode: 'address', address: 'example.com' })).toEqual({
      mode: 'address',
      address: 'https://example.com/',
    });
    for (const value of [undefined, null, 'browser', {}, { mode: 'other' }, { mode: 'address' }]) {
      expect(readNewTabSetting(value)).toEqual({ mode: 'feed' });
    }
    expect(readNewTabSetting({ mode: 'address', address: 'javascript:alert(1)' })).toEqual({ mode: 'feed' });
  });

  it('decides where a new tab goes: the feed by default, else the browser page or the address', () => {
    expect(newTabDestination({ mode: 'feed' })).toEqual({ kind: 'feed' });
    expect(newTabDestination({ mode: 'browser' })).toEqual({ kind: 'browser' });
    expect(newTabDestination({ mode: 'address', address: 'https://example.com/a' })).toEqual({
      kind: 'address',
      url: 'https://example.com/a',
    });
    // A value that slipped past validation never navigates anywhere odd.
    expect(newTabDestination({ mode: 'address', address: 'javascript:alert(1)' })).toEqual({ kind: 'feed' });
  });

  it('mirrors the setting in localStorage, the default as no entry at all', () => {
    const storage = memoryStorage();
    expect(readSettingMirror(storage)).toEqual({ mode: 'feed' });
    writeSettingMirror({ mode: 'address', address: 'https://example.com/' }, storage);
    expect(readSettingMirror(storage)).toEqual({ mode: 'address', address: 'https://example.com/' });
    writeSettingMirror({ mode: 'feed' }, storage);
    expect(storage.items.has(SETTING_MIRROR_KEY)).toBe(false);
    storage.setItem(SETTING_MIRROR_KEY, '{"mode":');
    expect(readSettingMirror(storage)).toEqual({ mode: 'feed' });
    expect(readSettingMirror(null)).toEqual({ mode: 'feed' });
    expect(() => writeSettingMirror({ mode: 'browser' }, memoryStorage({ failWrites: true }))).not.toThrow();
  });

  it('saves to synced extension storage and the mirror, and loads it back', async () => {
    const sync = memoryArea();
    const api: ExtensionApi = { storage: { sync } };
    const mirror = memoryStorage();
    await saveNewTabSetting({ mode: 'address', address: 'https://example.com/' }, api, mirror);
    expect(sync.items[SETTING_SYNC_KEY]).toEqual({ mode: 'address', address: 'https://example.com/' });
    expect(readSettingMirror(mirror)).toEqual({ mode: 'address', address: 'https://example.com/' });
    await expect(loadNewTabSetting(api)).resolves.toEqual({ mode: 'address', address: 'https://example.com/' });
    await expect(loadNewTabSetting(null)).resolves.toEqual({ mode: 'feed' });
  });

  it('refuses to save an address that is not http(s)', async () => {
    const sync = memoryArea();
    await expect(
      saveNewTabSetting({ mode: 'address', address: 'javascript:alert(1)' }, { storage: { sync } }, memoryStorage()),
    ).rejects.toThrow();
    expect(sync.items).toEqual({});
  });
});

describe('leaving the new tab', () => {
  function target(update?: (tabId: number | undefined, props: { url: string }) => Promise<unknown>) {
    const replaced: string[] = [];
    const updates: [number | undefined, string][] = [];
    const api: ExtensionApi | null = update
      ? {
          tabs: {
            getCurrent: async () => ({ id: 5 }),
            update: async (tabId, props) => {
              updates.push([tabId, props.url]);
              await update(tabId, props);
              return undefined;
            },
          },
        }
      : null;
    const leave: LeaveTarget = { api, replace: (url) => void replaced.push(url), tabId: async () => 5 };
    return { leave, replaced, updates };
  }

  it('stays for the feed', async () => {
    const { leave, replaced } = target(async () => undefined);
    await expect(leaveNewTab({ kind: 'feed' }, leave)).resolves.toBeNull();
    expect(replaced).toEqual([]);
  });

  it('replaces the page with the chosen address (no history entry to come back to)', async () => {
    const { leave, replaced, updates } = target(async () => undefined);
    await expect(leaveNewTab({ kind: 'address', url: 'https://example.com/' }, leave)).resolves.toBe(
      'https://example.com/',
    );
    expect(replaced).toEqual(['https://example.com/']);
    expect(updates).toEqual([]);
  });

  it("sends this tab to Chrome's own new-tab page through tabs.update", async () => {
    const { leave, replaced, updates } = target(async () => undefined);
    await expect(leaveNewTab({ kind: 'browser' }, leave)).resolves.toBe(BROWSER_NEW_TAB_URL);
    expect(updates).toEqual([[5, BROWSER_NEW_TAB_URL]]);
    expect(replaced).toEqual([]);
  });

  it('falls back to a blank page where the browser refuses its own page (Firefox) or has no tabs API', async () => {
    const refused = target(async () => {
      throw new Error('Illegal URL: chrome://new-tab-page/');
    });
    await expect(leaveNewTab({ kind: 'browser' }, refused.leave)).resolves.toBe(BLANK_PAGE_URL);
    expect(refused.replaced).toEqual([BLANK_PAGE_URL]);

    const noApi = target();
    await expect(leaveNewTab({ kind: 'browser' }, noApi.leave)).resolves.toBe(BLANK_PAGE_URL);
    expect(noApi.replaced).toEqual([BLANK_PAGE_URL]);
  });
});
