import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  API_PATHS,
  apiPath,
  COMMUNITY_COPY,
  COPY,
  COMMUNITY_LINK_REL,
  ROUTES,
  type CommunityCategory,
  type CommunityPost,
} from '@growday/contracts';
import { writePost } from './community-helpers';
import { poke, unsafeMarkup, watchForXss } from './xss-helpers';
import { controlHydrated } from './hydration';
import { signInAs, uniqueUsername } from './session-helpers';

const corpus = JSON.parse(
  readFileSync(new URL('../../apps/api/test/fixtures/xss-markdown.json', import.meta.url), 'utf8'),
) as string[];

/** Posts through a comment area's form (the top-level input, or a thread's reply input) and waits for the API. */
async function submitComment(page: Page, form: Locator, label: string, text: string, postId: number) {
  const box = form.getByRole('textbox', { name: label });
  await box.click();
  await box.fill(text);
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith(apiPath('communityPostComments', { id: postId })),
  );
  await form.getByRole('button', { name: COPY.comments.submit }).click();
  expect((await answered).status()).toBe(200);
}

test('CC-COM-01 CC-COM-15 CC-REPLY-05 a member writes (with a preview and a browser draft), posts, edits, votes and comments; another member votes, likes and replies', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const writer = uniqueUsername('cw');
  await signInAs(page, writer);
  await page.goto(ROUTES.community);
  await page.getByTestId('community-write').click();
  await expect(page).toHaveURL(ROUTES.communityWrite);
  const editor = page.getByTestId('community-editor');
  await editor.locator('select[name="categoryId"]').selectOption({ label: '회고' });
  const title = `첫 회고 ${writer}`;
  await editor.locator('input[name="title"]').fill(title);
  await editor
    .locator('textarea[name="body"]')
    .fill(
      '## 배운 점\n\n**테스트**를 먼저 썼다. [문서](https://example.com)\n\n```ts\nconst done: boolean = true;\n```',
    );

  // The draft survives a reload of the writing page.
  await page.reload();
  await expect(page.getByTestId('community-draft-restored')).toBeVisible();
  await expect(editor.locator('input[name="title"]')).toHaveValue(title);

  await page.getByTestId('community-preview-tab').click();
  const preview = page.getByTestId('community-preview');
  await expect(preview.locator('h2')).toHaveText('배운 점');
  await expect(preview.locator('strong')).toHaveText('테스트');
  await expect(preview.locator('a')).toHaveAttribute('rel', COMMUNITY_LINK_REL);
  await expect(preview.locator('a')).toHaveAttribute('target', '_blank');
  await expect(preview.locator('pre code .hljs-keyword').first()).toHaveText('const');

  await page.getByTestId('community-submit').click();
  await expect(page).toHaveURL(/\/best\/\d+$/);
  const postId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.locator('h1')).toHaveText(title);
  await expect(page.getByTestId('community-body').locator('h2')).toHaveText('배운 점');
  await expect(page.getByTestId('community-edited')).toHaveCount(0);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), `growday.community.draft.new`)).toBeNull();

  // Edit: the edited mark appears.
  await page.getByTestId('community-edit').click();
  await expect(page).toHaveURL(ROUTES.communityEdit(postId));
  await page.locator('input[name="title"]').fill(`${title} (수정)`);
  await page.getByTestId('community-submit').click();
  await expect(page).toHaveURL(ROUTES.bestItem(postId));
  await expect(page.locator('h1')).toHaveText(`${title} (수정)`);
  await expect(page.getByTestId('community-edited')).toHaveText(COMMUNITY_COPY.edited);

  // Votes: up, then pressing up again removes it; down.
  await page.getByTestId('community-vote-up').click();
  await expect(page.getByTestId('community-vote-up')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('community-up-count')).toHaveText('1');
  await page.getByTestId('community-vote-up').click();
  await expect(page.getByTestId('community-up-count')).toHaveText('0');
  await page.getByTestId('community-vote-down').click();
  await expect(page.getByTestId('community-down-count')).toHaveText('1');

  // Comments: the comment system's own area under the post, with the community post as its target.
  const area = page.getByTestId('comment-area');
  await expect(area.getByTestId('comment-empty')).toBeVisible();
  await submitComment(page, area.getByTestId('comment-input'), COPY.comments.inputLabel, '회고 잘 읽었습니다', postId);
  await expect(area.getByTestId('comment-text')).toHaveText(['회고 잘 읽었습니다']);
  await expect(area.getByTestId('comment-total')).toHaveText('1');
  const mine = area.locator('article.gd-comment').first();
  const commentId = Number(await mine.getAttribute('data-comment-id'));

  // A second member sees the real post with its counts, votes up, and may not edit it.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInAs(otherPage, uniqueUsername('cv'));
  await otherPage.goto(ROUTES.bestItem(postId));
  await expect(otherPage.getByTestId('community-down-count')).toHaveText('1');
  await expect(otherPage.getByTestId('community-edit')).toHaveCount(0);
  await controlHydrated(otherPage.getByTestId('community-vote-up'));
  await otherPage.getByTestId('community-vote-up').click();
  await expect(otherPage.getByTestId('community-up-count')).toHaveText('1');
  // ...likes the writer's comment and replies to it.
  const otherArea = otherPage.getByTestId('comment-area');
  const thread = otherArea.locator(`.gd-comment-thread:has(> article.gd-comment[data-comment-id="${commentId}"])`);
  await expect(thread.getByTestId('comment-text')).toHaveText('회고 잘 읽었습니다');
  await thread.locator('[data-reaction="like"]').first().click();
  await expect(thread.getByTestId('like-count').first()).toHaveText('1');
  await thread.getByTestId('reply-toggle').click();
  await submitComment(
    otherPage,
    thread.getByTestId('reply-input'),
    COPY.comments.replyInputLabel,
    '저도 배웠어요',
    postId,
  );
  await expect(thread.getByTestId('reply-list').getByTestId('comment-text')).toHaveText(['저도 배웠어요']);
  await expect(otherArea.getByTestId('comment-total')).toHaveText('2');
  const forbidden = await otherPage.goto(ROUTES.communityEdit(postId));
  expect(forbidden?.status()).toBe(403);
  await other.close();

  // The writer sees the like and the reply after a reload; the post's own count agrees.
  await page.reload();
  await expect(area.locator(`article.gd-comment[data-comment-id="${commentId}"]`).getByTestId('like-count')).toHaveText(
    '1',
  );
  await expect(area.getByTestId('comment-total')).toHaveText('2');
  const stored = await page.request.get(apiPath('communityPost', { id: postId }));
  expect(((await stored.json()) as { data: CommunityPost }).data.commentCount).toBe(2);

  // The writer's my page lists the post; its category's list shows it first (other tests write
  // into another category at the same time, so the all-categories list may have newer posts).
  await page.goto(ROUTES.myCommunityPosts);
  await expect(page.getByTestId('my-community-posts').locator(`[data-community-post-id="${postId}"]`)).toBeVisible();
  const categories = await page.request.get(API_PATHS.communityCategories);
  const { categories: all } = ((await categories.json()) as { data: { categories: CommunityCategory[] } }).data;
  const retro = all.find((c) => c.name === '회고');
  expect(retro).toBeDefined();
  await page.goto(ROUTES.communityCategory(retro!.slug));
  await expect(page.getByTestId('community-list').locator('li').first()).toHaveAttribute(
    'data-community-post-id',
    String(postId),
  );
});

