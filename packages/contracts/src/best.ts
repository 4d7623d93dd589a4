import { z } from 'zod';

/** Community best periods and the filter keys that map to them (content spec §3). */
export const BEST_PERIODS = ['RECENT', 'LAST_WEEK', 'LAST_MONTH', 'REPLY_COUNT', 'VOTE_COUNT'] as const;
export const bestPeriodSchema = z.enum(BEST_PERIODS);
export type BestPeriod = z.infer<typeof bestPeriodSchema>;
export const BEST_FILTER_TO_PERIOD = {
  recent: 'RECENT',
  weekly: 'LAST_WEEK',
  monthly: 'LAST_MONTH',
  comment: 'REPLY_COUNT',
  vote: 'VOTE_COUNT',
} as const satisfies Record<string, BestPeriod>;
export type BestFilterKey = keyof typeof BEST_FILTER_TO_PERIOD;
export const BEST_FILTER_LABEL: Record<BestFilterKey, string> = {
  recent: '실시간',
  weekly: '주간',
  monthly: '월간',
  comment: '댓글순',
  vote: '추천순',
};

export const SIMILAR_TYPES = ['SIMILAR', 'COMMUNITY'] as const;
export const similarTypeSchema = z.enum(SIMILAR_TYPES);
export type SimilarType = z.infer<typeof similarTypeSchema>;
export const SIMILAR_FILTERS = ['view', 'comment'] as const;
export type SimilarFilter = (typeof SIMILAR_FILTERS)[number];
export const SIMILAR_FILTER_LABEL: Record<SimilarFilter, string> = { view: '많이 본', comment: '댓글 많은' };
export const DEFAULT_SIMILAR_FILTER: SimilarFilter = 'view';

export const communityBestPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  commentCount: z.number().int(),
  voteCount: z.number().int().describe('Shown on the /best page beside the comment count'),
});
export type CommunityBestPost = z.infer<typeof communityBestPostSchema>;
