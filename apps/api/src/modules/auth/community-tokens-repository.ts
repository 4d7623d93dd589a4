import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { COMMUNITY_TOKEN_TTL_SECONDS } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { communityTokens } from '../../db/schema';

/**
 * What is stored for a token: the hash of the token together with the nonce of the browser that
 * asked for it (base64url has no ".", so the pair is unambiguous). Without that browser's nonce
 * cookie the stored row cannot even be found, so a token redeemed in another browser is unknown.
 */
const boundHash = (token: string, nonce: string) => createHash('sha256').update(`${token}.${nonce}`).digest('hex');
const secret = () => randomBytes(32).toString('base64url');

export interface IssuedCommunityToken {
  /** Goes into the /redirect-login address. */
  token: string;
  /** Goes into the asking browser's HttpOnly cookie (COOKIE.communityNonce); never in an address. */
  nonce: string;
}

/**
 * Short-lived, single-use tokens that carry a session to the community host, each bound to the
 * browser that asked for it (login CSRF, docs/decisions.md); only hashes are stored.
 */
export function createCommunityTokensRepository(db: Db, clock: Clock) {
  return {
    async issue(userId: number): Promise<IssuedCommunityToken> {
      const token = secret();
      const nonce = secret();
      const expiresAt = new Date(clock.now().getTime() + COMMUNITY_TOKEN_TTL_SECONDS * 1000);
      await db.insert(communityTokens).values({ tokenHash: boundHash(token, nonce), userId, expiresAt });
      return { token, nonce };
    },

    /**
     * The user of a live, unused token presented with the nonce it was issued with, marking it used
     * in the same statement: of two concurrent exchanges exactly one gets the user. null for an
     * unknown, used or expired token, or one presented with another browser's nonce (or none).
     */
    async consume(token: string, nonce: string | undefined): Promise<number | null> {
      if (!nonce) return null;
      const now = clock.now();
      const [row] = await db
        .update(communityTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(communityTokens.tokenHash, boundHash(token, nonce)),
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
