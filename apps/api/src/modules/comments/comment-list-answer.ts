import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { commentListSchema, dataSchema, type CommentList, type Reply } from '@growday/contracts';
import { commentListCache, keptCommentAnswerCache, type KeptCommentAnswer } from './comment-list-cache';
import {
  buildCommentList,
  commentListKey,
  loadCommentViewerContext,
  loadSharedCommentPage,
  type CommentListQuery,
} from './comment-list-query';
import type { CommentTarget } from './comment-target';
import { ANONYMOUS_VIEWER, type ViewerContext } from './comment-view';

const answerSchema = dataSchema(commentListSchema);
class UnreadableTarget extends Error {}

/** The visitor's answer, built from the shared page and encoded by the contract once. */
async function keptAnswer(app: FastifyInstance, target: CommentTarget, query: CommentListQuery) {
  return keptCommentAnswerCache(app)
    .get(commentListKey(target, query), async (): Promise<KeptCommentAnswer> => {
      const base = await loadSharedCommentPage(app.database.db, target, query, commentListCache(app));
      // A target that cannot be read is not kept: the load throws, so the cache stores nothing.
      if (!base) throw new UnreadableTarget();
      const encoded = z.encode(answerSchema, { data: buildCommentList(base, query, ANONYMOUS_VIEWER) });
      const reportHidden = new Map<number, string>();
      const writers = new Set<number>();
      for (const row of base.rows) {
        if (row.userId !== null) writers.add(row.userId);
        if (!row.isDeleted && row.status === 'DELETED_BY_REPORT') reportHidden.set(row.id, row.text);
      }
      return {
        text: JSON.stringify(encoded),
        list: encoded.data,
        ids: base.rows.map((r) => r.id),
        writers,
        reportHidden,
      };
    })
    .catch((error: unknown) => {
      if (error instanceof UnreadableTarget) return null;
      throw error;
    });
}

/**
 * One comment as this viewer sees it, from the visitor's copy: what toReply makes differently for a
 * viewer (isWriter, the writer's own report-hidden text, blocked, liked, disliked). Unchanged
 * comments are shared, not copied.
 */
function forViewer<C extends Reply>(c: C, kept: KeptCommentAnswer, ctx: ViewerContext): C {
  const isWriter = c.userId !== null && c.userId === ctx.viewerId;
  const reaction = ctx.reactions.get(c.id);
  const viewerHasBlocked = c.userId !== null && ctx.blockedUserIds.has(c.userId);
  if (!isWriter && reaction === undefined && !viewerHasBlocked) return c;
  const text = isWriter ? (kept.reportHidden.get(c.id) ?? c.text) : c.text;
  return {
    ...c,
    text,
    originalText: text,
    isWriter,
    viewerHasBlocked,
    viewerHasLiked: reaction === 'like',
    viewerHasDisliked: reaction === 'dislike',
  };
}

/**
 * A comment list's answer as JSON text (issue 13 item 5). A visitor's is the same for everyone, so
 * it is kept whole beside the shared page: built, checked against the contract and serialised once.
 * A signed-in viewer's differs from it only in the fields toReply computes per viewer, on the
 * comments the viewer wrote, reacted to or whose writer they blocked: one statement reads their
 * reactions and blocks, those comments are copied with the viewer's fields, and the rest is the
 * visitor's encoded answer as it is. The bench's profile showed building the list and zod's
 * response check as most of a request's JavaScript; the fields laid over are booleans and a text
 * the contract already accepted, so the answer is the one the per-request build gave (tested in
 * comment-list-cache.test.ts against repo.list). null: the target cannot be read.
 */
export async function commentListAnswer(
  app: FastifyInstance,
  target: CommentTarget,
  query: CommentListQuery,
  viewerId: number | null,
): Promise<string | null> {
  const kept = await keptAnswer(app, target, query);
  if (!kept) return null;
  if (viewerId === null) return kept.text;
  const ctx = await loadCommentViewerContext(app.database.db, viewerId, kept.ids);
  const touched =
    ctx.reactions.size > 0 ||
    kept.writers.has(viewerId) ||
    [...ctx.blockedUserIds].some((blocked) => kept.writers.has(blocked));
  if (!touched) return kept.text;
  const list: CommentList = {
    ...kept.list,
    comments: kept.list.comments.map((c) => ({
      ...forViewer(c, kept, ctx),
      children: c.children.map((r) => forViewer(r, kept, ctx)),
    })),
  };
  return JSON.stringify({ data: list });
}
