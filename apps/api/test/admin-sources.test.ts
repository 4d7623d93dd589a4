import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import {
  API_PATHS,
  ERROR_CODE,
  adminAuditListSchema,
  adminRefetchResultSchema,
  adminSourceListSchema,
  adminSourceSchema,
  adminTagRuleListSchema,
  apiPath,
  type AdminSourceCreate,
  type Connection,
  type Post,
} from '@growday/contracts';
import { tags } from '../src/db/schema';
import { runOpsCommand } from '../src/modules/ops/commands';
import { dataOf, expectError } from './helpers/comment-calls';
import { startFeedServer, type FeedServer } from './helpers/feed-server';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
let feeds: FeedServer;
let admin: string;
let member: string;
let tagName: string;

beforeAll(async () => {
  feeds = await startFeedServer();
  t = await createTestApp({ env: { INGEST_ALLOW_PRIVATE: 'true' } });
  admin = await signIn(t.app, 'src_admin');
  expect((await runOpsCommand(['users', 'grant-admin', 'src_admin'], { db: t.database.db, clock: t.clock })).ok).toBe(
    true,
  );
  member = await signIn(t.app, 'src_member');
  const [tag] = await t.database.db.select({ name: tags.name }).from(tags).orderBy(asc(tags.id)).limit(1);
  if (!tag) throw new Error('no seeded tag');
  tagName = tag.name;
});
afterAll(async () => {
  await t.close();
  await feeds.close();
});

