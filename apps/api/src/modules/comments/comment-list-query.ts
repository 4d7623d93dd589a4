import { sql, type SQL } from 'drizzle-orm';
import {
  COMMENT_THREAD_REPLY_PREVIEW,
  HIGHLY_COMMENTED_THRESHOLD,
  type CommentList,
  type CommentOrderBy,
} from '@growday/contracts';
import type { Db } from '../../db/client';
import { executeNamed, literalLimit } from '../../db/named-statement';
import { commentReactions, comments, communityPosts, posts, userBlocks, users } from '../../db/schema';
import { jsonOf, rowsOf } from '../analytics/rows';
import { decodeCommentCursor } from './comment-cursor';
import type { CommentTarget } from './comment-target';
import { ANONYMOUS_VIEWER, toReply, type CommentRow, type ViewerContext } from './comment-view';
import type { TtlCache } from '../../lib/ttl-cache';

/** A comment row as the base query's JSON carries it, with its place in the list. */
interface ListedRow extends Omit<CommentRow, 'createdAt'> {
  createdAt: string;
  /** 1-based place among the top-level comments; null for a reply preview. */
  topRank: number | null;
  /** For a reply preview: its thread's replies visible to everyone (replyCount). */
  visibleInThread: number | null;
}

/**
 * A page of a target's comments as everyone sees it, before any viewer's reactions and blocks are
 * laid over it: what the comment-list cache keeps (viewer state never goes in a shared cache).
 */
export interface CommentListBase {
  commentCount: number;
  rows: ListedRow[];
}

