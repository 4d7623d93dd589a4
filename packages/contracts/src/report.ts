import { z } from 'zod';

/** Report reasons. The label pairing is deliberately odd and reproduced as the spec states it. */
export const REPORT_TYPES = [
  'VERBAL_ABUSE',
  'HATE_SPEECH',
  'INFORMATION_LEAKAGE',
  'SPAM',
  'ILLEGAL_INFORMATION',
  'ETC',
] as const;
export const reportTypeSchema = z.enum(REPORT_TYPES);
export type ReportType = z.infer<typeof reportTypeSchema>;
export const DEFAULT_REPORT_TYPE: ReportType = 'VERBAL_ABUSE';
export const REPORT_TYPE_LABEL: Record<ReportType, string> = {
  VERBAL_ABUSE: '욕설/비하',
  HATE_SPEECH: '음란성',
  INFORMATION_LEAKAGE: '스팸/홍보/도배',
  SPAM: '불법정보',
  ILLEGAL_INFORMATION: '개인정보 노출',
  ETC: '기타',
};

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
  userId: z.coerce.number().int().positive().max(2_147_483_647),
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
