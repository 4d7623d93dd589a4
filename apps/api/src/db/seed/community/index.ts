/** Demo community posts (questions, career worries, code-review requests, job-change stories). */
export { buildCommunityPosts, COMMUNITY_MAX_MINUTES_AGO, COMMUNITY_POST_COUNT } from './build';
export type { DemoCommunityPost } from './build';
export { seedCommunityPosts } from './seed-community';
