import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  API_PATHS,
  AUDIT_ACTOR_OPS,
  ERROR_CODE,
  REPORT_HIDE_THRESHOLD,
  adminAuditListSchema,
  adminReportListSchema,
  adminTagListSchema,
  apiPath,
  type AdminAuditEntry,
  type Connection,
  type Post,
  type Reply,
} from '@growday/contracts';
import { comments, tagGroups, tags } from '../src/db/schema';
import { runOpsCommand } from '../src/modules/ops/commands';
import { commentCalls, dataOf, expectError, RATE_WINDOW_MS, seededPostIds } from './helpers/comment-calls';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

let t: TestApp;
let api: ReturnType<typeof commentCalls>;
let postId: number;
let admin: string;
let member: string;
let writer: string;
let reporters: string[];

const ops = (...args: string[]) => runOpsCommand(args, { db: t.database.db, clock: t.clock });

beforeAll(async () => {
  t = await createTestApp();
  api = commentCalls(t);
  [postId = 0] = await seededPostIds(t, 1);
  admin = await signIn(t.app, 'desk_admin');
  expect((await ops('users', 'grant-admin', 'desk_admin')).ok).toBe(true);
  member = await signIn(t.app, 'desk_member');
  writer = await signIn(t.app, 'desk_writer');
  reporters = await Promise.all([0, 1].map((i) => signIn(t.app, `desk_reporter_${i}`)));
});
afterAll(() => t.close());

