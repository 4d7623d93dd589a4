import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import {
  ADMIN_ACTION_LABEL,
  ADMIN_COPY,
  API_PATHS,
  COMMUNITY_COPY,
  COPY,
  COMMUNITY_IMAGE_MAX_BYTES,
  REPORT_TYPE_LABEL,
  ROUTES,
  adminTabHref,
  apiPath,
} from '@growday/contracts';
import { E2E_WEB_ORIGIN } from '../stack';
import { runOps } from './admin-helpers';
import { writePost } from './community-helpers';
import { signInAs, uniqueUsername } from './session-helpers';
import { reactHydrated } from './hydration';

test('a member reports a community post; an admin hides it from /admin and readers lose it; restore brings it back; both are audited', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const title = `신고될 글 ${stamp}`;
  await signInAs(page, uniqueUsername('cadm_w'));
  const post = await writePost(page, title, `본문 ${stamp}`);

  // The reader reports it on its page, with the post page's own report form.
  const readerContext = await browser.newContext({ baseURL: E2E_WEB_ORIGIN });
  try {
    const reader = await readerContext.newPage();
    await signInAs(reader, uniqueUsername('cadm_r'));
    await reader.goto(ROUTES.bestItem(post.id));
    await expect(reader.locator('h1')).toHaveText(title);
    await reactHydrated(reader, '[data-testid="community-report"]');
    await reader.getByTestId('community-report').click();
    const form = reader.getByTestId('community-report-form');
    await form.getByRole('radio', { name: REPORT_TYPE_LABEL.SPAM }).check();
    await form.getByRole('button', { name: COPY.communityPost.report }).click();
    await expect(reader.getByTestId('community-notice')).toHaveText(COPY.communityPostReport.reportDone);

    // The admin finds it in the community queue with its reason and one open report.
    const admin = uniqueUsername('cadm_a');
    await signInAs(page, admin);
    await runOps('users', 'grant-admin', admin);
    await page.goto(adminTabHref('community'));
    await expect(page.getByRole('link', { name: ADMIN_COPY.sections.community })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const card = page.locator(`[data-testid="reported-community-post"][data-post-id="${post.id}"]`);
    await expect(card).toContainText(title);
    await expect(card).toContainText(REPORT_TYPE_LABEL.SPAM);
    await expect(card).toContainText(ADMIN_COPY.reports.open(1));
    await expect(card).toContainText(ADMIN_COPY.reports.visible);
    await reactHydrated(page, '[data-testid="reported-community-post"] button');

    // Hide: the post answers 404 to its page and the API, and leaves the latest list.
    await card.getByRole('button', { name: ADMIN_COPY.reports.hide }).click();
    await expect(card).toContainText(ADMIN_COPY.reports.hidden);
    await expect(card).toContainText(ADMIN_COPY.reports.reviewed);
    const shown = await reader.goto(ROUTES.bestItem(post.id));
    expect(shown?.status()).toBe(404);
    expect((await reader.request.get(apiPath('communityPost', { id: post.id }))).status()).toBe(404);
    const latest = await reader.request.get(`${API_PATHS.communityPosts}?sort=latest`);
    const ids = ((await latest.json()) as { data: { edges: { node: { id: number } }[] } }).data.edges.map(
      (e) => e.node.id,
    );
    expect(ids).not.toContain(post.id);

    // Restore: readers see it again.
    await card.getByRole('button', { name: ADMIN_COPY.reports.restore }).click();
    // Not the text alone: the restore button's own label (다시 공개) holds the word for visible.
    await expect(card.getByRole('button', { name: ADMIN_COPY.reports.hide })).toBeVisible();
    await expect(card).toContainText(ADMIN_COPY.reports.visible);
    const again = await reader.goto(ROUTES.bestItem(post.id));
    expect(again?.status()).toBe(200);
    await expect(reader.locator('h1')).toHaveText(title);

    // Both decisions are in the audit log, named for what they did, with the post's id.
    await page.goto(adminTabHref('audit'));
    const entry = (action: 'community.hide' | 'community.restore') =>
      page
        .getByTestId('audit-entry')
        .and(page.locator(`[data-action="${action}"]`))
        .filter({ hasText: new RegExp(`community_post ${post.id}(?!\\d)`) });
    await expect(entry('community.hide')).toHaveCount(1);
    await expect(entry('community.hide')).toContainText(ADMIN_ACTION_LABEL['community.hide']);
    await expect(entry('community.restore')).toHaveCount(1);
  } finally {
    await readerContext.close();
  }
});

