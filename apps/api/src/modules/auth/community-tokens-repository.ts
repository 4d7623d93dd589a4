import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { COMMUNITY_TOKEN_TTL_SECONDS } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { communityTokens } from '../../db/schema';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Short-lived, single-use tokens that carry a session to the community host; only hashes are stored. */
export function createCommunityTokensRepository(db: Db, clock: Clock) {
  return {
    async issue(userId: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(clock.now().getTime() + COMMUNITY_TOKEN_TTL_SECONDS * 1000);
      await db.insert(communityTokens).values({ tokenHash: hash(token), userId, expiresAt });
      return token;
    },

    /**
     * The user of a live, unused token, marking it used in the same statement: of two concurrent
     * exchanges exactly one gets the user. null for an unknown, used or expired token.
     */
    async consume(token: string): Promise<number | null> {
      const now = clock.now();
      const [row] = await db
        .update(communityTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(communityTokens.tokenHash, hash(token)),
            isNull(communityTokens.usedAt),
            gt(communityTokens.expiresAt, now),
          ),
        )
        .returning({ userId: communityTokens.userId });
      return row?.userId ?? null;
    },

    async deleteExpired(): Promise<number> {
      const gone = await db
        .delete(communityTokens)
        .where(lt(communityTokens.expiresAt, clock.now()))
        .returning({ t: communityTokens.tokenHash });
      return gone.length;
    },
  };
}
export type CommunityTokensRepository = ReturnType<typeof createCommunityTokensRepository>;
