import { WEB_VITAL_EVENT, WEB_VITAL_MAX_VALUE, webVitalPageOf } from '@growday/contracts/client';
import type { AnalyticsClient } from '@growday/ui/core';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

/** The path of the page load the metrics belong to: a client-side navigation since does not change it. */
function loadedPathname(): string {
  const entry = performance.getEntriesByType('navigation')[0];
  try {
    return entry ? new URL(entry.name).pathname : window.location.pathname;
  } catch {
    return window.location.pathname;
  }
}

/**
 * Field web vitals (docs/decisions.md, "Field web vitals"): the `web-vitals` library's final value
 * of each metric for this page load, queued as one supple_web_vital event each. The library reads
 * buffered performance entries, so starting after hydration misses no paint. LCP, CLS and INP
 * become final on the first input or when the page hides; the library hears `visibilitychange` on
 * the window's capture phase, before the analytics provider's listener on the document sends the
 * queue by beacon, so they leave in that same beacon.
 */
export function startWebVitals(analytics: Pick<AnalyticsClient, 'track'>, pathname = loadedPathname()): void {
  const page = webVitalPageOf(pathname);
  const report = (metric: Metric) => {
    // Milliseconds to the millisecond; CLS (no unit) to four places.
    const value = metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
    if (!(value >= 0) || value > WEB_VITAL_MAX_VALUE[metric.name]) return;
    analytics.track(WEB_VITAL_EVENT, { metric: metric.name, value, page });
  };
  onTTFB(report);
  onFCP(report);
  onLCP(report);
  onCLS(report);
  onINP(report);
}
