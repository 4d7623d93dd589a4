/** Tags and tag groups, and the tags a viewer follows (My Feed). */
export const TAG_PATHS = {
  followedTags: '/api/v1/tags/follows',
  saveMyFeedTags: '/api/v1/tags/follow',
  tagGroups: '/api/v1/tags/tagGroups',
  tags: '/api/v1/tags',
} as const;
