import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  API_PATHS,
  COPY,
  FEED_PAGE_SIZE_MAX,
  MY_FEED_GRID_MAX_HEIGHT_PX,
  MY_FEED_POPUP_WIDTH_PX,
  type Connection,
  type CurrentUser,
  type Post,
  type Tag,
  type TagGroup,
} from '@growday/contracts';
import { E2E_API_ORIGIN } from '../stack';
import { latestPosts } from './feed-helpers';
import { signInAs, uniqueUsername } from './session-helpers';

async function tagGroups(): Promise<TagGroup[]> {
  const res = await fetch(`${E2E_API_ORIGIN}${API_PATHS.tagGroups}`);
  return ((await res.json()) as { data: TagGroup[] }).data;
}

/** Two groups and, in each, a tag that posts carry (so the saved feed cannot be empty). */
async function twoTagsInTwoGroups(): Promise<{ first: [TagGroup, Tag]; second: [TagGroup, Tag] }> {
  const tagged = new Set((await latestPosts(FEED_PAGE_SIZE_MAX)).flatMap((post) => post.tags.map((tag) => tag.id)));
  const picks: [TagGroup, Tag][] = [];
  for (const group of await tagGroups()) {
    const tag = group.tags.find(
      (candidate) => tagged.has(candidate.id) && !picks.some(([, t]) => t.id === candidate.id),
    );
    if (tag) picks.push([group, tag]);
    if (picks.length === 2) break;
  }
  const [first, second] = picks;
  if (!first || !second) throw new Error('the seed has no two tag groups with tagged posts');
  return { first, second };
}

const popup = (page: Page) => page.getByRole('dialog', { name: COPY.myFeedPopup.title });
const tab = (dialog: Locator, group: TagGroup) => dialog.getByRole('tab', { name: group.name });
const tabCount = (dialog: Locator, group: TagGroup) => tab(dialog, group).getByTestId('my-feed-tab-count');
const mySection = (page: Page) => page.getByTestId('my-feed-section');

async function openPopup(page: Page): Promise<Locator> {
  await mySection(page).getByRole('button', { name: COPY.myFeed.setTags }).click();
  const dialog = popup(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tablist')).toBeVisible();
  return dialog;
}

async function signedInHome(page: Page, prefix: string): Promise<CurrentUser> {
  await signInAs(page, uniqueUsername(prefix));
  const me = (await (await page.request.get(API_PATHS.currentUser)).json()) as { data: CurrentUser };
  await page.goto('/');
  return me.data;
}

test('SH-MYFEED-01 a signed-in user without tags sees the invitation to set interest tags', async ({ page }) => {
  await signedInHome(page, 'mf_empty');
  const section = mySection(page);
  await expect(section.getByRole('heading', { name: COPY.myFeed.title })).toBeVisible();
  await expect(section.getByText(COPY.myFeed.empty)).toBeVisible();
  await expect(section.getByRole('button', { name: COPY.myFeed.setTags })).toBeVisible();
  await expect(section.locator('.gd-post-card')).toHaveCount(0);
  // The latest feed is still there below it.
  await expect(page.locator('.gd-feed[data-feed="latest"] .gd-post-card').first()).toBeVisible();
});

test('a visitor sees the home without a My Feed section', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.gd-feed[data-feed="latest"] .gd-post-card').first()).toBeVisible();
  await expect(mySection(page)).toHaveCount(0);
});

test('SH-MYFEED-02 SH-MYFEED-04 SH-MYFEED-05 SH-MYFEED-06 SH-MYFEED-07 the popup is 750 px wide; the grid has 4 / 3 / 2 columns and a max height of 245 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedInHome(page, 'mf_layout');
  const dialog = await openPopup(page);
  const box = await dialog.locator('.gd-modal__panel').boundingBox();
  expect(box?.width).toBe(MY_FEED_POPUP_WIDTH_PX);

  const grid = dialog.getByTestId('my-feed-grid');
  const layout = () =>
    grid.evaluate((el) => {
      const style = getComputedStyle(el);
      return { columns: style.gridTemplateColumns.split(' ').length, maxHeight: style.maxHeight };
    });
  expect(await layout()).toEqual({ columns: 4, maxHeight: `${MY_FEED_GRID_MAX_HEIGHT_PX}px` });
  await page.setViewportSize({ width: 700, height: 900 });
  await expect.poll(layout).toEqual({ columns: 3, maxHeight: `${MY_FEED_GRID_MAX_HEIGHT_PX}px` });
  await page.setViewportSize({ width: 500, height: 900 });
  await expect.poll(layout).toEqual({ columns: 2, maxHeight: `${MY_FEED_GRID_MAX_HEIGHT_PX}px` });
  // A grid taller than the limit scrolls inside instead of growing.
  expect(await grid.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(
    MY_FEED_GRID_MAX_HEIGHT_PX,
  );
});

