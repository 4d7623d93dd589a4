import { COOKIE } from './cookies';

/** The prefix that makes the browser insist on Secure, Path=/ and no Domain (RFC 6265bis). */
export const HOST_COOKIE_PREFIX = '__Host-';

/**
 * The session cookie's name. In production it is `__Host-` prefixed: only this exact host over
 * HTTPS can set it, so a sibling subdomain or a plain-http page cannot plant a session (login
 * fixation). Outside production the plain name, since a `__Host-` cookie needs HTTPS.
 */
export function sessionCookieName(production: boolean): string {
  return production ? `${HOST_COOKIE_PREFIX}${COOKIE.session}` : COOKIE.session;
}
