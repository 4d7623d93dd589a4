import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { COMMUNITY_POST_TYPE, type Connection, type Notification } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { comments, communityPosts, notifications, posts, userBlocks, users } from '../../db/schema';
import { targetValues, type CommentTarget } from '../comments/comment-target';
import { decodePostCursor, encodePostCursor } from '../posts/cursor';

/** A transaction or the database: notifications are written inside the comment's transaction. */
type Tx = Pick<Db, 'insert' | 'select'>;

export interface NotificationEvent {
  kind: 'reply' | 'like';
  /** The writer of the comment replied to or liked. */
  recipientId: number | null;
  actorId: number;
  /** The post or community post the comment is on. */
  target: CommentTarget;
  /** The reply, or the liked comment. */
  commentId: number;
  at: Date;
}

/**
 * Records the event unless it would tell users about their own action, the recipient is gone
 * (deleted account) or has blocked the actor. A like notifies once per liker and comment: the
 * partial unique index turns a repeated like into nothing.
 */
export async function notify(tx: Tx, e: NotificationEvent): Promise<void> {
  if (e.recipientId === null || e.recipientId === e.actorId) return;
  const [blocked] = await tx
    .select({ one: sql`1` })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, e.recipientId), eq(userBlocks.blockedId, e.actorId)))
    .limit(1);
  if (blocked) return;
  await tx
    .insert(notifications)
    .values({
      userId: e.recipientId,
      actorId: e.actorId,
      kind: e.kind,
      ...targetValues(e.target),
      commentId: e.commentId,
      createdAt: e.at,
    })
    .onConflictDoNothing();
}

/**
 * The number the header badge and `gqlCurrentUser` show: the user's stored count, which a trigger
 * moves with every notification written, read or deleted (migration 0007), not a COUNT(*).
 */
export async function countUnreadNotifications(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: users.unreadNotificationCount }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.n ?? 0;
}

export function createNotificationsRepository(db: Db, clock: Clock) {
  return {
    /** The user's notifications, newest first. */
    async list(userId: number, opts: { first: number; after?: string }): Promise<Connection<Notification>> {
      const after = opts.after ? decodePostCursor(opts.after) : undefined;
      const rows = await db
        .select({
          id: notifications.id,
          kind: notifications.kind,
          postId: posts.id,
          postTitle: posts.title,
          postType: posts.type,
          communityPostId: communityPosts.id,
          communityTitle: communityPosts.title,
          commentId: notifications.commentId,
          actorName: users.username,
          actorProfileKey: users.profileKey,
          text: comments.text,
          commentDeleted: comments.isDeleted,
          commentStatus: comments.status,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
        })
        .from(notifications)
        .leftJoin(posts, eq(posts.id, notifications.postId))
        .leftJoin(communityPosts, eq(communityPosts.id, notifications.communityPostId))
        .innerJoin(comments, eq(comments.id, notifications.commentId))
        .leftJoin(users, eq(users.id, notifications.actorId))
        .where(
          and(
            eq(notifications.userId, userId),
            after
              ? or(
                  lt(notifications.createdAt, after.publishedAt),
                  and(eq(notifications.createdAt, after.publishedAt), lt(notifications.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(opts.first + 1);
      const edges = rows.slice(0, opts.first).map((r) => ({
        cursor: encodePostCursor({ publishedAt: r.createdAt, id: r.id }),
        node: {
          id: r.id,
          kind: r.kind,
          post:
            r.postId !== null
              ? { id: r.postId, title: r.postTitle ?? '', type: r.postType ?? 'post' }
              : { id: r.communityPostId ?? 0, title: r.communityTitle ?? '', type: COMMUNITY_POST_TYPE },
          commentId: r.commentId,
          actor: { username: r.actorName, profileKey: r.actorProfileKey },
          // A like notification of your own reported comment still shows you its text.
          text: r.commentDeleted || (r.commentStatus !== 'ACTIVE' && r.kind === 'reply') ? '' : r.text,
          createdAt: r.createdAt.toISOString(),
          isRead: r.readAt !== null,
        },
      }));
      return { edges, pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: rows.length > opts.first } };
    },

    /** Marks the given notifications (or all) of the user read; answers the unread count after. */
    async markRead(userId: number, ids: readonly number[] | undefined): Promise<number> {
      await db
        .update(notifications)
        .set({ readAt: clock.now() })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ids ? inArray(notifications.id, ids.length > 0 ? [...ids] : [0]) : undefined,
          ),
        );
      return countUnreadNotifications(db, userId);
    },

    unreadCount: (userId: number) => countUnreadNotifications(db, userId),
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
