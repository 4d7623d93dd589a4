'use client';

import dynamic from 'next/dynamic';

/**
 * The community post page's controls (votes, the writer's edit and delete, the report) in a chunk
 * of its own beside the first load (issue 13, Bundle budgets), as the feed and news pages' article
 * is (post-detail-lazy.tsx): the server renders them with the counts, Next preloads the chunk, and
 * the buttons answer once it has run. No `loading`, so no Suspense boundary of its own
 * (post-detail-lazy.tsx says why): with one, the controls came out of place after the first paint.
 */
export const CommunityPostActionsLazy = dynamic(() =>
  import('./community-post-actions').then((m) => m.CommunityPostActions),
);
