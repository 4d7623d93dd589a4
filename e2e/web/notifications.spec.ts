import { expect, test, type Page } from '@playwright/test';
import { COPY, ROUTES, postHref, type Post } from '@growday/contracts';
import { E2E_WEB_ORIGIN } from '../stack';
import { postComment } from './comment-helpers';
import { feedPost } from './feed-helpers';
import { signInAs, uniqueUsername } from './session-helpers';
import { reactHydrated } from './hydration';

const badge = (page: Page) => page.getByTestId('notification-badge');

test('SH-ROUTE-08 SH-HDR-21 a reply by another user shows in the badge and on /notification, which marks it read', async ({
  page,
  browser,
}) => {
  const post: Post = await feedPost(13);
  const writer = uniqueUsername('ntf_a');
  const replier = uniqueUsername('ntf_b');
  await signInAs(page, writer);
  const mine = await postComment(page.request, post.id, 'a comment to be replied to');

  const other = await browser.newContext({ baseURL: E2E_WEB_ORIGIN });
  try {
    const otherPage = await other.newPage();
    await signInAs(otherPage, replier);
    await postComment(otherPage.request, post.id, 'a reply that notifies', mine.id);
  } finally {
    await other.close();
  }

  await page.goto(ROUTES.home);
  await expect(badge(page)).toHaveText('1');

  await page.goto(ROUTES.notification);
  await expect(page.getByRole('heading', { level: 1, name: COPY.notifications.title })).toBeVisible();
  const item = page.getByTestId('notification');
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-kind', 'reply');
  await expect(item).toContainText(COPY.notifications.reply(replier));
  await expect(item).toContainText('a reply that notifies');
  await expect(item.getByRole('link', { name: post.title })).toHaveAttribute('href', postHref(post));
  // Shown means read: the badge goes at once, and stays gone on the next page.
  await expect(badge(page)).toHaveCount(0);
  await page.goto(ROUTES.home);
  await expect(page.locator('.gd-header [data-header-icon="notification"]')).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  // The notification is still listed on a later visit, no longer new.
  await page.goto(ROUTES.notification);
  await expect(page.getByTestId('notification')).toHaveCount(1);
  await expect(page.getByTestId('notification')).not.toHaveAttribute('data-unread', '');
});

test('SH-ROUTE-08 a user without notifications gets the empty state', async ({ page }) => {
  await signInAs(page, uniqueUsername('ntf_none'));
  await page.goto(ROUTES.notification);
  await expect(page.getByTestId('notifications-empty')).toHaveText(COPY.notifications.empty);
  await expect(page.getByTestId('notification')).toHaveCount(0);
});

test('SH-USER-08 a visitor on /notification gets the login prompt, whose button opens the login modal', async ({
  page,
}) => {
  await page.goto(ROUTES.notification);
  const prompt = page.getByTestId('notification-login-prompt');
  await expect(prompt).toContainText(COPY.notifications.loginPrompt);
  await reactHydrated(page, '[data-testid="notification-login-prompt"]');
  await prompt.getByRole('button', { name: COPY.header.login }).click();
  await expect(page.getByRole('dialog', { name: COPY.login.title })).toBeVisible();
});

test('SH-ROUTE-11 /me/info/comment lists the user’s own comments with links to their posts', async ({ page }) => {
  const post = await feedPost(14);
  await signInAs(page, uniqueUsername('ntf_mine'));
  await page.goto(ROUTES.myComments);
  await expect(page.getByTestId('my-comments-empty')).toHaveText(COPY.myPage.commentEmpty);

  const mine = await postComment(page.request, post.id, 'my own comment for the list');
  await page.goto(ROUTES.myComments);
  const item = page.getByTestId('my-comment');
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-comment-id', String(mine.id));
  await expect(item).toContainText('my own comment for the list');
  await expect(item.getByRole('link', { name: post.title })).toHaveAttribute('href', postHref(post));
  await expect(page.getByTestId('my-comments-empty')).toHaveCount(0);
});
