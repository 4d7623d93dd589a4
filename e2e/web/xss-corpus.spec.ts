import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN_COPY,
  API_PATHS,
  COMMENT_MAX_LENGTH,
  COMMUNITY_TITLE_MAX_LENGTH,
  FEED_PAGE_SIZE_MAX,
  COPY,
  KEYWORDS_CACHE_SECONDS,
  KEYWORDS_MAX_RESULTS,
  RECENT_SEARCHES_MAX,
  RECENT_SEARCHES_STORAGE_KEY,
  ROUTES,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_RANKING_SIZE,
  SOURCE_NAME_MAX_CHARS,
  TAG_RULE_KEYWORD_MAX_CHARS,
  USERNAME_MAX_LENGTH,
  adminTabHref,
  apiPath,
  type CommunityCategory,
  type CommunityPost,
  type Reply,
  type SearchRankingEntry,
} from '@growday/contracts';
import { E2E_WEB_ORIGIN } from '../stack';
import { runOps } from './admin-helpers';
import { latestPosts } from './feed-helpers';
import { advanceApiClock, signInAs, uniqueUsername } from './session-helpers';
import {
  MARKDOWN_PAYLOADS,
  TEXT_PAYLOADS,
  XSS_CORPUS,
  fitting,
  joinGroup,
  member,
  packed,
  poke,
  send,
  stored,
  texts,
  unsafeMarkup,
  watchForXss,
  type Member,
} from './xss-helpers';
import { controlHydrated, reactHydrated } from './hydration';

/**
 * Issue 17 item 4: every payload of the corpus through every field a user or an operator writes,
 * written through the real API (and a few through the real forms), then every page that shows
 * them opened in Chromium with detectors armed (xss-helpers.ts watchForXss). A field passes when
 * nothing fired and the page shows the payload as the exact characters that were written.
 * docs/decisions.md, "XSS corpus".
 */

/** Community writes per member per minute (RATE_LIMITS.communityWrite.perUser). */
const WRITES_PER_MEMBER = 10;
/** How many members write at once (each write is one request; the stack is shared). */
const PARALLEL = 6;

/** Run `task` over `items`, PARALLEL at a time, answers in order. */
async function inBatches<T, R>(items: readonly T[], task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < items.length; start += PARALLEL) {
    out.push(...(await Promise.all(items.slice(start, start + PARALLEL).map((item, i) => task(item, start + i)))));
  }
  return out;
}

/** Fresh members, one per text: the 60 s comment rule lets a member write one comment a minute. */
async function commentAsFreshMembers(
  texts_: readonly string[],
  write: (who: Member, text: string) => Promise<Reply>,
): Promise<Reply[]> {
  return inBatches(texts_, async (text, i) => {
    const who = await member(`xc${i}`);
    try {
      return await write(who, text);
    } finally {
      await who.request.dispose();
    }
  });
}

async function categoryForCorpus(who: Member): Promise<CommunityCategory> {
  const res = await who.request.get(API_PATHS.communityCategories);
  const { categories } = ((await res.json()) as { data: { categories: CommunityCategory[] } }).data;
  // Not the first (other specs' writePost) nor 회고 (community.spec expects its post first there).
  const category = categories.filter((c) => c.name !== '회고').at(-1);
  if (!category) throw new Error('no community category');
  return category;
}

/** Texts of `selector` on the page, whitespace as written (textContent). */
const pageTexts = (page: Page, selector: string) => texts(page.locator(selector));

