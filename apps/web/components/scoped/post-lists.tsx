'use client';

import { FeedTagList, PostListFeed } from '@growday/ui';
import { withQueryScope } from '../query-scope';

// /news and /post: the list (and /post's tag list), for post-lists-lazy.tsx.
export const ScopedPostListFeed = withQueryScope(PostListFeed);
export const ScopedFeedTagList = withQueryScope(FeedTagList);
