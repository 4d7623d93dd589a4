import { API_PATHS, SERVICE_CODE_HEADER, type PublisherTenant } from '@growday/contracts';
import { describe, expect, it } from 'vitest';
import { createApiClient, type FetchLike } from '../src/api/client';

interface Call {
  url: string;
  headers: Record<string, string>;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const tenant: PublisherTenant = { serviceCode: 'cashwalk', name: 'Cashwalk' };

/** A fetch whose publisher-auth answer is held until `release()`; every other path answers at once. */
function gatedFetch(publisherStatus = 200) {
  const calls: Call[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    if (url.startsWith(API_PATHS.publisherAuth)) {
      await held;
      return publisherStatus === 200 ? json(200, { data: tenant }) : json(publisherStatus, { error: {} });
    }
    // Answers that pass the contracts (the client checks them in tests): no user, an empty page.
    if (url.startsWith(API_PATHS.latestPosts)) {
      return json(200, { data: { edges: [], pageInfo: { endCursor: null, hasNextPage: false } } });
    }
    return json(200, { data: null });
  };
  return { fetch, calls, release };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('request scheduling middleware', () => {
  it('SH-API-03 SH-API-04 SH-AUTH-10 the first request waits for the tenant-info sync, which sends the bearer token and service-code', async () => {
    const { fetch, calls, release } = gatedFetch();
    const synced: PublisherTenant[] = [];
    const api = createApiClient({
      baseUrl: '',
      fetch,
      publisherAuth: {
        serviceAccessToken: 'svc-token',
        serviceCode: () => 'cashwalk',
        onSynced: (t) => synced.push(t),
      },
    });
    const first = api.getCurrentUser();
    await flush();
    // Only the sync is on the wire: the first request is held at the gate.
    expect(calls.map((c) => c.url)).toEqual([API_PATHS.publisherAuth]);
    expect(calls[0]?.headers.authorization).toBe('Bearer svc-token');
    expect(calls[0]?.headers[SERVICE_CODE_HEADER]).toBe('cashwalk');
    release();
    await expect(first).resolves.toBeNull();
    expect(calls.map((c) => c.url)).toEqual([API_PATHS.publisherAuth, API_PATHS.currentUser]);
    expect(synced).toEqual([tenant]);
  });

  it('SH-API-05 requests after the first go straight through: no second sync, fetch starts synchronously', async () => {
    const { fetch, calls, release } = gatedFetch();
    const api = createApiClient({
      baseUrl: '',
      fetch,
      publisherAuth: { serviceAccessToken: 't', serviceCode: () => 'x' },
    });
    release();
    await api.getCurrentUser();
    const before = calls.length;
    void api.getCurrentUser();
    // No await in between: a request with nothing to wait for reaches fetch in the same tick.
    expect(calls.length).toBe(before + 1);
    expect(calls.filter((c) => c.url === API_PATHS.publisherAuth)).toHaveLength(1);
  });

  it('SH-API-04 requests that start while the sync is in flight wait for the same sync', async () => {
    const { fetch, calls, release } = gatedFetch();
    const api = createApiClient({
      baseUrl: '',
      fetch,
      publisherAuth: { serviceAccessToken: 't', serviceCode: () => 'x' },
    });
    const a = api.getCurrentUser();
    const b = api.listLatestPosts();
    await flush();
    expect(calls.map((c) => c.url)).toEqual([API_PATHS.publisherAuth]);
    release();
    await Promise.all([a, b]);
    expect(calls.filter((c) => c.url === API_PATHS.publisherAuth)).toHaveLength(1);
    expect(calls).toHaveLength(3);
  });

  it('SH-API-04 a failed sync opens the gate anyway', async () => {
    const { fetch, calls, release } = gatedFetch(401);
    const synced: unknown[] = [];
    const api = createApiClient({
      baseUrl: '',
      fetch,
      publisherAuth: { serviceAccessToken: 't', serviceCode: () => 'x', onSynced: (t) => synced.push(t) },
    });
    const first = api.getCurrentUser();
    release();
    await expect(first).resolves.toBeNull();
    expect(synced).toEqual([]);
    expect(calls.map((c) => c.url)).toEqual([API_PATHS.publisherAuth, API_PATHS.currentUser]);
  });

  it('without a tenant cookie, or without publisher auth, nothing is synced', async () => {
    const noTenant = gatedFetch();
    const api = createApiClient({
      baseUrl: '',
      fetch: noTenant.fetch,
      publisherAuth: { serviceAccessToken: 't', serviceCode: () => undefined },
    });
    await api.getCurrentUser();
    expect(noTenant.calls.map((c) => c.url)).toEqual([API_PATHS.currentUser]);

    const plain = gatedFetch();
    await createApiClient({ baseUrl: '', fetch: plain.fetch }).getCurrentUser();
    expect(plain.calls.map((c) => c.url)).toEqual([API_PATHS.currentUser]);
  });
});