test('none of the corpus runs as comments on a feed post, or breaks the list: each shows as its exact text', async ({
  page,
}) => {
  test.setTimeout(240_000);
  expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(100);
  // A feed post in the middle of the seeded list: the specs that count comments use the first page.
  const post = (await latestPosts(FEED_PAGE_SIZE_MAX)).filter((p) => p.type === 'post').at(-10);
  if (!post) throw new Error('no feed post');
  const groups = packed(XSS_CORPUS, COMMENT_MAX_LENGTH).map(joinGroup);
  const comments = await commentAsFreshMembers(groups, (who, text) =>
    send<{ comment: Reply }>(who, 'post', API_PATHS.comments, { postId: post.id, text }).then((d) => d.comment),
  );
  expect(comments.map((c) => c.text)).toEqual(groups);

  const watch = await watchForXss(page);
  await page.goto(ROUTES.feed(post.id));
  const shown = page.locator('[data-testid="comment-list"] article.gd-comment');
  await expect
    .poll(async () => (await shown.evaluateAll((els) => els.map((el) => el.getAttribute('data-comment-id')))).length)
    .toBeGreaterThanOrEqual(comments.length);
  const byId = await shown.evaluateAll((els) =>
    Object.fromEntries(
      els.map((el) => [
        el.getAttribute('data-comment-id'),
        el.querySelector('[data-testid="comment-text"]')?.textContent,
      ]),
    ),
  );
  for (const comment of comments) expect(byId[String(comment.id)], comment.text).toBe(comment.text);
  await poke(page.getByTestId('comment-text'));
  await watch.expectClean(`feed post ${post.id} comments`);
});