/** A call as the website makes it: Origin on changes, the session cookie when given. */
function call(method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object, origin?: string) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(method === 'GET' ? {} : { origin: origin ?? t.config.webOrigin }),
      ...(cookie ? { cookie } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

async function reportedComment(text: string): Promise<Reply> {
  t.clock.advance(RATE_WINDOW_MS);
  const c = dataOf<{ comment: Reply }>(await api.create(writer, { postId, text })).comment;
  for (const [i, reporter] of reporters.entries()) {
    const body = { commentId: c.id, reportMessage: c.text, reportType: i === 0 ? 'SPAM' : 'ETC', data: { ...c } };
    dataOf(await api.report(reporter, c.id, body));
  }
  return c;
}

const queue = async () => adminReportListSchema.parse(dataOf(await call('GET', API_PATHS.adminReports, admin))).items;
const auditLog = async (): Promise<AdminAuditEntry[]> =>
  adminAuditListSchema.parse(dataOf(await call('GET', API_PATHS.adminAudit, admin))).items;

async function statusOf(id: number) {
  const [row] = await t.database.db.select({ status: comments.status }).from(comments).where(eq(comments.id, id));
  return row?.status;
}

async function firstTag() {
  const [row] = await t.database.db.select().from(tags).orderBy(asc(tags.id)).limit(1);
  if (!row) throw new Error('no seeded tag');
  return row;
}

describe('who may use the admin routes', () => {
  const every = (commentId: number, tagId: number) =>
    [
      ['GET', API_PATHS.adminReports, undefined],
      ['POST', apiPath('adminReportHide', { commentId }), undefined],
      ['POST', apiPath('adminReportRestore', { commentId }), undefined],
      ['POST', apiPath('adminReportDismiss', { commentId }), undefined],
      ['GET', API_PATHS.adminTags, undefined],
      ['PATCH', apiPath('adminTag', { tagId }), { curated: false }],
      ['GET', API_PATHS.adminAudit, undefined],
    ] as const;

  it('a signed-out caller gets 401 on every admin route, whatever it sends', async () => {
    const c = await reportedComment('visitor cannot touch this');
    for (const [method, url, body] of every(c.id, (await firstTag()).id)) {
      expectError(await call(method, url, undefined, body), 401, { code: ERROR_CODE.unauthorized });
    }
    // Even an invalid body is refused as 401 before it is validated.
    expectError(await call('PATCH', apiPath('adminTag', { tagId: 1 }), undefined, { curated: 'x' }), 401);
    expect(await statusOf(c.id)).toBe('ACTIVE');
  });

  it('a signed-in member gets 403 on every admin route and changes nothing', async () => {
    const c = await reportedComment('member cannot touch this');
    const tag = await firstTag();
    for (const [method, url, body] of every(c.id, tag.id)) {
      expectError(await call(method, url, member, body), 403, { code: ERROR_CODE.forbidden });
    }
    expect(await statusOf(c.id)).toBe('ACTIVE');
    expect((await firstTag()).curated).toBe(tag.curated);
  });

  it('a cross-site request with the admin cookie is refused (Origin check) and changes nothing', async () => {
    const c = await reportedComment('cross-site cannot touch this');
    const res = await call(
      'POST',
      apiPath('adminReportHide', { commentId: c.id }),
      admin,
      undefined,
      'https://evil.example',
    );
    expectError(res, 403, { code: ERROR_CODE.originNotAllowed });
    const browserNoOrigin = await t.app.inject({
      method: 'POST',
      url: apiPath('adminReportHide', { commentId: c.id }),
      headers: { cookie: admin, 'sec-fetch-site': 'cross-site' },
    });
    expectError(browserNoOrigin, 403, { code: ERROR_CODE.originNotAllowed });
    expect(await statusOf(c.id)).toBe('ACTIVE');
  });

  it('answers 400 naming the field for a bad id or body', async () => {
    expectError(await call('POST', '/api/v2/admin/reports/abc/hide', admin), 400, { field: 'commentId' });
    const tag = await firstTag();
    expectError(await call('PATCH', apiPath('adminTag', { tagId: tag.id }), admin, { curated: 'yes' }), 400, {
      field: 'curated',
    });
    expectError(await call('PATCH', apiPath('adminTag', { tagId: tag.id }), admin, {}), 400, { field: 'curated' });
    expectError(await call('PATCH', apiPath('adminTag', { tagId: tag.id }), admin, { tagGroupId: 999_999 }), 400, {
      field: 'tagGroupId',
    });
    expectError(await call('PATCH', apiPath('adminTag', { tagId: 999_999 }), admin, { curated: true }), 404);
    expectError(await call('POST', apiPath('adminReportDismiss', { commentId: 999_999 }), admin), 404);
  });
});

describe('report review queue', () => {
  it('lists a reported comment with each report (reporter, reason, time) and its counts', async () => {
    const c = await reportedComment('queue me');
    const item = (await queue()).find((i) => i.commentId === c.id);
    expect(item).toMatchObject({
      postId,
      text: 'queue me',
      writer: 'desk_writer',
      status: 'ACTIVE',
      reportCount: 2,
      openReportCount: 2,
    });
    expect(item?.reports.map((r) => [r.reporter, r.reportType, r.open])).toEqual([
      ['desk_reporter_0', 'SPAM', true],
      ['desk_reporter_1', 'ETC', true],
    ]);
  });

  it('hide, restore and dismiss change the comment and each is audited with the admin as actor', async () => {
    const c = await reportedComment('moderate me');
    const decide = async (verb: 'adminReportHide' | 'adminReportRestore' | 'adminReportDismiss') =>
      dataOf<{ status: string }>(await call('POST', apiPath(verb, { commentId: c.id }), admin));

    expect(await decide('adminReportHide')).toMatchObject({ status: 'DELETED_BY_REPORT' });
    expect(await statusOf(c.id)).toBe('DELETED_BY_REPORT');
    expect((await queue()).find((i) => i.commentId === c.id)).toMatchObject({
      status: 'DELETED_BY_REPORT',
      openReportCount: 0,
    });

    t.clock.advance(1000);
    expect(await decide('adminReportRestore')).toMatchObject({ status: 'ACTIVE' });
    expect(await statusOf(c.id)).toBe('ACTIVE');

    t.clock.advance(1000);
    expect(await decide('adminReportDismiss')).toMatchObject({ status: 'ACTIVE' });
    const item = (await queue()).find((i) => i.commentId === c.id);
    expect(item).toMatchObject({ status: 'ACTIVE', reportCount: 2, openReportCount: 0 });
    expect(item?.reports.every((r) => !r.open)).toBe(true);

    const mine = (await auditLog()).filter((e) => e.targetType === 'comment' && e.targetId === String(c.id));
    expect(mine.map((e) => [e.actor, e.action])).toEqual([
      ['desk_admin', 'reports.dismiss'],
      ['desk_admin', 'reports.restore'],
      ['desk_admin', 'reports.hide'],
    ]);
  });

  it("hiding by reports, an operator's restore and hide, and ops reports restore each move the kept post's comment count at once", async () => {
    const commentCount = async () =>
      dataOf<Connection<Post>>(await call('GET', apiPath('postById', { postId }))).edges[0]!.node.commentCount;
    t.clock.advance(RATE_WINDOW_MS);
    const c = dataOf<{ comment: Reply }>(await api.create(writer, { postId, text: 'count me' })).comment;
    // Read once, the post is kept; the clock stands still from here, so no copy expires.
    const shown = await commentCount();
    const enough = Array.from({ length: REPORT_HIDE_THRESHOLD }, (_, i) => signIn(t.app, `count_reporter_${i}`));
    for (const reporter of await Promise.all(enough)) {
      dataOf(await api.report(reporter, c.id, { commentId: c.id, reportType: 'SPAM' }));
    }
    expect(await statusOf(c.id)).toBe('DELETED_BY_REPORT');
    expect(await commentCount()).toBe(shown - 1);
    dataOf(await call('POST', apiPath('adminReportRestore', { commentId: c.id }), admin));
    expect(await commentCount()).toBe(shown);
    dataOf(await call('POST', apiPath('adminReportHide', { commentId: c.id }), admin));
    expect(await commentCount()).toBe(shown - 1);
    // `npm run ops reports restore`, as from the CLI: through the caches it is handed (Redis there).
    const restored = await runOpsCommand(['reports', 'restore', String(c.id)], {
      db: t.database.db,
      clock: t.clock,
      caches: t.app.caches,
    });
    expect(restored.ok).toBe(true);
    expect(await commentCount()).toBe(shown);
  });

  it('dismiss brings back a comment hidden by reports; the same reporters cannot hide it again', async () => {
    const c = await reportedComment('unfairly hidden');
    dataOf(await call('POST', apiPath('adminReportHide', { commentId: c.id }), admin));
    t.clock.advance(1000);
    dataOf(await call('POST', apiPath('adminReportDismiss', { commentId: c.id }), admin));
    expect(await statusOf(c.id)).toBe('ACTIVE');
    const again = { commentId: c.id, reportMessage: c.text, reportType: 'SPAM', data: { ...c } };
    expectError(await api.report(reporters[0], c.id, again), 409);
  });

  it('npm run ops reports dismiss does the same and is audited as ops', async () => {
    const c = await reportedComment('dismiss by ops');
    const result = await ops('reports', 'dismiss', String(c.id));
    expect(result).toEqual({ ok: true, message: `reports of comment ${c.id} dismissed` });
    expect((await queue()).find((i) => i.commentId === c.id)?.openReportCount).toBe(0);
    expect((await auditLog())[0]).toMatchObject({
      actor: AUDIT_ACTOR_OPS,
      action: 'reports.dismiss',
      targetType: 'reports',
      targetId: String(c.id),
    });
    expect((await ops('reports', 'dismiss', '999999')).ok).toBe(false);
  });
});

describe('tag curation', () => {
  it('lists tags and groups; curate, uncurate and move to a group are saved and audited', async () => {
    const list = adminTagListSchema.parse(dataOf(await call('GET', API_PATHS.adminTags, admin)));
    expect(list.tags.length).toBeGreaterThan(0);
    expect(list.groups.length).toBeGreaterThan(0);
    const tag = await firstTag();
    const [group] = await t.database.db.select().from(tagGroups).orderBy(asc(tagGroups.id)).limit(1);
    if (!group) throw new Error('no seeded tag group');

    const patch = (body: object) => call('PATCH', apiPath('adminTag', { tagId: tag.id }), admin, body);
    expect(dataOf(await patch({ curated: false }))).toMatchObject({ id: tag.id, curated: false });
    expect(dataOf(await patch({ curated: true, tagGroupId: null }))).toMatchObject({ curated: true, tagGroupId: null });
    expect(dataOf(await patch({ tagGroupId: group.id }))).toMatchObject({ tagGroupId: group.id });
    expect((await firstTag()).tagGroupId).toBe(group.id);

    const mine = (await auditLog()).filter((e) => e.targetType === 'tag' && e.targetId === String(tag.id));
    expect(mine.map((e) => e.action)).toEqual(
      tag.tagGroupId === null
        ? ['tags.group', 'tags.curate', 'tags.uncurate']
        : ['tags.group', 'tags.group', 'tags.curate', 'tags.uncurate'],
    );
    expect(mine.every((e) => e.actor === 'desk_admin')).toBe(true);
  });

  it('npm run ops tags curate|uncurate <name> changes the tag and is audited as ops', async () => {
    const tag = await firstTag();
    expect(await ops('tags', 'uncurate', tag.name)).toEqual({ ok: true, message: `${tag.name} is no longer curated` });
    expect((await firstTag()).curated).toBe(false);
    expect((await ops('tags', 'curate', tag.name)).ok).toBe(true);
    expect((await firstTag()).curated).toBe(true);
    expect((await auditLog())[0]).toMatchObject({ actor: AUDIT_ACTOR_OPS, action: 'tags.curate', targetId: tag.name });
    expect((await ops('tags', 'curate', 'no-such-tag')).ok).toBe(false);
  });

  it('read-only ops commands leave no audit row', async () => {
    const before = (await auditLog()).length;
    expect((await ops('reports', 'list')).ok).toBe(true);
    expect((await auditLog()).length).toBe(before);
  });
});
