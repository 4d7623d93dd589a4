import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ROUTES, SIDE_MENU_FOLDER_STORAGE_PREFIX } from '@growday/contracts';
import { reactHydrated } from './hydration';
import { commitCount, reRendered, watchReactCommits } from './react-commits';
import { folder, folderStates, shellContext, shellHydrated, sideMenu } from './shell-helpers';

/*
 * Issue 13, TBT. A browser-only value read with useSyncExternalStore that differs from the server's
 * snapshot makes React render its component again right after hydration, synchronously, in the task
 * that runs the page's effects. The side menu read its folders' remembered state that way and, for
 * a reader with nothing remembered, rendered itself and its 66 tag links a second time to the same
 * result (about 30 ms of a 35 ms commit, unthrottled); the header's four icons each read the search
 * tooltip's dismissal. Both now match the server for a new visitor, and only what does differ (the
 * tooltip, a leaf) renders again.
 */

/** A new visitor's desktop page (the side menu shown) with the commit hook, on the settled home. */
async function settledHome(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await shellContext(browser, { platform: 'web', width: 1440 });
  const page = await context.newPage();
  await watchReactCommits(page);
  await page.goto(ROUTES.home);
  await shellHydrated(page);
  await reactHydrated(page, '[data-testid="side-menu"] .gd-side-folder__arrow');
  await page.waitForLoadState('networkidle');
  // Effects run after paint; give the last of them a frame or two.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  return { context, page };
}

test.describe('issue 13 hydration renders the shell once', () => {
  test('a new visitor: neither the side menu nor the header icons render again after hydration; the search tooltip does', async ({
    browser,
  }) => {
    const { context, page } = await settledHome(browser);

    expect(await commitCount(page), 'the hook saw React commit').toBeGreaterThan(0);
    // The tooltip is the one header part the browser answers differently from the server (SH-HDR-11).
    await expect(page.getByTestId('search-tooltip')).toBeVisible();
    const again = await reRendered(page);
    expect(again.filter((entry) => entry.inSideMenu).map((entry) => entry.host)).toEqual([]);
    expect(
      again
        .filter((entry) => entry.inHeader && entry.host !== 'span[search-tooltip].gd-search-tooltip')
        .map((e) => e.host),
    ).toEqual([]);
    await context.close();
  });

  test('a remembered folder state still applies after hydration, and the hook sees that render', async ({
    browser,
  }) => {
    const { context, page } = await settledHome(browser);
    const before = await folderStates(sideMenu(page));
    const firstKey = before[0]!.split('=')[0]!;
    expect(before[0], 'signed out, every folder starts open (SH-SIDE-11)').toBe(`${firstKey}=true`);

    // Closed in an earlier page of this session, as the arrow leaves it (SH-SIDE-14).
    await page.evaluate(({ key }) => sessionStorage.setItem(key, '0'), {
      key: `${SIDE_MENU_FOLDER_STORAGE_PREFIX}${firstKey}`,
    });
    await page.reload();
    await shellHydrated(page);
    await expect(folder(sideMenu(page), firstKey)).toHaveAttribute('data-open', 'false');
    await expect(folder(sideMenu(page), firstKey).locator('.gd-side-folder__content')).toBeHidden();
    const again = await reRendered(page);
    expect(again.map((entry) => entry.host)).toContain('nav[side-menu].gd-side-menu');
    await context.close();
  });
});
