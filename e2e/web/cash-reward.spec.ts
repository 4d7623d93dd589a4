import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN_ACTION_LABEL,
  ADMIN_COPY,
  API_PATHS,
  CASH_PICK_MIN_INTERVAL_SECONDS,
  CASH_PICK_SCHEDULE,
  REWARD_COPY,
  ROUTES,
  adminTabHref,
} from '@growday/contracts';
import { E2E_WEB_ORIGIN } from '../stack';
import { runOps } from './admin-helpers';
import { advanceApiClock, signInAs, uniqueUsername } from './session-helpers';
import { controlHydrated, reactHydrated } from './hydration';

const INTERVAL_MS = (CASH_PICK_MIN_INTERVAL_SECONDS + 1) * 1000;
const widget = (page: Page) => page.getByTestId('cash-reward');
const pickButton = (page: Page) => widget(page).getByRole('button', { name: REWARD_COPY.pick });

/** Wait until the widget's button answers clicks (React attached its handlers). */
async function hydrated(page: Page) {
  await reactHydrated(page, '[data-testid="cash-reward"] button');
}

test('SH-REWARD-03 SH-REWARD-06 a signed-in reader picks cash on the home widget: the total, the pick button, the amount as it lands', async ({
  page,
}) => {
  const rewardCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/v1/cash/') || pathname.startsWith('/api/v2/rewards/')) rewardCalls.push(pathname);
  });
  await signInAs(page, uniqueUsername('cash_web'));
  await page.goto(ROUTES.home);
  await expect(widget(page).getByTestId('cash-total')).toHaveText(REWARD_COPY.total(0));
  await hydrated(page);
  // No extension tab id on the website: signing in only initialises reward cash (SH-REWARD-03).
  expect(rewardCalls).toEqual([API_PATHS.rewardCash]);
  const picked = page.waitForResponse((r) => r.url().includes(API_PATHS.cashPick));
  await pickButton(page).click();
  expect((await picked).status()).toBe(200);
  const first = CASH_PICK_SCHEDULE[0];
  await expect(widget(page).getByRole('status')).toContainText(REWARD_COPY.landed(first));
  await expect(widget(page).getByTestId('cash-total')).toHaveText(REWARD_COPY.total(first));
  // A reward landed: no pick button until the next page (SH-REWARD-06).
  await expect(widget(page).getByRole('button')).toHaveCount(0);

  // The next page reads the total from the ledger.
  await page.reload();
  await expect(widget(page).getByTestId('cash-total')).toHaveText(REWARD_COPY.total(first));
  await expect(pickButton(page)).toBeVisible();
});

test('SH-REWARD-07 SH-REWARD-08 SH-REWARD-09 too soon a pick pays nothing and the button stays; a failed pick says so and the button stays', async ({
  page,
}) => {
  await signInAs(page, uniqueUsername('cash_web2'));
  await page.goto(ROUTES.home);
  await hydrated(page);
  await pickButton(page).click();
  await expect(widget(page).getByRole('status')).toContainText(REWARD_COPY.landed(CASH_PICK_SCHEDULE[0]));

  // Another page at once: the pick answers neither cash nor key (code 134), the flag is true again.
  await page.reload();
  await hydrated(page);
  await pickButton(page).click();
  await expect(widget(page).getByRole('status')).toHaveText(REWARD_COPY.tooSoon);
  await expect(pickButton(page)).toBeEnabled();
  await expect(widget(page).getByTestId('cash-total')).toHaveText(REWARD_COPY.total(CASH_PICK_SCHEDULE[0]));

  // The pick request fails (the network drops it): the widget says so and offers the button again.
  await page.route(`**${API_PATHS.cashPick}*`, (route) => route.abort('failed'), { times: 1 });
  await pickButton(page).click();
  await expect(widget(page).getByRole('status')).toHaveText(REWARD_COPY.pickFailed);
  await expect(pickButton(page)).toBeEnabled();

  // After the interval the same button pays the day's next amount.
  await advanceApiClock(INTERVAL_MS);
  await pickButton(page).click();
  await expect(widget(page).getByRole('status')).toContainText(REWARD_COPY.landed(CASH_PICK_SCHEDULE[1]));
  await expect(widget(page).getByTestId('cash-total')).toHaveText(
    REWARD_COPY.total(CASH_PICK_SCHEDULE[0] + CASH_PICK_SCHEDULE[1]),
  );
});

test('a visitor sees no reward widget and the page makes no reward calls', async ({ page }) => {
  const rewardCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/cash/') || request.url().includes('/api/v2/rewards/')) {
      rewardCalls.push(request.url());
    }
  });
  await page.goto(ROUTES.home);
  await expect(page.locator('.gd-post-card').first()).toBeVisible();
  await expect(widget(page)).toHaveCount(0);
  expect(rewardCalls).toEqual([]);
});

test('an operator finds a payout in the cash ledger on /admin, reverses it once, and the audit log has it', async ({
  page,
  browser,
}) => {
  // A reader earns a pick through the website.
  const reader = uniqueUsername('cash_earn');
  const readerContext = await browser.newContext({ baseURL: E2E_WEB_ORIGIN });
  const readerPage = await readerContext.newPage();
  await signInAs(readerPage, reader);
  await readerPage.goto(ROUTES.home);
  await hydrated(readerPage);
  await pickButton(readerPage).click();
  await expect(widget(readerPage).getByRole('status')).toContainText(REWARD_COPY.landed(CASH_PICK_SCHEDULE[0]));
  await readerContext.close();

  const admin = uniqueUsername('cash_admin');
  await signInAs(page, admin);
  await runOps('users', 'grant-admin', admin);
  await page.goto(adminTabHref('cash'));
  await expect(page.getByRole('link', { name: ADMIN_COPY.sections.cash })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel(ADMIN_COPY.cash.filter).fill(reader);
  await page.getByRole('button', { name: ADMIN_COPY.cash.filterSubmit }).click();
  await expect(page.getByTestId('cash-ledger-total')).toHaveText(ADMIN_COPY.cash.total(reader, CASH_PICK_SCHEDULE[0]));
  const row = page.getByTestId('cash-ledger-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-kind', 'pick');
  const key = await row.getAttribute('data-key');

  // The button comes in a chunk of its own (admin-controls.tsx): a click before it hydrates does nothing.
  const reverse = row.getByRole('button', { name: ADMIN_COPY.cash.reverse });
  await controlHydrated(reverse);
  page.once('dialog', (dialog) => void dialog.accept());
  await reverse.click();
  await expect(page.getByTestId('cash-ledger-total')).toHaveText(ADMIN_COPY.cash.total(reader, 0));
  await expect(page.getByTestId('cash-ledger-row')).toHaveCount(2);
  await expect(page.locator(`[data-testid="cash-ledger-row"][data-key="${key}"]`)).toHaveAttribute(
    'data-reversed',
    'true',
  );
  await expect(page.locator('[data-testid="cash-ledger-row"][data-kind="reversal"]')).toContainText(
    `-${CASH_PICK_SCHEDULE[0]}`,
  );
  // Reversed once: no button left on either row.
  await expect(page.getByRole('button', { name: ADMIN_COPY.cash.reverse })).toHaveCount(0);

  await page.goto(adminTabHref('audit'));
  const entry = page.locator(`[data-testid="audit-entry"][data-action="cash.reverse"]`).filter({ hasText: key ?? '' });
  await expect(entry).toContainText(ADMIN_ACTION_LABEL['cash.reverse']);
  await expect(entry).toContainText(admin);
});
