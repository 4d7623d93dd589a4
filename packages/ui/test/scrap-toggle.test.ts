import { API_PATHS, COPY, ROUTES, type Connection, type Post } from '@growday/contracts';
import {
  InfiniteQueryObserver,
  MutationObserver,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type FetchLike } from '../src/api/client';
import { newsKeys, postListKeys, similarKeys } from '../src/queries/content';
import { postKeys, type PostPage, type PostPageParam } from '../src/queries/posts';
import { createQueryClient } from '../src/queries/query-client';
import { scrapKeys } from '../src/queries/scrap';
import { userKeys } from '../src/queries/users';
import { applyBookmarkState, bookmarkListScope } from '../src/scrap/bookmark-caches';
import {
  bookmarkMutationOptions,
  bookmarkView,
  toggleBookmark,
  type BookmarkTarget,
  type BookmarkToggleDeps,
} from '../src/scrap/bookmark-toggle';
import { userFixture } from './helpers/user-fixtures';

const user = userFixture({ id: 1, username: 'reader' });

function post(id: number, extra: Partial<Post> = {}): Post {
  return {
    id,
    type: 'post',
    title: `글 ${id}`,
    desc: '',
    url: `https://example.com/${id}`,
    href: `/feed/${id}`,
    author: null,
    source: { name: '블로그', iconKey: null },
    tags: [],
    thumbnail: null,
    thumbnailKey: null,
    clickCount: 0,
    shareCount: 0,
    bookmarkCount: 5,
    commentCount: 0,
    viewerHasBookmarked: false,
    viewerHasRead: false,
    isBest: false,
    createdAt: '2026-01-05T00:00:00.000Z',
    ...extra,
  };
}

function page(...posts: Post[]): PostPage {
  return {
    edges: posts.map((node) => ({ node, cursor: String(node.id) })),
    pageInfo: { hasNextPage: false, endCursor: null },
  } as PostPage;
}

function infinite(...posts: Post[]): InfiniteData<PostPage, PostPageParam> {
  return { pages: [page(...posts)], pageParams: [null] };
}

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A fake fetch for the bookmark path: each call waits for the test to answer it. An answer given
 * before its request (the mutation sends after onMutate) is kept for the next call.
 */
