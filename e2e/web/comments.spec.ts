import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import {
  API_PATHS,
  COMMENT_MAX_LENGTH,
  COMMENT_THREAD_REPLY_PREVIEW,
  COPY,
  FEED_PAGE_SIZE_MAX,
  HIGHLY_COMMENTED_THRESHOLD,
  ROUTES,
  apiPath,
  type Comment,
  type Connection,
  type Post,
} from '@growday/contracts';
import { E2E_API_ORIGIN, E2E_WEB_ORIGIN } from '../stack';
import { postComment } from './comment-helpers';
import { feedPost } from './feed-helpers';
import { advanceApiClock, signInAs, uniqueUsername } from './session-helpers';
import { reactHydrated } from './hydration';

// Each test works on its own news item from the end of the seeded list (others use the feed's
// first posts), so parallel tests never see each other's comments. One user may comment once per
// 60 s for real, so tests that need several comments use several users.

const GUIDE =
  '건전한 댓글 문화 정착을 위해 다른 사람에게 불쾌감을 주는 욕설, 혐오, 비하의 표현이나 타인의 권리를 침해하는 내용은 주의해주세요.';

const newsItems: Post[] = [];
test.beforeAll(async () => {
  let after: string | null = null;
  do {
    const query: URLSearchParams = new URLSearchParams({
      first: String(FEED_PAGE_SIZE_MAX),
      ...(after ? { after } : {}),
    });
    const res: Response = await fetch(`${E2E_API_ORIGIN}${API_PATHS.news}?${query.toString()}`);
    const page: Connection<Post> = ((await res.json()) as { data: Connection<Post> }).data;
    newsItems.push(...page.edges.map((edge) => edge.node));
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after);
});

/** The slot-th news item counted from the end of the list. */
function newsItem(slot: number): Post {
  const item = newsItems[newsItems.length - 1 - slot];
  if (!item) throw new Error(`no news item in slot ${slot}`);
  return item;
}

const area = (page: Page) => page.getByTestId('comment-area');
const input = (page: Page) => area(page).getByTestId('comment-input');
const textarea = (page: Page) => input(page).getByRole('textbox', { name: COPY.comments.inputLabel });
const submit = (page: Page) => input(page).getByRole('button', { name: COPY.comments.submit });
const total = (page: Page) => area(page).getByTestId('comment-total');
const commentById = (page: Page, id: number) => area(page).locator(`article.gd-comment[data-comment-id="${id}"]`);
const threadOf = (page: Page, id: number) =>
  area(page).locator(`.gd-comment-thread:has(> article.gd-comment[data-comment-id="${id}"])`);
/** The spec's alerts (toasts with role alert; Next's route announcer has that role too). */
const alerts = (page: Page) => page.locator('[data-testid="toast"][role="alert"]');
const toast = (page: Page) => page.getByTestId('toast');

const isCommentsCall = (request: Request, method: string) =>
  request.method() === method && new URL(request.url()).pathname === API_PATHS.comments;

/** Open the news item and wait until the comment list (or its empty state) is there, hydrated. */
async function openNews(page: Page, post: Post, path: string = ROUTES.newsItem(post.id)) {
  await page.goto(path);
  await expect(area(page).getByTestId('comment-list').or(area(page).getByTestId('comment-empty'))).toBeVisible();
  await reactHydrated(page, '[data-testid="comment-area"]');
}

/** A separate signed-in user as an API client of the website's /api proxy. */
async function newUser(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  prefix: string,
) {
  const context = await playwright.request.newContext({ baseURL: E2E_WEB_ORIGIN });
  const username = uniqueUsername(prefix);
  const response = await context.post(API_PATHS.devLogin, { data: { username }, headers: { origin: E2E_WEB_ORIGIN } });
  expect(response.ok(), await response.text()).toBe(true);
  return { context, username };
}

