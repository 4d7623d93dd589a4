import { z } from 'zod';
import { BEST_PERIODS, SIMILAR_TYPES } from './best-filters';

export {
  BEST_PERIODS,
  BEST_FILTER_TO_PERIOD,
  BEST_FILTER_LABEL,
  SIMILAR_TYPES,
  SIMILAR_FILTERS,
  SIMILAR_FILTER_LABEL,
  DEFAULT_SIMILAR_FILTER,
  type BestPeriod,
  type BestFilterKey,
  type SimilarType,
  type SimilarFilter,
} from './best-filters';
export const bestPeriodSchema = z.enum(BEST_PERIODS);
export const similarTypeSchema = z.enum(SIMILAR_TYPES);

export const communityBestPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  commentCount: z.number().int(),
  voteCount: z.number().int().describe('Shown on the /best page beside the comment count'),
});
export type CommunityBestPost = z.infer<typeof communityBestPostSchema>;
