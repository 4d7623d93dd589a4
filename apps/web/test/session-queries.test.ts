import { API_PATHS, type CurrentUser, type FollowedTags, type TagGroup } from '@growday/contracts';
import { createApiClient, createQueryClient, myFeedKeys, tagGroupKeys, userKeys, type FetchLike } from '@growday/ui';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../../../packages/ui/test/helpers/user-fixtures';
import { connectSessionQueries } from '../components/session-queries';
import { createShellSession, loginStateChanged, refreshUser } from '../components/shell-session';

const user = userFixture({ unreadBookmarkCount: 1, bookmarkCount: 3, historyCount: 5 });
const other: CurrentUser = { ...user, id: 7, username: 'someone_else' };
const tagsOf = (...names: string[]): FollowedTags => ({
  edges: names.map((name, i) => ({ node: { id: i + 1, name, iconKey: null, curated: false, shortName: name } })),
});
const groups = [{ id: 1, name: '주요 뉴스', tags: [] }] as unknown as TagGroup[];

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** A fake API answering the current user and the followed tags with what the test sets; counts the calls. */
function fakeApi() {
  const answers = { user: null as CurrentUser | null, tags: tagsOf() };
  const calls: string[] = [];
  const fetch: FetchLike = async (url) => {
    const path = new URL(url, 'http://web.test').pathname;
    calls.push(path);
    if (path === API_PATHS.currentUser) return json({ data: answers.user });
    if (path === API_PATHS.followedTags) return json({ data: { data: answers.tags } });
    return new Response('{}', { status: 404 });
  };
  return { api: createApiClient({ baseUrl: '', fetch }), answers, calls };
}

describe('the shell session and the query cache (issue 13, Bundle budgets)', () => {
  it('seeds the cache with the server render’s user, followed tags and tag groups, asking the API nothing', () => {
    const fake = fakeApi();
    const session = createShellSession(fake.api, { user, followedTags: tagsOf('react'), tagGroups: groups });
    const client = createQueryClient();
    connectSessionQueries(session, client, true);
    expect(client.getQueryData(userKeys.current())).toBe(user);
    expect(client.getQueryData(myFeedKeys.followedTagsOf(user.id))).toEqual(tagsOf('react'));
    expect(client.getQueryData(tagGroupKeys.all)).toBe(groups);
    expect(fake.calls).toEqual([]);
  });

  it('SH-HDR-21 a user the cache learns (a bookmark, a notification read) reaches the layout’s store', async () => {
    const fake = fakeApi();
    const session = createShellSession(fake.api, { user, followedTags: null, tagGroups: [] });
    const client = createQueryClient();
    connectSessionQueries(session, client, true);
    const updated = { ...user, unreadBookmarkCount: 2, unreadNotificationCount: 4 };
    client.setQueryData(userKeys.current(), updated);
    expect(session.user.get()).toEqual(updated);

    // An invalidation (a bookmark toggle) refetches at once: the user is always observed.
    fake.answers.user = { ...user, unreadBookmarkCount: 0 };
    await client.invalidateQueries({ queryKey: userKeys.current() });
    expect(session.user.get()).toEqual(fake.answers.user);
  });

  it('SH-MYFEED-13 a changed viewer or a My Feed save refreshes the followed tags the side menu reads', async () => {
    const fake = fakeApi();
    const session = createShellSession(fake.api, { user, followedTags: tagsOf('react'), tagGroups: [] });
    const client = createQueryClient();
    session.queries = connectSessionQueries(session, client, true);

    fake.answers.user = other;
    fake.answers.tags = tagsOf('design');
    await loginStateChanged(session);
    await expect.poll(() => session.followedTags.get()).toEqual({ viewerId: other.id, tags: tagsOf('design') });
    expect(session.user.get()).toEqual(other);

    fake.answers.tags = tagsOf('design', 'ai');
    await client.invalidateQueries({ queryKey: myFeedKeys.followedTags() });
    expect(session.followedTags.get()).toEqual({ viewerId: other.id, tags: tagsOf('design', 'ai') });
  });

  it('SH-AUTH-07 without a query cache a sign-in asks the API for the user and their followed tags itself', async () => {
    const fake = fakeApi();
    const session = createShellSession(fake.api, { user: null, followedTags: null, tagGroups: [] });
    fake.answers.user = user;
    fake.answers.tags = tagsOf('react');
    await loginStateChanged(session);
    expect(session.user.get()).toEqual(user);
    expect(session.followedTags.get()).toEqual({ viewerId: user.id, tags: tagsOf('react') });

    fake.answers.user = null;
    expect(await refreshUser(session)).toBeNull();
    expect(session.user.get()).toBeNull();
    expect(fake.calls).toEqual([API_PATHS.currentUser, API_PATHS.followedTags, API_PATHS.currentUser]);
  });
});
