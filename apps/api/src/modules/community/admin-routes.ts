import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_LIST_LIMIT,
  API_PATHS,
  adminCommunityModerationSchema,
  adminCommunityReportListSchema,
  dataSchema,
  idParamsSchema,
  type AdminAction,
} from '@growday/contracts';
import { notFound } from '../../plugins/error-handler';
import { adminOf } from '../admin/admin-guard';
import type { AuditRepository } from '../admin/audit-repository';
import { errorResponses } from '../shared/error-responses';
import { createCommunityReportsReview } from './reports-review-repository';
import { CACHE_NAMES } from '../../lib/cache-registry';

const DECISIONS = [
  { path: API_PATHS.adminCommunityReportHide, verb: 'hide', action: 'community.hide', hidden: true },
  { path: API_PATHS.adminCommunityReportRestore, verb: 'restore', action: 'community.restore', hidden: false },
  { path: API_PATHS.adminCommunityReportDismiss, verb: 'dismiss', action: 'community.dismiss', hidden: false },
] as const satisfies readonly { path: string; verb: string; action: AdminAction; hidden: boolean }[];

/** Reported community posts in the operator's review queue; registered inside the admin scope. */
export const adminCommunityReportsRoutes: FastifyPluginAsyncZod<{ audit: AuditRepository }> = async (app, opts) => {
  const review = createCommunityReportsReview(app.database.db, app.clock);

  app.get(
    API_PATHS.adminCommunityReports,
    {
      config: { abuseLimit: 'admin' },
      schema: {
        operationId: 'listReportedCommunityPosts',
        tags: ['admin'],
        summary: `Reported community posts with their reports, open ones first (at most ${ADMIN_LIST_LIMIT})`,
        response: { 200: dataSchema(adminCommunityReportListSchema), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: { items: await review.list(ADMIN_LIST_LIMIT) } }),
  );

  for (const decision of DECISIONS) {
    app.post(
      decision.path,
      {
        config: { abuseLimit: 'admin', invalidates: [CACHE_NAMES.commentLists] },
        schema: {
          operationId: `${decision.verb}ReportedCommunityPost`,
          tags: ['admin'],
          summary:
            decision.verb === 'hide'
              ? 'Hide a reported community post (it answers 404 and leaves every list); audited'
              : decision.verb === 'restore'
                ? 'Show a hidden community post again; earlier reports close; audited'
                : 'Dismiss a post’s reports: it stays (or is again) visible; audited',
          params: idParamsSchema,
          response: { 200: dataSchema(adminCommunityModerationSchema), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const postId = request.params.id;
        const done = await opts.audit.audited(adminOf(request), async (tx) => {
          const found = await createCommunityReportsReview(tx, app.clock).decide(postId, decision.hidden);
          return {
            result: found,
            entries: found ? [{ action: decision.action, targetType: 'community_post', targetId: postId }] : [],
          };
        });
        if (!done) throw notFound();
        return { data: { postId, hidden: decision.hidden } };
      },
    );
  }
};
