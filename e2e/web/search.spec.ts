import { expect, test, type Page } from '@playwright/test';
import {
  API_PATHS,
  COPY,
  RECENT_SEARCHES_MAX,
  RECENT_SEARCHES_STORAGE_KEY,
  ROUTES,
  SEARCH_PAGE_SIZE,
  SEARCH_SUGGEST_DEBOUNCE_MS,
  type Connection,
  type Keyword,
  type Post,
  type SearchRankingEntry,
  type SearchResults,
} from '@growday/contracts';
import { E2E_API_ORIGIN } from '../stack';
import { reactHydrated } from './hydration';

/** A word of the demo content with more than two pages of results. */
const MANY = '면접';
/** Text no demo post contains. */
const NOTHING = '없는검색어qzx';

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${E2E_API_ORIGIN}${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

const searchApi = (query: string, first = SEARCH_PAGE_SIZE) =>
  api<Connection<Post>>(`${API_PATHS.searchPosts}?query=${encodeURIComponent(query)}&first=${first}`);

const searchInput = (page: Page) => page.getByRole('combobox', { name: COPY.search.inputLabel });
const resultCards = (page: Page) => page.locator('[data-feed="search"] .gd-post-card');
const storedRecent = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as string[], RECENT_SEARCHES_STORAGE_KEY);

/** Wait until React has attached its handlers to the search field. */
async function barHydrated(page: Page) {
  await reactHydrated(page, '.gd-search-bar__input');
}

async function openSearch(page: Page, query = '') {
  await page.goto(ROUTES.search(query));
  await barHydrated(page);
}

test('CC-SEARCH-01 CC-SEARCH-03 CC-SEARCH-04 CC-ROUTE-14 the header icon opens search; a search is trimmed, opens /search?query= and is saved', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(ROUTES.home);
  await page.getByTestId('app-header').getByRole('link', { name: COPY.header.search }).click();
  await expect(page).toHaveURL(ROUTES.search(''));
  await barHydrated(page);
  await expect(searchInput(page)).toBeFocused();

  await searchInput(page).fill(`   ${MANY}  `);
  await searchInput(page).press('Enter');
  await expect(page).toHaveURL(ROUTES.search(MANY));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COPY.search.resultsTitle(MANY));
  await expect(searchInput(page)).toHaveValue(MANY);
  await expect(resultCards(page)).toHaveCount(SEARCH_PAGE_SIZE);
  expect(await storedRecent(page)).toEqual([MANY]);
});

test('CC-SEARCH-02 blank text after trimming does nothing: no navigation, nothing saved', async ({ page }) => {
  await openSearch(page, MANY);
  const before = page.url();
  await searchInput(page).fill('    ');
  await searchInput(page).press('Enter');
  await page.getByRole('button', { name: COPY.search.submit, exact: true }).click();
  // A navigation would have replaced the results heading; give one a moment to start.
  await page.waitForTimeout(500);
  expect(page.url()).toBe(before);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COPY.search.resultsTitle(MANY));
  expect(await storedRecent(page)).toEqual([]);
});

test('CC-ROUTE-14 the first page of results is rendered on the server, later pages load on scroll with the cursor', async ({
  page,
  request,
}) => {
  const first = await searchApi(MANY);
  expect(first.pageInfo.hasNextPage).toBe(true);
  const html = await (await request.get(ROUTES.search(MANY))).text();
  // Titles are split by <mark>, so the server HTML is checked by the card links it holds.
  for (const { node } of first.edges) expect(html).toContain(`href="${node.href}"`);

  // Registered before the page opens: the sentinel may ask for page two as soon as it hydrates.
  const nextPage = page.waitForRequest(
    (req) => req.url().includes(API_PATHS.searchPosts) && !!new URL(req.url()).searchParams.get('after'),
  );
  await openSearch(page, MANY);
  const ids = () => resultCards(page).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-post-id')));
  expect((await ids()).slice(0, first.edges.length)).toEqual(first.edges.map(({ node }) => String(node.id)));
  await resultCards(page).last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  // The page's own cursor (it carries the snapshot of its first page) asks the API for page two.
  const after = new URL((await nextPage).url()).searchParams.get('after') ?? '';
  await expect.poll(async () => (await ids()).length).toBeGreaterThanOrEqual(2 * SEARCH_PAGE_SIZE);
  const second = await api<Connection<Post>>(
    `${API_PATHS.searchPosts}?query=${encodeURIComponent(MANY)}&first=${SEARCH_PAGE_SIZE}&after=${encodeURIComponent(after)}`,
  );
  const shown = await ids();
  expect(new Set(shown).size).toBe(shown.length);
  expect(shown.slice(SEARCH_PAGE_SIZE, 2 * SEARCH_PAGE_SIZE)).toEqual(second.edges.map(({ node }) => String(node.id)));
});

