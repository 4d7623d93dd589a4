import {
  HSTS_VALUE,
  KAKAO_API_ORIGIN,
  KAKAO_SDK_ORIGIN,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
} from '@growday/contracts';

export interface PagePolicyOptions {
  /** This response's nonce (fresh per request). */
  nonce: string;
  /** `next dev`: React rebuilds server error stacks with eval, so only then 'unsafe-eval'. */
  development: boolean;
  /** The site is served over https (a production deployment): upgrade stray http loads. */
  https: boolean;
}

/**
 * The website's Content Security Policy. Scripts run only with this response's nonce (Next puts it
 * on its own scripts) or when a script that had it adds them ('strict-dynamic': the webpack chunks
 * and the Kakao SDK, which the share button inserts on demand). 'self' and the Kakao SDK host are
 * the fallback of browsers without 'strict-dynamic' (CSP 2), which ignore it; CSP 3 browsers ignore
 * them. Style sheets are ours or carry the nonce; style attributes (React's server-rendered
 * `style`) are allowed, they cannot run code. Images may come from any https host (post thumbnails
 * and OAuth profile pictures live on publishers' and providers' hosts), and data:/blob: for
 * previews. Fetches go to our own origin (the /api proxy) and the Kakao API. Nothing may frame us.
 */
export function contentSecurityPolicy({ nonce, development, https }: PagePolicyOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      "'self'",
      KAKAO_SDK_ORIGIN,
      ...(development ? ["'unsafe-eval'"] : []),
    ],
    ['style-src', "'self'", `'nonce-${nonce}'`],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", KAKAO_API_ORIGIN],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((d) => d.join(' ')).join('; ');
}

/** The rest of the family, the same on every page. */
export const PAGE_SECURITY_HEADERS: readonly { key: string; value: string }[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: REFERRER_POLICY },
  { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
];

/** HSTS only for a production build served over https; over http a browser ignores it anyway. */
export function strictTransportSecurity(opts: { production: boolean; https: boolean }): string | null {
  return opts.production && opts.https ? HSTS_VALUE : null;
}

/** A fresh, unguessable nonce (128 bits, base64). */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}
