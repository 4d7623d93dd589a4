import { KAKAO_SDK_URL } from './external';

/**
 * The security headers the website and the API both send (docs/decisions.md, "Security headers").
 * One value each, so the two hosts never disagree.
 */

/** Full URL to our own origin, only the origin to other sites, nothing from https to http. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Browser features no page of ours uses, switched off for the page and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Strict-Transport-Security max-age (two years), sent only by production hosts on https. */
export const HSTS_MAX_AGE_S = 63_072_000;
export const HSTS_VALUE = `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`;

/** Where the Kakao SDK script comes from (the website's script-src names it). */
export const KAKAO_SDK_ORIGIN = new URL(KAKAO_SDK_URL).origin;
/** The Kakao API host the SDK calls from the page (its share and API requests). */
export const KAKAO_API_ORIGIN = 'https://kapi.kakao.com';

/** The API answers JSON and images: it needs no script, style or frame, and is never framed. */
export const API_CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
};

/** Request header by which the website's proxy hands the page's CSP nonce to server components. */
export const CSP_NONCE_HEADER = 'x-nonce';
