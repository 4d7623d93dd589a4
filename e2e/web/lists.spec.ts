import { expect, test } from '@playwright/test';
import {
  API_PATHS,
  COPY,
  FEED_TAG_LIST_SIZE,
  ROUTES,
  type Connection,
  type Post,
  type Tag,
  type TagGroup,
} from '@growday/contracts';
import { E2E_API_ORIGIN } from '../stack';

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${E2E_API_ORIGIN}${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

const titles = (connection: Connection<Post>) => connection.edges.map((edge) => edge.node.title);
const escapeHtml = (text: string) => text.replaceAll('&', '&amp;');

/** A post of the latest feed that has a tag, a source and an author. */
async function samplePost(): Promise<Post> {
  const latest = await api<Connection<Post>>(`${API_PATHS.latestPosts}?first=50`);
  const post = latest.edges.map((edge) => edge.node).find((node) => node.tags.length > 0 && node.author);
  if (!post) throw new Error('no tagged post with an author');
  return post;
}

test('SH-ROUTE-02 CC-ROUTE-03 CC-ROUTE-04 /post?tagName= lists the tag posts and highlights that tag in the feed tag list', async ({
  page,
  request,
}) => {
  const tagName = (await samplePost()).tags[0]!.name;
  const list = await api<Connection<Post>>(`${API_PATHS.postsByTag}?tagName=${encodeURIComponent(tagName)}&first=20`);
  const allTags = await api<Connection<Tag>>(`${API_PATHS.tags}?first=${FEED_TAG_LIST_SIZE}`);
  expect(list.edges.length).toBeGreaterThan(0);

  // Rendered on the server: the first post is in the HTML before any script runs.
  const html = await (await request.get(ROUTES.postsByTag(tagName))).text();
  expect(html).toContain(escapeHtml(list.edges[0]!.node.title));

  await page.goto(ROUTES.postsByTag(tagName));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COPY.lists.tagTitle(tagName));
  const chips = page.locator('.gd-feed-tags .gd-tag');
  await expect(chips).toHaveCount(Math.min(FEED_TAG_LIST_SIZE, allTags.edges.length));
  const active = page.locator('.gd-feed-tags [aria-current="page"]');
  await expect(active).toHaveCount(1);
  await expect(active).toHaveText(tagName);
  await expect(active).toHaveClass(/gd-tag--active/);
  const cards = page.locator('.gd-feed .gd-post-card__title');
  await expect(cards.first()).toHaveText(list.edges[0]!.node.title);

  // Another chip leads to its own list, where it is the highlighted one.
  const other = allTags.edges.map((edge) => edge.node).find((tag) => tag.name !== tagName)!;
  await page.locator('.gd-feed-tags').getByRole('link', { name: other.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`tagName=${encodeURIComponent(other.name).replace(/[()*]/g, '\\$&')}$`));
  await expect(page.locator('.gd-feed-tags [aria-current="page"]')).toHaveText(other.name);
});

test('CC-ROUTE-03 a tag chip on a home card opens /post?tagName={tag}', async ({ page }) => {
  await page.goto('/');
  const chip = page.locator('.gd-post-card .gd-tag').first();
  const name = (await chip.textContent())!.trim();
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`/post\\?tagName=${encodeURIComponent(name)}$`));
  await expect(page.locator('.gd-feed-tags [aria-current="page"]')).toHaveText(name);
});

test('SH-ROUTE-02 CC-ROUTE-05 /post?sourceName= lists the posts of a source', async ({ page }) => {
  const { source } = await samplePost();
  const list = await api<Connection<Post>>(
    `${API_PATHS.postsBySource}?sourceName=${encodeURIComponent(source.name)}&first=20`,
  );
  await page.goto(ROUTES.postsBySource(source.name));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COPY.lists.sourceTitle(source.name));
  await expect(page.locator('.gd-feed .gd-post-card__title')).toHaveText(titles(list));
  await expect(page.locator('.gd-feed .gd-post-card__source-name').first()).toHaveText(source.name);
  await expect(page.locator('.gd-feed-tags [aria-current="page"]')).toHaveCount(0);
  await expect(page).toHaveTitle(new RegExp(source.name));
});

