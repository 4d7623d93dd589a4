/**
 * Field web vitals (issue 13): what real browsers measured on the website's pages, reported through
 * the analytics queue as `supple_web_vital` events and rolled up per day into histograms, so
 * /admin/analytics shows each page's 75th percentile as a phone or a desktop met it. Lighthouse on
 * one machine cannot show this (docs/decisions.md, "Field web vitals"). No zod here: the browser's
 * reporter imports it; analytics-schemas.ts holds the event's schema, analytics.ts its name
 * (WEB_VITAL_EVENT).
 */
import type { AnalyticsPlatform } from './analytics';
import { ROUTES } from './paths';

/** The metrics the `web-vitals` library reports: loading, layout stability, responsiveness. */
export const WEB_VITAL_METRICS = ['LCP', 'FCP', 'TTFB', 'CLS', 'INP'] as const;
export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number];

/**
 * Good and poor thresholds (web.dev's, the same as the library's `LCPThresholds` and others): a
 * value up to the first is good, above the second poor. Milliseconds, but CLS, which has no unit.
 */
export const WEB_VITAL_THRESHOLDS: Record<WebVitalMetric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
  CLS: [0.1, 0.25],
  INP: [200, 500],
};

/**
 * Histogram bucket edges of the daily rollup, ascending: bucket 0 holds values below the first edge,
 * bucket i values from edge i-1 up to edge i, the last one everything from the last edge up. The
 * thresholds are edges, so the good and poor shares are exact; the 75th percentile is read between
 * a bucket's edges (at most a step of about a quarter off). Changing an edge changes only the days
 * rolled up after it.
 */
export const WEB_VITAL_BUCKET_EDGES: Record<WebVitalMetric, readonly number[]> = {
  LCP: [500, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10000, 15000],
  FCP: [300, 500, 800, 1000, 1200, 1500, 1800, 2200, 2600, 3000, 4000, 5000, 7000, 10000],
  TTFB: [50, 100, 200, 300, 400, 600, 800, 1000, 1400, 1800, 2500, 4000, 6000],
  CLS: [0.001, 0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.35, 0.5, 1],
  INP: [16, 40, 80, 120, 160, 200, 300, 400, 500, 700, 1000, 2000],
};

/** The largest value the server keeps for a metric: a tab left open for a day reports nonsense. */
export const WEB_VITAL_MAX_VALUE: Record<WebVitalMetric, number> = {
  LCP: 120_000,
  FCP: 120_000,
  TTFB: 120_000,
  CLS: 100,
  INP: 120_000,
};

/**
 * The pages a value is counted under: the route of the page load (not its id, so a day's rows stay
 * few), the same names the routes have in app/.
 */
export const WEB_VITAL_PAGES = [
  'home',
  'news',
  'news_item',
  'post',
  'feed_item',
  'best',
  'best_item',
  'search',
  'my',
  'other',
] as const;
export type WebVitalPage = (typeof WEB_VITAL_PAGES)[number];

/** The devices a value is counted under... */
export const WEB_VITAL_FORMS = ['phone', 'desktop'] as const;
export type WebVitalForm = (typeof WEB_VITAL_FORMS)[number];
/** ...from the event's platform field, which says ios or aos inside the app or on a phone (SH-ANALYTICS-09). */
export const WEB_VITAL_FORM_OF_PLATFORM: Record<AnalyticsPlatform, WebVitalForm> = {
  ios: 'phone',
  aos: 'phone',
  web: 'desktop',
};

/** A route's first path segment (`/news/{id}` -> news). */
const segmentOf = (route: string) => route.split(/[/?]/)[1] ?? '';

/**
 * First segment -> the page of the list (no second segment) and of one item (a second segment).
 * Built on first use: a table built at load would keep this module in every bundle that imports the
 * contracts' client entry, used or not.
 */
let pagesBySegment: Map<string, { list: WebVitalPage; item: WebVitalPage }> | undefined;
const pagesOf = () =>
  (pagesBySegment ??= new Map([
    [segmentOf(ROUTES.news), { list: 'news', item: 'news_item' }],
    [segmentOf(ROUTES.postsByTag('')), { list: 'post', item: 'post' }],
    [segmentOf(ROUTES.feed(0)), { list: 'other', item: 'feed_item' }],
    [segmentOf(ROUTES.best), { list: 'best', item: 'best_item' }],
    [segmentOf(ROUTES.search('')), { list: 'search', item: 'search' }],
    [segmentOf(ROUTES.scrapQueue), { list: 'my', item: 'my' }],
    [segmentOf(ROUTES.notification), { list: 'my', item: 'my' }],
  ]));

/** The route a page load's path belongs to (`/feed/360` -> feed_item, `/best/12/edit` -> best_item). */
export function webVitalPageOf(pathname: string): WebVitalPage {
  const path = pathname.replace(/\/+$/, '') || ROUTES.home;
  if (path === ROUTES.home) return 'home';
  const [first = '', second] = path.split('/').slice(1);
  const pages = pagesOf().get(first);
  if (!pages) return 'other';
  return second === undefined ? pages.list : pages.item;
}