test('CC-INPUT-01 CC-INPUT-02 CC-INPUT-03 CC-INPUT-04 CC-COM-10 CC-COM-11 the input collapses, expands, counts and cuts at 300', async ({
  page,
}) => {
  const username = uniqueUsername('cin');
  await signInAs(page, username);
  await openNews(page, newsItem(0));

  await expect(input(page)).toHaveAttribute('data-expanded', 'false');
  await expect(textarea(page)).toHaveAttribute('placeholder', COPY.comments.placeholderShort);
  expect((await textarea(page).boundingBox())?.height).toBe(50);
  await expect(input(page).getByTestId('comment-counter')).toHaveCount(0);

  await textarea(page).click();
  await expect(input(page)).toHaveAttribute('data-expanded', 'true');
  await expect(textarea(page)).toHaveAttribute('placeholder', GUIDE);
  await expect(input(page).getByTestId('comment-input-user')).toHaveText(username);
  await expect(input(page).getByTestId('comment-counter')).toHaveText('0/300');
  await expect(submit(page)).toBeVisible();

  await textarea(page).pressSequentially('abc');
  await expect(input(page).getByTestId('comment-counter')).toHaveText('3/300');

  // Typing past the limit is cut at 300, and so is a longer paste.
  await textarea(page).fill('가'.repeat(COMMENT_MAX_LENGTH - 1));
  await textarea(page).pressSequentially('xyz');
  await expect(textarea(page)).toHaveValue(`${'가'.repeat(COMMENT_MAX_LENGTH - 1)}x`);
  await expect(input(page).getByTestId('comment-counter')).toHaveText('300/300');
  await textarea(page).fill('나'.repeat(COMMENT_MAX_LENGTH + 50));
  await expect(textarea(page)).toHaveValue('나'.repeat(COMMENT_MAX_LENGTH));

  // Blur with text keeps it open; blur when empty collapses it.
  await page.locator('.gd-post-detail__title').click();
  await expect(input(page)).toHaveAttribute('data-expanded', 'true');
  await textarea(page).fill('');
  await page.locator('.gd-post-detail__title').click();
  await expect(input(page)).toHaveAttribute('data-expanded', 'false');
  await expect(textarea(page)).toHaveAttribute('placeholder', COPY.comments.placeholderShort);
});

test('CC-COM-09 empty, blank and undefined submits alert and send nothing', async ({ page }) => {
  await signInAs(page, uniqueUsername('cempty'));
  await openNews(page, newsItem(1));
  const posts: string[] = [];
  page.on('request', (request) => isCommentsCall(request, 'POST') && posts.push(request.url()));

  await textarea(page).click();
  for (const text of ['', '    ', 'undefined']) {
    await textarea(page).fill(text);
    await submit(page).click();
    await expect(alerts(page)).toHaveText([COPY.comments.emptyText]);
    // Let the alert go before the next try, so each try is seen to raise its own.
    await expect(alerts(page)).toHaveCount(0);
  }
  expect(posts).toEqual([]);
});

test('CC-AUTH-04 CC-COM-02 CC-COM-04 CC-COM-05 CC-COM-06 CC-COM-07 CC-COM-15 create shows the comment and moves the count; a second within 60 s alerts code 231', async ({
  page,
}) => {
  const post = newsItem(2);
  await signInAs(page, uniqueUsername('ccreate'));
  await openNews(page, post);
  await expect(area(page).getByTestId('comment-empty')).toHaveText('댓글이 없습니다. 첫번째 댓글을 남겨주세요.');
  await expect(total(page)).toHaveText('0');

  await textarea(page).click();
  await textarea(page).fill('첫 댓글입니다');
  const created = page.waitForRequest((request) => isCommentsCall(request, 'POST'));
  const refetched = page.waitForRequest((request) => isCommentsCall(request, 'GET'));
  await submit(page).click();
  const request = await created;
  const url = new URL(request.url());
  expect(url.searchParams.get('postId')).toBe(String(post.id));
  expect(url.searchParams.get('text')).toBe('첫 댓글입니다');
  expect(request.postDataJSON()).toEqual({ postId: post.id, text: '첫 댓글입니다' });
  await refetched;

  await expect(area(page).getByTestId('comment-text')).toHaveText(['첫 댓글입니다']);
  await expect(total(page)).toHaveText('1');
  await expect(area(page).getByTestId('comment-empty')).toHaveCount(0);
  await expect(textarea(page)).toHaveValue('');
  await expect(input(page)).toHaveAttribute('data-expanded', 'false');
  // The post's own count moved too (the API agrees with what the page shows).
  const res = await fetch(`${E2E_API_ORIGIN}${apiPath('newsById', { id: post.id })}`);
  expect(JSON.stringify(await res.json())).toContain('"commentCount":1');

  await textarea(page).click();
  await textarea(page).fill('두 번째 댓글');
  const refused = page.waitForResponse((response) => isCommentsCall(response.request(), 'POST'));
  await submit(page).click();
  expect((await refused).status()).toBe(429);
  await expect(alerts(page).last()).toHaveText('댓글은 60초 내에 한 개만 등록하실 수 있습니다.');
  await expect(textarea(page)).toHaveValue('두 번째 댓글');
  await expect(total(page)).toHaveText('1');
});

