import { expect, test } from '@playwright/test';
import { API_PATHS, COPY, ROUTES, type Connection, type Post } from '@growday/contracts';
import { E2E_API_ORIGIN } from '../stack';
import { signInAs, uniqueUsername } from './session-helpers';

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${E2E_API_ORIGIN}${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

const newsPage = (first: number) => api<Connection<Post>>(`${API_PATHS.news}?first=${first}`);
const escapeHtml = (text: string) => text.replaceAll('&', '&amp;');

async function aNewsItem(index = 0): Promise<Post> {
  const item = (await newsPage(index + 1)).edges[index]?.node;
  if (!item) throw new Error('no news');
  return item;
}

async function aFeedPost(): Promise<Post> {
  const latest = await api<Connection<Post>>(`${API_PATHS.latestPosts}?first=50`);
  const post = latest.edges.map((edge) => edge.node).find((node) => node.type === 'post');
  if (!post) throw new Error('no feed post');
  return post;
}

test('SH-ROUTE-05 /news lists the news, server-rendered, and loads more when scrolled', async ({ page, request }) => {
  const first = await newsPage(20);
  expect(first.edges.every((edge) => edge.node.type === 'news')).toBe(true);
  const html = await (await request.get(ROUTES.news)).text();
  expect(html).toContain(escapeHtml(first.edges[0]!.node.title));

  await page.goto(ROUTES.news);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COPY.lists.newsTitle);
  const cards = page.locator('.gd-feed .gd-post-card');
  await expect(cards).toHaveCount(first.edges.length);
  await expect(cards.first().locator('a[href^="/news/"]')).toHaveAttribute(
    'href',
    ROUTES.newsItem(first.edges[0]!.node.id),
  );
  if (!first.pageInfo.hasNextPage) return;
  const requested = page.waitForRequest(
    (r) => new URL(r.url()).pathname === API_PATHS.news && r.url().includes('after='),
  );
  for (let i = 0; i < 10 && (await cards.count()) <= first.edges.length; i++) {
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(300);
  }
  await requested;
  await expect.poll(() => cards.count()).toBeGreaterThan(first.edges.length);
});

test('SH-ROUTE-05 CC-ROUTE-07 /news/{id} is the article with its own head, and records one view per visit', async ({
  page,
}) => {
  const news = await aNewsItem(1);
  // A viewer of its own: the server counts a view once per viewer and window, and every
  // signed-out test shares one address.
  await signInAs(page, uniqueUsername('newsview'));
  const viewPath = `/api/v2/updateViewCount/news/${news.id}`;
  const views: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === viewPath) views.push(r.method());
  });
  const recorded = page.waitForResponse((r) => new URL(r.url()).pathname === viewPath);
  const res = await page.goto(ROUTES.newsItem(news.id));
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.title);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', news.title);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(page).toHaveTitle(new RegExp(news.title.slice(0, 10)));
  expect((await recorded).status()).toBe(200);
  await page.waitForTimeout(1000);
  expect(views).toEqual(['POST']);
  // The count went up by the one view.
  const after = await api<Connection<Post>>(`/api/v2/news/${news.id}`);
  expect(after.edges[0]!.node.clickCount).toBeGreaterThan(news.clickCount);
});

test('CC-ROUTE-07 the news best section and the news list open /news/{id}', async ({ page }) => {
  await page.goto(ROUTES.news);
  const link = page.locator('.gd-feed .gd-post-card__link').first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/news\/\d+$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('.gd-post-detail')).toBeVisible();
});

test('/news/{id} answers 404 for unknown, malformed or non-news ids', async ({ page }) => {
  const post = await aFeedPost();
  for (const id of ['999999999', 'abc', String(post.id)]) {
    const res = await page.goto(ROUTES.newsItem(id));
    expect(res?.status(), id).toBe(404);
    await expect(page.getByText(COPY.notFound.title)).toBeVisible();
  }
});

test('CC-ROUTE-08 /news/{id}/comments links back to the item and holds the comments section', async ({ page }) => {
  const news = await aNewsItem();
  const res = await page.goto(ROUTES.newsComments(news.id));
  expect(res?.status()).toBe(200);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(news.title);
  await expect(page.locator('section#comments')).toBeVisible();
  await expect(page.locator('section#comments').getByRole('heading')).toHaveText(COPY.lists.newsCommentsTitle);
  await heading.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/news/${news.id}$`));

  const post = await aFeedPost();
  for (const id of ['999999999', 'x1', String(post.id)]) {
    const missing = await page.goto(ROUTES.newsComments(id));
    expect(missing?.status(), id).toBe(404);
  }
});

test('SH-PAGE-01 SH-PAGE-02 SH-PAGE-03 list pages carry the helper head; the news detail builds its own from the item', async ({
  page,
}) => {
  const pageHead = async () => ({
    title: await page.title(),
    description: await page.locator('meta[name="description"]').getAttribute('content'),
    ogTitle: await page.locator('meta[property="og:title"]').getAttribute('content'),
    ogType: await page.locator('meta[property="og:type"]').getAttribute('content'),
    ogUrl: await page.locator('meta[property="og:url"]').getAttribute('content'),
    twitterCard: await page.locator('meta[name="twitter:card"]').getAttribute('content'),
    twitterTitle: await page.locator('meta[name="twitter:title"]').getAttribute('content'),
  });

  await page.goto('/');
  const home = await pageHead();
  expect(home.title).toBe(COPY.site.defaultTitle);
  expect(home).toMatchObject({
    ogTitle: COPY.site.defaultTitle,
    description: COPY.site.description,
    ogType: 'website',
  });

  const lists: [string, string, string][] = [
    [ROUTES.best, COPY.best.pageTitle, COPY.best.pageDescription],
    [ROUTES.news, COPY.lists.newsTitle, COPY.lists.newsDescription],
  ];
  for (const [path, title, description] of lists) {
    await page.goto(path);
    const head = await pageHead();
    const full = `${title} | ${COPY.site.name}`;
    expect(head, path).toMatchObject({
      title: full,
      description,
      ogTitle: full,
      ogType: 'website',
      twitterCard: 'summary',
      twitterTitle: full,
    });
    expect(new URL(head.ogUrl!).pathname).toBe(path);
  }

  const news = await aNewsItem();
  await page.goto(ROUTES.newsItem(news.id));
  const detail = await pageHead();
  // Not the helper's head: the item's own title, article type and large image card.
  expect(detail).toMatchObject({ ogTitle: news.title, ogType: 'article', twitterCard: 'summary_large_image' });
  expect(detail.title).toBe(`${news.title} | ${COPY.site.name}`);
});
