import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const imagesRoutes: FastifyPluginAsyncZod = async () => {};