function fakeApi() {
  const calls: Call[] = [];
  const answers: ((response: Response) => void)[] = [];
  const early: Response[] = [];
  const fetch: FetchLike = (input, init) => {
    calls.push({
      method: init?.method ?? 'GET',
      path: input,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const ready = early.shift();
    return ready ? Promise.resolve(ready) : new Promise<Response>((resolve) => answers.push(resolve));
  };
  const answer = (status: number, body: unknown) => {
    const response = new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const next = answers.shift();
    if (next) next(response);
    else early.push(response);
  };
  const bookmarkState = (postId: number, viewerHasBookmarked: boolean, bookmarkCount: number) =>
    answer(200, { data: { data: { postId, viewerHasBookmarked, bookmarkCount } } });
  return { api: createApiClient({ baseUrl: '', fetch }), calls, answer, bookmarkState };
}

function setup({
  signedIn = true,
  pagePath = ROUTES.home,
}: { signedIn?: boolean | 'unknown'; pagePath?: string } = {}) {
  const queryClient = createQueryClient();
  if (signedIn !== 'unknown') queryClient.setQueryData(userKeys.current(), signedIn ? user : null);
  const fake = fakeApi();
  const openLogin = vi.fn();
  const notify = vi.fn();
  const deps: BookmarkToggleDeps = { api: fake.api, queryClient, openLogin, notify, pagePath: () => pagePath };
  // What useBookmarkToggle does, without React: useMutation is a MutationObserver of these options.
  const observer = new MutationObserver(queryClient, bookmarkMutationOptions(deps));
  const toggle = {
    view: (target: BookmarkTarget) => bookmarkView(target, observer.getCurrentResult()),
    toggle: (target: BookmarkTarget) =>
      toggleBookmark(deps, target, {
        ...observer.getCurrentResult(),
        mutate: (variables) => observer.mutate(variables),
      }),
  };
  return { queryClient, toggle, openLogin, notify, ...fake };
}

/** Wait until the mutation has run up to its request (onMutate comes first). */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Keep a query "on screen": an observer subscribed to it, as a mounted feed would be. */
function observe(queryClient: QueryClient, queryKey: QueryKey) {
  const observer = new InfiniteQueryObserver(queryClient, {
    queryKey,
    queryFn: () => Promise.reject(new Error('not fetched in this test')),
    initialPageParam: null,
    getNextPageParam: () => undefined,
  });
  return observer.subscribe(() => undefined);
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()?.();
});

describe('bookmark toggle', () => {
  it('CC-BOOK-02 CC-BOOK-05 CC-BOOK-13 SH-BOOK-01 SH-BOOK-02 adds at once (+1) and POSTs the post id', async () => {
    const { toggle, calls, bookmarkState } = setup();
    const target = post(7, { bookmarkCount: 5 });
    const done = toggle.toggle(target);
    // Before any answer.
    expect(toggle.view(target)).toEqual({ bookmarked: true, count: 6, pending: true });
    await flush();
    expect(calls).toEqual([{ method: 'POST', path: API_PATHS.bookmark, body: { postId: 7 } }]);
    bookmarkState(7, true, 6);
    await done;
    expect(toggle.view(target)).toEqual({ bookmarked: true, count: 6, pending: false });
  });

  it('CC-BOOK-03 CC-BOOK-14 removes at once (-1) with DELETE on the same path', async () => {
    const { toggle, calls, bookmarkState } = setup();
    const target = post(8, { viewerHasBookmarked: true, bookmarkCount: 3 });
    const done = toggle.toggle(target);
    expect(toggle.view(target)).toMatchObject({ bookmarked: false, count: 2 });
    await flush();
    expect(calls).toEqual([{ method: 'DELETE', path: API_PATHS.bookmark, body: { postId: 8 } }]);
    bookmarkState(8, false, 2);
    await done;
    expect(toggle.view(target)).toMatchObject({ bookmarked: false, count: 2 });
  });

  it('CC-BOOK-04 the count starts from 0 when bookmarkCount is absent', async () => {
    const { toggle, bookmarkState } = setup();
    const target: BookmarkTarget = { id: 9, title: '인기 글', viewerHasBookmarked: false };
    expect(toggle.view(target).count).toBe(0);
    const done = toggle.toggle(target);
    expect(toggle.view(target)).toMatchObject({ bookmarked: true, count: 1 });
    bookmarkState(9, true, 1);
    await done;
  });

  it('CC-BOOK-15 the answer data.data becomes the shown state', async () => {
    const { toggle, bookmarkState } = setup();
    const target = post(10, { bookmarkCount: 5 });
    const done = toggle.toggle(target);
    // Others bookmarked meanwhile: the server's count wins over the local +1.
    bookmarkState(10, true, 12);
    await done;
    expect(toggle.view(target)).toMatchObject({ bookmarked: true, count: 12 });
  });

  it('CC-BOOK-07 clicks while a request is pending are ignored', async () => {
    const { toggle, calls, bookmarkState } = setup();
    const target = post(11, { bookmarkCount: 5 });
    const done = toggle.toggle(target);
    await toggle.toggle(target);
    await toggle.toggle(target);
    await flush();
    expect(calls).toHaveLength(1);
    expect(toggle.view(target)).toMatchObject({ bookmarked: true, count: 6, pending: true });
    bookmarkState(11, true, 6);
    await done;
    // Settled: the next click goes through again.
    const again = toggle.toggle(target);
    await flush();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.method).toBe('DELETE');
    bookmarkState(11, false, 5);
    await again;
  });

  it('CC-BOOK-06 a failure rolls the toggle and count back silently', async () => {
    const { toggle, answer, notify, openLogin } = setup();
    const target = post(12, { bookmarkCount: 5 });
    const done = toggle.toggle(target);
    expect(toggle.view(target)).toMatchObject({ bookmarked: true, count: 6 });
    answer(500, { error: { status: 500, code: 'internal', message: 'boom' } });
    await done;
    expect(toggle.view(target)).toEqual({ bookmarked: false, count: 5, pending: false });
    expect(notify).not.toHaveBeenCalled();
    expect(openLogin).not.toHaveBeenCalled();
  });

  it('CC-BOOK-11 a snackbar with the post title confirms each change', async () => {
    const { toggle, bookmarkState, notify } = setup();
    const target = post(13);
    const add = toggle.toggle(target);
    expect(notify).not.toHaveBeenCalled();
    bookmarkState(13, true, 6);
    await add;
    expect(notify).toHaveBeenLastCalledWith(COPY.scrap.added('글 13'));
    const remove = toggle.toggle(target);
    bookmarkState(13, false, 5);
    await remove;
    expect(notify).toHaveBeenLastCalledWith(COPY.scrap.removed('글 13'));
  });

  it('CC-BOOK-01 CC-AUTH-03 a visitor gets the login modal and no request', async () => {
    const { toggle, calls, openLogin } = setup({ signedIn: false });
    const target = post(14);
    await toggle.toggle(target);
    expect(openLogin).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
    expect(toggle.view(target)).toMatchObject({ bookmarked: false, count: 5 });
  });

  it("CC-BOOK-07 CC-BOOK-08 the header's refresh of a known user does not swallow the next click", async () => {
    const { toggle, calls, bookmarkState, queryClient } = setup();
    const target = post(12, { bookmarkCount: 5 });
    const first = toggle.toggle(target);
    bookmarkState(12, true, 6);
    await first;
    // The header's counts are being fetched again (as after every change), still on their way.
    let finish: () => void = () => undefined;
    const refresh = queryClient.fetchQuery({
      queryKey: userKeys.current(),
      queryFn: () => new Promise<typeof user>((resolve) => (finish = () => resolve(user))),
      staleTime: 0,
    });
    expect(queryClient.isFetching({ queryKey: userKeys.current() })).toBe(1);
    const second = toggle.toggle(target);
    await flush();
    expect(calls.map((call) => call.method)).toEqual(['POST', 'DELETE']);
    bookmarkState(12, false, 5);
    await second;
    finish();
    await refresh;
  });

  it('CC-BOOK-01 with the user not yet known, the toggle asks for it first', async () => {
    const { toggle, calls, answer, openLogin } = setup({ signedIn: 'unknown' });
    const done = toggle.toggle(post(15));
    await flush();
    expect(calls.map((call) => call.path)).toEqual([API_PATHS.currentUser]);
    answer(200, { data: null });
    await done;
    expect(openLogin).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
  });

  it('CC-BOOK-08 after success the current user (bookmark counts) is refreshed', async () => {
    const { toggle, bookmarkState, queryClient } = setup();
    expect(queryClient.getQueryState(userKeys.current())?.isInvalidated).toBe(false);
    const done = toggle.toggle(post(16));
    bookmarkState(16, true, 6);
    await done;
    expect(queryClient.getQueryState(userKeys.current())?.isInvalidated).toBe(true);
  });

  it('CC-BOOK-05 every cached copy shows the change before the answer (onMutate)', async () => {
    const { toggle, bookmarkState, queryClient } = setup();
    const detail = postKeys.detail(18);
    queryClient.setQueryData(detail, post(18, { bookmarkCount: 5 }));
    const done = toggle.toggle(post(18, { bookmarkCount: 5 }));
    expect(queryClient.getQueryData<Post>(detail)).toMatchObject({ viewerHasBookmarked: true, bookmarkCount: 6 });
    bookmarkState(18, true, 9);
    await done;
    expect(queryClient.getQueryData<Post>(detail)).toMatchObject({ viewerHasBookmarked: true, bookmarkCount: 9 });
  });

  it('CC-BOOK-06 a failure leaves every cache as it was', async () => {
    const { toggle, answer, queryClient } = setup();
    const seeded = infinite(post(17));
    queryClient.setQueryData(scrapKeys.page('queue', 20), seeded);
    const done = toggle.toggle(post(17));
    // The optimistic write reached the cache, then the failure rolls it back.
    expect(queryClient.getQueryData(scrapKeys.page('queue', 20))).not.toEqual(seeded);
    answer(500, {});
    await done;
    expect(queryClient.getQueryData(scrapKeys.page('queue', 20))).toEqual(seeded);
    expect(queryClient.getQueryState(userKeys.current())?.isInvalidated).toBe(false);
  });
});

