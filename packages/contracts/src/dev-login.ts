/**
 * Dev sign-in (`POST /api/v2/auth/dev-login`) hands out any user's session for a username, so it
 * may exist only where nobody but the machine's owner reaches the site. This is the one rule; the
 * API's config and the website's login dialog both call it (docs/decisions.md, "Dev sign-in").
 */

/**
 * Loopback as a WHATWG URL hostname: `localhost`, 127.0.0.0/8 and `[::1]` (URL parsing already
 * folds `127.1`, `0x7f.0.0.1` and `[0:0::1]` into these forms). Anything else, including
 * `localhost.` and `localhost.evil.example`, is not.
 */
export function isLoopbackHostname(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '[::1]' || host === '::1') return true;
  const octets = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  return octets !== null && octets.slice(1).every((n) => Number(n) <= 255);
}

/** Whether an origin such as `http://127.0.0.1:3000` is on loopback; an unparsable one is not. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    return isLoopbackHostname(new URL(origin).hostname);
  } catch {
    return false;
  }
}

/** `AUTH_DEV_LOGIN` and friends as text: `true`/`1`, `false`/`0`, anything else (or unset) undefined. */
export function envFlag(raw: string | undefined): boolean | undefined {
  const value = raw?.trim().toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}

export interface DevLoginSettings {
  /** NODE_ENV is production (the API's; `npm start` hands it to the website as STACK_NODE_ENV). */
  production: boolean;
  /** WEB_ORIGIN, or its default. */
  webOrigin: string;
  /** API_ORIGIN, or its default. */
  apiOrigin: string;
  /** AUTH_DEV_LOGIN; undefined when unset. */
  flag: boolean | undefined;
}

export interface DevLoginDecision {
  enabled: boolean;
  /** One line naming AUTH_DEV_LOGIN when the flag asks for what the rule forbids; the API stops on it. */
  refusal: string | null;
}

/**
 * On only when both the website and the API origin are loopback; there on by default outside
 * production, and in production only with AUTH_DEV_LOGIN=true (load tests of a production build).
 * Any non-loopback origin turns it off, and AUTH_DEV_LOGIN=true beside one is a refusal.
 */
export function devLoginDecision({ production, webOrigin, apiOrigin, flag }: DevLoginSettings): DevLoginDecision {
  const exposed = [webOrigin, apiOrigin].filter((origin) => !isLoopbackOrigin(origin));
  if (exposed.length > 0) {
    return {
      enabled: false,
      refusal:
        flag === true
          ? `AUTH_DEV_LOGIN: dev sign-in needs loopback WEB_ORIGIN and API_ORIGIN, but ${exposed.join(' and ')} is not loopback; unset AUTH_DEV_LOGIN or set it to false`
          : null,
    };
  }
  return { enabled: flag ?? !production, refusal: null };
}
