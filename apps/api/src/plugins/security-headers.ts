import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_CSP_DIRECTIVES, HSTS_MAX_AGE_S, PERMISSIONS_POLICY, REFERRER_POLICY } from '@growday/contracts';
import type { AppConfig } from '../config';

/**
 * The security headers of every API answer (helmet): a CSP that allows nothing (the API serves
 * JSON and images, never a page), no framing, nosniff, the shared referrer and permissions
 * policies, and HSTS in production. Answers are same-site resources, except images: the website
 * on another site and the extension's new tab (a chrome-extension:// page) embed /api/v1/files
 * and resized images with plain <img>, which a same-site Cross-Origin-Resource-Policy would block.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(API_CSP_DIRECTIVES).map(([k, v]) => [k, [...v]])),
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: REFERRER_POLICY },
    strictTransportSecurity:
      opts.config.env === 'production' ? { maxAge: HSTS_MAX_AGE_S, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('image/')) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
  });
});
