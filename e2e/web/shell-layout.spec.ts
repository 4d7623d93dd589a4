import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  API_PATHS,
  BOTTOM_BAR_HEIGHT_PX,
  COPY,
  EXTERNAL_LINK_PARAM,
  EXTERNAL_LINK_VALUE,
  HEADER_HEIGHT_PX,
  ROUTES,
  SIDE_MENU_FOLDER_MAX_HEIGHT_PX,
  SIDE_MENU_WIDTH_PX,
  type TagGroup,
} from '@growday/contracts';
import { ARTIFACTS_DIR, E2E_API_ORIGIN, E2E_WEB_ORIGIN } from '../stack';
import { signInAs, uniqueUsername } from './session-helpers';
import {
  SHELL_PLATFORMS,
  SHELL_WIDTHS,
  appHeader,
  bottomBar,
  computed,
  folder,
  folderStates,
  shellContext,
  shellHydrated,
  sideMenu,
} from './shell-helpers';

const LAYOUTS_DIR = path.join(ARTIFACTS_DIR, 'layouts');

async function tagGroups(): Promise<TagGroup[]> {
  const res = await fetch(`${E2E_API_ORIGIN}${API_PATHS.tagGroups}`);
  const body = (await res.json()) as { data: TagGroup[] };
  return body.data;
}

const headerIcon = (page: Page, icon: string) => appHeader(page).locator(`[data-header-icon="${icon}"]`);
const navLink = (page: Page, nav: string) => appHeader(page).locator(`[data-nav="${nav}"]`);
const categoryDialog = (page: Page) => page.getByRole('dialog', { name: COPY.header.categories });
const loginDialog = (page: Page) => page.getByRole('dialog', { name: COPY.login.title });

test.describe('layout matrix', () => {
  for (const platform of SHELL_PLATFORMS) {
    for (const width of SHELL_WIDTHS) {
      const phone = width < 768;
      const native = platform !== 'web';
      // The side menu needs a PC and room beside the content (SIDE_MENU_MIN_VIEWPORT_PX 1024).
      const expectSideMenu = !phone && width >= 1024;
      const expectBottomBar = phone || native;

      test(`SH-UI-01 SH-HDR-16 SH-BAR-01 SH-BAR-05 SH-SIDE-01 SH-SIDE-03 SH-HDR-02 SH-HDR-09 ${platform} at ${width} px`, async ({
        browser,
      }) => {
        const context = await shellContext(browser, { platform, width });
        const page = await context.newPage();
        await page.goto(ROUTES.home);
        await shellHydrated(page);

        const header = appHeader(page);
        await expect(header).toBeVisible();
        expect(await computed(header, 'height')).toBe(`${HEADER_HEIGHT_PX}px`);
        // SH-HDR-07: the right side's icons, whatever the host.
        for (const icon of ['search', 'bookmark', 'notification', 'profile', 'categories']) {
          await expect(headerIcon(page, icon), icon).toBeVisible();
        }
        // SH-HDR-10: signed out, the login icon and text.
        await expect(header.getByRole('button', { name: COPY.header.login, exact: true })).toBeVisible();
        // SH-HDR-09: close-app only in the native apps (2.0.0 here).
        await expect(headerIcon(page, 'close-app')).toHaveCount(native ? 1 : 0);
        // SH-HDR-02: news on a PC only; community everywhere.
        await expect(navLink(page, 'news')).toHaveCount(phone ? 0 : 1);
        await expect(navLink(page, 'community')).toHaveCount(1);

        if (expectSideMenu) {
          await expect(sideMenu(page)).toBeVisible();
          expect(await computed(page.locator('.gd-shell-aside'), 'width')).toBe(`${SIDE_MENU_WIDTH_PX}px`);
          // The feed sits beside the menu, not under it.
          const aside = await page.locator('.gd-shell-aside').boundingBox();
          const main = await page.locator('#gd-main').boundingBox();
          expect(main!.x).toBeGreaterThanOrEqual(aside!.x + aside!.width - 1);
        } else {
          await expect(sideMenu(page)).toBeHidden();
        }

        if (expectBottomBar) {
          await expect(bottomBar(page)).toBeVisible();
          expect(await computed(bottomBar(page), 'height')).toBe(`${BOTTOM_BAR_HEIGHT_PX}px`);
          // Room at the page bottom: the bar covers nothing.
          expect(await computed(page.locator('body'), 'padding-bottom')).toBe(`${BOTTOM_BAR_HEIGHT_PX}px`);
        } else {
          await expect(bottomBar(page)).toHaveCount(0);
        }

        mkdirSync(LAYOUTS_DIR, { recursive: true });
        await page.screenshot({ path: path.join(LAYOUTS_DIR, `${platform}-${width}.png`) });
        await context.close();
      });
    }
  }
});

