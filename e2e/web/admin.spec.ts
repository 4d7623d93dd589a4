import { expect, test } from '@playwright/test';
import {
  ADMIN_ACTION_LABEL,
  ADMIN_COPY,
  API_PATHS,
  COPY,
  REPORT_TYPE_LABEL,
  ROUTES,
  adminTabHref,
  type AdminTagList,
} from '@growday/contracts';
import { E2E_WEB_ORIGIN } from '../stack';
import { reportedComment, runOps } from './admin-helpers';
import { feedPost } from './feed-helpers';
import { signInAs, uniqueUsername } from './session-helpers';
import { controlHydrated } from './hydration';

test('an admin hides, restores and dismisses reported comments, curates a tag and finds each action in the audit log', async ({
  page,
  browser,
}) => {
  // Two browsers and six desk actions, each reloading the desk: 28-30 s on a loaded 2-core machine,
  // at the 30 s default (it timed out on a first attempt with every step passing, 2026-11-28).
  test.slow();
  const post = await feedPost(3);
  const stamp = Date.now();
  const toHide = await reportedComment(browser, post.id, `admin review hide ${stamp}`);
  const toDismiss = await reportedComment(browser, post.id, `admin review dismiss ${stamp}`);
  const admin = uniqueUsername('adm');
  await signInAs(page, admin);
  await runOps('users', 'grant-admin', admin);

  // The report review queue: each comment with its reason and open report.
  await page.goto(ROUTES.admin);
  await expect(page.getByRole('heading', { name: ADMIN_COPY.title })).toBeVisible();
  const cardOf = (id: number) => page.locator(`[data-testid="reported-comment"][data-comment-id="${id}"]`);
  const hideCard = cardOf(toHide.id);
  await expect(hideCard).toContainText(toHide.text);
  await expect(hideCard).toContainText(REPORT_TYPE_LABEL.SPAM);
  await expect(hideCard).toContainText(ADMIN_COPY.reports.open(1));

  // Hide: hidden for real (the public comment list shows it hidden by reports), then restore. Each
  // card's buttons are a lazy part (admin-controls.tsx): a click before it hydrates does nothing.
  const hide = hideCard.getByRole('button', { name: ADMIN_COPY.reports.hide });
  await controlHydrated(hide);
  await hide.click();
  await expect(hideCard).toContainText(ADMIN_COPY.reports.hidden);
  await expect(hideCard).toContainText(ADMIN_COPY.reports.reviewed);
  const statusOf = async (id: number) => {
    const list = await page.request.get(`${API_PATHS.comments}?postId=${post.id}&first=100`);
    const items = ((await list.json()) as { data: { comments: { id: number; status: string }[] } }).data.comments;
    return items.find((c) => c.id === id)?.status;
  };
  expect(await statusOf(toHide.id)).toBe('DELETED_BY_REPORT');
  await hideCard.getByRole('button', { name: ADMIN_COPY.reports.restore }).click();
  await expect(hideCard).toContainText(ADMIN_COPY.reports.visible);
  expect(await statusOf(toHide.id)).toBe('ACTIVE');

  // Dismiss: the reports are closed and the comment stays up.
  const dismissCard = cardOf(toDismiss.id);
  const dismiss = dismissCard.getByRole('button', { name: ADMIN_COPY.reports.dismiss });
  await controlHydrated(dismiss);
  await dismiss.click();
  await expect(dismissCard).toContainText(ADMIN_COPY.reports.reviewed);
  await expect(dismissCard).toContainText(ADMIN_COPY.reports.visible);
  expect(await statusOf(toDismiss.id)).toBe('ACTIVE');

  // Tag curation: take the last tag out of the curated lists and put it back.
  await page.getByRole('link', { name: ADMIN_COPY.sections.tags }).click();
  await expect(page).toHaveURL(`${E2E_WEB_ORIGIN}${adminTabHref('tags')}`);
  const tags = (await (await page.request.get(API_PATHS.adminTags)).json()) as { data: AdminTagList };
  const tag = tags.data.tags.filter((t) => t.curated).at(-1);
  if (!tag) throw new Error('no curated tag');
  const row = page.locator(`[data-testid="admin-tag"][data-tag-name="${tag.name}"]`);
  const uncurate = row.getByRole('button', { name: ADMIN_COPY.tags.uncurate });
  await controlHydrated(uncurate);
  await uncurate.click();
  await expect(row).toHaveAttribute('data-curated', 'false');
  await row.getByRole('button', { name: ADMIN_COPY.tags.curate }).click();
  await expect(row).toHaveAttribute('data-curated', 'true');

  // The audit log names the admin and each action.
  await page.getByRole('link', { name: ADMIN_COPY.sections.audit }).click();
  const mine = page.getByTestId('audit-entry').filter({ hasText: admin });
  await expect(mine.and(page.locator('[data-action="reports.hide"]'))).toContainText(String(toHide.id));
  await expect(mine.and(page.locator('[data-action="reports.hide"]'))).toContainText(
    ADMIN_ACTION_LABEL['reports.hide'],
  );
  await expect(mine.and(page.locator('[data-action="tags.curate"]'))).toContainText(ADMIN_ACTION_LABEL['tags.curate']);
  await expect(mine.and(page.locator('[data-action="reports.restore"]'))).toContainText(String(toHide.id));
  await expect(mine.and(page.locator('[data-action="reports.dismiss"]'))).toContainText(String(toDismiss.id));
  await expect(mine.and(page.locator('[data-action="tags.uncurate"]'))).toContainText(tag.name);
  await expect(mine.and(page.locator('[data-action="tags.curate"]'))).toContainText(tag.name);
});

