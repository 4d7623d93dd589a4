import { expect, test, type Page, type Request } from '@playwright/test';
import { ADMIN_COPY, AD_COPY, API_PATHS, COOKIE, adClickInfoSchema, adminTabHref } from '@growday/contracts';
import { DEMO_AD_INVENTORIES } from '../../apps/api/src/db/seed/ads';
import { E2E_WEB_ORIGIN } from '../stack';
import { runOps } from './admin-helpers';
import { sessionIdOf, storedEvents } from './analytics-helpers';
import { feedPost, hydrated } from './feed-helpers';
import { signInAs, uniqueUsername } from './session-helpers';
import { shellContext, shellHydrated } from './shell-helpers';
import { controlHydrated } from './hydration';

// The impression counts are read from the stack's totals: these tests take turns.
test.describe.configure({ mode: 'serial' });

const modal = (page: Page) => page.getByRole('dialog');
const DEMO_TARGETS = /^http:\/\/localhost:\d+\/(best|news|post)$/;

const isImpression = (request: Request) =>
  request.method() === 'POST' && /\/api\/v1\/ads\/\d+\/impressions$/.test(new URL(request.url()).pathname);
const isAdRequest = (request: Request) => new URL(request.url()).pathname === API_PATHS.adRequest;

/** The stack's counted impressions and clicks over every creative (npm run ops -- ads list creatives). */
async function totals(): Promise<{ impressions: number; clicks: number }> {
  const lines = (await runOps('ads', 'list', 'creatives')).split('\n');
  const sum = (key: string) =>
    lines.reduce((n, line) => n + Number(new RegExp(`${key}=(\\d+)`).exec(line)?.[1] ?? 0), 0);
  return { impressions: sum('impressions'), clicks: sum('clicks') };
}

/** Open a feed post's modal from its card on the home page, in a short window so the ad starts below the fold. */
async function openModal(page: Page) {
  await page.setViewportSize({ width: 1280, height: 480 });
  const post = await feedPost();
  await page.goto('/');
  await hydrated(page);
  await page.locator(`article[data-post-id="${post.id}"] .gd-post-card__link`).click();
  await expect(modal(page).getByRole('heading', { level: 1 })).toHaveText(post.title);
  const ad = modal(page).getByTestId('ad');
  await expect(ad).toBeAttached();
  return ad;
}

