'use client';

import dynamic from 'next/dynamic';

/*
 * The home page's lists (community best, news best, latest feed), each in a chunk of its own
 * beside the first load (issue 13, Bundle budgets), each in the session's query scope
 * (./scoped/home-lists.tsx). The server renders them in full with their first page; the chunk,
 * preloaded at low priority, brings what makes them live (TanStack Query, the scrap toggles,
 * infinite scroll). No `loading`, so no Suspense boundary of its own (post-detail-lazy.tsx
 * says why).
 */

export const CommunityBestSectionLazy = dynamic(() =>
  import('./scoped/home-lists').then((m) => m.ScopedCommunityBestSection),
);
export const NewsBestSectionLazy = dynamic(() => import('./scoped/home-lists').then((m) => m.ScopedNewsBestSection));
export const PostFeedLazy = dynamic(() => import('./scoped/home-lists').then((m) => m.ScopedPostFeed));
