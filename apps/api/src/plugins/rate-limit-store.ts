import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { LRUCache } from 'lru-cache';
import { RATE_LIMIT_MEMORY_KEYS } from '@growday/contracts';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';

interface Window {
  count: number;
  startMs: number;
}

/**
 * @fastify/rate-limit's LocalStore with two changes: windows run on the app clock (tests step
 * past a window instead of waiting; the end-to-end clock moves them too) and the key memory is
 * lru-cache, bounded by RATE_LIMIT_MEMORY_KEYS per limit. Fixed windows: the first request opens
 * one, and its count starts again once the window has passed.
 */
function memoryStore(clock: Clock): FastifyRateLimitStoreCtor {
  class MemoryStore implements FastifyRateLimitStore {
    readonly #windows = new LRUCache<string, Window>({ max: RATE_LIMIT_MEMORY_KEYS });

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = clock.now().getTime();
      let window = this.#windows.get(key);
      if (!window || window.startMs + timeWindow <= now) window = { count: 0, startMs: now };
      window.count += 1;
      this.#windows.set(key, window);
      callback(null, { current: window.count, ttl: window.startMs + timeWindow - now });
    }

    /** Each limit keeps its own counters. */
    child(): FastifyRateLimitStore {
      return new MemoryStore();
    }
  }
  return MemoryStore;
}

/**
 * The one seam where the counters' store is chosen (RATE_LIMIT_STORE). A store shared by several
 * API processes (Redis) is added here, behind the same setting; nothing else changes.
 */
export function rateLimitStore(config: Pick<AppConfig, 'rateLimitStore'>, clock: Clock): FastifyRateLimitStoreCtor {
  switch (config.rateLimitStore) {
    case 'memory':
      return memoryStore(clock);
  }
}