test('CC-COM-08 another create error leaves the form as it was, without an alert', async ({ page }) => {
  await signInAs(page, uniqueUsername('cerr'));
  await openNews(page, newsItem(3));
  await page.route(
    (url) => url.pathname === API_PATHS.comments,
    (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, json: {} }) : route.fallback()),
  );
  await textarea(page).click();
  await textarea(page).fill('실패할 댓글');
  const failed = page.waitForResponse((response) => isCommentsCall(response.request(), 'POST'));
  await submit(page).click();
  expect((await failed).status()).toBe(500);
  await expect(textarea(page)).toHaveValue('실패할 댓글');
  await expect(input(page)).toHaveAttribute('data-expanded', 'true');
  await expect(alerts(page)).toHaveCount(0);
});

test('CC-INPUT-02 a visitor focusing the input gets the login modal and no form', async ({ page }) => {
  await openNews(page, newsItem(4));
  await textarea(page).click();
  await expect(page.getByRole('dialog', { name: COPY.login.title })).toBeVisible();
  await expect(input(page)).toHaveAttribute('data-expanded', 'false');
});

test('CC-COM-12 CC-COM-13 CC-COM-14 the sort tabs switch between recommendation and latest', async ({
  page,
  playwright,
}) => {
  const post = newsItem(5);
  const a = await newUser(playwright, 'csorta');
  const b = await newUser(playwright, 'csortb');
  const older = await postComment(a.context, post.id, '추천 많은 오래된 댓글');
  const newer = await postComment(b.context, post.id, '추천 없는 새 댓글');
  const liked = await b.context.post(apiPath('commentLike', { commentId: older.id }), {
    headers: { origin: E2E_WEB_ORIGIN },
  });
  expect(liked.ok()).toBe(true);

  const lists: URL[] = [];
  page.on('request', (request) => isCommentsCall(request, 'GET') && lists.push(new URL(request.url())));
  await openNews(page, post);
  const texts = area(page).locator('[data-kind="comment"] [data-testid="comment-text"]');
  await expect(area(page).getByRole('tab', { name: COPY.comments.sortRecommended })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(texts).toHaveText([older.text, newer.text]);
  expect(lists.at(-1)?.searchParams.get('orderBy')).toBe('likeCount');
  expect(lists.at(-1)?.searchParams.get('first')).toBe('100');

  await area(page).getByRole('tab', { name: COPY.comments.sortLatest }).click();
  await expect(texts).toHaveText([newer.text, older.text]);
  expect(lists.at(-1)?.searchParams.get('orderBy')).toBe('createdAt');
  expect(lists.at(-1)?.searchParams.get('postId')).toBe(String(post.id));

  await area(page).getByRole('tab', { name: COPY.comments.sortRecommended }).click();
  await expect(texts).toHaveText([older.text, newer.text]);
  await a.context.dispose();
  await b.context.dispose();
});

test('CC-AUTH-04 CC-REPLY-01 CC-REPLY-02 CC-REPLY-04 CC-REPLY-05 CC-DISP-07 reply flow: open, post with parentId, the list re-expands and toggles', async ({
  page,
  playwright,
}) => {
  const post = newsItem(6);
  const writer = await newUser(playwright, 'crepa');
  const parent = await postComment(writer.context, post.id, '답글을 기다리는 댓글');
  await signInAs(page, uniqueUsername('crepb'));
  await openNews(page, post);

  const thread = threadOf(page, parent.id);
  const toggle = thread.getByTestId('reply-toggle');
  await expect(toggle).toHaveText(COPY.comments.writeReply);
  await expect(thread).toHaveAttribute('data-reply-area', 'BOTH_CLOSED');
  await toggle.click();
  await expect(thread).toHaveAttribute('data-reply-area', 'COMMENT_INPUT_OPEN');
  const replyBox = thread.getByRole('textbox', { name: COPY.comments.replyInputLabel });
  await expect(replyBox).toBeFocused();

  await replyBox.fill('내 답글');
  const created = page.waitForRequest((request) => isCommentsCall(request, 'POST'));
  await thread.getByRole('button', { name: COPY.comments.submit }).click();
  const request = await created;
  expect(new URL(request.url()).searchParams.get('parentId')).toBe(String(parent.id));
  expect(request.postDataJSON()).toEqual({ postId: post.id, text: '내 답글', parentId: parent.id });

  // replyCount rose: the list opens with the new reply, labelled 나.
  await expect(thread).toHaveAttribute('data-reply-area', 'REPLY_INPUT_OPEN');
  const replies = thread.getByTestId('reply-list');
  await expect(replies.getByTestId('comment-text')).toHaveText(['내 답글']);
  await expect(replies.locator('[data-badge="me"]')).toHaveText(COPY.common.me);
  await expect(toggle).toHaveText(COPY.comments.replies(1));
  await expect(total(page)).toHaveText('2');

  await toggle.click();
  await expect(thread).toHaveAttribute('data-reply-area', 'BOTH_CLOSED');
  await expect(thread.getByTestId('reply-list')).toHaveCount(0);
  await toggle.click();
  await expect(thread).toHaveAttribute('data-reply-area', 'REPLY_INPUT_OPEN');
  await expect(replies.getByTestId('comment-text')).toHaveText(['내 답글']);
  await writer.context.dispose();
});

test('CC-DISP-08 CC-DISP-07 a reply by the parent comment’s writer is labelled 작성자', async ({
  page,
  playwright,
}) => {
  // The writer answers under their own comment, which the one-per-60-s rule lets them do a minute
  // later: the stack's clock steps over that minute.
  const post = newsItem(7);
  const writer = await newUser(playwright, 'cwrt');
  const parent = await postComment(writer.context, post.id, '작성자 라벨을 볼 댓글');
  await advanceApiClock(61_000);
  await postComment(writer.context, post.id, '작성자의 답글', parent.id);
  await signInAs(page, uniqueUsername('cwrv'));
  await openNews(page, post);
  const thread = threadOf(page, parent.id);
  await thread.getByTestId('reply-toggle').click();
  const reply = thread.getByTestId('reply-list').getByTestId('reply');
  await expect(reply.locator('[data-badge="writer"]')).toHaveText('작성자');
  await expect(reply.locator('[data-badge="me"]')).toHaveCount(0);
  await expect(commentById(page, parent.id).locator('[data-badge]')).toHaveCount(0);
  await writer.context.dispose();
});

test('CC-AUTH-01 CC-AUTH-03 a visitor opens a thread and reads its replies with no login modal; only a click in the reply box asks', async ({
  page,
  playwright,
}) => {
  const post = newsItem(17);
  const writer = await newUser(playwright, 'cvra');
  const replier = await newUser(playwright, 'cvrb');
  const parent = await postComment(writer.context, post.id, '방문자가 읽을 댓글');
  await postComment(replier.context, post.id, '방문자가 읽을 답글', parent.id);
  await openNews(page, post);

  const thread = threadOf(page, parent.id);
  await thread.getByTestId('reply-toggle').click();
  await expect(thread.getByTestId('reply-list').getByTestId('comment-text')).toHaveText(['방문자가 읽을 답글']);
  const replyBox = thread.getByRole('textbox', { name: COPY.comments.replyInputLabel });
  await expect(replyBox).toBeVisible();
  await expect(replyBox).not.toBeFocused();
  await expect(thread.getByTestId('reply-input')).toHaveAttribute('data-expanded', 'false');
  const login = page.getByRole('dialog', { name: COPY.login.title });
  await expect(login).toHaveCount(0);

  await replyBox.click();
  await expect(login).toBeVisible();
  await Promise.all([writer.context.dispose(), replier.context.dispose()]);
});

test('CC-REPLY-03 the list holds replies back: the reply button goes to the comments page, which loads the rest', async ({
  page,
  playwright,
}) => {
  const post = newsItem(8);
  const writer = await newUser(playwright, 'crep3');
  const parent = await postComment(writer.context, post.id, '답글이 더 있는 댓글');
  // One more reply than a thread carries in the list; each from its own user (one comment per 60 s).
  const texts = Array.from({ length: COMMENT_THREAD_REPLY_PREVIEW + 1 }, (_, i) => `숨은 답글 ${i + 1}`);
  const repliers = [];
  for (const text of texts) {
    const replier = await newUser(playwright, 'crep3r');
    repliers.push(replier);
    await postComment(replier.context, post.id, text, parent.id);
  }

  const listed = page.waitForResponse(
    (r) => new URL(r.url()).pathname === API_PATHS.comments && r.request().method() === 'GET',
  );
  await openNews(page, post);
  const answer = (await (await listed).json()) as { data: { comments: Comment[] } };
  const thread = answer.data.comments.find((c) => c.id === parent.id);
  expect(thread?.replyCount).toBe(texts.length);
  expect(thread?.children.map((c) => c.text)).toEqual(texts.slice(0, COMMENT_THREAD_REPLY_PREVIEW));

  const toggle = threadOf(page, parent.id).getByTestId('reply-toggle');
  await expect(toggle).toHaveAttribute('href', ROUTES.newsComments(post.id));
  await expect(toggle).toHaveText(COPY.comments.replies(texts.length));
  await toggle.click();
  await expect(page).toHaveURL(ROUTES.newsComments(post.id));

  // The full page: the same button opens the list and the held-back replies load from the API.
  await expect(commentById(page, parent.id)).toBeVisible();
  const fullToggle = threadOf(page, parent.id).getByTestId('reply-toggle');
  await expect(fullToggle).not.toHaveAttribute('href', /.*/);
  const rest = page.waitForResponse(
    (r) => new URL(r.url()).pathname === apiPath('commentReplies', { commentId: parent.id }) && r.ok(),
  );
  await fullToggle.click();
  await rest;
  await expect(threadOf(page, parent.id).getByTestId('reply-list').getByTestId('comment-text')).toHaveText(texts);
  await Promise.all([writer.context.dispose(), ...repliers.map((r) => r.context.dispose())]);
});

test('CC-AUTH-04 CC-REACT-08 CC-REACT-10 CC-REACT-09 CC-REACT-02 CC-REACT-07 reactions are optimistic, ignore presses while pending and roll back on failure', async ({
  page,
  playwright,
}) => {
  const post = newsItem(9);
  const writer = await newUser(playwright, 'creaa');
  const target = await postComment(writer.context, post.id, '반응을 받을 댓글');
  await signInAs(page, uniqueUsername('creab'));
  await openNews(page, post);
  const item = commentById(page, target.id);
  const like = item.locator('[data-reaction="like"]');
  const dislike = item.locator('[data-reaction="dislike"]');

  // Hold the like request: the change shows before the answer, and presses meanwhile do nothing.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const reactionCalls: string[] = [];
  page.on('request', (request) => /\/(like|dislike)$/.test(request.url()) && reactionCalls.push(request.url()));
  const isLikeCall = (url: URL) => url.pathname === apiPath('commentLike', { commentId: target.id });
  await page.route(isLikeCall, async (route) => {
    await held;
    await route.fallback();
  });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like.getByTestId('like-count')).toHaveText('1');
  await dislike.click();
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(dislike).toHaveAttribute('aria-pressed', 'false');
  const answered = page.waitForResponse((response) => response.url().endsWith('/like'));
  release();
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.request().postData()).toBeNull();
  expect(reactionCalls).toHaveLength(1);
  await expect(like.getByTestId('like-count')).toHaveText('1');
  // The answer has arrived, but the mutation settles a moment later (the count was 1 already,
  // optimistically): a press before then is ignored (CC-REACT-10), so wait until it is not busy.
  const reactions = item.locator('.gd-comment__reactions');
  await expect(reactions).not.toHaveAttribute('aria-busy', 'true');

  // Dislike while liked moves both counters; then a failing press rolls back with the toast. The
  // like press waits for the dislike's answer, since presses while a reaction is pending are ignored.
  const disliked = page.waitForResponse((response) => response.url().endsWith('/dislike'));
  await dislike.click();
  expect((await disliked).status()).toBe(200);
  await expect(dislike).toHaveAttribute('aria-pressed', 'true');
  await expect(like.getByTestId('like-count')).toHaveText('0');
  await expect(dislike.getByTestId('dislike-count')).toHaveText('1');
  await expect(reactions).not.toHaveAttribute('aria-busy', 'true');
  await page.unroute(isLikeCall);
  await page.route(isLikeCall, (route) => route.fulfill({ status: 500, json: {} }));
  await like.click();
  await expect(toast(page).last()).toHaveText('잠시 후 다시 시도해주세요.');
  await expect(dislike).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like.getByTestId('like-count')).toHaveText('0');
  await expect(dislike.getByTestId('dislike-count')).toHaveText('1');
  await writer.context.dispose();
});

