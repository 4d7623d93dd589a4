import * as COPY from '@growday/contracts/copy';
import { COMMUNITY_PATHS, fillPath, ROUTES, type CommunityPost } from '@growday/contracts';
import { CommunityPostView } from '@growday/ui';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextHostLink } from '@/components/next-host-link';
import { CommunityPostActionsLazy } from '@/components/community/community-post-actions-lazy';
import { getCommunityPost } from '@/lib/server/best';
import { getCurrentUser } from '@/lib/server/users';
import { pageMetadata, previewDescription } from '@/lib/site-metadata';
import { CommentAreaLazy } from '@/components/comment-area-lazy';

export const dynamic = 'force-dynamic';

interface BestItemPageProps {
  params: Promise<{ id: string }>;
}

async function loadOr404(params: BestItemPageProps['params']): Promise<CommunityPost> {
  const { id } = await params;
  const post = await getCommunityPost(id);
  if (!post) notFound();
  return post;
}

export async function generateMetadata({ params }: BestItemPageProps): Promise<Metadata> {
  const post = await loadOr404(params);
  return pageMetadata({
    title: post.title,
    description: previewDescription(post.body) || COPY.best.pageDescription,
    path: ROUTES.bestItem(post.id),
  });
}

/**
 * /best/{id}: one community post with its votes and controls (CC-ROUTE-02), then the comment
 * system's own area with the community post as its target; 404 for unknown or malformed ids.
 */
export default async function BestItemPage({ params }: BestItemPageProps) {
  const [post, user] = await Promise.all([loadOr404(params), getCurrentUser()]);
  return (
    <div className="gd-container gd-community-page">
      <CommunityPostView
        post={post}
        Link={NextHostLink}
        actions={
          <CommunityPostActionsLazy
            post={post}
            signedIn={user !== null}
            paths={{
              view: fillPath(COMMUNITY_PATHS.communityPostView, { id: post.id }),
              vote: fillPath(COMMUNITY_PATHS.communityPostVote, { id: post.id }),
            }}
          />
        }
      />
      <CommentAreaLazy postId={post.id} postKind="community" />
    </div>
  );
}
