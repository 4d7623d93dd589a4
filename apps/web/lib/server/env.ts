import { DEFAULT_API_PORT, DEFAULT_WEB_PORT } from '@growday/contracts';

/** Where the web server reaches the API (read at run time, never frozen into the build). */
export function apiOrigin(): string {
  const origin = process.env.API_INTERNAL_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT ?? DEFAULT_API_PORT}`;
  return origin.replace(/\/+$/, '');
}

/** The public website origin, for absolute URLs (Open Graph, canonical links). */
export function webOrigin(): string {
  const origin = process.env.WEB_ORIGIN ?? `http://localhost:${process.env.PORT ?? DEFAULT_WEB_PORT}`;
  return origin.replace(/\/+$/, '');
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether the login dialog offers the development sign-in form. The API decides whether the
 * call succeeds (AUTH_DEV_LOGIN, off in production); this only hides the form. The same
 * AUTH_DEV_LOGIN variable wins when set; otherwise the form shows only on a loopback web origin.
 */
export function devLoginEnabled(): boolean {
  const flag = process.env.AUTH_DEV_LOGIN?.toLowerCase();
  if (flag === 'true' || flag === '1') return true;
  if (flag === 'false' || flag === '0') return false;
  return LOOPBACK_HOSTS.has(new URL(webOrigin()).hostname);
}