test('CC-REACT-11 a visitor’s like toasts 로그인후 이용 가능합니다. and sends nothing', async ({
  page,
  playwright,
}) => {
  const post = newsItem(10);
  const writer = await newUser(playwright, 'creav');
  const target = await postComment(writer.context, post.id, '방문자가 보는 댓글');
  const calls: string[] = [];
  page.on('request', (request) => /\/(like|dislike)$/.test(request.url()) && calls.push(request.url()));
  await openNews(page, post);
  await commentById(page, target.id).locator('[data-reaction="like"]').click();
  await expect(toast(page).last()).toHaveText('로그인후 이용 가능합니다.');
  await expect(commentById(page, target.id).locator('[data-reaction="like"]')).toHaveAttribute('aria-pressed', 'false');
  expect(calls).toEqual([]);
  await writer.context.dispose();
});

test('CC-DISP-01 CC-DISP-10 CC-DISP-11 CC-DISP-07 the more menu: 삭제 only on own comments, report and block on others, closes outside', async ({
  page,
  playwright,
}) => {
  const post = newsItem(11);
  const other = await newUser(playwright, 'cmenb');
  const theirs = await postComment(other.context, post.id, '다른 사람의 댓글');
  await signInAs(page, uniqueUsername('cmena'));
  const mine = await postComment(page.request, post.id, '내 댓글');
  await openNews(page, post);

  const own = commentById(page, mine.id);
  await expect(own.locator('[data-badge="me"]')).toHaveText('나');
  await expect(own.getByRole('menu')).toHaveCount(0);
  await own.getByTestId('comment-more').click();
  await expect(own.getByRole('menuitem')).toHaveText(['삭제']);
  // An outside click closes it.
  await page.locator('.gd-post-detail__title').click();
  await expect(own.getByRole('menu')).toHaveCount(0);

  const others = commentById(page, theirs.id);
  await expect(others.locator('[data-badge]')).toHaveCount(0);
  await others.getByTestId('comment-more').click();
  await expect(others.getByRole('menuitem')).toHaveText([COPY.comments.report, COPY.comments.block]);
  await others.getByTestId('comment-more').click();
  await expect(others.getByRole('menu')).toHaveCount(0);
  await other.context.dispose();
});

