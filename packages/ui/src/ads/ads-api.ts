import {
  AD_PATHS,
  fillPath,
  type AdImpression,
  type AdInventory,
  type AdList,
  type RequestAdsQuery,
} from '@growday/contracts/client';
import type { ApiClient } from '../api/client';

/** The ads calls (listAdInventories, requestAds, recordAdImpression), framework-free. */

export async function listAdInventories(api: ApiClient, signal?: AbortSignal): Promise<AdInventory[]> {
  const data = await api.request<{ items: AdInventory[] }>(AD_PATHS.adInventories, { signal });
  return data.items;
}

/** The power-link call (SH-ADS-06): requestId, channel, pageSize and keywordGroup (and our inventoryId). */
export function requestAds(api: ApiClient, query: RequestAdsQuery, signal?: AbortSignal): Promise<AdList> {
  return api.request<AdList>(AD_PATHS.adRequest, { query: { ...query }, signal });
}

export function recordAdImpression(api: ApiClient, creativeId: number, serveToken: string): Promise<AdImpression> {
  return api.request<AdImpression>(fillPath(AD_PATHS.adImpression, { creativeId }), {
    method: 'POST',
    body: { serveToken },
  });
}

/** An API path of an answer (the click redirect) as an address on the API host the client talks to. */
export function apiAddress(api: ApiClient, path: string): string {
  const base = api.baseUrl.endsWith('/') ? api.baseUrl.slice(0, -1) : api.baseUrl;
  return `${base}${path}`;
}

/** A fresh request id (16 random bytes, hex): getRandomValues works on plain http pages too. */
export function newAdRequestId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
