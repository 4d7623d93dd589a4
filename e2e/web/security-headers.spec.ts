import { expect, test, type Page, type Response } from '@playwright/test';
import {
  API_PATHS,
  COPY,
  FEED_PAGE_SIZE_MAX,
  KAKAO_SDK_URL,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  ROUTES,
  type CommunityBestPost,
  type Connection,
  type Post,
} from '@growday/contracts';
import { E2E_API_ORIGIN } from '../stack';
import { feedPost, hydrated } from './feed-helpers';
import { signInAs, uniqueUsername } from './session-helpers';
import { reactHydrated } from './hydration';

/** A CSP violation the page reported, and where. */
interface Violation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${E2E_API_ORIGIN}${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

/** Every page of the site (apps/web/app), with real ids from the stack's API. */
async function siteRoutes(): Promise<string[]> {
  const post = await feedPost();
  const tagged =
    (await api<Connection<Post>>(`${API_PATHS.latestPosts}?first=${FEED_PAGE_SIZE_MAX}`)).edges
      .map((e) => e.node)
      .find((p) => p.tags.length > 0) ?? post;
  const news = (await api<Connection<Post>>(`${API_PATHS.news}?first=1`)).edges[0]?.node;
  const best = (await api<{ results: CommunityBestPost[] }>(`/api/v1/posts/bestPosts/RECENT?first=1`)).results[0];
  if (!news || !best) throw new Error('the stack has no news item or community post');
  return [
    ROUTES.home,
    ROUTES.feed(post.id),
    ROUTES.news,
    ROUTES.newsItem(news.id),
    ROUTES.newsComments(news.id),
    ROUTES.best,
    ROUTES.bestItem(best.id),
    ROUTES.postsByTag(tagged.tags[0]?.name ?? 'none'),
    ROUTES.postsBySource(post.source.name),
    ROUTES.scrapQueue,
    ROUTES.recent,
    ROUTES.myProfile,
    ROUTES.myComments,
    ROUTES.notification,
    ROUTES.termsPrivacy,
    ROUTES.termsService,
    ROUTES.redirectLogin,
    '/no-such-page',
  ];
}

/**
 * Collect every `securitypolicyviolation` the page's documents fire (a listener added before any
 * script of each document runs) and every console report of a refused load.
 */
async function watchViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeBinding('__gdReportViolation', ({ frame }, v: Omit<Violation, 'page'>) => {
    violations.push({ page: frame.url(), ...v });
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __gdReportViolation: (v: unknown) => void }).__gdReportViolation;
      void report({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample });
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      violations.push({ page: page.url(), directive: 'console', blocked: '', sample: message.text() });
    }
  });
  return violations;
}

/** The document answer carries the whole family, and every server-rendered script its nonce. */
async function expectHeaders(response: Response | null, route: string) {
  expect(response, route).not.toBeNull();
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce, `${route}: ${csp}`).toBeTruthy();
  expect(csp, route).toContain("'strict-dynamic'");
  expect(csp, route).toContain("frame-ancestors 'none'");
  expect(csp, route).toContain("object-src 'none'");
  expect(csp, route).not.toContain("'unsafe-eval'");
  expect(headers['x-content-type-options'], route).toBe('nosniff');
  expect(headers['x-frame-options'], route).toBe('DENY');
  expect(headers['referrer-policy'], route).toBe(REFERRER_POLICY);
  expect(headers['permissions-policy'], route).toBe(PERMISSIONS_POLICY);
  // The stack runs on http: no HSTS (production on https sends it; see the unit test).
  expect(headers['strict-transport-security'], route).toBeUndefined();
  const html = await response!.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length, route).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag, route).toContain(`nonce="${nonce}"`);
  return nonce!;
}

async function visitEveryRoute(page: Page, violations: Violation[]) {
  const nonces = new Set<string>();
  for (const route of await siteRoutes()) {
    const response = await page.goto(route);
    nonces.add(await expectHeaders(response, route));
    // Let the page hydrate and load what it loads (lists, images) before moving on.
    await page.waitForLoadState('networkidle');
  }
  // A fresh nonce for every document.
  expect(nonces.size).toBe((await siteRoutes()).length);
  expect(violations).toEqual([]);
}

/**
 * The post modal from a home card, then its share modal's Kakao button. A load the policy blocks
 * never becomes a request, so a request for the SDK's real address proves script-src lets it
 * through; offline it then fails, and the share says so (CC-SHARE-13).
 */
async function openPostModalAndShareWithKakao(page: Page) {
  const post = await feedPost(1);
  await page.goto(ROUTES.home);
  await hydrated(page);
  await page.locator(`article[data-post-id="${post.id}"] .gd-post-card__link`).click();
  const postModal = page.getByRole('dialog').filter({ has: page.locator('.gd-post-detail') });
  await expect(postModal.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await postModal.locator('.gd-post-detail__actions').getByRole('button', { name: COPY.post.share }).click();
  const shareModal = page.getByRole('dialog', { name: COPY.shareModal.title });
  const sdkRequest = page.waitForRequest(KAKAO_SDK_URL);
  await shareModal.getByRole('button', { name: COPY.shareModal.kakao, exact: true }).click();
  await sdkRequest;
  await expect(page.getByRole('alert').filter({ hasText: COPY.common.unexpectedError })).toBeVisible();
}

test.describe('security headers', () => {
  // Eighteen pages, twice: more than the default budget on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test('every route signed out: the headers, nonced scripts, and no securitypolicyviolation; the login modal too', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await visitEveryRoute(page, violations);

    await page.goto(ROUTES.best);
    await reactHydrated(page, 'header button');
    await page.getByRole('banner').getByRole('button', { name: COPY.header.login, exact: true }).click();
    await expect(page.getByRole('dialog', { name: COPY.login.title })).toBeVisible();
    await page.waitForLoadState('networkidle');

    await openPostModalAndShareWithKakao(page);
    expect(violations).toEqual([]);
  });

  test('every route signed in, the post modal and a Kakao share: no securitypolicyviolation', async ({ page }) => {
    await signInAs(page, uniqueUsername('csp'));
    const violations = await watchViolations(page);
    await visitEveryRoute(page, violations);
    await openPostModalAndShareWithKakao(page);
    expect(violations).toEqual([]);
  });

  test('an injected inline script without the nonce is refused and reported', async ({ page }) => {
    // Proves the listener and the policy work: a page that ran anything would pass the tests above.
    const violations = await watchViolations(page);
    await page.goto(ROUTES.termsService);
    await page.evaluate(() => {
      // What an injected attribute would do: an inline handler, which no nonce can cover.
      document.body.setAttribute('onclick', 'window.__gdInjected = true');
      document.body.click();
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __gdInjected?: boolean }).__gdInjected)).toBeUndefined();
    expect(violations.map((v) => v.directive)).toContain('script-src-attr');
  });
});
