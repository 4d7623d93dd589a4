import { expect, test, type Page } from '@playwright/test';
import { API_PATHS, COOKIE, COPY, REDIRECT_LOGIN_PARAMS, ROUTES } from '@growday/contracts';
import { hostileRedirects } from '../../packages/contracts/test/hostile-redirects';
import { E2E_OAUTH_ORIGIN, E2E_WEB_ORIGIN } from '../stack';
import { signInAs, uniqueUsername } from './session-helpers';

/** Asks for a community token in this page's browser (which keeps the nonce cookie the answer sets). */
async function communityToken(page: Page): Promise<string> {
  const res = await page.request.get(API_PATHS.communityToken);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { communityToken: string } }).data.communityToken;
}

const redirectLogin = (token: string, redirect: string) =>
  `${ROUTES.redirectLogin}?${new URLSearchParams({
    [REDIRECT_LOGIN_PARAMS.token]: token,
    [REDIRECT_LOGIN_PARAMS.redirect]: redirect,
  })}`;

const currentUsername = async (page: Page) => {
  const res = await page.request.get(API_PATHS.currentUser);
  return ((await res.json()) as { data: { username: string } | null }).data?.username ?? null;
};

// One sign-in per chunk, then every row of the chunk in turn in the same page: the table is long,
// and signing in again per row would triple its time without testing anything more.
const HOSTILE_CHUNKS = 4;
const rows = hostileRedirects(E2E_WEB_ORIGIN);
test.describe('/redirect-login never sends the browser off-site (the hostile redirect table)', () => {
  for (let chunk = 0; chunk < HOSTILE_CHUNKS; chunk += 1) {
    const mine = rows.filter((_, i) => i % HOSTILE_CHUNKS === chunk);
    test(`rows ${mine.map((r) => r.name).join(' | ')}`, async ({ page }) => {
      test.setTimeout(30_000 + mine.length * 10_000);
      await signInAs(page, uniqueUsername('hostile'));
      const navigations: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.url());
      });
      for (const { name, target } of mine) {
        const token = await communityToken(page);
        navigations.length = 0;
        await page.goto(redirectLogin(token, target));
        await page.waitForURL((url) => url.pathname !== ROUTES.redirectLogin);
        await page.waitForLoadState('domcontentloaded');
        expect(new URL(page.url()).origin, name).toBe(E2E_WEB_ORIGIN);
        expect(navigations.length, name).toBeGreaterThanOrEqual(2);
        for (const url of navigations) expect(new URL(url).origin, `${name}: ${url}`).toBe(E2E_WEB_ORIGIN);
      }
    });
  }
});

test.describe('login CSRF on the community hand-off', () => {
  // Each test loads the community home (a server render of its lists) after a refused hand-off:
  // more than the default 30 s on a loaded CI machine.
  test.describe.configure({ timeout: 60_000 });
  test("an attacker's token opened in the victim's browser leaves the victim signed out", async ({ page, browser }) => {
    const attacker = await browser.newContext();
    try {
      const attackerPage = await attacker.newPage();
      const attackerName = uniqueUsername('attacker');
      await signInAs(attackerPage, attackerName);
      const token = await communityToken(attackerPage);

      // The victim follows the attacker's link: a fresh browser, signed out.
      await page.goto(redirectLogin(token, ROUTES.best));
      await expect(page.getByRole('alert').filter({ hasText: COPY.common.tryAgainLater })).toBeVisible();
      await expect(page).toHaveURL(`${E2E_WEB_ORIGIN}${ROUTES.community}`);
      expect(await currentUsername(page)).toBeNull();
      const cookies = await page.context().cookies(E2E_WEB_ORIGIN);
      expect(cookies.find((c) => c.name === COOKIE.session)).toBeUndefined();

      // The token was not spent by the refused attempt, yet still only works in the attacker's browser.
      await attackerPage.context().clearCookies({ name: COOKIE.session });
      await attackerPage.goto(redirectLogin(token, ROUTES.best));
      await expect(attackerPage).toHaveURL(`${E2E_WEB_ORIGIN}${ROUTES.best}`);
      expect(await currentUsername(attackerPage)).toBe(attackerName);
    } finally {
      await attacker.close();
    }
  });

  test("a signed-in victim stays themself after opening an attacker's token", async ({ page, browser }) => {
    const victimName = uniqueUsername('victim');
    await signInAs(page, victimName);
    // The victim has a nonce of their own too (they once followed a community link).
    await communityToken(page);
    const attacker = await browser.newContext();
    try {
      const attackerPage = await attacker.newPage();
      await signInAs(attackerPage, uniqueUsername('attacker'));
      const token = await communityToken(attackerPage);
      await page.goto(redirectLogin(token, ROUTES.best));
      await expect(page.getByRole('alert').filter({ hasText: COPY.common.tryAgainLater })).toBeVisible();
      await expect(page).toHaveURL(`${E2E_WEB_ORIGIN}${ROUTES.community}`);
      expect(await currentUsername(page)).toBe(victimName);
    } finally {
      await attacker.close();
    }
  });
});

test('GET /api/v1/auth/google?next=/%09/evil.example/x through the website lands on our home page, signed in', async ({
  page,
}) => {
  const navigations: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.url());
  });
  await page.goto(`${API_PATHS.googleLogin}?next=/%09/evil.example/x&platform=web`);
  await expect(page).toHaveURL(`${E2E_WEB_ORIGIN}/`);
  const me = await page.request.get(API_PATHS.currentUser);
  expect(((await me.json()) as { data: { id: number } | null }).data?.id).toEqual(expect.any(Number));
  // Out to the provider and back, and nowhere else.
  for (const url of navigations) expect([E2E_WEB_ORIGIN, E2E_OAUTH_ORIGIN], url).toContain(new URL(url).origin);
});
