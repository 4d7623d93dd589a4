import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../client';
import { communityPosts, jobGroups, jobs, posts, postTags, sources, tagGroups, tags, users } from '../schema';
import { idsByUsername, seedDemoFollowedTags, seedJobCatalogue } from './accounts';
import { seedDemoAds } from './ads';
import { seedCommunityPosts } from './community';
import { buildDemoContent } from './demo-content';

export interface SeedResult {
  sources: number;
  tags: number;
  posts: number;
  users: number;
  communityPosts: number;
  jobGroups: number;
  jobs: number;
}

const MINUTE_MS = 60_000;

/**
 * Fills the database with the demo content. Idempotent: every row has a natural key, and rows that
 * exist are left as they are, so running it twice adds nothing.
 */
export async function seedDemoContent(db: Db, clock: Clock, opts: { reset?: boolean } = {}): Promise<SeedResult> {
  const content = buildDemoContent();
  const now = clock.now();
  return db.transaction(async (tx) => {
    if (opts.reset) {
      await tx.execute(
        sql`truncate table community_posts, post_tags, posts, tags, tag_groups, sources, sessions, users, jobs, job_groups, ad_inventories, ad_creatives restart identity cascade`,
      );
    }
    await tx
      .insert(sources)
      .values(content.sources.map((s) => ({ slug: s.slug, name: s.name, iconKey: s.iconKey, siteUrl: s.siteUrl })))
      .onConflictDoNothing();
    await tx
      .insert(tagGroups)
      .values(content.tagGroups.map((g, position) => ({ name: g.name, ename: g.ename, position })))
      .onConflictDoNothing();
    const groupIds = new Map(
      (await tx.select({ id: tagGroups.id, name: tagGroups.name }).from(tagGroups)).map((g) => [g.name, g.id]),
    );
    await tx
      .insert(tags)
      .values(
        content.tagGroups.flatMap((g) =>
          g.tags.map((t, position) => ({
            name: t.name,
            shortName: t.shortName,
            iconKey: t.iconKey,
            curated: t.curated,
            tagGroupId: groupIds.get(g.name) ?? null,
            position,
          })),
        ),
      )
      .onConflictDoNothing();
    const createdUsers = await tx
      .insert(users)
      .values(content.users.map((u) => ({ username: u.username, email: u.email, createdAt: now })))
      .onConflictDoNothing()
      .returning({ id: users.id, username: users.username });
    await seedJobCatalogue(tx);
    await seedDemoFollowedTags(tx, idsByUsername(createdUsers), now);

    const sourceIds = new Map(
      (await tx.select({ id: sources.id, slug: sources.slug }).from(sources)).map((s) => [s.slug, s.id]),
    );
    const tagIds = new Map((await tx.select({ id: tags.id, name: tags.name }).from(tags)).map((t) => [t.name, t.id]));
    // Oldest first, so ids grow with publication time as they would in real ingest.
    const ordered = [...content.posts].sort((a, b) => b.minutesAgo - a.minutesAgo);
    const inserted = await tx
      .insert(posts)
      .values(
        ordered.map((p) => {
          const sourceId = sourceIds.get(p.sourceSlug);
          if (sourceId === undefined) throw new Error(`demo post ${p.key} names unknown source ${p.sourceSlug}`);
          return {
            key: p.key,
            type: p.type,
            title: p.title,
            description: p.desc,
            url: p.url,
            author: p.author,
            sourceId,
            thumbnailKey: p.thumbnailKey,
            clickCount: p.clickCount,
            shareCount: p.shareCount,
            publishedAt: new Date(now.getTime() - p.minutesAgo * MINUTE_MS),
            createdAt: now,
          };
        }),
      )
      .onConflictDoNothing({ target: posts.key })
      .returning({ id: posts.id, key: posts.key });
    const byKey = new Map(ordered.map((p) => [p.key, p]));
    const links = inserted.flatMap(({ id, key }) =>
      (byKey.get(key)?.tagNames ?? []).flatMap((name, position) => {
        const tagId = tagIds.get(name);
        return tagId === undefined ? [] : [{ postId: id, tagId, position }];
      }),
    );
    if (links.length > 0) await tx.insert(postTags).values(links).onConflictDoNothing();
    await seedDemoAds(tx, now);
    await seedCommunityPosts(
      tx,
      now,
      content.users.map((u) => u.username),
    );

    const count = async (
      table:
        | typeof posts
        | typeof tags
        | typeof sources
        | typeof users
        | typeof communityPosts
        | typeof jobGroups
        | typeof jobs,
    ) => Number((await tx.select({ n: sql<number>`count(*)` }).from(table))[0]?.n ?? 0);
    return {
      sources: await count(sources),
      tags: await count(tags),
      posts: await count(posts),
      users: await count(users),
      communityPosts: await count(communityPosts),
      jobGroups: await count(jobGroups),
      jobs: await count(jobs),
    };
  });
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: posts.id }).from(posts).limit(1);
  return rows.length === 0;
}
