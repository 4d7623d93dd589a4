import { valueIdCodec } from '../../lib/cursor-codec';

/**
 * Keyset position in a comment list: the sort value (likeCount, or createdAt in ms) and the id as
 * the tie-break. Both orders are descending, so one format serves both (the shared value:id codec).
 */
export interface CommentCursor {
  value: number;
  id: number;
}

export const encodeCommentCursor = (c: CommentCursor): string => valueIdCodec.encode(c);

export const decodeCommentCursor = (raw: string, field = 'after'): CommentCursor => valueIdCodec.decode(raw, field);
