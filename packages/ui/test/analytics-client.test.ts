import {
  ANALYTICS_CLIENT_BATCH_SIZE,
  ANALYTICS_CLIENT_FLUSH_MS,
  ANALYTICS_CLIENT_RETRIES,
  ANALYTICS_CLIENT_RETRY_JITTER,
  ANALYTICS_CLIENT_RETRY_MAX_S,
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_EVENT_PREFIX,
  ANALYTICS_PAGE_NAMES,
  AD_FAILED_EVENT,
  AD_FAILURE_MESSAGE,
  BEST_MENU_EVENTS,
  COOKIE,
  PAGE_VIEW_EVENT,
  ingestEventsBodySchema,
  type AnalyticsEvent,
} from '@growday/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  analyticsEventOf,
  analyticsPlatform,
  createAnalyticsClient,
  cutPageLocation,
  pageViewOf,
  privacySignalOn,
  type AnalyticsClientDeps,
  type PostAnswer,
} from '../src/analytics/index';

const SESSION = '3f1c7a52-9b1e-4c55-8d2a-6f0e8b7c1a90';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

function setup(over: Partial<AnalyticsClientDeps> = {}) {
  const posts: string[] = [];
  const beacons: string[] = [];
  const deps: AnalyticsClientDeps = {
    endpoint: '/api/v2/analytics/events',
    suppleUserId: 'u-1',
    webSessionId: SESSION,
    platform: 'web',
    location: () => 'http://localhost/',
    now: () => 1_764_000_000_123,
    performanceNow: () => 1_764_000_000_123.456,
    post: async (_url, body) => void posts.push(body),
    beacon: (_url, body) => (beacons.push(body), true),
    ...over,
  };
  const client = createAnalyticsClient(deps);
  const sent = (list: string[]) => list.flatMap((b) => (JSON.parse(b) as { events: AnalyticsEvent[] }).events);
  return { client, posts, beacons, sent };
}

