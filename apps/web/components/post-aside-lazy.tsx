'use client';

import dynamic from 'next/dynamic';

/**
 * A post page's right column (popular panel, promo banners, share box) in a chunk of its own
 * (issue 13, Bundle budgets): the server renders it from data it already has, so it shows as
 * before, and its code (tabs, bookmark toggles, share actions, Kakao) loads beside the article's
 * instead of ahead of it. Next preloads the chunk at low priority. No `loading`, so no Suspense
 * boundary of its own (post-detail-lazy.tsx says why). The post modal, itself loaded on first
 * use, imports PostAside directly.
 */
export const PostAsideLazy = dynamic(() => import('./post-aside').then((m) => m.PostAside));
