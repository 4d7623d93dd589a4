import {
  ERROR_CODE,
  FEED_PAGE_SIZE_DEFAULT,
  FEED_TAG_LIST_SIZE,
  SIMILAR_PAGE_SIZE,
  COMMUNITY_PATHS,
  NEWS_PATHS,
  POST_PATHS,
  TAG_PATHS,
  fillPath,
  type BestPeriod,
  type CommunityBestPost,
  type CommunityPost,
  type Connection,
  type NewsBestTab,
  type NewsHeadline,
  type PopularItem,
  type Post,
  type PopularFilterKey,
  type SimilarType,
  type Tag,
  type TagGroup,
} from '@growday/contracts/client';
import { ApiError } from './api-error';
import type { AnswerSchemaOf } from './check-answer';
import type { ApiClient } from './client';

/**
 * The content calls (lists by tag, source, author and tag group; tags; news; similar and best
 * lists; community posts). Plain functions over an `ApiClient`, framework-free, so server renders,
 * query options and tests share them.
 */

type Signal = { signal?: AbortSignal | undefined };

/** A page of posts, as every post list answers (checked in development and tests: check-answer.ts). */
const postConnection: AnswerSchemaOf<Connection<Post>> = (c) => c.connectionSchema(c.postSchema);

export interface PageParams extends Signal {
  first?: number;
  after?: string | null | undefined;
}

/** Which post list of /post: exactly one of tag, source, author or tag group. */
export type PostListFilter =
  | { kind: 'tag'; tagName: string }
  | { kind: 'source'; sourceName: string }
  | { kind: 'author'; authorName: string }
  | { kind: 'tagGroup'; tagGroup: number; groupName?: string | undefined };

/** The path and the query parameter of one list filter. */
export function postListRequest(filter: PostListFilter): {
  path: string;
  query: Record<string, string | number>;
} {
  switch (filter.kind) {
    case 'tag':
      return { path: POST_PATHS.postsByTag, query: { tagName: filter.tagName } };
    case 'source':
      return { path: POST_PATHS.postsBySource, query: { sourceName: filter.sourceName } };
    case 'author':
      return { path: POST_PATHS.postsByAuthor, query: { authorName: filter.authorName } };
    case 'tagGroup':
      return { path: POST_PATHS.postsByTagGroup, query: { tagGroup: filter.tagGroup } };
  }
}

/** One page of posts of a tag, source, author or tag group. */
export function listPostsByFilter(
  api: ApiClient,
  filter: PostListFilter,
  { first = FEED_PAGE_SIZE_DEFAULT, after, signal }: PageParams = {},
): Promise<Connection<Post>> {
  const { path, query } = postListRequest(filter);
  return api.request<Connection<Post>>(path, { query: { ...query, first, after }, signal, answer: postConnection });
}

/** The feed tag list: FEED_TAG_LIST_SIZE (100) tags by default (CC-CONST-03). */
export async function listTags(
  api: ApiClient,
  { first = FEED_TAG_LIST_SIZE, signal }: Signal & { first?: number } = {},
): Promise<Tag[]> {
  const connection = await api.request<Connection<Tag>>(TAG_PATHS.tags, {
    query: { first },
    signal,
    answer: (c) => c.connectionSchema(c.tagSchema),
  });
  return connection?.edges?.map((edge) => edge.node) ?? [];
}

export async function listTagGroups(api: ApiClient, { signal }: Signal = {}): Promise<TagGroup[]> {
  return (
    (await api.request<TagGroup[]>(TAG_PATHS.tagGroups, { signal, answer: (c) => c.tagGroupSchema.array() })) ?? []
  );
}

export function listNews(
  api: ApiClient,
  { first = FEED_PAGE_SIZE_DEFAULT, after, signal }: PageParams = {},
): Promise<Connection<Post>> {
  return api.request<Connection<Post>>(NEWS_PATHS.news, { query: { first, after }, signal, answer: postConnection });
}

/** One news item, read as edges[0].node; the API answers 404 for ids that are not news. */
export async function getNews(api: ApiClient, id: number, { signal }: Signal = {}): Promise<Post> {
  // Unchecked: an empty or non-news answer is this call's 404, not a contract failure.
  const connection = await api.request<Connection<Post>>(fillPath(NEWS_PATHS.newsById, { id }), { signal });
  const node = connection?.edges?.[0]?.node;
  if (!node || node.type !== 'news') {
    throw new ApiError({ kind: 'http', status: 404, code: ERROR_CODE.notFound, message: 'News not found' });
  }
  return node;
}

/** Records one view of a news item; answers the new click count. */
export async function updateNewsViewCount(api: ApiClient, id: number): Promise<number> {
  const data = await api.request<{ clickCount: number }>(fillPath(NEWS_PATHS.newsViewCount, { id }), {
    method: 'POST',
    body: {},
  });
  return data.clickCount;
}

export interface SimilarParams extends Signal {
  postId: number;
  /** Absent: the path without the optional type segment (CC-POP-12). */
  similarType?: SimilarType | undefined;
  filter: PopularFilterKey;
  first?: number;
}

/** Path of a similar list: the base path, then the optional /{similarType}, then /{postId}. */
export function similarPostsPath(postId: number, similarType?: SimilarType): string {
  return similarType
    ? fillPath(POST_PATHS.similarPostsByType, { similarType, postId })
    : fillPath(POST_PATHS.similarPosts, { postId });
}

/** Similar posts, read from data.data edges (CC-POP-13); `request()` already unwraps the outer data. */
export async function listSimilarPosts(
  api: ApiClient,
  { postId, similarType, filter, first = SIMILAR_PAGE_SIZE, signal }: SimilarParams,
): Promise<PopularItem[]> {
  const data = await api.request<{ edges: { node: PopularItem }[] }>(similarPostsPath(postId, similarType), {
    query: { filter, first },
    signal,
  });
  return (data?.edges ?? []).map((edge) => edge.node).slice(0, first);
}

/** The community best list of one period, read from `results` (CC-BEST-06, CC-BEST-07). */
export async function listCommunityBest(
  api: ApiClient,
  period: BestPeriod,
  { first, signal }: Signal & { first?: number } = {},
): Promise<CommunityBestPost[]> {
  const data = await api.request<{ results: CommunityBestPost[] }>(
    fillPath(COMMUNITY_PATHS.communityBest, { period }),
    {
      query: { first },
      signal,
    },
  );
  return data?.results ?? [];
}

export function getCommunityPost(api: ApiClient, id: number, { signal }: Signal = {}): Promise<CommunityPost> {
  return api.request<CommunityPost>(fillPath(COMMUNITY_PATHS.communityPost, { id }), {
    signal,
    answer: (c) => c.communityPostSchema,
  });
}

export async function listNewsHeadlines(
  api: ApiClient,
  tab: NewsBestTab,
  { first, signal }: Signal & { first?: number } = {},
): Promise<NewsHeadline[]> {
  const data = await api.request<{ results: NewsHeadline[] }>(NEWS_PATHS.newsHeadlines, {
    query: { tab, first },
    signal,
  });
  return data?.results ?? [];
}
