import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, FILES_BASE_PATH, PROFILE_FORM_FIELDS, RATE_LIMITS } from '@growday/contracts';
import { call, startScaleStack, type ScaleStack } from './helpers/stack';

/** Ports 4354-4369 belong to this suite (docs/decisions.md, Scale-out). */
const PORT = 4356;

let stack: ScaleStack;
beforeAll(async () => {
  stack = await startScaleStack({ port: PORT, processes: 2 });
});
afterAll(async () => {
  await stack?.stop();
});

const servedBy = (marker: string) =>
  new Set(stack.logs.filter((l) => l.msg === 'incoming request' && l.req?.url?.includes(marker)).map((l) => l.pid));

describe('scale-out: API_PROCESSES=2 behind one port, with PostgreSQL and Redis', () => {
  it('spreads requests over both API processes', async () => {
    expect(stack.workers()).toHaveLength(2);
    for (let i = 0; i < 8; i += 1) {
      expect((await call(PORT, 'GET', `${API_PATHS.latestPosts}?first=1&spread=${i}`)).status).toBe(200);
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(servedBy('spread=').size).toBe(2);
  });

  it('counts an abuse limit once across the processes (Redis store): the request past the limit gets 429', async () => {
    const cookie = await stack.signIn('scale-limited');
    const limit = RATE_LIMITS.profileUpdate.perUser!.max;
    const statuses: number[] = [];
    // A profile change with no form is refused (4xx) but counted: the limit runs before the body is read.
    for (let i = 0; i < limit + 5; i += 1) {
      statuses.push(
        (await call(PORT, 'PUT', `${API_PATHS.currentUser}?n=${i}`, { cookie, ip: `203.0.113.${i}` })).status,
      );
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(servedBy(`${API_PATHS.currentUser}?n=`).size).toBe(2);
    // Per-process memory would allow `limit` in each process (429 only past 2 x limit).
    expect(statuses.slice(0, limit).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(limit)).toEqual(Array(5).fill(429));
    // Another user has a count of their own.
    const other = await stack.signIn('scale-unlimited');
    expect((await call(PORT, 'PUT', API_PATHS.currentUser, { cookie: other, ip: '203.0.113.200' })).status).not.toBe(
      429,
    );
  });

  it('an admin tag change in one process is seen by reads in every process within 1 s (Redis pub/sub)', async () => {
    const cookie = await stack.signIn('scale-admin');
    await stack.db.query(`update users set role = 'admin' where username = 'scale-admin'`);
    type TagPage = { data: { edges: Array<{ node: { id: number; curated: boolean } }> } };
    const read = async () => (await call(PORT, 'GET', `${API_PATHS.tags}?first=100`)).json<TagPage>().data.edges;
    // Both processes hold the list in their caches (LIST_CACHE_TTL_MS, a minute).
    const before = await read();
    await read();
    await read();
    const tag = before[0]!.node;
    const patched = await call(PORT, 'PATCH', API_PATHS.adminTag.replace(':tagId', String(tag.id)), {
      cookie,
      body: { curated: !tag.curated },
    });
    expect(patched.status).toBe(200);
    const changedAt = Date.now();
    await new Promise((r) => setTimeout(r, 200));
    for (let i = 0; i < 6; i += 1) {
      const seen = (await read()).find((e) => e.node.id === tag.id)?.node.curated;
      expect(seen).toBe(!tag.curated);
    }
    expect(Date.now() - changedAt).toBeLessThan(1000 + 6 * 500);
  });

  it('a logout in one process signs the cookie out in every process at once, though both kept the session (Redis pub/sub)', async () => {
    const cookie = await stack.signIn('scale-leaver');
    const read = (i: number) => call(PORT, 'GET', `${API_PATHS.bookmarks}?first=1&leaver=${i}`, { cookie });
    // Enough reads that both processes have resolved and kept the session (SESSION_CACHE_TTL_MS).
    for (let i = 0; i < 8; i += 1) expect((await read(i)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(servedBy('leaver=').size).toBe(2);
    expect((await call(PORT, 'POST', API_PATHS.logout, { cookie })).status).toBe(200);
    // The answer left after the message was published; the other process empties its cache on receipt.
    await new Promise((r) => setTimeout(r, 100));
    for (let i = 8; i < 16; i += 1) expect((await read(i)).status).toBe(401);
    expect(servedBy('leaver=').size).toBe(2);
  });

  it('SH-API-08 a click in one process shows in the post read right after in every process, though both kept the post (Redis pub/sub)', async () => {
    const { rows } = await stack.db.query<{ id: number }>('select id from posts order by id limit 1');
    const postId = rows[0]!.id;
    type PostAnswer = { data: { edges: Array<{ node: { clickCount: number } }> } };
    const read = async (i: number) =>
      (await call(PORT, 'GET', `${API_PATHS.postById.replace(':postId', String(postId))}?kept=${i}`)).json<PostAnswer>()
        .data.edges[0]!.node.clickCount;
    // Both processes keep the post (POST_CACHE_TTL_MS).
    const before = await read(0);
    for (let i = 1; i < 6; i += 1) expect(await read(i)).toBe(before);
    const clicked = await call(PORT, 'POST', API_PATHS.clickPost.replace(':postId', String(postId)), {
      ip: '203.0.113.77',
    });
    expect(clicked.status).toBe(200);
    // The answer left after the message was published; the other process forgets the post on receipt.
    await new Promise((r) => setTimeout(r, 100));
    for (let i = 6; i < 12; i += 1) expect(await read(i)).toBe(before + 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(servedBy('kept=').size).toBe(2);
  });

  it("a bookmark and a My Feed save in one process show on the viewer's recommended page in every process at once, though both kept it (Redis pub/sub)", async () => {
    const cookie = await stack.signIn('scale-recommended');
    const tag = (
      await stack.db.query<{ id: number }>(
        `insert into tags (name, short_name, position) values ('scale-rec', 'scale-rec', 999) returning id`,
      )
    ).rows[0]!;
    const post = (
      await stack.db.query<{ id: number }>(
        `insert into posts (key, type, title, url, source_id, published_at, created_at)
         select 'scale-rec-1', 'post', '추천 글', 'https://scale.example/rec', id, now(), now() from sources
         order by id limit 1 returning id`,
      )
    ).rows[0]!;
    await stack.db.query('insert into post_tags (post_id, tag_id, position) values ($1, $2, 0)', [post.id, tag.id]);
    const me = (await call(PORT, 'GET', API_PATHS.currentUser, { cookie })).json<{ data: { id: number } }>();
    const saveTags = async (tagIds: number[]) =>
      expect(
        (await call(PORT, 'POST', API_PATHS.saveMyFeedTags, { cookie, body: { tagIds, viewerId: me.data.id } })).status,
      ).toBe(200);
    await saveTags([tag.id]);
    type Page = { data: { edges: Array<{ node: { id: number; viewerHasBookmarked: boolean } }> } };
    /** The post's bookmarked flag on the recommended page, or 'absent'. */
    const flag = async (i: number) => {
      const res = await call(PORT, 'GET', `${API_PATHS.recommendedPosts}?rec=${i}`, { cookie });
      expect(res.status).toBe(200);
      const node = res.json<Page>().data.edges.find((e) => e.node.id === post.id)?.node;
      return node ? node.viewerHasBookmarked : 'absent';
    };
    // Both processes keep the viewer's followed tags (FOLLOWED_TAGS_CACHE_TTL_MS) and page.
    for (let i = 0; i < 6; i += 1) expect(await flag(i)).toBe(false);
    expect((await call(PORT, 'POST', API_PATHS.bookmark, { cookie, body: { postId: post.id } })).status).toBe(200);
    // The answer left after the message was published; the other process forgets on receipt.
    await new Promise((r) => setTimeout(r, 100));
    for (let i = 6; i < 12; i += 1) expect(await flag(i)).toBe(true);
    await saveTags([]);
    await new Promise((r) => setTimeout(r, 100));
    // Followed tags kept for 30 s: a process that missed the save would still recommend the post.
    for (let i = 12; i < 18; i += 1) expect(await flag(i)).toBe('absent');
    await new Promise((r) => setTimeout(r, 300));
    expect(servedBy('rec=').size).toBe(2);
  });

  it('a profile image uploaded through one process is served by every process (FILE_STORE=database)', async () => {
    const cookie = await stack.signIn('scale-uploader');
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append(PROFILE_FORM_FIELDS.profile, new Blob([png], { type: 'image/png' }), 'me.png');
    const res = await fetch(`http://127.0.0.1:${PORT}${API_PATHS.currentUser}`, {
      method: 'PUT',
      headers: { cookie, origin: 'http://localhost:4354' },
      body: form,
    });
    expect(res.status).toBe(200);
    const { rows } = await stack.db.query<{ key: string }>('select key from stored_files');
    expect(rows).toHaveLength(1);
    for (let i = 0; i < 4; i += 1) {
      const file = await call(PORT, 'GET', `${FILES_BASE_PATH}/${rows[0]!.key}?n=${i}`);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(servedBy(`${FILES_BASE_PATH}/profiles/`).size).toBe(2);
  });
});
