import { describe, expect, it } from 'vitest';
import { ROUTES, WEB_VITAL_BUCKET_EDGES, WEB_VITAL_METRICS, WEB_VITAL_THRESHOLDS, webVitalPageOf } from '../src/index';

describe('webVitalPageOf', () => {
  it('names the route of every page a reader loads, not its id', () => {
    const cases: [string, string][] = [
      [ROUTES.home, 'home'],
      [ROUTES.news, 'news'],
      [ROUTES.newsItem(358), 'news_item'],
      [ROUTES.newsComments(358), 'news_item'],
      [ROUTES.feed(360), 'feed_item'],
      [ROUTES.best, 'best'],
      [ROUTES.bestItem(12), 'best_item'],
      [ROUTES.communityEdit(12), 'best_item'],
      [new URL(ROUTES.postsByTag('리액트'), 'http://x').pathname, 'post'],
      [new URL(ROUTES.search('면접'), 'http://x').pathname, 'search'],
      [ROUTES.scrapQueue, 'my'],
      [ROUTES.myProfile, 'my'],
      [ROUTES.notification, 'my'],
      [ROUTES.community, 'other'],
      [ROUTES.termsPrivacy, 'other'],
      ['/feed', 'other'],
      [`${ROUTES.news}/`, 'news'],
    ];
    for (const [path, page] of cases) expect(webVitalPageOf(path), path).toBe(page);
  });
});

describe('WEB_VITAL_BUCKET_EDGES', () => {
  it('ascend, and hold both thresholds of their metric, so the good and poor shares are exact', () => {
    for (const metric of WEB_VITAL_METRICS) {
      const edges = WEB_VITAL_BUCKET_EDGES[metric];
      expect(
        edges.every((edge, i) => i === 0 || edge > edges[i - 1]!),
        metric,
      ).toBe(true);
      for (const threshold of WEB_VITAL_THRESHOLDS[metric]) expect(edges, metric).toContain(threshold);
    }
  });
});
