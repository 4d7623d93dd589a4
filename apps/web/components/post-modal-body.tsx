'use client';

import * as COPY from '@growday/contracts/copy';
import { MODAL_WIDTH_PX, type Post } from '@growday/contracts/client';
import { AdSlot, CommentArea, Modal, PostDetail, type PromoRoomUrls } from '@growday/ui';
import { PostAside } from './post-aside';
import { QueryScope } from './query-scope';

export interface PostModalBodyProps {
  post: Post;
  open: boolean;
  onClose: () => void;
  onExited: () => void;
  promoUrls: Partial<PromoRoomUrls>;
  promoLead: number;
}

/**
 * The feed modal's dialog: the post, its right column, the ad and the comments. Its own file so
 * the provider can load it on the first card click (issue 13): no page pays for it up front.
 */
export default function PostModalBody({ post, open, onClose, onExited, promoUrls, promoLead }: PostModalBodyProps) {
  // Its own query scope (the post, its comments): the layout that opens it has none.
  return (
    <QueryScope>
      <Modal
        open={open}
        onClose={onClose}
        onExited={onExited}
        aria-label={`${COPY.a11y.postModal}: ${post.title}`}
        hideButtons
        showCloseButton
        width={MODAL_WIDTH_PX}
        className="gd-post-modal"
      >
        <PostDetail
          key={post.id}
          initialPost={post}
          refreshOnMount
          aside={<PostAside post={post} promoUrls={promoUrls} promoLead={promoLead} />}
        >
          <AdSlot key={post.id} screen="post-modal" />
          <CommentArea postId={post.id} />
        </PostDetail>
      </Modal>
    </QueryScope>
  );
}
