import { readFileSync } from 'node:fs';
import { Parser } from 'htmlparser2';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  adminCommunityReportListSchema,
  API_PATHS,
  apiPath,
  COMMUNITY_BODY_MAX_LENGTH,
  COMMUNITY_LINK_REL,
  COMMUNITY_TITLE_MAX_LENGTH,
  LIST_CACHE_TTL_MS,
  REPORT_TYPES,
  type CommunityBestPost,
  type CommunityCategory,
  type CommunityVoteState,
} from '@growday/contracts';
import { communityPostReports, communityPosts, communityPostVotes, users } from '../src/db/schema';
import { dataOf, expectError } from './helpers/comment-calls';
import { communityCalls, pageOf, postOf } from './helpers/community-calls';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof communityCalls>;
let categories: CommunityCategory[];
let writer: string;
let other: string;
let userSeq = 0;
/** A fresh member for each writer, so the per-user write limit never trips an unrelated test. */
const freshMember = () => signIn(t.app, `comm_member_${(userSeq += 1)}`);

beforeAll(async () => {
  t = await createTestApp();
  api = communityCalls(t);
  writer = await signIn(t.app, 'comm-writer');
  other = await signIn(t.app, 'comm-other');
  categories = dataOf<{ categories: CommunityCategory[] }>(await api.categories()).categories;
});
afterAll(() => t.close());

const categoryId = (slug = 'free') => {
  const found = categories.find((c) => c.slug === slug);
  if (!found) throw new Error(`no category ${slug}`);
  return found.id;
};

async function newPost(cookie?: string, extra: { title?: string; body?: string; categoryId?: number } = {}) {
  const res = await api.create(cookie ?? (await freshMember()), {
    title: extra.title ?? '첫 글입니다',
    body: extra.body ?? '안녕하세요 **반갑습니다**',
    categoryId: extra.categoryId ?? categoryId(),
  });
  return postOf(res);
}

const rowCount = async () => (await t.database.db.select({ n: count() }).from(communityPosts))[0]?.n ?? 0;
const stored = async (id: number) =>
  (await t.database.db.select().from(communityPosts).where(eq(communityPosts.id, id)))[0];

describe('categories', () => {
  it('lists the operator’s four categories in tab order (listCommunityCategories)', () => {
    expect(categories.map((c) => c.name)).toEqual(['자유', '취업·이직', '질문', '회고']);
  });
});

