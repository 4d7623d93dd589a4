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

/** The session's key in the table (and in the session cache): the SHA-256 of its cookie token. */
export const sessionTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const hash = sessionTokenHash;
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

    /** The live session under this token hash, with its end (so a cached copy can stop at it too). */
    async findByHash(tokenHash: string): Promise<(SessionViewer & { expiresAt: Date }) | null> {
      const [row] = await db
        .select({ userId: users.id, role: users.role, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, clock.now())))
        .limit(1);
      return row ?? null;
    },

    /**
     * Removes the row only. Routes end a session with `app.endSession`, which also empties the
     * session cache in every process (plugins/session.ts); this alone would leave cached copies.
     */
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
