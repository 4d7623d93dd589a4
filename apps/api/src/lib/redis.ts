import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** How long a command may wait on Redis before the caller falls back to its own process. */
const REDIS_COMMAND_TIMEOUT_MS = 500;
/** Reconnect attempts back off to at most this, so service comes back within a second of Redis. */
const REDIS_RECONNECT_MAX_MS = 1000;

/**
 * A Redis connection that never holds a request up: commands fail at once while it is down (no
 * offline queue) or after REDIS_COMMAND_TIMEOUT_MS, and callers fall back to per-process state.
 * It keeps reconnecting; the first failure of an outage is logged as a warning, the return as info.
 */
export function connectRedis(
  url: string,
  log: FastifyBaseLogger,
  role: string,
  opts: { offlineQueue?: boolean } = {},
): Redis {
  const redis = new Redis(url, {
    // A subscriber's SUBSCRIBE may wait for the connection; commands a request waits on may not.
    enableOfflineQueue: opts.offlineQueue ?? false,
    maxRetriesPerRequest: opts.offlineQueue ? null : 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_COMMAND_TIMEOUT_MS * 2,
    retryStrategy: (times) => Math.min(times * 100, REDIS_RECONNECT_MAX_MS),
    // Commands that concurrent requests issue in the same tick go out in one write and come back in
    // one read (ioredis auto-pipelining): the abuse-limit counters, a round trip each, were the
    // largest cost of a cached search (docs/decisions.md, Scale bench: the missed read ratios).
    // Not for the subscriber, which only subscribes.
    enableAutoPipelining: !opts.offlineQueue,
  });
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn(
      { err: { message: err.message }, role },
      'Redis unreachable: per-process abuse limits and caches until it returns',
    );
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ role }, 'Redis reachable again');
  });
  return redis;
}
