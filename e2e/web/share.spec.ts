import { expect, test, type Page } from '@playwright/test';
import {
  API_PATHS,
  COOKIE,
  COPY,
  KAKAO_SDK_URL,
  SHARE_POPUP,
  TOAST_DURATION_MS,
  type Connection,
  type Post,
} from '@growday/contracts';
import { formatCount } from '@growday/ui/core';
import { E2E_API_ORIGIN, E2E_WEB_ORIGIN } from '../stack';
import { feedPost, hydrated } from './feed-helpers';
import { signInAs, uniqueUsername } from './session-helpers';

const postModal = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('.gd-post-detail') });
const shareModal = (page: Page) => page.getByRole('dialog', { name: COPY.shareModal.title });
const sharesCounter = (page: Page) => postModal(page).locator('[data-counter="shares"] dd');
const isSharePatch = (url: URL) => url.pathname.startsWith(API_PATHS.shareCount.replace(':postId', ''));

/** Open the post modal from the card, then its share modal. */
async function openShareModal(page: Page, post: Post) {
  await page.goto('/');
  await hydrated(page);
  await page.locator(`article[data-post-id="${post.id}"] .gd-post-card__link`).click();
  await expect(postModal(page).getByRole('heading', { level: 1 })).toHaveText(post.title);
  await postModal(page).locator('.gd-post-detail__actions').getByRole('button', { name: COPY.post.share }).click();
  await expect(shareModal(page)).toBeVisible();
}

/** The share count shown once the modal's fresh copy of the post arrived. */
async function shownShareCount(page: Page, postId: number): Promise<number> {
  const res = await fetch(`${E2E_API_ORIGIN}${API_PATHS.postById.replace(':postId', String(postId))}`);
  const body = (await res.json()) as { data: Connection<Post> };
  const count = body.data.edges[0]!.node.shareCount;
  await expect(sharesCounter(page)).toHaveText(formatCount(count));
  return count;
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_WEB_ORIGIN });
});

test('SH-UI-07 CC-MODAL-04 CC-SHARE-05 CC-SHARE-07 CC-SHARE-02 the share modal offers X, Instagram, KakaoTalk and the /feed/{id} link', async ({
  page,
}) => {
  const post = await feedPost();
  await openShareModal(page, post);
  const dialog = shareModal(page);
  for (const name of [COPY.shareModal.x, COPY.shareModal.instagram, COPY.shareModal.kakao]) {
    await expect(dialog.getByRole('button', { name, exact: true })).toBeVisible();
  }
  const field = dialog.getByRole('textbox', { name: COPY.shareModal.linkLabel });
  await expect(field).toHaveValue(`${E2E_WEB_ORIGIN}/feed/${post.id}`);
  await expect(field).toHaveAttribute('readonly', '');
  await expect(dialog.getByRole('button', { name: COPY.shareModal.copy, exact: true })).toBeVisible();
});

