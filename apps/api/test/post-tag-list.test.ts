import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { API_PATHS } from '@growday/contracts';
import { posts, postTags, tags } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What the read path used to build on every read: the post's tags in position order, looked up. */
async function lookedUp(postId: number) {
  return t.database.db
    .select({ id: tags.id, name: tags.name, iconKey: tags.iconKey })
    .from(postTags)
    .innerJoin(tags, eq(tags.id, postTags.tagId))
    .where(eq(postTags.postId, postId))
    .orderBy(asc(postTags.position));
}
async function kept(postId: number) {
  const [row] = await t.database.db.select({ tagList: posts.tagList }).from(posts).where(eq(posts.id, postId));
  return row?.tagList;
}

describe('posts.tag_list, kept by triggers (issue 13 item 5)', () => {
  it('holds every seeded post’s tags as the lookup gives them', async () => {
    const all = await t.database.db.select({ id: posts.id, tagList: posts.tagList }).from(posts);
    expect(all.length).toBeGreaterThan(100);
    let tagged = 0;
    for (const post of all) {
      const expected = await lookedUp(post.id);
      tagged += expected.length > 0 ? 1 : 0;
      expect(post.tagList, `post ${post.id}`).toEqual(expected);
    }
    expect(tagged).toBeGreaterThan(100);
  });

  it('follows links added, moved and removed, and tags renamed, given another icon or deleted', async () => {
    const db = t.database.db;
    const [post] = await db.select({ id: posts.id }).from(posts).limit(1);
    const postId = post!.id;
    const made = await db
      .insert(tags)
      .values([
        { name: 'tag-list-a', shortName: 'a', iconKey: 'a.svg' },
        { name: 'tag-list-b', shortName: 'b' },
      ])
      .returning({ id: tags.id });
    const [a, b] = made.map((m) => m.id) as [number, number];

    // Two links in one insert (as an ingest pass adds them), after the post's own.
    await db.insert(postTags).values([
      { postId, tagId: b, position: 101 },
      { postId, tagId: a, position: 100 },
    ]);
    expect(await kept(postId)).toEqual(await lookedUp(postId));
    expect((await kept(postId))?.slice(-2)).toEqual([
      { id: a, name: 'tag-list-a', iconKey: 'a.svg' },
      { id: b, name: 'tag-list-b', iconKey: null },
    ]);

    await db
      .update(postTags)
      .set({ position: 99 })
      .where(and(eq(postTags.postId, postId), eq(postTags.tagId, b)));
    expect((await kept(postId))?.slice(-2).map((x) => x.id)).toEqual([b, a]);

    await db.update(tags).set({ name: 'tag-list-b2', iconKey: 'b.svg' }).where(eq(tags.id, b));
    expect((await kept(postId))?.find((x) => x.id === b)).toEqual({ id: b, name: 'tag-list-b2', iconKey: 'b.svg' });

    await db.delete(postTags).where(and(eq(postTags.postId, postId), eq(postTags.tagId, a)));
    expect((await kept(postId))?.some((x) => x.id === a)).toBe(false);

    // Deleting a tag removes its links (cascade), and the post's list with them.
    await db.delete(tags).where(eq(tags.id, b));
    expect(await kept(postId)).toEqual(await lookedUp(postId));
    expect((await kept(postId))?.some((x) => x.id === b)).toBe(false);
  });

  it('is what the latest page answers as each post’s tags', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API_PATHS.latestPosts}?first=20` });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { data: { edges: Array<{ node: { id: number; tags: unknown[] } }> } };
    expect(page.data.edges.length).toBe(20);
    for (const { node } of page.data.edges) expect(node.tags, `post ${node.id}`).toEqual(await lookedUp(node.id));
    // A write that changes no tags leaves the list as it was.
    const first = page.data.edges[0]!.node.id;
    await t.database.db.execute(sql`update posts set title = title || ' (edited)' where id = ${first}`);
    expect(await kept(first)).toEqual(await lookedUp(first));
  });
});