test.describe('the ad in the post modal', () => {
  test('CC-ADS-01 shows an ad marked 광고 that counts one impression after a second in view', async ({ page }) => {
    const before = await totals();
    const impressions: Request[] = [];
    page.on('request', (request) => isImpression(request) && impressions.push(request));
    const ad = await openModal(page);
    await expect(ad.getByText(AD_COPY.label, { exact: true })).toBeVisible();
    await expect(ad).toHaveAttribute('aria-label', AD_COPY.slotLabel);
    // Below the fold nothing is counted, however long it waits there.
    await expect(ad).not.toBeInViewport({ ratio: 0.5 });
    await page.waitForTimeout(1500);
    expect(impressions).toHaveLength(0);

    // Both times come from the browser: the scroll's, and the request's start. A time taken in
    // the test would add the round trip back from the page, which a loaded machine stretches.
    const shownAt = await ad.evaluate((el) => {
      el.scrollIntoView({ block: 'center' });
      return Date.now();
    });
    await expect(ad).toBeInViewport({ ratio: 0.5 });
    const response = await page.waitForResponse((r) => isImpression(r.request()), { timeout: 5000 });
    expect(response.request().timing().startTime - shownAt).toBeGreaterThanOrEqual(900);
    expect(await response.json()).toEqual({ data: { counted: true } });
    // Still in view: nothing more is sent, and the server counted exactly one.
    await page.waitForTimeout(1500);
    expect(impressions).toHaveLength(1);
    expect((await totals()).impressions).toBe(before.impressions + 1);
    // The browser's own event went through the analytics queue into the database too (one, with the creative).
    const creativeId = Number(await ad.getAttribute('data-ad-creative'));
    const sessionId = (await sessionIdOf(page)) ?? '';
    await expect
      .poll(async () => (await storedEvents(sessionId)).filter((e) => e.name === 'supple_ad_impression'), {
        timeout: 20_000,
      })
      .toEqual([
        expect.objectContaining({
          params: { creative_id: creativeId, inventory_id: 'post-modal-bottom', group_id: expect.any(String) },
        }),
      ]);
  });

  test('CC-ADS-01 an ad scrolled past at once counts no impression', async ({ page }) => {
    const before = await totals();
    const impressions: Request[] = [];
    page.on('request', (request) => isImpression(request) && impressions.push(request));
    const ad = await openModal(page);
    await expect(ad).not.toBeInViewport({ ratio: 0.5 });
    // Into view and out again within a fraction of a second, as a fast scroll does.
    await ad.evaluate(async (el) => {
      el.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (let node: Element | null = el.parentElement; node; node = node.parentElement) node.scrollTop = 0;
      window.scrollTo(0, 0);
    });
    await expect(ad).not.toBeInViewport({ ratio: 0.5 });
    await page.waitForTimeout(2500);
    expect(impressions).toHaveLength(0);
    expect((await totals()).impressions).toBe(before.impressions);
  });

  test('a click goes through the redirect, counts once and lands on the target with the click info cookie', async ({
    page,
    context,
  }) => {
    // The click's analytics event is awaited in the database after the landing, on top of the redirect.
    test.slow();
    const before = await totals();
    const ad = await openModal(page);
    await ad.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const href = await ad.locator('a').getAttribute('href');
    expect(href).toMatch(/^\/api\/v1\/ads\/\d+\/click\?serveToken=/);
    const creativeId = Number(await ad.getAttribute('data-ad-creative'));
    const sessionId = (await sessionIdOf(page)) ?? '';
    await ad.locator('a').click();
    await page.waitForURL(DEMO_TARGETS);
    await expect(page.locator('main')).toBeVisible();
    const cookie = (await context.cookies(E2E_WEB_ORIGIN)).find((c) => c.name === COOKIE.adClickInfo);
    expect(cookie).toBeDefined();
    const info = adClickInfoSchema.parse(JSON.parse(decodeURIComponent(cookie!.value)));
    expect(info).toMatchObject({ project: 'growday', app: 'growday-web', inventoryId: 'post-modal-bottom' });
    // It lives 30 seconds.
    expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(31);
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(20);
    expect((await totals()).clicks).toBe(before.clicks + 1);
    // The click event left with the page (sendBeacon on pagehide) and reached the database.
    await expect
      .poll(
        async () =>
          (await storedEvents(sessionId)).filter((e) => e.name === 'supple_ad_click').map((e) => e.params.creative_id),
        { timeout: 20_000 },
      )
      .toEqual([creativeId]);
  });

  test('with no ad to show the slot leaves no gap (an empty keyword group)', async ({ page }) => {
    const { inventoryId, ...original } = DEMO_AD_INVENTORIES.find((i) => i.screen === 'post-modal')!;
    const empty = structuredClone(original);
    empty.mediationGroups[0]!.firstItem.keywordGroup = 'nobody';
    await runOps('ads', 'set', inventoryId, JSON.stringify(empty));
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      const post = await feedPost();
      await page.goto('/');
      await hydrated(page);
      const answered = page.waitForResponse((r) => isAdRequest(r.request()));
      await page.locator(`article[data-post-id="${post.id}"] .gd-post-card__link`).click();
      expect(await (await answered).json()).toMatchObject({ data: { ads: [] } });
      await expect(modal(page).locator('[data-ad-state="loading"]')).toHaveCount(0);
      await expect(modal(page).getByTestId('ad')).toHaveCount(0);
    } finally {
      await runOps('ads', 'set', inventoryId, JSON.stringify(original));
    }
  });
});

