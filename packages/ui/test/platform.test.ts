import {
  APP_VERSION_BANDS,
  COOKIE,
  DEVICE_CLASSES,
  NATIVE_PLATFORMS,
  NEWER_APP_VERSION_COOKIE_VALUE,
} from '@growday/contracts';
import { describe, expect, it } from 'vitest';
import {
  appVersionBands,
  compareVersions,
  isConnectedAppContainer,
  isInVersionBand,
  readCookie,
  readAppVersion,
  readDeviceClass,
  readHostPlatform,
  readJsonCookie,
  readPlatformContext,
} from '../src/platform/index';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('device class', () => {
  it('SH-PLAT-02 mobile user agents are MW and desktop ones PC', () => {
    expect(DEVICE_CLASSES).toEqual(['MW', 'PC']);
    expect(readDeviceClass(IPHONE_UA)).toBe('MW');
    expect(readDeviceClass(ANDROID_UA)).toBe('MW');
    expect(readDeviceClass(DESKTOP_UA)).toBe('PC');
    expect(readDeviceClass(undefined)).toBe('PC');
  });
});

describe('host platform', () => {
  it('SH-PLAT-03 cashwalk and timespread are the native platforms, read from the platform cookie', () => {
    expect([...NATIVE_PLATFORMS]).toEqual(['cashwalk', 'timespread']);
    expect(readHostPlatform(`${COOKIE.platform}=cashwalk`)).toBe('cashwalk');
    expect(readHostPlatform(`${COOKIE.platform}=timespread`)).toBe('timespread');
    expect(isConnectedAppContainer('cashwalk')).toBe(true);
    expect(isConnectedAppContainer('timespread')).toBe(true);
    expect(isConnectedAppContainer('web')).toBe(false);
    expect(isConnectedAppContainer('extension')).toBe(false);
  });

  it('SH-PLAT-04 platform and app version are read from cookies (header string or map)', () => {
    const header = `other=1; ${COOKIE.platform}=timespread; ${COOKIE.appVersion}=3.1.0`;
    expect(readHostPlatform(header)).toBe('timespread');
    expect(readAppVersion(header)).toBe('3.1.0');
    const map = { [COOKIE.platform]: 'cashwalk', [COOKIE.appVersion]: '1.2.3' };
    expect(readHostPlatform(map)).toBe('cashwalk');
    expect(readAppVersion(map)).toBe('1.2.3');
    // Absent or unknown values fall back to web and no version.
    expect(readHostPlatform('')).toBe('web');
    expect(readHostPlatform(`${COOKIE.platform}=nonsense`)).toBe('web');
    expect(readAppVersion(`${COOKIE.appVersion}=not-a-version`)).toBeNull();
    expect(readAppVersion(undefined)).toBeNull();
  });

  it('SH-PLAT-05 the legacy cookie makes the platform cashwalk, whatever the platform cookie says', () => {
    expect(readHostPlatform(`${COOKIE.legacyCashwalk}=1`)).toBe('cashwalk');
    expect(readHostPlatform(`${COOKIE.platform}=timespread; ${COOKIE.legacyCashwalk}=`)).toBe('cashwalk');
    expect(readHostPlatform({ [COOKIE.legacyCashwalk]: 'y' })).toBe('cashwalk');
    expect(readHostPlatform('unrelated=1')).toBe('web');
  });
});

