import { AxeBuilder } from '@axe-core/playwright';
import { API_PATHS, COPY, ROUTES, apiPath } from '@growday/contracts';
import { expect, test, type Page } from '@playwright/test';
import { E2E_WEB_ORIGIN } from '../stack';
import { feedPost } from './feed-helpers';
import { controlHydrated } from './hydration';
import { signInAs, uniqueUsername } from './session-helpers';
import { PHONE_EMULATION } from './shell-helpers';
import { SIGNED_IN_PAGES, visitorPages } from './site-pages';

/**
 * Issue 13, accessibility on every page. axe-core, the engine behind Lighthouse's accessibility
 * audits, checks each page as the reader gets it (hydrated, lists loaded) at a phone's and a
 * desktop's width, signed out and signed in, against WCAG 2.2 A and AA and axe's best practices.
 * A failure names the page, the rule, the elements and axe's reason, e.g. the contrast it measured.
 */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const FORMS = [
  {
    name: 'phone',
    use: { viewport: { width: 375, height: 800 }, ...PHONE_EMULATION },
  },
  { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
] as const;

/** axe's findings on the page as it stands, one line per rule: page, rule, elements and why. */
async function findings(page: Page, label: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(RULE_TAGS).analyze();
  return result.violations.map((violation) => {
    const nodes = violation.nodes
      .slice(0, 3)
      .map((node) => `${node.target.join(' ')} (${node.failureSummary?.split('\n').slice(1).join(' ').trim()})`);
    return `${label}: ${violation.id} on ${violation.nodes.length}: ${nodes.join('; ')}`;
  });
}

/** Opens `path` and waits for what the reader waits for: the load, then the lists' own requests. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

for (const form of FORMS) {
  test.describe(`issue 13 accessibility on a ${form.name}`, () => {
    test.use(form.use);

    test(`axe finds nothing on any page a visitor opens (${form.name})`, async ({ page }) => {
      test.setTimeout(180_000);
      const found: string[] = [];
      for (const path of await visitorPages()) {
        await open(page, path);
        found.push(...(await findings(page, path)));
      }
      expect(found).toEqual([]);
    });

    test(`axe finds nothing on a signed-in reader's pages (${form.name})`, async ({ page }) => {
      test.setTimeout(120_000);
      await signInAs(page, uniqueUsername('axe'));
      const found: string[] = [];
      for (const path of SIGNED_IN_PAGES) {
        await open(page, path);
        found.push(...(await findings(page, path)));
      }
      expect(found).toEqual([]);
    });
  });
}

test.describe('issue 13 accessibility of states a page scan does not show', () => {
  test.use(FORMS[1].use);

  test('CC-POP-09 a greyed title of a post the reader has read still passes contrast', async ({ page }) => {
    await signInAs(page, uniqueUsername('axe_read'));
    const post = await feedPost();
    const click = await page.request.post(apiPath('clickPost', { postId: post.id }), {
      headers: { origin: E2E_WEB_ORIGIN },
    });
    expect(click.ok(), await click.text()).toBe(true);
    await open(page, ROUTES.home);
    await expect(page.locator(`.gd-post-card[data-post-id="${post.id}"]`).first()).toHaveAttribute('data-read', 'true');
    expect(await findings(page, 'home with a read post')).toEqual([]);
  });

  test('a list that failed to load says so in text that passes contrast, with its retry button', async ({ page }) => {
    await signInAs(page, uniqueUsername('axe_fail'));
    // Only the scrap list's own request fails; the page and everything else are real.
    await page.route(
      (url) => url.pathname === API_PATHS.bookmarks,
      (route) => route.abort('failed'),
    );
    await open(page, ROUTES.scrapQueue);
    const failure = page.locator('.gd-feed__message--error');
    await expect(failure).toBeVisible();
    await expect(failure.getByRole('button', { name: COPY.common.retry })).toBeVisible();
    expect(await findings(page, 'scrap list failed')).toEqual([]);
  });

  test('a card\'s open tag popover and its "+n" control pass, and the control is named by what it shows', async ({
    page,
  }) => {
    await open(page, ROUTES.news);
    const more = page.getByTestId('tag-more').first();
    await controlHydrated(more);
    const shown = (await more.textContent())!.trim();
    // Label in name (WCAG 2.5.3): the accessible name starts with the visible "+n".
    await expect(more).toHaveAccessibleName(new RegExp(`^${shown.replace('+', '\\+')} `));
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(await findings(page, 'tag popover open')).toEqual([]);
  });
});
