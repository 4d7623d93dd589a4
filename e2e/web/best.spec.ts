import { expect, test, type Page } from '@playwright/test';
import {
  API_PATHS,
  BEST_FILTER_LABEL,
  BEST_FILTER_TO_PERIOD,
  COPY,
  NEWS_BEST_TAB_LABEL,
  ROUTES,
  type BestFilterKey,
  type BestPeriod,
  type CommunityBestPost,
  type CommunityPost,
  type NewsHeadline,
} from '@growday/contracts';
import { E2E_API_ORIGIN } from '../stack';

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${E2E_API_ORIGIN}${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

const bestList = async (period: BestPeriod) =>
  (await api<{ results: CommunityBestPost[] }>(`/api/v1/posts/bestPosts/${period}?first=10`)).results;

const communitySection = (page: Page) => page.locator('[data-section="community-best"]');
const newsSection = (page: Page) => page.locator('[data-section="news-best"]');
const rowTitles = (section: ReturnType<typeof communitySection>) => section.locator('.gd-best-list__title');

/** The home page with the news best section shown (its request answered, so the page is live). */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(newsSection(page)).toBeVisible();
}

test('CC-BEST-01 CC-BEST-02 the community best section shows its filter tabs, rows of title and commentCount, and More', async ({
  page,
}) => {
  const recent = await bestList('RECENT');
  expect(recent.length).toBeGreaterThan(1);
  await page.goto('/');
  const section = communitySection(page);
  await expect(section.getByRole('heading', { name: COPY.best.communityTitle })).toBeVisible();
  await expect(section.getByRole('tab')).toHaveText(Object.values(BEST_FILTER_LABEL));
  await expect(section.getByRole('tab', { name: BEST_FILTER_LABEL.recent })).toHaveAttribute('aria-selected', 'true');
  await expect(rowTitles(section)).toHaveText(recent.map((post) => post.title));
  const first = section.locator('.gd-best-list__row').first();
  await expect(first.getByTestId('comment-count')).toContainText(String(recent[0]!.commentCount));
  await expect(section.getByRole('link', { name: COPY.common.more })).toHaveAttribute('href', ROUTES.best);
});

