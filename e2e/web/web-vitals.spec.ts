import { expect, test } from '@playwright/test';
import { ANALYTICS_COPY, ROUTES, WEB_VITAL_EVENT, WEB_VITAL_FORM_OF_PLATFORM } from '@growday/contracts';
import { runOps } from './admin-helpers';
import { hidePage, sessionIdOf, storedEvents } from './analytics-helpers';
import { newestNews } from './feed-helpers';
import { signInAs, uniqueUsername } from './session-helpers';

/** The session's stored field web vitals, by metric (a page load reports each one once). */
async function vitalsOf(sessionId: string): Promise<Record<string, { value: number; page: string }>> {
  const events = (await storedEvents(sessionId)).filter((e) => e.name === WEB_VITAL_EVENT);
  return Object.fromEntries(
    events.map((e) => [String(e.params.metric), { value: Number(e.params.value), page: String(e.params.page) }]),
  );
}

test('a page load’s field web vitals reach the API, and /admin/analytics shows their 75th percentile for that page', async ({
  page,
  browser,
}) => {
  test.slow();
  const news = await newestNews();
  await page.goto(ROUTES.newsItem(news.id));
  await expect.poll(async () => (await sessionIdOf(page)) ?? '').toMatch(/^[0-9a-f-]{36}$/);
  const sessionId = (await sessionIdOf(page)) ?? '';

  // FCP and TTFB are final at load and leave with the queue's timer: the reporter is running.
  await expect
    .poll(async () => Object.keys(await vitalsOf(sessionId)).sort(), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(['FCP', 'TTFB']));
  // LCP is final on the first input (a key press here, which changes nothing), CLS when the page
  // hides; both leave in the hiding page's beacon.
  await page.keyboard.press('Shift');
  await hidePage(page);
  await expect
    .poll(async () => Object.keys(await vitalsOf(sessionId)).sort(), { timeout: 10_000 })
    .toEqual(expect.arrayContaining(['CLS', 'FCP', 'LCP', 'TTFB']));

  const vitals = await vitalsOf(sessionId);
  for (const { page: route } of Object.values(vitals)) expect(route).toBe('news_item');
  // The browser's own order: the first byte before the first paint, the largest paint not before it.
  expect(vitals.TTFB!.value).toBeGreaterThan(0);
  expect(vitals.TTFB!.value).toBeLessThanOrEqual(vitals.FCP!.value);
  expect(vitals.LCP!.value).toBeGreaterThanOrEqual(vitals.FCP!.value);
  // The server renders the page whole: nothing moves (the budget the Lighthouse bench holds too).
  expect(vitals.CLS!.value).toBeLessThanOrEqual(0.02);

  // The next maintenance pass rolls them up; an admin reads them per route and device.
  await runOps('analytics', 'maintain');
  const admin = uniqueUsername('vit_adm');
  const context = await browser.newContext();
  const adminPage = await context.newPage();
  await signInAs(adminPage, admin);
  await runOps('users', 'grant-admin', admin);
  await adminPage.goto(ROUTES.adminAnalytics);
  const table = adminPage.getByTestId('analytics-web-vitals');
  await expect(adminPage.getByRole('heading', { name: ANALYTICS_COPY.webVitals.title })).toBeVisible();
  const row = table.locator(`tr[data-vital="news_item:${WEB_VITAL_FORM_OF_PLATFORM.web}:LCP"]`);
  await expect(row.locator('td').nth(0)).toHaveText(ANALYTICS_COPY.webVitals.pages.news_item!);
  await expect(row.locator('td').nth(1)).toHaveText(ANALYTICS_COPY.webVitals.forms.desktop!);
  expect(Number(await row.locator('td').nth(3).textContent())).toBeGreaterThanOrEqual(1);
  await expect(row.locator('td').nth(4)).toHaveText(/^[\d,]+ ms$/);
  await context.close();
});
