import { COPY, type CommentOrderBy, type Reply } from '@growday/contracts';
import { comments, users } from '../../db/schema';
import { encodeCommentCursor } from './comment-cursor';
import { targetOf } from './comment-target';

/** The columns every comment answer is built from (comments joined to their writer). */
export const commentColumns = {
  id: comments.id,
  postId: comments.postId,
  communityPostId: comments.communityPostId,
  parentId: comments.parentId,
  userId: comments.userId,
  text: comments.text,
  status: comments.status,
  isDeleted: comments.isDeleted,
  likeCount: comments.likeCount,
  dislikeCount: comments.dislikeCount,
  createdAt: comments.createdAt,
  username: users.username,
  profileKey: users.profileKey,
};

export interface CommentRow {
  id: number;
  postId: number | null;
  communityPostId: number | null;
  parentId: number | null;
  userId: number | null;
  text: string;
  status: 'ACTIVE' | 'DELETED_BY_REPORT';
  isDeleted: boolean;
  likeCount: number;
  dislikeCount: number;
  createdAt: Date;
  username: string | null;
  profileKey: string | null;
}

/** What the viewer's own rows say about a set of comments. */
export interface ViewerContext {
  viewerId: number | null;
  /** comment id -> the viewer's reaction */
  reactions: ReadonlyMap<number, 'like' | 'dislike'>;
  blockedUserIds: ReadonlySet<number>;
}

export const ANONYMOUS_VIEWER: ViewerContext = { viewerId: null, reactions: new Map(), blockedUserIds: new Set() };

/** Visible to everyone: not deleted by its writer and not hidden by reports (what commentCount counts). */
export const isPubliclyVisible = (row: Pick<CommentRow, 'isDeleted' | 'status'>): boolean =>
  !row.isDeleted && row.status === 'ACTIVE';

export function cursorOf(row: Pick<CommentRow, 'id' | 'likeCount' | 'createdAt'>, orderBy: CommentOrderBy): string {
  return encodeCommentCursor({
    value: orderBy === 'likeCount' ? row.likeCount : row.createdAt.getTime(),
    id: row.id,
  });
}

/**
 * A comment as one viewer sees it. The text of a comment its writer deleted reaches nobody, and
 * the text of one hidden by reports reaches only its writer; both keep their place so the client
 * draws the placeholder (content spec §4 "Comment display"). Blocked writers' text still comes:
 * the client hides it behind the blocked notice and shows it again on unblock.
 */
export function toReply(
  row: CommentRow,
  ctx: ViewerContext,
  extra: { orderBy: CommentOrderBy; replyCount: number; parentUserId: number | null },
): Reply {
  const isWriter = ctx.viewerId !== null && row.userId === ctx.viewerId;
  const hidden = row.isDeleted || (row.status === 'DELETED_BY_REPORT' && !isWriter);
  const text = hidden ? '' : row.text;
  const reaction = ctx.reactions.get(row.id);
  const target = targetOf(row);
  return {
    id: row.id,
    postId: target.id,
    postKind: target.kind,
    parentId: row.parentId,
    userId: row.userId,
    text,
    originalText: text,
    user: { username: row.username ?? COPY.common.anonymous, profileKey: row.profileKey },
    originalUser: { username: row.username },
    createdAt: row.createdAt.toISOString(),
    isWriter,
    isDeleted: row.isDeleted,
    status: row.status,
    viewerHasBlocked: row.userId !== null && ctx.blockedUserIds.has(row.userId),
    viewerHasLiked: reaction === 'like',
    viewerHasDisliked: reaction === 'dislike',
    likeCount: row.likeCount,
    dislikeCount: row.dislikeCount,
    cursor: cursorOf(row, extra.orderBy),
    replyCount: extra.replyCount,
    isReplyFromCommentWriter: row.parentId !== null && row.userId !== null && row.userId === extra.parentUserId,
  };
}
