/** The viewer's own lists: scraps (bookmarks) and reading history. */
export const LIBRARY_PATHS = {
  bookmark: '/api/v1/posts/bookmark',
  bookmarks: '/api/v1/bookmarks',
  history: '/api/v1/posts/history',
} as const;
