import { expect, test, type Page } from '@playwright/test';
import {
  API_PATHS,
  COOKIE,
  COPY,
  LOGIN_ERROR_PARAM,
  LOGIN_MODAL_HIDE_TODAY_VALUE,
  LOGIN_PROMPT_DELAY_MS,
  PRIVACY_POLICY,
  ROUTES,
  SERVICE_TERMS,
  TERMS_EFFECTIVE_DATE,
  type AuthProviders,
} from '@growday/contracts';
import { E2E_WEB_ORIGIN } from '../stack';
import { signInAs, uniqueUsername } from './session-helpers';
import { reactHydrated } from './hydration';

const loginDialog = (page: Page) => page.getByRole('dialog', { name: COPY.login.title });
const header = (page: Page) => page.locator('header.gd-header');
const loginButtons = (page: Page) => loginDialog(page).getByRole('list', { name: COPY.login.buttonsLabel });

/** Wait until the header's buttons answer clicks (React attached its handlers). */
async function hydrated(page: Page) {
  await reactHydrated(page, 'header button');
}

async function openFromHeaderLogin(page: Page) {
  await hydrated(page);
  await header(page).getByRole('button', { name: COPY.header.login, exact: true }).click();
  await expect(loginDialog(page)).toBeVisible();
}

/** The server's provider list as it would be with every provider configured. */
const ALL_ENABLED: AuthProviders = {
  providers: (['google', 'github', 'kakao', 'naver'] as const).map((provider) => ({ provider, enabled: true })),
};

