import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { USERNAME_MAX_LENGTH, usernameSchema, type SocialProvider } from '@growday/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { userIdentities, users } from '../../db/schema';
import type { SocialProfile } from './providers';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A username made from a provider nickname/login: spaces become `_`, characters the username
 * rules refuse are dropped, and it is cut to the maximum length. null when nothing valid is left
 * (the user picks one later on the profile page).
 */
export function usernameFromHint(hint: string | null): string | null {
  if (!hint) return null;
  const cleaned = hint
    .normalize('NFC')
    .trim()
    .replace(/\s+/gu, '_')
    .replace(/[^\p{L}\p{N}_.-]/gu, '');
  let out = '';
  for (const ch of cleaned) {
    if (out.length + ch.length > USERNAME_MAX_LENGTH) break;
    out += ch;
  }
  return usernameSchema.safeParse(out).success ? out : null;
}

/** Extra tries with a random 4-digit suffix when the plain name is taken, before giving up (null). */
const SUFFIX_TRIES = 5;

async function insertUser(tx: Tx, base: string | null, email: string | null, now: Date): Promise<number> {
  const candidates: (string | null)[] = [];
  if (base) {
    candidates.push(base);
    const stem = base.slice(0, USERNAME_MAX_LENGTH - 5);
    for (let i = 0; i < SUFFIX_TRIES; i += 1) candidates.push(`${stem}_${randomInt(1000, 10000)}`);
  }
  candidates.push(null);
  for (const username of candidates) {
    const [row] = await tx
      .insert(users)
      .values({ username, email, createdAt: now })
      .onConflictDoNothing({ target: users.username })
      .returning({ id: users.id });
    if (row) return row.id;
  }
  throw new Error('could not create a user without a username');
}

export function createIdentitiesRepository(db: Db, clock: Clock) {
  return {
    /**
     * The user of this provider account: the one already linked, else the user whose e-mail this
     * provider has verified, else a new user. Refreshes the identity's e-mail, name and picture.
     */
    async signIn(provider: SocialProvider, profile: SocialProfile): Promise<{ userId: number; created: boolean }> {
      const now = clock.now();
      const email = profile.email?.trim().toLowerCase() || null;
      const details = { email, name: profile.name, profileImageUrl: profile.profileImageUrl, lastLoginAt: now };
      const key = and(eq(userIdentities.provider, provider), eq(userIdentities.providerUserId, profile.providerUserId));
      return db.transaction(async (tx) => {
        const [linked] = await tx
          .update(userIdentities)
          .set(details)
          .where(key)
          .returning({ userId: userIdentities.userId });
        if (linked) return { userId: linked.userId, created: false };

        // users.email only ever holds a provider-verified address, so matching it is safe.
        const verifiedEmail = profile.emailVerified ? email : null;
        let userId: number | null = null;
        if (verifiedEmail) {
          const [owner] = await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(sql`lower(${users.email})`, verifiedEmail))
            .limit(1);
          userId = owner?.id ?? null;
        }
        const created = userId === null;
        if (userId === null) userId = await insertUser(tx, usernameFromHint(profile.usernameHint), verifiedEmail, now);

        const [inserted] = await tx
          .insert(userIdentities)
          .values({ provider, providerUserId: profile.providerUserId, userId, createdAt: now, ...details })
          .onConflictDoNothing()
          .returning({ userId: userIdentities.userId });
        if (inserted) return { userId, created };

        // A concurrent first sign-in of the same account won: use its user, drop ours.
        const [winner] = await tx.select({ userId: userIdentities.userId }).from(userIdentities).where(key);
        if (!winner) throw new Error(`identity ${provider}/${profile.providerUserId} vanished`);
        if (created) await tx.delete(users).where(eq(users.id, userId));
        return { userId: winner.userId, created: false };
      });
    },

    async listForUser(userId: number) {
      return db.select().from(userIdentities).where(eq(userIdentities.userId, userId));
    },
  };
}
export type IdentitiesRepository = ReturnType<typeof createIdentitiesRepository>;
