import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type Route } from '@playwright/test';
import {
  API_PATHS,
  COPY,
  FEED_PAGE_SIZE_DEFAULT,
  FILES_BASE_PATH,
  postHref,
  type Connection,
  type Post,
} from '@growday/contracts';
import { FEED_CACHE_KEY } from '../../apps/extension/src/feed-cache';
import { ARTIFACTS_DIR, E2E_API_ORIGIN, E2E_WEB_ORIGIN } from '../stack';
import { NEW_TAB_URL, test, waitForApi } from './extension-fixture';

const HANGUL = /[\uac00-\ud7a3]/;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await waitForApi();
});

async function latestPosts(first: number): Promise<Post[]> {
  const res = await fetch(`${E2E_API_ORIGIN}${API_PATHS.latestPosts}?first=${first}`);
  if (!res.ok) throw new Error(`latest posts: HTTP ${res.status}`);
  const body = (await res.json()) as { data: Connection<Post> };
  return body.data.edges.map((edge) => edge.node);
}

/** Matches the feed request of the API host (not the website, not stored files). */
const isLatestPostsRequest = (url: URL) => url.origin === E2E_API_ORIGIN && url.pathname === API_PATHS.latestPosts;

const cardLink = (page: Page, title: string) => page.locator('.gd-post-card__link').filter({ hasText: title }).first();

async function waitForStoredFeed(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('growday:'))))
    .toBe(true);
}

test('the new tab lists the latest Korean posts from the API, linking each card to the website', async ({ page }) => {
  const posts = await latestPosts(FEED_PAGE_SIZE_DEFAULT);
  expect(posts.length).toBeGreaterThanOrEqual(3);

  await page.goto(NEW_TAB_URL);
  await expect(page).toHaveTitle(/그로우데이/);
  for (const post of posts.slice(0, 3)) {
    expect(post.title).toMatch(HANGUL);
    await expect(cardLink(page, post.title)).toBeVisible();
  }
  await expect.poll(() => page.locator('.gd-post-card').count()).toBeGreaterThanOrEqual(3);

  // A card opens the post on the website (absolute URL on the web origin), not inside the extension.
  const newest = posts[0]!;
  const href = await cardLink(page, newest.title).getAttribute('href');
  expect(href).toBe(`${E2E_WEB_ORIGIN}${postHref(newest)}`);
  expect(href).toMatch(new RegExp(`^${E2E_WEB_ORIGIN}/(feed|news)/\\d+$`));

  // Stored images come resized (500x250) from the API host, the source being its files route.
  const withImage = posts.find((post) => post.thumbnailKey);
  if (withImage) {
    const card = page.locator('.gd-post-card', { has: cardLink(page, withImage.title) });
    const src = new URL((await card.locator('img.gd-thumb__img').getAttribute('src')) ?? '');
    expect(`${src.origin}${src.pathname}`).toBe(`${E2E_API_ORIGIN}${API_PATHS.resizeImage}`);
    expect(src.searchParams.get('url')).toBe(`${E2E_API_ORIGIN}${FILES_BASE_PATH}/${withImage.thumbnailKey}`);
    expect([src.searchParams.get('w'), src.searchParams.get('h')]).toEqual(['500', '250']);
  }

  // The page is one external module script: nothing inline for the MV3 content security policy.
  const inlineScripts = await page.locator('script:not([src])').count();
  expect(inlineScripts).toBe(0);

  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'extension-new-tab.png') });
});

test('a second new tab paints the cached feed at once even when every API request fails', async ({ context, page }) => {
  const posts = await latestPosts(3);
  await page.goto(NEW_TAB_URL);
  for (const post of posts) await expect(cardLink(page, post.title)).toBeVisible();
  await waitForStoredFeed(page);

  let aborted = 0;
  await context.route(`${E2E_API_ORIGIN}/**`, (route) => {
    aborted += 1;
    return route.abort('internetdisconnected');
  });

  const second = await context.newPage();
  await second.goto(NEW_TAB_URL);
  for (const post of posts) await expect(cardLink(second, post.title)).toBeVisible();
  expect(await cardLink(second, posts[0]!.title).getAttribute('href')).toBe(`${E2E_WEB_ORIGIN}${postHref(posts[0]!)}`);
  // The background refresh was tried and failed, and the cached cards stayed.
  await expect.poll(() => aborted).toBeGreaterThan(0);
  await expect(cardLink(second, posts[0]!.title)).toBeVisible();
});

