import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_LIST_LIMIT, API_PATHS, adminAuditListSchema, dataSchema } from '@growday/contracts';
import { errorResponses } from '../shared/error-responses';
import type { AuditRepository } from './audit-repository';

/** The audit log, newest first. */
export const adminAuditRoutes: FastifyPluginAsyncZod<{ audit: AuditRepository }> = async (app, opts) => {
  app.get(
    API_PATHS.adminAudit,
    {
      config: { abuseLimit: 'admin' },
      schema: {
        operationId: 'listAdminAudit',
        tags: ['admin'],
        summary: `The latest admin actions (web and npm run ops), newest first (at most ${ADMIN_LIST_LIMIT})`,
        response: { 200: dataSchema(adminAuditListSchema), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: { items: await opts.audit.list(ADMIN_LIST_LIMIT) } }),
  );
};