test.describe('the page ad in the apps', () => {
  test('SH-ADS-03 SH-ADS-04 /news in the app from 2.0.0 requests an ad going forward, none going back; leaving destroys it', async ({
    browser,
  }) => {
    // A wide window: the header's home link is the client navigation used below.
    const context = await shellContext(browser, { platform: 'cashwalk', width: 1440 });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => isAdRequest(request) && requests.push(request.url()));
    await page.goto('/news');
    await shellHydrated(page);
    const ad = page.locator('main').getByTestId('ad');
    await expect(ad).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!).searchParams.get('inventoryId')).toBe('news-bottom');

    // Leaving for the home page (a client navigation) removes the ad.
    await page.locator('[data-nav="home"]').first().click();
    await page.waitForURL(`${E2E_WEB_ORIGIN}/`);
    await expect(page.getByTestId('ad')).toHaveCount(0);
    // Back to /news through history: no new ad.
    await page.goBack();
    await page.waitForURL(/\/news$/);
    await page.waitForTimeout(1000);
    expect(requests).toHaveLength(1);
    await expect(page.locator('main').getByTestId('ad')).toHaveCount(0);
    // Forward through history to the home page: still nothing; then /news opened anew: requested again.
    await page.goForward();
    await page.waitForURL(`${E2E_WEB_ORIGIN}/`);
    expect(requests).toHaveLength(1);
    await page.goto('/news');
    await expect(page.locator('main').getByTestId('ad')).toBeVisible();
    expect(requests).toHaveLength(2);
    await context.close();
  });

  test('SH-ADS-05 on iOS the page ad is requested again when the page becomes visible, once per page', async ({
    browser,
  }) => {
    // The phone context's user agent is an iPhone's.
    const context = await shellContext(browser, { platform: 'cashwalk', width: 375 });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => isAdRequest(request) && requests.push(request.url()));
    await page.goto('/search');
    await expect(page.locator('main').getByTestId('ad')).toBeVisible();
    expect(requests).toHaveLength(1);
    const hideAndShow = () =>
      page.evaluate(() => {
        for (const state of ['hidden', 'visible']) {
          Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
          document.dispatchEvent(new Event('visibilitychange'));
        }
      });
    await hideAndShow();
    await expect.poll(() => requests.length).toBe(2);
    await expect(page.locator('main').getByTestId('ad')).toBeVisible();
    await hideAndShow();
    await page.waitForTimeout(1000);
    expect(requests).toHaveLength(2);
    await context.close();
  });

  test('SH-ADS-03 the website and older app versions show no page ad', async ({ browser }) => {
    for (const options of [
      { platform: 'web', width: 375 },
      { platform: 'cashwalk', width: 375, appVersion: '1.5.0' },
    ] as const) {
      const context = await shellContext(browser, options);
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (request) => isAdRequest(request) && requests.push(request.url()));
      await page.goto('/news');
      await shellHydrated(page);
      await page.waitForTimeout(1000);
      expect(requests, options.platform).toHaveLength(0);
      await expect(page.locator('main').getByTestId('ad')).toHaveCount(0);
      await context.close();
    }
  });
});

test.describe('ad inventories on the operator desk', () => {
  test('an admin edits an inventory as JSON; a malformed one is refused naming the field; the audit log has the change', async ({
    page,
  }) => {
    const admin = uniqueUsername('adm_ads');
    await signInAs(page, admin);
    await runOps('users', 'grant-admin', admin);
    await page.goto(adminTabHref('ads'));
    const id = `e2e-${Date.now()}`;
    const form = page.locator('[data-testid="admin-ad-inventory"][data-inventory-id="new"]');
    await controlHydrated(form);
    await form.getByLabel(ADMIN_COPY.ads.inventoryId).fill(id);
    const definition = form.getByLabel(ADMIN_COPY.ads.definition);
    const template = JSON.parse(await definition.inputValue()) as { mediationGroups: { ratio: number }[] };
    template.mediationGroups[0]!.ratio = -5;
    await definition.fill(JSON.stringify(template));
    await form.getByRole('button', { name: ADMIN_COPY.ads.add }).click();
    await expect(form.getByRole('alert')).toContainText('mediationGroups.0.ratio');
    template.mediationGroups[0]!.ratio = 7;
    await definition.fill(JSON.stringify(template));
    await form.getByRole('button', { name: ADMIN_COPY.ads.add }).click();
    const saved = page.locator(`[data-testid="admin-ad-inventory"][data-inventory-id="${id}"]`);
    await expect(saved).toBeVisible();
    expect(JSON.parse(await saved.getByLabel(ADMIN_COPY.ads.definition).inputValue())).toMatchObject({
      mediationGroups: [{ ratio: 7 }],
    });
    expect(await runOps('ads', 'list')).toContain(`${id} growday-web/growday post-modal@detail-bottom`);
    page.once('dialog', (dialog) => void dialog.accept());
    await saved.getByRole('button', { name: ADMIN_COPY.ads.remove }).click();
    await expect(saved).toHaveCount(0);
    await page.getByRole('link', { name: ADMIN_COPY.sections.audit }).click();
    const mine = page.getByTestId('audit-entry').filter({ hasText: admin });
    await expect(mine.and(page.locator('[data-action="ads.add"]'))).toContainText(id);
    await expect(mine.and(page.locator('[data-action="ads.remove"]'))).toContainText(id);
  });
});
