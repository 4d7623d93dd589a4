'use client';

import { CommunityBestSection, NewsBestSection, PostFeed } from '@growday/ui';
import { withQueryScope } from '../query-scope';

// The home page's lists, each in the session's query scope: the chunk home-lists-lazy.tsx loads
// beside the first load, so the query library and the cards come with it.
export const ScopedCommunityBestSection = withQueryScope(CommunityBestSection);
export const ScopedNewsBestSection = withQueryScope(NewsBestSection);
export const ScopedPostFeed = withQueryScope(PostFeed);
