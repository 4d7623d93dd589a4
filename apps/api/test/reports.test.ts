import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  API_PATHS,
  COPY,
  REPORT_HIDE_THRESHOLD,
  REPORT_TYPES,
  reportResultSchema,
  type Reply,
  type ReportResult,
} from '@growday/contracts';
import { commentReports, comments } from '../src/db/schema';
import { OPS_TOKEN_HEADER } from '../src/modules/ops/routes';
import {
  commentCalls,
  commentCountOf,
  dataOf,
  expectError,
  findComment,
  listOf,
  RATE_WINDOW_MS,
  seededPostIds,
  userIdOf,
} from './helpers/comment-calls';
import { createTestApp, signIn, type TestApp } from './helpers/test-app';

const TOKEN = 'reports-ops-token-0123456789';
let t: TestApp;
let api: ReturnType<typeof commentCalls>;
let postId: number;
let writer: string;
let reporters: string[];

beforeAll(async () => {
  t = await createTestApp({ opsToken: TOKEN });
  api = commentCalls(t);
  [postId = 0] = await seededPostIds(t, 1);
  writer = await signIn(t.app, 'report-writer');
  reporters = await Promise.all(
    Array.from({ length: REPORT_HIDE_THRESHOLD + 2 }, (_, i) => signIn(t.app, `reporter-${i}`)),
  );
});
afterAll(() => t.close());

async function newComment(text = 'reported words'): Promise<Reply> {
  t.clock.advance(RATE_WINDOW_MS);
  return dataOf<{ comment: Reply }>(await api.create(writer, { postId, text })).comment;
}

const reportBody = (c: Reply, reportType: string = 'VERBAL_ABUSE') => ({
  commentId: c.id,
  reportMessage: c.text,
  reportType,
  data: { ...c, postId: c.postId },
});

function reporter(i: number): string {
  const r = reporters[i];
  if (!r) throw new Error(`no reporter #${i}`);
  return r;
}

async function statusOf(id: number) {
  const [row] = await t.database.db.select({ status: comments.status }).from(comments).where(eq(comments.id, id));
  return row?.status;
}

async function ops(...args: string[]): Promise<{ ok: boolean; message: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: API_PATHS.ops,
    headers: { [OPS_TOKEN_HEADER]: TOKEN },
    payload: { args },
  });
  return dataOf(res);
}

