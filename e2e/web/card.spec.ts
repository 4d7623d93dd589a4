import { expect, test, type Page } from '@playwright/test';
import { API_PATHS, CARD_IMAGE, CARD_TAG_MORE_THRESHOLD, FEED_PAGE_SIZE_MAX, type Post } from '@growday/contracts';
import { formatCount } from '@growday/ui/core';
import { hydrated, latestPosts } from './feed-helpers';

/** The posts of the home page's first (server-rendered) page. */
const firstPage = () => latestPosts();

function pick(posts: Post[], test: (post: Post) => boolean, what: string): Post {
  const post = posts.find(test);
  if (!post) throw new Error(`the latest posts hold no ${what}`);
  return post;
}

const card = (page: Page, post: Post) => page.locator(`article.gd-post-card[data-post-id="${post.id}"]`);
const RESIZE = (url: URL) => url.pathname === API_PATHS.resizeImage;

test('CC-CARD-01 CC-CARD-02 CC-CARD-04 the card image is the 500x250 resize of the thumbnail, without a query string', async ({
  page,
}) => {
  const post = pick(await firstPage(), (p) => p.thumbnailKey !== null, 'post with a thumbnail');
  const resized = page.waitForResponse(
    (r) => r.url().includes(API_PATHS.resizeImage) && r.url().includes(encodeURIComponent(post.thumbnailKey!)),
  );
  await page.goto('/');
  const img = card(page, post).locator('img.gd-thumb__img');
  await img.scrollIntoViewIfNeeded();
  await expect(img).toBeVisible();
  const src = new URL((await img.getAttribute('src'))!, page.url());
  expect(src.pathname).toBe(API_PATHS.resizeImage);
  expect(src.searchParams.get('w')).toBe(String(CARD_IMAGE.width));
  expect(src.searchParams.get('h')).toBe(String(CARD_IMAGE.height));
  expect(src.searchParams.get('url')).toMatch(new RegExp(`/api/v1/files/${post.thumbnailKey}$`));
  expect(src.searchParams.get('url')).not.toContain('?');
  const response = await resized;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/');
  // The browser decoded it at the resized size.
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => [el.naturalWidth, el.naturalHeight]))
    .toEqual([CARD_IMAGE.width, CARD_IMAGE.height]);
});

