import { FILES_BASE_PATH, postHref, type Post } from '@growday/contracts/client';
import { resolveThumbnailUrl } from '@growday/ui/core';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { webOrigin } from '@/lib/server/env';
import { getPopularPanelItems, getPost } from '@/lib/server/posts';
import { PostAsideLazy } from './post-aside-lazy';
import { PostDetailLazy } from './post-detail-lazy';
import { promoLeadIndex, promoRoomUrls } from '@/lib/server/content-promo';
import { SITE_OPEN_GRAPH } from '@/lib/site-metadata';
import { CommentAreaLazy } from './comment-area-lazy';

/** Longest description in social previews. */
const PREVIEW_DESCRIPTION_LENGTH = 160;

function previewDescription(desc: string): string {
  const flat = desc.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_DESCRIPTION_LENGTH ? `${flat.slice(0, PREVIEW_DESCRIPTION_LENGTH - 1)}…` : flat;
}

/** Load the post of a detail route or answer 404 (unknown or malformed id). */
export async function loadPostOr404(id: string): Promise<Post> {
  const post = await getPost(id);
  if (!post) notFound();
  return post;
}

/** Title, description and social preview tags of a post's own page. */
export async function postPageMetadata(id: string): Promise<Metadata> {
  const post = await loadPostOr404(id);
  const origin = webOrigin();
  const url = `${origin}${postHref(post)}`;
  const description = previewDescription(post.desc);
  const image = resolveThumbnailUrl(post, `${origin}${FILES_BASE_PATH}`);
  const images = image ? [{ url: image, alt: post.title }] : undefined;
  return {
    title: post.title,
    description,
    alternates: { canonical: url },
    openGraph: {
      ...SITE_OPEN_GRAPH,
      type: 'article',
      title: post.title,
      description,
      url,
      images,
      publishedTime: post.createdAt,
      ...(post.author ? { authors: [post.author] } : {}),
      tags: post.tags.map((tag) => tag.name),
    },
    twitter: { card: 'summary_large_image', title: post.title, description, images: image ? [image] : undefined },
  };
}

/** The full page of a post (feed post or news item). */
export async function PostPage({ id }: { id: string }) {
  // The popular panel's list is read beside the post, not after it: the page waits for the slower.
  const [post, popularItems] = await Promise.all([loadPostOr404(id), getPopularPanelItems(id)]);
  return (
    <div className="gd-container gd-post-page gd-post-page--with-aside">
      <PostDetailLazy
        initialPost={post}
        aside={
          <PostAsideLazy
            post={post}
            promoUrls={promoRoomUrls()}
            promoLead={promoLeadIndex()}
            popularItems={popularItems}
          />
        }
      >
        <CommentAreaLazy postId={post.id} />
      </PostDetailLazy>
    </div>
  );
}
