import { CSP_NONCE_HEADER } from '@growday/contracts';
import { NextResponse, type NextRequest } from 'next/server';
import { webOrigin } from './lib/server/env';
import {
  PAGE_SECURITY_HEADERS,
  contentSecurityPolicy,
  createNonce,
  strictTransportSecurity,
} from './lib/security-headers';

/**
 * Every page gets a fresh nonce, its Content Security Policy and the rest of the security headers
 * (docs/decisions.md, "Security headers"). The policy also goes on the request: Next reads the nonce from it and puts it on the
 * scripts and styles it renders; server components read it from CSP_NONCE_HEADER. Pages are
 * rendered per request already (the root layout reads the request's cookies), so none is cached
 * with an old nonce.
 */
export function proxy(request: NextRequest) {
  const nonce = createNonce();
  const https = webOrigin().startsWith('https:');
  const policy = contentSecurityPolicy({ nonce, development: process.env.NODE_ENV === 'development', https });

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(CSP_NONCE_HEADER, nonce);
  requestHeaders.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('content-security-policy', policy);
  for (const { key, value } of PAGE_SECURITY_HEADERS) response.headers.set(key, value);
  const hsts = strictTransportSecurity({ production: process.env.NODE_ENV === 'production', https });
  if (hsts) response.headers.set('strict-transport-security', hsts);
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only: not the API proxy (the API sends its own headers) nor built assets.
      source: '/((?!api/|_next/static|_next/image|favicon.ico|icon.svg).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
