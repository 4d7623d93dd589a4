'use client';

import * as COPY from '@growday/contracts/copy';
import type { PopularItem, Post } from '@growday/contracts';
import { PopularPanel, PromoBanners, ShareBox, type PromoRoomUrls } from '@growday/ui';

/**
 * The post detail's right column (CC-DETAIL-04): popular panel, promo banners and share box.
 * Pages and the post modal both use it; the promo room addresses are read on the server
 * (`promoRoomUrls()`, env PROMO_URL_*) and handed down.
 */
export function PostAside({
  post,
  promoUrls,
  promoLead,
  popularItems,
}: {
  post: Post;
  promoUrls: Partial<PromoRoomUrls>;
  /** The promo banner shown first, chosen by the server per page (SH-PAGE-04). */
  promoLead: number;
  /** The popular panel's default list as the server read it (pages); missing in the post modal. */
  popularItems?: PopularItem[] | null;
}) {
  return (
    <aside className="gd-post-aside" aria-label={COPY.post.asideLabel}>
      <PopularPanel postId={post.id} initialItems={popularItems} />
      <PromoBanners urls={promoUrls} lead={promoLead} />
      <ShareBox post={post} />
    </aside>
  );
}