test('none of the corpus runs as community titles, Markdown bodies, comments, replies or the notifications they make', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const writer = await member('xw0');
  const category = await categoryForCorpus(writer);
  const write = (who: Member, title: string, body: string) =>
    send<CommunityPost>(who, 'post', API_PATHS.communityPosts, { title, body, categoryId: category.id });

  // Bodies: every text payload a paragraph of one post, every Markdown payload of another.
  const textBody = TEXT_PAYLOADS.join('\n\n');
  const notifyTitle = TEXT_PAYLOADS[4]!; // </title><script>…: the notification links the post by its title
  const textPost = await write(writer, notifyTitle, textBody);
  const markdownPost = await write(writer, MARKDOWN_PAYLOADS[0]!, MARKDOWN_PAYLOADS.join('\n\n'));

  // Titles: each payload that fits a title is one post's title, ten posts per member.
  const titles = fitting(XSS_CORPUS, COMMUNITY_TITLE_MAX_LENGTH).map(stored);
  const chunks: string[][] = [];
  for (let i = 0; i < titles.length; i += WRITES_PER_MEMBER) chunks.push(titles.slice(i, i + WRITES_PER_MEMBER));
  const titled = (
    await inBatches(chunks, async (chunk, i) => {
      const who = await member(`xt${i}`);
      try {
        const out: CommunityPost[] = [];
        for (const title of chunk) out.push(await write(who, title, `본문 ${i}`));
        return out;
      } finally {
        await who.request.dispose();
      }
    })
  ).flat();
  expect(titled.map((p) => p.title)).toEqual(titles);

  // Comments: groups of payloads; the first by a member whose comment the others then answer, so
  // its notifications carry every reply's text and the post's title.
  const answered = await member('xr');
  const groups = packed(XSS_CORPUS, COMMENT_MAX_LENGTH).map(joinGroup);
  const root = await send<{ comment: Reply }>(answered, 'post', apiPath('communityPostComments', { id: textPost.id }), {
    text: groups[0],
  }).then((d) => d.comment);
  const replies = await commentAsFreshMembers(groups.slice(1), (who, text) =>
    send<{ comment: Reply }>(who, 'post', apiPath('communityPostComments', { id: textPost.id }), {
      text,
      parentId: root.id,
    }).then((d) => d.comment),
  );

  const watch = await watchForXss(page);

  // The post page: title, Markdown body, the thread with every reply.
  await page.goto(ROUTES.bestItem(textPost.id));
  await expect(page.locator('h1')).toHaveText(stored(notifyTitle));
  expect(await page.title()).toContain(stored(notifyTitle));
  const body = page.getByTestId('community-body');
  await expect(body).toBeAttached();
  expect(await unsafeMarkup(body)).toEqual([]);
  // Raw HTML is off: a tag written in the body shows as its characters.
  const bodyText = (await body.textContent()) ?? '';
  // (Markdown still applies: entities, backslashes, `*`, `[`, and `_` but in __xss change the text.)
  const plain = TEXT_PAYLOADS.filter(
    (p) => /^<[a-z]/i.test(p) && !/[&\\`*[\]]/.test(p) && !p.replace(/__xss/g, '').includes('_'),
  );
  expect(plain.length).toBeGreaterThan(20);
  for (const payload of plain) expect(bodyText, payload).toContain(payload);
  await expect(
    page.locator(`article.gd-comment[data-comment-id="${root.id}"] [data-testid="comment-text"]`),
  ).toHaveText(stored(groups[0]!));
  // The thread opens on its toggle (once React has attached it), then lists every reply.
  const thread = page.locator('li.gd-comment-thread').filter({ has: page.locator(`[data-comment-id="${root.id}"]`) });
  const toggle = thread.getByTestId('reply-toggle').first();
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(thread.getByTestId('reply-list')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect
    .poll(async () => (await pageTexts(page, '[data-testid="comment-text"]')).length)
    .toBeGreaterThanOrEqual(groups.length);
  const commentTexts = await pageTexts(page, '[data-testid="comment-text"]');
  for (const reply of replies) expect(commentTexts, reply.text).toContain(reply.text);
  await poke(page.locator('.gd-community-post__title, [data-testid="community-body"], [data-testid="comment-text"]'));
  await watch.expectClean(`community post ${textPost.id}`);

  await page.goto(ROUTES.bestItem(markdownPost.id));
  await expect(page.getByTestId('community-body')).toBeAttached();
  expect(await unsafeMarkup(page.getByTestId('community-body'))).toEqual([]);
  await poke(page.getByTestId('community-body'));
  await watch.expectClean(`community post ${markdownPost.id} (Markdown corpus)`);

  // Every title in the category's list, page after page (newest first, 20 a page).
  const wanted = new Map(titled.map((p) => [String(p.id), p.title]));
  await page.goto(ROUTES.communityCategory(category.slug));
  for (;;) {
    const rows = await page
      .getByTestId('community-list')
      .locator('li')
      .evaluateAll((els) =>
        els.map(
          (el) =>
            [
              el.getAttribute('data-community-post-id') ?? '',
              el.querySelector('.gd-community-list__title')?.textContent ?? '',
            ] as const,
        ),
      );
    for (const [id, title] of rows) {
      if (!wanted.has(id)) continue;
      expect(title).toBe(wanted.get(id));
      wanted.delete(id);
    }
    await watch.expectClean(`community list ${page.url()}`);
    const more = page.getByTestId('community-more');
    if (wanted.size === 0 || (await more.count()) === 0) break;
    // Wait for this link's own page: from the second page on, the address already has an `after=`.
    const next = new URL((await more.getAttribute('href'))!, page.url()).href;
    await more.click();
    await page.waitForURL(next);
    await expect(page.getByTestId('community-list')).toBeVisible();
  }
  expect([...wanted.values()], 'titles never listed').toEqual([]);

  // The answered member's notifications: every reply's text, the post's title as the link.
  const context = await browser.newContext();
  try {
    const mine = await context.newPage();
    const mineWatch = await watchForXss(mine);
    await signInAs(mine, answered.username);
    await mine.goto(ROUTES.notification);
    const items = mine.getByTestId('notification');
    // One notification per reply, 20 a page: scroll the last one into view until the list's own
    // next pages have brought them all (a fixed pause missed a slow page under load).
    await expect
      .poll(
        async () => {
          await items.last().scrollIntoViewIfNeeded();
          return items.count();
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThanOrEqual(replies.length);
    const notified = await texts(mine.locator('.gd-notification__text'));
    for (const reply of replies) expect(notified, reply.text).toContain(reply.text);
    const links = await texts(mine.locator('.gd-notification__post'));
    expect(new Set(links)).toEqual(new Set([stored(notifyTitle)]));
    await poke(mine.locator('.gd-notification__text, .gd-notification__post'));
    await mineWatch.expectClean('notifications');
  } finally {
    await context.close();
    await Promise.all([writer, answered].map((m) => m.request.dispose()));
  }
});

test('a member types payloads into the real writing form: the preview and the saved post run none of them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const watch = await watchForXss(page);
  await signInAs(page, uniqueUsername('xform'));
  await page.goto(ROUTES.communityWrite);
  const editor = page.getByTestId('community-editor');
  await reactHydrated(page, '[data-testid="community-editor"]');
  const title = stored(TEXT_PAYLOADS[1]!); // "><script>…: breaks out of an attribute
  await editor.locator('input[name="title"]').fill(title);
  const sample = [...TEXT_PAYLOADS.slice(0, 30), ...MARKDOWN_PAYLOADS.slice(0, 30)].join('\n\n');
  await editor.locator('textarea[name="body"]').fill(sample);
  await page.getByTestId('community-preview-tab').click();
  const preview = page.getByTestId('community-preview');
  await expect(preview.locator('.gd-markdown')).toBeAttached();
  expect(await unsafeMarkup(preview)).toEqual([]);
  await poke(preview);
  await watch.expectClean('preview');
  await page.getByTestId('community-submit').click();
  await expect(page).toHaveURL(/\/best\/\d+$/);
  await expect(page.locator('h1')).toHaveText(title);
  expect(await unsafeMarkup(page.getByTestId('community-body'))).toEqual([]);
  await watch.expectClean('saved post');
});

/** Eight distinct single letters: nearly every post has them all, so a query led by them finds results. */
const LETTERS = ['a', 'e', 'i', 'o', 'n', 'r', 's', 't'];

/**
 * The n-th ordering of LETTERS (from an offset per run): a distinct first eight words make a
 * distinct normalised query, so each payload is its own popular search and suggestion (the
 * ninth word on, the payload, takes no part in matching: SEARCH_MAX_WORDS).
 */
function lettersOrder(n: number): string {
  const pool = [...LETTERS];
  const out: string[] = [];
  let rest = n;
  for (let k = pool.length; k > 0; k -= 1) {
    out.push(pool.splice(rest % k, 1)[0]!);
    rest = Math.floor(rest / k);
  }
  return out.join(' ');
}

/** A query as the API keeps it: trimmed, cut at SEARCH_QUERY_MAX_LENGTH code points. */
const asSearched = (query: string) => Array.from(query.trim()).slice(0, SEARCH_QUERY_MAX_LENGTH).join('').trim();

test('none of the corpus runs as search text: the query box, results page, suggestions, popular and recent searches', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const watch = await watchForXss(page);
  const run = Math.floor(Math.random() * 30_000);
  const tag = `zq${Date.now().toString(36).slice(-5)}`;
  // Suggestions list at most KEYWORDS_MAX_RESULTS: one marker word per that many queries.
  const queries = XSS_CORPUS.map((payload, i) => {
    const marker = `${tag}b${String(Math.floor(i / KEYWORDS_MAX_RESULTS)).padStart(2, '0')}`;
    return `${lettersOrder(run + i)} ${marker} ${payload}`;
  });
  // As lists show a query: trimmed, cut at SEARCH_QUERY_MAX_LENGTH, runs of space as one.
  const shown = queries.map((query) => asSearched(query).replace(/\s+/g, ' '));
  const search = async (who: Member, query: string) => {
    const res = await who.request.get(`${API_PATHS.searchPosts}?query=${encodeURIComponent(query)}&first=1`);
    expect(res.ok(), await res.text()).toBe(true);
    const found = ((await res.json()) as { data: { edges: unknown[] } }).data.edges.length;
    expect(found, `no results for ${query}: it would not be logged`).toBeGreaterThan(0);
  };
  // Search is limited per member (RATE_LIMITS.search): a member per hundred queries.
  for (let start = 0; start < queries.length; start += 100) {
    const searcher = await member(`xs${start}`);
    await inBatches(queries.slice(start, start + 100), (query) => search(searcher, query));
    await searcher.request.dispose();
  }

  // Popular: the first SEARCH_RANKING_SIZE queries searched by three more members each.
  const popular = shown.slice(0, SEARCH_RANKING_SIZE);
  for (const prefix of ['xp1', 'xp2', 'xp3']) {
    const who = await member(prefix);
    await inBatches(queries.slice(0, SEARCH_RANKING_SIZE), (query) => search(who, query));
    await who.request.dispose();
  }
  // Suggestions are read once per KEYWORDS_CACHE_SECONDS: step the API clock past it.
  await advanceApiClock(KEYWORDS_CACHE_SECONDS * 1000 + 1000);

  // The blank search page: popular searches (server-rendered links) and, batch by batch, recent ones.
  await page.goto(ROUTES.search(''));
  await reactHydrated(page, '.gd-search-bar__input');
  const ranking = ((await (await page.request.get(API_PATHS.searchRanking)).json()) as { data: SearchRankingEntry[] })
    .data;
  const mineRanked = ranking.filter((entry) => popular.includes(entry.query));
  expect(mineRanked.length, 'the corpus queries should lead the popular list').toBeGreaterThan(0);
  const popularShown = await texts(page.getByTestId('popular-searches').getByRole('link'));
  // The page was rendered before this read: every query of ours it lists is the exact text.
  for (const text of popularShown.filter((t) => t.includes(tag))) expect(popular).toContain(text);
  expect(popularShown.filter((t) => t.includes(tag)).length).toBeGreaterThan(0);
  await poke(page.getByTestId('popular-searches').getByRole('link'));

  // Recent searches keep one of two spellings that differ only in case ([click](JaVaScRiPt:…)).
  const recent = page.getByTestId('recent-searches');
  const distinct = [...new Map(XSS_CORPUS.map((p) => [stored(p).toLocaleLowerCase(), stored(p)])).values()];
  for (let start = 0; start < distinct.length; start += RECENT_SEARCHES_MAX) {
    const batch = distinct.slice(start, start + RECENT_SEARCHES_MAX);
    await page.evaluate(
      ([key, list]) => {
        localStorage.setItem(key, JSON.stringify(list));
        window.dispatchEvent(new StorageEvent('storage', { key }));
      },
      [RECENT_SEARCHES_STORAGE_KEY, batch] as const,
    );
    await expect.poll(() => texts(recent.locator('.gd-recent-searches__link'))).toEqual(batch);
  }
  await poke(recent.locator('.gd-recent-searches__link'));
  await watch.expectClean('popular and recent searches');

  // Suggestions: each marker word typed into the bar lists its queries.
  const input = page.getByRole('combobox', { name: COPY.search.inputLabel });
  for (let start = 0; start < shown.length; start += KEYWORDS_MAX_RESULTS) {
    const batch = shown.slice(start, start + KEYWORDS_MAX_RESULTS);
    const marker = `${tag}b${String(start / KEYWORDS_MAX_RESULTS).padStart(2, '0')}`;
    await input.fill(marker);
    await expect
      .poll(async () => [...(await texts(page.getByRole('option')))].sort(), { timeout: 15_000 })
      .toEqual([...batch].sort());
  }
  await watch.expectClean('suggestions');

  // The query box: a payload typed and submitted goes to the results page, which shows it as text.
  for (const payload of [TEXT_PAYLOADS[1]!, TEXT_PAYLOADS[4]!, TEXT_PAYLOADS[5]!]) {
    await input.fill(payload);
    await input.press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('query') === stored(payload));
    await expect(page.getByTestId('search-empty').getByRole('status')).toHaveText(
      COPY.search.noResults(stored(payload)),
    );
  }
  await watch.expectClean('query box');

  // Results pages rendered on the server for payloads (nothing found) and for queries with results
  // (the cards highlight the query's words), and the listing pages whose heading comes from the address.
  const sample = XSS_CORPUS.filter((_, i) => i % 40 === 0);
  for (const payload of sample) {
    const query = asSearched(payload);
    await page.goto(ROUTES.search(query));
    await expect(page.getByTestId('search-empty').getByRole('status')).toHaveText(COPY.search.noResults(query));
    await expect(input).toHaveValue(query);
    expect(await page.title()).toContain(query);
    await watch.expectClean(`search page for ${query}`);
  }
  for (const query of shown.filter((_, i) => i % 90 === 0)) {
    await page.goto(ROUTES.search(query));
    await expect(page.locator('[data-feed="search"] .gd-post-card').first()).toBeVisible();
    await expect(input).toHaveValue(query);
    await watch.expectClean(`results for ${query}`);
  }
  for (const payload of [TEXT_PAYLOADS[4]!]) {
    for (const address of [
      ROUTES.postsByTagGroup(1, payload),
      ROUTES.postsBySource(payload),
      ROUTES.postsByTag(payload),
    ]) {
      await page.goto(address);
      await watch.expectClean(address);
    }
  }
});

test('none of the corpus runs on the operator’s desk: source names, tag rules, ad creatives, reported comments and posts, the audit log', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  // Sources through `npm run ops` (no admin rate limit), one payload group per name.
  const names = packed(XSS_CORPUS, SOURCE_NAME_MAX_CHARS).map(joinGroup);
  await inBatches(names, (name, i) =>
    runOps('sources', 'add', '--name', name, '--feed', `http://127.0.0.1:9/xss-${stamp}-${i}.xml`, '--type', 'post'),
  );
  const keywords = fitting(XSS_CORPUS, TAG_RULE_KEYWORD_MAX_CHARS)
    .filter((_, i) => i % 10 === 0)
    .map(stored);
  // A rule's keyword is kept folded as ingestion matches it (tag-matcher.ts normalizeKeyword).
  const folded = (keyword: string) => keyword.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  const creativeTitles = fitting(XSS_CORPUS, 80)
    .filter((p) => !/[\n\r]/.test(p))
    .filter((_, i) => i % 16 === 0)
    .map(stored);
  const far = new Date(Date.now() + 365 * 86_400_000);
  await inBatches(creativeTitles, (title) =>
    runOps(
      'ads',
      'creative-add',
      JSON.stringify({
        title,
        image: 'demo/xss.png',
        targetUrl: '/best',
        channels: ['feed'],
        keywordGroups: ['xss-corpus'],
        startsAt: far.toISOString(),
        endsAt: new Date(far.getTime() + 86_400_000).toISOString(),
      }),
    ),
  );

  // Reported comments: three payload groups on a feed post, each reported by another member.
  const post = (await latestPosts(FEED_PAGE_SIZE_MAX)).filter((p) => p.type === 'post').at(-12);
  if (!post) throw new Error('no feed post');
  const reportedTexts = packed(TEXT_PAYLOADS, COMMENT_MAX_LENGTH).map(joinGroup).slice(0, 3);
  const reported = await commentAsFreshMembers(reportedTexts, (who, text) =>
    send<{ comment: Reply }>(who, 'post', API_PATHS.comments, { postId: post.id, text }).then((d) => d.comment),
  );
  const reporter = await member('xrep');
  for (const comment of reported) {
    await send(reporter, 'post', apiPath('commentReport', { commentId: comment.id }), {
      reportType: 'SPAM',
      reportMessage: comment.text,
    });
  }
  // A reported community post: its title a payload, each report's message a group of payloads.
  const writer = await member('xcw');
  const category = await categoryForCorpus(writer);
  const flagged = await send<CommunityPost>(writer, 'post', API_PATHS.communityPosts, {
    title: stored(TEXT_PAYLOADS[0]!),
    body: 'x',
    categoryId: category.id,
  });
  const messages = packed(XSS_CORPUS, 2000).map(joinGroup);
  for (const message of messages) {
    const who = await member('xcr');
    await send(who, 'post', apiPath('communityPostReport', { id: flagged.id }), {
      reportType: 'SPAM',
      reportMessage: message,
    });
    await who.request.dispose();
  }

  const admin = uniqueUsername('xadm');
  await signInAs(page, admin);
  await runOps('users', 'grant-admin', admin);
  const tagList = (await (await page.request.get(API_PATHS.adminTags)).json()) as {
    data: { tags: { name: string }[] };
  };
  const tagName = tagList.data.tags[0]?.name;
  if (!tagName) throw new Error('no tag');
  await inBatches(keywords, (keyword) => runOps('tag-rules', 'add', keyword, tagName));

  const watch = await watchForXss(page);

  // Sources and tag rules (and a name typed into the desk's own form).
  await page.goto(adminTabHref('sources'));
  const typed = stored(TEXT_PAYLOADS[50]!);
  const form = page.getByRole('form', { name: ADMIN_COPY.sources.add });
  await controlHydrated(form);
  await form.getByLabel(ADMIN_COPY.sources.name).fill(typed);
  await form.getByLabel(ADMIN_COPY.sources.feedUrl).fill(`http://127.0.0.1:9/xss-${stamp}-typed.xml`);
  await form.getByLabel(ADMIN_COPY.sources.type).selectOption('post');
  await form.getByRole('button', { name: ADMIN_COPY.sources.add }).click();
  await expect(page.locator('[data-testid="admin-source"] th').filter({ hasText: typed })).toHaveCount(1);
  const sourceNames = await page
    .getByTestId('admin-source')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('th')?.firstChild?.textContent ?? ''));
  for (const name of names) expect(sourceNames, name).toContain(name);
  const ruleTexts = await texts(page.getByTestId('admin-tag-rule'));
  for (const keyword of keywords.map(folded))
    expect(
      ruleTexts.some((t) => t.includes(keyword)),
      keyword,
    ).toBe(true);
  await poke(page.locator('[data-testid="admin-source"] th, [data-testid="admin-tag-rule"] td'));
  await watch.expectClean('admin sources');

  await page.goto(adminTabHref('ads'));
  await controlHydrated(page.getByTestId('admin-ad-creative'));
  const creativeInputs = await page
    .getByTestId('admin-ad-creative')
    .evaluateAll((forms) => forms.map((f) => (f.querySelector('input') as HTMLInputElement | null)?.value ?? ''));
  for (const title of creativeTitles) expect(creativeInputs, title).toContain(title);
  await watch.expectClean('admin ads');

  await page.goto(adminTabHref('reports'));
  for (const comment of reported) {
    await expect(
      page.locator(`[data-testid="reported-comment"][data-comment-id="${comment.id}"] .gd-admin__comment-text`),
    ).toHaveText(comment.text);
  }
  await poke(page.locator('.gd-admin__comment-text'));
  await watch.expectClean('admin reports');

  await page.goto(adminTabHref('community'));
  const card = page.locator(`[data-testid="reported-community-post"][data-post-id="${flagged.id}"]`);
  await expect(card.locator('.gd-admin__comment-text')).toHaveText(flagged.title);
  const cardText = (await card.textContent()) ?? '';
  for (const message of messages) expect(cardText, message.slice(0, 80)).toContain(message);
  await poke(card);
  await watch.expectClean('admin community reports');

  await page.goto(adminTabHref('audit'));
  const audit = ((await texts(page.getByTestId('audit-entry'))) ?? []).join('\n');
  for (const name of names.slice(-10)) expect(audit, name).toContain(name);
  await watch.expectClean('admin audit');
  await Promise.all([reporter, writer].map((m) => m.request.dispose()));
});

