import { ANALYTICS_MAX_CLOCK_AHEAD_MS, ANALYTICS_MAX_CLOCK_BEHIND_MS } from '@growday/contracts';

/**
 * The written rule for a browser's clock (docs/decisions.md, Analytics): a client timestamp more
 * than ANALYTICS_MAX_CLOCK_BEHIND_MS before the receive time, or ANALYTICS_MAX_CLOCK_AHEAD_MS
 * after it, is clamped to that bound. Microseconds in and out.
 */
export function clampClientMicros(clientUs: number, receivedAt: Date): number {
  const receivedUs = receivedAt.getTime() * 1000;
  const lowest = receivedUs - ANALYTICS_MAX_CLOCK_BEHIND_MS * 1000;
  const highest = receivedUs + ANALYTICS_MAX_CLOCK_AHEAD_MS * 1000;
  return Math.min(highest, Math.max(lowest, clientUs));
}