describe('app versions', () => {
  it('SH-PLAT-07 the newer-version cookie value 2.0.0 reads as in the 2.0.0+ band, not below 2.0.0', () => {
    expect(NEWER_APP_VERSION_COOKIE_VALUE).toBe('2.0.0');
    const version = readAppVersion(`${COOKIE.appVersion}=${NEWER_APP_VERSION_COOKIE_VALUE}`);
    expect(version).toBe('2.0.0');
    const bands = appVersionBands(version);
    expect(bands.from2).toBe(true);
    expect(bands.below2).toBe(false);
  });

  it('SH-PLAT-08 bands 1.0.0+, 2.0.0+, 3.0.0+ and 4.0.0+ include their bound', () => {
    expect(isInVersionBand('1.0.0', APP_VERSION_BANDS.from1)).toBe(true);
    expect(isInVersionBand('0.9.9', APP_VERSION_BANDS.from1)).toBe(false);
    expect(isInVersionBand('2.0.0', APP_VERSION_BANDS.from2)).toBe(true);
    expect(isInVersionBand('1.99.99', APP_VERSION_BANDS.from2)).toBe(false);
    expect(isInVersionBand('3.0.0', APP_VERSION_BANDS.from3)).toBe(true);
    expect(isInVersionBand('2.9.9', APP_VERSION_BANDS.from3)).toBe(false);
    expect(isInVersionBand('4.0.0', APP_VERSION_BANDS.from4)).toBe(true);
    expect(isInVersionBand('3.10.0', APP_VERSION_BANDS.from4)).toBe(false);
    expect(isInVersionBand('10.0.0', APP_VERSION_BANDS.from4)).toBe(true);
  });

  it('SH-PLAT-09 band below 2.0.0 excludes 2.0.0', () => {
    expect(isInVersionBand('2.0.0', APP_VERSION_BANDS.below2)).toBe(false);
    expect(isInVersionBand('1.9.9', APP_VERSION_BANDS.below2)).toBe(true);
    expect(isInVersionBand('1.0.0', APP_VERSION_BANDS.below2)).toBe(true);
  });

  it('SH-PLAT-10 band 2.0.0 to under 4.0.0 includes 2.0.0 and excludes 4.0.0', () => {
    expect(isInVersionBand('2.0.0', APP_VERSION_BANDS.from2below4)).toBe(true);
    expect(isInVersionBand('3.99.99', APP_VERSION_BANDS.from2below4)).toBe(true);
    expect(isInVersionBand('4.0.0', APP_VERSION_BANDS.from2below4)).toBe(false);
    expect(isInVersionBand('1.9.9', APP_VERSION_BANDS.from2below4)).toBe(false);
  });

  it('SH-PLAT-08 versions compare numerically, not as text, and no version is in no band', () => {
    expect(compareVersions('10.0.0', '9.0.0')).toBe(1);
    expect(compareVersions('2.10.0', '2.9.0')).toBe(1);
    expect(compareVersions('1.2.3', '1.2.4')).toBe(-1);
    expect(compareVersions('2.0', '2.0.0')).toBe(0);
    expect(compareVersions('x', '1.0.0')).toBeNull();
    expect(compareVersions('v2.1', '2.0.9')).toBe(1);
    expect(compareVersions('2.0.0-beta.1', '2.0.0')).toBe(0);
    expect(compareVersions('abc1.2', '1.2.0')).toBeNull();
    expect(Object.values(appVersionBands(null)).some(Boolean)).toBe(false);
  });
});

describe('support-info cookie', () => {
  it('SH-PLAT-11 the support-info cookie is ignored (null) when it is not valid JSON', () => {
    const valid = encodeURIComponent(JSON.stringify({ os: 'aos', adId: 'abc' }));
    expect(readJsonCookie(`${COOKIE.supportInfo}=${valid}`, COOKIE.supportInfo)).toEqual({ os: 'aos', adId: 'abc' });
    expect(readJsonCookie(`${COOKIE.supportInfo}={not json`, COOKIE.supportInfo)).toBeNull();
    expect(readJsonCookie({ [COOKIE.supportInfo]: 'undefined' }, COOKIE.supportInfo)).toBeNull();
    expect(readJsonCookie('', COOKIE.supportInfo)).toBeNull();
    const context = readPlatformContext(`${COOKIE.supportInfo}=%7Bbroken`, DESKTOP_UA);
    expect(context.supportInfo).toBeNull();
  });
});

describe('platform context', () => {
  it('SH-PLAT-04 the context combines cookies and user agent in one read', () => {
    const context = readPlatformContext(`${COOKIE.platform}=cashwalk; ${COOKIE.appVersion}=2.5.0`, ANDROID_UA);
    expect(context).toMatchObject({
      platform: 'cashwalk',
      appVersion: '2.5.0',
      deviceClass: 'MW',
      isConnectedAppContainer: true,
    });
    expect(context.versionBands).toEqual({
      from1: true,
      from2: true,
      from3: false,
      from4: false,
      below2: false,
      from2below4: true,
    });
    expect(readPlatformContext(undefined, DESKTOP_UA, { isExtensionBuild: true }).platform).toBe('extension');
  });

  it('SH-PLAT-04 cookie headers are parsed with decoding and first value winning', () => {
    const header = 'a=1; b=%ED%95%9C; a=2; c="q"; broken';
    expect(['a', 'b', 'c', 'broken'].map((name) => readCookie(header, name))).toEqual(['1', '한', 'q', undefined]);
  });
});
