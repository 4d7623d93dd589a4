import { expect, test, type Page, type Route } from '@playwright/test';
import {
  API_PATHS,
  BEST_FILTER_LABEL,
  COPY,
  PROMO_ROOM_DEFAULT_URLS,
  ROUTES,
  SIMILAR_FILTER_LABEL,
  type Connection,
  type PopularItem,
  type Post,
} from '@growday/contracts';
import { E2E_API_ORIGIN } from '../stack';

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${E2E_API_ORIGIN}${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

async function aNewsItem(): Promise<Post> {
  const item = (await api<Connection<Post>>(`${API_PATHS.news}?first=1`)).edges[0]?.node;
  if (!item) throw new Error('no news');
  return item;
}

const SIMILAR_PATH = '/api/v1/posts/bestPosts/similar/';
const isSimilar = (url: string) => new URL(url).pathname.startsWith(SIMILAR_PATH);
const panel = (page: Page) => page.locator('.gd-popular');

/** Wait for the next similar request and return its path and filter. */
function nextSimilarRequest(page: Page) {
  return page
    .waitForRequest((r) => isSimilar(r.url()))
    .then((r) => {
      const url = new URL(r.url());
      return { path: url.pathname, filter: url.searchParams.get('filter') };
    });
}

test('CC-POP-01 CC-POP-02 CC-POP-03 CC-POP-07 CC-POP-08 the panel shows five numbered items of the SIMILAR list', async ({
  page,
}) => {
  const news = await aNewsItem();
  const expected = await api<{ edges: { node: PopularItem }[] }>(
    `${SIMILAR_PATH}SIMILAR/${news.id}?filter=view&first=5`,
  );
  const first = nextSimilarRequest(page);
  await page.goto(ROUTES.newsItem(news.id));
  expect(await first).toEqual({ path: `${SIMILAR_PATH}SIMILAR/${news.id}`, filter: 'view' });
  const box = panel(page);
  await expect(box.getByRole('heading', { name: COPY.popular.title })).toBeVisible();
  await expect(box.getByRole('tablist').first().getByRole('tab')).toHaveText([
    COPY.popular.similarTab,
    COPY.popular.communityTab,
  ]);
  await expect(box.getByRole('tab', { name: SIMILAR_FILTER_LABEL.view })).toHaveAttribute('aria-selected', 'true');
  const items = box.locator('.gd-popular__item');
  await expect(items).toHaveCount(5);
  await expect(items.locator('.gd-popular__rank')).toHaveText(['1', '2', '3', '4', '5']);
  await expect(items.locator('.gd-popular__title')).toHaveText(expected.edges.slice(0, 5).map((e) => e.node.title));
  const withThumb = expected.edges.findIndex((e) => e.node.thumbnailKey || e.node.thumbnail);
  if (withThumb >= 0) {
    await expect(items.nth(withThumb).locator('img.gd-popular__thumb')).toHaveAttribute(
      'src',
      /\/api\/v1\/images\/resize\?url=/,
    );
  }
  const node = expected.edges[0]!.node;
  if (node.author) await expect(items.first().locator('.gd-popular__author')).toContainText(node.author);
  if (node.source?.iconKey) await expect(items.first().locator('.gd-popular__meta img')).toBeVisible();
  await expect(items.locator('.gd-popular__scrap')).toHaveCount(5);
});

test('CC-POP-03 CC-POP-04 CC-POP-05 CC-POP-06 tabs and filters change the request; COMMUNITY has five filters and more', async ({
  page,
}) => {
  const news = await aNewsItem();
  const initial = nextSimilarRequest(page);
  await page.goto(ROUTES.newsItem(news.id));
  await initial;
  const box = panel(page);
  await expect(box.locator('.gd-popular__item')).toHaveCount(5);

  let next = nextSimilarRequest(page);
  await box.getByRole('tab', { name: SIMILAR_FILTER_LABEL.comment }).click();
  expect(await next).toEqual({ path: `${SIMILAR_PATH}SIMILAR/${news.id}`, filter: 'comment' });
  await expect(box.getByRole('tab', { name: SIMILAR_FILTER_LABEL.comment })).toHaveAttribute('aria-selected', 'true');
  await expect(box.getByRole('link', { name: COPY.common.more })).toHaveCount(0);

  next = nextSimilarRequest(page);
  await box.getByRole('tab', { name: COPY.popular.communityTab }).click();
  expect(await next).toEqual({ path: `${SIMILAR_PATH}COMMUNITY/${news.id}`, filter: 'recent' });
  await expect(box.getByRole('tab', { name: BEST_FILTER_LABEL.recent })).toHaveAttribute('aria-selected', 'true');
  for (const label of Object.values(BEST_FILTER_LABEL))
    await expect(box.getByRole('tab', { name: label })).toBeVisible();
  const community = await api<{ edges: { node: PopularItem }[] }>(
    `${SIMILAR_PATH}COMMUNITY/${news.id}?filter=recent&first=5`,
  );
  await expect(box.locator('.gd-popular__title').first()).toHaveText(community.edges[0]!.node.title);

  // Each community filter asks with its own key (CC-POP-05).
  for (const key of ['weekly', 'monthly', 'comment', 'vote'] as const) {
    next = nextSimilarRequest(page);
    await box.getByRole('tab', { name: BEST_FILTER_LABEL[key] }).click();
    expect(await next).toEqual({ path: `${SIMILAR_PATH}COMMUNITY/${news.id}`, filter: key });
  }

  await box.getByRole('link', { name: COPY.common.more }).click();
  await expect(page).toHaveURL(/\/best$/);
});

test('CC-POP-09 a read item has a greyed title', async ({ page }) => {
  const news = await aNewsItem();
  await page.route(`**${SIMILAR_PATH}**`, async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { edges: { node: PopularItem }[] } };
    body.data.edges.forEach((edge, i) => (edge.node.viewerHasRead = i === 0));
    await route.fulfill({ response, json: body });
  });
  await page.goto(ROUTES.newsItem(news.id));
  const titles = panel(page).locator('.gd-popular__title');
  await expect(titles).toHaveCount(5);
  const colour = (i: number) => titles.nth(i).evaluate((el) => getComputedStyle(el).color);
  expect(await colour(0)).toBe('rgb(154, 163, 174)'); // --gd-color-read
  expect(await colour(1)).not.toBe(await colour(0));
});

