import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS, currentUserSchema, dataSchema, devLoginBodySchema } from '@growday/contracts';
import { isLoopbackAddress } from '../../lib/loopback';
import { notFound } from '../../plugins/error-handler';
import { errorResponses } from '../shared/error-responses';

export const authRoutes: FastifyPluginAsyncZod<{ devLogin: boolean; apiOrigin: string }> = async (app, opts) => {
  // Dev sign-in hands out any user's session, so it exists only under devLoginDecision (loopback
  // origins); elsewhere the path is simply not there (404), not a refusal that admits it exists.
  if (opts.devLogin) {
    app.post(
      API_PATHS.devLogin,
      {
        schema: {
          operationId: 'devLogin',
          tags: ['auth'],
          summary: 'Sign in by username: loopback stacks only (devLoginDecision), from a loopback client',
          body: devLoginBodySchema,
          response: { 200: dataSchema(currentUserSchema), ...errorResponses(400, 403, 404) },
        },
        // Belt and braces: a website port left open to the network still cannot reach it, since
        // the client address (through the trusted /api proxy) is not loopback then. Checked
        // before the body, so a stranger learns nothing from a 400 either.
        onRequest: async (request) => {
          if (!isLoopbackAddress(request.ip)) throw notFound();
        },
      },
      async (request, reply) => {
        const userId = await app.repos.users.findOrCreateByUsername(request.body.username);
        if (request.sessionToken) await app.endSession(request.sessionToken);
        const { token } = await app.repos.sessions.create(userId);
        app.setSessionCookie(reply, token);
        const user = await app.repos.users.findCurrentUser(userId, opts.apiOrigin);
        if (!user) throw new Error('user disappeared right after sign-in');
        return { data: user };
      },
    );
  }

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
      if (request.sessionToken) await app.endSession(request.sessionToken);
      app.clearSessionCookie(reply);
      return { data: true };
    },
  );
};
