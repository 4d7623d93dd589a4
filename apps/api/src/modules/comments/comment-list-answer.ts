import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { commentListSchema, dataSchema, type CommentList } from '@growday/contracts';
import { anonymousCommentAnswerCache, type CommentAnswerText } from './comment-list-cache';
import { commentListKey, type CommentListQuery } from './comment-list-query';
import type { CommentTarget } from './comment-target';

const answerSchema = dataSchema(commentListSchema);
class UnreadableTarget extends Error {}

/** A signed-out visitor's answer as finished JSON text (send it as it is), or a viewer's list. */
export type CommentListAnswer = CommentAnswerText | { data: CommentList };

/** A string with a JSON content type is sent as it is: Fastify skips the serializer for it. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * A comment list's answer: a signed-in viewer's is built per request (their reactions and blocks);
 * a signed-out visitor's is the same for everyone, so its JSON text is kept with the shared page
 * (anonymousCommentAnswerCache). The text is made exactly as the route's serializer makes it (the
 * contract's encode, then JSON.stringify), so the answer is byte for byte the one it replaces; the
 * bench's profile showed zod's response check and the list's building as most of a cached
 * signed-out request (issue 13 item 5). null: the target cannot be read.
 */
export async function commentListAnswer(
  app: FastifyInstance,
  target: CommentTarget,
  query: CommentListQuery,
  viewerId: number | null,
  list: (viewerId: number | null) => Promise<CommentList | null>,
): Promise<CommentListAnswer | null> {
  if (viewerId !== null) {
    const built = await list(viewerId);
    return built ? { data: built } : null;
  }
  return anonymousCommentAnswerCache(app)
    .get(commentListKey(target, query), async () => {
      const built = await list(null);
      // A target that cannot be read is not kept: the load throws, so the cache stores nothing.
      if (!built) throw new UnreadableTarget();
      return { text: JSON.stringify(z.encode(answerSchema, { data: built })) };
    })
    .catch((error: unknown) => {
      if (error instanceof UnreadableTarget) return null;
      throw error;
    });
}
