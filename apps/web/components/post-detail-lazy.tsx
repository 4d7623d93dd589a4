'use client';

import dynamic from 'next/dynamic';

/**
 * A post page's article (feed post or news item) in a chunk of its own (issue 13, Bundle budgets):
 * the server renders it in full (title, thumbnail, description, tags, counters), so the reader sees
 * it as before, and what makes it live (the single-post query, the scrap toggle, the click and
 * share counts, with TanStack Query) loads beside the shell's code instead of inside it. Next
 * preloads the chunk.
 *
 * No `loading`, so no Suspense boundary (as with every server-rendered lazy part): React (19.2+)
 * streams a finished boundary larger than 500 bytes outside its place once the page's first
 * 12.8 kB are out, which the shell alone fills, and reveals it with a script up to 300 ms after
 * the first paint. The page painted without the article, then moved the footer and what followed
 * (CLS 0.09 on /search, 0.49 on the home at 4x CPU slowdown) and painted the LCP late. Without a
 * boundary the part streams in place; the root's hydration waits for the preloaded chunk, which
 * measured no slower (docs/decisions.md, 2026-11-29).
 */
export const PostDetailLazy = dynamic(() => import('./post-detail-scoped'));
