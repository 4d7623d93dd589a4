import {
  COPY,
  EXTERNAL_LINK_PARAM,
  EXTERNAL_LINK_VALUE,
  INTERN_DEFAULT_URL,
  RECRUIT_DEFAULT_URL,
  SEARCH_TOOLTIP_DISMISSED_KEY,
  type TagGroup,
} from '@growday/contracts';
import { describe, expect, it } from 'vitest';
import {
  dismissSearchTooltip,
  externalSiteHref,
  findMainNewsGroup,
  isSearchTooltipDismissed,
  isSideMenuPath,
  showBottomBar,
  showCloseApp,
  showHeader,
  showMyPageHeader,
  showNewsLink,
  showSideMenu,
  type ShellPlatform,
} from '../src/shell/index';
import { appVersionBands } from '../src/platform/index';

/** The shell's context as the server makes it: the version's bands worked out from the version. */
const shell = (
  platform: ShellPlatform['platform'],
  appVersion: string | null,
  deviceClass: 'MW' | 'PC',
): ShellPlatform => ({ platform, appVersion, versionBands: appVersionBands(appVersion), deviceClass });
const web = (deviceClass: 'MW' | 'PC' = 'PC'): ShellPlatform => shell('web', null, deviceClass);
const app = (platform: 'cashwalk' | 'timespread', appVersion: string | null, deviceClass: 'MW' | 'PC' = 'MW') =>
  shell(platform, appVersion, deviceClass);

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('bottom bar visibility', () => {
  it('SH-BAR-05 shows on mobile web and in the webviews, not on a PC browser', () => {
    expect(showBottomBar('/', web('MW'))).toBe(true);
    expect(showBottomBar('/', web('PC'))).toBe(false);
    expect(showBottomBar('/', shell('extension', null, 'PC'))).toBe(false);
    expect(showBottomBar('/', app('cashwalk', '2.0.0', 'PC'))).toBe(true);
    expect(showBottomBar('/best', app('timespread', null))).toBe(true);
  });

  it('SH-BAR-06 is hidden on /news and /search and their sub-paths only', () => {
    for (const path of ['/news', '/news/12', '/search', '/search/x']) {
      expect(showBottomBar(path, web('MW')), path).toBe(false);
      expect(showBottomBar(path, app('cashwalk', '1.0.0')), path).toBe(false);
    }
    expect(showBottomBar('/newsletter', web('MW'))).toBe(true);
    expect(showBottomBar('/post', web('MW'))).toBe(true);
  });

  it('native apps from 4.0.0 draw their own tab bar: no bottom bar (our version rule)', () => {
    expect(showBottomBar('/', app('cashwalk', '3.9.9'))).toBe(true);
    expect(showBottomBar('/', app('cashwalk', '4.0.0'))).toBe(false);
    expect(showBottomBar('/', app('timespread', '5.1.0'))).toBe(false);
    // Unknown version: the bar shows, the visitor keeps a way around.
    expect(showBottomBar('/', app('cashwalk', null))).toBe(true);
  });
});

describe('side menu visibility', () => {
  it('SH-SIDE-02 only on /, /post, /feed/[id] and /best', () => {
    for (const path of ['/', '/post', '/feed/12', '/best']) expect(isSideMenuPath(path), path).toBe(true);
    for (const path of [
      '/feed/',
      '/feed',
      '/best/3',
      '/news',
      '/search',
      '/me/list/queue',
      '/posts',
      '/notification',
    ]) {
      expect(isSideMenuPath(path), path).toBe(false);
    }
  });

  it('SH-SIDE-03 only on a PC', () => {
    expect(showSideMenu('/', { deviceClass: 'PC' })).toBe(true);
    expect(showSideMenu('/', { deviceClass: 'MW' })).toBe(false);
    expect(showSideMenu('/news', { deviceClass: 'PC' })).toBe(false);
  });
});

