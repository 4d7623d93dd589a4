import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  apiPath,
  BEST_FILTER_TO_PERIOD,
  BREAKPOINTS_PX,
  COPY,
  errorEnvelopeSchema,
  listLatestPostsQuerySchema,
  postHref,
  REPORT_TYPE_LABEL,
  REPORT_TYPES,
  sourceInputSchema,
  sourcePatchSchema,
  ROUTES,
  SIMILAR_TYPES,
  UNNAMED_SHELL_CONSTANTS,
} from '../src';

describe('spec constants', () => {
  it('SH-CONST-01 CC-CONST-01 breakpoints are the ten of the shell spec, the content spec naming the first five', () => {
    expect(BREAKPOINTS_PX).toEqual([576, 675, 768, 1024, 1400, 1680, 1710, 1965, 2048, 2400]);
    expect(BREAKPOINTS_PX.slice(0, 5)).toEqual([576, 675, 768, 1024, 1400]);
  });

  it('SH-CONST-02 the unnamed constants 250, 300 and 8 are defined', () => {
    expect(UNNAMED_SHELL_CONSTANTS).toEqual([250, 300, 8]);
  });

  it('CC-CONST-02 the More label is 더보기', () => {
    expect(COPY.common.more).toBe('더보기');
  });
});

describe('best periods and similar types', () => {
  it.each([
    ['CC-BEST-09', 'recent', 'RECENT'],
    ['CC-BEST-10', 'weekly', 'LAST_WEEK'],
    ['CC-BEST-11', 'monthly', 'LAST_MONTH'],
    ['CC-BEST-12', 'comment', 'REPLY_COUNT'],
    ['CC-BEST-13', 'vote', 'VOTE_COUNT'],
  ] as const)('%s filter key %s maps to period %s', (_id, key, period) => {
    expect(BEST_FILTER_TO_PERIOD[key]).toBe(period);
  });

  it('CC-DATA-11 similar types are SIMILAR and COMMUNITY', () => {
    expect(SIMILAR_TYPES).toEqual(['SIMILAR', 'COMMUNITY']);
  });
});

describe('report labels keep the spec odd pairing', () => {
  it.each([
    ['CC-REPORT-02', 'VERBAL_ABUSE', '욕설/비하'],
    ['CC-REPORT-03', 'HATE_SPEECH', '음란성'],
    ['CC-REPORT-04', 'INFORMATION_LEAKAGE', '스팸/홍보/도배'],
    ['CC-REPORT-05', 'SPAM', '불법정보'],
    ['CC-REPORT-06', 'ILLEGAL_INFORMATION', '개인정보 노출'],
    ['CC-REPORT-07', 'ETC', '기타'],
  ] as const)('%s %s is labelled %s', (_id, type, label) => {
    expect(REPORT_TYPE_LABEL[type]).toBe(label);
  });

  it('CC-REPORT-01 there are six reasons', () => {
    expect(REPORT_TYPES).toHaveLength(6);
    expect(Object.keys(REPORT_TYPE_LABEL)).toEqual([...REPORT_TYPES]);
  });
});

describe('paths and links', () => {
  it('CC-SHARE-01 CC-SHARE-02 a news item links to /news/{id}, any other type to /feed/{id}', () => {
    expect(postHref({ id: 7, type: 'news' })).toBe('/news/7');
    expect(postHref({ id: 7, type: 'post' })).toBe('/feed/7');
  });

  it('apiPath fills and encodes parameters and refuses a missing one', () => {
    expect(apiPath('postById', { postId: 42 })).toBe('/api/v1/posts/byPostId/42');
    expect(apiPath('clickPost', { postId: 'a/b' })).toBe('/api/v1/posts/clickPost/a%2Fb');
    expect(() => apiPath('postById')).toThrow('missing path parameter postId');
  });

  it('CC-ROUTE-03 CC-ROUTE-05 CC-ROUTE-06 post-list links encode the Korean query value', () => {
    expect(ROUTES.postsByTag('면접')).toBe(`/post?tagName=${encodeURIComponent('면접')}`);
    expect(new URL(ROUTES.postsBySource('코드숲 블로그'), 'http://x').searchParams.get('sourceName')).toBe(
      '코드숲 블로그',
    );
    expect(new URL(ROUTES.postsByAuthor('김 개발'), 'http://x').searchParams.get('authorName')).toBe('김 개발');
  });

  it('SH-API-09 the main post endpoints are defined', () => {
    expect(API_PATHS.latestPosts).toBe('/api/v1/main/latestPosts');
    expect(API_PATHS.todayPosts).toBe('/api/v1/main/todayPosts');
    expect(API_PATHS.popularPosts).toBe('/api/v1/main/popularPosts');
    expect(API_PATHS.recommendedPosts).toBe('/api/v1/main/recommendedPosts');
  });
});

describe('schemas', () => {
  it('page query defaults first and refuses out-of-range values', () => {
    expect(listLatestPostsQuerySchema.parse({})).toEqual({ first: 20 });
    expect(listLatestPostsQuerySchema.safeParse({ first: '51' }).success).toBe(false);
    expect(listLatestPostsQuerySchema.safeParse({ type: 'video' }).success).toBe(false);
  });

  it('the error envelope requires status, code and message', () => {
    expect(errorEnvelopeSchema.safeParse({ error: { status: 400, code: 'BAD_REQUEST', message: 'x' } }).success).toBe(
      true,
    );
    expect(errorEnvelopeSchema.safeParse({ error: { status: 400 } }).success).toBe(false);
  });
});

describe('source edits', () => {
  it('an edit that leaves tags out keeps them (no default list filled in)', () => {
    expect(sourcePatchSchema.parse({ name: 'x' })).toEqual({ name: 'x' });
    expect(sourcePatchSchema.parse({ tags: ['react'] })).toEqual({ tags: ['react'] });
    expect(sourceInputSchema.parse({ name: 'x', feedUrl: 'https://a.example/feed', type: 'post' }).tags).toEqual([]);
  });
});
