import { expect, test, type APIRequestContext } from '@playwright/test';
import { ROUTES } from '@growday/contracts';
import { feedPost, newestNews } from './feed-helpers';
import { signInAs, uniqueUsername } from './session-helpers';

/*
 * Issue 13, CLS <= 0.02. React streams a finished Suspense boundary larger than 500 bytes out of
 * its place once the page's first 12.8 kB are written (the shell alone is more), as a pending
 * marker `<!--$?--><template id="B:n">` that a script fills up to 300 ms after the first paint: the
 * page paints without that part, then everything under it moves. The pages' server-rendered parts
 * therefore sit in no boundary of their own (post-detail-lazy.tsx); this holds every page to it.
 * The count is of the HTML the browser receives, so it fails the moment a part gets a boundary.
 */

const OUTLINED = /<!--\$\?--><template id="B:\d+"/g;

async function outlined(request: APIRequestContext, url: string): Promise<string[]> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const html = await response.text();
  // A pending boundary's place, with the markup before it, says which part moved.
  return [...html.matchAll(OUTLINED)].map((m) => `${url}: ${html.slice(Math.max(0, m.index - 160), m.index)}`);
}

test.describe('issue 13 content streamed in place', () => {
  test('no public page streams a part out of place to fill in after the first paint (the layout shift it caused)', async ({
    request,
  }) => {
    const post = await feedPost();
    expect(post.tags.length, 'a feed post with a tag list to open').toBeGreaterThan(0);
    const newsId = (await newestNews()).id;
    const bestHtml = await (await request.get(ROUTES.best)).text();
    const bestId = /href="\/best\/(\d+)"/.exec(bestHtml)?.[1];
    expect(bestId, 'a community best post to open').toBeTruthy();
    const urls = [
      ROUTES.home,
      ROUTES.news,
      ROUTES.postsByTag(post.tags[0]!.name),
      ROUTES.search('리액트'),
      ROUTES.search(''),
      ROUTES.best,
      ROUTES.bestItem(bestId!),
      ROUTES.feed(post.id),
      ROUTES.newsItem(newsId),
      ROUTES.newsComments(newsId),
    ];
    const found: string[] = [];
    for (const url of urls) found.push(...(await outlined(request, url)));
    expect(found).toEqual([]);
  });

  test('nor does a signed-in page (the home with its reward and My Feed, the lists, the my page)', async ({ page }) => {
    await signInAs(page, uniqueUsername('inplace'));
    const urls = [
      ROUTES.home,
      ROUTES.notification,
      ROUTES.scrapQueue,
      ROUTES.recent,
      ROUTES.myProfile,
      ROUTES.myComments,
      ROUTES.myCommunityPosts,
    ];
    const found: string[] = [];
    for (const url of urls) found.push(...(await outlined(page.request, url)));
    expect(found).toEqual([]);
  });
});
