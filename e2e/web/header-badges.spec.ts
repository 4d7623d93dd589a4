import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  API_PATHS,
  BADGE_CAP,
  COPY,
  FEED_PAGE_SIZE_MAX,
  apiPath,
  type Connection,
  type Post,
} from '@growday/contracts';
import { E2E_API_ORIGIN, E2E_WEB_ORIGIN } from '../stack';
import { postComment } from './comment-helpers';
import { feedPost, hydrated } from './feed-helpers';
import { signInAs, uniqueUsername } from './session-helpers';

const badge = (page: Page, icon: 'bookmark' | 'notification') => page.getByTestId(`${icon}-badge`);

/**
 * `count` post ids from deep in the latest list (past the first two pages, which other tests
 * scrap through the UI), so bookmarking them moves no count another test reads.
 */
async function deepPostIds(count: number): Promise<number[]> {
  const ids: number[] = [];
  let after: string | null = null;
  while (ids.length < count + 2 * FEED_PAGE_SIZE_MAX) {
    const query = new URLSearchParams({ first: String(FEED_PAGE_SIZE_MAX), ...(after ? { after } : {}) });
    const res = await fetch(`${E2E_API_ORIGIN}${API_PATHS.latestPosts}?${query.toString()}`);
    const { data } = (await res.json()) as { data: Connection<Post> };
    ids.push(...data.edges.map((edge) => edge.node.id));
    if (!data.pageInfo.hasNextPage || !data.pageInfo.endCursor) break;
    after = data.pageInfo.endCursor;
  }
  const deep = ids.slice(2 * FEED_PAGE_SIZE_MAX, 2 * FEED_PAGE_SIZE_MAX + count);
  if (deep.length < count) throw new Error(`the seed holds fewer than ${count} posts past the first pages`);
  return deep;
}

async function bookmarkAll(page: Page, ids: number[]) {
  for (const postId of ids) {
    const response = await page.request.post(API_PATHS.bookmark, {
      data: { postId },
      headers: { origin: E2E_WEB_ORIGIN },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

test('SH-HDR-21 SH-HDR-22 no badges at 0', async ({ page }) => {
  await signInAs(page, uniqueUsername('badge0'));
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('.gd-header [data-header-icon="bookmark"]')).toBeVisible();
  await expect(badge(page, 'bookmark')).toHaveCount(0);
  await expect(badge(page, 'notification')).toHaveCount(0);
});

test('SH-HDR-22 CC-BOOK-08 the bookmark badge shows the unread scraps and follows a toggle', async ({ page }) => {
  await signInAs(page, uniqueUsername('badge3'));
  await bookmarkAll(page, await deepPostIds(3));
  await page.goto('/');
  await hydrated(page);
  await expect(badge(page, 'bookmark')).toHaveText('3');
  const post = await feedPost(11);
  await page.locator(`article.gd-post-card[data-post-id="${post.id}"]`).getByTestId('bookmark-button').click();
  await expect(page.getByTestId('toast')).toHaveText(COPY.scrap.added(post.title));
  await expect(badge(page, 'bookmark')).toHaveText('4');
});

test('SH-HDR-20 100 unread scraps show as 99+', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, uniqueUsername('badge100'));
  const ids = await deepPostIds(BADGE_CAP + 1);
  await bookmarkAll(page, ids.slice(0, BADGE_CAP));
  await page.goto('/');
  await expect(badge(page, 'bookmark')).toHaveText(String(BADGE_CAP));
  await bookmarkAll(page, ids.slice(BADGE_CAP));
  await page.reload();
  await expect(badge(page, 'bookmark')).toHaveText(COPY.common.badgeCap);
});

/** Another signed-in user, as an API client of the website's /api proxy. */
async function otherUser(playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } }) {
  const context = await playwright.request.newContext({ baseURL: E2E_WEB_ORIGIN });
  const response = await context.post(API_PATHS.devLogin, {
    data: { username: uniqueUsername('notifier') },
    headers: { origin: E2E_WEB_ORIGIN },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return context;
}

test('SH-HDR-21 the notification badge shows the unread notifications a reply and a like produce', async ({
  page,
  playwright,
}) => {
  await signInAs(page, uniqueUsername('notify'));
  await page.goto('/');
  await hydrated(page);
  await expect(page.locator('.gd-header [data-header-icon="notification"]')).toBeVisible();
  await expect(badge(page, 'notification')).toHaveCount(0);

  // The reader comments on a post deep in the list; one user answers it and another likes it,
  // each of which notifies the reader (comments API): the badge counts them from the real answer.
  const [postId] = await deepPostIds(1);
  const mine = await postComment(page.request, postId!, '알림을 받을 댓글');
  const replier = await otherUser(playwright);
  await postComment(replier, postId!, '알림을 보낼 답글', mine.id);
  await page.reload();
  await expect(badge(page, 'notification')).toHaveText('1');

  const liker = await otherUser(playwright);
  const like = await liker.post(apiPath('commentLike', { commentId: mine.id }), {
    headers: { origin: E2E_WEB_ORIGIN },
  });
  expect(like.ok(), await like.text()).toBe(true);
  await page.reload();
  await expect(badge(page, 'notification')).toHaveText('2');
  await Promise.all([replier.dispose(), liker.dispose()]);
});
