import { and, count, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import {
  COMMENT_RATE_WINDOW_SECONDS,
  COMMUNITY_POST_TYPE,
  COPY,
  ERROR_CODE,
  type CommentList,
  type CommunityCommentListQuery,
  type Connection,
  type Reply,
  type UserComment,
} from '@growday/contracts';
import type { Clock } from '../../clock';
import type { TtlCache } from '../../lib/ttl-cache';
import type { Db } from '../../db/client';
import {
  commentRateLimits,
  commentReactions,
  comments,
  communityPosts,
  posts,
  userBlocks,
  users,
} from '../../db/schema';
import { HttpError, notFound } from '../../plugins/error-handler';
import { decodePostCursor, encodePostCursor } from '../posts/cursor';
import { notify } from '../notifications/notifications-repository';
import { readTarget, sameTarget, targetOf, targetValues, type CommentTarget } from './comment-target';
import { loadCommentList, type CommentListBase } from './comment-list-query';
import { ANONYMOUS_VIEWER, commentColumns, isPubliclyVisible, toReply, type ViewerContext } from './comment-view';

/** Code 231 of the spec; 429 because it is a rate limit (the client reads the code). */
export const commentRateLimited = () => new HttpError(429, ERROR_CODE.commentRateLimited, COPY.comments.rateLimited);

/** The viewer's reactions to these comments and the users the viewer blocked. */
export async function loadViewerContext(
  db: Db,
  viewerId: number | null,
  commentIds: readonly number[],
): Promise<ViewerContext> {
  if (viewerId === null) return ANONYMOUS_VIEWER;
  const [reacted, blocked] = await Promise.all([
    commentIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ commentId: commentReactions.commentId, kind: commentReactions.kind })
          .from(commentReactions)
          .where(and(eq(commentReactions.userId, viewerId), inArray(commentReactions.commentId, [...commentIds]))),
    db.select({ id: userBlocks.blockedId }).from(userBlocks).where(eq(userBlocks.blockerId, viewerId)),
  ]);
  return {
    viewerId,
    reactions: new Map(reacted.map((r) => [r.commentId, r.kind])),
    blockedUserIds: new Set(blocked.map((b) => b.id)),
  };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Moves a post's commentCount by delta in the write path and answers the count after; a
 * community post's count was already moved by the comments trigger (migration 0022), so it is
 * only read.
 */
async function countAfterChange(tx: Tx, target: CommentTarget, delta: number): Promise<number> {
  if (target.kind === 'community') return (await readTarget(tx, target))?.commentCount ?? 0;
  const [post] = await tx
    .update(posts)
    .set({ commentCount: sql`${posts.commentCount} + ${delta}` })
    .where(eq(posts.id, target.id))
    .returning({ commentCount: posts.commentCount });
  return post?.commentCount ?? 0;
}

/**
 * `listCache` keeps each target's shared comment page (viewer state is laid over it per request);
 * the routes that change what a list shows empty it (CACHE_NAMES.commentLists).
 */
