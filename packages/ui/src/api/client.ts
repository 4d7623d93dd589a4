import {
  ERROR_CODE,
  FEED_PAGE_SIZE_DEFAULT,
  REQUEST_TIMEOUT_MS,
  SERVICE_CODE_HEADER,
  AUTH_PATHS,
  POST_PATHS,
  USER_PATHS,
  fillPath,
  type Connection,
  type CurrentUser,
  type Post,
  type PublisherTenant,
} from '@growday/contracts/client';
import { ApiError } from './api-error';
import { checkAnswer, type AnswerSchemaOf } from './check-answer';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** The API host; '' means the page's own origin (the web server proxies /api). */
  baseUrl: string;
  fetch?: FetchLike;
  /** Extra headers on every request (the web server forwards the visitor's cookie this way). */
  headers?: Record<string, string> | (() => Record<string, string>);
  /** Spec value REQUEST_TIMEOUT_MS; change only in tests. */
  timeoutMs?: number;
  /** The tenant-info sync the first request waits for (SH-API-04); absent means no sync. */
  publisherAuth?: PublisherAuthOptions;
}

/** Publisher auth (SH-AUTH-10): who we are (service access token) and for which tenant. */
export interface PublisherAuthOptions {
  /** Public token that identifies this client to the API (not a person's credential). */
  serviceAccessToken: string;
  /** The tenant's service code (the tenant cookie); undefined means no tenant, so nothing to sync. */
  serviceCode: () => string | undefined;
  /** Told the tenant once the sync succeeded. */
  onSynced?: (tenant: PublisherTenant) => void;
}

export interface RequestOptions<T = unknown> {
  /**
   * The answer's contract: `data` is checked against it in development and tests (a drift fails
   * there, loudly) and trusted in production, whose bundles carry no zod (check-answer.ts).
   */
  answer?: AnswerSchemaOf<T>;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  /** Caller's cancellation (TanStack Query passes one). */
  signal?: AbortSignal | undefined;
  /** Headers of this request only. */
  headers?: Record<string, string>;
}

export interface ListLatestPostsParams {
  first?: number;
  after?: string | null | undefined;
  signal?: AbortSignal | undefined;
}

export interface ApiClient {
  readonly baseUrl: string;
  /** Low-level call: returns the `data` member of the `{ data }` body. */
  request<T>(path: string, options?: RequestOptions<T>): Promise<T>;
  listLatestPosts(params?: ListLatestPostsParams): Promise<Connection<Post>>;
  /** One post, read as edges[0].node. */
  getPost(postId: number | string, options?: { signal?: AbortSignal | undefined }): Promise<Post>;
  /** The signed-in user, or null for a visitor. */
  getCurrentUser(options?: { signal?: AbortSignal | undefined }): Promise<CurrentUser | null>;
  devLogin(username: string): Promise<void>;
  logout(): Promise<void>;
  /** GET /api/v2/auth/publisher for the tenant cookie's service code; null without a tenant or on failure. */
  syncTenantInfo(): Promise<PublisherTenant | null>;
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

/**
 * The request scheduling middleware (SH-API-03): the first request other than the publisher-auth
 * call opens a gate that waits for the tenant-info sync (SH-API-04); requests that start while the
 * gate is pending wait for the same sync, and once it settled (success or failure alike) every
 * request goes straight through without awaiting anything (SH-API-05).
 */
function createRequestScheduler(sync: (() => Promise<unknown>) | null) {
  let open = sync === null;
  let gate: Promise<void> | null = null;
  return {
    /** Null when the request may go now; else the gate to await. */
    gateFor(path: string): Promise<void> | null {
      if (open || path === AUTH_PATHS.publisherAuth) return null;
      gate ??= (sync as () => Promise<unknown>)().then(
        () => {
          open = true;
        },
        () => {
          open = true;
        },
      );
      return gate;
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
  const publisherAuth = options.publisherAuth;

  async function syncTenantInfo(): Promise<PublisherTenant | null> {
    const serviceCode = publisherAuth?.serviceCode();
    if (!publisherAuth || !serviceCode) return null;
    try {
      const tenant = await request<PublisherTenant>(AUTH_PATHS.publisherAuth, {
        headers: { authorization: `Bearer ${publisherAuth.serviceAccessToken}`, [SERVICE_CODE_HEADER]: serviceCode },
      });
      publisherAuth.onSynced?.(tenant);
      return tenant;
    } catch {
      // An unknown tenant or a refused token must not keep the page from loading.
      return null;
    }
  }

  const scheduler = createRequestScheduler(publisherAuth ? syncTenantInfo : null);

  async function request<T>(path: string, req: RequestOptions<T> = {}): Promise<T> {
    const gate = scheduler.gateFor(path);
    if (gate) await gate;
    const extra = typeof options.headers === 'function' ? options.headers() : (options.headers ?? {});
    const headers: Record<string, string> = { accept: 'application/json', ...extra, ...req.headers };
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
    const data = (body as { data?: unknown } | undefined)?.data;
    return req.answer ? checkAnswer(data, req.answer) : (data as T);
  }

  return {
    baseUrl,
    request,
    listLatestPosts({ first = FEED_PAGE_SIZE_DEFAULT, after, signal } = {}) {
      return request<Connection<Post>>(POST_PATHS.latestPosts, {
        query: { first, after },
        signal,
        answer: (c) => c.connectionSchema(c.postSchema),
      });
    },
    async getPost(postId, { signal } = {}) {
      const connection = await request<Connection<Post>>(fillPath(POST_PATHS.postById, { postId }), {
        signal,
        answer: (c) => c.connectionSchema(c.postSchema),
      });
      const node = connection?.edges?.[0]?.node;
      if (!node) {
        throw new ApiError({ kind: 'http', status: 404, code: ERROR_CODE.notFound, message: 'Post not found' });
      }
      return node;
    },
    async getCurrentUser({ signal } = {}) {
      // Unchecked: a visitor's answer and a signed-in one differ in shape; only `id` decides (CC-DATA-10).
      const user = await request<CurrentUser | null>(USER_PATHS.currentUser, { signal });
      // Signed in only when the call returns an id (shell spec §4).
      return user && typeof user.id === 'number' ? user : null;
    },
    async devLogin(username) {
      await request<unknown>(AUTH_PATHS.devLogin, { method: 'POST', body: { username } });
    },
    async logout() {
      await request<unknown>(AUTH_PATHS.logout, { method: 'POST', body: {} });
    },
    syncTenantInfo,
  };
}
