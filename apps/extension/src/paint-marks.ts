/**
 * A User Timing mark for the moment the first feed card reached the screen, read by the bench
 * (bench/extension-paint.ts) and visible in DevTools' performance panel. Costs one observer that
 * stops at the first card.
 */
export const FEED_PAINTED_MARK = 'gd:new-tab:feed-painted';
export const FEED_CARD_SELECTOR = '.gd-post-card';

/** Calls `done` once the frame after the current one started: by then the last frame was painted. */
export function afterNextPaint(done: () => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done();
    channel.port2.postMessage(undefined);
  });
}

/**
 * Calls `done` once, when the page's first contentful paint is reported, which Chromium and Firefox
 * do after the frame reached the screen (raster and compositing included, unlike `afterNextPaint`),
 * or after `maxWaitMs` if no such entry comes.
 */
export function afterFirstContentfulPaint(done: () => void, maxWaitMs: number): void {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    clearTimeout(timer);
    observer?.disconnect();
    done();
  };
  const timer = setTimeout(once, maxWaitMs);
  const observer = PerformanceObserver.supportedEntryTypes?.includes('paint')
    ? new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) once();
      })
    : undefined;
  observer?.observe({ type: 'paint', buffered: true });
}

export function markFirstCardPaint(container: Element, performanceApi: Pick<Performance, 'mark'> = performance): void {
  const mark = () => afterNextPaint(() => performanceApi.mark(FEED_PAINTED_MARK));
  if (container.querySelector(FEED_CARD_SELECTOR)) {
    mark();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!container.querySelector(FEED_CARD_SELECTOR)) return;
    observer.disconnect();
    mark();
  });
  observer.observe(container, { childList: true, subtree: true });
}
