import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { FILES_BASE_PATH, type CurrentUser } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { jobs, users } from '../../db/schema';

/** A validated profile change; absent fields stay as they are. */
export interface ProfileChange {
  username?: string;
  profileKey?: string;
  jobId?: number;
  jobGroupId?: number;
}

/** A unique-constraint violation, however the driver wraps it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

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
      // The counts are stored on the user row (kept by triggers, migration 0007): no COUNT(*) per page.
      return {
        id: row.id,
        username: row.username,
        profileKey: row.profileKey,
        profile: row.profileKey ? `${apiOrigin}${FILES_BASE_PATH}/${row.profileKey}` : null,
        jobId: row.jobId,
        jobGroupId: row.jobGroupId,
        role: row.role,
        // Unread: bookmarked and not opened since (read_at is set by a click after bookmarking).
        unreadBookmarkCount: row.unreadBookmarkCount,
        bookmarkCount: row.bookmarkCount,
        historyCount: row.historyCount,
        unreadNotificationCount: row.unreadNotificationCount,
      };
    },

    /** Whether a user other than `exceptId` already has this username. */
    async isUsernameTaken(username: string, exceptId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.username, username), ne(users.id, exceptId)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Applies the change in one transaction with the row locked, and answers the profile key it
     * replaced (so the caller deletes exactly that file), or null when the user does not exist.
     * Choosing a job group alone drops a job of another group. Throws on a taken username
     * (`isUniqueViolation`).
     */
    async updateProfile(id: number, change: ProfileChange): Promise<{ previousProfileKey: string | null } | null> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ profileKey: users.profileKey })
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        if (!current) return null;
        const set: { username?: string; profileKey?: string; jobId?: number | SQL; jobGroupId?: number } = {};
        if (change.username !== undefined) set.username = change.username;
        if (change.profileKey !== undefined) set.profileKey = change.profileKey;
        if (change.jobGroupId !== undefined) set.jobGroupId = change.jobGroupId;
        if (change.jobId !== undefined) set.jobId = change.jobId;
        else if (change.jobGroupId !== undefined) {
          set.jobId = sql`(select ${jobs.id} from ${jobs} where ${jobs.id} = ${users.jobId} and ${jobs.jobGroupId} = ${change.jobGroupId})`;
        }
        if (Object.keys(set).length > 0) await tx.update(users).set(set).where(eq(users.id, id));
        return { previousProfileKey: current.profileKey };
      });
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
