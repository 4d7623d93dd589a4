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