test('the header’s 커뮤니티 link and a visitor’s write page', async ({ page }) => {
  await page.goto('/');
  const link = page.locator('header [data-nav="community"]').first();
  await expect(link).toHaveAttribute('href', new RegExp(`${ROUTES.community}$`));
  await page.goto(ROUTES.communityWrite);
  await expect(page.getByTestId('community-login-prompt')).toBeVisible();
});

test(`none of ${corpus.length} XSS payloads posted as Markdown runs in Chromium`, async ({ page, browser }) => {
  // 66 pages, every element in each body hovered: about 60 s alone, 175 s beside a second worker.
  test.setTimeout(420_000);
  expect(corpus.length).toBeGreaterThanOrEqual(50);
  // Writing is limited per member (RATE_LIMITS.communityWrite): eight payloads per writer.
  const ids: number[] = [];
  for (let start = 0; start < corpus.length; start += 8) {
    const context = await browser.newContext();
    const writerPage = await context.newPage();
    await signInAs(writerPage, uniqueUsername(`xss${start}`));
    for (const [i, payload] of corpus.slice(start, start + 8).entries()) {
      ids.push((await writePost(writerPage, `XSS ${start + i}`, payload)).id);
    }
    await context.close();
  }
  // One post a payload, so no payload's context can hide another's. The detectors (calls of
  // window.__xss, dialogs, marker or foreign requests, CSP reports, page errors) are armed from
  // the first script of every page; the body is checked for live markup, then every element in
  // it is hovered so handlers that need an event would fire (xss-helpers.ts).
  const watch = await watchForXss(page);
  for (const [i, id] of ids.entries()) {
    await page.goto(ROUTES.bestItem(id));
    const body = page.getByTestId('community-body');
    await expect(body).toBeAttached();
    expect(await unsafeMarkup(body), corpus[i]).toEqual([]);
    await poke(body);
    await watch.expectClean(`payload ${i}: ${corpus[i]}`);
  }
});
