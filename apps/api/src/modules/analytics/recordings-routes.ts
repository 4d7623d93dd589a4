import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  RECORDING_MAX_CHUNK_BYTES,
  ingestRecordingBodySchema,
  ingestRecordingResultSchema,
} from '@growday/contracts';
import { errorResponses } from '../shared/error-responses';
import { privacySignalSet } from './privacy-signals';
import type { RecordingsRepository } from './recordings-repository';

/**
 * ingestRecording: one chunk of rrweb events of a sampled browser session. Bounded per request
 * (RECORDING_MAX_CHUNK_BYTES, RECORDING_MAX_EVENTS_PER_CHUNK) and per recording
 * (RECORDING_MAX_BYTES: later chunks are cut), limited per address and user, Origin-checked.
 */
export const analyticsRecordingsRoutes: FastifyPluginAsyncZod<{ recordings: RecordingsRepository }> = async (
  app,
  opts,
) => {
  app.post(
    API_PATHS.analyticsRecordings,
    {
      bodyLimit: RECORDING_MAX_CHUNK_BYTES,
      config: { abuseLimit: 'analyticsRecordings' },
      schema: {
        operationId: 'ingestRecording',
        tags: ['analytics'],
        summary: 'One chunk of a session recording (rrweb events), stored compressed',
        body: ingestRecordingBodySchema,
        response: { 202: ingestRecordingResultSchema, ...errorResponses(400, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      reply.status(202);
      if (privacySignalSet(request.headers)) return { stored: false, cut: false };
      return opts.recordings.addChunk(request.body, request.viewer?.userId ?? null);
    },
  );
};
