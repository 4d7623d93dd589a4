import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '@growday/contracts';
import type { AppConfig } from '../config';
import { requestScope } from '../lib/request-scope';

/**
 * Fastify's request-id options (docs/decisions.md, Observability). Every request gets an id: a
 * random UUID, or, with TRUST_REQUEST_ID on, the X-Request-Id a TRUST_PROXY proxy sent (so one id
 * follows a request from the TLS proxy's access log into ours) when it looks like an id. A client
 * that reaches us directly, or any peer while the setting is off, cannot choose the id: otherwise
 * it could make its requests share an id with someone else's and muddle the logs.
 * Fastify puts the id on every log line of the request (`reqId`, its child logger).
 */
export function requestIdOptions(config: Pick<AppConfig, 'trustRequestId' | 'trustProxy'>) {
  const trusted = config.trustRequestId && config.trustProxy.length > 0 ? proxyAddr.compile(config.trustProxy) : null;
  return {
    // Fastify's own header reading believes anyone; the check below is ours.
    requestIdHeader: false as const,
    genReqId: (req: IncomingMessage): string => {
      if (trusted) {
        const peer = req.socket.remoteAddress;
        const incoming = req.headers[REQUEST_ID_HEADER];
        if (peer && trusted(peer, 0) && typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming)) {
          return incoming;
        }
      }
      return randomUUID();
    },
  };
}

/** Every answer names its request's id (X-Request-Id), error answers in their envelope too (error-handler.ts). */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  // The rest of the request (hooks, handler, the queries it makes) runs in its scope.
  app.addHook('onRequest', (request, _reply, done) => requestScope.run(request.log, done));
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
});
