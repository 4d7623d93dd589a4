'use client';

import { MyCommunityPosts } from '../community/my-community-posts';
import { MyPageComments } from '../my-page-comments';
import { MyPageProfile } from '../my-page-profile';
import { withQueryScope } from '../query-scope';

// The my page's sections (/me/info/*), for my-info-lazy.tsx.
export const ScopedMyPageComments = withQueryScope(MyPageComments);
export const ScopedMyCommunityPosts = withQueryScope(MyCommunityPosts);
export const ScopedMyPageProfile = withQueryScope(MyPageProfile);
