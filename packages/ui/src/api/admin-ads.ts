import {
  ADMIN_AD_PATHS,
  fillPath,
  type AdInventory,
  type AdInventoryBody,
  type AdminAdCreative,
  type AdminAdCreativeBody,
} from '@growday/contracts/client';
import type { ApiClient } from './client';

/** Ad inventories on the operator's desk (admin role; changes audited by the API). */

export async function listAdminAdInventories(api: ApiClient): Promise<AdInventory[]> {
  return (await api.request<{ items: AdInventory[] }>(ADMIN_AD_PATHS.adminAdInventories)).items;
}

/** Add or replace; a malformed definition answers 400 naming the field (ApiError.field). */
export function putAdminAdInventory(api: ApiClient, inventoryId: string, body: AdInventoryBody): Promise<AdInventory> {
  return api.request<AdInventory>(fillPath(ADMIN_AD_PATHS.adminAdInventory, { inventoryId }), { method: 'PUT', body });
}

export function removeAdminAdInventory(api: ApiClient, inventoryId: string): Promise<{ removed: true }> {
  return api.request<{ removed: true }>(fillPath(ADMIN_AD_PATHS.adminAdInventory, { inventoryId }), {
    method: 'DELETE',
  });
}

/** House-ad creatives: listed with their counts, added, replaced and stopped (audited by the API). */

export async function listAdminAdCreatives(api: ApiClient): Promise<AdminAdCreative[]> {
  return (await api.request<{ items: AdminAdCreative[] }>(ADMIN_AD_PATHS.adminAdCreatives)).items;
}

/** A malformed creative answers 400 naming the field (ApiError.field). */
export function addAdminAdCreative(api: ApiClient, body: AdminAdCreativeBody): Promise<AdminAdCreative> {
  return api.request<AdminAdCreative>(ADMIN_AD_PATHS.adminAdCreatives, { method: 'POST', body });
}

export function updateAdminAdCreative(
  api: ApiClient,
  creativeId: number,
  body: AdminAdCreativeBody,
): Promise<AdminAdCreative> {
  return api.request<AdminAdCreative>(fillPath(ADMIN_AD_PATHS.adminAdCreative, { creativeId }), {
    method: 'PUT',
    body,
  });
}

/** Stop serving now; the creative and its counts stay. */
export function endAdminAdCreative(api: ApiClient, creativeId: number): Promise<AdminAdCreative> {
  return api.request<AdminAdCreative>(fillPath(ADMIN_AD_PATHS.adminAdCreativeEnd, { creativeId }), { method: 'POST' });
}
