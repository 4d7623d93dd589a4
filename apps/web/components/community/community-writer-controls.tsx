'use client';

import * as COPY from '@growday/contracts/copy';
import { ROUTES, COMMUNITY_PATHS, fillPath } from '@growday/contracts/client';
import { useAlert, useHost } from '@growday/ui';
import Link from 'next/link';
import { useRouter } from 'next/navigation';

/**
 * The writer's edit link and delete button on their own post. Loaded only when the reader wrote
 * the post (issue 13): every other reader's page goes without them.
 */
export function CommunityWriterControls({ postId }: { postId: number }) {
  const { apiClient } = useHost();
  const router = useRouter();
  const alert = useAlert();

  async function remove() {
    if (!window.confirm(COPY.communityPostWriter.deleteConfirm)) return;
    try {
      await apiClient.request(fillPath(COMMUNITY_PATHS.communityPost, { id: postId }), { method: 'DELETE' });
    } catch {
      // The post is still there: say so and stay on it, so the writer can try again.
      alert(COPY.communityPostWriter.deleteFailed);
      return;
    }
    router.push(ROUTES.community);
    router.refresh();
  }

  return (
    <div className="gd-community-post__writer">
      <Link href={ROUTES.communityEdit(postId)} className="gd-button" data-testid="community-edit">
        {COPY.communityPostWriter.edit}
      </Link>
      <button type="button" className="gd-button" onClick={() => void remove()} data-testid="community-delete">
        {COPY.communityPostWriter.delete}
      </button>
    </div>
  );
}
