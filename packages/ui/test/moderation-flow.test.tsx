import {
  API_PATHS,
  COPY,
  REPORT_TYPES,
  REPORT_TYPE_LABEL,
  apiPath,
  type Comment,
  type Reply,
} from '@growday/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/api/api-error';
import { createApiClient, type FetchLike } from '../src/api/client';
import { reportBody } from '../src/api/moderation';
import { canBlock, canDelete, canReport, ModerationFlow } from '../src/comments/moderation-flow';
import { reportFailureMessage } from '../src/comments/moderation-mutations';
import { ReportReasons } from '../src/comments/moderation-modals';
import { commentKeys } from '../src/queries/comments';
import { createQueryClient } from '../src/queries/query-client';
import { replyFixture } from './helpers/comment-fixtures';

function reply(id: number, extra: Partial<Reply> = {}): Reply {
  return replyFixture({
    id,
    postId: 40,
    userId: 9,
    text: `댓글 ${id}`,
    originalText: `댓글 ${id}`,
    createdAt: '2026-01-05T00:00:00.000Z',
    cursor: String(id),
    ...extra,
  });
}

const comment = (id: number, extra: Partial<Reply> = {}): Comment => ({
  ...reply(id, extra),
  children: [reply(id + 1)],
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A fake fetch: each call waits until the test answers it. An answer given before its request (a
 * mutation sends a few microtasks after mutate) is kept for the next call.
 */
function setup({ signedIn = true }: { signedIn?: boolean | (() => Promise<boolean>) } = {}) {
  const calls: Call[] = [];
  const answers: ((response: Response) => void)[] = [];
  const early: Response[] = [];
  const fetch: FetchLike = (input, init) => {
    calls.push({
      method: init?.method ?? 'GET',
      url: input,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const ready = early.shift();
    return ready ? Promise.resolve(ready) : new Promise<Response>((resolve) => answers.push(resolve));
  };
  const answer = (status: number, body: unknown) => {
    const response = new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const next = answers.shift();
    if (next) next(response);
    else early.push(response);
  };
  const queryClient = createQueryClient();
  const openLogin = vi.fn();
  const alert = vi.fn();
  const flow = new ModerationFlow({
    api: createApiClient({ baseUrl: '', fetch }),
    queryClient,
    isSignedIn: () => (typeof signedIn === 'function' ? signedIn() : signedIn),
    openLogin,
    alert,
  });
  // A list of post 40 and one of another post, as the cache would hold them.
  queryClient.setQueryData(commentKeys.list(40, 'likeCount', 1), { comments: [] });
  queryClient.setQueryData(commentKeys.list(41, 'likeCount', 1), { comments: [] });
  const invalidated = (postId: number) =>
    queryClient.getQueryState(commentKeys.list(postId, 'likeCount', 1))?.isInvalidated ?? false;
  return { flow, calls, answer, openLogin, alert, invalidated };
}

/** Wait for what runs after a macrotask: a mutation's request, a session check. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const errorBody = (code: string) => ({ error: { code, message: code } });

describe('report form', () => {
  it('CC-REPORT-01 CC-REPORT-02 CC-REPORT-03 CC-REPORT-04 CC-REPORT-05 CC-REPORT-06 CC-REPORT-07 six reasons, labelled as the spec pairs them', () => {
    expect(REPORT_TYPE_LABEL).toEqual({
      VERBAL_ABUSE: '욕설/비하',
      HATE_SPEECH: '음란성',
      INFORMATION_LEAKAGE: '스팸/홍보/도배',
      SPAM: '불법정보',
      ILLEGAL_INFORMATION: '개인정보 노출',
      ETC: '기타',
    });
    const html = renderToStaticMarkup(<ReportReasons value="VERBAL_ABUSE" onChange={() => {}} />);
    expect(html.match(/type="radio"/g)).toHaveLength(6);
    for (const type of REPORT_TYPES) {
      expect(html).toMatch(
        new RegExp(
          `data-report-type="${type}"><input[^>]*value="${type}"[^>]*><span>${REPORT_TYPE_LABEL[type]}</span>`,
        ),
      );
    }
  });

  it('CC-REPORT-08 the form opens with VERBAL_ABUSE selected', () => {
    const { flow } = setup();
    flow.report(comment(1));
    expect(flow.getSnapshot()).toMatchObject({ step: 'report', reportType: 'VERBAL_ABUSE' });
    const html = renderToStaticMarkup(<ReportReasons value={flow.getSnapshot().reportType} onChange={() => {}} />);
    expect(html).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="VERBAL_ABUSE"/);
    expect(html.match(/checked=""/g)).toHaveLength(1);
  });

  it('CC-REPORT-09 choosing another reason changes the selection; a new form starts at the default again', () => {
    const { flow } = setup();
    flow.report(comment(1));
    flow.selectReportType('SPAM');
    expect(flow.getSnapshot().reportType).toBe('SPAM');
    flow.selectReportType('ETC');
    expect(flow.getSnapshot().reportType).toBe('ETC');
    flow.close();
    flow.report(comment(1));
    expect(flow.getSnapshot().reportType).toBe('VERBAL_ABUSE');
  });

  it('CC-REPORT-10 CC-REPORT-12 CC-REPORT-13 CC-REPORT-14 submit POSTs the report, then the completion opens and the post’s list refreshes', async () => {
    const { flow, calls, answer, invalidated, alert } = setup();
    const target = comment(5);
    flow.report(target);
    flow.selectReportType('HATE_SPEECH');
    const done = flow.submitReport();
    await flush();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url).toBe(apiPath('commentReport', { commentId: 5 }));
    const body = calls[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ commentId: 5, reportMessage: target.text, reportType: 'HATE_SPEECH' });
    expect(body.data).toMatchObject({ id: 5, postId: 40, text: target.text });
    expect(body.data).not.toHaveProperty('children');
    answer(200, { data: { commentId: 5, reportType: 'HATE_SPEECH', hidden: false } });
    await done;
    expect(flow.getSnapshot().step).toBe('reportDone');
    expect(alert).not.toHaveBeenCalled();
    expect(invalidated(40)).toBe(true);
    expect(invalidated(41)).toBe(false);
    flow.close();
    expect(flow.getSnapshot().step).toBe('idle');
  });

  it('CC-REPORT-13 the body builder carries the comment data including postId', () => {
    expect(reportBody(reply(3, { postId: 77 }), 'ETC')).toEqual({
      commentId: 3,
      reportMessage: '댓글 3',
      reportType: 'ETC',
      data: expect.objectContaining({ id: 3, postId: 77 }),
    });
  });

  it('CC-REPORT-11 a visitor gets the login modal and no form', () => {
    const { flow, openLogin } = setup({ signedIn: false });
    flow.report(comment(1));
    expect(openLogin).toHaveBeenCalledOnce();
    expect(flow.getSnapshot().step).toBe('idle');
  });

  it('CC-REPORT-11 CC-BLOCK-01 when the session is not known yet, it is asked first', async () => {
    const member = setup({ signedIn: () => Promise.resolve(true) });
    member.flow.report(comment(1));
    expect(member.flow.getSnapshot().step).toBe('idle');
    await flush();
    expect(member.flow.getSnapshot().step).toBe('report');
    const visitor = setup({ signedIn: () => Promise.resolve(false) });
    visitor.flow.block(comment(1));
    await flush();
    expect(visitor.flow.getSnapshot().step).toBe('idle');
    expect(visitor.openLogin).toHaveBeenCalledOnce();
  });

  it('CC-REPORT-15 409 and 500 alert the duplicate-report message and close the form', async () => {
    for (const [status, code] of [
      [409, 'conflict'],
      [500, 'internal'],
    ] as const) {
      const { flow, answer, alert, invalidated } = setup();
      flow.report(comment(1));
      const done = flow.submitReport();
      answer(status, errorBody(code));
      await done;
      expect(alert).toHaveBeenCalledExactlyOnceWith(COPY.report.duplicate);
      expect(flow.getSnapshot().step).toBe('idle');
      expect(invalidated(40)).toBe(true);
    }
  });

  it('CC-REPORT-16 any other failure alerts the generic report error', async () => {
    for (const status of [400, 403, 404, 502]) {
      const { flow, answer, alert } = setup();
      flow.report(comment(1));
      const done = flow.submitReport();
      answer(status, errorBody('x'));
      await done;
      expect(alert).toHaveBeenCalledExactlyOnceWith(COPY.report.failed);
      expect(flow.getSnapshot().step).toBe('idle');
    }
    expect(reportFailureMessage(new ApiError({ kind: 'network', status: 0, code: 'x', message: 'x' }))).toBe(
      COPY.report.failed,
    );
    expect(reportFailureMessage(new Error('boom'))).toBe(COPY.report.failed);
  });

  it('a second submit while the first is on its way sends nothing', async () => {
    const { flow, calls, answer } = setup();
    flow.report(comment(1));
    const first = flow.submitReport();
    void flow.submitReport();
    flow.close();
    await flush();
    expect(calls).toHaveLength(1);
    expect(flow.getSnapshot()).toMatchObject({ step: 'report', reportPending: true });
    answer(200, { data: { commentId: 1, reportType: 'VERBAL_ABUSE', hidden: false } });
    await first;
    expect(flow.getSnapshot()).toMatchObject({ step: 'reportDone', reportPending: false });
  });
});

describe('block and unblock', () => {
  it('CC-BLOCK-02 CC-BLOCK-05 confirming sends block=true with the comment data and opens the completion at once', async () => {
    const { flow, calls, answer, invalidated } = setup();
    const target = comment(7, { userId: 12 });
    flow.block(target);
    expect(flow.getSnapshot()).toMatchObject({ step: 'block', block: true, blockDone: false });
    expect(calls).toHaveLength(0);
    const done = flow.confirmBlock();
    // The completion is up before any answer.
    expect(flow.getSnapshot()).toMatchObject({ step: 'block', blockDone: true });
    await flush();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url).toBe(`${apiPath('userBlock', { userId: 12 })}?block=true`);
    expect(calls[0]!.body).toMatchObject({ id: 7, postId: 40 });
    answer(200, { data: { userId: 12, isViewerHasBlocked: true, data: { id: 7, postId: 40 }, updateKey: null } });
    await done;
    // CC-BLOCK-07: the writer's comments change on every post.
    expect(invalidated(40)).toBe(true);
    expect(invalidated(41)).toBe(true);
  });

  it('CC-BLOCK-03 CC-BLOCK-06 unblock sends block=false and opens its completion at once', async () => {
    const { flow, calls } = setup();
    flow.unblock(comment(7, { userId: 12, viewerHasBlocked: true }));
    expect(flow.getSnapshot()).toMatchObject({ step: 'block', block: false });
    void flow.confirmBlock();
    expect(flow.getSnapshot().blockDone).toBe(true);
    await flush();
    expect(calls[0]!.url).toBe(`${apiPath('userBlock', { userId: 12 })}?block=false`);
  });

  it('CC-BLOCK-04 confirming the completion closes both modals', () => {
    const { flow } = setup();
    flow.block(comment(7));
    void flow.confirmBlock();
    flow.close();
    expect(flow.getSnapshot().step).toBe('idle');
  });

  it('CC-BLOCK-08 a failed block is ignored: no alert, the completion stays', async () => {
    const { flow, answer, alert, openLogin } = setup();
    flow.block(comment(7));
    const done = flow.confirmBlock();
    answer(500, errorBody('internal'));
    await done;
    expect(alert).not.toHaveBeenCalled();
    expect(openLogin).not.toHaveBeenCalled();
    expect(flow.getSnapshot()).toMatchObject({ step: 'block', blockDone: true });
  });

  it('CC-BLOCK-01 a visitor gets the login modal instead of the confirmation', () => {
    const { flow, openLogin } = setup({ signedIn: false });
    flow.block(comment(7));
    expect(openLogin).toHaveBeenCalledOnce();
    expect(flow.getSnapshot().step).toBe('idle');
  });

  it('confirming twice sends one request', async () => {
    const { flow, calls } = setup();
    flow.block(comment(7));
    void flow.confirmBlock();
    void flow.confirmBlock();
    await flush();
    expect(calls).toHaveLength(1);
  });

  it('CC-DISP-12 block is never offered on 익명 or on yourself, and the flow refuses it too', () => {
    const anonymous = comment(7, {
      userId: null,
      user: { username: null, profileKey: null },
      originalUser: { username: null },
    });
    const own = comment(8, { isWriter: true });
    expect(canBlock(anonymous)).toBe(false);
    expect(canBlock(own)).toBe(false);
    expect(canBlock(comment(9))).toBe(true);
    const { flow, calls, openLogin } = setup();
    flow.block(anonymous);
    flow.unblock(own);
    expect(flow.getSnapshot().step).toBe('idle');
    expect(calls).toHaveLength(0);
    expect(openLogin).not.toHaveBeenCalled();
  });
});

describe('delete', () => {
  it('CC-DEL-01 CC-DEL-02 CC-DEL-03 confirming closes the modal, sends DELETE with postId and refreshes the list', async () => {
    const { flow, calls, answer, invalidated } = setup();
    flow.remove(comment(3, { isWriter: true }));
    expect(flow.getSnapshot().step).toBe('delete');
    const done = flow.confirmDelete();
    expect(flow.getSnapshot().step).toBe('idle');
    await flush();
    expect(calls).toEqual([
      { method: 'DELETE', url: `${apiPath('comment', { commentId: 3 })}?postId=40`, body: { postId: 40 } },
    ]);
    answer(200, { data: { commentId: 3, postId: 40, commentCount: 4 } });
    await done;
    await flush();
    expect(invalidated(40)).toBe(true);
    expect(invalidated(41)).toBe(false);
  });

  it('CC-DEL-04 only the writer gets the delete confirmation', () => {
    expect(canDelete(comment(3, { isWriter: true }))).toBe(true);
    expect(canDelete(comment(3))).toBe(false);
    expect(canDelete(comment(3, { isWriter: true, isDeleted: true }))).toBe(false);
    const { flow } = setup();
    flow.remove(comment(3));
    expect(flow.getSnapshot().step).toBe('idle');
  });

  it('CC-DISP-10 CC-DISP-11 writers cannot report their own comment; deleted comments offer nothing', () => {
    expect(canReport(comment(1, { isWriter: true }))).toBe(false);
    expect(canReport(comment(1, { isDeleted: true }))).toBe(false);
    expect(canReport(comment(1, { status: 'DELETED_BY_REPORT' }))).toBe(false);
    expect(canReport(comment(1))).toBe(true);
  });
});

describe('paths', () => {
  it('uses the report, block and comment paths of the contracts', () => {
    expect(API_PATHS.commentReport).toBe('/api/v2/comments/:commentId/report');
    expect(API_PATHS.userBlock).toBe('/api/v1/users/block/:userId');
  });
});
