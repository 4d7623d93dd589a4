import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Social sign-in (Kakao, Naver, GitHub, Google): start, callback and the provider list. */
export const oauthRoutes: FastifyPluginAsyncZod = async () => {};
