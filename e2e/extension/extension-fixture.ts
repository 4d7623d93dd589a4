import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, test as base, type BrowserContext, type Page } from '@playwright/test';
import { API_PATHS, EXTENSION_ID } from '@growday/contracts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_API_ORIGIN, EXTENSION_BUILD_DIR } from '../stack';

/**
 * The unpacked extension (built by global-setup against the test stack's origins) in Debian's
 * Chromium. The manifest key fixes the id, so the pages have known addresses and the API's
 * allowlisted origin.
 */
export const EXTENSION_ORIGIN = `chrome-extension://${EXTENSION_ID}`;
export const NEW_TAB_URL = `${EXTENSION_ORIGIN}/new-tab.html`;
export const OPTIONS_URL = `${EXTENSION_ORIGIN}/options.html`;

export const test = base.extend<{ context: BrowserContext; page: Page }>({
  // Extensions load only in a persistent context; each test gets a fresh profile (empty cache).
  context: async ({}, use) => {
    const userDataDir = mkdtempSync(path.join(tmpdir(), 'gd-ext-profile-'));
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
      viewport: { width: 1280, height: 900 },
      args: [
        ...CHROMIUM_ARGS,
        '--headless=new',
        `--disable-extensions-except=${EXTENSION_BUILD_DIR}`,
        `--load-extension=${EXTENSION_BUILD_DIR}`,
      ],
    });
    await use(context);
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  },
  page: async ({ context }, use) => {
    await use(context.pages()[0] ?? (await context.newPage()));
  },
});

/**
 * The stack counts as started once the website answers; the API may still be migrating and
 * seeding a fresh database, so wait for its readiness before any test reads the feed.
 */
export async function waitForApi(): Promise<void> {
  const deadline = Date.now() + 170_000;
  for (;;) {
    const ready = await fetch(`${E2E_API_ORIGIN}${API_PATHS.readyz}`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`the API at ${E2E_API_ORIGIN} did not become ready`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
