import type { Post } from '@growday/contracts';

/** The post detail's right column: popular panel, promo banners, share box (content issue). */
export function PostAside(_props: { post: Post }) {
  return null;
}
