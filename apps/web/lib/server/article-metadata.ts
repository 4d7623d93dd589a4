import { FILES_BASE_PATH, type Post } from '@growday/contracts/client';
import { resolveThumbnailUrl } from '@growday/ui/core';
import type { Metadata } from 'next';
import { SITE_OPEN_GRAPH, previewDescription } from '@/lib/site-metadata';
import { webOrigin } from './env';

/**
 * The head of a post's or news item's own page at `path`: title, preview description, canonical
 * address and the article's social preview (the feed post page uses it too).
 */
export function articleMetadata(post: Post, path: string): Metadata {
  const origin = webOrigin();
  const url = `${origin}${path}`;
  const description = previewDescription(post.desc);
  const image = resolveThumbnailUrl(post, `${origin}${FILES_BASE_PATH}`);
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
      images: image ? [{ url: image, alt: post.title }] : undefined,
      publishedTime: post.createdAt,
      ...(post.author ? { authors: [post.author] } : {}),
      tags: post.tags.map((tag) => tag.name),
    },
    twitter: { card: 'summary_large_image', title: post.title, description, images: image ? [image] : undefined },
  };
}
