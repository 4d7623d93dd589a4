import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { COPY, ERROR_CODE } from '@growday/contracts';
import type { AppConfig } from '../config';
import { forbidden } from './error-handler';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CORS for the allowlisted origins (extension, separate web host) and an Origin check on every
 * state-changing request (CSRF). A request without Origin is accepted only when the client is not
 * a browser (no Sec-Fetch-Site), so curl and server-to-server calls still work.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  const allowed = new Set(opts.config.allowedOrigins);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin === undefined || allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const browser = request.headers['sec-fetch-site'] !== undefined;
    if (origin === undefined ? browser : !allowed.has(origin)) {
      throw forbidden(COPY.errors.originNotAllowed, ERROR_CODE.originNotAllowed);
    }
  });
});
