'use client';

import * as COPY from '@growday/contracts/copy';
import { FEED_PAGE_SIZE_DEFAULT } from '@growday/contracts/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useHost } from '../host/host-provider';
import { PostCard, type PostCardProps } from '../posts/post-card';
import { postFeedInfiniteOptions, type PostFeedSource } from '../queries/content';
import { nodesOfPages } from '../queries/pages';
import { firstPageAsInfiniteData, type PostPage } from '../queries/posts';
import { InfiniteListFooter, useLoadMoreSentinel } from './infinite-list';

export interface PostListFeedProps {
  /** Which feed: latest, news, or a tag / source / author / tag group list. */
  source: PostFeedSource;
  /** The first page, fetched by the server render; the feed fetches it itself when absent. */
  initialPage?: PostPage | null;
  pageSize?: number;
  /** Accessible name of the feed region. */
  label?: string;
  /** Shown instead of the generic empty text when the list has no posts. */
  emptyText?: string;
  /** Load the next page when the end nears the viewport (default); false leaves it to a More button. */
  autoLoad?: boolean;
  /** The cards' title level: 2 where the list sits right under the page's h1 (PostCard). */
  titleLevel?: PostCardProps['titleLevel'];
}

/** Cards rendered with an eager image (above the fold). */
const EAGER_IMAGE_COUNT = 4;

/**
 * A post feed with infinite scroll for any source (the home feed's behaviour with the query
 * passed in): server-rendered first page, next pages when the sentinel nears the viewport, a
 * retry on failure and an end or empty message.
 */
export function PostListFeed({
  source,
  initialPage,
  pageSize = FEED_PAGE_SIZE_DEFAULT,
  label,
  emptyText = COPY.feed.empty,
  autoLoad = true,
  titleLevel,
}: PostListFeedProps) {
  const { apiClient } = useHost();
  const query = useInfiniteQuery({
    ...postFeedInfiniteOptions(apiClient, source, pageSize),
    initialData: initialPage ? firstPageAsInfiniteData(initialPage) : undefined,
  });
  const { data, status, isFetchingNextPage } = query;

  const posts = useMemo(() => nodesOfPages(data?.pages), [data]);

  const sentinelRef = useLoadMoreSentinel(query, autoLoad);
  const footer = (
    <InfiniteListFooter
      state={query}
      itemCount={posts.length}
      failedText={COPY.feed.loadFailed}
      moreClassName="gd-feed__more"
      end={<p className="gd-feed__message gd-feed__end">{COPY.feed.end}</p>}
      empty={<p className="gd-feed__message gd-feed__empty">{emptyText}</p>}
    />
  );

  return (
    <section
      className="gd-feed"
      aria-label={label}
      aria-busy={status === 'pending' || isFetchingNextPage}
      data-feed={source.kind}
    >
      {posts.length > 0 ? (
        <div className="gd-feed__grid">
          {posts.map((post, index) => (
            <PostCard key={post.id} post={post} eagerImage={index < EAGER_IMAGE_COUNT} titleLevel={titleLevel} />
          ))}
        </div>
      ) : null}
      {footer}
      <div ref={sentinelRef} className="gd-feed__sentinel" aria-hidden="true" />
    </section>
  );
}
