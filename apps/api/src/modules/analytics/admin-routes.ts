import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  RECORDING_LIST_LIMIT,
  analyticsReportQuerySchema,
  analyticsReportSchema,
  dataSchema,
  recordingEventsSchema,
  recordingIdParamsSchema,
  recordingListSchema,
} from '@growday/contracts';
import { notFound } from '../../plugins/error-handler';
import { requireAdminInScope } from '../admin/admin-guard';
import { errorResponses } from '../shared/error-responses';
import type { RecordingsRepository } from './recordings-repository';
import { readAnalyticsReport, reportRange } from './report';

/** /admin/analytics and /admin/recordings data: admins only (the desk's guard, in this scope). */
export const analyticsAdminRoutes: FastifyPluginAsyncZod<{ recordings: RecordingsRepository }> = async (app, opts) => {
  requireAdminInScope(app);

  app.get(
    API_PATHS.adminAnalytics,
    {
      config: { abuseLimit: 'admin' },
      schema: {
        operationId: 'getAnalyticsReport',
        tags: ['admin'],
        summary: 'The operators’ numbers for a range of KST days, read from the daily rollups',
        querystring: analyticsReportQuerySchema,
        response: { 200: dataSchema(analyticsReportSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      data: await readAnalyticsReport(app.database.db, reportRange(request.query, app.clock.now())),
    }),
  );

  app.get(
    API_PATHS.adminRecordings,
    {
      config: { abuseLimit: 'admin' },
      schema: {
        operationId: 'listRecordings',
        tags: ['admin'],
        summary: `Session recordings, latest first (at most ${RECORDING_LIST_LIMIT})`,
        response: { 200: dataSchema(recordingListSchema), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: { items: await opts.recordings.list(RECORDING_LIST_LIMIT) } }),
  );

  app.get(
    API_PATHS.adminRecording,
    {
      config: { abuseLimit: 'admin' },
      schema: {
        operationId: 'getRecording',
        tags: ['admin'],
        summary: 'One session recording with its rrweb events in order, for the player',
        params: recordingIdParamsSchema,
        response: { 200: dataSchema(recordingEventsSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const found = await opts.recordings.events(request.params.recordingId);
      if (!found) throw notFound();
      return { data: found };
    },
  );
};
