import { BEST_FILTER_LABEL, BEST_FILTER_TO_PERIOD, NEWS_BEST_TABS } from '@growday/contracts';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../src/api/client';
import { BEST_FILTER_KEYS, bestFilterOfPeriod, bestPeriodOf } from '../src/content/best-filters';
import { popularRequest } from '../src/content/popular-filters';
import {
  bestKeys,
  communityBestOptions,
  newsHeadlinesOptions,
  postFeedInfiniteOptions,
  similarKeys,
  similarPostsOptions,
} from '../src/queries/content';
import { latestPostsInfiniteOptions, postKeys } from '../src/queries/posts';

const api = createApiClient({ baseUrl: '', fetch: async () => new Response('{}') });

describe('best filters', () => {
  it.each([
    ['CC-BEST-09', 'recent', 'RECENT'],
    ['CC-BEST-10', 'weekly', 'LAST_WEEK'],
    ['CC-BEST-11', 'monthly', 'LAST_MONTH'],
    ['CC-BEST-12', 'comment', 'REPLY_COUNT'],
    ['CC-BEST-13', 'vote', 'VOTE_COUNT'],
  ] as const)('%s filter key %s maps to period %s and the list key holds that period', (_id, key, period) => {
    expect(bestPeriodOf(key)).toBe(period);
    expect(bestFilterOfPeriod(period)).toBe(key);
    expect(communityBestOptions(api, key).queryKey).toEqual(bestKeys.list(period, 10));
  });

  it('the tabs come in the spec order 실시간, 주간, 월간, 댓글순, 추천순', () => {
    expect(BEST_FILTER_KEYS.map((key) => BEST_FILTER_LABEL[key])).toEqual([
      '실시간',
      '주간',
      '월간',
      '댓글순',
      '추천순',
    ]);
    expect(Object.keys(BEST_FILTER_TO_PERIOD)).toEqual(BEST_FILTER_KEYS);
  });
});

describe('cache rules', () => {
  it('CC-BEST-08 community best lists are cached forever', () => {
    const options = communityBestOptions(api, 'recent');
    expect(options.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(options.gcTime).toBe(Number.POSITIVE_INFINITY);
    for (const tab of NEWS_BEST_TABS) expect(newsHeadlinesOptions(api, tab).staleTime).toBe(Number.POSITIVE_INFINITY);
  });

  it('CC-POP-14 similar lists are cached forever, one entry per post, type and filter key', () => {
    const options = similarPostsOptions(api, {
      postId: 1,
      similarType: 'COMMUNITY',
      filter: 'view',
      filterKey: 'weekly',
    });
    expect(options.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(options.gcTime).toBe(Number.POSITIVE_INFINITY);
    expect(options.queryKey).toEqual(similarKeys.list(1, 'COMMUNITY', 'weekly', 5));
    expect(options.queryKey).not.toEqual(
      similarPostsOptions(api, { postId: 1, similarType: 'COMMUNITY', filter: 'view', filterKey: 'recent' }).queryKey,
    );
  });

  it('the latest feed source shares the home feed cache entry; /post lists sit under the post-list prefix', () => {
    expect(postFeedInfiniteOptions(api, { kind: 'latest' }, 20).queryKey).toEqual(
      latestPostsInfiniteOptions(api, 20).queryKey,
    );
    const byTag = postFeedInfiniteOptions(api, { kind: 'tag', tagName: 'AI' }, 20).queryKey;
    expect(byTag.slice(0, 2)).toEqual([...postKeys.lists()]);
    expect(byTag).not.toEqual(postFeedInfiniteOptions(api, { kind: 'tag', tagName: 'Go' }, 20).queryKey);
  });
});

describe('popular panel requests', () => {
  it('CC-POP-02 CC-POP-03 the SIMILAR tab asks type SIMILAR with its own filter (view by default)', () => {
    expect(popularRequest({ tab: 'SIMILAR', filter: 'view' })).toEqual({ similarType: 'SIMILAR', filter: 'view' });
    expect(popularRequest({ tab: 'SIMILAR', filter: 'comment' })).toEqual({
      similarType: 'SIMILAR',
      filter: 'comment',
    });
  });

  it('CC-POP-04 CC-POP-05 the COMMUNITY tab asks type COMMUNITY with its own filter key', () => {
    for (const key of ['recent', 'weekly', 'monthly', 'comment', 'vote'] as const) {
      expect(popularRequest({ tab: 'COMMUNITY', filter: key })).toEqual({ similarType: 'COMMUNITY', filter: key });
    }
  });
});
