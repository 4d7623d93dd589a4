import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ContentAnalytics, createOnceGuard, noopTrack, useTrack, type ContentEvent } from '../src/content/analytics';

function Probe({ event }: { event: ContentEvent }) {
  useTrack()(event);
  return null;
}

describe('content analytics seam', () => {
  const event: ContentEvent = { name: 'best_post_click', menuType: 'COMMUNITY', id: 1 };

  it('track is a no-op without a provider and the supplied function with one', () => {
    expect(() => renderToStaticMarkup(<Probe event={event} />)).not.toThrow();
    expect(noopTrack(event)).toBeUndefined();
    const track = vi.fn();
    renderToStaticMarkup(
      <ContentAnalytics track={track}>
        <Probe event={event} />
      </ContentAnalytics>,
    );
    expect(track).toHaveBeenCalledWith(event);
  });

  it('CC-ANALYTICS-03 CC-ANALYTICS-04 the once guard lets one call through until it is reset', () => {
    const guard = createOnceGuard();
    const fn = vi.fn();
    expect(guard.run(fn)).toBe(true);
    expect(guard.run(fn)).toBe(false);
    expect(fn).toHaveBeenCalledTimes(1);
    guard.reset();
    expect(guard.run(fn)).toBe(true);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
