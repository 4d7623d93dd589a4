import { expect, test } from '@playwright/test';
import {
  ANALYTICS_COPY,
  API_PATHS,
  BEST_FILTER_LABEL,
  COPY,
  NEWS_BEST_TAB_LABEL,
  RECORDING_SAMPLED_STORAGE_KEY,
  ROUTES,
  recordingListSchema,
} from '@growday/contracts';
import { runOps } from './admin-helpers';
import { hidePage, sessionIdOf, storedEventsButVitals } from './analytics-helpers';
import { signInAs, uniqueUsername } from './session-helpers';

test('a session on the website stores page views, both best sections’ own events and a zero-result search', async ({
  page,
}) => {
  await page.goto(ROUTES.home);
  const community = page.locator('[data-section="community-best"]');
  const news = page.locator('[data-section="news-best"]');
  await community.getByRole('tab', { name: BEST_FILTER_LABEL.weekly }).click();
  await expect(community.getByRole('tab', { name: BEST_FILTER_LABEL.weekly })).toHaveAttribute('aria-selected', 'true');
  await news.getByRole('tab', { name: NEWS_BEST_TAB_LABEL.week }).click();
  const sessionId = await sessionIdOf(page);
  expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);

  const query = `nothing-matches-${Date.now()}`;
  await page.goto(ROUTES.search(query));
  await expect(page.getByRole('heading', { name: COPY.search.resultsTitle(query) })).toBeAttached();

  // The queue sends within ANALYTICS_CLIENT_FLUSH_MS; the server writes within a second of that.
  await expect
    .poll(async () => (await storedEventsButVitals(sessionId ?? '')).map((e) => e.name).sort(), { timeout: 20_000 })
    .toEqual(['page_view', 'page_view', 'supple_community_best_tab', 'supple_news_best_tab', 'supple_search']);
  const events = await storedEventsButVitals(sessionId ?? '');
  const views = events
    .filter((e) => e.name === 'page_view')
    .map((e) => e.params.page_name)
    .sort();
  expect(views).toEqual(['homescreen', 'search']);
  expect(events.find((e) => e.name === 'supple_community_best_tab')?.params).toEqual({ filter: 'weekly' });
  expect(events.find((e) => e.name === 'supple_news_best_tab')?.params).toEqual({ filter: 'week' });
  expect(events.find((e) => e.name === 'supple_search')?.params).toEqual({ query, result_count: 0 });
  for (const e of events) {
    expect(e.platform).toBe('web');
    expect(e.pageLocation.length).toBeLessThanOrEqual(100);
    expect(String(e.clientEventUs)).toHaveLength(16);
    expect(e.suppleUserId).toBe(events[0]?.suppleUserId);
  }
});

test('SH-ROUTE-06 the page view of /news/{id} records the id', async ({ page, request }) => {
  const list = await request.get(`${API_PATHS.news}?first=1`);
  const newsId = ((await list.json()) as { data: { edges: { node: { id: number } }[] } }).data.edges[0]!.node.id;
  await page.goto(ROUTES.newsItem(newsId));
  // The id is drawn when the page's first event is queued, after hydration, which `goto` does not wait for.
  await expect.poll(async () => (await sessionIdOf(page)) ?? '').toMatch(/^[0-9a-f-]{36}$/);
  const sessionId = (await sessionIdOf(page)) ?? '';
  await hidePage(page);
  await expect
    .poll(
      async () => (await storedEventsButVitals(sessionId)).filter((e) => e.name === 'page_view').map((e) => e.params),
      {
        timeout: 20_000,
      },
    )
    .toEqual([expect.objectContaining({ page_name: 'news', id: String(newsId) })]);
});

test('a hidden page flushes its queue through sendBeacon at once', async ({ page }) => {
  // Count beacons (the real sendBeacon still sends).
  await page.addInitScript(() => {
    const original = navigator.sendBeacon.bind(navigator);
    (window as unknown as { beacons: string[] }).beacons = [];
    navigator.sendBeacon = (url, data) => {
      (window as unknown as { beacons: string[] }).beacons.push(String(url));
      return original(url, data);
    };
  });
  await page.goto(ROUTES.home);
  const community = page.locator('[data-section="community-best"]');
  await community.getByRole('tab', { name: BEST_FILTER_LABEL.monthly }).click();
  const sessionId = (await sessionIdOf(page)) ?? '';
  const sentAt = Date.now();
  await hidePage(page);
  expect(await page.evaluate(() => (window as unknown as { beacons: string[] }).beacons)).toEqual([
    API_PATHS.analyticsEvents,
  ]);
  await expect
    .poll(async () => (await storedEventsButVitals(sessionId)).map((e) => e.name).sort(), { timeout: 4_000 })
    .toEqual(['page_view', 'supple_community_best_tab']);
  // Stored before the 5 s timer could have sent it: the beacon carried it.
  expect(Date.now() - sentAt).toBeLessThan(5_000);
});

test('a batch the API sheds (503) goes again after its Retry-After and is stored once', async ({ page }) => {
  // The first batch alone is answered 503 before it reaches the API; the rest go through.
  const bodies: string[] = [];
  await page.route(`**${API_PATHS.analyticsEvents}`, async (route) => {
    bodies.push(route.request().postData() ?? '');
    if (bodies.length > 1) return route.continue();
    return route.fulfill({ status: 503, headers: { 'retry-after': '1' }, body: '' });
  });
  await page.goto(ROUTES.home);
  const community = page.locator('[data-section="community-best"]');
  await community.getByRole('tab', { name: BEST_FILTER_LABEL.weekly }).click();
  const sessionId = (await sessionIdOf(page)) ?? '';
  await expect
    .poll(async () => (await storedEventsButVitals(sessionId)).map((e) => e.name).sort(), { timeout: 20_000 })
    .toEqual(['page_view', 'supple_community_best_tab']);
  // The refused batch went again, once (the stored events above hold no copy).
  expect(bodies.filter((body) => body === bodies[0])).toHaveLength(2);
});

