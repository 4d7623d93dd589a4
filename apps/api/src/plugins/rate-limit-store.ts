import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { RATE_LIMIT_MEMORY_KEYS } from '@growday/contracts';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';

/** Keys of the abuse-limit counters in the shared Redis (the limit's name follows). */
const RATE_LIMIT_REDIS_PREFIX = 'gd:rl:';

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
    // Made on the first count: lru-cache allocates its arrays for `max` keys up front, and with a
    // store per limit and scope (and a fallback store behind each Redis one) building them all
    // took 2 s of the API's start (docs/decisions.md, Start time); most limits never count a key
    // in a process's life.
    #cache: LRUCache<string, Window> | undefined;
    get #windows(): LRUCache<string, Window> {
      return (this.#cache ??= new LRUCache<string, Window>({ max: RATE_LIMIT_MEMORY_KEYS }));
    }

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

/** INCR with the window set on the first hit of a window; answers the count and the window's time left. */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}
`;

/**
 * Counters in Redis, shared by every API process (fixed windows, as the memory store). While
 * Redis cannot answer, each process counts in its own memory store instead of failing the
 * request (connectRedis logs the outage once); counts start again in Redis when it returns.
 * Windows run on real time: the test clock never runs with Redis.
 */
function redisStore(redis: Redis, fallback: FastifyRateLimitStoreCtor): FastifyRateLimitStoreCtor {
  class RedisStore implements FastifyRateLimitStore {
    readonly #local: FastifyRateLimitStore = new fallback({});

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      if (redis.status !== 'ready') return this.#local.incr(key, callback, timeWindow, 0);
      (redis.eval(INCR_SCRIPT, 1, `${RATE_LIMIT_REDIS_PREFIX}${key}`, timeWindow) as Promise<[number, number]>).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        () => this.#local.incr(key, callback, timeWindow, 0),
      );
    }

    child(): FastifyRateLimitStore {
      return new RedisStore();
    }
  }
  return RedisStore;
}

/**
 * The one seam where the counters' store is chosen (RATE_LIMIT_STORE): `memory` per process, or
 * `redis` shared by every API process (with the memory store as its fallback).
 */
export function rateLimitStore(
  config: Pick<AppConfig, 'rateLimitStore'>,
  clock: Clock,
  redis: Redis | null,
): FastifyRateLimitStoreCtor {
  const memory = memoryStore(clock);
  if (config.rateLimitStore === 'redis' && redis) return redisStore(redis, memory);
  return memory;
}
