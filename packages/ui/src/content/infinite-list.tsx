'use client';

import * as COPY from '@growday/contracts/copy';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

/** What an infinite list needs from TanStack Query's useInfiniteQuery result. */
export interface InfiniteListState {
  status: 'pending' | 'error' | 'success';
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/** How far below the viewport the next page starts loading. */
const PRELOAD_MARGIN = '800px 0px';

/**
 * A sentinel below the list that loads the next page when it nears the viewport; pass `enabled`
 * false to leave paging to the More button alone.
 */
export function useLoadMoreSentinel(state: InfiniteListState, enabled = true): RefObject<HTMLDivElement | null> {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const { status, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = state;
  const canAutoLoad = enabled && status === 'success' && hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
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
  return sentinelRef;
}

export interface InfiniteListFooterProps {
  state: InfiniteListState;
  itemCount: number;
  /** The failure line above the retry button. */
  failedText: string;
  /** Shown when the whole list is empty. */
  empty: ReactNode;
  /** Shown after the last page of a non-empty list (nothing by default). */
  end?: ReactNode;
  /** Extra class of the More button. */
  moreClassName?: string;
}

/** The line under an infinite list: failure with retry, loading, More, the end, or the empty state. */
export function InfiniteListFooter({
  state,
  itemCount,
  failedText,
  empty,
  end = null,
  moreClassName,
}: InfiniteListFooterProps) {
  const { status, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = state;
  if (status === 'error' || isFetchNextPageError) {
    const retry = () => void (status === 'error' ? refetch() : fetchNextPage());
    return (
      <div className="gd-feed__message gd-feed__message--error" role="alert">
        <p>{failedText}</p>
        <button type="button" className="gd-button" onClick={retry}>
          {COPY.common.retry}
        </button>
      </div>
    );
  }
  if (status === 'pending' || isFetchingNextPage) {
    return (
      <p className="gd-feed__message" role="status">
        {COPY.feed.loadingMore}
      </p>
    );
  }
  if (hasNextPage) {
    return (
      <div className="gd-feed__message">
        <button
          type="button"
          className={moreClassName ? `gd-button ${moreClassName}` : 'gd-button'}
          onClick={() => void fetchNextPage()}
        >
          {COPY.common.more}
        </button>
      </div>
    );
  }
  return <>{itemCount > 0 ? end : empty}</>;
}
