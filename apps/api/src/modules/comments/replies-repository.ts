import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { CommentRepliesQuery, Connection, Reply } from '@growday/contracts';
import type { Db } from '../../db/client';
import { comments, users } from '../../db/schema';
import { decodeCommentCursor } from './comment-cursor';
import { isTargetOpen } from './comment-target';
import { commentColumns, toReply } from './comment-view';
import { loadViewerContext } from './comments-repository';

/**
 * One thread's replies, oldest first, keyset-paged on (createdAt, id) after a reply's cursor
 * (replies carry createdAt cursors). null when the id is not a top-level comment.
 */
export async function listThreadReplies(
  db: Db,
  threadId: number,
  query: CommentRepliesQuery,
  viewerId: number | null,
): Promise<Connection<Reply> | null> {
  const [thread] = await db
    .select({
      parentId: comments.parentId,
      userId: comments.userId,
      postId: comments.postId,
      communityPostId: comments.communityPostId,
    })
    .from(comments)
    .where(eq(comments.id, threadId))
    .limit(1);
  if (!thread || thread.parentId !== null || !(await isTargetOpen(db, thread))) return null;
  const after = query.after ? decodeCommentCursor(query.after) : undefined;
  const afterAt = after ? new Date(after.value) : undefined;
  const rows = await db
    .select(commentColumns)
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .where(
      and(
        eq(comments.parentId, threadId),
        after && afterAt
          ? or(gt(comments.createdAt, afterAt), and(eq(comments.createdAt, afterAt), gt(comments.id, after.id)))
          : undefined,
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(query.first + 1);
  const page = rows.slice(0, query.first);
  const ctx = await loadViewerContext(
    db,
    viewerId,
    page.map((r) => r.id),
  );
  const edges = page.map((row) => {
    const node = toReply(row, ctx, { orderBy: 'createdAt', replyCount: 0, parentUserId: thread.userId });
    return { cursor: node.cursor, node };
  });
  return { edges, pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: rows.length > query.first } };
}
