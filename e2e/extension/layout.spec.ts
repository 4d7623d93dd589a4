import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { HEADER_HEIGHT_PX } from '@growday/contracts';
import { ARTIFACTS_DIR } from '../stack';
import { NEW_TAB_URL, test, waitForApi } from './extension-fixture';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await waitForApi();
});

// The extension row of the shell's layout matrix: the new tab is the home feed with its own
// header (login, settings); the website's bottom bar, side menu and category menu are not part
// of it, and nothing overflows sideways at any width.
for (const width of [375, 768, 1440]) {
  test(`SH-PLAT-01 the extension new tab at ${width} px: header, feed, no website bars or menus`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(NEW_TAB_URL);
    await expect.poll(() => page.locator('.gd-post-card').count()).toBeGreaterThanOrEqual(3);

    const header = page.locator('header.gd-header');
    await expect(header).toBeVisible();
    expect(Math.round((await header.boundingBox())?.height ?? 0)).toBe(HEADER_HEIGHT_PX);
    await expect(page.locator('.gd-bottom-bar')).toHaveCount(0);
    await expect(page.locator('.gd-side-menu')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const dir = path.join(ARTIFACTS_DIR, 'layouts');
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `extension-${width}.png`) });
  });
}