test('the beacon of a page that leaves while the service worker is busy still reaches the API', async ({
  page,
  context,
}) => {
  await page.goto(ROUTES.home);
  // Once activated the worker claims the page, and the page's requests reach it first.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await expect.poll(async () => (await sessionIdOf(page)) ?? '').toMatch(/^[0-9a-f-]{36}$/);
  const sessionId = (await sessionIdOf(page)) ?? '';
  // The page view goes with the queue's timer; then the queue is empty and the tab's event alone
  // waits in it, for the beacon (the steps below take far less than ANALYTICS_CLIENT_FLUSH_MS).
  await expect
    .poll(async () => (await storedEventsButVitals(sessionId)).map((e) => e.name), { timeout: 15_000 })
    .toEqual(['page_view']);
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(API_PATHS.analyticsEvents) && r.resourceType() === 'fetch') fetched.push(r.postData() ?? '');
  });
  const community = page.locator('[data-section="community-best"]');
  await community.getByRole('tab', { name: BEST_FILTER_LABEL.monthly }).click();
  await expect(community.getByRole('tab', { name: BEST_FILTER_LABEL.monthly })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Hold the worker's thread, as its activation and claim did on a slow first visit (the first
  // test above lost its home batch so, on its first attempt in CI). The worker says so before it
  // spins, so the page leaves while it is busy: Chromium dropped the pagehide beacon then (not a
  // delay: it never came), until /api bypassed the worker. The spin outlasts the poll below, so
  // only a beacon that skipped the worker can pass.
  type Waiting = { workerBusy: Promise<void> };
  await page.evaluate(() => {
    (window as unknown as Waiting).workerBusy = new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('message', () => resolve(), { once: true }),
    );
  });
  // Not awaited: the spin outlasts the test, whose end rejects it (the context closes).
  void worker
    .evaluate(async (ms) => {
      const sw = self as unknown as { clients: { matchAll(): Promise<{ postMessage(message: string): void }[]> } };
      for (const client of await sw.clients.matchAll()) client.postMessage('busy');
      const end = Date.now() + ms;
      while (Date.now() < end) {
        // Spin: nothing else runs on the worker meanwhile.
      }
    }, 15_000)
    .catch(() => {});
  await page.evaluate(() => (window as unknown as Waiting).workerBusy);
  // Off to another site: pagehide sends the queue with sendBeacon.
  await page.goto('about:blank');
  await expect
    .poll(async () => (await storedEventsButVitals(sessionId)).map((e) => e.name).sort(), { timeout: 10_000 })
    .toEqual(['page_view', 'supple_community_best_tab']);
  // ...carried by the beacon, not by a timer's fetch before the page left.
  expect(fetched).toEqual([]);
});

test('a recorded session replays on /admin/recordings with its inputs masked, for admins only', async ({
  page,
  browser,
}) => {
  // Two browsers, a recording and its replay: 35-39 s on a loaded 2-core machine, past the 30 s
  // default (it failed both CI attempts on the timeout alone, every step passing, 2026-11-28).
  test.slow();
  // This tab's session is sampled (the decision SESSION_RECORDING_SAMPLE_RATE would make).
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), RECORDING_SAMPLED_STORAGE_KEY);
  const secret = `secret-${Date.now()}`;
  await page.goto(ROUTES.search(''));
  const input = page.getByRole('combobox').first();
  await input.fill(secret);
  await page.mouse.move(40, 40);
  await page.mouse.move(200, 120);
  const sessionId = (await sessionIdOf(page)) ?? '';

  const admin = uniqueUsername('rec_adm');
  const context = await browser.newContext();
  const adminPage = await context.newPage();
  await signInAs(adminPage, admin);
  await runOps('users', 'grant-admin', admin);
  let recordingId = '';
  await expect
    .poll(
      async () => {
        const res = await adminPage.request.get(API_PATHS.adminRecordings);
        const list = recordingListSchema.parse(((await res.json()) as { data: unknown }).data);
        recordingId = list.items.find((r) => r.webSessionId === sessionId)?.id ?? '';
        return recordingId;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');

  // Masked: the typed text never left the browser.
  const raw = await (await adminPage.request.get(API_PATHS.adminRecording.replace(':recordingId', recordingId))).text();
  expect(raw).not.toContain(secret);
  expect(raw).toContain('*'.repeat(secret.length));

  await adminPage.goto(ROUTES.adminRecordings);
  await expect(adminPage.getByRole('heading', { name: ANALYTICS_COPY.recordingsTitle })).toBeVisible();
  await adminPage
    .locator(`[data-recording-id="${recordingId}"]`)
    .getByRole('link', { name: ANALYTICS_COPY.recordings.play })
    .click();
  await expect(adminPage.getByTestId('recording-replay')).toHaveAttribute('data-status', 'ready');
  // The player rebuilt the recorded page in its iframe: the search page's box is there.
  const replayed = adminPage.frameLocator('.replayer-wrapper iframe');
  await expect(replayed.locator('input').first()).toBeAttached({ timeout: 15_000 });

  // A member gets 403, not the recordings.
  const member = await browser.newContext();
  const memberPage = await member.newPage();
  await signInAs(memberPage, uniqueUsername('rec_mem'));
  expect((await memberPage.goto(ROUTES.adminRecordings))?.status()).toBe(403);
  await member.close();
  await context.close();
});
