import { describe, expect, it } from 'vitest';
import { EXTENSION_ORIGIN } from '../src/extension';
import { parseRedirectTarget, REDIRECT_TARGET_MAX_LENGTH, safeRedirectTarget } from '../src/redirects';
import { hostileRedirects, staysOnOurOrigins } from './hostile-redirects';

const SITES = [
  { own: 'https://growday.kr', allowed: ['https://growday.kr', 'https://community.growday.kr', EXTENSION_ORIGIN] },
  { own: 'http://localhost:3000', allowed: ['http://localhost:3000', 'http://127.0.0.1:3000', EXTENSION_ORIGIN] },
];

describe('redirect targets are parsed, then compared', () => {
  it('the hostile table has at least 30 rows', () => {
    expect(hostileRedirects('https://growday.kr').length).toBeGreaterThanOrEqual(30);
  });

  for (const { own, allowed } of SITES) {
    for (const { name, target } of hostileRedirects(own)) {
      it(`${own}: ${name} (${JSON.stringify(target.slice(0, 60))}) never leaves our origins`, () => {
        const parsed = parseRedirectTarget(target, allowed, own);
        // Refused, or (like "https:evil.example", which the parser reads as the path /evil.example
        // on an https base) a plain path on our own origin.
        if (parsed !== null) expect(new URL(parsed).origin).toBe(own);
        const landing = safeRedirectTarget(target, allowed, own);
        expect(staysOnOurOrigins(landing, allowed)).toBe(true);
        expect(new URL(landing).origin).toBe(own);
      });
    }
  }

  it('"/\\t/evil.example" (the prefix check let it through as https://evil.example/) falls back home', () => {
    expect(safeRedirectTarget('/\t/evil.example/x', ['https://growday.kr'], 'https://growday.kr')).toBe(
      'https://growday.kr/',
    );
    expect(new URL('/\t/evil.example/x', 'https://growday.kr').origin).toBe('https://evil.example');
  });

  it('keeps our own addresses, normalised', () => {
    const allowed = SITES[0]!.allowed;
    const own = 'https://growday.kr';
    const cases: Array<[string, string]> = [
      ['/best?period=weekly', 'https://growday.kr/best?period=weekly'],
      ['/me/info#comments', 'https://growday.kr/me/info#comments'],
      ['best', 'https://growday.kr/best'],
      ['/search?q=react%20hooks', 'https://growday.kr/search?q=react%20hooks'],
      ['/search?q=%EA%B0%9C%EB%B0%9C', 'https://growday.kr/search?q=%EA%B0%9C%EB%B0%9C'],
      ['/a/../best', 'https://growday.kr/best'],
      ['HTTPS://GROWDAY.KR/best', 'https://growday.kr/best'],
      ['https://growday.kr:443/best', 'https://growday.kr/best'],
      ['https://community.growday.kr/community', 'https://community.growday.kr/community'],
      [`${EXTENSION_ORIGIN}/new-tab.html`, `${EXTENSION_ORIGIN}/new-tab.html`],
      ['/percent%zz', 'https://growday.kr/percent%zz'],
    ];
    for (const [target, expected] of cases) {
      expect(parseRedirectTarget(target, allowed, own), target).toBe(expected);
    }
  });

  it('refuses a missing target, one past the length limit, and a base that is not allowed', () => {
    const allowed = ['https://growday.kr'];
    expect(parseRedirectTarget(undefined, allowed, 'https://growday.kr')).toBeNull();
    expect(parseRedirectTarget('', allowed, 'https://growday.kr')).toBeNull();
    const long = `/${'a'.repeat(REDIRECT_TARGET_MAX_LENGTH)}`;
    expect(parseRedirectTarget(long, allowed, 'https://growday.kr')).toBeNull();
    expect(
      parseRedirectTarget(long.slice(0, REDIRECT_TARGET_MAX_LENGTH), allowed, 'https://growday.kr'),
    ).not.toBeNull();
    expect(parseRedirectTarget('/best', allowed, 'https://evil.example')).toBeNull();
  });

  it('the fallback origin is always allowed: a path lands there', () => {
    expect(safeRedirectTarget('/best', [], 'https://community.growday.kr')).toBe('https://community.growday.kr/best');
  });
});
