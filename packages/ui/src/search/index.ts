// The framework-free part (API calls, recent searches, highlight splitting) is in ./core, through core.ts.
export { keywordSuggestionsOptions, searchKeys, searchResultsInfiniteOptions } from '../queries/search';
export { HighlightedText } from './highlighted-text';
export { RecentSearchesPanel } from './recent-searches-panel';
export { SearchBar, type SearchBarProps } from './search-bar';
export { SearchResultsFeed, type SearchResultsFeedProps } from './search-results-feed';
export { SearchTermLinks, type SearchTermLinksProps } from './search-term-links';
export { useDebouncedValue } from './use-debounced-value';
export { useRecentSearches, type RecentSearches } from './use-recent-searches';