describe('header', () => {
  it('SH-ROUTE-07 the header is hidden on /search on mobile and in the webviews', () => {
    expect(showHeader('/search', web('PC'))).toBe(true);
    expect(showHeader('/search', web('MW'))).toBe(false);
    expect(showHeader('/search', app('cashwalk', '2.0.0', 'PC'))).toBe(false);
    expect(showHeader('/', web('MW'))).toBe(true);
  });

  it('SH-HDR-09 the close-app icon shows in the native apps from 2.0.0 only', () => {
    expect(showCloseApp(app('cashwalk', '2.0.0'))).toBe(true);
    expect(showCloseApp(app('timespread', '4.2.1'))).toBe(true);
    expect(showCloseApp(app('cashwalk', '1.9.9'))).toBe(false);
    expect(showCloseApp(app('cashwalk', null))).toBe(false);
    expect(showCloseApp(shell('web', '9.0.0', 'MW'))).toBe(false);
    expect(showCloseApp(shell('extension', '2.0.0', 'PC'))).toBe(false);
  });

  it('SH-HDR-17 the 마이페이지 header replaces the header on /me/info pages in the apps from 2.0.0', () => {
    expect(COPY.header.myPage).toBe('마이페이지');
    expect(showMyPageHeader('/me/info/profile', app('cashwalk', '2.0.0'))).toBe(true);
    expect(showMyPageHeader('/me/info/comment', app('timespread', '3.0.0'))).toBe(true);
    expect(showMyPageHeader('/me/info/profile', app('cashwalk', '1.5.0'))).toBe(false);
    expect(showMyPageHeader('/me/info/profile', shell('web', '2.0.0', 'MW'))).toBe(false);
    expect(showMyPageHeader('/me/list/queue', app('cashwalk', '2.0.0'))).toBe(false);
    expect(showMyPageHeader('/me/information', app('cashwalk', '2.0.0'))).toBe(false);
  });

  const groups: Pick<TagGroup, 'id' | 'name'>[] = [
    { id: 1, name: '개발' },
    { id: 7, name: COPY.mainNewsTagGroup },
  ];

  it('SH-HDR-03 the news link needs the tag group named 주요 뉴스', () => {
    expect(findMainNewsGroup(groups)).toEqual({ id: 7, name: COPY.mainNewsTagGroup });
    expect(findMainNewsGroup(groups.slice(0, 1))).toBeNull();
    expect(showNewsLink({ deviceClass: 'PC' }, groups)).toBe(true);
    expect(showNewsLink({ deviceClass: 'PC' }, groups.slice(0, 1))).toBe(false);
  });

  it('SH-HDR-02 the news link shows on a PC only', () => {
    expect(showNewsLink({ deviceClass: 'MW' }, groups)).toBe(false);
  });

  it('SH-HDR-06 the job sites get the external parameter, keeping their own query', () => {
    const recruit = new URL(externalSiteHref(RECRUIT_DEFAULT_URL));
    expect(recruit.searchParams.get(EXTERNAL_LINK_PARAM)).toBe(EXTERNAL_LINK_VALUE);
    const intern = new URL(externalSiteHref(`${INTERN_DEFAULT_URL}?page=2`));
    expect(intern.searchParams.get('page')).toBe('2');
    expect(intern.searchParams.get(EXTERNAL_LINK_PARAM)).toBe(EXTERNAL_LINK_VALUE);
    expect(externalSiteHref('not a url')).toBe('not a url');
  });

  it('SH-HDR-11 SH-HDR-12 the search tooltip shows until dismissed, remembered in local storage', () => {
    const storage = memoryStorage();
    expect(isSearchTooltipDismissed(storage)).toBe(false);
    dismissSearchTooltip(storage);
    expect(storage.getItem(SEARCH_TOOLTIP_DISMISSED_KEY)).not.toBeNull();
    expect(isSearchTooltipDismissed(storage)).toBe(true);
    // Without storage there is no way to remember: never show rather than on every page.
    expect(isSearchTooltipDismissed(null)).toBe(true);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(isSearchTooltipDismissed(broken)).toBe(true);
    expect(() => dismissSearchTooltip(broken)).not.toThrow();
  });
});
