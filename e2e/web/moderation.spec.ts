import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  COPY,
  REPORT_TYPE_LABEL,
  ROUTES,
  apiPath,
  type Post,
  type Reply,
  type ReportCommentBody,
} from '@growday/contracts';
import { E2E_WEB_ORIGIN } from '../stack';
import { postComment } from './comment-helpers';
import { feedPost } from './feed-helpers';
import { signInAs, uniqueUsername } from './session-helpers';
import { reactHydrated } from './hydration';

/** A comment by a fresh user (in a context of its own) on the post. */
async function commentByOther(
  browser: Browser,
  postId: number,
  text: string,
): Promise<{ comment: Reply; writer: string }> {
  const writer = uniqueUsername('mod_w');
  const context = await browser.newContext({ baseURL: E2E_WEB_ORIGIN });
  try {
    const page = await context.newPage();
    await signInAs(page, writer);
    return { comment: await postComment(page.request, postId, text), writer };
  } finally {
    await context.close();
  }
}

/** Open the post's page and wait until its comment's menu answers clicks. */
async function openComment(page: Page, post: Post, commentId: number): Promise<Locator> {
  await page.goto(ROUTES.feed(post.id));
  const item = page.locator(`article.gd-comment[data-comment-id="${commentId}"]`);
  await expect(item).toBeVisible();
  await reactHydrated(page, `article.gd-comment[data-comment-id="${commentId}"] [data-testid="comment-more"]`);
  return item;
}

async function chooseMenu(item: Locator, label: string) {
  await item.getByTestId('comment-more').click();
  await item.getByRole('menuitem', { name: label, exact: true }).click();
}

const dialogs = (page: Page) => page.getByRole('dialog');
const alertToast = (page: Page, message: string) => page.getByRole('alert').filter({ hasText: message });

test('SH-UI-07 CC-MODAL-04 CC-AUTH-04 CC-REPORT-08 CC-REPORT-09 CC-REPORT-10 CC-REPORT-13 CC-REPORT-15 CC-MODAL-01 report with the chosen reason, completion, then a second report alerts the duplicate', async ({
  page,
  browser,
}) => {
  const post = await feedPost(5);
  const { comment } = await commentByOther(browser, post.id, 'a comment to report');
  await signInAs(page, uniqueUsername('mod_r'));
  const item = await openComment(page, post, comment.id);

  await chooseMenu(item, COPY.comments.report);
  const form = page.getByRole('dialog', { name: COPY.report.title });
  await expect(form).toBeVisible();
  const radios = form.getByRole('radio');
  await expect(radios).toHaveCount(6);
  await expect(form.getByRole('radio', { name: REPORT_TYPE_LABEL.VERBAL_ABUSE })).toBeChecked();
  await expect(form.getByRole('button', { name: COPY.common.cancel, exact: true })).toBeVisible();
  await form.getByText(REPORT_TYPE_LABEL.HATE_SPEECH, { exact: true }).click();
  await expect(form.getByRole('radio', { name: REPORT_TYPE_LABEL.HATE_SPEECH })).toBeChecked();
  await expect(form.getByRole('radio', { name: REPORT_TYPE_LABEL.VERBAL_ABUSE })).not.toBeChecked();

  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === apiPath('commentReport', { commentId: comment.id }),
  );
  await form.getByRole('button', { name: COPY.report.submit }).click();
  const body = (await sent).postDataJSON() as ReportCommentBody;
  expect(body).toMatchObject({ commentId: comment.id, reportMessage: comment.text, reportType: 'HATE_SPEECH' });
  expect(body.data).toMatchObject({ id: comment.id, postId: post.id });

  await expect(page.getByTestId('report-done')).toHaveText(COPY.report.done);
  await expect(dialogs(page)).toHaveCount(1);
  await dialogs(page).getByRole('button', { name: COPY.common.confirm, exact: true }).click();
  await expect(dialogs(page)).toHaveCount(0);

  // The same comment again: the API answers 409 and the duplicate message shows.
  await chooseMenu(item, COPY.comments.report);
  await page.getByRole('dialog', { name: COPY.report.title }).getByRole('button', { name: COPY.report.submit }).click();
  await expect(alertToast(page, COPY.report.duplicate)).toBeVisible();
  await expect(dialogs(page)).toHaveCount(0);
  await expect(page.getByTestId('report-done')).toHaveCount(0);
});

