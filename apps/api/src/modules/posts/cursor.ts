import { badRequest } from '../../plugins/error-handler';

/** Keyset position in a newest-first list: publication time, then id as the tie-break. */
export interface PostCursor {
  publishedAt: Date;
  id: number;
}

export function encodePostCursor(c: PostCursor): string {
  return Buffer.from(`${c.publishedAt.getTime()}:${c.id}`).toString('base64url');
}

export function decodePostCursor(raw: string, field = 'after'): PostCursor {
  const text = Buffer.from(raw, 'base64url').toString('utf8');
  const match = /^(\d{1,15}):(\d{1,10})$/.exec(text);
  const ms = match ? Number(match[1]) : NaN;
  const id = match ? Number(match[2]) : NaN;
  if (
    !match ||
    !Number.isSafeInteger(ms) ||
    id < 1 ||
    id > 2_147_483_647 ||
    Buffer.from(text).toString('base64url') !== raw
  ) {
    throw badRequest(`${field}: not a cursor this list gave out`, field);
  }
  return { publishedAt: new Date(ms), id };
}
