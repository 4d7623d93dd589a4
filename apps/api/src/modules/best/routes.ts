import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const bestRoutes: FastifyPluginAsyncZod = async () => {};