test('CC-DISP-02 CC-DISP-05 a comment its writer deleted shows the placeholder and no menu', async ({ page }) => {
  const post = newsItem(12);
  await signInAs(page, uniqueUsername('cdel'));
  const mine = await postComment(page.request, post.id, '곧 지울 댓글');
  const deleted = await page.request.delete(apiPath('comment', { commentId: mine.id }), {
    params: { postId: post.id },
    headers: { origin: E2E_WEB_ORIGIN },
  });
  expect(deleted.ok(), await deleted.text()).toBe(true);
  await openNews(page, post);
  const item = commentById(page, mine.id);
  await expect(item).toHaveAttribute('data-deleted', 'true');
  await expect(item).toHaveText('삭제된 댓글입니다.');
  await expect(item.getByTestId('comment-more')).toHaveCount(0);
  await expect(item.locator('[data-reaction]')).toHaveCount(0);
});

test('CC-DISP-06 CC-DISP-11 a blocked user’s comment shows the notice with its text hidden, and offers unblock', async ({
  page,
  playwright,
}) => {
  const post = newsItem(13);
  const other = await newUser(playwright, 'cblkb');
  const theirs = await postComment(other.context, post.id, '차단될 사람의 댓글');
  await signInAs(page, uniqueUsername('cblka'));
  const blocked = await page.request.post(apiPath('userBlock', { userId: theirs.userId! }), {
    params: { block: 'true' },
    data: { id: theirs.id, postId: post.id },
    headers: { origin: E2E_WEB_ORIGIN },
  });
  expect(blocked.ok(), await blocked.text()).toBe(true);
  await openNews(page, post);
  const item = commentById(page, theirs.id);
  await expect(item.getByTestId('comment-blocked')).toHaveText('내가 차단한 이용자의 댓글입니다.');
  await expect(item).not.toContainText('차단될 사람의 댓글');
  await item.getByTestId('comment-more').click();
  await expect(item.getByRole('menuitem')).toHaveText([COPY.comments.report, COPY.comments.unblock]);
  await other.context.dispose();
});

