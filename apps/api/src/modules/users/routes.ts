import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, currentUserSchema, dataSchema } from '@growday/contracts';

export const usersRoutes: FastifyPluginAsyncZod<{ apiOrigin: string }> = async (app, opts) => {
  app.get(
    API_PATHS.currentUser,
    {
      schema: {
        operationId: 'getCurrentUser',
        tags: ['users'],
        summary: 'The signed-in user with unread counts; data is null when signed out',
        response: { 200: dataSchema(currentUserSchema.nullable()) },
      },
    },
    async (request) => {
      if (!request.viewer) return { data: null };
      return { data: await app.repos.users.findCurrentUser(request.viewer.userId, opts.apiOrigin) };
    },
  );
};