describe('analytics client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('SH-ANALYTICS-01 SH-ANALYTICS-02 SH-ANALYTICS-03 every event carries supple_user_id, client_event_timestamp in microseconds and web_session_id', () => {
    const { client, posts, sent } = setup();
    client.track('supple_search', { query: 'react', result_count: 3 });
    client.flush();
    const [event] = sent(posts);
    expect(event?.supple_user_id).toBe('u-1');
    expect(event?.web_session_id).toBe(SESSION);
    expect(event?.web_session_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Milliseconds times 1000 plus the sub-millisecond part: 16 digits.
    expect(event?.client_event_timestamp).toBe(1_764_000_000_123_456);
    expect(String(event?.client_event_timestamp)).toHaveLength(16);
    // What the client sends is what the server's contract accepts.
    expect(ingestEventsBodySchema.safeParse(JSON.parse(posts[0] ?? '')).success).toBe(true);
  });

  it('SH-ANALYTICS-04 page_view carries first_open, page_name and id', () => {
    const { client, posts, sent } = setup();
    client.pageView({ first_open: true, page_name: 'news', id: '42' });
    client.flush();
    const [event] = sent(posts);
    expect(event?.name).toBe(PAGE_VIEW_EVENT);
    expect(event?.params).toEqual({ first_open: true, page_name: 'news', id: '42' });
  });

  it('SH-ANALYTICS-05 page_name is one of news, homescreen and search', () => {
    expect(ANALYTICS_PAGE_NAMES).toEqual(['news', 'homescreen', 'search']);
    expect(pageViewOf('/', '')).toEqual({ page_name: 'homescreen', id: '' });
    expect(pageViewOf('/news', '')).toEqual({ page_name: 'news', id: '' });
    expect(pageViewOf('/news/17', '')).toEqual({ page_name: 'news', id: '17' });
    expect(pageViewOf('/search', '?query=%EB%A6%AC%EC%95%A1%ED%8A%B8')).toEqual({ page_name: 'search', id: '리액트' });
    expect(pageViewOf('/best', '')).toBeNull();
    expect(pageViewOf('/me/list/queue', '')).toBeNull();
  });

  it('SH-ANALYTICS-06 event names are prefixed supple_ (page_view and the spec’s ad_failed aside)', () => {
    const others = ANALYTICS_EVENT_NAMES.filter((n) => n !== PAGE_VIEW_EVENT && n !== AD_FAILED_EVENT);
    expect(others.length).toBeGreaterThan(5);
    for (const name of others) expect(name.startsWith(ANALYTICS_EVENT_PREFIX)).toBe(true);
    expect(
      ingestEventsBodySchema.safeParse({
        events: [
          {
            name: 'comment_create',
            supple_user_id: 'u',
            client_event_timestamp: 1_764_000_000_000_000,
            web_session_id: SESSION,
            platform: 'web',
            page_location: '/',
            params: {},
          },
        ],
      }).success,
    ).toBe(false);
  });

  it('SH-ANALYTICS-07 events cover news comments, home best tabs and search', () => {
    expect(analyticsEventOf({ name: 'comment_create', postId: 5 })).toEqual({
      name: 'supple_news_comment_create',
      params: { post_id: 5 },
    });
    expect(analyticsEventOf({ name: 'comment_create', postId: 5, parentId: 9 }).name).toBe('supple_news_comment_reply');
    expect(analyticsEventOf({ name: 'best_tab_select', menuType: 'COMMUNITY', filter: 'weekly' })).toEqual({
      name: 'supple_community_best_tab',
      params: { filter: 'weekly' },
    });
    expect(analyticsEventOf({ name: 'best_tab_select', menuType: 'BEST', filter: 'weekly' }).name).toBe(
      'supple_news_best_tab',
    );
    expect(analyticsEventOf({ name: 'search', query: 'react', resultCount: 0 })).toEqual({
      name: 'supple_search',
      params: { query: 'react', result_count: 0 },
    });
  });

  it('CC-ANALYTICS-01 CC-ANALYTICS-02 COMMUNITY and BEST each fire their own events, no name shared', () => {
    const kinds = ['tab', 'click', 'more'] as const;
    const community: string[] = kinds.map((k) => BEST_MENU_EVENTS.COMMUNITY[k]);
    const best: string[] = kinds.map((k) => BEST_MENU_EVENTS.BEST[k]);
    expect(community.filter((n) => best.includes(n))).toEqual([]);
    expect(analyticsEventOf({ name: 'best_post_click', menuType: 'COMMUNITY', id: 3 })).toEqual({
      name: 'supple_community_best_click',
      params: { community_post_id: 3 },
    });
    expect(analyticsEventOf({ name: 'best_post_click', menuType: 'BEST', id: 3 })).toEqual({
      name: 'supple_news_best_click',
      params: { post_id: 3 },
    });
    expect(analyticsEventOf({ name: 'best_more_click', menuType: 'COMMUNITY' }).name).toBe(
      'supple_community_best_more',
    );
    expect(analyticsEventOf({ name: 'best_more_click', menuType: 'BEST' }).name).toBe('supple_news_best_more');
    for (const name of [...community, ...best]) expect(ANALYTICS_EVENT_NAMES as readonly string[]).toContain(name);
  });

  it('SH-ANALYTICS-06 SH-ADS-11 ad events: supple_ad_impression and supple_ad_click name the creative, inventory and group; ad_failed its message; the server accepts all three', () => {
    const ad = { creativeId: 7, inventoryId: 'post-modal-bottom', groupId: 'house' };
    expect(analyticsEventOf({ name: 'ad_impression', ...ad })).toEqual({
      name: 'supple_ad_impression',
      params: { creative_id: 7, inventory_id: 'post-modal-bottom', group_id: 'house' },
    });
    expect(analyticsEventOf({ name: 'ad_click', ...ad })).toEqual({
      name: 'supple_ad_click',
      params: { creative_id: 7, inventory_id: 'post-modal-bottom', group_id: 'house' },
    });
    expect(analyticsEventOf({ name: 'ad_failed', message: AD_FAILURE_MESSAGE.empty })).toEqual({
      name: AD_FAILED_EVENT,
      params: { message: AD_FAILURE_MESSAGE.empty },
    });
    // Through the queue, as the ad slot sends them: one batch the ingest contract takes whole.
    const { client, posts, sent } = setup();
    for (const event of [
      analyticsEventOf({ name: 'ad_impression', ...ad }),
      analyticsEventOf({ name: 'ad_click', ...ad }),
      analyticsEventOf({ name: 'ad_failed', message: AD_FAILURE_MESSAGE.empty }),
    ]) {
      client.track(event.name, event.params);
    }
    client.flush();
    expect(sent(posts).map((e) => e.name)).toEqual(['supple_ad_impression', 'supple_ad_click', AD_FAILED_EVENT]);
    expect(ingestEventsBodySchema.safeParse(JSON.parse(posts[0] ?? '')).success).toBe(true);
  });

  it('SH-ANALYTICS-08 the page location is cut at 100 characters', () => {
    const long = `http://localhost/search?query=${'a'.repeat(200)}`;
    expect(cutPageLocation(long)).toHaveLength(100);
    expect(cutPageLocation('http://localhost/')).toBe('http://localhost/');
    const { client, posts, sent } = setup({ location: () => long });
    client.track('supple_search', { query: 'a' });
    client.flush();
    expect(sent(posts)[0]?.page_location).toBe(long.slice(0, 100));
  });

  it('SH-ANALYTICS-09 the platform (ios or aos) comes from the app cookie and the user agent', () => {
    expect(analyticsPlatform({ [COOKIE.appOs]: 'ios' }, ANDROID)).toBe('ios');
    expect(analyticsPlatform({ [COOKIE.appOs]: 'aos' }, IPHONE)).toBe('aos');
    expect(analyticsPlatform({}, IPHONE)).toBe('ios');
    expect(analyticsPlatform({}, ANDROID)).toBe('aos');
    expect(analyticsPlatform({}, DESKTOP)).toBe('web');
    expect(analyticsPlatform({ [COOKIE.platform]: 'cashwalk' }, DESKTOP)).toBe('aos');
    expect(analyticsPlatform(`${COOKIE.appOs}=bogus`, DESKTOP)).toBe('web');
  });

  it('SH-ANALYTICS-10 analytics failures are ignored: a rejected POST, a throwing beacon and a throwing bridge', async () => {
    const { client } = setup({
      post: () => Promise.reject(new Error('offline')),
      beacon: () => {
        throw new Error('beacon refused');
      },
      bridge: () => {
        throw new Error('native crash');
      },
    });
    expect(() => client.track('supple_search', { query: 'x' })).not.toThrow();
    expect(() => client.flush()).not.toThrow();
    client.track('supple_search', { query: 'y' });
    expect(() => client.flushOnHide()).not.toThrow();
    const throwing = setup({
      post: () => {
        throw new Error('sync failure');
      },
    });
    throwing.client.track('supple_search', {});
    expect(() => throwing.client.flush()).not.toThrow();
    await vi.runAllTimersAsync();
  });

  it('batches: a full batch goes at once, a partial one after the interval, and a hidden page flushes by beacon', () => {
    const { client, posts, beacons, sent } = setup();
    for (let i = 0; i < ANALYTICS_CLIENT_BATCH_SIZE; i += 1) client.track('supple_search', { query: String(i) });
    expect(posts).toHaveLength(1);
    expect(sent(posts)).toHaveLength(ANALYTICS_CLIENT_BATCH_SIZE);
    client.track('supple_search', { query: 'late' });
    vi.advanceTimersByTime(ANALYTICS_CLIENT_FLUSH_MS - 1);
    expect(posts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(posts).toHaveLength(2);
    client.track('supple_search', { query: 'hidden' });
    client.flushOnHide();
    expect(sent(beacons).map((e) => e.params.query)).toEqual(['hidden']);
    expect(client.queued).toBe(0);
  });

  it('a batch the server sheds (503) or rate-limits (429) goes again after its Retry-After, at most ANALYTICS_CLIENT_RETRIES times', async () => {
    const answers: PostAnswer[] = [
      { status: 503, retryAfter: '5' },
      { status: 429, retryAfter: '7' },
      { status: 503, retryAfter: null },
    ];
    const posts: string[] = [];
    // The top of the jitter: the longest each wait can be.
    const { client } = setup({
      random: () => 0.999_999,
      post: async (_url, body) => {
        posts.push(body);
        return answers.shift() ?? { status: 202, retryAfter: null };
      },
    });
    client.track('supple_search', { query: 'shed' });
    client.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(posts).toHaveLength(1);
    // Not before Retry-After, and within its jitter after.
    await vi.advanceTimersByTimeAsync(5_000 - 1);
    expect(posts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5_000 * ANALYTICS_CLIENT_RETRY_JITTER + 1);
    expect(posts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(7_000 * (1 + ANALYTICS_CLIENT_RETRY_JITTER) + 1);
    expect(posts).toHaveLength(1 + ANALYTICS_CLIENT_RETRIES);
    // The same batch each time; the third refusal is the last word.
    expect(new Set(posts).size).toBe(1);
    await vi.advanceTimersByTimeAsync(ANALYTICS_CLIENT_RETRY_MAX_S * 2_000);
    expect(posts).toHaveLength(1 + ANALYTICS_CLIENT_RETRIES);
  });

  it('a refused batch (400) or one whose POST failed is not sent again; a huge Retry-After waits ANALYTICS_CLIENT_RETRY_MAX_S at most', async () => {
    const posts: string[] = [];
    const answers: Array<PostAnswer | Error> = [
      { status: 400, retryAfter: null },
      new Error('offline'),
      { status: 503, retryAfter: '86400' },
    ];
    const { client } = setup({
      random: () => 0,
      post: async (_url, body) => {
        posts.push(body);
        const answer = answers.shift() ?? { status: 202, retryAfter: null };
        if (answer instanceof Error) throw answer;
        return answer;
      },
    });
    for (const query of ['bad', 'offline', 'busy']) {
      client.track('supple_search', { query });
      client.flush();
    }
    await vi.advanceTimersByTimeAsync(ANALYTICS_CLIENT_RETRY_MAX_S * 1_000 - 1);
    expect(posts).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(posts).toHaveLength(4);
    expect(JSON.parse(posts[3]!).events[0].params.query).toBe('busy');
  });

  it('a shed batch waiting to go again leaves by its own beacon when the page hides, and not again after', async () => {
    const posts: string[] = [];
    const { client, beacons, sent } = setup({
      post: async (_url, body) => {
        posts.push(body);
        return { status: 503, retryAfter: '5' };
      },
    });
    client.track('supple_search', { query: 'shed' });
    client.flush();
    await vi.advanceTimersByTimeAsync(0);
    client.track('supple_search', { query: 'queued' });
    client.flushOnHide();
    expect(beacons).toHaveLength(2);
    expect(sent(beacons).map((e) => e.params.query)).toEqual(['shed', 'queued']);
    await vi.advanceTimersByTimeAsync(ANALYTICS_CLIENT_RETRY_MAX_S * 2_000);
    expect(posts).toHaveLength(1);
  });

  it('in app webviews every event also goes to the native bridge', () => {
    const bridged: [string, Record<string, unknown>][] = [];
    const { client } = setup({ bridge: (name, params) => void bridged.push([name, params]) });
    client.track('supple_news_best_tab', { filter: 'weekly' });
    expect(bridged).toEqual([
      ['supple_news_best_tab', { filter: 'weekly', supple_user_id: 'u-1', web_session_id: SESSION }],
    ]);
  });

  it('nothing is queued or sent under Do Not Track or Global Privacy Control', () => {
    expect(privacySignalOn({ doNotTrack: '1' })).toBe(true);
    expect(privacySignalOn({ globalPrivacyControl: true })).toBe(true);
    expect(privacySignalOn({ doNotTrack: null }, { doNotTrack: '1' })).toBe(true);
    expect(privacySignalOn({ doNotTrack: 'unspecified', globalPrivacyControl: false })).toBe(false);
    const { client, posts, beacons } = setup({ disabled: true });
    client.track('supple_search', {});
    client.pageView({ first_open: true, page_name: 'homescreen', id: '' });
    client.flush();
    client.flushOnHide();
    vi.advanceTimersByTime(ANALYTICS_CLIENT_FLUSH_MS * 2);
    expect(posts).toEqual([]);
    expect(beacons).toEqual([]);
  });
});
