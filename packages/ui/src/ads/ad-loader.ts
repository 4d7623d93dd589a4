import {
  AD_FAILURE_MESSAGE,
  COOKIE,
  type AdChannel,
  type AdInventory,
  type AdScreen,
  type ServedAd,
} from '@growday/contracts/client';
import type { ApiClient } from '../api/client';
import { readCookie } from '../platform/cookies';
import { listAdInventories, newAdRequestId, requestAds } from './ads-api';
import { pickMediationGroup, type RandomSource } from './mediation';

/** One served ad with where it came from. */
export interface LoadedAd {
  ad: ServedAd;
  inventoryId: string;
  groupId: string;
  requestId: string;
}

export interface LoadAdOptions {
  api: ApiClient;
  inventory: AdInventory;
  random?: RandomSource | undefined;
  /** The debug cookie's group id (SH-ADS-08); read from document.cookie when left out. */
  forcedGroupId?: string | null | undefined;
  requestId?: string | undefined;
  /** Told of a failure (an empty list): the ad_failed event (SH-ADS-11). */
  onFailed?: ((message: string) => void) | undefined;
  signal?: AbortSignal | undefined;
}

/** The group the debug cookie forces in this browser, if any. */
export function debugAdGroup(): string | null {
  if (typeof document === 'undefined') return null;
  return readCookie(document.cookie, COOKIE.adDebugGroup) ?? null;
}

/**
 * Pick a mediation group and load its first item. An empty list is a failure, reported through
 * onFailed (SH-ADS-09, SH-ADS-11); a request that fails (network, 4xx, 5xx) is ignored: no ad, no
 * report (SH-ADS-10). Resolves to null whenever there is no ad to show; never rejects.
 */
export async function loadAd(options: LoadAdOptions): Promise<LoadedAd | null> {
  const { api, inventory, onFailed } = options;
  const forced = options.forcedGroupId === undefined ? debugAdGroup() : options.forcedGroupId;
  const group = pickMediationGroup(inventory.mediationGroups, options.random, forced);
  if (!group) {
    onFailed?.(AD_FAILURE_MESSAGE.noInventory);
    return null;
  }
  const item = group.firstItem;
  const requestId = options.requestId ?? newAdRequestId();
  let ads: ServedAd[];
  try {
    ({ ads } = await requestAds(
      api,
      {
        requestId,
        // The house supplier's unit id is its channel (the inventory schema checks it).
        channel: item.supplierUnitId as AdChannel,
        pageSize: item.pageSize,
        keywordGroup: item.keywordGroup,
        inventoryId: inventory.inventoryId,
      },
      options.signal,
    ));
  } catch {
    return null;
  }
  const [ad] = ads;
  if (!ad) {
    onFailed?.(AD_FAILURE_MESSAGE.empty);
    return null;
  }
  return { ad, inventoryId: inventory.inventoryId, groupId: group.id, requestId };
}

const inventoriesByClient = new WeakMap<ApiClient, Promise<AdInventory[]>>();

/** The inventories, asked once per page load and client (a failure is forgotten, so the next asks again). */
export function cachedAdInventories(api: ApiClient): Promise<AdInventory[]> {
  let pending = inventoriesByClient.get(api);
  if (!pending) {
    pending = listAdInventories(api);
    inventoriesByClient.set(api, pending);
    pending.catch(() => inventoriesByClient.delete(api));
  }
  return pending;
}

/** The inventory of a screen (the first by id when operators defined several). */
export async function inventoryFor(api: ApiClient, screen: AdScreen): Promise<AdInventory | null> {
  try {
    return (await cachedAdInventories(api)).find((inventory) => inventory.screen === screen) ?? null;
  } catch {
    return null;
  }
}

/** Preloaded ads by inventory id, waiting for the slot that shows them (taken once). */
const preloaded = new Map<string, Promise<LoadedAd | null>>();

/** Start loading the ad of every inventory of a screen; the promises settle when each is done. */
export function startPreload(
  api: ApiClient,
  screen: AdScreen,
  onFailed?: (message: string) => void,
): Promise<unknown>[] {
  const all = cachedAdInventories(api).then((inventories) =>
    Promise.all(
      inventories
        .filter((inventory) => inventory.screen === screen)
        .map((inventory) => {
          const pending = loadAd({ api, inventory, onFailed });
          preloaded.set(inventory.inventoryId, pending);
          return pending;
        }),
    ),
  );
  return [all];
}

/** The preloaded ad of an inventory, once; null when none was preloaded. */
export function takePreloadedAd(inventoryId: string): Promise<LoadedAd | null> | null {
  const pending = preloaded.get(inventoryId) ?? null;
  preloaded.delete(inventoryId);
  return pending;
}