/** Each card as tag, sorted attributes and text, without what only a live card has (image load state, tag popover). */
function cardShapes(): Record<string, string> {
  const shape = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node.matches('li.gd-tag-more')) return '';
    const attrs = [...node.attributes]
      .filter((attr) => attr.name !== 'data-status')
      .map((attr) => `${attr.name}=${attr.value}`)
      .sort()
      .join(' ');
    const inner = node.matches('.gd-thumb-fallback') ? '' : [...node.childNodes].map(shape).join('');
    return `<${node.localName} ${attrs}>${inner}</${node.localName}>`;
  };
  const cards: Record<string, string> = {};
  for (const card of document.querySelectorAll('.gd-post-card'))
    cards[card.getAttribute('data-post-id')!] = shape(card);
  return cards;
}

test('issue 13: a second new tab paints the cached cards with plain DOM before React, in the markup React then renders', async ({
  context,
  page,
}) => {
  await page.goto(NEW_TAB_URL);
  await expect.poll(() => page.locator('.gd-post-card').count()).toBeGreaterThanOrEqual(3);
  await waitForStoredFeed(page);

  const second = await context.newPage();
  // Reads the cards the first script painted, before React replaces them, once their images have
  // their sources (set right after the first frame).
  await second.addInitScript(`(() => {
    const shapes = ${cardShapes.toString()};
    new MutationObserver((_, observer) => {
      if (!document.querySelector('main[data-painted-from="cache"] .gd-post-card')) return;
      if (document.querySelector('main[data-painted-from="cache"] img:not([src])')) return;
      window.__gdStaticCards = shapes();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['src'] });
  })()`);
  await second.goto(NEW_TAB_URL);
  const painted = await second.waitForFunction(() => (window as { __gdStaticCards?: object }).__gdStaticCards);
  const staticCards = (await painted.jsonValue()) as Record<string, string>;
  expect(Object.keys(staticCards).length).toBeGreaterThanOrEqual(3);

  // React took the page over (its header has the search form) and draws the same cards.
  await expect(second.locator('main[data-painted-from]')).toHaveCount(0);
  await expect(second.getByRole('search')).toBeVisible();
  const reactCards = await second.evaluate(cardShapes);
  for (const [id, shape] of Object.entries(staticCards)) expect(reactCards[id], `card ${id}`).toBe(shape);
});

/** Where each card is and how it looks, by post id: what the reader sees of the cards. */
function cardLooks(): Record<string, string> {
  const looks: Record<string, string> = {};
  for (const card of document.querySelectorAll('.gd-post-card')) {
    const box = card.getBoundingClientRect();
    const style = getComputedStyle(card);
    const title = getComputedStyle(card.querySelector('.gd-post-card__title')!);
    looks[card.getAttribute('data-post-id')!] = [
      ...[box.x, box.y, box.width, box.height].map((n) => Math.round(n)),
      style.backgroundColor,
      style.borderRadius,
      style.boxShadow,
      title.fontSize,
      title.fontWeight,
      getComputedStyle(document.body).backgroundColor,
    ].join(' ');
  }
  return looks;
}