describe('writing', () => {
  it('a signed-in member writes a post; the answer carries the rendered body, counts and viewerVote', async () => {
    const cookie = await freshMember();
    const post = await newPost(cookie, {
      title: '  회고: 첫 달  ',
      body: '# 제목\n\n본문 [링크](https://example.com)',
    });
    expect(post).toMatchObject({
      title: '회고: 첫 달',
      body: '# 제목\n\n본문 [링크](https://example.com)',
      author: 'comm_member_1',
      category: { slug: 'free', name: '자유' },
      upCount: 0,
      downCount: 0,
      voteCount: 0,
      viewerVote: null,
      isWriter: true,
      editedAt: null,
      href: `/best/${post.id}`,
    });
    expect(post.bodyHtml).toContain('<h2>제목</h2>');
    expect(post.bodyHtml).toContain(
      `<a href="https://example.com" rel="${COMMUNITY_LINK_REL}" target="_blank">링크</a>`,
    );
    const read = postOf(await api.get(post.id));
    expect(read.isWriter).toBe(false);
    expect(read.title).toBe('회고: 첫 달');
  });

  it('refuses without sign-in (401) and without the site’s Origin (403), writing nothing', async () => {
    const before = await rowCount();
    expectError(await api.create(undefined, { title: 'a', body: 'b', categoryId: categoryId() }), 401);
    const foreign = await api.call(
      'POST',
      API_PATHS.communityPosts,
      writer,
      { title: 'a', body: 'b', categoryId: categoryId() },
      { origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
    expect(await rowCount()).toBe(before);
  });

  it(`limits: a title of ${COMMUNITY_TITLE_MAX_LENGTH} and a body of ${COMMUNITY_BODY_MAX_LENGTH} pass; one more answers 400 naming the field`, async () => {
    const cookie = await freshMember();
    const ok = await newPost(cookie, {
      title: '가'.repeat(COMMUNITY_TITLE_MAX_LENGTH),
      body: 'a'.repeat(COMMUNITY_BODY_MAX_LENGTH),
    });
    expect(ok.title).toHaveLength(COMMUNITY_TITLE_MAX_LENGTH);
    const before = await rowCount();
    const base = { title: '제목', body: '본문', categoryId: categoryId() };
    expectError(await api.create(cookie, { ...base, title: '가'.repeat(COMMUNITY_TITLE_MAX_LENGTH + 1) }), 400, {
      field: 'title',
    });
    expectError(await api.create(cookie, { ...base, body: 'a'.repeat(COMMUNITY_BODY_MAX_LENGTH + 1) }), 400, {
      field: 'body',
    });
    expectError(await api.create(cookie, { ...base, title: '   ' }), 400, { field: 'title' });
    expectError(await api.create(cookie, { ...base, body: ' \n ' }), 400, { field: 'body' });
    expectError(await api.create(cookie, { ...base, categoryId: 'free' }), 400, { field: 'categoryId' });
    expectError(await api.create(cookie, { ...base, categoryId: 999_999 }), 400, { field: 'categoryId' });
    expectError(await api.create(cookie, { title: '제목', categoryId: categoryId() }), 400, { field: 'body' });
    expect(await rowCount()).toBe(before);
  });

  it('the writer edits their post: the edited mark is set, and only when something changed', async () => {
    const cookie = await freshMember();
    const post = await newPost(cookie);
    const same = postOf(
      await api.update(cookie, post.id, { title: post.title, body: post.body, categoryId: categoryId() }),
    );
    expect(same.editedAt).toBeNull();
    t.clock.advance(5_000);
    const edited = postOf(
      await api.update(cookie, post.id, { title: '고친 제목', body: '고친 본문', categoryId: categoryId('retro') }),
    );
    expect(edited).toMatchObject({ title: '고친 제목', body: '고친 본문', category: { slug: 'retro' } });
    expect(edited.editedAt).toBe(t.clock.now().toISOString());
    expect(edited.createdAt).toBe(post.createdAt);
  });

  it('editing or deleting another member’s post answers 403 and leaves it unchanged', async () => {
    const post = await newPost(writer, { title: '남의 글', body: '건드리지 마세요' });
    const before = await stored(post.id);
    expectError(await api.update(other, post.id, { title: '바꿈', body: '바꿈', categoryId: categoryId() }), 403);
    expectError(await api.remove(other, post.id), 403);
    expect(await stored(post.id)).toEqual(before);
    expectError(await api.update(undefined, post.id, { title: '바꿈', body: '바꿈', categoryId: categoryId() }), 401);
    expectError(await api.remove(undefined, post.id), 401);
    expect(await stored(post.id)).toEqual(before);
  });

  it('the writer deletes their post: it answers 404 after, and votes on it answer 404', async () => {
    const cookie = await freshMember();
    const post = await newPost(cookie);
    expect(dataOf(await api.vote(other, post.id, 'up'))).toMatchObject({ upCount: 1 });
    expect(dataOf(await api.remove(cookie, post.id))).toEqual({ id: post.id });
    expectError(await api.get(post.id), 404);
    expectError(await api.vote(other, post.id, 'up'), 404);
    expectError(await api.update(cookie, post.id, { title: 'x', body: 'y', categoryId: categoryId() }), 404);
    expectError(await api.remove(cookie, post.id), 404);
    const votes = await t.database.db.select().from(communityPostVotes).where(eq(communityPostVotes.postId, post.id));
    expect(votes).toEqual([]);
  });

  it('unknown and malformed ids answer 404 and 400', async () => {
    expectError(await api.get(999_999), 404);
    expectError(await api.vote(writer, 999_999, 'up'), 404);
    expectError(await api.report(writer, 999_999, { reportType: 'SPAM' }), 404);
    expectError(await api.call('GET', '/api/v1/community/posts/abc'), 400, { field: 'id' });
  });

  it('the my page list holds the writer’s own posts, newest first, and needs sign-in', async () => {
    const cookie = await freshMember();
    const a = await newPost(cookie, { title: '내 글 하나' });
    t.clock.advance(1_000);
    const b = await newPost(cookie, { title: '내 글 둘' });
    await newPost(other, { title: '남의 글 하나' });
    const mine = pageOf(await api.mine(cookie));
    expect(mine.edges.map((e) => e.node.id)).toEqual([b.id, a.id]);
    expectError(await api.mine(undefined), 401);
  });

  it('writing is rate-limited per member (RATE_LIMITS.communityWrite): the 11th write in a minute answers 429', async () => {
    t.clock.advance(61_000);
    const cookie = await freshMember();
    for (let i = 0; i < 10; i += 1) await newPost(cookie, { title: `글 ${i}` });
    const before = await rowCount();
    expectError(await api.create(cookie, { title: '하나 더', body: '본문', categoryId: categoryId() }), 429);
    expect(await rowCount()).toBe(before);
    t.clock.advance(61_000);
  });
});

describe('votes', () => {
  const stateOf = (res: Awaited<ReturnType<typeof api.vote>>) => dataOf<CommunityVoteState>(res);

  it('state machine: none → up → down → none; repeating a vote changes nothing; the post carries viewerVote', async () => {
    const post = await newPost();
    expect(stateOf(await api.vote(other, post.id, 'up'))).toEqual({
      postId: post.id,
      upCount: 1,
      downCount: 0,
      voteCount: 1,
      viewerVote: 'up',
    });
    expect(stateOf(await api.vote(other, post.id, 'up'))).toMatchObject({ upCount: 1, voteCount: 1, viewerVote: 'up' });
    expect(postOf(await api.get(post.id, other))).toMatchObject({ viewerVote: 'up', upCount: 1 });
    expect(stateOf(await api.vote(other, post.id, 'down'))).toEqual({
      postId: post.id,
      upCount: 0,
      downCount: 1,
      voteCount: -1,
      viewerVote: 'down',
    });
    expect(stateOf(await api.vote(other, post.id, null))).toEqual({
      postId: post.id,
      upCount: 0,
      downCount: 0,
      voteCount: 0,
      viewerVote: null,
    });
    expect(stateOf(await api.vote(other, post.id, null))).toMatchObject({ voteCount: 0, viewerVote: null });
    expect(postOf(await api.get(post.id, other)).viewerVote).toBeNull();
  });

  it('refuses a bad vote (400 naming vote), a visitor (401) and a foreign Origin (403), changing nothing', async () => {
    const post = await newPost();
    expectError(await api.vote(other, post.id, 'sideways'), 400, { field: 'vote' });
    expectError(await api.vote(undefined, post.id, 'up'), 401);
    const foreign = await api.call(
      'PUT',
      apiPath('communityPostVote', { id: post.id }),
      other,
      { vote: 'up' },
      {
        origin: 'https://evil.example',
      },
    );
    expect(foreign.statusCode).toBe(403);
    expect(await stored(post.id)).toMatchObject({ upCount: 0, downCount: 0, voteCount: 0 });
  });

  it('50 concurrent voters: the counts equal the vote rows', async () => {
    const post = await newPost();
    const voters = await Promise.all(Array.from({ length: 50 }, (_, i) => signIn(t.app, `comm_voter_${i}`)));
    const answers = await Promise.all(voters.map((v, i) => api.vote(v, post.id, i % 5 === 0 ? 'down' : 'up')));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const rows = async (value: number) =>
      (
        await t.database.db
          .select({ n: count() })
          .from(communityPostVotes)
          .where(and(eq(communityPostVotes.postId, post.id), eq(communityPostVotes.value, value)))
      )[0]?.n ?? 0;
    expect(await stored(post.id)).toMatchObject({ upCount: 40, downCount: 10, voteCount: 30 });
    expect([await rows(1), await rows(-1)]).toEqual([40, 10]);
    // Then all 50 change their minds at once, some twice in the same instant.
    const changes = await Promise.all(
      voters.flatMap((v, i) => [
        api.vote(v, post.id, i % 2 === 0 ? null : 'down'),
        ...(i % 7 === 0 ? [api.vote(v, post.id, 'down')] : []),
      ]),
    );
    for (const a of changes) expect(a.statusCode, a.body).toBe(200);
    const after = await stored(post.id);
    expect([after?.upCount, after?.downCount]).toEqual([await rows(1), await rows(-1)]);
    expect(after?.voteCount).toBe((after?.upCount ?? 0) - (after?.downCount ?? 0));
  });
});

describe('reports', () => {
  it('each of the six reasons is accepted once per member and enters the review table; a second answers 409', async () => {
    const post = await newPost();
    const reporters = await Promise.all(REPORT_TYPES.map((_, i) => signIn(t.app, `comm_reporter_${i}`)));
    for (const [i, reportType] of REPORT_TYPES.entries()) {
      expect(dataOf(await api.report(reporters[i], post.id, { reportType, reportMessage: '확인 바랍니다' }))).toEqual({
        postId: post.id,
        reportType,
      });
    }
    expectError(await api.report(reporters[0], post.id, { reportType: 'ETC' }), 409);
    expectError(await api.report(other, post.id, { reportType: 'NOT_A_REASON' }), 400, { field: 'reportType' });
    expectError(await api.report(undefined, post.id, { reportType: 'ETC' }), 401);
    const rows = await t.database.db
      .select({ reportType: communityPostReports.reportType })
      .from(communityPostReports)
      .where(eq(communityPostReports.postId, post.id));
    expect(rows.map((r) => r.reportType).sort()).toEqual([...REPORT_TYPES].sort());
  });
});

describe('review queue', () => {
  it('reported posts enter the operator’s queue; hide answers 404 to readers and leaves the lists, restore brings it back; members get 403', async () => {
    const post = await newPost(undefined, { title: '신고될 글' });
    const reporter = await freshMember();
    dataOf(await api.report(reporter, post.id, { reportType: 'SPAM', reportMessage: '광고' }));
    const admin = await signIn(t.app, 'comm_admin');
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.username, 'comm_admin'));
    const queue = async () =>
      adminCommunityReportListSchema.parse(dataOf(await api.call('GET', API_PATHS.adminCommunityReports, admin))).items;
    const item = (await queue()).find((i) => i.post.id === post.id);
    expect(item).toMatchObject({
      post: { id: post.id, title: '신고될 글', hidden: false },
      openReportCount: 1,
      reports: [{ reporter: expect.stringMatching(/^comm_member_/), reportType: 'SPAM', reportMessage: '광고' }],
    });
    expectError(await api.call('GET', API_PATHS.adminCommunityReports, reporter), 403);
    expectError(await api.call('POST', apiPath('adminCommunityReportHide', { id: post.id }), reporter), 403);
    expect(postOf(await api.get(post.id)).id).toBe(post.id);

    expect(dataOf(await api.call('POST', apiPath('adminCommunityReportHide', { id: post.id }), admin))).toEqual({
      postId: post.id,
      hidden: true,
    });
    expectError(await api.get(post.id), 404);
    expectError(await api.vote(reporter, post.id, 'up'), 404);
    expect(pageOf(await api.list({ first: 50 })).edges.some((e) => e.node.id === post.id)).toBe(false);
    expect((await queue()).find((i) => i.post.id === post.id)).toMatchObject({
      post: { hidden: true },
      openReportCount: 0,
    });

    dataOf(await api.call('POST', apiPath('adminCommunityReportRestore', { id: post.id }), admin));
    expect(postOf(await api.get(post.id)).id).toBe(post.id);
    expectError(await api.call('POST', apiPath('adminCommunityReportDismiss', { id: 999_999 }), admin), 404);
  });
});

