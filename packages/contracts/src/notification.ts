import { z } from 'zod';
import { PG_INTEGER_MAX } from './constants';

/** What a notification tells: a reply to the user's comment, or a like of it, by someone else. */
export const NOTIFICATION_KINDS = ['reply', 'like'] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  post: z.object({ id: z.number().int(), title: z.string(), type: z.string() }),
  /** The reply (kind reply) or the liked comment (kind like). */
  commentId: z.number().int(),
  /** Who replied or liked; username null shows as 익명 (a user without username or a deleted account). */
  actor: z.object({ username: z.string().nullable(), profileKey: z.string().nullable() }),
  /** The reply's text, or the liked comment's text; empty when that comment is deleted. */
  text: z.string(),
  createdAt: z.string(),
  isRead: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `POST notifications/read`: the given ids, or every notification of the viewer when ids is absent. */
export const markNotificationsReadBodySchema = z
  // Ids are PostgreSQL integers: a larger number is refused here, not by the database (a 500).
  .object({ ids: z.array(z.number().int().positive().max(PG_INTEGER_MAX)).max(100).optional() })
  .default({});
export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadBodySchema>;

export const unreadNotificationsSchema = z.object({ unreadNotificationCount: z.number().int() });
