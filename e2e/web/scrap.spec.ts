import { expect, test, type Page } from '@playwright/test';
import {
  API_PATHS,
  BOOKMARK_TOOLTIP_DELAY_MS,
  BOOKMARK_TOOLTIP_DISMISSED_KEY,
  COPY,
  ROUTES,
  apiPath,
  type Post,
} from '@growday/contracts';
import { formatCount } from '@growday/ui/core';
import { E2E_WEB_ORIGIN } from '../stack';
import { feedPost, hydrated } from './feed-helpers';
import { signInAs, uniqueUsername } from './session-helpers';

// Each test scraps its own post of the home page's first page (others use the first few), so
// parallel tests never move each other's counts.

const card = (page: Page, post: Post) => page.locator(`article.gd-post-card[data-post-id="${post.id}"]`);
const scrapButton = (page: Page, post: Post) => card(page, post).getByTestId('bookmark-button');
const loginModal = (page: Page) => page.getByRole('dialog', { name: COPY.login.title });
const toast = (page: Page) => page.getByTestId('toast');
const isBookmarkCall = (url: URL) => url.pathname === API_PATHS.bookmark;
const headerIcon = (page: Page, icon: string) => page.locator(`.gd-header [data-header-icon="${icon}"]`);

async function expectScrapState(page: Page, post: Post, bookmarked: boolean, count: number) {
  const button = scrapButton(page, post);
  await expect(button).toHaveAttribute('aria-pressed', String(bookmarked));
  await expect(button).toHaveText(formatCount(count));
  await expect(button.locator('path')).toHaveAttribute('fill', bookmarked ? 'currentColor' : 'none');
}

/** Bookmark through the API as the page's signed-in user (same cookies, the site's origin). */
async function bookmarkViaApi(page: Page, postId: number) {
  const response = await page.request.post(API_PATHS.bookmark, {
    data: { postId },
    headers: { origin: E2E_WEB_ORIGIN },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function openHome(page: Page) {
  await page.goto('/');
  await hydrated(page);
}

test('CC-BOOK-01 CC-AUTH-03 a visitor’s scrap click opens the login modal and sends nothing', async ({ page }) => {
  const post = await feedPost(5);
  const calls: string[] = [];
  page.on('request', (request) => isBookmarkCall(new URL(request.url())) && calls.push(request.method()));
  await openHome(page);
  await scrapButton(page, post).click();
  await expect(loginModal(page)).toBeVisible();
  await expectScrapState(page, post, false, post.bookmarkCount);
  expect(calls).toEqual([]);
});

test('CC-AUTH-04 CC-BOOK-02 CC-BOOK-03 CC-BOOK-05 CC-BOOK-11 CC-BOOK-12 CC-ROUTE-12 SH-ROUTE-10 scrap and unscrap with counts; the queue lists it and drops it on removal', async ({
  page,
}) => {
  const post = await feedPost(6);
  await signInAs(page, uniqueUsername('scrap'));
  await openHome(page);
  await expectScrapState(page, post, false, post.bookmarkCount);

  const added = page.waitForResponse((r) => isBookmarkCall(new URL(r.url())) && r.request().method() === 'POST');
  await scrapButton(page, post).click();
  await expectScrapState(page, post, true, post.bookmarkCount + 1);
  expect((await added).status()).toBe(200);
  await expect(toast(page)).toHaveText(COPY.scrap.added(post.title));

  const removed = page.waitForResponse((r) => isBookmarkCall(new URL(r.url())) && r.request().method() === 'DELETE');
  await scrapButton(page, post).click();
  await expectScrapState(page, post, false, post.bookmarkCount);
  expect((await removed).status()).toBe(200);
  await expect(toast(page).last()).toHaveText(COPY.scrap.removed(post.title));

  // Scrap it again and find it on the queue page.
  await scrapButton(page, post).click();
  await expect(toast(page).last()).toHaveText(COPY.scrap.added(post.title));
  await headerIcon(page, 'bookmark').click();
  await expect(page).toHaveURL(ROUTES.scrapQueue);
  await expect(page.getByRole('heading', { level: 1, name: COPY.scrap.queueTitle })).toBeVisible();
  await expectScrapState(page, post, true, post.bookmarkCount + 1);

  // Removing it there drops it from the list.
  await scrapButton(page, post).click();
  await expect(toast(page).last()).toHaveText(COPY.scrap.removed(post.title));
  await expect(card(page, post)).toHaveCount(0);
  await expect(page.getByTestId('scrap-empty')).toHaveText(COPY.scrap.queueEmpty);
  // The server agrees, on a fresh load.
  await page.reload();
  await expect(page.getByTestId('scrap-empty')).toHaveText(COPY.scrap.queueEmpty);
});

test('CC-BOOK-06 CC-BOOK-07 a failing request rolls back count and icon silently; clicks while pending are ignored', async ({
  page,
}) => {
  const post = await feedPost(7);
  await signInAs(page, uniqueUsername('scrapfail'));
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  await page.route(isBookmarkCall, async (route) => {
    calls += 1;
    await held;
    await route.fulfill({ status: 500, json: { error: { status: 500, code: 'internal', message: 'x' } } });
  });
  await openHome(page);
  await scrapButton(page, post).click();
  // At once, before any answer.
  await expectScrapState(page, post, true, post.bookmarkCount + 1);
  await scrapButton(page, post).click();
  await scrapButton(page, post).click();
  await expectScrapState(page, post, true, post.bookmarkCount + 1);
  expect(calls).toBe(1);
  release();
  await expectScrapState(page, post, false, post.bookmarkCount);
  // Silent: no snackbar.
  await page.waitForTimeout(300);
  await expect(toast(page)).toHaveCount(0);
  expect(calls).toBe(1);
});

test('CC-BOOK-10 dropping the cached lists neither refetches nor moves the home feed on screen', async ({ page }) => {
  const post = await feedPost(13);
  await signInAs(page, uniqueUsername('scrapstay'));
  await openHome(page);
  await scrapButton(page, post).scrollIntoViewIfNeeded();
  // Let infinite scroll finish loading whatever the scroll asked for first.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('section.gd-feed[data-feed="latest"]')).toHaveAttribute('aria-busy', 'false');
  const feedCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // A refetch of the cached list starts again at its first page (no cursor); a next page the
    // infinite scroll asks for meanwhile (`after=`) is the scroll's own and not what this proves.
    if (url.pathname === API_PATHS.latestPosts && !url.searchParams.has('after')) feedCalls.push(request.url());
  });
  // Layout positions (offsetTop ignores the card's hover lift under the pointer).
  const place = () => card(page, post).evaluate((el: HTMLElement) => ({ top: el.offsetTop, y: window.scrollY }));
  // Images above may still be fading in or falling back: wait until the layout holds still.
  let before = await place();
  await expect
    .poll(
      async () => {
        const now = await place();
        const still = now.top === before.top && now.y === before.y;
        before = now;
        return still;
      },
      { intervals: [500] },
    )
    .toBe(true);
  const cardIds = () =>
    page.locator('article.gd-post-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-post-id')));
  const cardsBefore = await cardIds();
  await scrapButton(page, post).click();
  await expect(toast(page)).toHaveText(COPY.scrap.added(post.title));
  await page.waitForTimeout(500);
  expect(await place()).toEqual(before);
  // Every card stays, in its order; a next page the scroll asks for meanwhile may follow them.
  expect((await cardIds()).slice(0, cardsBefore.length)).toEqual(cardsBefore);
  expect(feedCalls).toEqual([]);
});