test('SH-HDR-01 SH-HDR-03 SH-HDR-04 SH-HDR-05 SH-HDR-06 the header links: news, community, recruit, intern', async ({
  browser,
}) => {
  const news = (await tagGroups()).find((group) => group.name === COPY.mainNewsTagGroup);
  expect(news, 'the seed has the 주요 뉴스 group').toBeDefined();
  const context = await shellContext(browser, { platform: 'web', width: 1440 });
  const page = await context.newPage();
  await page.goto(ROUTES.best);

  await expect(navLink(page, 'home')).toHaveAttribute('href', ROUTES.home);
  await expect(navLink(page, 'news')).toHaveAttribute('href', ROUTES.postsByTagGroup(news!.id, news!.name));
  await expect(navLink(page, 'news').getByTestId('news-dot')).toHaveCount(1);
  // The community's home on the community host (the website serves it by default; issue 16).
  await expect(navLink(page, 'community')).toHaveAttribute('href', `${E2E_WEB_ORIGIN}${ROUTES.community}`);
  await expect(navLink(page, 'community').getByTestId('community-dot')).toHaveCount(1);
  for (const site of ['recruit', 'intern'] as const) {
    const link = navLink(page, site);
    await expect(link).toHaveText(COPY.header[site]);
    await expect(link).toHaveAttribute('target', '_blank');
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.searchParams.get(EXTERNAL_LINK_PARAM)).toBe(EXTERNAL_LINK_VALUE);
  }
  await shellHydrated(page);
  await navLink(page, 'news').click();
  await expect(page).toHaveURL(new RegExp(`/post\\?tagGroup=${news!.id}&`));
  await context.close();
});

test('SH-HDR-09 no close-app icon below 2.0.0; SH-BAR-05 apps from 4.0.0 hide the bottom bar', async ({ browser }) => {
  const old = await shellContext(browser, { platform: 'cashwalk', width: 375, appVersion: '1.9.0' });
  const oldPage = await old.newPage();
  await oldPage.goto(ROUTES.best);
  await expect(appHeader(oldPage)).toBeVisible();
  await expect(headerIcon(oldPage, 'close-app')).toHaveCount(0);
  await expect(bottomBar(oldPage)).toBeVisible();
  await old.close();

  const newest = await shellContext(browser, { platform: 'timespread', width: 375, appVersion: '4.0.0' });
  const page = await newest.newPage();
  await page.goto(ROUTES.best);
  await expect(headerIcon(page, 'close-app')).toHaveCount(1);
  await expect(bottomBar(page)).toHaveCount(0);
  await newest.close();
});

test('SH-HDR-17 the 마이페이지 header replaces the header on /me/info in the apps from 2.0.0', async ({ browser }) => {
  const app = await shellContext(browser, { platform: 'cashwalk', width: 375 });
  const page = await app.newPage();
  await page.goto(ROUTES.myProfile);
  const myPageHeader = page.getByTestId('my-page-header');
  await expect(myPageHeader.getByRole('heading', { name: COPY.header.myPage })).toBeVisible();
  expect(await computed(myPageHeader, 'height')).toBe(`${HEADER_HEIGHT_PX}px`);
  await expect(appHeader(page)).toHaveCount(0);
  await app.close();

  const web = await shellContext(browser, { platform: 'web', width: 375 });
  const webPage = await web.newPage();
  await webPage.goto(ROUTES.myProfile);
  await expect(appHeader(webPage)).toBeVisible();
  await expect(webPage.getByTestId('my-page-header')).toHaveCount(0);
  await web.close();
});

test('SH-BAR-06 SH-ROUTE-07 no bottom bar on /news and /search; no header on /search on mobile', async ({
  browser,
}) => {
  const context = await shellContext(browser, { platform: 'web', width: 375 });
  const page = await context.newPage();
  await page.goto(ROUTES.news);
  await expect(appHeader(page)).toBeVisible();
  await expect(bottomBar(page)).toHaveCount(0);
  await page.goto(ROUTES.search('react'));
  await expect(page.locator('#gd-main')).toBeAttached();
  await expect(bottomBar(page)).toHaveCount(0);
  await expect(appHeader(page)).toHaveCount(0);
  await context.close();

  const desktop = await shellContext(browser, { platform: 'web', width: 1440 });
  const desktopPage = await desktop.newPage();
  await desktopPage.goto(ROUTES.search('react'));
  await expect(appHeader(desktopPage)).toBeVisible();
  await desktop.close();
});

