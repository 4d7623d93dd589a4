import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { SESSION_TTL_DAYS } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

export interface SessionViewer {
  userId: number;
  role: 'member' | 'admin';
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
export const SESSION_TTL_MS = SESSION_TTL_DAYS * 24 * 60 * 60 * 1000;

export function createSessionsRepository(db: Db, clock: Clock) {
  return {
    /** Starts a session and returns the cookie token (only its hash is stored). */
    async create(userId: number): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      await db.insert(sessions).values({ tokenHash: hash(token), userId, createdAt: now, expiresAt });
      return { token, expiresAt };
    },

    async findViewer(token: string): Promise<SessionViewer | null> {
      const [row] = await db
        .select({ userId: users.id, role: users.role })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hash(token)), gt(sessions.expiresAt, clock.now())))
        .limit(1);
      return row ?? null;
    },

    async delete(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, hash(token)));
    },

    async deleteExpired(): Promise<number> {
      const gone = await db
        .delete(sessions)
        .where(lt(sessions.expiresAt, clock.now()))
        .returning({ t: sessions.tokenHash });
      return gone.length;
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
