import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const similarRoutes: FastifyPluginAsyncZod = async () => {};