test('SH-UI-07 CC-MODAL-04 CC-LOGIN-01 CC-LOGIN-02 CC-LOGIN-03 SH-LOGIN-10 the login icon opens the modal: poster, buttons, terms links, note', async ({
  page,
}) => {
  await page.goto(ROUTES.best);
  await openFromHeaderLogin(page);
  const dialog = loginDialog(page);

  await expect(dialog.getByTestId('login-poster')).toBeVisible();
  await expect(dialog.getByRole('img', { name: COPY.login.posterAlt })).toBeVisible();
  await expect(loginButtons(page).getByRole('listitem')).toHaveCount(3);
  // localhost is not a production-like host: no GitHub (SH-LOGIN-03); a plain browser keeps Google.
  for (const label of [COPY.login.google, COPY.login.kakao, COPY.login.naver]) {
    await expect(loginButtons(page).getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(loginButtons(page).getByLabel(COPY.login.github, { exact: true })).toHaveCount(0);

  const privacy = dialog.getByRole('link', { name: COPY.login.privacy });
  const terms = dialog.getByRole('link', { name: COPY.login.terms });
  await expect(privacy).toHaveAttribute('href', ROUTES.termsPrivacy);
  await expect(terms).toHaveAttribute('href', ROUTES.termsService);
  for (const link of [privacy, terms]) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
  }
  await expect(dialog.getByText(COPY.login.collectedData)).toBeVisible();
  // Opened by the visitor: no hide-for-today link.
  await expect(dialog.getByRole('button', { name: COPY.login.hideToday })).toHaveCount(0);
  // The development sign-in form stays inside the modal outside production.
  await expect(dialog.getByRole('textbox', { name: COPY.devLogin.usernameLabel })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('CC-ROUTE-15 the terms links open their pages in a new tab', async ({ page, context }) => {
  await page.goto(ROUTES.best);
  await openFromHeaderLogin(page);
  const [privacyTab] = await Promise.all([
    context.waitForEvent('page'),
    loginDialog(page).getByRole('link', { name: COPY.login.privacy }).click(),
  ]);
  await expect(privacyTab).toHaveURL(`${E2E_WEB_ORIGIN}${ROUTES.termsPrivacy}`);
  await expect(privacyTab.getByRole('heading', { level: 1 })).toHaveText(PRIVACY_POLICY.title);
  // The modal stays open behind in the first tab.
  await expect(loginDialog(page)).toBeVisible();
});

test('SH-LOGIN-10 the restricted header icons open the login modal for visitors', async ({ page }) => {
  await page.goto(ROUTES.best);
  await hydrated(page);
  for (const name of [COPY.header.bookmark, COPY.header.notification, COPY.header.profile]) {
    await header(page).getByRole('button', { name, exact: true }).click();
    await expect(loginDialog(page)).toBeVisible();
    await expect(page).toHaveURL(`${E2E_WEB_ORIGIN}${ROUTES.best}`);
    await loginDialog(page).getByRole('button', { name: COPY.common.close }).click();
    await expect(loginDialog(page)).toHaveCount(0);
  }
});

test('SH-LOGIN-04 SH-LOGIN-05 SH-LOGIN-07 SH-LOGIN-08 SH-LOGIN-09 the buttons go to the sign-in start with next= and platform=web', async ({
  page,
}) => {
  await page.goto(`${ROUTES.best}?filter=weekly`);
  await openFromHeaderLogin(page);
  const expected = {
    [COPY.login.google]: API_PATHS.googleLogin,
    [COPY.login.kakao]: API_PATHS.kakaoLogin,
    [COPY.login.naver]: API_PATHS.naverLogin,
  };
  for (const [label, path] of Object.entries(expected)) {
    const href = await loginButtons(page).getByRole('link', { name: label, exact: true }).getAttribute('href');
    const url = new URL(href ?? '', E2E_WEB_ORIGIN);
    expect(url.pathname).toBe(path);
    expect(url.searchParams.get('next')).toBe(`${E2E_WEB_ORIGIN}${ROUTES.best}?filter=weekly`);
    expect(url.searchParams.get('platform')).toBe('web');
  }
});

test('SH-LOGIN-05 SH-LOGIN-08 signing in with Kakao comes back to the same address, signed in', async ({ page }) => {
  await page.goto(`${ROUTES.best}?filter=monthly`);
  await openFromHeaderLogin(page);
  await loginButtons(page).getByRole('link', { name: COPY.login.kakao, exact: true }).click();
  await expect(page).toHaveURL(`${E2E_WEB_ORIGIN}${ROUTES.best}?filter=monthly`);
  const me = await page.request.get(API_PATHS.currentUser);
  expect(((await me.json()) as { data: { id: number } | null }).data?.id).toEqual(expect.any(Number));
  await expect(header(page).getByRole('button', { name: COPY.header.login, exact: true })).toHaveCount(0);
});

test('a provider the server lists as disabled says so and does not navigate', async ({ page }) => {
  // The stack has every provider configured; answer this one request as a server without Kakao.
  await page.route(`**${API_PATHS.authProviders}`, (route) =>
    route.fulfill({
      json: {
        data: { providers: ALL_ENABLED.providers.map((p) => ({ ...p, enabled: p.provider !== 'kakao' })) },
      },
    }),
  );
  await page.goto(ROUTES.best);
  await openFromHeaderLogin(page);
  const kakao = loginButtons(page).getByRole('button', { name: COPY.login.kakao, exact: true });
  await expect(kakao).toHaveAttribute('aria-disabled', 'true');
  await expect(loginButtons(page).getByRole('link', { name: COPY.login.naver, exact: true })).toBeVisible();
  // aria-disabled keeps it focusable and clickable for people; Playwright treats it as disabled.
  await kakao.click({ force: true });
  await expect(page.getByRole('alert').filter({ hasText: COPY.login.unavailable })).toBeVisible();
  await expect(page).toHaveURL(`${E2E_WEB_ORIGIN}${ROUTES.best}`);
});

test('SH-LOGIN-02 Google is hidden in the reward-app webview', async ({ page, context }) => {
  await context.addCookies([{ name: COOKIE.platform, value: 'cashwalk', url: E2E_WEB_ORIGIN }]);
  await page.goto(ROUTES.best);
  await expect(page.locator('body')).toHaveAttribute('data-platform', 'cashwalk');
  await openFromHeaderLogin(page);
  await expect(loginButtons(page).getByLabel(COPY.login.kakao, { exact: true })).toBeVisible();
  await expect(loginButtons(page).getByLabel(COPY.login.naver, { exact: true })).toBeVisible();
  await expect(loginButtons(page).getByLabel(COPY.login.google, { exact: true })).toHaveCount(0);
});

/** A KST date (YYYY-MM-DD) a day after the real one, so cookies written for it are still in the future. */
function tomorrowInKorea(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() + 86_400_000));
}

test('CC-LOGIN-04 CC-LOGIN-05 the home prompt offers "hide for today"; the cookie ends at 23:59:59 KST and stops the prompt', async ({
  page,
  context,
}) => {
  const day = tomorrowInKorea();
  await page.clock.install({ time: new Date(`${day}T23:50:00+09:00`) });
  await page.goto(ROUTES.home);
  const dialog = loginDialog(page);
  // The prompt opens LOGIN_PROMPT_DELAY_MS after the signed-out state is known.
  await expect
    .poll(async () => {
      await page.clock.fastForward(LOGIN_PROMPT_DELAY_MS / 4);
      return dialog.isVisible();
    })
    .toBe(true);
  await dialog.getByRole('button', { name: COPY.login.hideToday }).click();
  await expect(dialog).toHaveCount(0);

  const cookie = (await context.cookies()).find((c) => c.name === COOKIE.loginModalHideToday);
  expect(cookie?.value).toBe(LOGIN_MODAL_HIDE_TODAY_VALUE);
  // Cookie dates carry whole seconds: 23:59:59(.999) of that day in Korea.
  expect(Math.floor(cookie?.expires ?? 0)).toBe(Date.parse(`${day}T23:59:59+09:00`) / 1000);

  // A new browser session on the home page: the cookie alone keeps the prompt away.
  await page.evaluate(() => window.sessionStorage.clear());
  await page.reload();
  await hydrated(page);
  for (let i = 0; i < 3; i += 1) await page.clock.fastForward(LOGIN_PROMPT_DELAY_MS);
  await expect(dialog).toHaveCount(0);

  // Without it the prompt comes back.
  await context.clearCookies({ name: COOKIE.loginModalHideToday });
  await page.evaluate(() => window.sessionStorage.clear());
  await page.reload();
  await expect
    .poll(async () => {
      await page.clock.fastForward(LOGIN_PROMPT_DELAY_MS / 4);
      return dialog.isVisible();
    })
    .toBe(true);
});

test('SH-ROUTE-09 the terms pages render their full text', async ({ page }) => {
  for (const [path, doc] of [
    [ROUTES.termsPrivacy, PRIVACY_POLICY],
    [ROUTES.termsService, SERVICE_TERMS],
  ] as const) {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
    await expect(page.getByText(COPY.terms.effectiveDate(TERMS_EFFECTIVE_DATE))).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(doc.title));
    for (const section of doc.sections) {
      await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    }
  }
  // The privacy policy names what sign-in collects (the login modal's note points there).
  const collected = PRIVACY_POLICY.sections[0]?.items?.[0] ?? '';
  expect(collected.length).toBeGreaterThan(50);
  await page.goto(ROUTES.termsPrivacy);
  await expect(page.locator('article')).toContainText(collected);
});

test('a failed social sign-in comes back with ?loginError=1: a notice, and the parameter is removed', async ({
  page,
}) => {
  await page.goto(`${ROUTES.best}?filter=weekly&${LOGIN_ERROR_PARAM}=1`);
  await expect(page.getByRole('alert').filter({ hasText: COPY.auth.signInFailed })).toBeVisible();
  await expect(page).toHaveURL(`${E2E_WEB_ORIGIN}${ROUTES.best}?filter=weekly`);
});

test('CC-ROUTE-16 SH-AUTH-12 /redirect-login with a bad or missing token alerts and lands on the community home', async ({
  page,
}) => {
  for (const query of ['?token=not-a-real-token&redirect=%2Fbest', '?redirect=%2Fbest']) {
    await page.goto(`${ROUTES.redirectLogin}${query}`);
    await expect(page.getByRole('alert').filter({ hasText: COPY.common.tryAgainLater })).toBeVisible();
    await expect(page).toHaveURL(`${E2E_WEB_ORIGIN}${ROUTES.community}`);
  }
  const me = await page.request.get(API_PATHS.currentUser);
  expect(((await me.json()) as { data: unknown }).data).toBeNull();
});

test('CC-ROUTE-16 CC-AUTH-05 /redirect-login with a good token ends signed in at the redirect target, or on the community home without one', async ({
  page,
}) => {
  // Three hand-offs, each a full page load: more than the default 30 s on a loaded CI machine.
  test.setTimeout(60_000);
  // The token is redeemed in the browser that asked for it (its nonce cookie; login CSRF). Here the
  // community host is the web host, so drop the session first: the exchange must make a new one.
  const username = uniqueUsername('handoff');
  await signInAs(page, username);
  const tokenRes = await page.request.get(API_PATHS.communityToken);
  expect(tokenRes.ok(), await tokenRes.text()).toBe(true);
  const { communityToken } = ((await tokenRes.json()) as { data: { communityToken: string } }).data;
  await page.context().clearCookies({ name: COOKIE.session });
  expect((await page.context().cookies()).some((c) => c.name === COOKIE.communityNonce)).toBe(true);

  await page.goto(
    `${ROUTES.redirectLogin}?token=${encodeURIComponent(communityToken)}&redirect=${encodeURIComponent(`${E2E_WEB_ORIGIN}${ROUTES.best}`)}`,
  );
  await expect(page).toHaveURL(`${E2E_WEB_ORIGIN}${ROUTES.best}`);
  const me = await page.request.get(API_PATHS.currentUser);
  expect(((await me.json()) as { data: { username: string } | null }).data?.username).toBe(username);

  // CC-ROUTE-16 without a redirect, a good token lands signed in on the community home, not on `/`.
  const again = await page.request.get(API_PATHS.communityToken);
  expect(again.ok(), await again.text()).toBe(true);
  const second = ((await again.json()) as { data: { communityToken: string } }).data.communityToken;
  await page.context().clearCookies({ name: COOKIE.session });
  await page.goto(`${ROUTES.redirectLogin}?token=${encodeURIComponent(second)}`);
  await expect(page).toHaveURL(`${E2E_WEB_ORIGIN}${ROUTES.community}`);
  const meAgain = await page.request.get(API_PATHS.currentUser);
  expect(((await meAgain.json()) as { data: { username: string } | null }).data?.username).toBe(username);

  // The token works once.
  await page.context().clearCookies();
  await page.goto(`${ROUTES.redirectLogin}?token=${encodeURIComponent(communityToken)}`);
  await expect(page.getByRole('alert').filter({ hasText: COPY.common.tryAgainLater })).toBeVisible();
  await expect(page).toHaveURL(`${E2E_WEB_ORIGIN}${ROUTES.community}`);
});

test('/redirect-login never sends the browser to a foreign host', async ({ page }) => {
  // The whole hostile table runs in redirect-login-security.spec.ts.
  await signInAs(page, uniqueUsername('handoff'));
  const tokenRes = await page.request.get(API_PATHS.communityToken);
  const { communityToken } = ((await tokenRes.json()) as { data: { communityToken: string } }).data;

  await page.goto(
    `${ROUTES.redirectLogin}?token=${encodeURIComponent(communityToken)}&redirect=https%3A%2F%2Fevil.example%2F`,
  );
  await expect(page).toHaveURL(`${E2E_WEB_ORIGIN}${ROUTES.community}`);
});
