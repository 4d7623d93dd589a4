import { inArray } from 'drizzle-orm';
import type { Db } from '../../client';
import { communityCategories, communityPosts, users } from '../../schema';
import { buildCommunityPosts } from './build';

/** The transaction handle `db.transaction()` passes to its callback. */
export type SeedTx = Parameters<Parameters<Db['transaction']>[0]>[0];

const MINUTE_MS = 60_000;

/** The operator's category (migration 0015) each kind of demo post is filed under. */
const CATEGORY_SLUG_OF_KIND: Record<string, string> = {
  chat: 'free',
  newcomer: 'free',
  career: 'career',
  interview: 'career',
  'job-seeker': 'career',
  'move-prep': 'career',
  'move-done': 'career',
  question: 'question',
  review: 'question',
  retro: 'retro',
};

/**
 * Adds the demo community posts, authored by the given demo users and dated relative to `now`.
 * Idempotent on the natural key: rows that exist are left as they are.
 */
export async function seedCommunityPosts(tx: SeedTx, now: Date, usernames: readonly string[]): Promise<number> {
  const authorIds = new Map(
    (
      await tx
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.username, [...usernames]))
    ).map((u) => [u.username, u.id]),
  );
  const categoryIds = new Map(
    (await tx.select({ id: communityCategories.id, slug: communityCategories.slug }).from(communityCategories)).map(
      (c) => [c.slug, c.id],
    ),
  );
  // Oldest first, so ids grow with creation time as they would on the community host.
  const ordered = buildCommunityPosts(usernames).sort((a, b) => b.minutesAgo - a.minutesAgo);
  const inserted = await tx
    .insert(communityPosts)
    .values(
      ordered.map((p) => ({
        key: p.key,
        title: p.title,
        body: p.body,
        authorId: authorIds.get(p.author) ?? null,
        categoryId: categoryIds.get(CATEGORY_SLUG_OF_KIND[p.category] ?? 'free') ?? null,
        // Seeded votes are a baseline of up votes with no rows behind them (docs/decisions.md, Community).
        upCount: Math.max(p.voteCount, 0),
        downCount: Math.max(-p.voteCount, 0),
        voteCount: p.voteCount,
        commentCount: p.commentCount,
        viewCount: p.viewCount,
        createdAt: new Date(now.getTime() - p.minutesAgo * MINUTE_MS),
      })),
    )
    .onConflictDoNothing({ target: communityPosts.key })
    .returning({ id: communityPosts.id });
  return inserted.length;
}