test('CC-REPORT-15 CC-REPORT-16 a 500 alerts the duplicate message, any other failure the generic one', async ({
  page,
  browser,
}) => {
  const post = await feedPost(5);
  const { comment } = await commentByOther(browser, post.id, 'a comment whose report fails');
  await signInAs(page, uniqueUsername('mod_rf'));
  const item = await openComment(page, post, comment.id);
  const reportPath = apiPath('commentReport', { commentId: comment.id });

  for (const [status, message] of [
    [500, COPY.report.duplicate],
    [400, COPY.report.failed],
  ] as const) {
    await page.route(
      (url) => url.pathname === reportPath,
      (route) => route.fulfill({ status, json: { error: { code: 'x', message: 'x' } } }),
    );
    await chooseMenu(item, COPY.comments.report);
    await page
      .getByRole('dialog', { name: COPY.report.title })
      .getByRole('button', { name: COPY.report.submit })
      .click();
    await expect(alertToast(page, message)).toBeVisible();
    await expect(page.getByTestId('report-done')).toHaveCount(0);
    await expect(dialogs(page)).toHaveCount(0);
    await page.unroute((url) => url.pathname === reportPath);
  }
});

test('CC-REPORT-11 CC-BLOCK-01 a visitor who reports or blocks gets the login modal', async ({ page, browser }) => {
  const post = await feedPost(5);
  const { comment } = await commentByOther(browser, post.id, 'a comment a visitor sees');
  const item = await openComment(page, post, comment.id);
  for (const action of [COPY.comments.report, COPY.comments.block]) {
    await chooseMenu(item, action);
    const login = page.getByRole('dialog', { name: COPY.login.title });
    await expect(login).toBeVisible();
    await expect(page.getByRole('dialog', { name: COPY.report.title })).toHaveCount(0);
    await expect(page.getByTestId('block-confirm')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(login).toHaveCount(0);
  }
});

test('SH-UI-07 CC-MODAL-04 CC-AUTH-04 CC-BLOCK-02 CC-BLOCK-03 CC-BLOCK-04 CC-BLOCK-05 CC-BLOCK-06 CC-BLOCK-07 block hides the writer’s text, unblock restores it', async ({
  page,
  browser,
}) => {
  const post = await feedPost(6);
  const { comment } = await commentByOther(browser, post.id, 'a comment by someone to block');
  await signInAs(page, uniqueUsername('mod_b'));
  const item = await openComment(page, post, comment.id);
  await expect(item.getByTestId('comment-text')).toHaveText(comment.text);

  await chooseMenu(item, COPY.comments.block);
  await expect(page.getByTestId('block-confirm')).toHaveText(COPY.block.confirm);
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().includes(apiPath('userBlock', { userId: comment.userId! })),
  );
  await page
    .getByRole('dialog', { name: COPY.comments.block })
    .getByRole('button', { name: COPY.common.confirm })
    .click();
  const request = await sent;
  expect(new URL(request.url()).searchParams.get('block')).toBe('true');
  expect(request.postDataJSON()).toMatchObject({ id: comment.id, postId: post.id });
  // The completion opens on top of the confirmation at once.
  await expect(page.getByTestId('block-done')).toHaveText(COPY.block.done);
  await expect(dialogs(page)).toHaveCount(2);
  await page.getByRole('dialog', { name: COPY.block.done }).getByRole('button', { name: COPY.common.confirm }).click();
  await expect(dialogs(page)).toHaveCount(0);
  await expect(item.getByTestId('comment-blocked')).toHaveText(COPY.comments.blockedUser);
  await expect(item.getByTestId('comment-text')).toHaveCount(0);

  await chooseMenu(item, COPY.comments.unblock);
  await expect(page.getByTestId('block-confirm')).toHaveText(COPY.block.unblockConfirm);
  const unblockSent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('block=false'));
  await page
    .getByRole('dialog', { name: COPY.comments.unblock })
    .getByRole('button', { name: COPY.common.confirm })
    .click();
  await unblockSent;
  await expect(page.getByTestId('block-done')).toHaveText(COPY.block.unblockDone);
  await expect(dialogs(page)).toHaveCount(2);
  await page
    .getByRole('dialog', { name: COPY.block.unblockDone })
    .getByRole('button', { name: COPY.common.confirm })
    .click();
  await expect(dialogs(page)).toHaveCount(0);
  await expect(item.getByTestId('comment-text')).toHaveText(comment.text);
  await expect(item.getByTestId('comment-blocked')).toHaveCount(0);
});

