'use client';

import dynamic from 'next/dynamic';

/*
 * /search's querying parts (the bar with its suggestions, the results, the recent searches), each
 * in a chunk of its own beside the first load (issue 13, Bundle budgets), each in the session's
 * query scope (./scoped/search-parts.tsx). The server renders them in full with their first page;
 * the chunk, preloaded at low priority, brings what makes them live (TanStack Query, the scrap
 * toggles, infinite scroll). No `loading`, so no Suspense boundary of its own
 * (post-detail-lazy.tsx says why).
 */

export const SearchBarHostLazy = dynamic(() => import('./scoped/search-parts').then((m) => m.ScopedSearchBarHost));
export const SearchResultsFeedLazy = dynamic(() =>
  import('./scoped/search-parts').then((m) => m.ScopedSearchResultsFeed),
);
export const RecentSearchesPanelLazy = dynamic(() =>
  import('./scoped/search-parts').then((m) => m.ScopedRecentSearchesPanel),
);
export const SearchTermLinksLazy = dynamic(() => import('./scoped/search-parts').then((m) => m.SearchTermLinks));
