import { z } from 'zod';
import { REPORT_TYPES } from './report-types';
import { PG_INTEGER_MAX } from './constants';

export { REPORT_TYPES, DEFAULT_REPORT_TYPE, REPORT_TYPE_LABEL, type ReportType } from './report-types';
export const reportTypeSchema = z.enum(REPORT_TYPES);

/** Body of `POST comments/{commentId}/report` (content spec §3 Report, CC-REPORT-13). */
export const reportCommentBodySchema = z.object({
  commentId: z.coerce.number().int().positive().optional().describe('Must match the path when given'),
  reportMessage: z.string().max(2000).default('').describe('The comment’s text as the reporter saw it'),
  reportType: reportTypeSchema,
  data: z.record(z.string(), z.unknown()).optional().describe('The comment data, including postId'),
});
export type ReportCommentBody = z.infer<typeof reportCommentBodySchema>;

export const reportResultSchema = z.object({
  commentId: z.number().int(),
  reportType: reportTypeSchema,
  /** True when this report took the comment over the hide threshold. */
  hidden: z.boolean(),
});
export type ReportResult = z.infer<typeof reportResultSchema>;

/** `POST {block base}/{userId}?block=true|false`; the body is the comment data (CC-BLOCK-05/06). */
export const blockQuerySchema = z.object({
  block: z.enum(['true', 'false']).transform((v) => v === 'true'),
});
export const blockParamsSchema = z.object({
  userId: z.coerce.number().int().positive().max(PG_INTEGER_MAX),
});
export const blockBodySchema = z
  .object({
    id: z.number().int().optional(),
    postId: z.number().int().optional(),
    updateKey: z.string().max(200).optional(),
  })
  .nullish();

/** Block data (content spec §3 Block, CC-BLOCK-09). */
export const blockStateSchema = z.object({
  userId: z.number().int(),
  isViewerHasBlocked: z.boolean(),
  data: z.object({ id: z.number().int().optional(), postId: z.number().int().optional() }),
  updateKey: z.string().nullable(),
});
export type BlockState = z.infer<typeof blockStateSchema>;
