'use client';

import dynamic from 'next/dynamic';

/*
 * /search's querying parts (the bar with its suggestions, the results, the recent searches), each
 * in a chunk of its own beside the first load (issue 13, Bundle budgets), each in the session's
 * query scope (./scoped/search-parts.tsx). The server renders them in full with their first page;
 * the chunk, preloaded at low priority, brings what makes them live (TanStack Query, the scrap
 * toggles, infinite scroll). `loading` gives each a Suspense boundary of its own, so the shell
 * hydrates without waiting, as with the post pages' article (post-detail-lazy.tsx).
 */

export const SearchBarHostLazy = dynamic(() => import('./scoped/search-parts').then((m) => m.ScopedSearchBarHost), {
  loading: () => null,
});
export const SearchResultsFeedLazy = dynamic(
  () => import('./scoped/search-parts').then((m) => m.ScopedSearchResultsFeed),
  { loading: () => null },
);
export const RecentSearchesPanelLazy = dynamic(
  () => import('./scoped/search-parts').then((m) => m.ScopedRecentSearchesPanel),
  { loading: () => null },
);
export const SearchTermLinksLazy = dynamic(() => import('./scoped/search-parts').then((m) => m.SearchTermLinks), {
  loading: () => null,
});
