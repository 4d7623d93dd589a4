import {
  COMMENT_REPLIES_PAGE_SIZE,
  COMMENTS_PAGE_SIZE,
  COMMENT_PATHS,
  COMMUNITY_PATHS,
  fillPath,
  type CommentList,
  type Connection,
  type CommentOrderBy,
  type CommentPostKind,
  type CommentReactionState,
  type Reply,
} from '@growday/contracts/client';
import { checkAnswer } from './check-answer';
import type { ApiClient } from './client';

export interface ListCommentsParams {
  postId: number;
  /** A community post's comments live under its own path (the id spaces overlap); posts by default. */
  postKind?: CommentPostKind | undefined;
  orderBy: CommentOrderBy;
  signal?: AbortSignal | undefined;
}

/** `GET comments?postId&first=100&orderBy` (CC-COM-14); the answer is read as data.* (CC-COM-15). */
export function listComments(
  api: ApiClient,
  { postId, postKind = 'post', orderBy, signal }: ListCommentsParams,
): Promise<CommentList> {
  if (postKind === 'community') {
    return api.request<CommentList>(fillPath(COMMUNITY_PATHS.communityPostComments, { id: postId }), {
      query: { first: COMMENTS_PAGE_SIZE, orderBy },
      signal,
    });
  }
  return api.request<CommentList>(COMMENT_PATHS.comments, {
    query: { postId, first: COMMENTS_PAGE_SIZE, orderBy },
    signal,
  });
}

export interface ListCommentRepliesParams {
  /** The thread: a top-level comment. */
  commentId: number;
  /** The cursor of the last reply already shown; none starts at the first reply. */
  after?: string | undefined;
  signal?: AbortSignal | undefined;
}

/** `GET comments/{id}/replies`: the replies the comment list held back, oldest first (CC-REPLY-03). */
export async function listCommentReplies(
  api: ApiClient,
  { commentId, after, signal }: ListCommentRepliesParams,
): Promise<Connection<Reply>> {
  const data = await api.request<unknown>(fillPath(COMMENT_PATHS.commentReplies, { commentId }), {
    query: { first: COMMENT_REPLIES_PAGE_SIZE, after },
    signal,
  });
  return checkAnswer(data, (c) => c.connectionSchema(c.replySchema));
}

export interface CreateCommentInput {
  postId: number;
  postKind?: CommentPostKind | undefined;
  text: string;
  /** Replies only (CC-REPLY-05). */
  parentId?: number | undefined;
}

export interface CreatedComment {
  comment: Reply;
  /** The post's comment count after the create, for the cached post (CC-COM-06). */
  commentCount: number;
}

/**
 * Create a comment or a reply: the fields go in both the query and the body (CC-COM-04,
 * CC-REPLY-05); a top-level comment carries no parentId at all.
 */
export function createComment(
  api: ApiClient,
  { postId, postKind = 'post', text, parentId }: CreateCommentInput,
): Promise<CreatedComment> {
  if (postKind === 'community') {
    // The community post is in the path; the body holds what the post route takes besides postId.
    const body = parentId === undefined ? { text } : { text, parentId };
    return api.request<CreatedComment>(fillPath(COMMUNITY_PATHS.communityPostComments, { id: postId }), {
      method: 'POST',
      body,
    });
  }
  const fields = parentId === undefined ? { postId, text } : { postId, text, parentId };
  return api.request<CreatedComment>(COMMENT_PATHS.comments, { method: 'POST', query: fields, body: fields });
}

export type CommentReactionPress = 'like' | 'dislike';

/** `POST /api/v2/comments/{id}/like|dislike` with no body (CC-REACT-12, CC-REACT-13). */
export async function pressCommentReaction(
  api: ApiClient,
  commentId: number,
  pressed: CommentReactionPress,
): Promise<CommentReactionState> {
  const path = fillPath(pressed === 'like' ? COMMENT_PATHS.commentLike : COMMENT_PATHS.commentDislike, { commentId });
  const data = await api.request<unknown>(path, { method: 'POST' });
  return checkAnswer(data, (c) => c.commentReactionStateSchema);
}
