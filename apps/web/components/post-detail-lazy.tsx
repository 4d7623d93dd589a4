'use client';

import dynamic from 'next/dynamic';

/**
 * A post page's article (feed post or news item) in a chunk of its own (issue 13, Bundle budgets):
 * the server renders it in full (title, thumbnail, description, tags, counters), so the reader sees
 * it as before, and what makes it live (the single-post query, the scrap toggle, the click and
 * share counts, with TanStack Query) loads beside the shell's code instead of inside it. Next
 * preloads the chunk; `loading` gives the article a Suspense boundary of its own, so the header and
 * the rest of the shell hydrate without waiting for it, and React keeps the server's markup until
 * the chunk arrives. Its buttons answer from then on, as they did when the whole page hydrated
 * only after every first-load chunk; the link to the original works as a plain link before that.
 */
export const PostDetailLazy = dynamic(() => import('./post-detail-scoped'), { loading: () => null });
