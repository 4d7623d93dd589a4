import { PRELOAD_AD_WAIT_MAX_MS } from '@growday/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadAds, waitForPreloadedAds, type PreloadOutcome } from '../src/ads/preload';

afterEach(() => {
  vi.useRealTimers();
});

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('full-screen spinner wait', () => {
  it('without an API client nothing is preloaded', () => {
    expect(preloadAds()).toEqual([]);
  });

  it('SH-ADS-01 waits until every preloaded request settled, failures included', async () => {
    vi.useFakeTimers();
    const a = deferred();
    const b = deferred();
    let outcome: PreloadOutcome | 'pending' = 'pending';
    void waitForPreloadedAds([a.promise, b.promise]).then((o) => (outcome = o));
    a.resolve();
    await vi.advanceTimersByTimeAsync(500);
    expect(outcome).toBe('pending');
    b.reject(new Error('no fill'));
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome).toBe('settled');
  });

  it('SH-ADS-02 gives up after 2000 ms', async () => {
    vi.useFakeTimers();
    expect(PRELOAD_AD_WAIT_MAX_MS).toBe(2000);
    let outcome: PreloadOutcome | 'pending' = 'pending';
    void waitForPreloadedAds([new Promise(() => {})]).then((o) => (outcome = o));
    await vi.advanceTimersByTimeAsync(PRELOAD_AD_WAIT_MAX_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('timeout');
  });

  it('with nothing preloaded it is done at once', async () => {
    await expect(waitForPreloadedAds([])).resolves.toBe('settled');
  });
});
