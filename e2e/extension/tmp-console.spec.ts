import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, test } from '@playwright/test';
import { EXTENSION_ID } from '@growday/contracts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, EXTENSION_BUILD_DIR } from '../stack';
test('console', async () => {
  const ctx = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'x-')), { executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, '--headless=new', `--disable-extensions-except=${EXTENSION_BUILD_DIR}`, `--load-extension=${EXTENSION_BUILD_DIR}`] });
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  for (let i = 0; i < 2; i++) { await page.goto(`chrome-extension://${EXTENSION_ID}/new-tab.html`); await page.waitForTimeout(2000); }
  console.log('cards', await page.locator('.gd-post-card').count());
  await page.mouse.wheel(0, 20000); await page.waitForTimeout(1500);
  console.log('cards after scroll', await page.locator('.gd-post-card').count());
  await ctx.close();
});
