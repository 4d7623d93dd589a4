import { sql, type SQL } from 'drizzle-orm';
import {
  COMMENT_THREAD_REPLY_PREVIEW,
  HIGHLY_COMMENTED_THRESHOLD,
  type CommentList,
  type CommentOrderBy,
} from '@growday/contracts';
import type { Db } from '../../db/client';
import { commentReactions, comments, communityPosts, posts, userBlocks, users } from '../../db/schema';
import { rowsOf } from '../analytics/rows';
import { decodeCommentCursor } from './comment-cursor';
import type { CommentTarget } from './comment-target';
import { toReply, type CommentRow, type ViewerContext } from './comment-view';

/** A comment row as the query's JSON carries it, with the viewer's reaction and its place in the list. */
interface ListedRow extends Omit<CommentRow, 'createdAt'> {
  createdAt: string;
  /** 1-based place among the top-level comments; null for a reply preview. */
  topRank: number | null;
  /** For a reply preview: its thread's replies visible to everyone (replyCount). */
  visibleInThread: number | null;
  reaction: 'like' | 'dislike' | null;
}

interface ListAnswer {
  commentCount: number;
  rows: ListedRow[];
  blocked: number[];
}

/** The target's table, restricted to a readable row (a community post hidden by the operator is not). */
function targetRow(target: CommentTarget): { table: SQL; column: SQL } {
  if (target.kind === 'post') {
    return {
      table: sql`${posts} where ${posts.id} = ${target.id}`,
      column: sql`${posts.commentCount}`,
    };
  }
  return {
    table: sql`${communityPosts} where ${communityPosts.id} = ${target.id} and ${communityPosts.hiddenAt} is null`,
    column: sql`${communityPosts.commentCount}`,
  };
}

/**
 * A post's comment list, for one viewer, in ONE statement (issue 13 "quick reads"): the target's
 * count, the page of top-level comments (keyset on the sort column, then id), each thread's first
 * COMMENT_THREAD_REPLY_PREVIEW replies with the thread's visible-reply count (window functions), the
 * writers, the viewer's reactions to exactly those comments and the viewer's blocks, all as one
 * JSON value. On the embedded database every statement pays parse, plan and protocol on the one
 * thread, and the five statements this replaces each paid it; the rows also leave as one text
 * value that JSON.parse reads natively instead of a row-by-row decode. Anonymous (viewerId null)
 * matches no reaction or block. null when the target cannot be read.
 */
export async function loadCommentList(
  db: Db,
  target: CommentTarget,
  query: { first: number; after?: string | undefined; orderBy: CommentOrderBy },
  viewerId: number | null,
): Promise<CommentList | null> {
  const column = query.orderBy === 'likeCount' ? comments.likeCount : comments.createdAt;
  const targetColumn = target.kind === 'post' ? comments.postId : comments.communityPostId;
  const after = query.after ? decodeCommentCursor(query.after) : undefined;
  // The createdAt cursor holds milliseconds; the column is timestamptz(3), so the ISO text is exact.
  const afterValue =
    after === undefined
      ? undefined
      : query.orderBy === 'likeCount'
        ? sql`${after.value}::int`
        : sql`${new Date(after.value).toISOString()}::timestamptz`;
  const keyset =
    after && afterValue
      ? sql`and (${column} < ${afterValue} or (${column} = ${afterValue} and ${comments.id} < ${after.id}))`
      : sql``;
  const viewer = sql`${viewerId}::int`;
  const { table, column: countColumn } = targetRow(target);
  const statement = sql`
    with top as (
      select ${comments.id} as id, (row_number() over (order by ${column} desc, ${comments.id} desc))::int as top_rank
      from ${comments}
      where ${targetColumn} = ${target.id} and ${comments.parentId} is null ${keyset}
      order by ${column} desc, ${comments.id} desc
      limit ${query.first + 1}
    ),
    previews as (
      select id, visible from (
        select r.id,
          row_number() over (partition by r.parent_id order by r.created_at, r.id) as reply_rank,
          (count(*) filter (where r.is_deleted = false and r.status = 'ACTIVE') over (partition by r.parent_id))::int as visible
        from ${comments} r
        where r.parent_id in (select id from top where top_rank <= ${query.first})
      ) ranked
      where reply_rank <= ${COMMENT_THREAD_REPLY_PREVIEW}
    ),
    picked as (
      select id, top_rank, null::int as visible from top
      union all
      select id, null::int, visible from previews
    )
    select ${countColumn} as "commentCount",
      coalesce((
        select json_agg(json_build_object(
          'id', c.id, 'postId', c.post_id, 'communityPostId', c.community_post_id, 'parentId', c.parent_id,
          'userId', c.user_id, 'text', c.text, 'status', c.status, 'isDeleted', c.is_deleted,
          'likeCount', c.like_count, 'dislikeCount', c.dislike_count, 'createdAt', c.created_at,
          'username', u.username, 'profileKey', u.profile_key,
          'topRank', k.top_rank, 'visibleInThread', k.visible, 'reaction', v.kind
        ) order by k.top_rank nulls last, c.created_at, c.id)
        from picked k
        join ${comments} c on c.id = k.id
        left join ${users} u on u.id = c.user_id
        left join ${commentReactions} v on v.comment_id = c.id and v.user_id = ${viewer}
      ), '[]'::json) as "rows",
      coalesce((select json_agg(b.blocked_id) from ${userBlocks} b where b.blocker_id = ${viewer}), '[]'::json) as "blocked"
    from ${table}`;
  const [answer] = rowsOf<ListAnswer>(await db.execute(statement));
  if (!answer) return null;
  // node-postgres parses json columns; PGlite may hand the text over as it is.
  const rows: ListedRow[] = typeof answer.rows === 'string' ? JSON.parse(answer.rows) : answer.rows;
  const blocked: number[] = typeof answer.blocked === 'string' ? JSON.parse(answer.blocked) : answer.blocked;
  const commentCount = Number(answer.commentCount);

  const reactions = new Map<number, 'like' | 'dislike'>();
  const top: CommentRow[] = [];
  const byParent = new Map<number, CommentRow[]>();
  const visibleReplies = new Map<number, number>();
  for (const { topRank, visibleInThread, reaction, createdAt, ...rest } of rows) {
    const row: CommentRow = { ...rest, createdAt: new Date(createdAt) };
    if (reaction) reactions.set(row.id, reaction);
    if (topRank !== null) {
      top.push(row);
    } else if (row.parentId !== null) {
      const list = byParent.get(row.parentId) ?? [];
      list.push(row);
      byParent.set(row.parentId, list);
      visibleReplies.set(row.parentId, visibleInThread ?? 0);
    }
  }
  const ctx: ViewerContext = { viewerId, reactions, blockedUserIds: new Set(blocked) };
  const shown = top.slice(0, query.first);
  return {
    comments: shown.map((c) => ({
      ...toReply(c, ctx, { orderBy: query.orderBy, replyCount: visibleReplies.get(c.id) ?? 0, parentUserId: null }),
      children: (byParent.get(c.id) ?? []).map((r) =>
        toReply(r, ctx, { orderBy: 'createdAt', replyCount: 0, parentUserId: c.userId }),
      ),
    })),
    totalCommentCount: commentCount,
    isHighlyCommented: commentCount >= HIGHLY_COMMENTED_THRESHOLD,
    hasNextPage: top.length > query.first,
  };
}
