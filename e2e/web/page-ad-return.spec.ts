import { expect, test, type Request } from '@playwright/test';
import { API_PATHS } from '@growday/contracts';
import { shellContext, shellHydrated } from './shell-helpers';

const isAdRequest = (request: Request) => new URL(request.url()).pathname === API_PATHS.adRequest;

test('SH-ADS-03 SH-ADS-04 /news in the app from 2.0.0: closing a news item opened from the list (Back to /news) requests the page ad again', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await shellContext(browser, { platform: 'cashwalk', width: 375 });
  try {
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => isAdRequest(request) && requests.push(new URL(request.url()).pathname));
    await page.goto('/news');
    await shellHydrated(page);
    const ad = page.locator('main').getByTestId('ad');
    await expect(ad).toBeVisible();
    expect(requests).toHaveLength(1);

    // Open the first news item from the list (a client navigation below /news): its own ad.
    await page.locator('main article .gd-post-card__link').first().click();
    await page.waitForURL(/\/news\/\d+$/);
    await expect(ad).toBeVisible();
    const seen = requests.length;
    expect(seen).toBeGreaterThanOrEqual(2);

    // Close it with Back: the list is shown again and asks for its ad again.
    await page.goBack();
    await page.waitForURL(/\/news$/);
    await expect.poll(() => requests.length).toBeGreaterThan(seen);
    await expect(ad).toBeVisible();
  } finally {
    await context.close();
  }
});
