import { postHref, type Post } from '@growday/contracts/client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { articleMetadata } from '@/lib/server/article-metadata';
import { getPopularPanelItems, getPost } from '@/lib/server/posts';
import { PostAsideLazy } from './post-aside-lazy';
import { PostDetailLazy } from './post-detail-lazy';
import { promoLeadIndex, promoRoomUrls } from '@/lib/server/content-promo';
import { CommentAreaLazy } from './comment-area-lazy';

/** Load the post of a detail route or answer 404 (unknown or malformed id). */
export async function loadPostOr404(id: string): Promise<Post> {
  const post = await getPost(id);
  if (!post) notFound();
  return post;
}

/** Title, description and social preview tags of a post's own page. */
export async function postPageMetadata(id: string): Promise<Metadata> {
  const post = await loadPostOr404(id);
  return articleMetadata(post, postHref(post));
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
