'use client';

import dynamic from 'next/dynamic';

/**
 * The comment area under a post page's article, in a chunk of its own (issue 13, Bundle budgets):
 * it sits below the article and fills in only after the sign-in check, so its code (list, threads,
 * input, reactions) need not hold up the article's first load. The server still renders it, and
 * Next preloads its chunk at low priority. No `loading`, so no Suspense boundary of its own
 * (post-detail-lazy.tsx says why). The full comments page uses it too, as the list pages use theirs
 * (home-lists-lazy.tsx). The chunk brings its own query scope (comment-area-scoped.tsx).
 */
export const CommentAreaLazy = dynamic(() => import('./comment-area-scoped'));
