import {
  API_PATHS,
  apiPath,
  type CommunityPost,
  type CommunityPostBody,
  type CommunityPostSummary,
  type Connection,
} from '@growday/contracts';
import { dataOf, type Res } from './comment-calls';
import type { TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The community API as the website calls it (Origin on state changes, the session cookie). */
export function communityCalls(t: TestApp) {
  function call(method: Method, url: string, cookie?: string, payload?: object, headers: Record<string, string> = {}) {
    return t.app.inject({
      method,
      url,
      headers: {
        ...(method === 'GET' ? {} : { origin: t.config.webOrigin }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      ...(payload ? { payload } : {}),
    });
  }
  return {
    call,
    categories: () => call('GET', API_PATHS.communityCategories),
    list: (query: Record<string, string | number> = {}, cookie?: string) =>
      call(
        'GET',
        `${API_PATHS.communityPosts}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`,
        cookie,
      ),
    mine: (cookie?: string) => call('GET', `${API_PATHS.myCommunityPosts}?first=50`, cookie),
    get: (id: number, cookie?: string) => call('GET', apiPath('communityPost', { id }), cookie),
    create: (cookie: string | undefined, body: Partial<CommunityPostBody> | Record<string, unknown>) =>
      call('POST', API_PATHS.communityPosts, cookie, body),
    update: (cookie: string | undefined, id: number, body: Partial<CommunityPostBody> | Record<string, unknown>) =>
      call('PUT', apiPath('communityPost', { id }), cookie, body),
    remove: (cookie: string | undefined, id: number) => call('DELETE', apiPath('communityPost', { id }), cookie),
    vote: (cookie: string | undefined, id: number, vote: unknown) =>
      call('PUT', apiPath('communityPostVote', { id }), cookie, { vote }),
    report: (cookie: string | undefined, id: number, body: object) =>
      call('POST', apiPath('communityPostReport', { id }), cookie, body),
    view: (id: number, cookie?: string) => call('POST', apiPath('communityPostView', { id }), cookie),
    preview: (cookie: string | undefined, body: string) => call('POST', API_PATHS.communityPreview, cookie, { body }),
  };
}

export const postOf = (res: Res) => dataOf<CommunityPost>(res);
export const pageOf = (res: Res) => dataOf<Connection<CommunityPostSummary>>(res);