function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { ...(method === 'GET' ? {} : { origin: t.config.webOrigin }), ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

/** Adds a source as the operator; the answer parsed. */
const addSource = async (body: AdminSourceCreate) =>
  adminSourceSchema.parse(dataOf(await call('POST', API_PATHS.adminSources, admin, body)));
/** Re-fetches a source now as the operator; the answer parsed. */
const refetch = async (sourceId: number) =>
  adminRefetchResultSchema.parse(dataOf(await call('POST', apiPath('adminSourceRefetch', { sourceId }), admin)));

const auditActions = async () =>
  adminAuditListSchema.parse(dataOf(await call('GET', API_PATHS.adminAudit, admin))).items.map((e) => e.action);

describe('sources on the operator desk', () => {
  it('refuses a visitor (401), a member (403) and a cross-site request (403) before anything changes', async () => {
    const body = { name: 'Nope', feedUrl: feeds.url('/rss2.xml'), type: 'post' };
    expectError(await call('POST', API_PATHS.adminSources, undefined, body), 401);
    expectError(await call('POST', API_PATHS.adminSources, member, body), 403, { code: ERROR_CODE.forbidden });
    expectError(await call('GET', API_PATHS.adminTagRules, member), 403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: API_PATHS.adminSources,
      headers: { origin: 'https://evil.example', cookie: admin },
      payload: body,
    });
    expectError(crossSite, 403, { code: ERROR_CODE.originNotAllowed });
    const listed = adminSourceListSchema.parse(dataOf(await call('GET', API_PATHS.adminSources, admin))).items;
    expect(listed.some((s) => s.name === 'Nope')).toBe(false);
  });

  it('answers 400 naming the field for a bad address, type or unknown tag', async () => {
    const good = { name: 'Bad input', feedUrl: feeds.url('/rss2.xml'), type: 'post' };
    expectError(await call('POST', API_PATHS.adminSources, admin, { ...good, feedUrl: 'javascript:alert(1)' }), 400, {
      field: 'feedUrl',
    });
    expectError(await call('POST', API_PATHS.adminSources, admin, { ...good, type: 'video' }), 400, { field: 'type' });
    expectError(await call('POST', API_PATHS.adminSources, admin, { ...good, tags: ['no-such-tag'] }), 400, {
      field: 'tags',
    });
    expectError(await call('PATCH', apiPath('adminSource', { sourceId: 1 }), admin, {}), 400, { field: 'name' });
    expectError(await call('POST', API_PATHS.adminTagRules, admin, { keyword: '', tagName }), 400, {
      field: 'keyword',
    });
  });

  it(
    'adds a source, edits it, disables and enables it, re-fetches it now; each is audited',
    { timeout: 120_000 },
    async () => {
      const added = await addSource({
        name: 'Fixture RSS',
        feedUrl: feeds.url('/rss2.xml'),
        type: 'post',
        tags: [tagName],
      });
      expect(added).toMatchObject({ name: 'Fixture RSS', enabled: true, lastFetchedAt: null, defaultTags: [tagName] });
      expectError(
        await call('POST', API_PATHS.adminSources, admin, {
          name: 'Fixture RSS',
          feedUrl: feeds.url('/atom.xml'),
          type: 'post',
        }),
        409,
      );

      const path = apiPath('adminSource', { sourceId: added.id });
      const renamed = adminSourceSchema.parse(dataOf(await call('PATCH', path, admin, { name: 'Fixture RSS 2' })));
      // An edit without tags keeps the source's tags.
      expect(renamed).toMatchObject({ name: 'Fixture RSS 2', defaultTags: [tagName] });
      expect(dataOf(await call('PATCH', path, admin, { enabled: false }))).toMatchObject({ enabled: false });
      expectError(await call('POST', apiPath('adminSourceRefetch', { sourceId: added.id }), admin), 400);
      expect(dataOf(await call('PATCH', path, admin, { enabled: true }))).toMatchObject({ enabled: true });

      // The test clock stands still during the fetch: a re-fetch still fetches exactly once.
      const refetched = await refetch(added.id);
      expect(refetched).toMatchObject({ ok: true, status: 200 });
      expect(refetched.added).toBeGreaterThan(0);
      expect(refetched.source).toMatchObject({ lastStatus: 200, lastItemsAdded: refetched.added, lastError: null });
      expect(feeds.hits('/rss2.xml')).toBe(1);

      const listed = adminSourceListSchema.parse(dataOf(await call('GET', API_PATHS.adminSources, admin))).items;
      expect(listed.find((s) => s.id === added.id)?.lastFetchedAt).not.toBeNull();
      expect((await auditActions()).slice(0, 5)).toEqual([
        'sources.refetch',
        'sources.enable',
        'sources.disable',
        'sources.edit',
        'sources.add',
      ]);
    },
  );

  it('a re-fetch and an edit of a source show at once on the kept feed page and the kept post', async () => {
    const added = await addSource({
      name: 'Kept RSS',
      feedUrl: feeds.url('/rss1.rdf'),
      type: 'post',
    });
    const latest = async () =>
      dataOf<Connection<Post>>(await call('GET', `${API_PATHS.latestPosts}?first=20`)).edges.map((e) => e.node);
    // The page is kept now, and the clock stands still: only the emptying can change what it shows.
    expect((await latest()).some((p) => p.source.name === 'Kept RSS')).toBe(false);
    const refetched = await refetch(added.id);
    expect(refetched.added).toBeGreaterThan(0);
    const fetched = (await latest()).filter((p) => p.source.name === 'Kept RSS');
    expect(fetched.length).toBeGreaterThan(0);

    const postId = fetched[0]!.id;
    const read = async () =>
      dataOf<Connection<Post>>(await call('GET', apiPath('postById', { postId }))).edges[0]!.node.source.name;
    expect(await read()).toBe('Kept RSS');
    dataOf(await call('PATCH', apiPath('adminSource', { sourceId: added.id }), admin, { name: 'Kept RSS 2' }));
    expect(await read()).toBe('Kept RSS 2');
    expect((await latest()).find((p) => p.id === postId)?.source.name).toBe('Kept RSS 2');
  });

  it('a failing feed shows its HTTP status and error on the list', async () => {
    const added = await addSource({
      name: 'Gone',
      feedUrl: feeds.url('/status/404'),
      type: 'news',
    });
    const refetched = await refetch(added.id);
    expect(refetched.ok).toBe(false);
    expect(refetched.source.lastStatus).toBe(404);
    expect(refetched.source.lastError).toBeTruthy();
  });

  it('adds and removes a tag rule; both audited; an unknown rule is 404', async () => {
    const rule = dataOf<{ id: number; keyword: string; tagName: string }>(
      await call('POST', API_PATHS.adminTagRules, admin, { keyword: 'Kubernetes', tagName }),
    );
    expect(rule).toMatchObject({ keyword: 'kubernetes', tagName });
    const listed = adminTagRuleListSchema.parse(dataOf(await call('GET', API_PATHS.adminTagRules, admin))).items;
    expect(listed).toContainEqual(rule);
    dataOf(await call('DELETE', apiPath('adminTagRule', { ruleId: rule.id }), admin));
    expectError(await call('DELETE', apiPath('adminTagRule', { ruleId: rule.id }), admin), 404);
    expect((await auditActions()).slice(0, 2)).toEqual(['tag-rules.remove', 'tag-rules.add']);
  });
});
