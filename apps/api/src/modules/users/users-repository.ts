import { and, count, eq, isNull } from 'drizzle-orm';
import { FILES_BASE_PATH, type CurrentUser } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { bookmarks, postReads, users } from '../../db/schema';

export function createUsersRepository(db: Db, clock: Clock) {
  return {
    async findOrCreateByUsername(username: string): Promise<number> {
      const [created] = await db
        .insert(users)
        .values({ username, createdAt: clock.now() })
        .onConflictDoNothing({ target: users.username })
        .returning({ id: users.id });
      if (created) return created.id;
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
      if (!existing) throw new Error(`user ${username} vanished between insert and select`);
      return existing.id;
    },

    async findCurrentUser(id: number, apiOrigin: string): Promise<CurrentUser | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      if (!row) return null;
      const [[bookmarked], [unread], [history]] = await Promise.all([
        db.select({ n: count() }).from(bookmarks).where(eq(bookmarks.userId, id)),
        db
          .select({ n: count() })
          .from(bookmarks)
          .where(and(eq(bookmarks.userId, id), isNull(bookmarks.readAt))),
        db.select({ n: count() }).from(postReads).where(eq(postReads.userId, id)),
      ]);
      return {
        id: row.id,
        username: row.username,
        profileKey: row.profileKey,
        profile: row.profileKey ? `${apiOrigin}${FILES_BASE_PATH}/${row.profileKey}` : null,
        jobId: row.jobId,
        jobGroupId: row.jobGroupId,
        role: row.role,
        // Unread: bookmarked and not opened since (read_at is set by a click after bookmarking).
        unreadBookmarkCount: unread?.n ?? 0,
        bookmarkCount: bookmarked?.n ?? 0,
        historyCount: history?.n ?? 0,
        // Notifications arrive with their own issue and table.
        unreadNotificationCount: 0,
      };
    },

    /** Returns false when no such user exists. */
    async grantAdmin(username: string): Promise<boolean> {
      const updated = await db
        .update(users)
        .set({ role: 'admin' })
        .where(eq(users.username, username))
        .returning({ id: users.id });
      return updated.length > 0;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