test('SH-BAR-02 SH-BAR-03 SH-HDR-13 the bottom bar: signed out no my, scrap asks to log in; signed in my and scrap link', async ({
  browser,
}) => {
  const context = await shellContext(browser, { platform: 'web', width: 375 });
  const page = await context.newPage();
  await page.goto(ROUTES.best);
  await shellHydrated(page);
  const items = bottomBar(page).locator('[data-bar-item], [data-nav="community"]');
  await expect(items).toHaveText([
    COPY.bottomBar.home,
    COPY.bottomBar.community,
    COPY.bottomBar.scrap,
    COPY.bottomBar.all,
  ]);
  await bottomBar(page).locator('[data-bar-item="scrap"]').click();
  await expect(loginDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(loginDialog(page)).toHaveCount(0);
  // The header's restricted icons ask to log in as well.
  await headerIcon(page, 'notification').click();
  await expect(loginDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');

  await signInAs(page, uniqueUsername('bar'));
  await page.reload();
  await shellHydrated(page);
  await expect(items).toHaveText([
    COPY.bottomBar.home,
    COPY.bottomBar.community,
    COPY.bottomBar.scrap,
    COPY.bottomBar.my,
    COPY.bottomBar.all,
  ]);
  await expect(bottomBar(page).locator('[data-bar-item="scrap"]')).toHaveAttribute('href', ROUTES.scrapQueue);
  await expect(bottomBar(page).locator('[data-bar-item="my"]')).toHaveAttribute('href', ROUTES.myProfile);
  await bottomBar(page).locator('[data-bar-item="my"]').click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.myProfile}$`));
  await context.close();
});

test('SH-HDR-11 SH-HDR-12 the search tooltip shows until the icon is clicked, remembered across visits', async ({
  browser,
}) => {
  const context = await shellContext(browser, { platform: 'web', width: 1440 });
  const page = await context.newPage();
  await page.goto(ROUTES.best);
  await shellHydrated(page);
  await expect(page.getByTestId('search-tooltip')).toHaveText(COPY.header.searchTooltip);
  await page.reload();
  await expect(page.getByTestId('search-tooltip')).toBeVisible();
  await headerIcon(page, 'search').click();
  await expect(page.getByTestId('search-tooltip')).toHaveCount(0);
  // The icon is a link to the search page: let that navigation finish before starting another.
  await page.waitForURL(/\/search/);
  await page.goto(ROUTES.best);
  await shellHydrated(page);
  await expect(headerIcon(page, 'search')).toBeVisible();
  await expect(page.getByTestId('search-tooltip')).toHaveCount(0);
  await context.close();
});

test.describe('side menu', () => {
  test('SH-SIDE-06 SH-SIDE-07 SH-SIDE-08 SH-SIDE-09 SH-SIDE-11 signed out: all-content heading, every group open', async ({
    browser,
  }) => {
    const groups = await tagGroups();
    const context = await shellContext(browser, { platform: 'web', width: 1440 });
    const page = await context.newPage();
    await page.goto(ROUTES.home);
    await shellHydrated(page);
    const menu = sideMenu(page);
    await expect(menu.getByText(COPY.sideMenu.allContent, { exact: true })).toBeVisible();
    await expect(folder(menu, 'my')).toHaveCount(0);
    expect(await folderStates(menu)).toEqual(groups.map((group) => `${group.ename || group.name}=true`));

    const first = groups[0]!;
    const firstFolder = folder(menu, first.ename);
    await expect(firstFolder.locator('.gd-side-folder__title')).toHaveAttribute(
      'href',
      ROUTES.postsByTagGroup(first.id, first.name),
    );
    await expect(firstFolder.locator('.gd-side-folder__tag')).toHaveText(first.tags.map((tag) => tag.name));
    await expect(firstFolder.locator('.gd-side-folder__tag').first()).toHaveAttribute(
      'href',
      ROUTES.postsByTag(first.tags[0]!.name),
    );
    expect(await computed(firstFolder.locator('.gd-side-folder__content'), 'max-height')).toBe(
      `${SIDE_MENU_FOLDER_MAX_HEIGHT_PX}px`,
    );

    // SH-SIDE-06: the plus opens the login modal.
    await page.getByTestId('side-menu-login-plus').click();
    await expect(loginDialog(page)).toBeVisible();
    await context.close();
  });

  test('SH-SIDE-12 SH-SIDE-13 SH-SIDE-14 title click opens one, arrow toggles one, kept on reload', async ({
    browser,
  }) => {
    const groups = await tagGroups();
    const [first, second, third] = groups;
    const context = await shellContext(browser, { platform: 'web', width: 1440 });
    const page = await context.newPage();
    await page.goto(ROUTES.home);
    await shellHydrated(page);
    const menu = sideMenu(page);

    await folder(menu, second!.ename).locator('.gd-side-folder__title').click();
    await expect(page).toHaveURL(new RegExp(`/post\\?tagGroup=${second!.id}&`));
    await shellHydrated(page);
    expect(await folderStates(sideMenu(page))).toEqual(groups.map((group) => `${group.ename}=${group === second}`));

    // The arrow flips one folder and leaves the others.
    await folder(sideMenu(page), third!.ename)
      .getByRole('button', { name: COPY.sideMenu.toggleFolder(third!.name) })
      .click();
    await folder(sideMenu(page), second!.ename)
      .getByRole('button', { name: COPY.sideMenu.toggleFolder(second!.name) })
      .click();
    const expected = groups.map((group) => `${group.ename}=${group === third}`);
    expect(await folderStates(sideMenu(page))).toEqual(expected);
    await expect(folder(sideMenu(page), first!.ename).locator('.gd-side-folder__content')).toBeHidden();

    await page.reload();
    await shellHydrated(page);
    await expect.poll(() => folderStates(sideMenu(page))).toEqual(expected);
    await context.close();
  });

  test('SH-SIDE-04 SH-SIDE-05 SH-SIDE-10 signed in: My Feed open with its plus, the groups closed', async ({
    browser,
  }) => {
    const groups = await tagGroups();
    const context = await shellContext(browser, { platform: 'web', width: 1440 });
    const page = await context.newPage();
    await signInAs(page, uniqueUsername('side'));
    await page.goto(ROUTES.home);
    await shellHydrated(page);
    const menu = sideMenu(page);
    expect(await folderStates(menu)).toEqual(['my=true', ...groups.map((group) => `${group.ename}=false`)]);
    await expect(folder(menu, 'my')).toContainText(COPY.sideMenu.myFeedEmpty);
    await expect(menu.getByText(COPY.sideMenu.allContent, { exact: true })).toHaveCount(0);

    // Follow two tags through the popup the plus opens; the folder lists them.
    await page.getByTestId('side-menu-my-feed-plus').click();
    const popup = page.getByRole('dialog', { name: COPY.myFeedPopup.title });
    await expect(popup).toBeVisible();
    const [tagA, tagB] = groups[0]!.tags;
    await popup.getByRole('checkbox', { name: tagA!.name, exact: true }).check();
    await popup.getByRole('checkbox', { name: tagB!.name, exact: true }).check();
    await popup.getByRole('button', { name: COPY.myFeedPopup.save }).click();
    await expect(popup).toHaveCount(0);
    await expect(folder(menu, 'my').locator('.gd-side-folder__tag')).toHaveText([tagA!.name, tagB!.name]);
    await expect(folder(menu, 'my').locator('.gd-side-folder__tag').first()).toHaveAttribute(
      'href',
      ROUTES.postsByTag(tagA!.name),
    );
    await context.close();
  });
});

test.describe('category menu', () => {
  test('SH-BAR-04 SH-CAT-01 SH-CAT-02 SH-CAT-03 "all" opens it with every folder open; a tag link closes it', async ({
    browser,
  }) => {
    const groups = await tagGroups();
    const context = await shellContext(browser, { platform: 'web', width: 375 });
    const page = await context.newPage();
    await signInAs(page, uniqueUsername('cat'));
    await page.goto(ROUTES.best);
    await shellHydrated(page);
    const all = bottomBar(page).locator('[data-bar-item="all"]');
    await all.click();
    const dialog = categoryDialog(page);
    await expect(dialog).toBeVisible();
    await expect(all).toHaveAttribute('aria-expanded', 'true');
    // Forced open, My Feed included, whatever the aside's stored state.
    expect(await folderStates(dialog.getByTestId('category-side-menu'))).toEqual([
      'my=true',
      ...groups.map((group) => `${group.ename}=true`),
    ]);
    // SH-BAR-04: "all" toggles.
    await all.click({ force: true });
    await expect(dialog).toHaveCount(0);
    await all.click();
    await expect(dialog).toBeVisible();

    const tag = groups[1]!.tags[0]!;
    await dialog.locator(`.gd-side-folder[data-folder="${groups[1]!.ename}"] .gd-side-folder__tag`).first().click();
    await expect(page).toHaveURL(new RegExp(`/post\\?tagName=${encodeURIComponent(tag.name)}`));
    await expect(dialog).toHaveCount(0);
    await context.close();
  });

  test('SH-HDR-08 SH-CAT-03 the categories icon opens it; a route-query change alone closes it', async ({
    browser,
  }) => {
    const groups = await tagGroups();
    const [first, second] = groups;
    const context = await shellContext(browser, { platform: 'web', width: 768 });
    const page = await context.newPage();
    await page.goto(ROUTES.postsByTagGroup(first!.id, first!.name));
    await shellHydrated(page);
    await headerIcon(page, 'categories').click();
    const dialog = categoryDialog(page);
    await expect(dialog).toBeVisible();
    // Same path (/post), another query.
    await dialog.locator(`.gd-side-folder[data-folder="${second!.ename}"] .gd-side-folder__title`).click();
    await expect(page).toHaveURL(new RegExp(`/post\\?tagGroup=${second!.id}&`));
    await expect(dialog).toHaveCount(0);
    await context.close();
  });
});
