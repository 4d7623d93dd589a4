import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** My Feed: followed tags, saving them, and the home feed built from them. */
export const myFeedRoutes: FastifyPluginAsyncZod = async () => {};
