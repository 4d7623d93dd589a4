'use client';

import * as COPY from '@growday/contracts/copy';
import { FEED_PAGE_SIZE_DEFAULT } from '@growday/contracts/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { InfiniteListFooter, useLoadMoreSentinel } from '../content/infinite-list';
import { useHost } from '../host/host-provider';
import { PostCard } from '../posts/post-card';
import { nodesOfPages } from '../queries/pages';
import { scrapListInfiniteOptions, type ScrapListKind } from '../queries/scrap';

export interface ScrapListFeedProps {
  kind: ScrapListKind;
  /** Accessible name of the list region. */
  label: string;
  pageSize?: number;
}

const EMPTY_TEXT: Record<ScrapListKind, string> = {
  queue: COPY.scrap.queueEmpty,
  recent: COPY.scrap.recentEmpty,
};

/**
 * A /me/list page's posts: the scraps (queue) or the reading history (recent), fetched in the
 * browser for the signed-in viewer, with infinite scroll. On the queue a post whose scrap was
 * removed leaves the list (CC-BOOK-12, SH-BOOK-03): the toggle feeds its state into this cache.
 * The list sits right under the page's h1, so the cards' titles are h2.
 */
export function ScrapListFeed({ kind, label, pageSize = FEED_PAGE_SIZE_DEFAULT }: ScrapListFeedProps) {
  const { apiClient } = useHost();
  const query = useInfiniteQuery(scrapListInfiniteOptions(apiClient, kind, pageSize));
  const { data, status, isFetchingNextPage } = query;

  const posts = useMemo(
    () => nodesOfPages(data?.pages, (node) => kind !== 'queue' || node.viewerHasBookmarked),
    [data, kind],
  );

  const sentinelRef = useLoadMoreSentinel(query);
  const footer = (
    <InfiniteListFooter
      state={query}
      itemCount={posts.length}
      failedText={COPY.feed.loadFailed}
      moreClassName="gd-feed__more"
      empty={
        <p className="gd-feed__message gd-feed__empty gd-scrap-list__empty" data-testid="scrap-empty">
          {EMPTY_TEXT[kind]}
        </p>
      }
    />
  );

  return (
    <section
      className="gd-feed gd-scrap-list"
      aria-label={label}
      aria-busy={status === 'pending' || isFetchingNextPage}
      data-feed={kind}
    >
      {posts.length > 0 ? (
        <div className="gd-feed__grid">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} titleLevel={2} />
          ))}
        </div>
      ) : null}
      {footer}
      <div ref={sentinelRef} className="gd-feed__sentinel" aria-hidden="true" />
    </section>
  );
}
