import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_LIST_LIMIT,
  API_PATHS,
  adminModerationResultSchema,
  adminReportListSchema,
  commentIdParamsSchema,
  dataSchema,
  reportTypeSchema,
  type AdminAction,
} from '@growday/contracts';
import { notFound } from '../../plugins/error-handler';
import { errorResponses } from '../shared/error-responses';
import { adminOf } from './admin-guard';
import type { AuditRepository } from './audit-repository';
import { CACHE_NAMES } from '../../lib/cache-registry';

const DECISIONS = [
  { path: API_PATHS.adminReportHide, verb: 'hide', action: 'reports.hide', status: 'DELETED_BY_REPORT' },
  { path: API_PATHS.adminReportRestore, verb: 'restore', action: 'reports.restore', status: 'ACTIVE' },
  { path: API_PATHS.adminReportDismiss, verb: 'dismiss', action: 'reports.dismiss', status: 'ACTIVE' },
] as const satisfies readonly { path: string; verb: string; action: AdminAction; status: string }[];

/** The report review queue: reported comments with their reports; hide, restore, dismiss. */
export const adminReportsRoutes: FastifyPluginAsyncZod<{ audit: AuditRepository }> = async (app, opts) => {
  const { reports } = app.repos;

  app.get(
    API_PATHS.adminReports,
    {
      config: { abuseLimit: 'admin' },
      schema: {
        operationId: 'listReportedComments',
        tags: ['admin'],
        summary: `Reported comments with their reports, open ones first (at most ${ADMIN_LIST_LIMIT})`,
        response: { 200: dataSchema(adminReportListSchema), ...errorResponses(401, 403) },
      },
    },
    async () => {
      const items = await reports.listForReview(ADMIN_LIST_LIMIT);
      return {
        data: {
          items: items.map((item) => ({
            ...item,
            lastReportAt: item.lastReportAt.toISOString(),
            reports: item.reports.map((r) => ({
              ...r,
              reportType: reportTypeSchema.catch('ETC').parse(r.reportType),
              createdAt: r.createdAt.toISOString(),
            })),
          })),
        },
      };
    },
  );

  for (const decision of DECISIONS) {
    app.post(
      decision.path,
      {
        // Hiding or restoring a comment moves its post's comment count: the kept posts go too.
        config: { abuseLimit: 'admin', invalidates: [CACHE_NAMES.commentLists, CACHE_NAMES.posts] },
        schema: {
          operationId: `${decision.verb}ReportedComment`,
          tags: ['admin'],
          summary:
            decision.verb === 'hide'
              ? 'Hide a comment (DELETED_BY_REPORT); audited'
              : decision.verb === 'restore'
                ? 'Show a hidden comment again; earlier reports stop counting; audited'
                : 'Dismiss the reports: the comment stays (or is again) visible and its reports stop counting; audited',
          params: commentIdParamsSchema,
          response: { 200: dataSchema(adminModerationResultSchema), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { commentId } = request.params;
        const done = await opts.audit.audited(adminOf(request), async (tx) => {
          const repo = app.reposIn(tx).reports;
          const found =
            decision.verb === 'hide'
              ? await repo.hide(commentId)
              : decision.verb === 'restore'
                ? await repo.restore(commentId)
                : await repo.dismiss(commentId);
          return {
            result: found,
            entries: found ? [{ action: decision.action, targetType: 'comment', targetId: commentId }] : [],
          };
        });
        if (!done) throw notFound();
        return { data: { commentId, status: decision.status, openReportCount: 0 } };
      },
    );
  }
};