test('the community queue on /admin is for admins: a member gets 403', async ({ page }) => {
  await signInAs(page, uniqueUsername('cadm_m'));
  const res = await page.goto(adminTabHref('community'));
  expect(res?.status()).toBe(403);
  expect((await page.request.get(API_PATHS.adminCommunityReports)).status()).toBe(403);
});

test("the editor's image button uploads through the checked image route and inserts the Markdown image, on /community/write and /best/{id}/edit; too big and not an image show Korean messages", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const writer = uniqueUsername('cimg');
  await signInAs(page, writer);
  await page.goto(ROUTES.communityWrite);
  const editor = page.getByTestId('community-editor');
  const body = editor.locator('textarea[name="body"]');
  const picker = page.getByTestId('community-image-input');
  const imageError = page.getByTestId('community-image-error');
  await reactHydrated(page, '[data-testid="community-image-button"]');
  const title = `사진 글 ${writer}`;
  await editor.locator('input[name="title"]').fill(title);
  await body.fill('첫 줄');

  // Not an image (whatever its name and declared type): the API decodes it, refuses it with 415,
  // and the editor shows the Korean message; the body is unchanged.
  const refused = page.waitForResponse((r) => r.url().endsWith(API_PATHS.communityImages));
  await picker.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a png at all') });
  expect((await refused).status()).toBe(415);
  await expect(imageError).toHaveText(COMMUNITY_COPY.imageWrongType);
  await expect(body).toHaveValue('첫 줄');

  // Too big: refused in the browser before a byte is sent.
  let uploads = 0;
  const countUploads = (r: { url(): string }) => {
    if (r.url().endsWith(API_PATHS.communityImages)) uploads += 1;
  };
  page.on('request', countUploads);
  await picker.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(COMMUNITY_IMAGE_MAX_BYTES + 1),
  });
  await expect(imageError).toHaveText(COMMUNITY_COPY.imageTooLarge);
  expect(uploads).toBe(0);
  page.off('request', countUploads);

  // A real PNG: stored as WebP under the community path, its Markdown image inserted on its own line.
  const png = await sharp({ create: { width: 1600, height: 400, channels: 3, background: '#3ea6ff' } })
    .png()
    .toBuffer();
  const stored = page.waitForResponse((r) => r.url().endsWith(API_PATHS.communityImages));
  await picker.setInputFiles({ name: '파란 하늘.png', mimeType: 'image/png', buffer: png });
  expect((await stored).status()).toBe(200);
  await expect(imageError).toHaveCount(0);
  await expect(body).toHaveValue(/^첫 줄\n!\[파란 하늘\]\(\/api\/v1\/files\/community\/[0-9a-f]{32}\.webp\)\n$/);
  const url = /\((\/api\/v1\/files\/community\/[0-9a-f]{32}\.webp)\)/.exec(await body.inputValue())![1]!;
  const file = await page.request.get(url);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/webp');
  expect((await sharp(await file.body()).metadata()).width).toBe(1200);

  // The preview and the posted page show the image, loaded.
  await page.getByTestId('community-preview-tab').click();
  await expect(page.getByTestId('community-preview').locator(`img[src="${url}"]`)).toHaveAttribute('alt', '파란 하늘');
  await page.getByTestId('community-submit').click();
  await expect(page).toHaveURL(/\/best\/\d+$/);
  const postId = Number(new URL(page.url()).pathname.split('/').pop());
  const posted = page.getByTestId('community-body').locator(`img[src="${url}"]`);
  await posted.scrollIntoViewIfNeeded();
  await expect.poll(() => posted.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);

  // The edit page has the same button: a second image goes in where the cursor is.
  await page.goto(ROUTES.communityEdit(postId));
  await reactHydrated(page, '[data-testid="community-image-button"]');
  await body.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(0, 0));
  const second = page.waitForResponse((r) => r.url().endsWith(API_PATHS.communityImages));
  await picker.setInputFiles({ name: 'top.png', mimeType: 'image/png', buffer: png });
  expect((await second).status()).toBe(200);
  await expect(body).toHaveValue(/^!\[top\]\(\/api\/v1\/files\/community\/[0-9a-f]{32}\.webp\)\n첫 줄\n!\[파란 하늘\]/);
  await page.getByTestId('community-submit').click();
  await expect(page).toHaveURL(ROUTES.bestItem(postId));
  await expect(page.getByTestId('community-body').locator('img')).toHaveCount(2);
});
