import { readFileSync } from 'node:fs';
import {
  API_PATHS,
  BREAKPOINTS_PX,
  COPY,
  ERROR_CODE,
  FILES_BASE_PATH,
  MY_FEED_GRID_MAX_HEIGHT_PX,
  MY_FEED_POPUP_WIDTH_PX,
  type FollowedTags,
  type Tag,
  type TagGroup,
} from '@growday/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createApiClient, type FetchLike } from '../src/api/client';
import { listFollowedTags, listRecommendedPosts, saveMyFeedTags } from '../src/api/my-feed';
import { HostProvider, PlainLink } from '../src/host/host-provider';
import { MyFeedPopupView, type MyFeedPopupViewProps } from '../src/my-feed/my-feed-popup';
import { MyFeedSection } from '../src/my-feed/my-feed-section';
import {
  countInGroup,
  isGroupAllSelected,
  saveBody,
  selectionFromFollowed,
  setGroupAll,
  toggleTag,
  type TagSelection,
} from '../src/my-feed/selection';
import { postFeedInfiniteOptions } from '../src/queries/content';
import { FOLLOWED_TAGS_ON_FAILURE } from '../src/api/my-feed';
import { followedTagsOptions, myFeedKeys, saveMyFeedSelection } from '../src/queries/my-feed';
import { postKeys } from '../src/queries/posts';
import { createQueryClient } from '../src/queries/query-client';

const tag = (id: number, name: string): Tag => ({ id, name, iconKey: null, curated: true, shortName: name });
const backend: TagGroup = {
  id: 1,
  name: '백엔드',
  ename: 'backend',
  tags: [tag(11, 'Java'), tag(12, 'Spring'), tag(13, 'Node.js')],
};
const frontend: TagGroup = {
  id: 2,
  name: '프론트엔드',
  ename: 'frontend',
  tags: [tag(21, 'React'), tag(22, 'Vue'), tag(23, 'CSS'), tag(24, 'TypeScript')],
};
const groups = [backend, frontend];

interface Call {
  url: string;
  init: RequestInit | undefined;
}

