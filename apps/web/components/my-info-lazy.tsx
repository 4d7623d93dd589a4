'use client';

import dynamic from 'next/dynamic';

/*
 * The my page's sections (/me/info/*), each in a chunk of its own beside the first load (issue 13,
 * Bundle budgets), each in the session's query scope (./scoped/my-info.tsx). The server renders
 * them in full with their first page; the chunk, preloaded at low priority, brings what makes them
 * live (TanStack Query, the scrap toggles, infinite scroll). No `loading`, so no Suspense
 * boundary of its own (post-detail-lazy.tsx says why).
 */

export const MyPageCommentsLazy = dynamic(() => import('./scoped/my-info').then((m) => m.ScopedMyPageComments));
export const MyCommunityPostsLazy = dynamic(() => import('./scoped/my-info').then((m) => m.ScopedMyCommunityPosts));
export const MyPageProfileLazy = dynamic(() => import('./scoped/my-info').then((m) => m.ScopedMyPageProfile));
