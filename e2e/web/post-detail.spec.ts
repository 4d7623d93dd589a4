import { expect, test, type Page, type Route } from '@playwright/test';
import {
  API_PATHS,
  COOKIE,
  COPY,
  DETAIL_TAG_MORE_THRESHOLD,
  EXTERNAL_LINK_PARAM,
  EXTERNAL_LINK_VALUE,
  MODAL_WIDTH_PX,
  type Connection,
  type Post,
} from '@growday/contracts';
import { formatCount } from '@growday/ui/core';
import { feedPost, hydrated } from './feed-helpers';
import { signInAs, uniqueUsername } from './session-helpers';

const modal = (page: Page) => page.getByRole('dialog');
const counter = (page: Page, key: string) => modal(page).locator(`[data-counter="${key}"] dd`);

/** Open the post's modal from its card on the home page. */
async function openFromCard(page: Page, post: Post) {
  await page.goto('/');
  await hydrated(page);
  await page.locator(`article[data-post-id="${post.id}"] .gd-post-card__link`).click();
  await expect(modal(page).getByRole('heading', { level: 1 })).toHaveText(post.title);
}

/** Answer the single-post call (the modal fetches it again on opening) with changed fields. */
async function overridePost(page: Page, postId: number, change: (post: Post) => Post) {
  await page.route(
    (url) => url.pathname === API_PATHS.postById.replace(':postId', String(postId)),
    async (route: Route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Connection<Post> };
      const edge = body.data.edges[0]!;
      edge.node = change(edge.node);
      await route.fulfill({ response, json: body });
    },
  );
}

