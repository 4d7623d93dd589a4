import { expect, test } from '@playwright/test';
import { COMMUNITY_PATHS, COPY, ROUTES, fillPath } from '@growday/contracts';
import { writePost } from './community-helpers';
import { controlHydrated } from './hydration';
import { signInAs, uniqueUsername } from './session-helpers';

test('the writer deletes their post from its page after the confirm; a failed delete says so and keeps the post', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  await signInAs(page, uniqueUsername('cdel'));
  const post = await writePost(page, `지울 글 ${stamp}`, `본문 ${stamp}`);
  const postPath = fillPath(COMMUNITY_PATHS.communityPost, { id: post.id });

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page.goto(ROUTES.bestItem(post.id));
  const remove = page.getByTestId('community-delete');
  await expect(remove).toBeVisible();
  // The post's actions are a lazy part: a click before it hydrates does nothing.
  await controlHydrated(remove);

  // The one DELETE fails: the writer is told, and stays on the post, which still exists.
  await page.route(
    (url) => url.pathname === postPath,
    (route) => (route.request().method() === 'DELETE' ? route.abort('failed') : route.fallback()),
  );
  await remove.click();
  await expect(page.getByRole('alert').filter({ hasText: COPY.communityPostWriter.deleteFailed })).toBeVisible();
  expect(dialogs).toEqual([COPY.communityPostWriter.deleteConfirm]);
  expect(new URL(page.url()).pathname).toBe(ROUTES.bestItem(post.id));
  expect((await page.request.get(postPath)).status()).toBe(200);

  // Again with the network back: the community home, and the post is gone.
  await page.unrouteAll();
  await remove.click();
  await expect(page).toHaveURL((url) => url.pathname === ROUTES.community);
  expect(dialogs).toHaveLength(2);
  expect((await page.request.get(postPath)).status()).toBe(404);
  await expect(page.getByText(post.title)).toHaveCount(0);
});
