import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS, COPY, currentUserSchema, dataSchema, devLoginBodySchema, ERROR_CODE } from '@growday/contracts';
import { forbidden } from '../../plugins/error-handler';
import { errorResponses } from '../shared/error-responses';

export const authRoutes: FastifyPluginAsyncZod<{ devLogin: boolean; apiOrigin: string }> = async (app, opts) => {
  app.post(
    API_PATHS.devLogin,
    {
      schema: {
        operationId: 'devLogin',
        tags: ['auth'],
        summary: 'Sign in by username for local use and tests (off in production)',
        body: devLoginBodySchema,
        response: { 200: dataSchema(currentUserSchema), ...errorResponses(400, 403) },
      },
    },
    async (request, reply) => {
      if (!opts.devLogin) throw forbidden(COPY.errors.devLoginDisabled, ERROR_CODE.devLoginDisabled);
      const userId = await app.repos.users.findOrCreateByUsername(request.body.username);
      if (request.sessionToken) await app.repos.sessions.delete(request.sessionToken);
      const { token } = await app.repos.sessions.create(userId);
      app.setSessionCookie(reply, token);
      const user = await app.repos.users.findCurrentUser(userId, opts.apiOrigin);
      if (!user) throw new Error('user disappeared right after sign-in');
      return { data: user };
    },
  );

  app.get(
    API_PATHS.authState,
    {
      schema: {
        operationId: 'getAuthState',
        tags: ['auth'],
        summary: 'Whether the request carries a live session',
        response: { 200: dataSchema(z.boolean()) },
      },
    },
    async (request) => ({ data: request.viewer !== null }),
  );

  app.post(
    API_PATHS.logout,
    {
      schema: {
        operationId: 'logout',
        tags: ['auth'],
        summary: 'End the session and clear its cookie',
        response: { 200: dataSchema(z.boolean()), ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      if (request.sessionToken) await app.repos.sessions.delete(request.sessionToken);
      app.clearSessionCookie(reply);
      return { data: true };
    },
  );
};
