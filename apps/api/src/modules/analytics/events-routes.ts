import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANALYTICS_MAX_BATCH_BYTES,
  API_PATHS,
  ingestEventsBodySchema,
  ingestEventsResultSchema,
} from '@growday/contracts';
import { errorResponses } from '../shared/error-responses';
import { clampClientMicros } from './clamp';
import type { AnalyticsRow } from './event-sink';
import type { EventWriter } from './event-writer';
import { privacySignalSet } from './privacy-signals';

/**
 * ingestEvents: a browser's batch, validated whole against the contract (an unknown name, a
 * missing field or too many events refuses the batch with 400 and stores none of it), bounded in
 * bytes (ANALYTICS_MAX_BATCH_BYTES, else 413 before the body is read), limited per address and
 * user, Origin-checked like every POST. Rows are queued for the batched writer and the answer is
 * 202 at once.
 */
export const analyticsEventsRoutes: FastifyPluginAsyncZod<{ writer: EventWriter }> = async (app, opts) => {
  app.post(
    API_PATHS.analyticsEvents,
    {
      bodyLimit: ANALYTICS_MAX_BATCH_BYTES,
      config: { abuseLimit: 'analyticsEvents' },
      schema: {
        operationId: 'ingestEvents',
        tags: ['analytics'],
        summary: 'A batch of analytics events from a browser (JSON { events: [...] }; text/plain for sendBeacon)',
        body: ingestEventsBodySchema,
        response: { 202: ingestEventsResultSchema, ...errorResponses(400, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      reply.status(202);
      if (privacySignalSet(request.headers)) return { accepted: 0 };
      const receivedAt = app.clock.now();
      const userId = request.viewer?.userId ?? null;
      const rows: AnalyticsRow[] = request.body.events.map((e) => ({
        receivedAt,
        clientEventUs: clampClientMicros(e.client_event_timestamp, receivedAt),
        name: e.name,
        suppleUserId: e.supple_user_id,
        userId,
        webSessionId: e.web_session_id,
        platform: e.platform,
        pageLocation: e.page_location,
        params: e.params,
      }));
      if (opts.writer.enqueue(rows)) return { accepted: rows.length };
      request.log.warn({ rows: rows.length }, 'analytics buffer full; batch dropped');
      return { accepted: 0 };
    },
  );
};
