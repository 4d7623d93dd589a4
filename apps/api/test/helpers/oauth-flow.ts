import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API_PATHS, SOCIAL_LOGIN_PATH, type SocialProvider } from '@growday/contracts';

export interface SignInRun {
  /** The API's answer to the start path (302 to the provider). */
  start: LightMyRequestResponse;
  /** Where the provider sent the browser back (the callback address with code/state or error). */
  providerRedirect: URL | null;
  /** The API's answer to the callback (302 to next=). */
  callback: LightMyRequestResponse | null;
  /** The callback's Location. */
  landing: URL | null;
  /** `<session cookie name>=...` when the callback set a session cookie. */
  sessionCookie: string | null;
}

const cookieHeader = (res: LightMyRequestResponse) =>
  res.cookies
    .filter((c) => c.value !== '')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');

/**
 * Walks a browser through a social sign-in: the API's start path (inject), the provider's
 * authorize endpoint (real HTTP, redirect not followed) and the API's callback (inject) with the
 * cookies the start path set. `alter` may rewrite the callback address or its cookies.
 */
export async function runSignIn(
  app: FastifyInstance,
  provider: SocialProvider,
  opts: {
    query?: Record<string, string>;
    cookie?: string;
    /** The client address of both API requests (each sign-in from its own address stays under per-address limits). */
    remoteAddress?: string;
    alter?: (callback: URL, cookies: string) => { callback: URL; cookies: string };
  } = {},
): Promise<SignInRun> {
  const search = new URLSearchParams(opts.query ?? {}).toString();
  const start = await app.inject({
    url: `${API_PATHS[SOCIAL_LOGIN_PATH[provider].start]}${search ? `?${search}` : ''}`,
    headers: opts.cookie ? { cookie: opts.cookie } : {},
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
  });
  const empty = { start, providerRedirect: null, callback: null, landing: null, sessionCookie: null };
  if (start.statusCode !== 302 || !start.headers.location) return empty;
  const consent = await fetch(String(start.headers.location), { redirect: 'manual' });
  const back = consent.headers.get('location');
  if (consent.status !== 302 || !back) return empty;
  let callbackUrl = new URL(back);
  let cookies = [opts.cookie, cookieHeader(start)].filter(Boolean).join('; ');
  if (opts.alter) ({ callback: callbackUrl, cookies } = opts.alter(callbackUrl, cookies));
  const callback = await app.inject({
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    headers: cookies ? { cookie: cookies } : {},
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
  });
  const session = callback.cookies.find((c) => c.name === app.config.sessionCookieName && c.value !== '');
  return {
    start,
    providerRedirect: callbackUrl,
    callback,
    landing: callback.headers.location ? new URL(String(callback.headers.location)) : null,
    sessionCookie: session ? `${session.name}=${session.value}` : null,
  };
}

/** The signed-in user's id for a session cookie, or null. */
export async function currentUserId(app: FastifyInstance, cookie: string | null): Promise<number | null> {
  if (!cookie) return null;
  const res = await app.inject({ url: API_PATHS.currentUser, headers: { cookie } });
  return ((res.json() as { data: { id: number } | null }).data?.id ?? null) as number | null;
}