test('comment text is shown as text: script, img onerror, javascript: link and SVG payloads never run', async ({
  page,
  playwright,
}) => {
  const post = newsItem(14);
  const payloads = [
    '<script>window.__xss = "script"</script>',
    '<img src=x onerror="window.__xss = \'img\'">',
    '<a href="javascript:window.__xss=\'link\'">눌러보세요</a>',
    '<svg onload="window.__xss = \'svg\'"><script>window.__xss = "svg-script"</script></svg>',
  ];
  const writers = [];
  for (const [index, payload] of payloads.entries()) {
    const writer = await newUser(playwright, `cxss${index}`);
    await postComment(writer.context, post.id, payload);
    writers.push(writer);
  }
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signInAs(page, uniqueUsername('cxssv'));
  await openNews(page, post);
  // One more typed through the form itself.
  const typed = '<img src=y onerror="window.__xss = \'typed\'">';
  await textarea(page).click();
  await textarea(page).fill(typed);
  await submit(page).click();

  const texts = area(page).getByTestId('comment-text');
  await expect(texts).toHaveCount(payloads.length + 1);
  for (const payload of [...payloads, typed]) await expect(texts.filter({ hasText: payload })).toHaveCount(1);
  await expect(
    area(page).locator('.gd-comment__text img, .gd-comment__text svg, .gd-comment__text script, .gd-comment__text a'),
  ).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  for (const writer of writers) await writer.context.dispose();
});

