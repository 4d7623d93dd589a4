import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CSP_NONCE_HEADER,
  HSTS_VALUE,
  KAKAO_API_ORIGIN,
  KAKAO_SDK_ORIGIN,
  KAKAO_SDK_URL,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
} from '@growday/contracts';
import { contentSecurityPolicy, createNonce, strictTransportSecurity } from '../lib/security-headers';
import { proxy } from '../proxy';

/** The policy as directive -> sources. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const NONCE = 'bm9uY2UtZm9yLXRlc3Q=';

describe('contentSecurityPolicy', () => {
  it('scripts need the nonce, trust spreads with strict-dynamic, the Kakao SDK host is named, no inline or eval', () => {
    const csp = parse(contentSecurityPolicy({ nonce: NONCE, development: false, https: true }));
    const scripts = csp.get('script-src') ?? [];
    expect(scripts).toContain(`'nonce-${NONCE}'`);
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts).toContain(KAKAO_SDK_ORIGIN);
    expect(KAKAO_SDK_URL.startsWith(`${KAKAO_SDK_ORIGIN}/`)).toBe(true);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(csp.get('style-src')).toEqual(["'self'", `'nonce-${NONCE}'`]);
    expect(csp.get('connect-src')).toEqual(["'self'", KAKAO_API_ORIGIN]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });

  it("allows 'unsafe-eval' only in development, and upgrades requests only on https", () => {
    const dev = parse(contentSecurityPolicy({ nonce: NONCE, development: true, https: false }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
    expect(dev.has('upgrade-insecure-requests')).toBe(false);
  });

  it('HSTS only for production on https', () => {
    expect(strictTransportSecurity({ production: true, https: true })).toBe(HSTS_VALUE);
    expect(strictTransportSecurity({ production: true, https: false })).toBeNull();
    expect(strictTransportSecurity({ production: false, https: true })).toBeNull();
  });

  it('nonces are 128 random bits, never repeated', () => {
    const nonces = new Set(Array.from({ length: 1000 }, createNonce));
    expect(nonces.size).toBe(1000);
    for (const n of [...nonces].slice(0, 10)) expect(Buffer.from(n, 'base64')).toHaveLength(16);
  });
});

describe('proxy', () => {
  const saved = { WEB_ORIGIN: process.env.WEB_ORIGIN };
  afterEach(() => {
    if (saved.WEB_ORIGIN === undefined) delete process.env.WEB_ORIGIN;
    else process.env.WEB_ORIGIN = saved.WEB_ORIGIN;
  });

  it('answers a page with a fresh nonce in its CSP and hands the same nonce to the render', () => {
    process.env.WEB_ORIGIN = 'http://localhost:3000';
    const first = proxy(new NextRequest('http://localhost:3000/news', { headers: { [CSP_NONCE_HEADER]: 'forged' } }));
    const second = proxy(new NextRequest('http://localhost:3000/news'));
    const policy = first.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe('forged');
    expect(second.headers.get('content-security-policy')).not.toBe(policy);
    // NextResponse.next({ request }) passes the rewritten request headers on to the render.
    expect(first.headers.get(`x-middleware-request-${CSP_NONCE_HEADER}`)).toBe(nonce);
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    expect(first.headers.get('referrer-policy')).toBe(REFERRER_POLICY);
    expect(first.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    // http origin: no HSTS, no upgrade.
    expect(first.headers.get('strict-transport-security')).toBeNull();
    expect(policy).not.toContain('upgrade-insecure-requests');
  });
});
