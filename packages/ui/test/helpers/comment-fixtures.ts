import type { Comment, Reply } from '@growday/contracts';

/** A visible reply by someone else, nothing liked or blocked; tests override what they look at. */
export function replyFixture(extra: Partial<Reply> = {}): Reply {
  return {
    id: 1,
    postId: 7,
    postKind: 'post',
    parentId: null,
    userId: 10,
    text: '본문',
    originalText: '본문',
    user: { username: 'writer', profileKey: null },
    originalUser: { username: 'writer' },
    createdAt: '2026-03-01T15:04:00.000Z',
    isWriter: false,
    isDeleted: false,
    status: 'ACTIVE',
    viewerHasBlocked: false,
    viewerHasLiked: false,
    viewerHasDisliked: false,
    likeCount: 0,
    dislikeCount: 0,
    cursor: 'c',
    replyCount: 0,
    isReplyFromCommentWriter: false,
    ...extra,
  };
}

/** A top-level comment with no replies loaded. */
export const commentFixture = (extra: Partial<Comment> = {}): Comment => ({
  ...replyFixture(),
  children: [],
  ...extra,
});