test('issue 13: the first frame needs only the rules inlined in new-tab.html; the site stylesheet arrives after it with no flash and no layout shift', async ({
  context,
  page,
}) => {
  await page.goto(NEW_TAB_URL);
  await expect.poll(() => page.locator('.gd-post-card').count()).toBeGreaterThanOrEqual(3);
  await waitForStoredFeed(page);

  // The page's own HTML inlines the first-paint rules and links no stylesheet that would block.
  const html = await page.evaluate(async (url) => (await fetch(url)).text(), NEW_TAB_URL);
  expect(html).toMatch(/<style>[^]*?\.gd-post-card\{[^]*?<\/style>/);
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);

  const second = await context.newPage();
  await second.addInitScript(`(() => {
    const looks = ${cardLooks.toString()};
    window.__gdShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__gdShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((_, observer) => {
      if (!document.querySelector('main[data-painted-from="cache"] .gd-post-card')) return;
      observer.disconnect();
      const tops = [...document.querySelectorAll('.gd-post-card')].map((card) => card.getBoundingClientRect().top);
      const images = document.querySelectorAll('.gd-post-card img').length;
      const requested = document.querySelectorAll('.gd-post-card img[src]').length;
      window.__gdFirst = { sheets: document.styleSheets.length, looks: looks(), tops, fold: innerHeight, images, requested };
    }).observe(document, { childList: true, subtree: true });
  })()`);
  await second.goto(NEW_TAB_URL);
  const first = (await (
    await second.waitForFunction(() => (window as { __gdFirst?: object }).__gdFirst)
  ).jsonValue()) as {
    sheets: number;
    looks: Record<string, string>;
    tops: number[];
    fold: number;
    images: number;
    requested: number;
  };
  // The cached cards were laid out with the inlined rules alone.
  expect(first.sheets).toBe(1);
  expect(Object.keys(first.looks).length).toBeGreaterThanOrEqual(3);
  // The first frame holds only the cards that start above the fold; the rest come right after it.
  for (const top of first.tops) expect(top).toBeLessThan(first.fold);
  // Its images are in place (sized) but ask for nothing yet: no image request precedes the frame.
  expect(first.images).toBeGreaterThan(0);
  expect(first.requested).toBe(0);
  const cached = await second.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { page?: { edges: unknown[] } }).page?.edges.length ?? 0,
    FEED_CACHE_KEY,
  );
  expect(cached).toBeGreaterThan(first.tops.length);

  // React took over with the full stylesheet loaded, and every card kept its place and look.
  await expect(second.getByRole('search')).toBeVisible();
  await expect.poll(() => second.evaluate(() => document.styleSheets.length)).toBeGreaterThan(1);
  await expect.poll(() => second.locator('.gd-post-card').count()).toBeGreaterThanOrEqual(cached);
  const after = await second.evaluate(cardLooks);
  for (const [id, look] of Object.entries(first.looks)) expect(after[id], `card ${id}`).toBe(look);
  // CLS of the whole swap stays within the 0.02.
  const shift = await second.evaluate(() => (window as { __gdShift?: number }).__gdShift ?? -1);
  expect(shift).toBeGreaterThanOrEqual(0);
  expect(shift).toBeLessThanOrEqual(0.02);
});

test('the cached feed is shown first, then replaced by the refreshed one, which is cached in turn', async ({
  context,
  page,
}) => {
  const [newest] = await latestPosts(1);
  if (!newest) throw new Error('the stack has no posts');
  await page.goto(NEW_TAB_URL);
  await expect(cardLink(page, newest.title)).toBeVisible();
  await waitForStoredFeed(page);

  // The next refresh is held until the cached paint is checked, then answers with a changed title.
  const refreshedTitle = `${newest.title} (새로 고침됨)`;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(isLatestPostsRequest, async (route: Route) => {
    await released;
    const response = await route.fetch();
    const body = (await response.json()) as { data: Connection<Post> };
    const first = body.data.edges[0];
    if (first?.node.id === newest.id) first.node.title = refreshedTitle;
    await route.fulfill({ response, json: body });
  });

  const second = await context.newPage();
  await second.goto(NEW_TAB_URL);
  await expect(cardLink(second, newest.title)).toBeVisible();
  await expect(second.getByText(refreshedTitle)).toHaveCount(0);
  release();
  await expect(cardLink(second, refreshedTitle)).toBeVisible();

  // The refreshed page is what the next tab paints, with the API gone.
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.route(`${E2E_API_ORIGIN}/**`, (route) => route.abort('internetdisconnected'));
  const third = await context.newPage();
  await third.goto(NEW_TAB_URL);
  await expect(cardLink(third, refreshedTitle)).toBeVisible();
});

test('with nothing cached the new tab shows loading, then an error with retry that recovers', async ({
  context,
  page,
}) => {
  const [newest] = await latestPosts(1);
  if (!newest) throw new Error('the stack has no posts');

  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(isLatestPostsRequest, async (route) => {
    await released;
    await route.abort('internetdisconnected');
  });

  await page.goto(NEW_TAB_URL);
  await expect(page.getByRole('status')).toHaveText(COPY.feed.loadingMore);
  release();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(COPY.feed.loadFailed);
  await expect(page.locator('.gd-post-card')).toHaveCount(0);

  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await alert.getByRole('button', { name: COPY.common.retry }).click();
  await expect(cardLink(page, newest.title)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
