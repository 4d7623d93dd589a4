import { API_PATHS } from '@growday/contracts';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { deriveAuthState, INITIAL_AUTH_STATE, notifyLoginStateChange } from '../src/account/auth-state';
import { createApiClient, type FetchLike } from '../src/api/client';
import { userFixture } from './helpers/user-fixtures';
import { currentUserOptions } from '../src/queries/users';
import { createQueryClient } from '../src/queries/query-client';

const user = userFixture({ unreadBookmarkCount: 1, bookmarkCount: 3, historyCount: 5 });

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fake API whose current-user answer the test changes; counts the user calls. */
function fakeUsersApi(initial: () => Response | Promise<Response>) {
  let respond = initial;
  const calls: string[] = [];
  const fetch: FetchLike = async (url) => {
    calls.push(url);
    return respond();
  };
  return {
    api: createApiClient({ baseUrl: '', fetch }),
    calls,
    answer: (next: () => Response | Promise<Response>) => {
      respond = next;
    },
  };
}

async function stateAfterFetch(respond: () => Response | Promise<Response>) {
  const { api } = fakeUsersApi(respond);
  const client = new QueryClient();
  const data = await client.fetchQuery(currentUserOptions(api));
  return deriveAuthState({ status: 'success', data });
}

describe('auth state', () => {
  it('SH-AUTH-02 starts as loading and not logged in', () => {
    expect(INITIAL_AUTH_STATE).toEqual({ isLoading: true, isLoggedIn: false, user: null });
    expect(deriveAuthState({ status: 'pending' })).toEqual(INITIAL_AUTH_STATE);
  });

  it('SH-AUTH-03 after the check it is logged in with profile data, or not logged in', async () => {
    expect(await stateAfterFetch(() => json(200, { data: user }))).toEqual({
      isLoading: false,
      isLoggedIn: true,
      user,
    });
    expect(await stateAfterFetch(() => json(200, { data: null }))).toEqual({
      isLoading: false,
      isLoggedIn: false,
      user: null,
    });
  });

  it('SH-AUTH-04 logged in only when the current-user call returns an id', async () => {
    const { id: _id, ...withoutId } = user;
    expect((await stateAfterFetch(() => json(200, { data: withoutId }))).isLoggedIn).toBe(false);
    expect((await stateAfterFetch(() => json(200, { data: { ...user, id: '42' } }))).isLoggedIn).toBe(false);
    expect((await stateAfterFetch(() => json(200, {}))).isLoggedIn).toBe(false);
    expect(deriveAuthState({ status: 'success', data: { ...user, id: 0 } }).isLoggedIn).toBe(true);
  });

  it('SH-AUTH-06 any failure of the check gives not logged in, with no error', async () => {
    for (const respond of [
      () => json(500, { error: { status: 500, code: 'INTERNAL', message: 'x' } }),
      () => json(401, { error: { status: 401, code: 'UNAUTHORIZED', message: 'x' } }),
      () => Promise.reject(new TypeError('network down')),
      () => new Response('<html>', { status: 200 }),
    ]) {
      expect(await stateAfterFetch(respond)).toEqual({ isLoading: false, isLoggedIn: false, user: null });
    }
    expect(deriveAuthState({ status: 'error', data: undefined })).toEqual({
      isLoading: false,
      isLoggedIn: false,
      user: null,
    });
  });

  it('SH-AUTH-07 on a login state change the user is requested again', async () => {
    const fake = fakeUsersApi(() => json(200, { data: null }));
    const client = createQueryClient();
    const observer = new QueryObserver(client, currentUserOptions(fake.api));
    const states: boolean[] = [];
    const unsubscribe = observer.subscribe((result) => {
      if (result.status === 'success') states.push(deriveAuthState(result).isLoggedIn);
    });
    await expect.poll(() => states).toEqual([false]);
    expect(fake.calls).toEqual([API_PATHS.currentUser]);

    // A sign-in happened (dev sign-in, a session handed over): the shell says so.
    fake.answer(() => json(200, { data: user }));
    await notifyLoginStateChange(client);
    expect(fake.calls).toEqual([API_PATHS.currentUser, API_PATHS.currentUser]);
    expect(deriveAuthState(observer.getCurrentResult())).toEqual({ isLoading: false, isLoggedIn: true, user });
    unsubscribe();
  });
});