test('an admin adds a feed source on the desk and sees it listed, never fetched yet; the audit log has it', async ({
  page,
}) => {
  const admin = uniqueUsername('adm_s');
  await signInAs(page, admin);
  await runOps('users', 'grant-admin', admin);
  await page.goto(adminTabHref('sources'));
  const name = `E2E 피드 ${Date.now()}`;
  const form = page.getByRole('form', { name: ADMIN_COPY.sources.add });
  await controlHydrated(form);
  await form.getByLabel(ADMIN_COPY.sources.name).fill(name);
  // Nothing fetches it in this test: the address only has to be a valid http(s) one.
  await form.getByLabel(ADMIN_COPY.sources.feedUrl).fill('http://127.0.0.1:9/feed.xml');
  await form.getByLabel(ADMIN_COPY.sources.type).selectOption('news');
  await form.getByRole('button', { name: ADMIN_COPY.sources.add }).click();
  const row = page.locator(`[data-testid="admin-source"][data-source-name="${name}"]`);
  await expect(row).toContainText(ADMIN_COPY.sources.never);
  await expect(row).toContainText(ADMIN_COPY.sources.typeNews);
  await row.getByRole('button', { name: ADMIN_COPY.sources.disable }).click();
  await expect(row).toHaveAttribute('data-enabled', 'false');
  await page.getByRole('link', { name: ADMIN_COPY.sections.audit }).click();
  const mine = page.getByTestId('audit-entry').filter({ hasText: admin });
  await expect(mine.and(page.locator('[data-action="sources.add"]'))).toContainText(name);
  await expect(mine.and(page.locator('[data-action="sources.disable"]'))).toContainText(name);
});

test('a member gets 403 on /admin and the API refuses its admin calls', async ({ page }) => {
  await signInAs(page, uniqueUsername('adm_m'));
  const response = await page.goto(ROUTES.admin);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: ADMIN_COPY.forbiddenTitle })).toBeVisible();
  expect((await page.request.get(API_PATHS.adminReports)).status()).toBe(403);
});

test('a visitor on /admin is asked to sign in and sees no admin data', async ({ page }) => {
  await page.goto(ROUTES.admin);
  await expect(page.getByRole('dialog', { name: COPY.login.title })).toBeVisible();
  await expect(page.getByTestId('reported-comment')).toHaveCount(0);
  expect((await page.request.get(API_PATHS.adminReports)).status()).toBe(401);
});
