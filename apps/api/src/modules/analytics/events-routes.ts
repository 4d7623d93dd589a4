import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANALYTICS_BUSY_RETRY_AFTER_S,
  ANALYTICS_MAX_BATCH_BYTES,
  API_PATHS,
  ERROR_CODE,
  ingestEventsBodySchema,
  ingestEventsResultSchema,
} from '@growday/contracts';
import { onExchangeEnd } from '../../lib/exchange-end';
import { badRequest, HttpError } from '../../plugins/error-handler';
import { errorResponses } from '../shared/error-responses';
import { clampClientMicros } from './clamp';
import type { AnalyticsRow } from './event-sink';
import type { EventWriter } from './event-writer';
import type { LowPriorityLane } from './low-priority-lane';
import { privacySignalSet } from './privacy-signals';

/** 503 + Retry-After: too many batches waiting for the lane, or the write buffer full. */
function busy(reply: FastifyReply, what: string): HttpError {
  reply.header('retry-after', String(ANALYTICS_BUSY_RETRY_AFTER_S));
  return new HttpError(
    503,
    ERROR_CODE.unavailable,
    `analytics ${what}; try again in ${ANALYTICS_BUSY_RETRY_AFTER_S} s`,
  );
}

/**
 * ingestEvents: a browser's batch, validated whole against the contract (an unknown name, a
 * missing field or too many events refuses the batch with 400 and stores none of it), bounded in
 * bytes (ANALYTICS_MAX_BATCH_BYTES, else 413 before the body is read), limited per address and
 * user, Origin-checked like every POST. Rows are queued for the batched writer and the answer is
 * 202 at once.
 *
 * Low priority (docs/decisions.md, Analytics: ingestion beside page requests): the body is read
 * as text, and its JSON parse, validation and queueing run on a turn of the analytics lane, which
 * page requests go before. Too many batches waiting for a turn, or a full write buffer, answer
 * 503 with Retry-After and store nothing of the batch.
 */
export const analyticsEventsRoutes: FastifyPluginAsyncZod<{ writer: EventWriter; lane: LowPriorityLane }> = async (
  app,
  opts,
) => {
  // Fastify's own JSON parser (its prototype-poisoning checks), called on the lane's turn, not on arrival.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const parseBody = (request: FastifyRequest, raw: string): unknown => {
    let parsed: unknown;
    let failed = false;
    (parseJson as (r: FastifyRequest, b: string, done: (e: Error | null, v?: unknown) => void) => void)(
      request,
      raw,
      (error, value) => {
        failed = error !== null;
        parsed = value;
      },
    );
    if (failed) throw badRequest('body: not valid JSON', 'body');
    return parsed;
  };
  // JSON, and navigator.sendBeacon's text/plain (a JSON content type would need a CORS preflight it cannot make).
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    API_PATHS.analyticsEvents,
    {
      bodyLimit: ANALYTICS_MAX_BATCH_BYTES,
      config: { abuseLimit: 'analyticsEvents', lowPriority: true },
      schema: {
        operationId: 'ingestEvents',
        tags: ['analytics'],
        summary: 'A batch of analytics events from a browser (JSON { events: [...] }; text/plain for sendBeacon)',
        body: ingestEventsBodySchema,
        response: { 202: ingestEventsResultSchema, ...errorResponses(400, 403, 413, 415, 503) },
      },
      // Before validation: the parse and the schema check are the work that waits for the turn.
      preValidation: async (request, reply) => {
        // null: too many batches already wait, or this one waited ANALYTICS_INGEST_MAX_WAIT_MS.
        const turn = await opts.lane.turn();
        if (!turn) throw busy(reply, 'is busy');
        // The turn ends with the exchange: the answer sent, or the client gone while its batch
        // waited (a closed tab's keepalive POST; its batch arrived whole and is still stored).
        onExchangeEnd(reply, turn);
        request.body = parseBody(request, request.body as unknown as string) as typeof request.body;
      },
    },
    async (request, reply) => {
      if (privacySignalSet(request.headers)) return reply.status(202).send({ accepted: 0 });
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
      if (!opts.writer.enqueue(rows)) throw busy(reply, 'buffer is full');
      return reply.status(202).send({ accepted: rows.length });
    },
  );
};