test('CC-BOOK-08 CC-BOOK-15 the modal’s scrap button, counter and the card behind agree after a toggle', async ({
  page,
}) => {
  const post = await feedPost(8);
  await signInAs(page, uniqueUsername('scrapmodal'));
  await openHome(page);
  await card(page, post).locator('.gd-post-card__link').click();
  const modal = page.getByRole('dialog');
  const modalScrap = modal.locator('[data-action="scrap"]');
  await expect(modalScrap).toHaveAttribute('aria-pressed', 'false');
  const userRefresh = page.waitForResponse((r) => new URL(r.url()).pathname === API_PATHS.currentUser);
  await modalScrap.click();
  await expect(modalScrap).toHaveAttribute('aria-pressed', 'true');
  await expect(modal.locator('[data-counter="scraps"] dd')).toHaveText(formatCount(post.bookmarkCount + 1));
  await expect(toast(page)).toHaveText(COPY.scrap.added(post.title));
  // The user's bookmark state is fetched again (header badge).
  await userRefresh;
  await expect(page.getByTestId('bookmark-badge')).toHaveText('1');
  await modal.getByRole('button', { name: COPY.common.close }).click();
  await expectScrapState(page, post, true, post.bookmarkCount + 1);
});

test('CC-ROUTE-13 SH-ROUTE-10 the recent page lists a post after its original link was opened', async ({
  page,
  context,
}) => {
  const post = await feedPost(9);
  await signInAs(page, uniqueUsername('recent'));
  await page.goto(ROUTES.recent);
  await expect(page.getByRole('heading', { level: 1, name: COPY.scrap.recentTitle })).toBeVisible();
  await expect(page.getByTestId('scrap-empty')).toHaveText(COPY.scrap.recentEmpty);

  // Keep the original article off the network: only the click record matters.
  await context.route(
    (url) => url.origin !== E2E_WEB_ORIGIN,
    (route) => route.abort(),
  );
  await openHome(page);
  await card(page, post).locator('.gd-post-card__link').click();
  const clicked = page.waitForResponse(
    (r) => new URL(r.url()).pathname === apiPath('clickPost', { postId: post.id }) && r.status() === 200,
  );
  const popup = context.waitForEvent('page');
  await page.getByRole('dialog').getByRole('link', { name: COPY.post.seeDetails }).click();
  await clicked;
  await (await popup).close();

  await page.goto(ROUTES.recent);
  await expect(card(page, post)).toBeVisible();
  await expect(page.getByTestId('scrap-empty')).toHaveCount(0);
});

