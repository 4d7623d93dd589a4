import { expect, test, type Browser, type Page } from '@playwright/test';
import { COPY, ROUTES } from '@growday/contracts';
import { appHeader, bottomBar, shellContext, type ShellContextOptions } from './shell-helpers';
import { reactHydrated } from './hydration';

const QUERY = '면접';

async function openSearchAs(browser: Browser, options: ShellContextOptions) {
  const context = await shellContext(browser, options);
  const page = await context.newPage();
  await page.goto(ROUTES.search(QUERY));
  await expect(page.locator('[data-feed="search"] .gd-post-card').first()).toBeVisible();
  return { context, page };
}

const backButton = (page: Page) => page.getByRole('search').getByRole('button', { name: COPY.header.back });

/** Click the back button once React has attached its handler. */
async function clickBack(page: Page) {
  await reactHydrated(page, '.gd-search-bar__back');
  await backButton(page).click();
}

test('SH-ROUTE-07 SH-BAR-06 on a phone /search has no header and no bottom bar; the bar brings a back button', async ({
  browser,
}) => {
  const { context, page } = await openSearchAs(browser, { platform: 'web', width: 375 });
  await expect(appHeader(page)).toHaveCount(0);
  await expect(bottomBar(page)).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: COPY.search.inputLabel })).toHaveValue(QUERY);

  // The back button leaves the page: home when it was opened directly, where header and bar are back.
  await clickBack(page);
  await expect(page).toHaveURL(ROUTES.home);
  await expect(bottomBar(page)).toBeVisible();
  // Reached from another page of the site, it goes back there.
  await page.goto(ROUTES.news);
  await page.goto(ROUTES.search(QUERY));
  await clickBack(page);
  await expect(page).toHaveURL(ROUTES.news);
  await context.close();
});

test('SH-ROUTE-07 SH-BAR-06 in a webview /search has no header (even at desktop width) and no bottom bar', async ({
  browser,
}) => {
  for (const options of [
    { platform: 'cashwalk', width: 1440 },
    { platform: 'timespread', width: 375 },
  ] as const) {
    const { context, page } = await openSearchAs(browser, options);
    await expect(appHeader(page)).toHaveCount(0);
    await expect(bottomBar(page)).toHaveCount(0);
    await expect(backButton(page)).toBeVisible();
    await context.close();
  }
});

test('SH-ROUTE-07 SH-BAR-06 on a desktop browser /search keeps its header, has no bottom bar and no back button', async ({
  browser,
}) => {
  const { context, page } = await openSearchAs(browser, { platform: 'web', width: 1440 });
  await expect(appHeader(page)).toBeVisible();
  await expect(bottomBar(page)).toHaveCount(0);
  await expect(backButton(page)).toHaveCount(0);
  await context.close();
});
