import { expect, test, type Page } from '@playwright/test';
import { ADMIN_COPY, API_PATHS, adminTabHref, type AdList } from '@growday/contracts';
import { runOps } from './admin-helpers';
import { signInAs, uniqueUsername } from './session-helpers';
import { controlHydrated } from './hydration';

/** What the house supplier serves on the news channel for a keyword group right now. */
async function served(page: Page, keywordGroup: string) {
  const query = new URLSearchParams({ requestId: `desk-${Date.now()}`, channel: 'news', pageSize: '5', keywordGroup });
  const res = await page.request.get(`${API_PATHS.adRequest}?${query}`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: AdList }).data.ads;
}

test('an admin adds, edits and stops a house-ad creative on /admin; requestAds follows each change; a malformed one is refused naming the field; all audited', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const admin = uniqueUsername('adm_cr');
  await signInAs(page, admin);
  await runOps('users', 'grant-admin', admin);
  await page.goto(adminTabHref('ads'));
  const copy = ADMIN_COPY.creatives;
  const group = `e2e-desk-${Date.now().toString(36)}`;
  const form = page.locator('[data-testid="admin-ad-creative"][data-creative-id="new"]');
  await controlHydrated(form);
  await form.getByLabel(copy.titleField).fill('데스크 광고');
  await form.getByLabel(copy.image).fill('demo/sources/codesoop.svg');
  await form.getByLabel(copy.targetUrl).fill('javascript:alert(1)');
  await form.getByRole('checkbox', { name: 'search' }).uncheck();
  await form.getByRole('checkbox', { name: 'feed' }).uncheck();
  await form.getByLabel(copy.keywordGroups).fill(group);

  // Refused by the API, naming the field; nothing is served.
  await form.getByRole('button', { name: copy.add }).click();
  await expect(form.getByRole('alert')).toContainText('targetUrl');
  expect(await served(page, group)).toEqual([]);

  // Added: listed as live and served at once.
  await form.getByLabel(copy.targetUrl).fill('/best');
  await form.getByRole('button', { name: copy.add }).click();
  await expect.poll(async () => (await served(page, group)).map((a) => a.title)).toEqual(['데스크 광고']);
  const [ad] = await served(page, group);
  const card = page.locator(`[data-testid="admin-ad-creative"][data-creative-id="${ad!.creativeId}"]`);
  await expect(card).toContainText(copy.live);
  await expect(card.getByLabel(copy.targetUrl)).toHaveValue('/best');

  // Edited: the new title is what the supplier serves.
  await card.getByLabel(copy.titleField).fill('고친 데스크 광고');
  await card.getByRole('button', { name: copy.save }).click();
  await expect.poll(async () => (await served(page, group)).map((a) => a.title)).toEqual(['고친 데스크 광고']);

  // Stopped: off, and no longer served; its counts stay on the card.
  const stopped = page.locator(`[data-testid="admin-ad-creative"][data-creative-id="${ad!.creativeId}"]`);
  await expect(stopped.getByRole('button', { name: copy.end })).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await stopped.getByRole('button', { name: copy.end }).click();
  await expect(stopped).toContainText(copy.off);
  await expect(stopped).toContainText(copy.stats(0, 0));
  expect(await served(page, group)).toEqual([]);

  // The audit log names each change with the creative's id.
  await page.getByRole('link', { name: ADMIN_COPY.sections.audit }).click();
  const mine = page.getByTestId('audit-entry').filter({ hasText: admin });
  for (const action of ['ads.creative-add', 'ads.creative-edit', 'ads.creative-end']) {
    await expect(mine.and(page.locator(`[data-action="${action}"]`))).toContainText(`ads ${ad!.creativeId}`);
  }
});

test('a member opening the ads desk gets 403 and the creative API refuses them', async ({ page }) => {
  await signInAs(page, uniqueUsername('mem_cr'));
  expect((await page.goto(adminTabHref('ads')))?.status()).toBe(403);
  expect((await page.request.get(API_PATHS.adminAdCreatives)).status()).toBe(403);
});
