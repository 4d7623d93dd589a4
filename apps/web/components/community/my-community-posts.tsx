'use client';

import {
  COMMUNITY_COPY,
  FEED_PAGE_SIZE_DEFAULT,
  COMMUNITY_PATHS,
  type CommunityPostSummary,
  type Connection,
} from '@growday/contracts/client';
import { InfiniteListFooter, nextCursor, nodesOfPages, useHost, type ApiClient } from '@growday/ui';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CommunityPostList } from './community-post-list';

type Page = Connection<CommunityPostSummary>;

export const myCommunityPostKeys = {
  all: ['my-community-posts'] as const,
  list: (first: number) => [...myCommunityPostKeys.all, { first }] as const,
};

/** listMyCommunityPosts: the viewer's own posts, newest first; fetched on every visit. */
function myCommunityPostsOptions(api: ApiClient, first: number) {
  return infiniteQueryOptions({
    queryKey: myCommunityPostKeys.list(first),
    queryFn: ({ pageParam, signal }): Promise<Page> =>
      api.request<Page>(COMMUNITY_PATHS.myCommunityPosts, { query: { first, after: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** /me/info/community: the posts the viewer wrote, each linking to its page. */
export function MyCommunityPosts({ pageSize = FEED_PAGE_SIZE_DEFAULT }: { pageSize?: number }) {
  const { apiClient } = useHost();
  const query = useInfiniteQuery(myCommunityPostsOptions(apiClient, pageSize));
  const posts = useMemo(() => nodesOfPages(query.data?.pages), [query.data]);
  return (
    <section className="gd-my-page__section" data-testid="my-community-posts">
      {posts.length > 0 ? <CommunityPostList posts={posts} empty={COMMUNITY_COPY.myPostsEmpty} /> : null}
      <InfiniteListFooter
        state={query}
        itemCount={posts.length}
        failedText={COMMUNITY_COPY.saveFailed}
        empty={<p className="gd-my-page__empty">{COMMUNITY_COPY.myPostsEmpty}</p>}
      />
    </section>
  );
}
