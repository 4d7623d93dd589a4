import { postIdSchema, type Tag } from '@growday/contracts';
import { listTags } from '@growday/ui';
import { cache } from 'react';
import { getServerApiClient } from './api-client';

/** Canonical ids only: "12", not "012", "1e3" or "12.0"; null for anything else. */
export function parseCanonicalId(id: string): number | null {
  if (!/^[1-9][0-9]*$/.test(id)) return null;
  const parsed = postIdSchema.safeParse(id);
  return parsed.success ? parsed.data : null;
}

/** The feed tag list (100 tags, CC-CONST-03); empty when the API fails, the list still renders. */
export const getFeedTags = cache(async (): Promise<Tag[]> => {
  try {
    return await listTags(await getServerApiClient());
  } catch (error) {
    console.error('[web] feed tag list failed:', error);
    return [];
  }
});

/** The promo rooms' addresses (env PROMO_URL_*, else the defaults). */
export { promoLeadIndex, promoRoomUrls } from './content-promo';