export function createCommentsRepository(db: Db, clock: Clock, listCache?: TtlCache<CommentListBase>) {
  const selectComments = () => db.select(commentColumns).from(comments).leftJoin(users, eq(users.id, comments.userId));

  return {
    /** null when the target cannot be read (no such post; a deleted or hidden community post). */
    async list(
      target: CommentTarget,
      query: CommunityCommentListQuery,
      viewerId: number | null,
    ): Promise<CommentList | null> {
      // The shared page from the cache, plus one statement for a signed-in viewer: comment-list-query.ts.
      return loadCommentList(db, target, query, viewerId, listCache);
    },

    /** The user's own comments and replies, newest first; those the user deleted are left out. */
    async listByUser(userId: number, opts: { first: number; after?: string }): Promise<Connection<UserComment>> {
      const after = opts.after ? decodePostCursor(opts.after) : undefined;
      const rows = await db
        .select({
          ...commentColumns,
          postTitle: posts.title,
          postType: posts.type,
          communityTitle: communityPosts.title,
        })
        .from(comments)
        .leftJoin(posts, eq(posts.id, comments.postId))
        .leftJoin(communityPosts, eq(communityPosts.id, comments.communityPostId))
        .leftJoin(users, eq(users.id, comments.userId))
        .where(
          and(
            eq(comments.userId, userId),
            eq(comments.isDeleted, false),
            after
              ? or(
                  lt(comments.createdAt, after.publishedAt),
                  and(eq(comments.createdAt, after.publishedAt), lt(comments.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(comments.createdAt), desc(comments.id))
        .limit(opts.first + 1);
      const page = rows.slice(0, opts.first);
      const ids = page.map((r) => r.id);
      const [ctx, replyCounts] = await Promise.all([
        loadViewerContext(db, userId, ids),
        ids.length === 0
          ? Promise.resolve([])
          : db
              .select({ parentId: comments.parentId, n: count() })
              .from(comments)
              .where(and(inArray(comments.parentId, ids), eq(comments.isDeleted, false), eq(comments.status, 'ACTIVE')))
              .groupBy(comments.parentId),
      ]);
      const replies = new Map(replyCounts.map((r) => [r.parentId, r.n]));
      const edges = page.map((r) => {
        const cursor = encodePostCursor({ publishedAt: r.createdAt, id: r.id });
        const reply = toReply(r, ctx, { orderBy: 'createdAt', replyCount: replies.get(r.id) ?? 0, parentUserId: null });
        const post =
          reply.postKind === 'post'
            ? { id: reply.postId, title: r.postTitle ?? '', type: r.postType ?? 'post' }
            : { id: reply.postId, title: r.communityTitle ?? '', type: COMMUNITY_POST_TYPE };
        return { cursor, node: { ...reply, cursor, post } };
      });
      return { edges, pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: rows.length > opts.first } };
    },

    /**
     * Creates a comment or reply. In one transaction: the target (and parent) must exist, the
     * user's rate row is claimed with a conditional upsert (a second comment within the window
     * claims nothing and rolls back with code 231; concurrent creates queue on that row), the
     * post's commentCount moves (a community post's by the trigger of migration 0022), and the
     * replied-to writer is notified.
     */
    async create(
      userId: number,
      target: CommentTarget,
      input: { text: string; parentId?: number | undefined },
    ): Promise<{ comment: Reply; commentCount: number }> {
      const now = clock.now();
      const cutoff = new Date(now.getTime() - COMMENT_RATE_WINDOW_SECONDS * 1000);
      const { id, commentCount } = await db.transaction(async (tx) => {
        if (!(await readTarget(tx, target, true))) throw notFound();
        let parent: { id: number; rootId: number; userId: number | null } | null = null;
        if (input.parentId !== undefined) {
          const [row] = await tx
            .select({
              id: comments.id,
              parentId: comments.parentId,
              postId: comments.postId,
              communityPostId: comments.communityPostId,
              userId: comments.userId,
              isDeleted: comments.isDeleted,
              status: comments.status,
            })
            .from(comments)
            .where(eq(comments.id, input.parentId))
            .limit(1);
          // A deleted or report-hidden comment shows as a placeholder: there is nothing to answer.
          if (!row || !sameTarget(targetOf(row), target) || !isPubliclyVisible(row)) {
            throw notFound(COPY.comments.notFound);
          }
          parent = { id: row.id, rootId: row.parentId ?? row.id, userId: row.userId };
        }
        const claimed = await tx
          .insert(commentRateLimits)
          .values({ userId, lastCommentAt: now })
          .onConflictDoUpdate({
            target: commentRateLimits.userId,
            set: { lastCommentAt: now },
            setWhere: lte(commentRateLimits.lastCommentAt, cutoff),
          })
          .returning({ userId: commentRateLimits.userId });
        if (claimed.length === 0) throw commentRateLimited();
        const [created] = await tx
          .insert(comments)
          .values({
            ...targetValues(target),
            parentId: parent?.rootId ?? null,
            userId,
            text: input.text,
            createdAt: now,
          })
          .returning({ id: comments.id });
        if (!created) throw new Error('comment insert returned nothing');
        const commentCount = await countAfterChange(tx, target, 1);
        if (parent) {
          await notify(tx, {
            kind: 'reply',
            recipientId: parent.userId,
            actorId: userId,
            target,
            commentId: created.id,
            at: now,
          });
        }
        return { id: created.id, commentCount };
      });
      const [row] = await selectComments().where(eq(comments.id, id)).limit(1);
      if (!row) throw new Error(`comment ${id} vanished after insert`);
      const [parentRow] = row.parentId
        ? await db.select({ userId: comments.userId }).from(comments).where(eq(comments.id, row.parentId))
        : [];
      const ctx: ViewerContext = { viewerId: userId, reactions: new Map(), blockedUserIds: new Set() };
      return {
        comment: toReply(row, ctx, { orderBy: 'createdAt', replyCount: 0, parentUserId: parentRow?.userId ?? null }),
        commentCount,
      };
    },

    /**
     * Soft-deletes the writer's own comment; it keeps its place as a placeholder. Unknown (or
     * not on the named post) answers 404, someone else's 403, and a second delete changes nothing.
     * The named postId is compared with the comment's own target id, of either kind.
     */
    async remove(
      userId: number,
      commentId: number,
      postId: number | undefined,
    ): Promise<{ commentId: number; postId: number; commentCount: number }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            postId: comments.postId,
            communityPostId: comments.communityPostId,
            userId: comments.userId,
            isDeleted: comments.isDeleted,
            status: comments.status,
          })
          .from(comments)
          .where(eq(comments.id, commentId))
          .for('no key update');
        const target = row ? targetOf(row) : null;
        if (!row || !target || (postId !== undefined && target.id !== postId)) throw notFound(COPY.comments.notFound);
        if (row.userId !== userId) throw new HttpError(403, ERROR_CODE.forbidden, COPY.comments.deleteForbidden);
        let delta = 0;
        if (!row.isDeleted) {
          await tx.update(comments).set({ isDeleted: true, deletedAt: clock.now() }).where(eq(comments.id, commentId));
          if (row.status === 'ACTIVE') delta = -1;
        }
        return { commentId, postId: target.id, commentCount: await countAfterChange(tx, target, delta) };
      });
    },
  };
}
export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