test('usernames: the API refuses every payload as a name (400 naming the field) and the profile form shows its rule, running none', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await inBatches(XSS_CORPUS, async (payload) => {
    const res = await page.request.post(API_PATHS.devLogin, {
      data: { username: payload },
      headers: { origin: E2E_WEB_ORIGIN },
    });
    expect(res.status(), payload).toBe(400);
    expect(((await res.json()) as { error: { field?: string } }).error.field, payload).toBe('username');
  });
  const who = await member('xu');
  for (const payload of XSS_CORPUS.filter((_, i) => i % 12 === 0)) {
    const res = await who.request.put(API_PATHS.currentUser, { multipart: { username: payload } });
    expect(res.status(), payload).toBe(400);
  }
  await who.request.dispose();

  const watch = await watchForXss(page);
  await signInAs(page, who.username);
  await page.goto(ROUTES.myProfile);
  await reactHydrated(page, '.gd-profile-form');
  const input = page.getByLabel(COPY.myPage.username, { exact: true });
  for (const payload of [TEXT_PAYLOADS[0]!, TEXT_PAYLOADS[1]!, TEXT_PAYLOADS[9]!]) {
    await input.fill(payload);
    await page.getByRole('button', { name: COPY.myPage.save, exact: true }).click();
    await expect(page.locator('.gd-form-error[data-field="username"]')).toBeVisible();
    // The field stops at USERNAME_MAX_LENGTH characters: what was typed, cut there, stays a value.
    await expect(input).toHaveValue(payload.slice(0, USERNAME_MAX_LENGTH));
  }
  await watch.expectClean('profile form');
});
