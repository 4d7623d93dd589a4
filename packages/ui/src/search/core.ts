/** Search without React: the API calls, the recent-searches store and highlight splitting. */
export { listKeywords, listSearchRanking, searchPosts, type SearchPostsParams } from '../api/search';
export { highlightTerms, splitHighlight, type HighlightPart } from './highlight';
export {
  clearRecentSearches,
  parseRecentSearches,
  readRecentSearches,
  removeRecentSearch,
  saveRecentSearch,
  withRecentSearch,
  withoutRecentSearch,
  writeRecentSearches,
  type RecentSearchStorage,
} from './recent-searches';
