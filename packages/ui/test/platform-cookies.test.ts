import {
  COOKIE,
  DEFAULT_THEME,
  INTRO_MODAL_HIDDEN_VALUE,
  SERVICE_WORKER_PATH,
  THEME_COOKIE_MAX_AGE_S,
} from '@growday/contracts';
import { describe, expect, it } from 'vitest';
import { parentDomain, serializeBrowserCookie } from '../src/platform/browser-cookies';
import { readPlatformContext } from '../src/platform/platform-context';
import { platformCookieStrings, readPlatformAnnouncement, readPlatformQuery } from '../src/platform/platform-cookies';
import { registerServiceWorker } from '../src/platform/service-worker';
import { readThemePreference, renderedTheme, themeCookieString } from '../src/platform/theme';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0';

describe('platform and version cookies', () => {
  it('reads the platform and version query parameters the app appends, dropping anything unknown', () => {
    expect(readPlatformQuery('?platform=cashwalk&version=2.1.0')).toEqual({ platform: 'cashwalk', version: '2.1.0' });
    expect(readPlatformQuery('platform=TimeSpread')).toEqual({ platform: 'timespread', version: undefined });
    expect(readPlatformQuery('?platform=extension&version=banana')).toEqual({
      platform: undefined,
      version: undefined,
    });
    expect(readPlatformQuery('?platform=evil')).toEqual({ platform: undefined, version: undefined });
    expect(readPlatformAnnouncement({ platform: 7, version: '1.0.0' })).toEqual({
      platform: undefined,
      version: '1.0.0',
    });
  });

  it('parent domain: the registrable domain, which knows co.kr; none for localhost, a public suffix or an IP', async () => {
    expect(await parentDomain('m.growday.kr')).toBe('growday.kr');
    expect(await parentDomain('www.growday.test')).toBe('growday.test');
    expect(await parentDomain('growday.kr')).toBe('growday.kr');
    expect(await parentDomain('m.growday.co.kr')).toBe('growday.co.kr');
    expect(await parentDomain('growday.co.kr')).toBe('growday.co.kr');
    expect(await parentDomain('a.b.growday.kr')).toBe('growday.kr');
    expect(await parentDomain('co.kr')).toBeNull();
    expect(await parentDomain('localhost')).toBeNull();
    expect(await parentDomain('127.0.0.1')).toBeNull();
    expect(await parentDomain('[::1]')).toBeNull();
  });

  it('SH-PLAT-06 version and platform cookies are written on path / and the parent domain', async () => {
    const cookies = await platformCookieStrings(
      { platform: 'cashwalk', version: '2.0.0' },
      { hostname: 'm.growday.kr', protocol: 'https:' },
    );
    expect(cookies).toEqual([
      `${COOKIE.platform}=cashwalk; Domain=growday.kr; Path=/; Secure; SameSite=Lax`,
      `${COOKIE.appVersion}=2.0.0; Domain=growday.kr; Path=/; Secure; SameSite=Lax`,
    ]);
    expect(await platformCookieStrings({ version: '1.0.0' }, { hostname: 'localhost', protocol: 'http:' })).toEqual([
      `${COOKIE.appVersion}=1.0.0; Path=/; SameSite=Lax`,
    ]);
    expect(
      await platformCookieStrings({ platform: 'cashwalk' }, { hostname: 'm.growday.co.kr', protocol: 'https:' }),
    ).toEqual([`${COOKIE.platform}=cashwalk; Domain=growday.co.kr; Path=/; Secure; SameSite=Lax`]);
  });

  it('serializes values URI-encoded with a Max-Age when given', () => {
    expect(serializeBrowserCookie(COOKIE.introModal, INTRO_MODAL_HIDDEN_VALUE, { maxAgeS: 60.7 })).toBe(
      `${COOKIE.introModal}=hide; Max-Age=60; Path=/; SameSite=Lax`,
    );
    expect(serializeBrowserCookie('x', 'a b;c')).toBe('x=a%20b%3Bc; Path=/; SameSite=Lax');
  });
});

describe('support-info and webview ad-info cookies', () => {
  it('SH-PLAT-11 SH-ADS-15 JSON cookies are read as objects and ignored when invalid', () => {
    const good = readPlatformContext(
      `${COOKIE.supportInfo}=${encodeURIComponent('{"os":"aos"}')}; ${COOKIE.webviewAdInfo}=${encodeURIComponent('{"adid":"x1"}')}`,
      UA,
    );
    expect(good.supportInfo).toEqual({ os: 'aos' });
    expect(good.webviewAdInfo).toEqual({ adid: 'x1' });
    const bad = readPlatformContext(`${COOKIE.supportInfo}=%7Bnope; ${COOKIE.webviewAdInfo}=[1,2]`, UA);
    expect(bad.supportInfo).toBeNull();
    expect(bad.webviewAdInfo).toBeNull();
  });
});

describe('theme', () => {
  it('SH-THEME-01 SH-THEME-02 the preference comes from the cookie, light by default', () => {
    expect(DEFAULT_THEME).toBe('light');
    expect(readThemePreference('')).toBe('light');
    expect(readThemePreference(`${COOKIE.theme}=dark`)).toBe('dark');
    expect(readThemePreference(`${COOKIE.theme}=purple`)).toBe('light');
  });

  it('SH-THEME-04 the shell renders light whatever the preference', () => {
    expect(renderedTheme('dark')).toBe('light');
    expect(renderedTheme('light')).toBe('light');
  });

  it('SH-THEME-03 the theme cookie lives 30,000,000 s', () => {
    expect(THEME_COOKIE_MAX_AGE_S).toBe(30_000_000);
    expect(themeCookieString('dark')).toBe(`${COOKIE.theme}=dark; Max-Age=30000000; Path=/; SameSite=Lax`);
  });
});

describe('service worker registration', () => {
  it('SH-SW-01 registers /sw.js when supported', async () => {
    const registered: string[] = [];
    const host = { serviceWorker: { register: async (url: string) => registered.push(url) } };
    await expect(registerServiceWorker({ isExtension: false }, host)).resolves.toBe(true);
    expect(registered).toEqual([SERVICE_WORKER_PATH]);
    expect(SERVICE_WORKER_PATH).toBe('/sw.js');
  });

  it('SH-SW-02 never registers in extension mode, nor without support', async () => {
    const registered: string[] = [];
    const host = { serviceWorker: { register: async (url: string) => registered.push(url) } };
    await expect(registerServiceWorker({ isExtension: true }, host)).resolves.toBe(false);
    await expect(registerServiceWorker({ isExtension: false }, {})).resolves.toBe(false);
    expect(registered).toEqual([]);
  });

  it('SH-SW-03 registration errors are ignored', async () => {
    const host = { serviceWorker: { register: () => Promise.reject(new Error('SecurityError')) } };
    await expect(registerServiceWorker({ isExtension: false }, host)).resolves.toBe(false);
  });
});
