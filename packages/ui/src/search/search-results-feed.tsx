'use client';

import * as COPY from '@growday/contracts/copy';
import { SEARCH_PAGE_SIZE, type SearchResults } from '@growday/contracts/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { InfiniteListFooter, useLoadMoreSentinel } from '../content/infinite-list';
import { useHost } from '../host/host-provider';
import { PostCard } from '../posts/post-card';
import { nodesOfPages } from '../queries/pages';
import { firstPageAsInfiniteData } from '../queries/posts';
import { searchResultsInfiniteOptions } from '../queries/search';
import { highlightTerms } from './highlight';

export interface SearchResultsFeedProps {
  /** The trimmed, non-empty query. */
  query: string;
  /** The first page, fetched by the server render; the feed asks for it itself when absent. */
  initialPage?: SearchResults | null;
  /** What shows when nothing matches (the empty state with popular searches). */
  empty: ReactNode;
}

/** Cards rendered with an eager image (above the fold). */
const EAGER_IMAGE_COUNT = 4;

/**
 * The results of one search: post and news cards with the query's words marked, the next page
 * (cursor `after`) when the end nears the viewport, a retry on failure.
 */
export function SearchResultsFeed({ query, initialPage, empty }: SearchResultsFeedProps) {
  const { apiClient } = useHost();
  const feed = useInfiniteQuery({
    ...searchResultsInfiniteOptions(apiClient, query, SEARCH_PAGE_SIZE),
    initialData: initialPage ? firstPageAsInfiniteData(initialPage) : undefined,
  });
  const { data, status, isFetchingNextPage } = feed;
  // The query's own words, then the synonyms the API matched on (the first page's answer carries them).
  const synonyms = data?.pages[0]?.terms;
  const terms = useMemo(() => highlightTerms(query, synonyms), [query, synonyms]);

  const posts = useMemo(() => nodesOfPages(data?.pages), [data]);

  const sentinelRef = useLoadMoreSentinel(feed);
  return (
    <section
      className="gd-feed gd-search-results"
      aria-label={COPY.search.resultsTitle(query)}
      aria-busy={status === 'pending' || isFetchingNextPage}
      data-feed="search"
    >
      {posts.length > 0 ? (
        <div className="gd-feed__grid">
          {posts.map((post, index) => (
            <PostCard
              key={post.id}
              post={post}
              eagerImage={index < EAGER_IMAGE_COUNT}
              priorityImage={index === 0}
              highlightTerms={terms}
              titleLevel={2}
            />
          ))}
        </div>
      ) : null}
      <InfiniteListFooter
        state={feed}
        itemCount={posts.length}
        failedText={COPY.search.loadFailed}
        moreClassName="gd-feed__more"
        end={<p className="gd-feed__message gd-feed__end">{COPY.search.end}</p>}
        empty={empty}
      />
      <div ref={sentinelRef} className="gd-feed__sentinel" aria-hidden="true" />
    </section>
  );
}
