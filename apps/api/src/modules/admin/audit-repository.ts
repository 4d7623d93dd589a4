import { desc } from 'drizzle-orm';
import type { AdminAuditEntry } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { adminAuditLog } from '../../db/schema';

/** Who did it: a signed-in admin (id and username) or `npm run ops` (no user). */
export interface AuditActor {
  userId: number | null;
  name: string;
}

export interface AuditEntryInput {
  action: string;
  targetType: string;
  targetId?: string | number | null;
  detail?: string | null;
}

/** The audit log of admin actions (docs/decisions.md, Operator's desk). */
export function createAuditRepository(db: Db, clock: Clock) {
  async function record(actor: AuditActor, entry: AuditEntryInput, into: Db = db): Promise<void> {
    await into.insert(adminAuditLog).values({
      actorUserId: actor.userId,
      actor: actor.name,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
      detail: entry.detail ?? null,
      createdAt: clock.now(),
    });
  }

  return {
    record,

    /**
     * Runs an admin action and writes its audit row in the same transaction, so no change lands
     * unrecorded. `run` gets the transaction as its database and names the entries to write (none
     * when the action found nothing to change).
     */
    audited<T>(actor: AuditActor, run: (tx: Db) => Promise<{ result: T; entries: AuditEntryInput[] }>): Promise<T> {
      return db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const { result, entries } = await run(txDb);
        for (const entry of entries) await record(actor, entry, txDb);
        return result;
      });
    },

    /** Newest first. */
    async list(limit: number): Promise<AdminAuditEntry[]> {
      const rows = await db
        .select()
        .from(adminAuditLog)
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        actor: r.actor,
        action: r.action,
        targetType: r.targetType,
        targetId: r.targetId,
        detail: r.detail,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