test.describe('post modal address', () => {
  test('SH-ROUTE-03 SH-UI-07 CC-MODAL-04 CC-ROUTE-09 CC-ROUTE-10 CC-MODAL-05 a card opens the modal at /feed/{id}; closing restores the address', async ({
    page,
  }) => {
    const post = await feedPost();
    await page.goto('/?from=test');
    await hydrated(page);
    // No post set, no feed modal.
    await expect(modal(page)).toHaveCount(0);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
    await page.locator(`article[data-post-id="${post.id}"] .gd-post-card__link`).click();
    await expect(modal(page).getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page).toHaveURL(new RegExp(`/feed/${post.id}$`));
    // The home page stays underneath: no document load happened.
    await expect(page.locator('.gd-feed')).toBeAttached();
    await modal(page).getByRole('button', { name: COPY.common.close }).click();
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/\?from=test$/);
    expect(navigations.filter((url) => !url.includes('/?from=test') && !url.includes(`/feed/${post.id}`))).toEqual([]);
  });

  test('CC-ROUTE-10 the Back button closes the modal and returns to the previous address', async ({ page }) => {
    const post = await feedPost();
    await openFromCard(page, post);
    await expect(page).toHaveURL(new RegExp(`/feed/${post.id}$`));
    await page.goBack();
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator(`article[data-post-id="${post.id}"]`)).toBeVisible();
  });

  test('CC-MODAL-03 CC-MODAL-02 an overlay click closes the modal with the 0.15 s fade', async ({ page }) => {
    const post = await feedPost();
    await page.setViewportSize({ width: 1280, height: 900 });
    // The page clock steps the fade's timer, so a loaded machine's late timers cannot stretch it.
    await page.clock.install();
    await openFromCard(page, post);
    // Record the modal's animation when it starts closing.
    await page.evaluate(() => {
      const log: { closing?: number; duration?: string; fadeTo?: string[] } = {};
      Object.assign(window, { __modalLog: log });
      const root = document.querySelector('.gd-modal')!;
      new MutationObserver(() => {
        if (log.closing === undefined && root.getAttribute('data-state') === 'closing') {
          log.closing = performance.now();
          log.duration = getComputedStyle(root).animationDuration;
          // The running CSS animation's keyframes: a timer sample would depend on machine load.
          log.fadeTo = root
            .getAnimations()
            .map((a) => String((a.effect as KeyframeEffect).getKeyframes().at(-1)?.opacity));
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    // Stop the clock 2 s ahead (never in the past, however slow the step to it), then click.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2000));
    await page.getByTestId('modal-overlay').click({ position: { x: 10, y: 10 } });
    const log = (await page.evaluate(
      () => (window as unknown as { __modalLog: Record<string, unknown> }).__modalLog,
    )) as {
      closing?: number;
      duration: string;
      fadeTo: string[];
    };
    expect(log.closing).toBeDefined();
    expect(log.duration).toBe('0.15s');
    expect(log.fadeTo).toContain('0');
    // Still fading 140 ms after the click; gone once the 0.15 s have passed.
    await page.clock.runFor(140);
    await expect(page.locator('.gd-modal')).toHaveCount(1);
    await page.clock.runFor(20);
    await expect(page.locator('.gd-modal')).toHaveCount(0);
    await page.clock.resume();
    await expect(page).toHaveURL(/\/$/);
    // A click inside the panel does not close it.
    await openFromCard(page, post);
    await modal(page).getByRole('heading', { level: 1 }).click();
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
  });

  test('CC-ROUTE-11 inside a connected app container the address does not change', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: COOKIE.platform, value: 'cashwalk', url: baseURL! }]);
    const post = await feedPost();
    await openFromCard(page, post);
    await expect(page).toHaveURL(/\/$/);
    await modal(page).getByRole('button', { name: COPY.common.close }).click();
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test('SH-ROUTE-03 opening /feed/{id} directly renders the full page, not a modal', async ({ page }) => {
    const post = await feedPost();
    await page.goto(`/feed/${post.id}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test('CC-PLAT-02 CC-PLAT-03 in the reward-app webview the see-details link gets external=true, site links do not', async ({
  page,
  context,
  baseURL,
}) => {
  const post = await feedPost();
  await page.goto(`/feed/${post.id}`);
  const link = page.getByRole('link', { name: COPY.post.seeDetails });
  await expect(link).toHaveAttribute('href', post.url);
  await context.addCookies([{ name: COOKIE.platform, value: 'cashwalk', url: baseURL! }]);
  await page.goto(`/feed/${post.id}`);
  const marked = new URL(post.url);
  marked.searchParams.set(EXTERNAL_LINK_PARAM, EXTERNAL_LINK_VALUE);
  await expect(link).toHaveAttribute('href', marked.toString());
  // Site links (source, tags) stay as they are.
  await expect(page.getByRole('link', { name: post.source.name }).first()).toHaveAttribute(
    'href',
    `/post?sourceName=${encodeURIComponent(post.source.name)}`,
  );
});

test.describe('post modal layout', () => {
  test('CC-DETAIL-02 CC-DETAIL-01 the modal is 1020 px wide with two columns on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const post = await feedPost();
    await openFromCard(page, post);
    // The <dialog> covers the viewport (its overlay scrolls); the panel is the visible modal.
    const box = await modal(page).locator('.gd-modal__panel').boundingBox();
    expect(box?.width).toBe(MODAL_WIDTH_PX);
    const main = await modal(page).locator('.gd-post-detail-layout__main').boundingBox();
    const aside = await modal(page).locator('.gd-post-detail-layout__aside').boundingBox();
    expect(aside!.x).toBeGreaterThanOrEqual(main!.x + main!.width);
    expect(Math.abs(aside!.y - main!.y)).toBeLessThan(2);
  });

  test('CC-DETAIL-01 on a narrow screen the columns are stacked', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    const post = await feedPost();
    await openFromCard(page, post);
    // The <dialog> covers the viewport (its overlay scrolls); the panel is the visible modal.
    const box = await modal(page).locator('.gd-modal__panel').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(800);
    const main = await modal(page).locator('.gd-post-detail-layout__main').boundingBox();
    const aside = await modal(page).locator('.gd-post-detail-layout__aside').boundingBox();
    expect(aside!.y).toBeGreaterThanOrEqual(main!.y + main!.height);
    expect(Math.abs(aside!.x - main!.x)).toBeLessThan(2);
  });

  test('CC-DETAIL-07 CC-DETAIL-08 the description is clipped to 600 px, 300 px on mobile, with a fade', async ({
    page,
  }) => {
    const post = await feedPost();
    await overridePost(page, post.id, (p) => ({
      ...p,
      desc: Array.from({ length: 80 }, (_, i) => `${i + 1}번째 줄`).join('\n'),
    }));
    await page.setViewportSize({ width: 1280, height: 900 });
    await openFromCard(page, post);
    const desc = modal(page).getByTestId('post-description');
    await expect(desc).toContainText('80번째 줄');
    await expect(desc).toHaveAttribute('data-clipped', 'true');
    expect((await desc.boundingBox())!.height).toBe(600);
    expect(await desc.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
    expect(await desc.evaluate((el) => getComputedStyle(el, '::after').backgroundImage)).toContain('gradient');
    await page.setViewportSize({ width: 400, height: 800 });
    await expect.poll(async () => (await desc.boundingBox())!.height).toBe(300);
  });
});

test.describe('post detail content', () => {
  test('SH-FMT-01 SH-FMT-02 SH-FMT-03 CC-DETAIL-11 counters show views, scraps and shares in the count format', async ({
    page,
  }) => {
    const post = await feedPost();
    await overridePost(page, post.id, (p) => ({ ...p, clickCount: 999, bookmarkCount: 1299, shareCount: 56789 }));
    await openFromCard(page, post);
    await expect(counter(page, 'views')).toHaveText('999');
    await expect(counter(page, 'scraps')).toHaveText('1.2천');
    await expect(counter(page, 'shares')).toHaveText('5.6만');
    await expect(modal(page).locator('[data-counter="views"] dt')).toHaveText(COPY.post.views);
    await expect(modal(page).locator('[data-counter="scraps"] dt')).toHaveText(COPY.post.scraps);
    await expect(modal(page).locator('[data-counter="shares"] dt')).toHaveText(COPY.post.shares);
  });

  test('SH-API-08 CC-DETAIL-09 see details opens the original in a new tab, records the click and refreshes the count', async ({
    page,
    context,
  }) => {
    const post = await feedPost();
    // A viewer of its own: the server counts a click once per viewer and window, and every
    // signed-out test shares one address, so an earlier visitor's click would not count again.
    await signInAs(page, uniqueUsername('detailclick'));
    await context.route(
      (url) => url.href.startsWith(new URL(post.url).origin),
      (route) => route.fulfill({ contentType: 'text/html', body: '<title>원문</title>' }),
    );
    // The modal's first fetch says 0 views, so the refreshed count is told apart from it.
    let calls = 0;
    await page.route(
      (url) => url.pathname === API_PATHS.postById.replace(':postId', String(post.id)),
      async (route) => {
        calls += 1;
        if (calls > 1) return route.continue();
        const response = await route.fetch();
        const body = (await response.json()) as { data: Connection<Post> };
        body.data.edges[0]!.node.clickCount = 0;
        await route.fulfill({ response, json: body });
      },
    );
    await openFromCard(page, post);
    await expect(counter(page, 'views')).toHaveText('0');
    const before = await counter(page, 'views').textContent();
    const link = modal(page).getByRole('link', { name: COPY.post.seeDetails });
    await expect(link).toHaveAttribute('href', post.url);
    await expect(link).toHaveAttribute('target', '_blank');
    const clicked = page.waitForResponse(
      (r) =>
        r.url().endsWith(API_PATHS.clickPost.replace(':postId', String(post.id))) && r.request().method() === 'POST',
    );
    const refetched = page.waitForResponse((r) =>
      r.url().endsWith(API_PATHS.postById.replace(':postId', String(post.id))),
    );
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    expect(popup.url()).toBe(post.url);
    const response = await clicked;
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as { data: { clickCount: number } };
    expect(data.clickCount).toBeGreaterThan(post.clickCount);
    await refetched;
    await expect(counter(page, 'views')).toHaveText(formatCount(data.clickCount));
    expect(before).toBe('0');
  });

  test('CC-DETAIL-10 detail tags show in one line with a more control only from 6 tags', async ({ page }) => {
    const post = await feedPost();
    const tags = Array.from({ length: 7 }, (_, i) => ({ id: 9000 + i, name: `태그${i + 1}`, iconKey: null }));
    await overridePost(page, post.id, (p) => ({ ...p, tags }));
    await openFromCard(page, post);
    const list = modal(page).locator('.gd-post-detail__tags');
    await expect(list.getByTestId('tag-more')).toHaveText(COPY.post.moreTags);
    const visible = list.locator(':scope > li > a.gd-tag');
    await expect(visible).toHaveCount(DETAIL_TAG_MORE_THRESHOLD - 1);
    const tops = await visible.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await list.getByTestId('tag-more').click();
    await expect(list.getByTestId('tag-popover').getByRole('link')).toHaveText(['태그6', '태그7']);
  });

  test('CC-DETAIL-10 in the modal, Escape closes the tag popover first and the modal on a second press', async ({
    page,
  }) => {
    const post = await feedPost();
    const tags = Array.from({ length: 7 }, (_, i) => ({ id: 9200 + i, name: `태그${i + 1}`, iconKey: null }));
    await overridePost(page, post.id, (p) => ({ ...p, tags }));
    await openFromCard(page, post);
    const list = modal(page).locator('.gd-post-detail__tags');
    await list.getByTestId('tag-more').click();
    await expect(list.getByTestId('tag-popover')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list.getByTestId('tag-popover')).toBeHidden();
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
  });

  test('CC-DETAIL-10 with 5 tags the detail shows them all and no more control', async ({ page }) => {
    const post = await feedPost();
    const tags = Array.from({ length: 5 }, (_, i) => ({ id: 9100 + i, name: `태그${i + 1}`, iconKey: null }));
    await overridePost(page, post.id, (p) => ({ ...p, tags }));
    await openFromCard(page, post);
    await expect(modal(page).locator('.gd-post-detail__tags a.gd-tag')).toHaveText(tags.map((t) => t.name));
    await expect(modal(page).locator('.gd-post-detail__tags').getByTestId('tag-more')).toHaveCount(0);
  });

  test('CC-DETAIL-12 CC-DETAIL-13 share, comment and scrap buttons; comment scrolls the modal to the top', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 600 });
    const post = await feedPost();
    await openFromCard(page, post);
    for (const name of [COPY.post.share, COPY.post.comment, COPY.post.scrap]) {
      await expect(modal(page).locator('.gd-post-detail__actions').getByRole('button', { name })).toBeVisible();
    }
    const scroller = page.getByTestId('modal-overlay');
    await modal(page).locator('.gd-post-detail__actions').getByRole('button', { name: COPY.post.comment }).click();
    await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBe(0);
    // It was scrolled down to reach the button.
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    expect(await scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(100);
    await modal(page).locator('.gd-post-detail__actions').getByRole('button', { name: COPY.post.comment }).click();
    await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBe(0);
  });
});
