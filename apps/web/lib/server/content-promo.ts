import { randomInt } from 'node:crypto';
import { PROMO_ROOM_DEFAULT_URLS, PROMO_ROOM_KEYS, type PromoRoomKey } from '@growday/contracts';

/** The environment variable of each promo room (docs/decisions.md, External addresses). */
export const PROMO_URL_ENV: Record<PromoRoomKey, string> = {
  hotDeal: 'PROMO_URL_HOT_DEAL',
  realEstate: 'PROMO_URL_REAL_ESTATE',
  stock: 'PROMO_URL_STOCK',
};

/**
 * SH-PAGE-04: each page's props carry a random index from 0, 1, 2, the promo banner shown first,
 * so the three rooms lead equally often. Chosen per request on the server (pages render per
 * request), so the server's HTML and the hydrated page agree.
 */
export function promoLeadIndex(): number {
  return randomInt(PROMO_ROOM_KEYS.length);
}

/**
 * The promo rooms' addresses: env PROMO_URL_* read at run time on the server, else the defaults.
 * Reads nothing but the environment, so a component shared with the client may call it; in the
 * browser the variables are absent and the defaults (or a PromoUrlsProvider's values) apply.
 */
export function promoRoomUrls(env: Record<string, string | undefined> = process.env): Record<PromoRoomKey, string> {
  const urls = { ...PROMO_ROOM_DEFAULT_URLS };
  for (const key of PROMO_ROOM_KEYS) {
    const value = env[PROMO_URL_ENV[key]]?.trim();
    if (value) urls[key] = value;
  }
  return urls;
}
