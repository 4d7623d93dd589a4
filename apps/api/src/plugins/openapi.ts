import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_PATHS, PRODUCT_NAME } from '@growday/contracts';

/** The OpenAPI 3.1 document, generated from the routes' zod schemas. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${PRODUCT_NAME} API`, version: '1.0.0', description: 'The API host of the start page.' },
    },
    transform: jsonSchemaTransform,
    hideUntagged: false,
  });
  app.get(API_PATHS.openapi, { schema: { hide: true } as object }, async () => app.swagger());
});
