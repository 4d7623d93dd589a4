import { eq } from 'drizzle-orm';
import { FILES_BASE_PATH, type CurrentUser } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

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
      return {
        id: row.id,
        username: row.username,
        profileKey: row.profileKey,
        profile: row.profileKey ? `${apiOrigin}${FILES_BASE_PATH}/${row.profileKey}` : null,
        jobId: row.jobId,
        jobGroupId: row.jobGroupId,
        role: row.role,
        // Bookmarks, reading history and notifications arrive with their own issues and tables.
        unreadBookmarkCount: 0,
        bookmarkCount: 0,
        historyCount: 0,
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
