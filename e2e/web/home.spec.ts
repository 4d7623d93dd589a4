import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { API_PATHS, COPY, EXTENSION_MOUNT_ID, type Connection, type Post } from '@growday/contracts';
import { ARTIFACTS_DIR, E2E_API_ORIGIN } from '../stack';

async function latestTitles(first: number): Promise<Post[]> {
  const res = await fetch(`${E2E_API_ORIGIN}${API_PATHS.latestPosts}?first=${first}`);
  const body = (await res.json()) as { data: Connection<Post> };
  return body.data.edges.map((e) => e.node);
}

test('the home page is rendered on the server with the seeded Korean posts', async ({ request }) => {
  const [newest] = await latestTitles(1);
  if (!newest) throw new Error('the stack has no posts');
  const res = await request.get('/');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('<html lang="ko"');
  // The first card is in the server's HTML, before any script runs.
  expect(html).toContain(newest.title.replaceAll('&', '&amp;'));
});

test('the home page shows Korean post cards as glyphs, not boxes, and keeps a screenshot', async ({ page }) => {
  const posts = await latestTitles(3);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  for (const post of posts) await expect(page.getByText(post.title, { exact: true }).first()).toBeVisible();

  // With no Korean font every Hangul syllable draws the same missing-glyph box, so two different
  // syllables drawn in the page's own font give identical pixels only when Korean is not rendered.
  const glyphsDiffer = await page.evaluate(() => {
    const font = `32px ${getComputedStyle(document.body).fontFamily}`;
    const draw = (text: string) => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 64;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no canvas');
      ctx.font = font;
      ctx.fillText(text, 8, 44);
      return Array.from(ctx.getImageData(0, 0, 64, 64).data).join(',');
    };
    return draw('가') !== draw('힣') && draw('가') !== draw('');
  });
  expect(glyphsDiffer).toBe(true);

  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS_DIR}home.png`, fullPage: false });
});

test('scrolling to the end of the feed loads the next page', async ({ page }) => {
  await page.goto('/');
  const cards = page.locator('a[href^="/feed/"], a[href^="/news/"]').filter({ hasText: /\S/ });
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();
  const requested = page.waitForRequest((r) => r.url().includes(API_PATHS.latestPosts) && r.url().includes('after='));
  for (let i = 0; i < 10 && (await cards.count()) <= before; i++) {
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(300);
  }
  await requested;
  await expect.poll(() => cards.count()).toBeGreaterThan(before);
});

test('a card opens the post at /feed/{id}, and /feed/{id} opened directly is the page with its metadata', async ({
  page,
}) => {
  const [post] = (await latestTitles(50)).filter((p) => p.type === 'post');
  if (!post) throw new Error('no feed post in the first page');
  await page.goto('/');
  await page.locator(`a[href="/feed/${post.id}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/feed/${post.id}$`));
  // The post opens in the modal over the home, which keeps its own (visually hidden) h1.
  await expect(page.getByRole('dialog').getByRole('heading', { level: 1 })).toHaveText(post.title);

  await page.goto(`/feed/${post.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    new RegExp(post.title.slice(0, 10)),
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(page.locator(`a[href^="${post.url}"]`).first()).toHaveAttribute('target', '_blank');
});

test('an unknown or malformed post id gets the not-found page with status 404', async ({ page }) => {
  for (const id of ['999999999', 'abc']) {
    const res = await page.goto(`/feed/${id}`);
    expect(res?.status(), id).toBe(404);
    await expect(page.getByText(COPY.notFound.title)).toBeVisible();
  }
});

test('SH-ROUTE-01 the home has the extension mount point and the start-page slogan as its title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(COPY.site.defaultTitle);
  const mount = page.locator(`#${EXTENSION_MOUNT_ID}`);
  await expect(mount).toHaveCount(1);
  // Empty until an extension fills it, so it takes no room on the page.
  await expect(mount).toBeEmpty();
});