test('CC-COM-03 a highly commented post links to /news/{id}/comments, which lists them all without the link', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  const post = newsItem(15);
  for (let index = 0; index < HIGHLY_COMMENTED_THRESHOLD; index += 1) {
    const writer = await newUser(playwright, `cmany${index}`);
    await postComment(writer.context, post.id, `댓글 ${index + 1}`);
    await writer.context.dispose();
  }
  await openNews(page, post);
  await expect(total(page)).toHaveText(String(HIGHLY_COMMENTED_THRESHOLD));
  const viewAll = area(page).getByTestId('comment-view-all');
  await expect(viewAll).toHaveText(COPY.comments.viewAll);
  await expect(viewAll).toHaveAttribute('href', ROUTES.newsComments(post.id));
  await viewAll.click();
  await expect(page).toHaveURL(ROUTES.newsComments(post.id));
  await expect(area(page).getByTestId('comment-text')).toHaveCount(HIGHLY_COMMENTED_THRESHOLD);
  await expect(area(page).getByTestId('comment-view-all')).toHaveCount(0);
});

test('CC-COM-17 a failing comments query renders nothing', async ({ page }) => {
  const post = newsItem(16);
  await page.route(
    (url) => url.pathname === API_PATHS.comments,
    (route) => (route.request().method() === 'GET' ? route.fulfill({ status: 500, json: {} }) : route.fallback()),
  );
  const failed = page.waitForResponse((response) => isCommentsCall(response.request(), 'GET'));
  await page.goto(ROUTES.newsItem(post.id));
  expect((await failed).status()).toBe(500);
  await expect(area(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
});

test('CC-COM-01 the comment area sits under the post in the modal and on the post page', async ({ page }) => {
  const post = await feedPost(2);
  await page.goto(ROUTES.feed(post.id));
  await expect(area(page).getByTestId('comment-input')).toBeVisible();
  await expect(area(page).getByRole('tab', { name: COPY.comments.sortRecommended })).toBeVisible();

  await page.goto('/');
  await reactHydrated(page, '.gd-feed');
  await page.locator(`article[data-post-id="${post.id}"] .gd-post-card__link`).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(dialog.getByTestId('comment-area').getByTestId('comment-input')).toBeVisible();
});