describe('lists', () => {
  it('latest first, paged by cursor without repeats; a category narrows it; a foreign cursor answers 400', async () => {
    const cookie = await freshMember();
    const created: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      t.clock.advance(1_000);
      created.push((await newPost(cookie, { title: `질문 ${i}`, categoryId: categoryId('question') })).id);
    }
    const first = pageOf(await api.list({ category: 'question', first: 3 }));
    const second = pageOf(await api.list({ category: 'question', first: 3, after: first.pageInfo.endCursor ?? '' }));
    const ids = [...first.edges, ...second.edges].map((e) => e.node.id);
    expect(ids.slice(0, 5)).toEqual([...created].reverse());
    expect(new Set(ids).size).toBe(ids.length);
    expect([...first.edges, ...second.edges].every((e) => e.node.category?.slug === 'question')).toBe(true);
    expectError(await api.list({ after: 'bm90IGEgY3Vyc29y' }), 400, { field: 'after' });
    expectError(await api.list({ sort: 'VOTE_COUNT', after: first.pageInfo.endCursor ?? '' }), 400, { field: 'after' });
    expectError(await api.list({ sort: 'BEST' }), 400, { field: 'sort' });
    expect(pageOf(await api.list({ category: 'no-such-category' })).edges).toEqual([]);
  });

  it('CC-BEST-13 the five best periods rank real posts: votes lead VOTE_COUNT, and pages follow on by cursor', async () => {
    const post = await newPost(undefined, { title: '추천 많이 받은 글' });
    const voters = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(t.app, `comm_fan_${i}`)));
    await Promise.all(voters.map((v) => api.vote(v, post.id, 'up')));
    const ranked = pageOf(await api.list({ sort: 'VOTE_COUNT', first: 50 }));
    const votes = ranked.edges.map((e) => e.node.voteCount);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
    const place = ranked.edges.findIndex((e) => e.node.id === post.id);
    expect(place).toBeGreaterThanOrEqual(0);
    expect(ranked.edges[place]?.node.voteCount).toBe(30);
    const p1 = pageOf(await api.list({ sort: 'VOTE_COUNT', first: 10 }));
    const p2 = pageOf(await api.list({ sort: 'VOTE_COUNT', first: 10, after: p1.pageInfo.endCursor ?? '' }));
    expect([...p1.edges, ...p2.edges].map((e) => e.node.id)).toEqual(ranked.edges.slice(0, 20).map((e) => e.node.id));
    for (const sort of ['RECENT', 'LAST_WEEK', 'LAST_MONTH', 'REPLY_COUNT']) {
      const page = pageOf(await api.list({ sort, first: 5 }));
      expect(page.edges.length, sort).toBeGreaterThan(0);
    }
    // The home community best list (listCommunityBest) ranks the same rows once its cache expires.
    t.clock.advance(LIST_CACHE_TTL_MS + 1);
    const best = dataOf<{ results: CommunityBestPost[] }>(
      await api.call('GET', `${apiPath('communityBest', { period: 'VOTE_COUNT' })}?first=50`),
    ).results;
    expect(best.find((b) => b.id === post.id)?.voteCount).toBe(30);
  });

  it('a view counts once per viewer within the counter window (the views the best scores read)', async () => {
    const post = await newPost();
    expect(dataOf(await api.view(post.id, other))).toEqual({ viewCount: 1 });
    expect(dataOf(await api.view(post.id, other))).toEqual({ viewCount: 1 });
    expect(dataOf(await api.view(post.id, writer))).toEqual({ viewCount: 2 });
    expect((await stored(post.id))?.viewCount).toBe(2);
    expectError(await api.view(999_999), 404);
  });
});

