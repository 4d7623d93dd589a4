'use client';

import { COPY, FEED_PAGE_SIZE_DEFAULT, type Post } from '@growday/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useHost } from '../host/host-provider';
import { PostCard } from '../posts/post-card';
import { scrapListInfiniteOptions, type ScrapListKind } from '../queries/scrap';

export interface ScrapListFeedProps {
  kind: ScrapListKind;
  /** Accessible name of the list region. */
  label: string;
  pageSize?: number;
}

/** How far below the viewport the next page starts loading (as the home feed). */
const PRELOAD_MARGIN = '800px 0px';
const EMPTY_TEXT: Record<ScrapListKind, string> = {
  queue: COPY.scrap.queueEmpty,
  recent: COPY.scrap.recentEmpty,
};

/**
 * A /me/list page's posts: the scraps (queue) or the reading history (recent), fetched in the
 * browser for the signed-in viewer, with infinite scroll. On the queue a post whose scrap was
 * removed leaves the list (CC-BOOK-12, SH-BOOK-03): the toggle feeds its state into this cache.
 */
export function ScrapListFeed({ kind, label, pageSize = FEED_PAGE_SIZE_DEFAULT }: ScrapListFeedProps) {
  const { apiClient } = useHost();
  const { data, status, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } =
    useInfiniteQuery(scrapListInfiniteOptions(apiClient, kind, pageSize));

  const posts = useMemo(() => {
    const seen = new Set<number>();
    const list: Post[] = [];
    for (const page of data?.pages ?? []) {
      for (const { node } of page.edges) {
        if (seen.has(node.id) || (kind === 'queue' && !node.viewerHasBookmarked)) continue;
        seen.add(node.id);
        list.push(node);
      }
    }
    return list;
  }, [data, kind]);

  const sentinelRef = useRef<HTMLDivElement>(null);
  const canAutoLoad = status === 'success' && hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !canAutoLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canAutoLoad, fetchNextPage]);

  const retry = () => void (status === 'error' ? refetch() : fetchNextPage());
  let footer: ReactNode = null;
  if (status === 'error' || isFetchNextPageError) {
    footer = (
      <div className="gd-feed__message gd-feed__message--error" role="alert">
        <p>{COPY.feed.loadFailed}</p>
        <button type="button" className="gd-button" onClick={retry}>
          {COPY.common.retry}
        </button>
      </div>
    );
  } else if (status === 'pending' || isFetchingNextPage) {
    footer = (
      <p className="gd-feed__message" role="status">
        {COPY.feed.loadingMore}
      </p>
    );
  } else if (hasNextPage) {
    footer = (
      <div className="gd-feed__message">
        <button type="button" className="gd-button gd-feed__more" onClick={() => void fetchNextPage()}>
          {COPY.common.more}
        </button>
      </div>
    );
  } else if (posts.length === 0) {
    footer = (
      <p className="gd-feed__message gd-feed__empty gd-scrap-list__empty" data-testid="scrap-empty">
        {EMPTY_TEXT[kind]}
      </p>
    );
  }

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
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      ) : null}
      {footer}
      <div ref={sentinelRef} className="gd-feed__sentinel" aria-hidden="true" />
    </section>
  );
}
