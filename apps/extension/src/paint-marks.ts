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