test('SH-MYFEED-03 SH-MYFEED-08 SH-MYFEED-09 SH-MYFEED-10 SH-MYFEED-12 SH-MYFEED-13 tags chosen in two groups are saved, the popup closes and My Feed shows their posts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { first, second } = await twoTagsInTwoGroups();
  const [groupA, tagA] = first;
  const [groupB, tagB] = second;
  const me = await signedInHome(page, 'mf_save');
  const dialog = await openPopup(page);

  // The all-tags toggle fills and empties the current group only.
  await tab(dialog, groupA).click();
  const all = dialog.getByRole('switch', { name: COPY.myFeedPopup.selectAll });
  await all.check();
  await expect(tabCount(dialog, groupA)).toHaveText(String(groupA.tags.length));
  await expect(tabCount(dialog, groupB)).toHaveText('0');
  await all.uncheck();
  await expect(tabCount(dialog, groupA)).toHaveText('0');

  // One tag in each of two groups.
  await dialog.getByRole('checkbox', { name: tagA.name, exact: true }).check();
  await tab(dialog, groupB).click();
  await expect(tab(dialog, groupB)).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('checkbox', { name: tagB.name, exact: true }).check();
  await expect(tabCount(dialog, groupA)).toHaveText('1');
  await expect(tabCount(dialog, groupB)).toHaveText('1');

  const saved = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(API_PATHS.saveMyFeedTags));
  const refetched = page.waitForResponse(
    (r) => r.url().includes(API_PATHS.followedTags) && r.request().method() === 'GET',
  );
  await dialog.getByRole('button', { name: COPY.myFeedPopup.save }).click();
  expect((await saved).postDataJSON()).toEqual({ tagIds: [tagA.id, tagB.id].sort((a, b) => a - b), viewerId: me.id });
  await expect(dialog).toBeHidden();
  expect((await refetched).status()).toBe(200);

  // The home's My Feed now lists the two tags and shows posts carrying them.
  const section = mySection(page);
  const followedChips = section.getByRole('group', { name: COPY.myFeed.followedTags }).getByRole('link');
  await expect(followedChips).toHaveText([tagA, tagB].sort((a, b) => a.id - b.id).map((t) => t.name));
  const cards = section.locator('.gd-feed[data-feed="myFeed"] article.gd-post-card');
  await expect(cards.first()).toBeVisible();
  const feed = (await (await page.request.get(`${API_PATHS.recommendedPosts}?first=20`)).json()) as {
    data: Connection<Post>;
  };
  const posts = feed.data.edges.map((edge) => edge.node);
  expect(posts.length).toBeGreaterThan(0);
  for (const post of posts) expect(post.tags.some((t) => t.id === tagA.id || t.id === tagB.id)).toBe(true);
  await expect(cards.first()).toHaveAttribute('data-post-id', String(posts[0]!.id));

  // Reopening starts from the saved set.
  const again = await openPopup(page);
  await expect(tabCount(again, groupA)).toHaveText('1');
  await expect(tabCount(again, groupB)).toHaveText('1');
});

test('SH-MYFEED-14 a failing save is swallowed: the popup stays open with no message and nothing is saved', async ({
  page,
}) => {
  const [group] = await tagGroups();
  const tag = group?.tags[0];
  if (!group || !tag) throw new Error('the seed has no tag group with tags');
  await signedInHome(page, 'mf_fail');
  await page.route(`**${API_PATHS.saveMyFeedTags}`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"status":500,"code":"INTERNAL","message":"x"}}',
    }),
  );
  const dialog = await openPopup(page);
  await tab(dialog, group).click();
  await dialog.getByRole('checkbox', { name: tag.name, exact: true }).check();
  const answered = page.waitForResponse((r) => r.url().endsWith(API_PATHS.saveMyFeedTags));
  await dialog.getByRole('button', { name: COPY.myFeedPopup.save }).click();
  expect((await answered).status()).toBe(500);

  await expect(dialog.getByRole('button', { name: COPY.myFeedPopup.save })).toBeEnabled();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: tag.name, exact: true })).toBeChecked();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await expect(mySection(page).getByText(COPY.myFeed.empty)).toBeVisible();

  // Cancel closes and drops the unsaved choice.
  await dialog.getByRole('button', { name: COPY.myFeedPopup.cancel }).click();
  await expect(dialog).toBeHidden();
  const followed = (await (await page.request.get(`${API_PATHS.followedTags}?following=true`)).json()) as {
    data: { data: { edges: unknown[] } };
  };
  expect(followed.data.data.edges).toEqual([]);
});