/** A fetch that records every call and answers with `respond`. */
function recordingFetch(respond: (url: string) => Response): { fetch: FetchLike; calls: Call[] } {
  const calls: Call[] = [];
  return {
    calls,
    fetch: async (url, init) => {
      calls.push({ url, init });
      return respond(url);
    },
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const errorBody = (status: number) => ({ error: { status, code: ERROR_CODE.internal, message: 'boom' } });
const followedAnswer = (tags: Tag[]) => ({ data: { data: { edges: tags.map((node) => ({ node })) } } });

function viewProps(selection: TagSelection, extra: Partial<MyFeedPopupViewProps> = {}): MyFeedPopupViewProps {
  return {
    status: 'ready',
    groups,
    selection,
    activeGroupId: null,
    saving: false,
    onTab: () => {},
    onToggleTag: () => {},
    onToggleAll: () => {},
    onSave: () => {},
    onCancel: () => {},
    ...extra,
  };
}

/** The count shown on the tab of `groupId`. */
function tabCount(html: string, groupId: number): string | undefined {
  return new RegExp(`data-value="${groupId}"[^>]*>[^<]*<span [^>]*data-count="(\\d+)"`).exec(html)?.[1];
}

describe('My Feed popup selection', () => {
  it('SH-MYFEED-03 each group tab shows how many of its tags are chosen', () => {
    const selection = new Set([11, 13, 22]);
    expect(countInGroup(backend, selection)).toBe(2);
    expect(countInGroup(frontend, selection)).toBe(1);

    const html = renderToStaticMarkup(<MyFeedPopupView {...viewProps(selection)} />);
    expect(html.match(/role="tab"/g)).toHaveLength(2);
    expect(tabCount(html, 1)).toBe('2');
    expect(tabCount(html, 2)).toBe('1');
    expect(html).toContain('백엔드');
    expect(html).toContain('프론트엔드');
  });

  it('SH-MYFEED-08 the all-tags toggle on chooses every tag of the current group only', () => {
    const next = setGroupAll(frontend, new Set([11]), true);
    expect([...next].sort()).toEqual([11, 21, 22, 23, 24]);
    expect(isGroupAllSelected(frontend, next)).toBe(true);
    expect(isGroupAllSelected(backend, next)).toBe(false);
  });

  it('SH-MYFEED-09 the all-tags toggle off clears every tag of the current group and keeps the others', () => {
    const next = setGroupAll(frontend, new Set([11, 12, 21, 22, 23, 24]), false);
    expect([...next].sort()).toEqual([11, 12]);
    expect(isGroupAllSelected(frontend, next)).toBe(false);
  });

  it('SH-MYFEED-08 SH-MYFEED-09 the toggle shows on exactly when the current group is fully chosen', () => {
    const toggle = (selection: TagSelection, activeGroupId: number) =>
      /<input type="checkbox" role="switch"( checked="")?/.exec(
        renderToStaticMarkup(<MyFeedPopupView {...viewProps(selection, { activeGroupId })} />),
      )?.[1];
    expect(toggle(new Set([11, 12, 13]), 1)).toBe(' checked=""');
    expect(toggle(new Set([11, 12, 13]), 2)).toBeUndefined();
    expect(toggle(new Set([11, 12]), 1)).toBeUndefined();
  });

  it('SH-MYFEED-10 tags are chosen and cleared one by one, and the grid shows the current group', () => {
    let selection: TagSelection = new Set();
    selection = toggleTag(selection, 21);
    selection = toggleTag(selection, 11);
    selection = toggleTag(selection, 21);
    expect([...selection]).toEqual([11]);

    const html = renderToStaticMarkup(<MyFeedPopupView {...viewProps(new Set([22]), { activeGroupId: 2 })} />);
    expect(html).toMatch(/aria-selected="true"[^>]*data-value="2"/);
    for (const name of ['React', 'Vue', 'CSS', 'TypeScript']) expect(html).toContain(`<span>${name}</span>`);
    expect(html).not.toContain('<span>Java</span>');
    expect(html.match(/<input type="checkbox" checked=""/g)).toHaveLength(1);
    expect(html).toMatch(/data-selected="true"><input type="checkbox" checked=""\/><span>Vue</);
  });

  it('SH-MYFEED-11 the popup has cancel and save buttons; save waits for the data and for a save under way', () => {
    const html = renderToStaticMarkup(<MyFeedPopupView {...viewProps(new Set())} />);
    expect(html).toContain(`>${COPY.myFeedPopup.cancel}</button>`);
    expect(html).toMatch(
      new RegExp(`<button type="button" class="gd-button gd-button--primary">${COPY.myFeedPopup.save}<`),
    );
    for (const extra of [{ status: 'loading' as const }, { saving: true }]) {
      expect(renderToStaticMarkup(<MyFeedPopupView {...viewProps(new Set(), extra)} />)).toMatch(
        new RegExp(`disabled="">${COPY.myFeedPopup.save}<`),
      );
    }
  });

  it('the popup opens with the followed tags chosen', () => {
    const followed: FollowedTags = { edges: [{ node: tag(12, 'Spring') }, { node: tag(24, 'TypeScript') }] };
    expect([...selectionFromFollowed(followed)]).toEqual([12, 24]);
  });
});

describe('My Feed calls', () => {
  it('SH-MYFEED-12 save posts the whole chosen set as tagIds with the viewerId to the my-feed path', async () => {
    expect(saveBody(new Set([24, 11, 13]), 7)).toEqual({ tagIds: [11, 13, 24], viewerId: 7 });
    const { fetch, calls } = recordingFetch(() => json(followedAnswer([tag(11, 'Java')])));
    const api = createApiClient({ baseUrl: '', fetch });
    const saved = await saveMyFeedTags(api, saveBody(new Set([13, 11]), 7));
    expect(saved.edges.map((edge) => edge.node.id)).toEqual([11]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(API_PATHS.saveMyFeedTags);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ tagIds: [11, 13], viewerId: 7 });
  });

  it('SH-MYFEED-15 followed tags come from GET on the feed-tags path with ?following=true, read from data.data edges', async () => {
    const { fetch, calls } = recordingFetch(() => json(followedAnswer([tag(21, 'React'), tag(12, 'Spring')])));
    const followed = await listFollowedTags(createApiClient({ baseUrl: '', fetch }));
    expect(calls[0]?.url).toBe(`${API_PATHS.followedTags}?following=true`);
    expect(calls[0]?.init?.method).toBe('GET');
    expect(followed.edges.map((edge) => edge.node.id)).toEqual([21, 12]);
  });

  it('SH-MYFEED-16 the followed-tags query is cached indefinitely: a second read makes no request', async () => {
    const { fetch, calls } = recordingFetch(() => json(followedAnswer([tag(11, 'Java')])));
    const api = createApiClient({ baseUrl: '', fetch });
    const options = followedTagsOptions(api, 7);
    expect(options.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(options.gcTime).toBe(Number.POSITIVE_INFINITY);
    expect(options.queryKey).toEqual(myFeedKeys.followedTagsOf(7));
    const client = createQueryClient();
    await client.fetchQuery(options);
    await client.fetchQuery(options);
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['a 500 answer', () => json(errorBody(500), 500)],
    [
      'a 401 answer (signed out)',
      () => json({ error: { status: 401, code: ERROR_CODE.unauthorized, message: 'x' } }, 401),
    ],
  ])('SH-MYFEED-17 a failing followed-tags call (%s) is swallowed: no tags and totalCash 0', async (_name, respond) => {
    const api = createApiClient({ baseUrl: '', fetch: async () => respond() });
    const client = createQueryClient();
    const data = await client.fetchQuery(followedTagsOptions(api, 7));
    expect(data).toEqual({ edges: [], totalCash: 0 });
    expect(data).toBe(FOLLOWED_TAGS_ON_FAILURE);
    expect(client.getQueryState(myFeedKeys.followedTagsOf(7))?.status).toBe('success');
  });

  it('the personalised feed reads pages of the recommended-posts path, cached under the post lists', async () => {
    const page = { edges: [], pageInfo: { hasNextPage: false, endCursor: null } };
    const { fetch, calls } = recordingFetch(() => json({ data: page }));
    const api = createApiClient({ baseUrl: '', fetch });
    expect(await listRecommendedPosts(api, { first: 5, after: 'abc' })).toEqual(page);
    expect(calls[0]?.url).toBe(`${API_PATHS.recommendedPosts}?first=5&after=abc`);
    const key = postFeedInfiniteOptions(api, { kind: 'myFeed' }, 20).queryKey;
    expect(key).toEqual(myFeedKeys.postsPage(20));
    expect(key.slice(0, 2)).toEqual(postKeys.lists());
  });
});

describe('saving the popup', () => {
  /** A client holding a followed-tags entry and a My Feed page, both fresh. */
  function seededClient(): QueryClient {
    const client = createQueryClient();
    client.setQueryData(myFeedKeys.followedTagsOf(7), { edges: [] });
    client.setQueryData(myFeedKeys.postsPage(20), { pages: [], pageParams: [] });
    return client;
  }

  it('SH-MYFEED-13 a successful save invalidates the followed-tags query (and its feed) and closes the popup', async () => {
    const { fetch } = recordingFetch(() => json(followedAnswer([tag(11, 'Java')])));
    const client = seededClient();
    let closed = 0;
    const ok = await saveMyFeedSelection({
      api: createApiClient({ baseUrl: '', fetch }),
      queryClient: client,
      body: { tagIds: [11], viewerId: 7 },
      onSaved: () => closed++,
    });
    expect(ok).toBe(true);
    expect(closed).toBe(1);
    expect(client.getQueryState(myFeedKeys.followedTagsOf(7))?.isInvalidated).toBe(true);
    expect(client.getQueryState(myFeedKeys.postsPage(20))?.isInvalidated).toBe(true);
  });

  it.each([
    ['a 500 answer', async () => json(errorBody(500), 500)],
    ['a network failure', async (): Promise<Response> => Promise.reject(new TypeError('offline'))],
  ])(
    'SH-MYFEED-14 a failing save (%s) is swallowed: no error, nothing invalidated, the popup stays open',
    async (_n, f) => {
      const client = seededClient();
      let closed = 0;
      const ok = await saveMyFeedSelection({
        api: createApiClient({ baseUrl: '', fetch: f }),
        queryClient: client,
        body: { tagIds: [11], viewerId: 7 },
        onSaved: () => closed++,
      });
      expect(ok).toBe(false);
      expect(closed).toBe(0);
      expect(client.getQueryState(myFeedKeys.followedTagsOf(7))?.isInvalidated).toBe(false);
    },
  );
});

describe('My Feed popup layout', () => {
  const css = readFileSync(new URL('../src/my-feed/my-feed-popup.module.css', import.meta.url), 'utf8');
  /** The declarations of the popup's `.grid` inside the media block that starts at `media`. */
  const gridRule = (media: string | null) => {
    const start = media ? css.indexOf(media) : 0;
    const rule = /\.grid \{([^}]*)\}/.exec(css.slice(start));
    return rule?.[1] ?? '';
  };

  it('SH-MYFEED-02 the popup is a modal 750 px wide', () => {
    expect(MY_FEED_POPUP_WIDTH_PX).toBe(750);
    const source = readFileSync(new URL('../src/my-feed/my-feed-popup.tsx', import.meta.url), 'utf8');
    expect(source).toContain('width={MY_FEED_POPUP_WIDTH_PX}');
  });

  it('SH-MYFEED-04 SH-MYFEED-05 the grid has 4 columns and a max height of 245 px', () => {
    expect(MY_FEED_GRID_MAX_HEIGHT_PX).toBe(245);
    expect(gridRule(null)).toContain(`max-height: ${MY_FEED_GRID_MAX_HEIGHT_PX}px;`);
    expect(gridRule(null)).toContain('grid-template-columns: repeat(4, minmax(0, 1fr));');
  });

  it('SH-MYFEED-06 SH-MYFEED-07 3 columns below 768 px and 2 below 576 px', () => {
    expect(gridRule(`@media (max-width: ${BREAKPOINTS_PX[2] - 0.02}px)`)).toContain('repeat(3, minmax(0, 1fr))');
    expect(gridRule(`@media (max-width: ${BREAKPOINTS_PX[0] - 0.02}px)`)).toContain('repeat(2, minmax(0, 1fr))');
  });
});

describe('My Feed section on the home page', () => {
  const api = createApiClient({ baseUrl: '', fetch: () => new Promise<Response>(() => {}) });
  function render(node: ReactNode, client: QueryClient): string {
    return renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <HostProvider value={{ Link: PlainLink, storageBaseUrl: FILES_BASE_PATH, apiClient: api }}>{node}</HostProvider>
      </QueryClientProvider>,
    );
  }

  it('SH-MYFEED-01 with no followed tags, text invites the user to set interest tags, next to the popup button', () => {
    const client = createQueryClient();
    client.setQueryData(myFeedKeys.followedTagsOf(7), { edges: [] });
    const html = render(<MyFeedSection viewerId={7} onEditTags={() => {}} />, client);
    expect(html).toContain(COPY.myFeed.title);
    expect(html).toContain(`>${COPY.myFeed.setTags}</button>`);
    expect(html).toContain(COPY.myFeed.empty);
    expect(html).not.toContain('data-feed="myFeed"');
  });

  it('SH-MYFEED-01 with followed tags, the section lists them and shows the feed built from them', () => {
    const client = createQueryClient();
    client.setQueryData(myFeedKeys.followedTagsOf(7), { edges: [{ node: tag(21, 'React') }] });
    const html = render(<MyFeedSection viewerId={7} onEditTags={() => {}} />, client);
    expect(html).toContain('data-feed="myFeed"');
    expect(html).toContain('href="/post?tagName=React"');
    expect(html).not.toContain(COPY.myFeed.empty);
  });

  it('shows neither the invitation nor a feed while the followed tags load', () => {
    const html = render(<MyFeedSection viewerId={7} onEditTags={() => {}} />, createQueryClient());
    expect(html).toContain(COPY.myFeed.setTags);
    expect(html).not.toContain(COPY.myFeed.empty);
    expect(html).not.toContain('data-feed');
  });
});