/** Elements and attributes of the rendered HTML a browser could run or load from elsewhere. */
function unsafeParts(html: string): string[] {
  const found: string[] = [];
  const tags = new Set([
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    's',
    'del',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ]);
  const parser = new Parser({
    onopentag(name, attribs) {
      if (!tags.has(name)) found.push(`<${name}>`);
      for (const [key, value] of Object.entries(attribs)) {
        if (/^on/i.test(key) || key === 'style') found.push(`${name}[${key}]`);
        if (key === 'href' && !/^(https?:\/\/|mailto:)/i.test(value)) found.push(`href=${value}`);
        if (key === 'src' && !value.startsWith('/api/v1/files/community/')) found.push(`src=${value}`);
      }
    },
  });
  parser.write(html);
  parser.end();
  return found;
}

describe('Markdown: a safe subset', () => {
  const corpus = JSON.parse(readFileSync(new URL('./fixtures/xss-markdown.json', import.meta.url), 'utf8')) as string[];

  it('preview renders as the post page does, and needs sign-in', async () => {
    const res = await api.preview(writer, '```ts\nconst a: number = 1;\n```\n\n- 하나\n- 둘');
    const { bodyHtml } = dataOf<{ bodyHtml: string }>(res);
    expect(bodyHtml).toContain('<pre><code class="language-ts"><span class="hljs-keyword">const</span>');
    expect(bodyHtml).toContain('<li>하나</li>');
    expectError(await api.preview(undefined, 'x'), 401);
  });

  it(`none of the ${corpus.length} XSS payloads leaves a script, handler, javascript:/data: URL or foreign image in the HTML`, async () => {
    expect(corpus.length).toBeGreaterThanOrEqual(50);
    // The checker itself finds what it looks for.
    expect(
      unsafeParts('<p><img src="https://x" onerror="a"><a href="javascript:x">x</a><script></script></p>'),
    ).toHaveLength(4);
    for (const payload of corpus) {
      const { bodyHtml } = dataOf<{ bodyHtml: string }>(await api.preview(writer, payload));
      expect(unsafeParts(bodyHtml), payload).toEqual([]);
      t.clock.advance(1_100); // keep under the preview limit
    }
  });
});

