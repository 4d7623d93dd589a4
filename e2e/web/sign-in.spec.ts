import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  API_PATHS,
  COOKIE,
  LOGIN_ERROR_PARAM,
  ROUTES,
  SOCIAL_LOGIN_PATH,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '@growday/contracts';
import { E2E_OAUTH_ORIGIN, E2E_WEB_ORIGIN } from '../stack';

const startUrl = (provider: SocialProvider, next: string, platform = 'web') =>
  `${E2E_WEB_ORIGIN}${API_PATHS[SOCIAL_LOGIN_PATH[provider].start]}?${new URLSearchParams({ next, platform })}`;

const currentUserId = async (request: APIRequestContext) => {
  const res = await request.get(API_PATHS.currentUser);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { id: number } | null }).data?.id ?? null;
};

// The whole flow in Chromium: the website's /api proxy, the test OAuth provider's consent
// redirect, the callback through the proxy again, and the session cookie it passes back.
for (const provider of SOCIAL_PROVIDERS) {
  test(`SH-AUTH-01 SH-LOGIN-08 ${provider} sign-in through the website lands on next= signed in`, async ({ page }) => {
    const visited: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest()) visited.push(r.url());
    });
    const next = `${E2E_WEB_ORIGIN}${ROUTES.best}`;
    await page.goto(startUrl(provider, next));
    await expect(page).toHaveURL(next);
    // The browser really went to the provider and came back through the website's callback path.
    expect(visited.some((u) => u.startsWith(`${E2E_OAUTH_ORIGIN}/${provider}/authorize`))).toBe(true);
    expect(
      visited.some((u) => u.startsWith(`${E2E_WEB_ORIGIN}${API_PATHS[SOCIAL_LOGIN_PATH[provider].callback]}`)),
    ).toBe(true);
    expect(await currentUserId(page.request)).toEqual(expect.any(Number));
    const session = (await page.context().cookies(E2E_WEB_ORIGIN)).find((c) => c.name === COOKIE.session);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });
}

test('SH-LOGIN-08 signing in again with the same provider account is the same user', async ({ page, browser }) => {
  await page.goto(startUrl('kakao', `${E2E_WEB_ORIGIN}${ROUTES.best}`));
  await expect(page).toHaveURL(`${E2E_WEB_ORIGIN}${ROUTES.best}`);
  const first = await currentUserId(page.request);
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await second.goto(startUrl('kakao', `${E2E_WEB_ORIGIN}/`));
    await expect(second).toHaveURL(`${E2E_WEB_ORIGIN}/`);
    expect(await currentUserId(second.request)).toBe(first);
  } finally {
    await other.close();
  }
});

test('an evil next= lands on the home page, never on the foreign host', async ({ page }) => {
  await page.goto(startUrl('naver', 'https://evil.example/phish'));
  await expect(page).toHaveURL(`${E2E_WEB_ORIGIN}/`);
  expect(await currentUserId(page.request)).toEqual(expect.any(Number));
});

test('a refused consent lands back on next= with the login error marker and signed out', async ({ page }) => {
  const next = `${E2E_WEB_ORIGIN}${ROUTES.best}`;
  // Start through the website (its answer sets the state cookies in this browser context) ...
  const start = await page.request.get(startUrl('github', next), { maxRedirects: 0 });
  expect(start.status()).toBe(302);
  const authorize = start.headers()['location']!;
  expect(authorize.startsWith(`${E2E_OAUTH_ORIGIN}/github/authorize`)).toBe(true);
  // ... then the provider's answer for this one navigation: consent denied.
  await page.route(`${E2E_OAUTH_ORIGIN}/github/authorize**`, async (route) => {
    const asked = new URL(route.request().url());
    const back = new URL(asked.searchParams.get('redirect_uri')!);
    back.searchParams.set('state', asked.searchParams.get('state')!);
    back.searchParams.set('error', 'access_denied');
    await route.fulfill({ status: 302, headers: { location: back.toString() } });
  });
  const visited: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest()) visited.push(r.url());
  });
  await page.goto(authorize);
  // The page may tidy the marker away once it has shown its notice; the navigation carried it.
  await expect(page).toHaveURL(new RegExp(`^${next}`));
  expect(visited).toContain(`${next}?${LOGIN_ERROR_PARAM}=1`);
  expect(await currentUserId(page.request)).toBeNull();
});
