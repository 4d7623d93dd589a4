import { expect, test, type Page } from '@playwright/test';
import {
  API_PATHS,
  BRIDGE_INTERFACE,
  COMPANY,
  COOKIE,
  COPY,
  DEMO_SERVICE_ACCESS_TOKEN,
  INTRO_MODAL_COOKIE_MAX_AGE_S,
  INTRO_MODAL_HIDDEN_VALUE,
  ROUTES,
  SERVICE_CODE_HEADER,
  SERVICE_FEEDBACK_FORM_URL,
  SERVICE_WORKER_PATH,
  SERVICE_WORKER_STATIC_MAX_ENTRIES,
  THEME_COOKIE_MAX_AGE_S,
  type Connection,
  type Post,
} from '@growday/contracts';
import { ARTIFACTS_DIR, CHROMIUM_ARGS, CHROMIUM_PATH, E2E_API_ORIGIN, E2E_WEB_ORIGIN, E2E_WEB_PORT } from '../stack';
import { newestNews } from './feed-helpers';
import { reactHydrated } from './hydration';

// This file starts without the config's "intro dismissed" cookie: the intro modal is under test here.
test.use({ storageState: { cookies: [], origins: [] } });
// www.growday.test resolves to this machine, so a page has a parent domain to share cookies on.
const TEST_HOST = 'www.growday.test';
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${TEST_HOST} 127.0.0.1`],
  },
});

const hideIntro = { name: COOKIE.introModal, value: INTRO_MODAL_HIDDEN_VALUE, url: E2E_WEB_ORIGIN };

const aNewsId = async () => (await newestNews()).id;

/** Hydrated: React attached its handlers to the body's tree. */
async function hydrated(page: Page) {
  await reactHydrated(page, '.gd-footer');
}

test.describe('footer', () => {
  test('SH-UI-04 SH-UI-05 feedback form, terms, privacy, company details and copyright', async ({ page, context }) => {
    await context.addCookies([hideIntro]);
    await page.goto(ROUTES.best);
    const footer = page.locator('footer.gd-footer');
    const feedback = footer.getByRole('link', { name: COPY.footer.feedback });
    await expect(feedback).toHaveAttribute('href', SERVICE_FEEDBACK_FORM_URL);
    await expect(feedback).toHaveAttribute('target', '_blank');
    await expect(feedback).toHaveAttribute('rel', /noopener/);
    await expect(footer.getByRole('link', { name: COPY.footer.terms })).toHaveAttribute('href', ROUTES.termsService);
    await expect(footer.getByRole('link', { name: COPY.footer.privacy })).toHaveAttribute('href', ROUTES.termsPrivacy);
    for (const fact of [COMPANY.name, COMPANY.ceo, COMPANY.address, COMPANY.registrationNumber, COMPANY.email]) {
      await expect(footer).toContainText(fact);
    }
    await expect(footer).toContainText(COPY.footer.copyright);
    await footer.getByRole('link', { name: COPY.footer.terms }).click();
    await expect(page).toHaveURL(`${E2E_WEB_ORIGIN}${ROUTES.termsService}`);
    await footer.screenshot({ path: `${ARTIFACTS_DIR}layouts/footer-1440.png` });
  });
});

test.describe('full-screen spinner', () => {
  const spinner = (page: Page) => page.getByRole('status', { name: COPY.footer.loading });

  test('SH-ADS-01 on /news/{id} in cashwalk 1.0.0+ the server covers the article until the ad preload settles', async ({
    page,
    context,
    request,
  }) => {
    const id = await aNewsId();
    const cookie = `${COOKIE.platform}=cashwalk; ${COOKIE.appVersion}=1.0.0`;
    const html = await (await request.get(ROUTES.newsItem(id), { headers: { cookie } })).text();
    expect(html).toContain('gd-fullscreen-spinner');
    // Time stands still: with nothing preloaded the spinner still goes, so it waits on the preloads, not a timer.
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1000);
    await context.addCookies([
      { name: COOKIE.platform, value: 'cashwalk', url: E2E_WEB_ORIGIN },
      { name: COOKIE.appVersion, value: '1.0.0', url: E2E_WEB_ORIGIN },
    ]);
    await page.goto(ROUTES.newsItem(id));
    await expect(spinner(page)).toHaveCount(0);
    await expect(page.locator('.gd-post-detail')).toBeVisible();
  });

  test('SH-ADS-01 no spinner on the web, below 1.0.0, or off the article route', async ({ request }) => {
    const id = await aNewsId();
    const cases: [string, string][] = [
      ['', ROUTES.newsItem(id)],
      [`${COOKIE.platform}=cashwalk; ${COOKIE.appVersion}=0.9.9`, ROUTES.newsItem(id)],
      [`${COOKIE.platform}=timespread; ${COOKIE.appVersion}=3.0.0`, ROUTES.newsItem(id)],
      [`${COOKIE.platform}=cashwalk; ${COOKIE.appVersion}=2.0.0`, ROUTES.news],
      [`${COOKIE.platform}=cashwalk; ${COOKIE.appVersion}=2.0.0`, ROUTES.newsComments(id)],
    ];
    for (const [cookie, path] of cases) {
      const html = await (await request.get(path, { headers: cookie ? { cookie } : {} })).text();
      expect(html, `${cookie} ${path}`).not.toContain('gd-fullscreen-spinner');
    }
  });
});

test.describe('intro modal', () => {
  const intro = (page: Page) => page.getByRole('dialog', { name: COPY.intro.title });

  test('SH-UI-09 shows on the first home visit; "don\'t show again" writes hide and it stays hidden', async ({
    page,
    context,
  }) => {
    await page.goto(ROUTES.home);
    await expect(intro(page)).toBeVisible();
    await expect(intro(page)).toContainText(COPY.intro.features[0]!.title);
    await intro(page).getByRole('button', { name: COPY.intro.dontShowAgain }).click();
    await expect(intro(page)).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === COOKIE.introModal);
    expect(cookie?.value).toBe(INTRO_MODAL_HIDDEN_VALUE);
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(INTRO_MODAL_COOKIE_MAX_AGE_S - 120);
    // A new tab is a new session: only the cookie keeps it away.
    const other = await context.newPage();
    await other.goto(ROUTES.home);
    await hydrated(other);
    await other.waitForTimeout(500);
    await expect(intro(other)).toHaveCount(0);
  });

  test('SH-UI-09 closing without "don\'t show again" hides it for the session only', async ({ page, context }) => {
    await page.goto(ROUTES.home);
    await intro(page).getByRole('button', { name: COPY.intro.start }).click();
    await expect(intro(page)).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(500);
    await expect(intro(page)).toHaveCount(0);
    expect((await context.cookies()).some((c) => c.name === COOKIE.introModal)).toBe(false);
    const other = await context.newPage();
    await other.goto(ROUTES.home);
    await expect(intro(other)).toBeVisible();
  });

  test('SH-UI-09 not shown with the hide cookie, off the home page, or in a native app', async ({ page, context }) => {
    await page.goto(ROUTES.best);
    await hydrated(page);
    await page.waitForTimeout(500);
    await expect(intro(page)).toHaveCount(0);
    await context.addCookies([{ name: COOKIE.platform, value: 'cashwalk', url: E2E_WEB_ORIGIN }]);
    await page.goto(ROUTES.home);
    await hydrated(page);
    await page.waitForTimeout(500);
    await expect(intro(page)).toHaveCount(0);
    await context.clearCookies();
    await context.addCookies([hideIntro]);
    const fresh = await context.newPage();
    await fresh.goto(ROUTES.home);
    await hydrated(fresh);
    await fresh.waitForTimeout(500);
    await expect(intro(fresh)).toHaveCount(0);
  });
});

test.describe('theme', () => {
  test('SH-THEME-02 SH-THEME-03 SH-THEME-04 the theme cookie is read and kept, the shell paints light', async ({
    page,
    context,
  }) => {
    await context.addCookies([hideIntro, { name: COOKIE.theme, value: 'dark', url: E2E_WEB_ORIGIN }]);
    await page.goto(ROUTES.best);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('html')).toHaveAttribute('data-theme-preference', 'dark');
    await hydrated(page);
    const kept = (await context.cookies()).find((c) => c.name === COOKIE.theme);
    expect(kept?.value).toBe('dark');

    await context.clearCookies();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme-preference', 'light');
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === COOKIE.theme)?.value).toBe('light');
    const written = (await context.cookies()).find((c) => c.name === COOKIE.theme)!;
    expect(written.expires - Date.now() / 1000).toBeGreaterThan(THEME_COOKIE_MAX_AGE_S - 120);
  });
});

test.describe('primary colour', () => {
  test('SH-THEME-05 the primary colour paints light blue (the active tag chip of a tag list)', async ({
    page,
    context,
  }) => {
    await context.addCookies([hideIntro]);
    const res = await fetch(`${E2E_API_ORIGIN}${API_PATHS.latestPosts}?first=1`);
    const post = ((await res.json()) as { data: Connection<Post> }).data.edges[0]!.node;
    await page.goto(ROUTES.postsByTag(post.tags[0]!.name));
    // Buttons with white text use the darker primary-strong for contrast; the brand colour itself
    // fills the selected tag chip.
    const chip = page.locator('.gd-feed-tags .gd-tag--active');
    await expect(chip).toBeVisible();
    const rgb = await chip.evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = (rgb.match(/\d+/g) ?? []).map(Number) as [number, number, number];
    const { hue, lightness, saturation } = hsl(r, g, b);
    // Light blue: a blue hue between cyan and pure blue, bright and clearly saturated.
    expect(hue, rgb).toBeGreaterThanOrEqual(190);
    expect(hue, rgb).toBeLessThanOrEqual(215);
    expect(lightness, rgb).toBeGreaterThanOrEqual(0.55);
    expect(saturation, rgb).toBeGreaterThanOrEqual(0.6);
  });
});

test('SH-AUTH-13 a visitor without any cookie browses the feed, the menus and the lists without a login prompt', async ({
  page,
  context,
}) => {
  await context.addCookies([hideIntro]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(ROUTES.home);
  await hydrated(page);
  await expect(page.locator('.gd-post-card').first()).toBeVisible();
  const tagLink = page.locator('.gd-side-folder__tag').first();
  await expect(tagLink).toBeVisible();
  const tagName = (await tagLink.textContent())!.trim();
  await tagLink.click();
  await expect(page).toHaveURL(new URL(ROUTES.postsByTag(tagName), E2E_WEB_ORIGIN).href);
  await expect(page.locator('.gd-post-card').first()).toBeVisible();
  for (const route of [ROUTES.news, ROUTES.best]) {
    const answer = await page.goto(route);
    expect(answer?.status(), route).toBe(200);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await context.cookies()).some((c) => c.name === COOKIE.session)).toBe(false);
});

function hsl(r: number, g: number, b: number): { hue: number; saturation: number; lightness: number } {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const lightness = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return { hue: 0, saturation: 0, lightness };
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  const sector = max === rn ? ((gn - bn) / delta) % 6 : max === gn ? (bn - rn) / delta + 2 : (rn - gn) / delta + 4;
  return { hue: (sector * 60 + 360) % 360, saturation, lightness };
}

test.describe('service worker', () => {
  test('SH-SW-01 /sw.js registers on the web and a repeat visit offline still renders the home shell', async ({
    page,
    context,
  }) => {
    await context.addCookies([hideIntro]);
    await page.goto(ROUTES.home);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scope).toBe(`${E2E_WEB_ORIGIN}${SERVICE_WORKER_PATH}`);
    // The install step cached the visitor home and its hashed assets, and nothing from /api.
    await expect
      .poll(() => page.evaluate(async () => (await caches.match('/')) !== undefined), { timeout: 20_000 })
      .toBe(true);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached.some((path) => path.startsWith('/_next/static/'))).toBe(true);
    expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);

    await context.setOffline(true);
    try {
      await page.goto(ROUTES.home);
      await expect(page.locator('.gd-header')).toBeVisible();
      await expect(page.locator('footer.gd-footer')).toContainText(COPY.footer.copyright);
      await expect(page).toHaveTitle(COPY.site.defaultTitle);
      // The cached stylesheet applies: the header keeps its 55 px height.
      expect((await page.locator('.gd-header').first().boundingBox())?.height).toBeCloseTo(55, 0);
    } finally {
      await context.setOffline(false);
    }
  });

  test('the hashed-asset cache keeps at most SERVICE_WORKER_STATIC_MAX_ENTRIES files, the least recently used going first', async ({
    page,
    context,
  }) => {
    await context.addCookies([hideIntro]);
    await page.goto(ROUTES.home);
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // Past the limit through the worker: one real hashed file under as many addresses (the query
    // makes each a cache entry of its own), as a long life across many deploys would.
    const total = SERVICE_WORKER_STATIC_MAX_ENTRIES + 30;
    const asset = await page.evaluate(async (count) => {
      const src = [...document.scripts].map((s) => s.src).find((u) => new URL(u).pathname.startsWith('/_next/static/'));
      if (!src) throw new Error('no hashed script on the home page');
      for (let start = 0; start < count; start += 10) {
        await Promise.all(
          Array.from({ length: Math.min(10, count - start) }, async (_, i) => {
            const answer = await fetch(`${src}?expiry=${start + i}`);
            if (!answer.ok) throw new Error(`${answer.status} for ${src}`);
          }),
        );
      }
      return new URL(src).pathname;
    }, total);
    const staticEntries = () =>
      page.evaluate(async () => {
        const name = (await caches.keys()).find((n) => n.startsWith('gd-static-'));
        if (!name) return [];
        return (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search);
      });
    await expect
      .poll(async () => (await staticEntries()).length, { timeout: 20_000 })
      .toBeLessThanOrEqual(SERVICE_WORKER_STATIC_MAX_ENTRIES);
    const kept = await staticEntries();
    // The newest stay, the oldest went.
    expect(kept).toContain(`${asset}?expiry=${total - 1}`);
    expect(kept).not.toContain(`${asset}?expiry=0`);
  });
});

test.describe('native bridge', () => {
  /** A fake Android bridge that records messages and, if told, answers getAppInfo. */
  async function installFakeBridge(page: Page, answer: { platform: string; version: string } | null) {
    await page.addInitScript(
      ({ name, callback, reply }) => {
        const messages: unknown[] = [];
        (window as unknown as Record<string, unknown>).__bridgeMessages = messages;
        (window as unknown as Record<string, unknown>)[name] = {
          postMessage(raw: string) {
            const message = JSON.parse(raw) as { method: string; callbackId?: string };
            messages.push(message);
            if (reply && message.method === 'getAppInfo') {
              setTimeout(() => {
                const fn = (window as unknown as Record<string, (id: string, r: unknown) => void>)[callback];
                fn?.(message.callbackId!, reply);
              }, 0);
            }
          },
        };
      },
      { name: BRIDGE_INTERFACE.android, callback: BRIDGE_INTERFACE.callback, reply: answer },
    );
  }

  test('SH-BRIDGE-02 SH-BRIDGE-03 an unanswered bridge call times out after 10000 ms with the spec message', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: COOKIE.platform, value: 'cashwalk', url: E2E_WEB_ORIGIN }]);
    await installFakeBridge(page, null);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // Time stands still from the start, so only runFor moves the bridge's timer.
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1000);
    await page.goto(ROUTES.best);
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __bridgeMessages: { method: string }[] }).__bridgeMessages),
      )
      .toEqual([expect.objectContaining({ method: 'getAppInfo' })]);
    await page.clock.runFor(9_999);
    expect(warnings.filter((w) => w.includes('Bridge callback timeout'))).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => warnings).toContain('Bridge callback timeout (10000ms)');
  });

  test('SH-PLAT-04 an app that answers getAppInfo gets its platform and version cookies', async ({ page, context }) => {
    await context.addCookies([{ name: COOKIE.platform, value: 'timespread', url: E2E_WEB_ORIGIN }]);
    await installFakeBridge(page, { platform: 'timespread', version: '3.1.0' });
    await page.goto(ROUTES.best);
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === COOKIE.appVersion)?.value)
      .toBe('3.1.0');
  });
});

test.describe('tenant-info sync', () => {
  test('SH-API-04 SH-API-05 SH-AUTH-10 the first API request waits for publisher auth; later ones go straight through', async ({
    page,
    context,
  }) => {
    await context.addCookies([hideIntro, { name: COOKIE.tenant, value: 'cashwalk', url: E2E_WEB_ORIGIN }]);
    const events: string[] = [];
    let publisherHeaders: Record<string, string> = {};
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      // The API client's calls, not images served from /api/v1/files.
      if (!path.startsWith('/api/') || request.resourceType() !== 'fetch') return;
      if (path === API_PATHS.publisherAuth) publisherHeaders = request.headers();
      events.push(`request ${path}`);
    });
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path === API_PATHS.publisherAuth) events.push(`response ${path} ${response.status()}`);
    });
    // The article records its view from the browser: an API request the page itself makes.
    await page.goto(ROUTES.newsItem(await aNewsId()));
    await expect.poll(() => events.filter((e) => e.startsWith('request')).length).toBeGreaterThan(1);
    expect(events[0]).toBe(`request ${API_PATHS.publisherAuth}`);
    expect(events[1]).toBe(`response ${API_PATHS.publisherAuth} 200`);
    expect(publisherHeaders.authorization).toBe(`Bearer ${DEMO_SERVICE_ACCESS_TOKEN}`);
    expect(publisherHeaders[SERVICE_CODE_HEADER]).toBe('cashwalk');
    expect(events.filter((e) => e === `request ${API_PATHS.publisherAuth}`)).toHaveLength(1);
  });
});

test.describe('platform cookies on the parent domain', () => {
  test('SH-PLAT-06 the platform and version query parameters become cookies on path / and the parent domain', async ({
    page,
    context,
  }) => {
    const origin = `http://${TEST_HOST}:${E2E_WEB_PORT}`;
    await page.goto(`${origin}${ROUTES.news}?platform=cashwalk&version=2.1.0`);
    await expect
      .poll(async () => (await context.cookies(origin)).filter((c) => c.name === COOKIE.platform).length)
      .toBe(1);
    const cookies = await context.cookies(origin);
    for (const [name, value] of [
      [COOKIE.platform, 'cashwalk'],
      [COOKIE.appVersion, '2.1.0'],
    ] as const) {
      const cookie = cookies.find((c) => c.name === name);
      expect(cookie, name).toMatchObject({ value, path: '/', domain: '.growday.test' });
    }
    // The announcement leaves the address, and the server renders for the app from now on.
    await expect(page).toHaveURL(`${origin}${ROUTES.news}`);
    await expect(page.locator('body')).toHaveAttribute('data-platform', 'cashwalk');
  });
});
