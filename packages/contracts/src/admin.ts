import { z } from 'zod';
import { COMMENT_POST_KINDS, commentIdSchema } from './comment';
import { reportTypeSchema } from './report';
import { PG_INTEGER_MAX } from './constants';

/**
 * The operator's desk (/admin) and its API (docs/decisions.md, Operator's desk). Every route is
 * for users with the admin role; every change is written to the audit log.
 */

/** Most rows one admin list answers (reported comments, tags, audit entries, sources). */
export const ADMIN_LIST_LIMIT = 200;

/** Audit actions: `<noun>.<verb>`, the same words as the `npm run ops` command that does it. */
export const ADMIN_ACTIONS = [
  'reports.hide',
  'reports.restore',
  'reports.dismiss',
  'community.hide',
  'community.restore',
  'community.dismiss',
  'tags.curate',
  'tags.uncurate',
  'tags.group',
  'sources.add',
  'sources.edit',
  'sources.disable',
  'sources.enable',
  'sources.refetch',
  'tag-rules.add',
  'tag-rules.remove',
  'ads.add',
  'ads.set',
  'ads.remove',
  'ads.creative-add',
  'ads.creative-edit',
  'ads.creative-end',
  'cash.reverse',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** Who the log names for `npm run ops` (an operator at the server's shell, not a site account). */
export const AUDIT_ACTOR_OPS = 'ops';

// Capped at PostgreSQL's integer range: a body's larger id is a 400 naming the field, not a database error.
const id = z.number().int().positive().max(PG_INTEGER_MAX);
const isoTime = z.iso.datetime({ offset: true });

// commentIdSchema caps the id at PostgreSQL's integer range: a larger one is a 400, not a database error.
export const commentIdParamsSchema = z.object({ commentId: commentIdSchema });
/** A row id in a path: PostgreSQL integers, so a larger number is a 400 rather than a database error. */
const rowIdParam = z.coerce.number().int().positive().max(PG_INTEGER_MAX);
export const tagIdParamsSchema = z.object({ tagId: rowIdParam });
export const sourceIdParamsSchema = z.object({ sourceId: rowIdParam });
export const tagRuleIdParamsSchema = z.object({ ruleId: rowIdParam });

export const adminReportSchema = z.object({
  reporter: z.string().nullable().describe('The reporter’s username (null: no username set)'),
  reportType: reportTypeSchema,
  reportMessage: z.string(),
  createdAt: isoTime,
  /** False once an operator decided on the comment after this report. */
  open: z.boolean(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const reportedCommentStatusSchema = z.enum(['ACTIVE', 'DELETED_BY_REPORT']);

export const adminReportedCommentSchema = z.object({
  commentId: id,
  /** The post, or the community post when postKind is community (the two id spaces overlap). */
  postId: id,
  postKind: z.enum(COMMENT_POST_KINDS),
  text: z.string(),
  writer: z.string().nullable(),
  status: reportedCommentStatusSchema,
  /** The writer deleted it: nothing left to moderate. */
  isDeleted: z.boolean(),
  reportCount: z.number().int().nonnegative(),
  /** Reports since the last operator decision (hide, restore, dismiss). */
  openReportCount: z.number().int().nonnegative(),
  lastReportAt: isoTime,
  reports: z.array(adminReportSchema),
});
export type AdminReportedComment = z.infer<typeof adminReportedCommentSchema>;

export const adminReportListSchema = z.object({ items: z.array(adminReportedCommentSchema) });
export type AdminReportList = z.infer<typeof adminReportListSchema>;

export const adminModerationResultSchema = z.object({
  commentId: id,
  status: reportedCommentStatusSchema,
  openReportCount: z.number().int().nonnegative(),
});
export type AdminModerationResult = z.infer<typeof adminModerationResultSchema>;

export const adminTagSchema = z.object({
  id,
  name: z.string(),
  curated: z.boolean(),
  tagGroupId: id.nullable(),
});
export type AdminTag = z.infer<typeof adminTagSchema>;

export const adminTagGroupSchema = z.object({ id, name: z.string() });
export type AdminTagGroup = z.infer<typeof adminTagGroupSchema>;

export const adminTagListSchema = z.object({
  tags: z.array(adminTagSchema),
  groups: z.array(adminTagGroupSchema),
});
export type AdminTagList = z.infer<typeof adminTagListSchema>;

/** `PATCH admin/tags/{tagId}`: curate or uncurate, and/or move to a group (null: no group). */
export const adminTagPatchSchema = z
  .object({
    curated: z.boolean().optional(),
    tagGroupId: id.nullable().optional(),
  })
  .strict()
  .refine((body) => body.curated !== undefined || body.tagGroupId !== undefined, {
    message: 'curated or tagGroupId is required',
    path: ['curated'],
  });
export type AdminTagPatch = z.infer<typeof adminTagPatchSchema>;

export const adminAuditEntrySchema = z.object({
  id,
  actor: z.string().describe(`The admin's username, or "${AUDIT_ACTOR_OPS}" for npm run ops`),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  detail: z.string().nullable(),
  createdAt: isoTime,
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditListSchema = z.object({ items: z.array(adminAuditEntrySchema) });
export type AdminAuditList = z.infer<typeof adminAuditListSchema>;

/** The sections of /admin, chosen by `?tab=` (the first is the default). */
export const ADMIN_TABS = ['reports', 'community', 'tags', 'sources', 'cash', 'ads', 'audit'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
export const ADMIN_TAB_PARAM = 'tab';
export const adminTabHref = (tab: AdminTab) => `/admin?${ADMIN_TAB_PARAM}=${tab}`;
