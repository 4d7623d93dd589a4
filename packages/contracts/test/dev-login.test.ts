import { describe, expect, it } from 'vitest';
import { devLoginDecision, envFlag, isLoopbackHostname, isLoopbackOrigin, sessionCookieName } from '../src';

const LOCAL = { webOrigin: 'http://localhost:3000', apiOrigin: 'http://127.0.0.1:4000' };

describe('loopback origins', () => {
  it.each([
    'http://localhost:3000',
    'http://LOCALHOST',
    'http://127.0.0.1:4000',
    'http://127.5.6.7',
    'http://127.255.255.255:8080',
    'http://127.1',
    'http://[::1]:3000',
    'http://[0:0:0:0:0:0:0:1]',
    'https://localhost',
  ])('%s is loopback', (origin) => {
    expect(isLoopbackOrigin(origin)).toBe(true);
  });

  it.each([
    'https://growday.kr',
    'http://10.0.0.1:3000',
    'http://192.168.0.10',
    'http://0.0.0.0:3000',
    'http://128.0.0.1',
    'http://localhost.evil.example',
    'http://localhost.',
    'http://127.0.0.1.nip.io',
    'http://evil.example#@localhost',
    'http://[::2]',
    'http://[::ffff:10.0.0.1]',
    'not an origin',
    '',
  ])('%s is not loopback', (origin) => {
    expect(isLoopbackOrigin(origin)).toBe(false);
  });

  it('checks hostnames as URL parsing leaves them', () => {
    expect(isLoopbackHostname('127.0.0.256')).toBe(false);
    expect(isLoopbackHostname('[::1]')).toBe(true);
    expect(isLoopbackHostname('localhost')).toBe(true);
  });
});

describe('dev sign-in rule (devLoginDecision)', () => {
  it('is on by default outside production when both origins are loopback', () => {
    expect(devLoginDecision({ ...LOCAL, production: false, flag: undefined })).toEqual({
      enabled: true,
      refusal: null,
    });
    expect(
      devLoginDecision({
        webOrigin: 'http://[::1]:3000',
        apiOrigin: 'http://127.5.6.7:4000',
        production: false,
        flag: undefined,
      }).enabled,
    ).toBe(true);
    expect(devLoginDecision({ ...LOCAL, production: false, flag: false }).enabled).toBe(false);
  });

  it('is off in production unless AUTH_DEV_LOGIN=true on loopback (load tests of a production build)', () => {
    expect(devLoginDecision({ ...LOCAL, production: true, flag: undefined })).toEqual({
      enabled: false,
      refusal: null,
    });
    expect(devLoginDecision({ ...LOCAL, production: true, flag: true })).toEqual({ enabled: true, refusal: null });
  });

  it.each([
    ['https://growday.kr', 'http://127.0.0.1:4000'],
    ['http://localhost:3000', 'http://10.0.0.1:4000'],
    ['http://localhost.evil.example:3000', 'http://localhost:4000'],
  ])(
    'is off with a non-loopback origin (%s, %s), and AUTH_DEV_LOGIN=true there is a one-line refusal',
    (webOrigin, apiOrigin) => {
      for (const production of [false, true]) {
        expect(devLoginDecision({ webOrigin, apiOrigin, production, flag: undefined })).toEqual({
          enabled: false,
          refusal: null,
        });
        expect(devLoginDecision({ webOrigin, apiOrigin, production, flag: false }).refusal).toBeNull();
        const forced = devLoginDecision({ webOrigin, apiOrigin, production, flag: true });
        expect(forced.enabled).toBe(false);
        expect(forced.refusal).toMatch(/^AUTH_DEV_LOGIN: dev sign-in needs loopback WEB_ORIGIN and API_ORIGIN/);
        expect(forced.refusal).not.toContain('\n');
      }
    },
  );

  it('reads the flag as the API does: true/1, false/0, anything else unset', () => {
    expect(['true', 'TRUE', '1', ' true '].map(envFlag)).toEqual([true, true, true, true]);
    expect(['false', '0'].map(envFlag)).toEqual([false, false]);
    expect([undefined, '', 'yes'].map(envFlag)).toEqual([undefined, undefined, undefined]);
  });
});

describe('session cookie name', () => {
  it('is __Host- prefixed in production only', () => {
    expect(sessionCookieName(true)).toBe('__Host-gd_session');
    expect(sessionCookieName(false)).toBe('gd_session');
  });
});