test('CC-CARD-03 a card without a thumbnail shows the tag icon and tag name instead of an image', async ({ page }) => {
  const post = pick(
    await latestPosts(FEED_PAGE_SIZE_MAX),
    (p) => p.thumbnailKey === null && p.thumbnail === null && p.tags.length > 0,
    'post without a thumbnail',
  );
  await page.goto('/');
  await hydrated(page);
  // Scroll the feed until the card is there (it may be on a later page).
  for (let i = 0; i < 10 && (await card(page, post).count()) === 0; i++) {
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(300);
  }
  await card(page, post).scrollIntoViewIfNeeded();
  const fallback = card(page, post).getByTestId('thumbnail-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText(post.tags[0]!.name);
  await expect(card(page, post).locator('img.gd-thumb__img')).toHaveCount(0);
});

test('CC-CARD-05 the image is hidden while loading and fades in once loaded', async ({ page }) => {
  const post = pick(await firstPage(), (p) => p.thumbnailKey !== null, 'post with a thumbnail');
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(RESIZE, async (route) => {
    await gate;
    await route.continue();
  });
  // The held image keeps the load event from firing.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const img = card(page, post).locator('img.gd-thumb__img');
  await expect(img).toHaveAttribute('data-status', 'pending');
  await expect.poll(() => img.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
  await img.scrollIntoViewIfNeeded();
  release();
  await expect(img).toHaveAttribute('data-status', 'loaded');
  await expect.poll(() => img.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
});

test('CC-CARD-06 when the image request fails the card shows the icon-and-text fallback', async ({ page }) => {
  const post = pick(await firstPage(), (p) => p.thumbnailKey !== null && p.tags.length > 0, 'post with a thumbnail');
  await page.route(RESIZE, (route) => route.abort());
  await page.goto('/');
  await card(page, post).scrollIntoViewIfNeeded();
  const fallback = card(page, post).getByTestId('thumbnail-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText(post.tags[0]!.name);
  await expect(card(page, post).locator('img.gd-thumb__img')).toHaveCount(0);
});

test.describe('tag popover', () => {
  test('CC-CARD-07 the "+" control appears only from 3 tags on', async ({ page }) => {
    const posts = await firstPage();
    const few = pick(posts, (p) => p.tags.length > 0 && p.tags.length < CARD_TAG_MORE_THRESHOLD, 'post with 1-2 tags');
    const many = pick(posts, (p) => p.tags.length >= CARD_TAG_MORE_THRESHOLD, 'post with 3+ tags');
    await page.goto('/');
    await expect(card(page, few).locator('.gd-tag')).toHaveCount(few.tags.length);
    await expect(card(page, few).getByTestId('tag-more')).toHaveCount(0);
    const more = card(page, many).getByTestId('tag-more');
    await expect(more).toHaveText(`+${many.tags.length - (CARD_TAG_MORE_THRESHOLD - 1)}`);
  });

  test('CC-CARD-08 CC-CARD-09 the "+" control reveals the remaining tags and toggles on click', async ({ page }) => {
    const many = pick(await firstPage(), (p) => p.tags.length >= CARD_TAG_MORE_THRESHOLD, 'post with 3+ tags');
    await page.goto('/');
    await hydrated(page);
    const more = card(page, many).getByTestId('tag-more');
    const popover = card(page, many).getByTestId('tag-popover');
    await expect(popover).toBeHidden();
    // Click events alone (no pointer travel): the hover rule has its own test below.
    await more.dispatchEvent('click');
    await expect(popover).toBeVisible();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const hidden = many.tags.slice(CARD_TAG_MORE_THRESHOLD - 1);
    for (const tag of hidden) {
      await expect(popover.getByRole('link', { name: tag.name, exact: true })).toHaveAttribute(
        'href',
        `/post?tagName=${encodeURIComponent(tag.name)}`,
      );
    }
    await more.dispatchEvent('click');
    await expect(popover).toBeHidden();
    // By keyboard (no hover involved): the control toggles on activation.
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(popover).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(popover).toBeHidden();
  });

  test('CC-CARD-10 CC-CARD-11 the popover opens on hover and closes on mouse leave', async ({ page }) => {
    const many = pick(await firstPage(), (p) => p.tags.length >= CARD_TAG_MORE_THRESHOLD, 'post with 3+ tags');
    await page.goto('/');
    await hydrated(page);
    const more = card(page, many).getByTestId('tag-more');
    const popover = card(page, many).getByTestId('tag-popover');
    // Real pointer moves to measured points: no auto-scroll between the steps.
    const centre = async (target: typeof more) => {
      const box = await target.boundingBox();
      if (!box) throw new Error('not laid out');
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    await more.scrollIntoViewIfNeeded();
    const plus = await centre(more);
    await page.mouse.move(plus.x, plus.y);
    await expect(popover).toBeVisible();
    // The pointer can travel into the popover without closing it.
    const link = await centre(popover.getByRole('link').first());
    await page.mouse.move(link.x, link.y, { steps: 4 });
    await expect(popover).toBeVisible();
    await page.mouse.move(1, 1);
    await expect(popover).toBeHidden();
  });
});

test('CC-CARD-12 the card has a bookmark button showing the bookmark count', async ({ page }) => {
  const post = (await firstPage())[0]!;
  await page.goto('/');
  const button = card(page, post).getByTestId('bookmark-button');
  await expect(button).toHaveText(formatCount(post.bookmarkCount));
  await expect(button).toHaveAccessibleName(`스크랩 ${formatCount(post.bookmarkCount)}`);
});

test.describe('issue 13 cards past the first screen', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('skip rendering until they come near the screen; an open tag popover on one is drawn whole', async ({
    page,
  }) => {
    const posts = await firstPage();
    await page.goto('/');
    await hydrated(page);
    // checkVisibility({ contentVisibilityAuto: true }) is false inside an element whose content the
    // browser skips: asked of the card's title.
    const rendered = (post: Post) =>
      card(page, post)
        .locator('.gd-post-card__title')
        .evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    const last = posts.at(-1)!;
    expect(await rendered(posts[0]!)).toBe(true);
    expect(await rendered(last)).toBe(false);
    await card(page, last).scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(last)).toBe(true);

    // An open popover may reach past its card (a long tag list, a "+" near the right edge), and the
    // containment that skips the card would clip it: the open card is not contained, and all four
    // corners of the popover are drawn.
    const many = pick(posts.slice(4), (p) => p.tags.length >= CARD_TAG_MORE_THRESHOLD, 'lower post with 3+ tags');
    const containment = () => card(page, many).evaluate((el) => getComputedStyle(el).contentVisibility);
    expect(await containment()).toBe('auto');
    await card(page, many).scrollIntoViewIfNeeded();
    await card(page, many).getByTestId('tag-more').dispatchEvent('click');
    const popover = card(page, many).getByTestId('tag-popover');
    await expect(popover).toBeVisible();
    expect(await containment()).toBe('visible');
    await popover.scrollIntoViewIfNeeded();
    const drawn = await popover.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return [
        [box.left + 2, box.top + 8],
        [box.right - 2, box.top + 8],
        [box.left + 2, box.bottom - 2],
        [box.right - 2, box.bottom - 2],
      ].map(([x, y]) => el.contains(document.elementFromPoint(x!, y!)));
    });
    expect(drawn).toEqual([true, true, true, true]);
    await card(page, many).getByTestId('tag-more').dispatchEvent('click');
    await expect(popover).toBeHidden();
    expect(await containment()).toBe('auto');
  });
});