test('CC-ROUTE-12 CC-AUTH-03 a visitor on the scrap pages gets a prompt whose button opens the login modal', async ({
  page,
}) => {
  for (const route of [ROUTES.scrapQueue, ROUTES.recent]) {
    await page.goto(route);
    const prompt = page.getByTestId('scrap-login-prompt');
    await expect(prompt).toContainText(COPY.scrap.loginPrompt);
    await prompt.getByRole('button', { name: COPY.header.login }).click();
    await expect(loginModal(page)).toBeVisible();
  }
});

test('SH-HDR-13 logged out, the bookmark, notification and profile icons open the login modal instead of navigating', async ({
  page,
}) => {
  await openHome(page);
  for (const icon of ['bookmark', 'notification', 'profile']) {
    await headerIcon(page, icon).click();
    await expect(loginModal(page)).toBeVisible();
    await expect(page).toHaveURL(`${E2E_WEB_ORIGIN}/`);
    await loginModal(page).getByRole('button', { name: COPY.common.close }).click();
    await expect(loginModal(page)).toHaveCount(0);
  }
});

test('SH-HDR-18 SH-HDR-19 the bookmark icon is filled on the scrap lists, the profile icon on my page', async ({
  page,
}) => {
  await signInAs(page, uniqueUsername('icons'));
  await page.goto('/');
  await expect(headerIcon(page, 'bookmark')).not.toHaveAttribute('data-filled', 'true');
  for (const route of [ROUTES.scrapQueue, ROUTES.recent]) {
    await page.goto(route);
    await expect(headerIcon(page, 'bookmark')).toHaveAttribute('aria-current', 'page');
    await expect(headerIcon(page, 'bookmark').locator('path')).toHaveAttribute('fill', 'currentColor');
    await expect(headerIcon(page, 'profile').locator('circle')).toHaveAttribute('fill', 'none');
  }
  for (const route of [ROUTES.myProfile, ROUTES.myComments]) {
    await page.goto(route);
    await expect(headerIcon(page, 'profile').locator('circle')).toHaveAttribute('fill', 'currentColor');
    await expect(headerIcon(page, 'bookmark').locator('path')).toHaveAttribute('fill', 'none');
  }
});

test.describe('bookmark tooltip', () => {
  const tooltip = (page: Page) => page.getByTestId('bookmark-tooltip');

  test('SH-HDR-14 no unread scraps, no tooltip', async ({ page }) => {
    await signInAs(page, uniqueUsername('tipnone'));
    await openHome(page);
    await page.waitForTimeout(1000);
    await expect(tooltip(page)).toHaveCount(0);
  });

  test('SH-HDR-14 SH-HDR-15 it appears after 300 ms with unread scraps, hides on click and stays dismissed for the tab', async ({
    page,
    context,
  }) => {
    const post = await feedPost(10);
    await signInAs(page, uniqueUsername('tip'));
    await bookmarkViaApi(page, post.id);
    // Note when the document became interactive and when the tooltip appeared: React mounts the
    // header after that, so the gap is at least the delay.
    await page.addInitScript(() => {
      const marks: Record<string, number> = {};
      (window as unknown as { __tooltipMarks: Record<string, number> }).__tooltipMarks = marks;
      document.addEventListener('DOMContentLoaded', () => {
        marks.ready = performance.now();
        new MutationObserver(() => {
          if (marks.shown === undefined && document.querySelector('[data-testid="bookmark-tooltip"]')) {
            marks.shown = performance.now();
          }
        }).observe(document.body, { childList: true, subtree: true });
      });
    });
    await page.goto('/');
    await expect(tooltip(page)).toBeVisible();
    const marks = await page.evaluate(
      () => (window as unknown as { __tooltipMarks: { ready: number; shown: number } }).__tooltipMarks,
    );
    expect(marks.shown - marks.ready).toBeGreaterThanOrEqual(BOOKMARK_TOOLTIP_DELAY_MS);
    await expect(tooltip(page)).toHaveText(COPY.header.bookmarkTooltip);
    await tooltip(page).click();
    await expect(tooltip(page)).toHaveCount(0);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), BOOKMARK_TOOLTIP_DISMISSED_KEY)).not.toBeNull();

    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(1000);
    await expect(tooltip(page)).toHaveCount(0);

    // Another tab is another browser session for session storage: it shows again there.
    const other = await context.newPage();
    await other.goto('/');
    await expect(tooltip(other)).toHaveText(COPY.header.bookmarkTooltip);
  });
});
