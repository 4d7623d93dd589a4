import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, apiPath, ERROR_CODE } from '@growday/contracts';
import { runOpsCommand } from '../src/modules/ops/commands';
import { createTestApp, signIn, WEB_ORIGIN, type TestApp } from './helpers/test-app';

/** Faults the contract fuzzer (fuzz/openapi-fuzz.test.ts) found, each pinned at its cause. */
let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp({ seeded: false });
  admin = await signIn(t.app, 'fuzzfix_admin');
  expect(
    (await runOpsCommand(['users', 'grant-admin', 'fuzzfix_admin'], { db: t.database.db, clock: t.clock })).ok,
  ).toBe(true);
  member = await signIn(t.app, 'fuzzfix_member');
}, 180_000);
afterAll(() => t.close());

const OUT_OF_RANGE = 2_430_540_643_499_851;

function expectBadRequest(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { error: { status: number; code: string; message: string } };
  expect(body.error).toMatchObject({ status: 400, code: ERROR_CODE.badRequest });
  expect(body).not.toHaveProperty('statusCode');
}

const post = (url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { origin: WEB_ORIGIN, cookie }, ...(payload ? { payload } : {}) });

describe('router refusals answer in the error envelope', () => {
  it('a path parameter longer than the router allows is a 400 envelope, not Fastify 414 JSON', async () => {
    const res = await t.app.inject({ url: apiPath('postById', { postId: '9'.repeat(500) }) });
    expectBadRequest(res);
  });

  it('a path that does not decode is a 400 envelope', async () => {
    const res = await t.app.inject({ url: `${API_PATHS.news}/%E0%A4%A` });
    expectBadRequest(res);
  });
});

describe('ids beyond PostgreSQL integers are refused by the schema, not by the database (500)', () => {
  it('markNotificationsRead with an id past 2^31-1 names the field', async () => {
    const res = await post(API_PATHS.notificationsRead, member, { ids: [20, 12_162_420_382] });
    expectBadRequest(res);
    expect((res.json() as { error: { field?: string } }).error.field).toBe('ids.1');
  });

  it.each(['hide', 'dismiss', 'restore'] as const)('admin %s of a reported comment with a huge id', async (verb) => {
    const name = ({ hide: 'adminReportHide', dismiss: 'adminReportDismiss', restore: 'adminReportRestore' } as const)[
      verb
    ];
    const res = await post(apiPath(name, { commentId: OUT_OF_RANGE }), admin);
    expectBadRequest(res);
  });

  it('admin tag, source and tag-rule ids past the integer range', async () => {
    const patch = (url: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url, headers: { origin: WEB_ORIGIN, cookie: admin }, payload });
    expectBadRequest(await patch(apiPath('adminTag', { tagId: OUT_OF_RANGE }), { curated: true }));
    // A body's id too (the fuzzer on PostgreSQL: tagGroupId 2^53-1 was a database 500).
    const group = await patch(apiPath('adminTag', { tagId: 1 }), { tagGroupId: Number.MAX_SAFE_INTEGER });
    expectBadRequest(group);
    expect((group.json() as { error: { message: string } }).error.message).toContain('tagGroupId');
    expectBadRequest(await patch(apiPath('adminSource', { sourceId: OUT_OF_RANGE }), { enabled: false }));
    expectBadRequest(await post(`${apiPath('adminSource', { sourceId: OUT_OF_RANGE })}/refetch`, admin));
    expectBadRequest(
      await t.app.inject({
        method: 'DELETE',
        url: apiPath('adminTagRule', { ruleId: OUT_OF_RANGE }),
        headers: { origin: WEB_ORIGIN, cookie: admin },
      }),
    );
  });

  it('saveMyFeedTags with a tag id or viewer id past the integer range', async () => {
    expectBadRequest(await post(API_PATHS.saveMyFeedTags, member, { tagIds: [OUT_OF_RANGE], viewerId: 1 }));
    expectBadRequest(await post(API_PATHS.saveMyFeedTags, member, { tagIds: [1], viewerId: OUT_OF_RANGE }));
  });
});

describe('answers the OpenAPI document now lists', () => {
  it('a social callback with an over-long parameter answers 400, and the document lists 400', async () => {
    const doc = (await t.app.inject({ url: API_PATHS.openapi })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    for (const path of ['/api/v1/auth/google/callback', '/api/v2/auth/kakao/callback']) {
      expect(Object.keys(doc.paths[path]?.get?.responses ?? {})).toContain('400');
    }
    expect(Object.keys(doc.paths['/api/v2/admin/ads/inventories/{inventoryId}']?.delete?.responses ?? {})).toContain(
      '400',
    );
    const res = await t.app.inject({ url: `/api/v1/auth/google/callback?code=${'c'.repeat(5_000)}` });
    expectBadRequest(res);
  });
});

describe('GraphQL takes GraphQL text only', () => {
  it('a query that is JSON, not GraphQL (true, {}, a document tree), is a 400 with GraphQL errors, not a 500', async () => {
    const tree = JSON.stringify({ kind: 'Document', definitions: [] });
    for (const query of ['true', '1', '{}', '[]', tree]) {
      const res = await post(API_PATHS.graphql, member, { query });
      expect(res.statusCode, query).toBe(400);
      const body = res.json() as { data: unknown; errors: Array<{ message: string }> };
      expect(body.data, query).toBeNull();
      expect(body.errors[0]?.message, query).toMatch(/Syntax Error/);
    }
    // GraphQL text still runs.
    const ok = await post(API_PATHS.graphql, member, { query: '{ __typename }' });
    expect(ok.statusCode).toBe(200);
  });
});

describe('NUL in a JSON body', () => {
  it('an operator source whose name or default tag holds NUL is a 400 naming the field, not a database 500', async () => {
    const source = { name: 'nul\u0000source', feedUrl: 'https://feeds.example/nul.xml', type: 'post', tags: [] };
    const res = await post(API_PATHS.adminSources, admin, source);
    expectBadRequest(res);
    expect((res.json() as { error: { message: string } }).error.message).toContain('name');
    const tagged = await post(API_PATHS.adminSources, admin, { ...source, name: 'nul source', tags: ['a\u0000'] });
    expectBadRequest(tagged);
    expect((tagged.json() as { error: { message: string } }).error.message).toContain('tags[0]');
    // Without NUL the same source is added.
    expect((await post(API_PATHS.adminSources, admin, { ...source, name: 'nul source' })).statusCode).toBe(200);
  });
});