test('matched words are highlighted with <mark> as text, post and news cards alike', async ({ page }) => {
  const found = await searchApi(MANY);
  expect(new Set(found.edges.map(({ node }) => node.type))).toEqual(new Set(['post', 'news']));
  await openSearch(page, MANY);
  const titles = page.locator('[data-feed="search"] .gd-post-card__title');
  await expect(titles).toHaveCount(found.edges.length);
  // Every title reads exactly as the API gave it; the marks only wrap the matched word.
  expect(await titles.allTextContents()).toEqual(found.edges.map(({ node }) => node.title));
  const marks = page.locator('[data-feed="search"] .gd-post-card__title mark');
  expect(await marks.count()).toBeGreaterThan(0);
  for (const text of await marks.allTextContents()) expect(text).toBe(MANY);
  const withWord = found.edges.filter(({ node }) => node.title.includes(MANY)).length;
  await expect(page.locator('[data-feed="search"] .gd-post-card__title:has(mark)')).toHaveCount(withWord);
});

test('the result cards’ titles are h2 under the page’s h1, so the headings never skip a level', async ({ page }) => {
  await openSearch(page, MANY);
  await expect(resultCards(page).first()).toBeVisible();
  const levels = await page.evaluate(() =>
    [...document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6')].map((h) =>
      Number(h.tagName[1]),
    ),
  );
  expect(levels[0]).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
  });
  await expect(page.locator('[data-feed="search"] h2.gd-post-card__title').first()).toBeVisible();
});

test('a synonym hit is highlighted too: a search for 리액트 marks React in the cards it found', async ({ page }) => {
  const query = '리액트';
  const found = await api<SearchResults>(
    `${API_PATHS.searchPosts}?query=${encodeURIComponent(query)}&first=${SEARCH_PAGE_SIZE}`,
  );
  const synonym = found.terms.find((term) => term !== query);
  expect(synonym).toBeDefined();
  // A card whose title holds only the synonym (React) and not the word typed.
  const other = found.edges.find(
    ({ node }) => !node.title.includes(query) && node.title.toLowerCase().includes(synonym!.toLowerCase()),
  );
  expect(other, 'the demo content has a React title without 리액트').toBeDefined();
  await openSearch(page, query);
  const card = page.locator('[data-feed="search"] .gd-post-card__title', { hasText: other!.node.title });
  await expect(card.locator('mark').first()).toHaveText(new RegExp(`^${synonym}$`, 'i'));
  await expect(card).toHaveText(other!.node.title);
});

test('CC-SEARCH-04 recent searches: newest first, no duplicates, at most RECENT_SEARCHES_MAX, each removable, all clearable', async ({
  page,
}) => {
  // Ten older searches already stored, then three submitted through the bar.
  const older = Array.from({ length: RECENT_SEARCHES_MAX }, (_, i) => `예전 검색 ${RECENT_SEARCHES_MAX - i}`);
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(older)] as const,
  );
  await openSearch(page);
  const panel = page.getByTestId('recent-searches');
  const items = panel.locator('.gd-recent-searches__link');
  await expect(items).toHaveText(older);

  for (const text of [MANY, '리액트', MANY]) {
    await searchInput(page).fill(text);
    await searchInput(page).press('Enter');
    await expect(page).toHaveURL(ROUTES.search(text));
    await barHydrated(page);
  }
  await openSearch(page);
  const expected = [MANY, '리액트', ...older].slice(0, RECENT_SEARCHES_MAX);
  await expect(items).toHaveText(expected);
  expect(await storedRecent(page)).toEqual(expected);

  await panel.getByRole('button', { name: COPY.search.removeRecent('리액트') }).click();
  await expect(items).toHaveText(expected.filter((text) => text !== '리액트'));

  await items.first().click();
  await expect(page).toHaveURL(ROUTES.search(MANY));
  await openSearch(page);
  await panel.getByRole('button', { name: COPY.search.clearRecent }).click();
  await expect(items).toHaveCount(0);
  await expect(panel).toContainText(COPY.search.recentEmpty);
  expect(await page.evaluate((key) => localStorage.getItem(key), RECENT_SEARCHES_STORAGE_KEY)).toBeNull();
});

test('nothing found: the empty state says so and offers popular searches that search again', async ({ page }) => {
  // A search that finds something is logged; the popular list is the API's own answer.
  // (stored normalised: synonyms joined to their canonical name, so 쿠버네티스 may list as kubernetes).
  await searchApi('쿠버네티스');
  const ranking = await api<SearchRankingEntry[]>(API_PATHS.searchRanking);
  const term = ranking[0]?.query;
  if (!term) throw new Error('no popular search after a successful search');

  await openSearch(page, NOTHING);
  const empty = page.getByTestId('search-empty');
  await expect(empty.getByRole('status')).toHaveText(COPY.search.noResults(NOTHING));
  await expect(resultCards(page)).toHaveCount(0);
  const popular = empty.getByTestId('popular-searches');
  for (const entry of ranking) {
    await expect(popular.getByRole('link', { name: entry.query, exact: true })).toHaveAttribute(
      'href',
      ROUTES.search(entry.query),
    );
  }

  await popular.getByRole('link', { name: term, exact: true }).click();
  await expect(page).toHaveURL(ROUTES.search(term));
  await expect(resultCards(page).first()).toBeVisible();
  expect(await storedRecent(page)).toEqual([term]);
});