export interface CommentListQuery {
  first: number;
  after?: string | undefined;
  orderBy: CommentOrderBy;
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
 * A post's comment page in ONE statement (issue 13 "quick reads"): the target's count, the page of
 * top-level comments (keyset on the sort column, then id), each thread's first
 * COMMENT_THREAD_REPLY_PREVIEW replies with the thread's visible-reply count (window functions) and
 * the writers, all as one JSON value. On the embedded database every statement pays parse, plan
 * and protocol on the one thread; the rows leave as one text value that JSON.parse reads natively
 * instead of a row-by-row decode. null when the target cannot be read.
 */
export async function loadCommentListBase(
  db: Db,
  target: CommentTarget,
  query: CommentListQuery,
): Promise<CommentListBase | null> {
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
  const { table, column: countColumn } = targetRow(target);
  const statement = sql`
    with top as (
      select ${comments.id} as id, (row_number() over (order by ${column} desc, ${comments.id} desc))::int as top_rank
      from ${comments}
      where ${targetColumn} = ${target.id} and ${comments.parentId} is null ${keyset}
      order by ${column} desc, ${comments.id} desc
      limit ${literalLimit(query.first + 1)}
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
          'topRank', k.top_rank, 'visibleInThread', k.visible
        ) order by k.top_rank nulls last, c.created_at, c.id)
        from picked k
        join ${comments} c on c.id = k.id
        left join ${users} u on u.id = c.user_id
      ), '[]'::json) as "rows"
    from ${table}`;
  // Named: planned once per connection on PostgreSQL, where planning cost more than running it.
  const [answer] = rowsOf<{ commentCount: number; rows: ListedRow[] | string }>(
    await executeNamed(db, 'comment_list', statement),
  );
  if (!answer) return null;
  return { commentCount: Number(answer.commentCount), rows: jsonOf(answer.rows) };
}

/**
 * The viewer's reactions to exactly these comments and the viewer's blocks, in one statement: what
 * a signed-in list lays over the shared page.
 */
export async function loadCommentViewerContext(db: Db, viewerId: number, commentIds: number[]): Promise<ViewerContext> {
  // Ids come from the database (integers), so the array literal is built from numbers only.
  const ids = `{${commentIds.map((id) => Math.trunc(id)).join(',')}}`;
  const [answer] = rowsOf<{ reactions: Array<[number, 'like' | 'dislike']> | string; blocked: number[] | string }>(
    await db.execute(sql`
      select
        coalesce((
          select json_agg(json_build_array(v.comment_id, v.kind)) from ${commentReactions} v
          where v.user_id = ${viewerId}::int and v.comment_id = any(${ids}::int[])
        ), '[]'::json) as "reactions",
        coalesce((select json_agg(b.blocked_id) from ${userBlocks} b where b.blocker_id = ${viewerId}::int), '[]'::json) as "blocked"`),
  );
  return {
    viewerId,
    reactions: new Map(answer ? jsonOf(answer.reactions) : []),
    blockedUserIds: new Set(answer ? jsonOf(answer.blocked) : []),
  };
}

/** The page as one viewer sees it (toReply), from the shared page and the viewer's context. */
export function buildCommentList(base: CommentListBase, query: CommentListQuery, ctx: ViewerContext): CommentList {
  const top: CommentRow[] = [];
  const byParent = new Map<number, CommentRow[]>();
  const visibleReplies = new Map<number, number>();
  for (const { topRank, visibleInThread, createdAt, ...rest } of base.rows) {
    const row: CommentRow = { ...rest, createdAt: new Date(createdAt) };
    if (topRank !== null) {
      top.push(row);
    } else if (row.parentId !== null) {
      const list = byParent.get(row.parentId) ?? [];
      list.push(row);
      byParent.set(row.parentId, list);
      visibleReplies.set(row.parentId, visibleInThread ?? 0);
    }
  }
  const shown = top.slice(0, query.first);
  return {
    comments: shown.map((c) => ({
      ...toReply(c, ctx, { orderBy: query.orderBy, replyCount: visibleReplies.get(c.id) ?? 0, parentUserId: null }),
      children: (byParent.get(c.id) ?? []).map((r) =>
        toReply(r, ctx, { orderBy: 'createdAt', replyCount: 0, parentUserId: c.userId }),
      ),
    })),
    totalCommentCount: base.commentCount,
    isHighlyCommented: base.commentCount >= HIGHLY_COMMENTED_THRESHOLD,
    hasNextPage: top.length > query.first,
  };
}

/** The cache key of a target's page: everything the base query reads from the request. */
export const commentListKey = (target: CommentTarget, query: CommentListQuery): string =>
  `${target.kind}:${target.id}|${query.orderBy}|${query.first}|${query.after ?? ''}`;

/**
 * A target's comment list for one viewer: the shared page (from `cache` when given) and, for a
 * signed-in viewer, one statement for their reactions and blocks. null when the target cannot be read.
 */
class UnreadableTarget extends Error {}

/** The shared page, from `cache` when given. null when the target cannot be read (never kept). */
export async function loadSharedCommentPage(
  db: Db,
  target: CommentTarget,
  query: CommentListQuery,
  cache?: TtlCache<CommentListBase>,
): Promise<CommentListBase | null> {
  if (!cache) return loadCommentListBase(db, target, query);
  // A target that cannot be read is not kept: the load throws, so the cache stores nothing.
  return cache
    .get(commentListKey(target, query), async () => {
      const loaded = await loadCommentListBase(db, target, query);
      if (!loaded) throw new UnreadableTarget();
      return loaded;
    })
    .catch((error: unknown) => {
      if (error instanceof UnreadableTarget) return null;
      throw error;
    });
}

export async function loadCommentList(
  db: Db,
  target: CommentTarget,
  query: CommentListQuery,
  viewerId: number | null,
  cache?: TtlCache<CommentListBase>,
): Promise<CommentList | null> {
  const base = await loadSharedCommentPage(db, target, query, cache);
  if (!base) return null;
  const ctx =
    viewerId === null
      ? ANONYMOUS_VIEWER
      : await loadCommentViewerContext(
          db,
          viewerId,
          base.rows.map((r) => r.id),
        );
  return buildCommentList(base, query, ctx);
}