test('CC-BEST-09 CC-BEST-10 CC-BEST-11 CC-BEST-12 CC-BEST-13 each filter tab asks its period and shows that list', async ({
  page,
}) => {
  await openHome(page);
  const section = communitySection(page);
  await expect(rowTitles(section).first()).toBeVisible();
  const order: BestFilterKey[] = ['weekly', 'monthly', 'comment', 'vote', 'recent'];
  const shown = new Map<BestFilterKey, string[]>();
  for (const filter of order) {
    const period = BEST_FILTER_TO_PERIOD[filter];
    const expected = (await bestList(period)).map((post) => post.title);
    const requested =
      filter === 'recent'
        ? null // cached forever: the first tab does not ask again (CC-BEST-08)
        : page.waitForRequest((r) => new URL(r.url()).pathname === `/api/v1/posts/bestPosts/${period}`);
    await section.getByRole('tab', { name: BEST_FILTER_LABEL[filter] }).click();
    if (requested) await requested;
    await expect(section.getByRole('tab', { name: BEST_FILTER_LABEL[filter] })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(rowTitles(section)).toHaveText(expected);
    shown.set(filter, expected);
  }
  // The periods really are different lists, so a tab that asked the wrong period would show.
  expect(shown.get('vote')).not.toEqual(shown.get('recent'));
  expect(shown.get('comment')).not.toEqual(shown.get('recent'));
});

test('CC-ROUTE-02 a community best row opens /best/{id} with the post', async ({ page }) => {
  const [top] = await bestList('RECENT');
  if (!top) throw new Error('no community best post');
  const post = await api<CommunityPost>(`/api/v1/community/posts/${top.id}`);
  await openHome(page);
  await communitySection(page).getByRole('link', { name: top.title }).click();
  await expect(page).toHaveURL(new RegExp(`/best/${top.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  const article = page.locator(`[data-community-post-id="${post.id}"]`);
  await expect(article.locator('.gd-community-post__author')).toContainText(post.author ?? COPY.common.anonymous);
  await expect(article.locator('.gd-community-post__body')).toHaveText(post.body);
  await expect(article.locator('[data-counter="comments"] dd')).toHaveText(String(post.commentCount));
  // A client-side navigation adds the new page's metadata before it removes the old page's, so for
  // a moment the head holds both: wait for the one that stays.
  await expect
    .poll(() =>
      page.locator('meta[property="og:title"]').evaluateAll((metas) => metas.map((m) => m.getAttribute('content'))),
    )
    .toEqual([`${post.title} | ${COPY.site.name}`]);
});

test('SH-ROUTE-04 CC-ROUTE-01 More opens /best: ranked rows with votes and comments, and period tabs', async ({
  page,
}) => {
  const recent = await bestList('RECENT');
  const weekly = await bestList('LAST_WEEK');
  await openHome(page);
  await communitySection(page).getByRole('link', { name: COPY.common.more }).click();
  await expect(page).toHaveURL(/\/best$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COPY.best.pageTitle);
  const rows = page.locator('.gd-best-board__row');
  await expect(rows).toHaveCount(recent.length);
  await expect(rows.first().locator('.gd-best-board__rank')).toHaveText('1');
  await expect(rows.first().locator('.gd-best-board__title')).toHaveText(recent[0]!.title);
  const firstPost = await api<CommunityPost>(`/api/v1/community/posts/${recent[0]!.id}`);
  await expect(rows.first().locator('[data-stat="votes"]')).toContainText(String(firstPost.voteCount));
  await expect(rows.first().locator('[data-stat="comments"]')).toContainText(String(recent[0]!.commentCount));

  await page.getByRole('link', { name: BEST_FILTER_LABEL.weekly }).click();
  await expect(page).toHaveURL(/\/best\?filter=weekly$/);
  await expect(page.getByRole('link', { name: BEST_FILTER_LABEL.weekly })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.gd-best-board__title')).toHaveText(weekly.map((post) => post.title));
});

test('an unknown or malformed community post id gets the not-found page with status 404', async ({ page }) => {
  for (const id of ['999999999', 'abc', '012']) {
    const res = await page.goto(ROUTES.bestItem(id));
    expect(res?.status(), id).toBe(404);
    await expect(page.getByText(COPY.notFound.title)).toBeVisible();
  }
});

test('the default community best list comes with the page, so the feed does not shift when it arrives', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('data-section="community-best"');
  expect(html).toContain('data-section="news-best"');
});

test('CC-BEST-04 when a community best request fails the section renders nothing', async ({ page }) => {
  let asked = 0;
  await page.route('**/api/v1/posts/bestPosts/LAST_WEEK**', (route) => {
    asked += 1;
    return route.fulfill({ status: 500, json: { error: { status: 500, code: 'INTERNAL', message: 'boom' } } });
  });
  await openHome(page);
  await communitySection(page).getByRole('tab', { name: BEST_FILTER_LABEL.weekly }).click();
  await expect.poll(() => asked).toBeGreaterThan(0);
  await expect(communitySection(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: COPY.best.communityTitle })).toHaveCount(0);
  await expect(newsSection(page)).toBeVisible();
});

test('while another tab loads, the previous rows stay marked busy until the new list replaces them', async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route('**/api/v1/posts/bestPosts/LAST_MONTH**', async (route) => {
    asked = true;
    await held;
    await route.continue().catch(() => undefined);
  });
  await openHome(page);
  const section = communitySection(page);
  await section.getByRole('tab', { name: BEST_FILTER_LABEL.monthly }).click();
  await expect.poll(() => asked).toBe(true);
  await expect(section.locator('.gd-best-list')).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(section.locator('.gd-best-list')).toHaveAttribute('aria-busy', 'false');
  await expect(section.locator('.gd-best-list')).toHaveAttribute('data-filter', 'monthly');
});

test('CC-BEST-05 the news best section shows its tabs, rows to /news/{id} and More to the link it was given', async ({
  page,
}) => {
  const headlines = async (tab: string) =>
    (await api<{ results: NewsHeadline[] }>(`${API_PATHS.newsHeadlines}?tab=${tab}&first=5`)).results;
  const today = await headlines('today');
  const week = await headlines('week');
  expect(today.length).toBeGreaterThan(0);
  await openHome(page);
  const section = newsSection(page);
  await expect(section.getByRole('tab')).toHaveText(Object.values(NEWS_BEST_TAB_LABEL));
  await expect(section.locator('.gd-best-list__title')).toHaveText(today.map((item) => item.title));
  await expect(section.locator('.gd-best-list__link').first()).toHaveAttribute('href', ROUTES.newsItem(today[0]!.id));

  const requested = page.waitForRequest(
    (r) => r.url().includes(API_PATHS.newsHeadlines) && r.url().includes('tab=week'),
  );
  await section.getByRole('tab', { name: NEWS_BEST_TAB_LABEL.week }).click();
  await requested;
  await expect(section.locator('.gd-best-list__title')).toHaveText(week.map((item) => item.title));

  await section.getByRole('link', { name: COPY.common.more }).click();
  await expect(page).toHaveURL(/\/news$/);
});

test('CC-BEST-04 when the news best request fails that section renders nothing and the other stays', async ({
  page,
}) => {
  await page.route(`**${API_PATHS.newsHeadlines}**tab=week**`, (route) => route.fulfill({ status: 500, body: '' }));
  await openHome(page);
  const answered = page.waitForResponse(
    (r) => r.url().includes(API_PATHS.newsHeadlines) && r.url().includes('tab=week'),
  );
  await newsSection(page).getByRole('tab', { name: NEWS_BEST_TAB_LABEL.week }).click();
  await answered;
  await expect(newsSection(page)).toHaveCount(0);
  await expect(communitySection(page)).toBeVisible();
});

test('SH-API-17 the community host’s /best-posts and /best-post/list lead to the best list and the community home', async ({
  page,
  request,
}) => {
  for (const [legacy, target] of [
    [ROUTES.legacyBestPosts, ROUTES.best],
    [ROUTES.legacyBestPostList, ROUTES.community],
  ] as const) {
    const res = await request.get(`${legacy}?category=free`, { maxRedirects: 0 });
    expect(res.status(), legacy).toBe(308);
    const location = new URL(res.headers()['location']!);
    expect(location.pathname).toBe(target);
    expect(location.searchParams.get('category')).toBe('free');
  }
  // Followed in the browser, the page that answers is the real one.
  await page.goto(ROUTES.legacyBestPosts);
  await expect(page).toHaveURL((url) => url.pathname === ROUTES.best);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