test('CC-SHARE-09 CC-SHARE-10 CC-SHARE-12 link copy: +1 at once, PATCH to the share-count path, then the copied alert', async ({
  page,
}) => {
  const post = await feedPost(1);
  await openShareModal(page, post);
  const before = await shownShareCount(page, post.id);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const methods: string[] = [];
  await page.route(isSharePatch, async (route) => {
    methods.push(route.request().method());
    await gate;
    await route.continue();
  });
  await shareModal(page).getByRole('button', { name: COPY.shareModal.copy, exact: true }).click();
  // Optimistic: the count is up while the call is still held.
  await expect(sharesCounter(page)).toHaveText(formatCount(before + 1));
  expect(methods).toEqual(['PATCH']);
  const answered = page.waitForResponse((r) => isSharePatch(new URL(r.url())));
  release();
  const response = await answered;
  expect(response.url()).toBe(`${E2E_WEB_ORIGIN}${API_PATHS.shareCount.replace(':postId', String(post.id))}`);
  expect(response.status()).toBe(200);
  await expect(page.getByRole('alert').filter({ hasText: COPY.share.copied })).toBeVisible();
  await expect(sharesCounter(page)).toHaveText(formatCount(before + 1));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${E2E_WEB_ORIGIN}/feed/${post.id}`);
});

test('CC-SHARE-11 a failed share-count call rolls the count back and shows the error alert', async ({ page }) => {
  const post = await feedPost(2);
  await openShareModal(page, post);
  const before = await shownShareCount(page, post.id);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(isSharePatch, async (route) => {
    await gate;
    await route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } });
  });
  await shareModal(page).getByRole('button', { name: COPY.shareModal.copy, exact: true }).click();
  await expect(sharesCounter(page)).toHaveText(formatCount(before + 1));
  release();
  await expect(page.getByRole('alert').filter({ hasText: COPY.common.unexpectedError })).toBeVisible();
  await expect(sharesCounter(page)).toHaveText(formatCount(before));
  await expect(page.getByRole('alert').filter({ hasText: COPY.share.copied })).toHaveCount(0);
});

test('a second link copy by the same viewer within the window is not counted: the +1 settles back to the server count', async ({
  page,
}) => {
  const post = await feedPost(4);
  // A viewer of its own (every signed-out test shares one address).
  await signInAs(page, uniqueUsername('sharetwice'));
  await openShareModal(page, post);
  const before = await shownShareCount(page, post.id);
  const copy = () => shareModal(page).getByRole('button', { name: COPY.shareModal.copy, exact: true });
  const answer = async () => {
    const response = await page.waitForResponse((r) => isSharePatch(new URL(r.url())));
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: { shareCount: number } }).data.shareCount;
  };

  const first = answer();
  await copy().click();
  expect(await first).toBe(before + 1);
  await expect(sharesCounter(page)).toHaveText(formatCount(before + 1));

  // The second copy still copies and says so; the client shows +1 at once, the server does not
  // count this viewer again within VIEWER_COUNTER_WINDOW_SECONDS, and its answer is what stays.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(isSharePatch, async (route) => {
    await gate;
    await route.continue();
  });
  const second = answer();
  await copy().click();
  await expect(sharesCounter(page)).toHaveText(formatCount(before + 2));
  release();
  expect(await second).toBe(before + 1);
  await expect(sharesCounter(page)).toHaveText(formatCount(before + 1));
  await expect(page.getByRole('alert').filter({ hasText: COPY.share.copied }).first()).toBeVisible();
});

test('CC-SHARE-13 Kakao shares through window.Kakao when it is there', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.assign(window, {
      __kakaoCalls: calls,
      Kakao: {
        init: () => {},
        isInitialized: () => true,
        Share: { sendDefault: (settings: unknown) => calls.push(settings) },
      },
    });
  });
  const sdkRequests: string[] = [];
  page.on('request', (request) => request.url() === KAKAO_SDK_URL && sdkRequests.push(request.url()));
  const post = await feedPost();
  await openShareModal(page, post);
  await shareModal(page).getByRole('button', { name: COPY.shareModal.kakao, exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => JSON.stringify((window as unknown as { __kakaoCalls: unknown[] }).__kakaoCalls)))
    .toContain(`${E2E_WEB_ORIGIN}/feed/${post.id}`);
  expect(sdkRequests).toEqual([]);
  await expect(page.getByRole('alert').filter({ hasText: COPY.common.unexpectedError })).toHaveCount(0);
});

test('CC-SHARE-13 when the Kakao SDK cannot load, the unexpected-error alert shows', async ({ page }) => {
  const sdkRequests: string[] = [];
  await page.route(KAKAO_SDK_URL, (route) => {
    sdkRequests.push(route.request().url());
    return route.abort();
  });
  const post = await feedPost();
  await openShareModal(page, post);
  await shareModal(page).getByRole('button', { name: COPY.shareModal.kakao, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: COPY.common.unexpectedError })).toBeVisible();
  expect(sdkRequests).toEqual([KAKAO_SDK_URL]);
});

test('CC-SHARE-06 in a connected app the share modal has no KakaoTalk button', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: COOKIE.platform, value: 'timespread', url: baseURL! }]);
  const post = await feedPost();
  await openShareModal(page, post);
  await expect(shareModal(page).getByRole('button', { name: COPY.shareModal.x, exact: true })).toBeVisible();
  await expect(shareModal(page).getByRole('button', { name: COPY.shareModal.kakao, exact: true })).toHaveCount(0);
});

test('CC-SHARE-08 the X share opens the intent in a 400x550 popup', async ({ page }) => {
  await page.addInitScript(() => {
    const opened: unknown[] = [];
    Object.assign(window, { __opened: opened });
    window.open = (url?: string | URL, target?: string, features?: string) => {
      opened.push({ url: String(url), target, features });
      return null;
    };
  });
  const post = await feedPost();
  await openShareModal(page, post);
  await shareModal(page).getByRole('button', { name: COPY.shareModal.x, exact: true }).click();
  const opened = (await page.evaluate(() => (window as unknown as { __opened: unknown[] }).__opened)) as {
    url: string;
    features: string;
  }[];
  expect(opened).toHaveLength(1);
  expect(opened[0]!.url).toBe(
    `https://twitter.com/intent/tweet?url=${encodeURIComponent(`${E2E_WEB_ORIGIN}/feed/${post.id}`)}&text=${encodeURIComponent(post.title)}`,
  );
  expect(opened[0]!.features).toContain(`width=${SHARE_POPUP.width},height=${SHARE_POPUP.height}`);
});