test('CC-POP-11 when the similar request fails the panel renders nothing', async ({ page }) => {
  const news = await aNewsItem();
  let asked = 0;
  await page.route(`**${SIMILAR_PATH}**`, (route) => {
    asked += 1;
    return route.fulfill({ status: 500, json: { error: { status: 500, code: 'INTERNAL', message: 'boom' } } });
  });
  await page.goto(ROUTES.newsItem(news.id));
  await expect(page.locator('.gd-promo')).toBeVisible();
  await expect.poll(() => asked).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  await expect(panel(page)).toHaveCount(0);
  await expect(page.getByText(COPY.popular.title)).toHaveCount(0);
});

test('CC-POP-10 while the similar list is loading the panel renders nothing', async ({ page }) => {
  const news = await aNewsItem();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(`**${SIMILAR_PATH}**`, async (route) => {
    asked = true;
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto(ROUTES.newsItem(news.id));
  await expect.poll(() => asked).toBe(true);
  await page.waitForTimeout(500);
  await expect(panel(page)).toHaveCount(0);
  release();
  await expect(panel(page)).toBeVisible();
});

test('CC-DETAIL-14 the promo banners open the three rooms in a new tab with rel noopener', async ({ page }) => {
  const news = await aNewsItem();
  await page.goto(ROUTES.newsItem(news.id));
  const banners = page.locator('.gd-promo__banner');
  await expect(banners).toHaveCount(3);
  await expect(banners.locator('.gd-promo__name')).toHaveText([
    COPY.promo.hotDeal,
    COPY.promo.realEstate,
    COPY.promo.stock,
  ]);
  const urls = [PROMO_ROOM_DEFAULT_URLS.hotDeal, PROMO_ROOM_DEFAULT_URLS.realEstate, PROMO_ROOM_DEFAULT_URLS.stock];
  for (const [i, url] of urls.entries()) {
    await expect(banners.nth(i)).toHaveAttribute('href', url);
    await expect(banners.nth(i)).toHaveAttribute('target', '_blank');
    await expect(banners.nth(i)).toHaveAttribute('rel', /\bnoopener\b/);
  }
});
