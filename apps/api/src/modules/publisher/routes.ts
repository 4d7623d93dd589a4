import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  COPY,
  SERVICE_CODE_HEADER,
  dataSchema,
  publisherTenantSchema,
  serviceCodeSchema,
} from '@growday/contracts';
import { badRequest, notFound, unauthorized } from '../../plugins/error-handler';
import { errorResponses } from '../shared/error-responses';

const BEARER = /^Bearer\s+(\S+)$/i;

/** Equal-length digests, so the comparison takes the same time whatever the token. */
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Publisher auth (SH-AUTH-10): the client names its tenant in `service-code` and proves it is a
 * known client with `Authorization: Bearer {service access token}`; the answer is the tenant info
 * the client syncs before its other requests (SH-API-04).
 */
export const publisherRoutes: FastifyPluginAsyncZod = async (app) => {
  const tokens = app.config.publisherAccessTokens.map(digest);
  const tenants = new Map(app.config.publisherTenants.map((tenant) => [tenant.serviceCode, tenant]));

  app.get(
    API_PATHS.publisherAuth,
    {
      schema: {
        operationId: 'getPublisherTenant',
        tags: ['auth'],
        summary: 'Tenant info for the service-code header, for a client with a service access token',
        response: { 200: dataSchema(publisherTenantSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const match = BEARER.exec(request.headers.authorization ?? '');
      const presented = match?.[1] ? digest(match[1]) : null;
      if (!presented || !tokens.some((token) => timingSafeEqual(token, presented))) throw unauthorized();

      const raw = request.headers[SERVICE_CODE_HEADER];
      if (raw === undefined || Array.isArray(raw)) {
        throw badRequest(`${SERVICE_CODE_HEADER}: ${COPY.errors.badRequest}`, SERVICE_CODE_HEADER);
      }
      const serviceCode = serviceCodeSchema.safeParse(raw);
      if (!serviceCode.success) {
        throw badRequest(
          `${SERVICE_CODE_HEADER}: ${serviceCode.error.issues[0]?.message ?? COPY.errors.badRequest}`,
          SERVICE_CODE_HEADER,
        );
      }
      const tenant = tenants.get(serviceCode.data);
      if (!tenant) throw notFound();
      // Varies by request headers; no shared cache may keep it.
      reply.header('cache-control', 'private, no-store');
      return { data: tenant };
    },
  );
};
