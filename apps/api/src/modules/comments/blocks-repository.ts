import { and, eq } from 'drizzle-orm';
import { COPY } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { userBlocks, users } from '../../db/schema';
import { badRequest, notFound } from '../../plugins/error-handler';

/**
 * Blocking users: idempotent both ways. Yourself and 익명 (a user without a username) cannot be
 * blocked, as the client never offers it (content spec §5).
 */
export function createBlocksRepository(db: Db, clock: Clock) {
  return {
    async setBlocked(blockerId: number, blockedId: number, block: boolean): Promise<boolean> {
      if (blockerId === blockedId) throw badRequest(COPY.block.self, 'userId');
      const [target] = await db
        .select({ username: users.username })
        .from(users)
        .where(eq(users.id, blockedId))
        .limit(1);
      if (!target) throw notFound();
      if (target.username === null) throw badRequest(COPY.block.anonymous, 'userId');
      if (block) {
        await db.insert(userBlocks).values({ blockerId, blockedId, createdAt: clock.now() }).onConflictDoNothing();
      } else {
        await db
          .delete(userBlocks)
          .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
      }
      return block;
    },
  };
}
export type BlocksRepository = ReturnType<typeof createBlocksRepository>;