describe('reportComment', () => {
  it('CC-REPORT-12 CC-REPORT-13 reports with commentId, reportMessage, reportType and data, and stores them', async () => {
    const c = await newComment();
    const res = await api.report(reporter(0), c.id, reportBody(c, 'SPAM'));
    const result: ReportResult = reportResultSchema.parse(dataOf(res));
    expect(result).toEqual({ commentId: c.id, reportType: 'SPAM', hidden: false });
    const [row] = await t.database.db
      .select()
      .from(commentReports)
      .where(and(eq(commentReports.commentId, c.id), eq(commentReports.userId, await userIdOf(t, 'reporter-0'))));
    expect(row).toMatchObject({ reportType: 'SPAM', reportMessage: 'reported words' });
    expect((row?.data as { postId: number }).postId).toBe(postId);
  });

  it('CC-REPORT-01 takes each of the six types and refuses another with 400 naming reportType', async () => {
    for (const [i, type] of REPORT_TYPES.entries()) {
      const c = await newComment();
      dataOf(await api.report(reporter(i), c.id, reportBody(c, type)));
    }
    const c = await newComment();
    expectError(await api.report(reporter(0), c.id, reportBody(c, 'RUDE')), 400, { field: 'reportType' });
  });

  it('the same user reporting the same comment twice gets 409 (the client shows the duplicate-report message)', async () => {
    const c = await newComment();
    dataOf(await api.report(reporter(1), c.id, reportBody(c)));
    const res = await api.report(reporter(1), c.id, reportBody(c, 'ETC'));
    expectError(res, 409);
    expect((res.json() as { error: { message: string } }).error.message).toBe(COPY.report.duplicate);
  });

  it('answers 400 for your own comment, 404 for an unknown or deleted one, 401 signed out, 400 for a mismatched commentId', async () => {
    const c = await newComment();
    expectError(await api.report(writer, c.id, reportBody(c)), 400);
    expectError(await api.report(reporter(0), 999_999, { ...reportBody(c), commentId: 999_999 }), 404);
    expectError(await api.report(undefined, c.id, reportBody(c)), 401);
    expectError(await api.report(reporter(0), c.id, { ...reportBody(c), commentId: c.id + 1 }), 400, {
      field: 'commentId',
    });
    dataOf(await api.remove(writer, c.id, postId));
    expectError(await api.report(reporter(0), c.id, reportBody(c)), 404);
  });

  it(`at ${REPORT_HIDE_THRESHOLD} distinct reporters the comment becomes DELETED_BY_REPORT and leaves commentCount`, async () => {
    const c = await newComment('hide me');
    const before = await commentCountOf(t, postId);
    for (let i = 0; i < REPORT_HIDE_THRESHOLD - 1; i++) {
      expect(reportResultSchema.parse(dataOf(await api.report(reporter(i), c.id, reportBody(c)))).hidden).toBe(false);
    }
    expect(await statusOf(c.id)).toBe('ACTIVE');
    const last = reportResultSchema.parse(
      dataOf(await api.report(reporter(REPORT_HIDE_THRESHOLD - 1), c.id, reportBody(c))),
    );
    expect(last.hidden).toBe(true);
    expect(await statusOf(c.id)).toBe('DELETED_BY_REPORT');
    expect(await commentCountOf(t, postId)).toBe(before - 1);

    // CC-DISP-03 (API part): others get the status and no text.
    for (const viewer of [undefined, reporter(0)]) {
      const seen = findComment(listOf(await api.list(postId, viewer)), c.id);
      expect(seen).toMatchObject({ status: 'DELETED_BY_REPORT', isDeleted: false, text: '', originalText: '' });
    }
    // CC-DISP-04 (API part): the writer still sees it.
    expect(findComment(listOf(await api.list(postId, writer)), c.id)).toMatchObject({
      status: 'DELETED_BY_REPORT',
      text: 'hide me',
      isWriter: true,
    });
    // Hidden comments cannot be reported again, liked or replied to.
    expectError(await api.report(reporter(REPORT_HIDE_THRESHOLD), c.id, reportBody(c)), 404);
    expectError(await api.like(reporter(0), c.id), 404);
  });

  it('hides exactly once when the threshold’s reporters arrive at the same time', async () => {
    const c = await newComment();
    const before = await commentCountOf(t, postId);
    const answers = await Promise.all(
      reporters.slice(0, REPORT_HIDE_THRESHOLD + 1).map((r) => api.report(r, c.id, reportBody(c))),
    );
    const ok = answers.filter((r) => r.statusCode === 200).map((r) => reportResultSchema.parse(dataOf(r)));
    // The one after the threshold finds the comment hidden already.
    expect(ok).toHaveLength(REPORT_HIDE_THRESHOLD);
    expect(ok.filter((r) => r.hidden)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 404)).toHaveLength(1);
    expect(await commentCountOf(t, postId)).toBe(before - 1);
  });
});

describe('npm run ops -- reports', () => {
  it('lists reported comments, hides one and restores it; commentCount follows and old reports stop counting', async () => {
    const c = await newComment('operator review');
    dataOf(await api.report(reporter(0), c.id, reportBody(c)));
    const listed = await ops('reports', 'list');
    expect(listed.ok).toBe(true);
    expect(listed.message).toContain(`#${c.id} post ${postId} ACTIVE reports=1`);

    const before = await commentCountOf(t, postId);
    expect(await ops('reports', 'hide', String(c.id))).toEqual({ ok: true, message: `comment ${c.id} hidden` });
    expect(await statusOf(c.id)).toBe('DELETED_BY_REPORT');
    expect(await commentCountOf(t, postId)).toBe(before - 1);
    expect(findComment(listOf(await api.list(postId)), c.id)?.text).toBe('');

    t.clock.advance(1000);
    expect(await ops('reports', 'restore', String(c.id))).toEqual({ ok: true, message: `comment ${c.id} restored` });
    expect(await statusOf(c.id)).toBe('ACTIVE');
    expect(await commentCountOf(t, postId)).toBe(before);
    expect(findComment(listOf(await api.list(postId)), c.id)?.text).toBe('operator review');

    // Only reports after the operator's decision count toward the threshold again.
    t.clock.advance(1000);
    for (let i = 1; i < REPORT_HIDE_THRESHOLD; i++) {
      dataOf(await api.report(reporter(i), c.id, reportBody(c)));
    }
    expect(await statusOf(c.id)).toBe('ACTIVE');
    dataOf(await api.report(reporter(REPORT_HIDE_THRESHOLD), c.id, reportBody(c)));
    expect(await statusOf(c.id)).toBe('DELETED_BY_REPORT');
  });

  it('answers not-ok for an unknown comment or a bad id', async () => {
    expect(await ops('reports', 'hide', '999999')).toEqual({ ok: false, message: 'no comment with id 999999' });
    const bad = await ops('reports', 'restore', 'abc');
    expect(bad.ok).toBe(false);
    expect(bad.message).toContain('usage: npm run ops');
  });
});
