import {
  BEST_FILTER_TO_PERIOD,
  FEED_PAGE_SIZE_DEFAULT,
  FEED_TAG_LIST_SIZE,
  SIMILAR_PAGE_SIZE,
  type BestFilterKey,
  type BestPeriod,
  type NewsBestTab,
  type PopularFilterKey,
  type SimilarType,
} from '@growday/contracts/client';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  getCommunityPost,
  getNews,
  listCommunityBest,
  listNews,
  listNewsHeadlines,
  listPostsByFilter,
  listSimilarPosts,
  listTags,
  type PostListFilter,
} from '../api/content';
import type { ApiClient } from '../api/client';
import { listRecommendedPosts } from '../api/my-feed';
import { myFeedKeys } from './my-feed';
import { nextCursor } from './pages';
import { postKeys, type PostPage, type PostPageParam } from './posts';

/** Rows of a home best section and of the /best page (the API's default, named here once). */
export const COMMUNITY_BEST_SIZE = 10;
export const NEWS_HEADLINES_SIZE = 5;

/** Similar and best lists are cached forever (CC-BEST-08, CC-POP-14). */
const FOREVER = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

/** Community best lists and community posts. */
export const bestKeys = {
  all: ['best'] as const,
  lists: () => [...bestKeys.all, 'list'] as const,
  list: (period: BestPeriod, first: number) => [...bestKeys.lists(), period, { first }] as const,
  posts: () => [...bestKeys.all, 'post'] as const,
  post: (id: number) => [...bestKeys.posts(), id] as const,
};

/** The popular panel's similar lists. */
export const similarKeys = {
  all: ['similar'] as const,
  /** `filterKey`: the panel's own filter key (a COMMUNITY key such as weekly), cached apart. */
  list: (postId: number, similarType: SimilarType | null, filterKey: string, first: number) =>
    [...similarKeys.all, postId, similarType, filterKey, { first }] as const,
};

/** News: the news list, one news item and the news best headlines. */
export const newsKeys = {
  all: ['news'] as const,
  list: (first: number) => [...newsKeys.all, 'list', { first }] as const,
  detail: (id: number) => [...newsKeys.all, 'detail', id] as const,
  headlines: (tab: NewsBestTab, first: number) => [...newsKeys.all, 'headlines', tab, { first }] as const,
};

export const tagKeys = {
  all: ['tags'] as const,
  list: (first: number) => [...tagKeys.all, 'list', { first }] as const,
};

/**
 * Post lists of /post share the posts domain's `['posts', 'list']` prefix, so whatever drops the
 * cached post lists (bookmark changes) drops these too.
 */
export const postListKeys = {
  byFilter: (filter: PostListFilter, first: number) => [...postKeys.lists(), filter.kind, filter, { first }] as const,
};

/** A community best list by filter key, through BEST_FILTER_TO_PERIOD (CC-BEST-09..13). */
export function communityBestOptions(api: ApiClient, filter: BestFilterKey, first: number = COMMUNITY_BEST_SIZE) {
  const period = BEST_FILTER_TO_PERIOD[filter];
  return queryOptions({
    queryKey: bestKeys.list(period, first),
    queryFn: ({ signal }) => listCommunityBest(api, period, { first, signal }),
    ...FOREVER,
  });
}

export function communityPostOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: bestKeys.post(id),
    queryFn: ({ signal }) => getCommunityPost(api, id, { signal }),
  });
}

export function newsHeadlinesOptions(api: ApiClient, tab: NewsBestTab, first: number = NEWS_HEADLINES_SIZE) {
  return queryOptions({
    queryKey: newsKeys.headlines(tab, first),
    queryFn: ({ signal }) => listNewsHeadlines(api, tab, { first, signal }),
    ...FOREVER,
  });
}

export interface SimilarListParams {
  postId: number;
  similarType?: SimilarType | undefined;
  filter: PopularFilterKey;
  /** The filter key the viewer chose, when it differs from the `filter` sent (COMMUNITY tab). */
  filterKey?: string | undefined;
  first?: number;
}

export function similarPostsOptions(
  api: ApiClient,
  { postId, similarType, filter, filterKey = filter, first = SIMILAR_PAGE_SIZE }: SimilarListParams,
) {
  return queryOptions({
    queryKey: similarKeys.list(postId, similarType ?? null, filterKey, first),
    queryFn: ({ signal }) => listSimilarPosts(api, { postId, similarType, filter, first, signal }),
    ...FOREVER,
  });
}

export function tagsOptions(api: ApiClient, first: number = FEED_TAG_LIST_SIZE) {
  return queryOptions({
    queryKey: tagKeys.list(first),
    queryFn: ({ signal }) => listTags(api, { first, signal }),
  });
}

export function newsOptions(api: ApiClient, id: number) {
  return queryOptions({
    queryKey: newsKeys.detail(id),
    queryFn: ({ signal }) => getNews(api, id, { signal }),
  });
}

/**
 * Where a post feed's pages come from: the latest feed, the news list, the viewer's My Feed, or the
 * posts of a tag, source, author or tag group. Plain data, so a server page can hand it to a client feed.
 */
export type PostFeedSource = { kind: 'latest' } | { kind: 'news' } | { kind: 'myFeed' } | PostListFilter;

function feedKey(source: PostFeedSource, first: number) {
  switch (source.kind) {
    case 'latest':
      return postKeys.latest(first);
    case 'news':
      return newsKeys.list(first);
    case 'myFeed':
      return myFeedKeys.postsPage(first);
    default:
      return postListKeys.byFilter(source, first);
  }
}

function fetchFeedPage(
  api: ApiClient,
  source: PostFeedSource,
  params: { first: number; after: PostPageParam; signal: AbortSignal },
): Promise<PostPage> {
  switch (source.kind) {
    case 'latest':
      return api.listLatestPosts(params);
    case 'news':
      return listNews(api, params);
    case 'myFeed':
      return listRecommendedPosts(api, params);
    default:
      return listPostsByFilter(api, source, params);
  }
}

/**
 * The infinite query of any post feed (the home feed's shape, generalised by source): the same
 * key as `latestPostsInfiniteOptions` for the latest feed, so both share one cache entry.
 */
export function postFeedInfiniteOptions(
  api: ApiClient,
  source: PostFeedSource,
  first: number = FEED_PAGE_SIZE_DEFAULT,
) {
  return infiniteQueryOptions({
    queryKey: feedKey(source, first),
    queryFn: ({ pageParam, signal }) => fetchFeedPage(api, source, { first, after: pageParam, signal }),
    initialPageParam: null as PostPageParam,
    getNextPageParam: nextCursor,
  });
}
