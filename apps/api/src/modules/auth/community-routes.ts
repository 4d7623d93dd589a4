import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Community token (getCommunityToken), its exchange on the community host, and referrals. */
export const communityAuthRoutes: FastifyPluginAsyncZod = async () => {};