test('a blank query shows the empty state with popular searches and the recent searches', async ({ page }) => {
  await searchApi(MANY);
  const ranking = await api<SearchRankingEntry[]>(API_PATHS.searchRanking);
  await openSearch(page, '   ');
  await expect(page.getByTestId('search-empty').getByRole('status')).toHaveText(COPY.search.blankQuery);
  const links = page.getByTestId('popular-searches').getByRole('link');
  expect(await links.count()).toBeGreaterThanOrEqual(ranking.length);
  await expect(links.first()).toBeVisible();
  await expect(page.getByTestId('recent-searches')).toContainText(COPY.search.recentEmpty);
  await expect(resultCards(page)).toHaveCount(0);
});

/** The API's suggestions for a prefix, one row per text, as the bar shows them. */
async function suggestionsFor(prefix: string): Promise<string[]> {
  const keywords = await api<Keyword[]>(`${API_PATHS.keywords}?prefix=${encodeURIComponent(prefix)}`);
  return [...new Set(keywords.map((keyword) => keyword.text))];
}

test('suggestions are asked once the typing pauses (debounced), not for every keystroke', async ({ page }) => {
  const expected = await suggestionsFor('코딩');
  expect(expected.length).toBeGreaterThan(0);
  // The page's clock stands still while the keys go in: on a busy machine two keystrokes 40 ms
  // apart could otherwise arrive more than SEARCH_SUGGEST_DEBOUNCE_MS apart and count as a pause.
  await page.clock.install();
  await openSearch(page);
  const prefixes: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === API_PATHS.keywords) prefixes.push(url.searchParams.get('prefix') ?? '');
  });
  await page.clock.pauseAt(Date.now() + 1_000);
  await searchInput(page).pressSequentially('코딩', { delay: 40 });
  await page.clock.runFor(SEARCH_SUGGEST_DEBOUNCE_MS - 1);
  expect(prefixes).toEqual([]);
  await page.clock.runFor(1);
  await page.clock.resume();
  await expect(page.getByRole('listbox', { name: COPY.search.suggestions }).getByRole('option')).toHaveText(expected);
  expect(prefixes).toEqual(['코딩']);
});

test('suggestions form an ARIA combobox: ArrowDown/ArrowUp move the active option, Escape closes, Enter searches it', async ({
  page,
}) => {
  const expected = await suggestionsFor('코');
  expect(expected.length).toBeGreaterThanOrEqual(2);
  await openSearch(page);
  const input = searchInput(page);
  const listbox = page.getByRole('listbox', { name: COPY.search.suggestions });
  const options = listbox.getByRole('option');
  await input.fill('코');
  await expect(options).toHaveText(expected);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect(input).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? 'missing');
  await expect(input).not.toHaveAttribute('aria-activedescendant');

  const activeIs = async (index: number) => {
    const id = await options.nth(index).getAttribute('id');
    await expect(input).toHaveAttribute('aria-activedescendant', id ?? 'missing');
    await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
    await expect(listbox.locator('[aria-selected="true"]')).toHaveCount(1);
  };
  await input.press('ArrowDown');
  await activeIs(0);
  await input.press('ArrowDown');
  await activeIs(1);
  await input.press('ArrowUp');
  await activeIs(0);
  await input.press('ArrowUp');
  await activeIs(expected.length - 1);
  // Focus never leaves the field (aria-activedescendant, not focus, marks the option).
  await expect(input).toBeFocused();

  await input.press('Escape');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(listbox).toBeHidden();
  await expect(input).toHaveValue('코');

  await input.press('ArrowDown');
  await activeIs(0);
  await input.press('Enter');
  await expect(page).toHaveURL(ROUTES.search(expected[0]!));
  expect(await storedRecent(page)).toEqual([expected[0]]);
});

test('initial consonants typed in the bar suggest the words they begin (ㅋㄷ offers 코딩) and search the chosen one', async ({
  page,
}) => {
  const expected = await suggestionsFor('ㅋㄷ');
  expect(expected).toContain('코딩');
  await openSearch(page);
  const input = searchInput(page);
  await input.pressSequentially('ㅋㄷ', { delay: 40 });
  const options = page.getByRole('listbox', { name: COPY.search.suggestions }).getByRole('option');
  await expect(options).toHaveText(expected);
  const index = expected.indexOf('코딩');
  for (let i = 0; i <= index; i += 1) await input.press('ArrowDown');
  await input.press('Enter');
  await expect(page).toHaveURL(ROUTES.search('코딩'));
  await expect(resultCards(page).first()).toBeVisible();
});
