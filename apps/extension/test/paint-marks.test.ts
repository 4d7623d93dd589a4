import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint } from '../src/paint-marks';

type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A PerformanceObserver that reports the paint entries the test hands it. */
function fakeObserver() {
  const observers: { callback: Callback; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    private readonly entry: { callback: Callback; disconnected: boolean };
    constructor(callback: Callback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const report = (name: string) => {
    for (const observer of observers)
      if (!observer.disconnected) observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) });
  };
  return { FakeObserver, observers, report };
}

describe('afterFirstContentfulPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts once the first contentful paint is reported, not on other paint entries, and only once', () => {
    vi.useFakeTimers();
    const { FakeObserver, observers, report } = fakeObserver();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const done = vi.fn();
    afterFirstContentfulPaint(done, 500);
    report('first-paint');
    expect(done).not.toHaveBeenCalled();
    report('first-contentful-paint');
    expect(done).toHaveBeenCalledTimes(1);
    expect(observers[0]!.disconnected).toBe(true);
    // The fallback timer was cleared with it.
    vi.advanceTimersByTime(1000);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('starts after the longest wait when no paint entry comes, or the browser reports none', () => {
    vi.useFakeTimers();
    const { FakeObserver } = fakeObserver();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const done = vi.fn();
    afterFirstContentfulPaint(done, 500);
    vi.advanceTimersByTime(499);
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(done).toHaveBeenCalledTimes(1);

    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['mark'];
      },
    );
    const fallback = vi.fn();
    afterFirstContentfulPaint(fallback, 500);
    vi.advanceTimersByTime(500);
    expect(fallback).toHaveBeenCalledTimes(1);
  });
});
