'use client';

import dynamic from 'next/dynamic';

/*
 * The /news and /post lists (and /post's tag list), each in a chunk of its own beside the first
 * load (issue 13, Bundle budgets), each in the session's query scope (./scoped/post-lists.tsx).
 * The server renders them in full with their first page; the chunk, preloaded at low priority,
 * brings what makes them live (TanStack Query, the scrap toggles, infinite scroll). `loading`
 * gives each a Suspense boundary of its own, so the shell hydrates without waiting, as with the
 * post pages' article (post-detail-lazy.tsx).
 */

export const PostListFeedLazy = dynamic(() => import('./scoped/post-lists').then((m) => m.ScopedPostListFeed), {
  loading: () => null,
});
export const FeedTagListLazy = dynamic(() => import('./scoped/post-lists').then((m) => m.ScopedFeedTagList), {
  loading: () => null,
});