test('CC-BLOCK-08 a failed block is ignored: the completion still opens and no alert shows', async ({
  page,
  browser,
}) => {
  const post = await feedPost(6);
  const { comment } = await commentByOther(browser, post.id, 'a comment whose block fails');
  await signInAs(page, uniqueUsername('mod_bf'));
  const item = await openComment(page, post, comment.id);
  const blockPath = apiPath('userBlock', { userId: comment.userId! });
  await page.route(
    (url) => url.pathname === blockPath,
    (route) => route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'x' } } }),
  );
  await chooseMenu(item, COPY.comments.block);
  const failed = page.waitForResponse((r) => new URL(r.url()).pathname === blockPath);
  await page
    .getByRole('dialog', { name: COPY.comments.block })
    .getByRole('button', { name: COPY.common.confirm })
    .click();
  expect((await failed).status()).toBe(500);
  await expect(page.getByTestId('block-done')).toHaveText(COPY.block.done);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await page.getByRole('dialog', { name: COPY.block.done }).getByRole('button', { name: COPY.common.confirm }).click();
  await expect(dialogs(page)).toHaveCount(0);
  await expect(item.getByTestId('comment-text')).toHaveText(comment.text);
});

test('SH-UI-07 CC-MODAL-04 CC-DEL-01 CC-DEL-02 CC-DEL-03 CC-MODAL-03 the writer deletes after confirming; the comment becomes a placeholder', async ({
  page,
}) => {
  const post = await feedPost(7);
  await signInAs(page, uniqueUsername('mod_d'));
  const comment = await postComment(page.request, post.id, 'a comment its writer deletes');
  const item = await openComment(page, post, comment.id);

  // An overlay click closes the confirmation and deletes nothing.
  await chooseMenu(item, COPY.common.delete);
  await expect(page.getByTestId('delete-confirm')).toHaveText(COPY.deleteComment.confirm);
  await page.getByTestId('modal-overlay').click({ position: { x: 5, y: 5 } });
  await expect(dialogs(page)).toHaveCount(0);
  await expect(item.getByTestId('comment-text')).toHaveText(comment.text);

  await chooseMenu(item, COPY.common.delete);
  const sent = page.waitForRequest((r) => r.method() === 'DELETE');
  await page
    .getByRole('dialog', { name: COPY.common.delete })
    .getByRole('button', { name: COPY.common.confirm })
    .click();
  const request = await sent;
  const url = new URL(request.url());
  expect(url.pathname).toBe(apiPath('comment', { commentId: comment.id }));
  expect(url.searchParams.get('postId')).toBe(String(post.id));
  await expect(dialogs(page)).toHaveCount(0);
  await expect(item.locator('.gd-comment__placeholder')).toHaveText(COPY.comments.deleted);
  await expect(item.getByTestId('comment-more')).toHaveCount(0);
});