describe('OpenAPI', () => {
  it('documents the community operations under the issue’s operationIds', async () => {
    const doc = (await t.app.inject({ url: API_PATHS.openapi })).json() as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const op = (path: string, method: string) => doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method]?.operationId;
    expect(op(API_PATHS.communityCategories, 'get')).toBe('listCommunityCategories');
    expect(op(API_PATHS.communityPosts, 'get')).toBe('listCommunityPosts');
    expect(op(API_PATHS.communityPosts, 'post')).toBe('createCommunityPost');
    expect(op(API_PATHS.communityPost, 'get')).toBe('getCommunityPost');
    expect(op(API_PATHS.communityPost, 'put')).toBe('updateCommunityPost');
    expect(op(API_PATHS.communityPost, 'delete')).toBe('deleteCommunityPost');
    expect(op(API_PATHS.communityPostVote, 'put')).toBe('voteCommunityPost');
  });
});

describe('images', () => {
  const form = (name: string, type: string, bytes: Buffer, field = 'image') => {
    const boundary = 'gd-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
    return {
      payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  };
  const upload = (cookie: string | undefined, body: ReturnType<typeof form>) =>
    t.app.inject({
      method: 'POST',
      url: API_PATHS.communityImages,
      headers: { origin: t.config.webOrigin, ...(cookie ? { cookie } : {}), ...body.headers },
      payload: body.payload,
    });

  it('an uploaded image is re-encoded as WebP under the community path and shows in a post body; SVG and text are refused', async () => {
    const png = await sharp({ create: { width: 2400, height: 600, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const res = await upload(writer, form('a.png', 'image/png', png));
    const { key, url } = dataOf<{ key: string; url: string }>(res);
    expect(url).toBe(`/api/v1/files/${key}`);
    expect(key).toMatch(/^community\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 1200]);
    const post = await newPost(undefined, { body: `사진\n\n![파란 그림](${url})` });
    expect(post.bodyHtml).toContain(`<img src="${url}" alt="파란 그림" loading="lazy" />`);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    expectError(await upload(writer, form('x.png', 'image/png', svg)), 415);
    expectError(await upload(writer, form('x.txt', 'text/plain', Buffer.from('hello'))), 415);
    expectError(await upload(writer, form('a.png', 'image/png', png, 'file')), 400, { field: 'image' });
    expectError(await upload(undefined, form('a.png', 'image/png', png)), 401);
  });
});
