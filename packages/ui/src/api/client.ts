import {
  API_PATHS,
  ERROR_CODE,
  FEED_PAGE_SIZE_DEFAULT,
  REQUEST_TIMEOUT_MS,
  apiPath,
  type Connection,
  type CurrentUser,
  type Post,
} from '@growday/contracts';
import { ApiError } from './api-error';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** The API host; '' means the page's own origin (the web server proxies /api). */
  baseUrl: string;
  fetch?: FetchLike;
  /** Extra headers on every request (the web server forwards the visitor's cookie this way). */
  headers?: Record<string, string> | (() => Record<string, string>);
  /** Spec value REQUEST_TIMEOUT_MS; change only in tests. */
  timeoutMs?: number;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  /** Caller's cancellation (TanStack Query passes one). */
  signal?: AbortSignal | undefined;
}

export interface ListLatestPostsParams {
  first?: number;
  after?: string | null | undefined;
  signal?: AbortSignal | undefined;
}

export interface ApiClient {
  readonly baseUrl: string;
  /** Low-level call: returns the `data` member of the `{ data }` body. */
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  listLatestPosts(params?: ListLatestPostsParams): Promise<Connection<Post>>;
  /** One post, read as edges[0].node. */
  getPost(postId: number | string, options?: { signal?: AbortSignal | undefined }): Promise<Post>;
  /** The signed-in user, or null for a visitor. */
  getCurrentUser(options?: { signal?: AbortSignal | undefined }): Promise<CurrentUser | null>;
  devLogin(username: string): Promise<void>;
  logout(): Promise<void>;
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

/** A signal that aborts on the caller's signal or after `ms`, and the function that stops the timer. */
function timeoutSignal(ms: number, outer: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`Request timed out after ${ms} ms`, 'TimeoutError'));
  }, ms);
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer) {
    if (outer.aborted) onOuterAbort();
    else outer.addEventListener('abort', onOuterAbort, { once: true });
  }
  return {
    signal: controller.signal,
    isTimedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>(path: string, req: RequestOptions = {}): Promise<T> {
    const extra = typeof options.headers === 'function' ? options.headers() : (options.headers ?? {});
    const headers: Record<string, string> = { accept: 'application/json', ...extra };
    const hasBody = req.body !== undefined;
    // FormData (the profile form) sets its own multipart boundary.
    const isForm = typeof FormData !== 'undefined' && req.body instanceof FormData;
    if (hasBody && !isForm) headers['content-type'] = 'application/json';

    const timer = timeoutSignal(timeoutMs, req.signal);
    let response: Response;
    let body: unknown;
    try {
      response = await doFetch(buildUrl(baseUrl, path, req.query), {
        method: req.method ?? 'GET',
        credentials: 'include',
        headers,
        body: isForm ? (req.body as FormData) : hasBody ? JSON.stringify(req.body) : undefined,
        signal: timer.signal,
      });
      body = await readJson(response);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const timedOut = timer.isTimedOut();
      throw new ApiError({
        kind: timedOut ? 'timeout' : 'network',
        status: 0,
        code: ERROR_CODE.unavailable,
        message: timedOut ? `Request timed out after ${timeoutMs} ms` : 'Network request failed',
        cause: error,
      });
    } finally {
      timer.dispose();
    }

    if (!response.ok) throw ApiError.fromResponse(response.status, body);
    return (body as { data?: T } | undefined)?.data as T;
  }

  return {
    baseUrl,
    request,
    listLatestPosts({ first = FEED_PAGE_SIZE_DEFAULT, after, signal } = {}) {
      return request<Connection<Post>>(API_PATHS.latestPosts, { query: { first, after }, signal });
    },
    async getPost(postId, { signal } = {}) {
      const connection = await request<Connection<Post>>(apiPath('postById', { postId }), { signal });
      const node = connection?.edges?.[0]?.node;
      if (!node) {
        throw new ApiError({ kind: 'http', status: 404, code: ERROR_CODE.notFound, message: 'Post not found' });
      }
      return node;
    },
    async getCurrentUser({ signal } = {}) {
      const user = await request<CurrentUser | null>(API_PATHS.currentUser, { signal });
      // Signed in only when the call returns an id (shell spec §4).
      return user && typeof user.id === 'number' ? user : null;
    },
    async devLogin(username) {
      await request<unknown>(API_PATHS.devLogin, { method: 'POST', body: { username } });
    },
    async logout() {
      await request<unknown>(API_PATHS.logout, { method: 'POST', body: {} });
    },
  };
}
