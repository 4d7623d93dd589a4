/**
 * The community post page's controls, one module per part that loads on its own (the bundler keeps
 * a module whole): the votes and the report button are on every post's first load; the writer's
 * edit and delete (community-post-writer.ts) and the report form (community-post-report.ts) load
 * only for those who use them, and so do their strings (issue 13, /best/[id]'s budget).
 */
export const communityPost = {
  upVote: '추천',
  downVote: '비추천',
  report: '신고',
} as const;
