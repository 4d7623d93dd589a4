import { describe, expect, it } from 'vitest';
import { createTtlCache } from '../src/lib/ttl-cache';
import { ManualClock } from '../src/clock';

describe('TTL cache', () => {
  it('a clear while a load runs does not fail the request: it reads again and keeps nothing stale', async () => {
    const cache = createTtlCache<{ v: string }>(new ManualClock('2026-01-01T00:00:00Z'), { ttlMs: 60_000, max: 10 });
    let value = 'before the write';
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = cache.get('k', async () => {
      const read = value;
      await gate;
      return { v: read };
    });
    // The write lands and empties the cache while the first load still holds what it read before.
    value = 'after the write';
    cache.clear();
    release();
    expect(await slow).toEqual({ v: 'after the write' });
    // Nothing from before the write was kept: the next request loads.
    expect(await cache.get('k', async () => ({ v: 'loaded again' }))).toEqual({ v: 'loaded again' });
  });

  it('a failing load still fails the request and caches nothing', async () => {
    const cache = createTtlCache<{ v: string }>(new ManualClock('2026-01-01T00:00:00Z'), { ttlMs: 60_000, max: 10 });
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('k', async () => ({ v: 'loaded' }))).toEqual({ v: 'loaded' });
  });

  it('staleWhileRevalidate: an expired answer is served once while one load replaces it; a clear serves nothing stale', async () => {
    const clock = new ManualClock('2026-01-01T00:00:00Z');
    const cache = createTtlCache<{ v: number }>(clock, { ttlMs: 1000, max: 10, staleWhileRevalidate: true });
    let loads = 0;
    const load = async () => ({ v: ++loads });
    expect(await cache.get('k', load)).toEqual({ v: 1 });
    clock.advance(1001);
    expect(await cache.get('k', load)).toEqual({ v: 1 }); // stale, while load 2 runs
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('k', load)).toEqual({ v: 2 });
    expect(loads).toBe(2);
    cache.clear();
    expect(await cache.get('k', load)).toEqual({ v: 3 });
  });

  it('maxBytes bounds the estimated size as well as the count: the least recently used go first', async () => {
    const cache = createTtlCache<{ text: string }>(new ManualClock('2026-01-01T00:00:00Z'), {
      ttlMs: 60_000,
      max: 100,
      maxBytes: 1000,
      sizeOf: (value) => value.text.length,
    });
    let loads = 0;
    const load = (text: string) => async () => {
      loads += 1;
      return { text };
    };
    await cache.get('a', load('x'.repeat(400)));
    await cache.get('b', load('y'.repeat(400)));
    await cache.get('a', load('never'));
    expect(loads).toBe(2);
    // 'c' would make 1,200 bytes: 'b', used least recently, goes; 'a' stays.
    await cache.get('c', load('z'.repeat(400)));
    expect((await cache.get('a', load('reloaded a'))).text).toBe('x'.repeat(400));
    expect((await cache.get('b', load('reloaded b'))).text).toBe('reloaded b');
    expect(loads).toBe(4);
  });
});
