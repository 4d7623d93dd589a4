// Zod-free (client entry): the best lists' periods, filter keys and labels; best.ts builds the schemas.

/** Community best periods and the filter keys that map to them (content spec §3). */
export const BEST_PERIODS = ['RECENT', 'LAST_WEEK', 'LAST_MONTH', 'REPLY_COUNT', 'VOTE_COUNT'] as const;
export type BestPeriod = (typeof BEST_PERIODS)[number];
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
export type SimilarType = (typeof SIMILAR_TYPES)[number];
export const SIMILAR_FILTERS = ['view', 'comment'] as const;
export type SimilarFilter = (typeof SIMILAR_FILTERS)[number];
export const SIMILAR_FILTER_LABEL: Record<SimilarFilter, string> = { view: '많이 본', comment: '댓글 많은' };
export const DEFAULT_SIMILAR_FILTER: SimilarFilter = 'view';
