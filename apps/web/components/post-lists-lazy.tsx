'use client';

import dynamic from 'next/dynamic';

/*
 * The /news and /post lists (and /post's tag list), each in a chunk of its own beside the first
 * load (issue 13, Bundle budgets), each in the session's query scope (./scoped/post-lists.tsx).
 * The server renders them in full with their first page; the chunk, preloaded at low priority,
 * brings what makes them live (TanStack Query, the scrap toggles, infinite scroll). No
 * `loading`, so no Suspense boundary of its own (post-detail-lazy.tsx says why).
 */

export const PostListFeedLazy = dynamic(() => import('./scoped/post-lists').then((m) => m.ScopedPostListFeed));
export const FeedTagListLazy = dynamic(() => import('./scoped/post-lists').then((m) => m.ScopedFeedTagList));
