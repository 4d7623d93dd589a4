import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { referrals } from '../../db/schema';

export function createReferralsRepository(db: Db, clock: Clock) {
  return {
    /** true when this call recorded the invitee; false when an earlier one already had. */
    async recordInvitee(inviteeUserId: number, inviterCode: string | undefined): Promise<boolean> {
      const inserted = await db
        .insert(referrals)
        .values({ inviteeUserId, inviterCode: inviterCode ?? null, createdAt: clock.now() })
        .onConflictDoNothing({ target: referrals.inviteeUserId })
        .returning({ id: referrals.inviteeUserId });
      return inserted.length > 0;
    },
  };
}
