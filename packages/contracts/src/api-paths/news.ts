/** News: the list, one item, its view count and the headline rankings. */
export const NEWS_PATHS = {
  news: '/api/v2/news',
  newsById: '/api/v2/news/:id',
  newsViewCount: '/api/v2/updateViewCount/news/:id',
  newsHeadlines: '/api/v2/news/rankings/headlines',
} as const;