test('CC-SHARE-03 the share box beside the post offers link copy, Twitter, Facebook and Kakao', async ({ page }) => {
  const post = await feedPost();
  await page.goto(`/feed/${post.id}`);
  const box = page.locator('.gd-share-box');
  await expect(box).toHaveCount(1);
  for (const name of [COPY.share.copyLink, COPY.share.twitter, COPY.share.facebook, COPY.share.kakao]) {
    await expect(box.getByRole('button', { name, exact: true })).toBeVisible();
  }
});

test('CC-TOAST-01 CC-TOAST-02 the alert shows at the top and is gone after about 3 s', async ({ page }) => {
  await page.clock.install();
  const post = await feedPost(3);
  await openShareModal(page, post);
  // The installed clock flows with real time: stop it before the click, so a slow machine's
  // seconds between the click and these checks do not count toward the toast's 3 s. The target
  // lies 5 s ahead, so the real time spent reaching pauseAt never puts it in the past.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5000));
  await shareModal(page).getByRole('button', { name: COPY.shareModal.copy, exact: true }).click();
  const toast = page.getByRole('alert').filter({ hasText: COPY.share.copied });
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  expect(box!.y).toBeLessThan(40);
  await page.clock.runFor(TOAST_DURATION_MS - 1000);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1200);
  await expect(toast).toHaveCount(0);
});

test('CC-MODAL-03 the share modal closes on an overlay click; the post modal stays', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const post = await feedPost();
  await openShareModal(page, post);
  await page
    .getByTestId('modal-overlay')
    .last()
    .click({ position: { x: 10, y: 10 } });
  await expect(shareModal(page)).toHaveCount(0);
  await expect(postModal(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/feed/${post.id}$`));
});

test('CC-MODAL-03 stacked modals: Escape closes the top one only, the focus goes back, the page stays locked until the last closes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const post = await feedPost();
  await openShareModal(page, post);
  const shareButton = postModal(page)
    .locator('.gd-post-detail__actions')
    .getByRole('button', { name: COPY.post.share });
  const scrollLocked = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden');
  expect(await scrollLocked()).toBe(true);
  // A press in the panel released on the overlay (a drag out of it) does not close it.
  const panel = await shareModal(page).locator('.gd-modal__panel').boundingBox();
  await page.mouse.move(panel!.x + 20, panel!.y + 20);
  await page.mouse.down();
  await page.mouse.move(10, 10);
  await page.mouse.up();
  await expect(shareModal(page)).toBeVisible();
  // A message shown from the top modal is drawn above it (the top layer), not under its overlay.
  await shareModal(page).getByRole('button', { name: COPY.shareModal.copy, exact: true }).click();
  const toast = page.getByRole('alert').filter({ hasText: COPY.share.copied });
  await expect(toast).toBeVisible();
  // In the top layer after the modal: a popover shown once the modal was open.
  expect(await page.locator('.gd-toast-region').evaluate((el) => el.matches(':popover-open'))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(shareModal(page)).toHaveCount(0);
  await expect(postModal(page)).toBeVisible();
  await expect(shareButton).toBeFocused();
  expect(await scrollLocked()).toBe(true);
  await page.keyboard.press('Escape');
  await expect(postModal(page)).toHaveCount(0);
  await expect.poll(scrollLocked).toBe(false);
});
