'use client';

import { RecentSearchesPanel, SearchResultsFeed } from '@growday/ui';
import { SearchBarHost } from '../search-bar-host';
import { withQueryScope } from '../query-scope';

// /search: the bar (suggestions), the results and the recent searches, for search-parts-lazy.tsx.
export const ScopedSearchBarHost = withQueryScope(SearchBarHost);
export const ScopedSearchResultsFeed = withQueryScope(SearchResultsFeed);
export const ScopedRecentSearchesPanel = withQueryScope(RecentSearchesPanel);
// The popular searches' links save a clicked term as a recent search: no queries, but the same
// chunk as the bar that shows them, out of the first load.
export { SearchTermLinks } from '@growday/ui';
