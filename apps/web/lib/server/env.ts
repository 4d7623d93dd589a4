import { DEFAULT_API_PORT, DEFAULT_WEB_PORT, SESSION_RECORDING_DEFAULT_SAMPLE_RATE } from '@growday/contracts';

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

/**
 * SESSION_RECORDING_SAMPLE_RATE: the share (0 to 1) of browser sessions recorded; default 0 (off).
 * Anything else than a number in that range counts as the default.
 */
export function recordingSampleRate(): number {
  const raw = process.env.SESSION_RECORDING_SAMPLE_RATE?.trim();
  const rate = raw ? Number(raw) : NaN;
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : SESSION_RECORDING_DEFAULT_SAMPLE_RATE;
}
