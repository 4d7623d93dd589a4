import { API_PATHS, apiPath, type AdInventory, type AdInventoryBody } from '@growday/contracts/client';
import type { ApiClient } from './client';

/** Ad inventories on the operator's desk (admin role; changes audited by the API). */

export async function listAdminAdInventories(api: ApiClient): Promise<AdInventory[]> {
  return (await api.request<{ items: AdInventory[] }>(API_PATHS.adminAdInventories)).items;
}

/** Add or replace; a malformed definition answers 400 naming the field (ApiError.field). */
export function putAdminAdInventory(api: ApiClient, inventoryId: string, body: AdInventoryBody): Promise<AdInventory> {
  return api.request<AdInventory>(apiPath('adminAdInventory', { inventoryId }), { method: 'PUT', body });
}

export function removeAdminAdInventory(api: ApiClient, inventoryId: string): Promise<{ removed: true }> {
  return api.request<{ removed: true }>(apiPath('adminAdInventory', { inventoryId }), { method: 'DELETE' });
}
