import { badRequest } from '../../plugins/error-handler';

/**
 * Keyset position in a comment list: the sort value (likeCount, or createdAt in ms) and the id as
 * the tie-break. Both orders are descending, so one format serves both.
 */
export interface CommentCursor {
  value: number;
  id: number;
}

export function encodeCommentCursor(c: CommentCursor): string {
  return Buffer.from(`${c.value}:${c.id}`).toString('base64url');
}

export function decodeCommentCursor(raw: string, field = 'after'): CommentCursor {
  const text = Buffer.from(raw, 'base64url').toString('utf8');
  const match = /^(\d{1,15}):(\d{1,10})$/.exec(text);
  const value = match ? Number(match[1]) : NaN;
  const id = match ? Number(match[2]) : NaN;
  if (
    !match ||
    !Number.isSafeInteger(value) ||
    id < 1 ||
    id > 2_147_483_647 ||
    Buffer.from(text).toString('base64url') !== raw
  ) {
    throw badRequest(`${field}: not a cursor this list gave out`, field);
  }
  return { value, id };
}
