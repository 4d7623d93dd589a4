import * as COPY from '@growday/contracts/copy';
import { PROMO_ROOM_DEFAULT_URLS, PROMO_ROOM_KEYS, type PromoRoomKey } from '@growday/contracts/client';

export type PromoRoomUrls = Record<PromoRoomKey, string>;

const PROMO_TEXT: Record<PromoRoomKey, { title: string; desc: string }> = {
  hotDeal: { title: COPY.promo.hotDeal, desc: COPY.promo.hotDealDesc },
  realEstate: { title: COPY.promo.realEstate, desc: COPY.promo.realEstateDesc },
  stock: { title: COPY.promo.stock, desc: COPY.promo.stockDesc },
};

export interface PromoBannersProps {
  /** The rooms' addresses as the host configured them (blank or missing ones: PROMO_ROOM_DEFAULT_URLS). */
  urls?: Partial<PromoRoomUrls> | undefined;
  /**
   * The banner shown first (SH-PAGE-04): a random index from 0, 1, 2 chosen by the server for each
   * page, so every room leads as often; the others follow in their usual order, wrapping around.
   */
  lead?: number | undefined;
}

/** The rooms in display order, starting at `lead` (any integer; taken modulo the room count). */
export function promoRoomOrder(lead = 0): PromoRoomKey[] {
  const n = PROMO_ROOM_KEYS.length;
  const start = ((Math.trunc(lead) % n) + n) % n;
  return [...PROMO_ROOM_KEYS.slice(start), ...PROMO_ROOM_KEYS.slice(0, start)];
}

/** Resolve configured room addresses over the defaults; blank values fall back too. */
export function resolvePromoUrls(urls: Partial<Record<PromoRoomKey, string | undefined>> = {}): PromoRoomUrls {
  const resolved = { ...PROMO_ROOM_DEFAULT_URLS };
  for (const key of PROMO_ROOM_KEYS) {
    const value = urls[key]?.trim();
    if (value) resolved[key] = value;
  }
  return resolved;
}

/**
 * The three banners to the messaging-channel rooms (hot deals, real-estate tips, stock tips).
 * External addresses: plain anchors opening a new tab without giving it this window.
 */
export function PromoBanners({ urls, lead }: PromoBannersProps) {
  const resolved = resolvePromoUrls(urls);
  return (
    <section className="gd-promo" aria-labelledby="gd-promo-title">
      <h2 className="gd-promo__title" id="gd-promo-title">
        {COPY.promo.title}
      </h2>
      <ul className="gd-promo__list">
        {promoRoomOrder(lead).map((key) => (
          <li key={key}>
            <a
              className="gd-promo__banner"
              data-room={key}
              href={resolved[key]}
              target="_blank"
              rel="noopener noreferrer"
            >
              <span className="gd-promo__name">{PROMO_TEXT[key].title}</span>
              <span className="gd-promo__desc">{PROMO_TEXT[key].desc}</span>
              <span className="gd-visually-hidden"> ({COPY.promo.newTab})</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
