import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  connectionSchema,
  dataSchema,
  markNotificationsReadBodySchema,
  notificationSchema,
  pageQuerySchema,
  unreadNotificationsSchema,
} from '@growday/contracts';
import { unauthorized } from '../../plugins/error-handler';
import { errorResponses } from '../shared/error-responses';

/** The viewer's notifications for /notification (shell spec §2); only ever the viewer's own rows. */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.repos.notifications;
  const viewerIdOf = (viewer: { userId: number } | null): number => {
    if (!viewer) throw unauthorized();
    return viewer.userId;
  };

  app.get(
    API_PATHS.notifications,
    {
      preHandler: app.requireViewer,
      schema: {
        operationId: 'listNotifications',
        tags: ['notifications'],
        summary: 'Replies to and likes of the viewer’s comments by others, newest first',
        querystring: pageQuerySchema,
        response: { 200: dataSchema(connectionSchema(notificationSchema)), ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ data: await repo.list(viewerIdOf(request.viewer), request.query) }),
  );

  app.post(
    API_PATHS.notificationsRead,
    {
      preHandler: app.requireViewer,
      schema: {
        operationId: 'markNotificationsRead',
        tags: ['notifications'],
        summary: 'Mark the given notifications (or all when ids is absent) read; answers the unread count',
        body: markNotificationsReadBodySchema,
        response: { 200: dataSchema(unreadNotificationsSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      data: { unreadNotificationCount: await repo.markRead(viewerIdOf(request.viewer), request.body.ids) },
    }),
  );
};
