import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const contentListsRoutes: FastifyPluginAsyncZod = async () => {};