describe('bookmark list caches', () => {
  const latest = postKeys.latest(20);
  const byTag = postListKeys.byFilter({ kind: 'tag', tagName: 'React' }, 20);
  const news = newsKeys.list(20);
  const queue = scrapKeys.page('queue', 20);
  const recent = scrapKeys.page('recent', 20);

  function seedLists(queryClient: QueryClient, target: Post) {
    for (const key of [latest, byTag, news, queue, recent]) queryClient.setQueryData(key, infinite(target, post(99)));
  }

  it('CC-BOOK-09 on /me/list/queue only the queue list is dropped', async () => {
    const { toggle, bookmarkState, queryClient } = setup({ pagePath: ROUTES.scrapQueue });
    const target = post(20, { viewerHasBookmarked: true });
    seedLists(queryClient, target);
    const done = toggle.toggle(target);
    bookmarkState(20, false, 4);
    await done;
    expect(queryClient.getQueryData(queue)).toBeUndefined();
    for (const key of [latest, byTag, news, recent]) expect(queryClient.getQueryData(key)).toBeDefined();
  });

  it('CC-BOOK-10 elsewhere the unread (queue) and all post lists are dropped', async () => {
    const { toggle, bookmarkState, queryClient } = setup({ pagePath: ROUTES.postsByTag('React') });
    const target = post(21);
    seedLists(queryClient, target);
    const detail = postKeys.detail(21);
    queryClient.setQueryData(detail, target);
    const done = toggle.toggle(target);
    bookmarkState(21, true, 6);
    await done;
    for (const key of [latest, byTag, news, queue, recent]) expect(queryClient.getQueryData(key)).toBeUndefined();
    // The single post is not a list: it stays, with the new state.
    expect(queryClient.getQueryData<Post>(detail)).toMatchObject({ viewerHasBookmarked: true, bookmarkCount: 6 });
  });

  it('CC-BOOK-10 the feed on screen is not blanked: it keeps its pages, patched, and is only marked stale', async () => {
    const { toggle, bookmarkState, queryClient } = setup();
    const target = post(22);
    seedLists(queryClient, target);
    cleanups.push(observe(queryClient, latest));
    const done = toggle.toggle(target);
    bookmarkState(22, true, 6);
    await done;
    const data = queryClient.getQueryData<InfiniteData<PostPage>>(latest);
    expect(data?.pages[0]?.edges.map((edge) => edge.node.id)).toEqual([22, 99]);
    expect(data?.pages[0]?.edges[0]?.node).toMatchObject({ viewerHasBookmarked: true, bookmarkCount: 6 });
    expect(queryClient.getQueryState(latest)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(latest)?.fetchStatus).toBe('idle');
    // Lists not on screen are gone.
    expect(queryClient.getQueryData(byTag)).toBeUndefined();
  });

  it('CC-BOOK-12 SH-BOOK-03 removing on the queue page marks the item unbookmarked in the list on screen', async () => {
    const { toggle, bookmarkState, queryClient } = setup({ pagePath: ROUTES.scrapQueue });
    const target = post(23, { viewerHasBookmarked: true });
    queryClient.setQueryData(queue, infinite(target, post(99, { viewerHasBookmarked: true })));
    cleanups.push(observe(queryClient, queue));
    const done = toggle.toggle(target);
    bookmarkState(23, false, 4);
    await done;
    const nodes = queryClient.getQueryData<InfiniteData<Connection<Post>>>(queue)?.pages[0]?.edges.map((e) => e.node);
    // The queue list leaves out unbookmarked nodes (ScrapListFeed).
    expect(nodes?.filter((node) => node.viewerHasBookmarked).map((node) => node.id)).toEqual([99]);
  });

  it('bookmarkListScope reads the page path, ignoring query and trailing slash', () => {
    expect(bookmarkListScope(ROUTES.scrapQueue)).toBe('queue');
    expect(bookmarkListScope(`${ROUTES.scrapQueue}/?x=1`)).toBe('queue');
    expect(bookmarkListScope(ROUTES.recent)).toBe('other');
    expect(bookmarkListScope(ROUTES.feed(3))).toBe('other');
  });

  it('applyBookmarkState leaves community items with the same id alone', () => {
    const queryClient = createQueryClient();
    const key = similarKeys.list(1, 'COMMUNITY', 'weekly', 5);
    queryClient.setQueryData(key, [
      { id: 30, kind: 'community', viewerHasBookmarked: false, bookmarkCount: 0 },
      { id: 30, kind: 'post', viewerHasBookmarked: false, bookmarkCount: 0 },
    ]);
    applyBookmarkState(queryClient, { postId: 30, viewerHasBookmarked: true, bookmarkCount: 1 });
    expect(queryClient.getQueryData(key)).toEqual([
      { id: 30, kind: 'community', viewerHasBookmarked: false, bookmarkCount: 0 },
      { id: 30, kind: 'post', viewerHasBookmarked: true, bookmarkCount: 1 },
    ]);
  });
});
