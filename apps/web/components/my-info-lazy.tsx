'use client';

import dynamic from 'next/dynamic';

/*
 * The my page's sections (/me/info/*), each in a chunk of its own beside the first load (issue 13,
 * Bundle budgets), each in the session's query scope (./scoped/my-info.tsx). The server renders
 * them in full with their first page; the chunk, preloaded at low priority, brings what makes them
 * live (TanStack Query, the scrap toggles, infinite scroll). `loading` gives each a Suspense
 * boundary of its own, so the shell hydrates without waiting, as with the post pages' article
 * (post-detail-lazy.tsx).
 */

export const MyPageCommentsLazy = dynamic(() => import('./scoped/my-info').then((m) => m.ScopedMyPageComments), {
  loading: () => null,
});
export const MyCommunityPostsLazy = dynamic(() => import('./scoped/my-info').then((m) => m.ScopedMyCommunityPosts), {
  loading: () => null,
});
export const MyPageProfileLazy = dynamic(() => import('./scoped/my-info').then((m) => m.ScopedMyPageProfile), {
  loading: () => null,
});
