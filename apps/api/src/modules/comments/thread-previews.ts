import { asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { comments, users } from '../../db/schema';
import { commentColumns, type CommentRow } from './comment-view';

export interface ThreadPreviews {
  /** The first replies of each thread, oldest first (at most the preview size per thread). */
  replies: CommentRow[];
  /** Thread id -> its replies visible to everyone (what replyCount says); absent means none. */
  visibleReplies: Map<number, number>;
}

/**
 * The first `perThread` replies of each thread (oldest first) and each thread's count of visible
 * replies, in one query: a window numbers the replies within their thread and counts the visible
 * ones over the whole thread, then only the first `perThread` rows leave the database.
 */
export async function loadThreadPreviews(
  db: Db,
  threadIds: readonly number[],
  perThread: number,
): Promise<ThreadPreviews> {
  if (threadIds.length === 0) return { replies: [], visibleReplies: new Map() };
  const ranked = db
    .select({
      ...commentColumns,
      replyRank:
        sql<number>`(row_number() over (partition by ${comments.parentId} order by ${comments.createdAt}, ${comments.id}))::int`.as(
          'reply_rank',
        ),
      visibleInThread:
        sql<number>`(count(*) filter (where ${comments.isDeleted} = false and ${comments.status} = 'ACTIVE') over (partition by ${comments.parentId}))::int`.as(
          'visible_in_thread',
        ),
    })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .where(inArray(comments.parentId, [...threadIds]))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.replyRank, perThread))
    .orderBy(asc(ranked.createdAt), asc(ranked.id));
  const visibleReplies = new Map<number, number>();
  const replies: CommentRow[] = rows.map(({ replyRank: _rank, visibleInThread, ...row }) => {
    if (row.parentId !== null) visibleReplies.set(row.parentId, Number(visibleInThread));
    return row;
  });
  return { replies, visibleReplies };
}