test('SH-ROUTE-02 CC-ROUTE-06 /post?authorName= lists the posts of an author, reached from the post page', async ({
  page,
}) => {
  const post = await samplePost();
  const author = post.author!;
  const list = await api<Connection<Post>>(
    `${API_PATHS.postsByAuthor}?authorName=${encodeURIComponent(author)}&first=20`,
  );
  await page.goto(ROUTES.feed(post.id));
  await page.locator('.gd-post-detail__author').click();
  await expect(page).toHaveURL(new RegExp(`authorName=${encodeURIComponent(author)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COPY.lists.authorTitle(author));
  await expect(page.locator('.gd-feed .gd-post-card__title')).toHaveText(titles(list));
});

test('SH-ROUTE-02 /post?tagGroup=&groupName= lists the posts of a tag group under its name', async ({ page }) => {
  const [group] = await api<TagGroup[]>(API_PATHS.tagGroups);
  if (!group) throw new Error('no tag group');
  const list = await api<Connection<Post>>(`${API_PATHS.postsByTagGroup}?tagGroup=${group.id}&first=20`);
  expect(list.edges.length).toBeGreaterThan(0);
  await page.goto(ROUTES.postsByTagGroup(group.id, group.name));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COPY.lists.tagGroupTitle(group.name));
  await expect(page.locator('.gd-feed .gd-post-card__title').first()).toHaveText(list.edges[0]!.node.title);
});

test('a /post list loads its next page when scrolled to the end', async ({ page }) => {
  const tags = (await api<Connection<Tag>>(`${API_PATHS.tags}?first=${FEED_TAG_LIST_SIZE}`)).edges.map((e) => e.node);
  let tagName: string | null = null;
  for (const tag of tags) {
    const list = await api<Connection<Post>>(
      `${API_PATHS.postsByTag}?tagName=${encodeURIComponent(tag.name)}&first=20`,
    );
    if (list.pageInfo.hasNextPage) {
      tagName = tag.name;
      break;
    }
  }
  if (!tagName) throw new Error('no tag with more than one page');
  await page.goto(ROUTES.postsByTag(tagName));
  const cards = page.locator('.gd-feed .gd-post-card');
  await expect(cards).toHaveCount(20);
  const requested = page.waitForRequest((r) => r.url().includes(API_PATHS.postsByTag) && r.url().includes('after='));
  for (let i = 0; i < 10 && (await cards.count()) <= 20; i++) {
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(300);
  }
  await requested;
  await expect.poll(() => cards.count()).toBeGreaterThan(20);
});

test('/post with no list query shows a clear empty state and the tag list', async ({ page }) => {
  const res = await page.goto('/post');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('status')).toContainText('태그, 출처 또는 작성자');
  await expect(page.locator('.gd-feed-tags .gd-tag').first()).toBeVisible();
  await expect(page.locator('.gd-feed')).toHaveCount(0);
});

test('headings never skip a level on the list pages: under the page’s h1 the cards’ titles are h2, under a section’s h2 they are h3', async ({
  page,
}) => {
  const post = await samplePost();
  const pages = [
    // The home has no h1 of its own (its sections are h2, the modal's post title is the h1).
    { url: ROUTES.home, cardTitle: 'H3' },
    { url: ROUTES.news, cardTitle: 'H2' },
    { url: ROUTES.postsByTag(post.tags[0]!.name), cardTitle: 'H2' },
    { url: ROUTES.search(post.title.split(' ')[0]!), cardTitle: 'H2' },
  ];
  for (const { url, cardTitle } of pages) {
    await page.goto(url);
    await expect(page.locator('.gd-post-card').first()).toBeVisible();
    const levels = await page
      .locator('main :is(h1, h2, h3, h4)')
      .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
    // Each heading at most one level below the one before it; the first an h1 or h2.
    const skips = levels.flatMap((level, i) => (level > (i === 0 ? 1 : levels[i - 1]!) + 1 ? [i] : []));
    expect(skips, `${url}: ${levels.join(' ')}`).toEqual([]);
    const titles = await page.locator('.gd-post-card__title').evaluateAll((els) => els.map((el) => el.tagName));
    expect(titles.length, url).toBeGreaterThan(0);
    expect(new Set(titles), url).toEqual(new Set([cardTitle]));
  }
});
