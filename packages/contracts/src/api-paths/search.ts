/** Search: results, the popular-search ranking and keyword suggestions. */
export const SEARCH_PATHS = {
  searchPosts: '/api/v2/elastic/search',
  searchRanking: '/api/v2/search/ranking',
  keywords: '/api/v2/keywords',
} as const;
