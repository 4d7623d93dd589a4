import { expect, type Page } from '@playwright/test';
import {
  API_PATHS,
  CASH_PICK_MIN_INTERVAL_SECONDS,
  CASH_PICK_SCHEDULE,
  COPY,
  INSTALL_REWARD_CASH,
  REWARD_COPY,
} from '@growday/contracts';
import { E2E_API_ORIGIN } from '../stack';
import { advanceApiClock } from '../web/session-helpers';
import { NEW_TAB_URL, test, waitForApi } from './extension-fixture';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await waitForApi();
});

const INTERVAL_MS = (CASH_PICK_MIN_INTERVAL_SECONDS + 1) * 1000;
const widget = (page: Page) => page.getByTestId('cash-reward');
const SCHEDULE: readonly number[] = CASH_PICK_SCHEDULE;
const landedText = new RegExp(SCHEDULE.map((cash) => REWARD_COPY.landed(cash).replace('+', '\\+')).join('|'));

/** The signed-in user's total as the API reads the ledger, asked from the extension page itself. */
const apiTotal = (page: Page) =>
  page.evaluate(async (url) => {
    const res = await fetch(url, { credentials: 'include' });
    return ((await res.json()) as { data: { totalCash: number } }).data.totalCash;
  }, `${E2E_API_ORIGIN}${API_PATHS.rewardCash}`);

/** The browser tab id of the page, as the extension reads it. */
const tabIdOf = (page: Page) =>
  page.evaluate(async () => {
    const api = (globalThis as unknown as { chrome: { tabs: { getCurrent(): Promise<{ id: number }> } } }).chrome;
    return (await api.tabs.getCurrent()).id;
  });

test('SH-REWARD-01 SH-REWARD-02 signed in on the new tab, the widget picks cash for this tab, asks for the install reward and shows the total', async ({
  context,
  page,
}) => {
  await page.goto(NEW_TAB_URL);
  // Signed out: no widget and no reward calls.
  await expect(page.locator('.gd-post-card').first()).toBeVisible();
  await expect(widget(page)).toHaveCount(0);

  // Past the interval of any earlier pick by this (fixed) test-provider account.
  await advanceApiClock(INTERVAL_MS);
  const picks: { url: URL; status: number }[] = [];
  const installs: number[] = [];
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== E2E_API_ORIGIN) return;
    if (url.pathname === API_PATHS.cashPick) picks.push({ url, status: response.status() });
    if (url.pathname === API_PATHS.rewardInstall) installs.push(response.status());
  });
  await page.getByRole('button', { name: COPY.header.login }).click();
  await page.getByRole('dialog').locator('a[data-provider="naver"]').click();
  await expect(page).toHaveURL(NEW_TAB_URL);
  await expect(page.getByTestId('new-tab-user')).toBeVisible();

  // The pick landed at once, for this tab's id; the amount shows and the button is gone.
  await expect(widget(page).getByRole('status')).toContainText(landedText);
  expect(picks).toHaveLength(1);
  expect(picks[0]?.status).toBe(200);
  expect(picks[0]?.url.searchParams.get('tabId')).toBe(String(await tabIdOf(page)));
  await expect(widget(page).getByRole('button')).toHaveCount(0);
  // The install call went out once: paid now (200) or already paid on an earlier run (409).
  await expect.poll(() => installs).toHaveLength(1);
  expect([200, 409]).toContain(installs[0]);
  if (installs[0] === 200) await expect(widget(page)).toContainText(REWARD_COPY.installOpen(INSTALL_REWARD_CASH));
  const total = await apiTotal(page);
  await expect(widget(page).getByTestId('cash-total')).toHaveText(REWARD_COPY.total(total));

  // A second new tab at once: too soon, nothing paid (code 134), so the pick button shows.
  const second = await context.newPage();
  await second.goto(NEW_TAB_URL);
  await expect(widget(second).getByRole('status')).toHaveText(REWARD_COPY.tooSoon);
  const button = widget(second).getByRole('button', { name: REWARD_COPY.pick });
  await expect(button).toBeEnabled();
  await expect(widget(second).getByTestId('cash-total')).toHaveText(REWARD_COPY.total(total));

  // After the interval the button picks, for the second tab's own id.
  await advanceApiClock(INTERVAL_MS);
  await button.click();
  await expect(widget(second).getByRole('status')).toContainText(landedText);
  const last = picks.at(-1);
  expect(last?.status).toBe(200);
  expect(last?.url.searchParams.get('tabId')).toBe(String(await tabIdOf(second)));
  const after = await apiTotal(second);
  expect(after).toBeGreaterThan(total);
  await expect(widget(second).getByTestId('cash-total')).toHaveText(REWARD_COPY.total(after));
  await expect(widget(second).getByRole('button')).toHaveCount(0);
});
