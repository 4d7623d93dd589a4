import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Wait until React has hydrated the first element that matches one of `selectors` (tried in order).
 *
 * The server renders every part in full, so a control is visible before its code has run; a click on
 * it then reaches no handler and the test goes on as if nothing happened. React marks each element it
 * hydrates with a `__reactProps$…` key. Lazy parts (next/dynamic) and the controls loaded on first use
 * come with chunks of their own that arrive after the first load, so a test waits on an element of
 * the part it is about to use, not on the page as a whole.
 */
export async function reactHydrated(page: Page, ...selectors: string[]): Promise<void> {
  await page.waitForFunction((list) => {
    const element = list.map((selector) => document.querySelector(selector)).find((found) => found !== null);
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selectors);
}

/** The same wait for one control found by a locator (found again on every try, so a re-rendered node is fine). */
export async function controlHydrated(control: Locator): Promise<void> {
  await expect
    .poll(() =>
      control
        .first()
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')), undefined, {
          timeout: 1_000,
        })
        .catch(() => false),
    )
    .toBe(true);
}
