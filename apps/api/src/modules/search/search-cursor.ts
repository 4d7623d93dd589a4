import { badRequest } from '../../plugins/error-handler';

/**
 * Keyset position in a search: the rank (6 decimals, exact as numeric) and id of the last post
 * shown, plus the snapshot the first page was ranked against: the highest post id then (posts
 * that arrive later stay out of later pages) and the time recency was measured from (so a post's
 * rank does not drift between pages).
 */
export interface SearchCursor {
  score: string;
  id: number;
  maxId: number;
  nowMs: number;
}

const CURSOR = /^(\d{1,6}(?:\.\d{1,6})?):(\d{1,10}):(\d{1,10}):(\d{1,15})$/;
const MAX_ID = 2_147_483_647;

export function encodeSearchCursor(c: SearchCursor): string {
  return Buffer.from(`${c.score}:${c.id}:${c.maxId}:${c.nowMs}`).toString('base64url');
}

export function decodeSearchCursor(raw: string, field = 'after'): SearchCursor {
  const text = Buffer.from(raw, 'base64url').toString('utf8');
  const match = CURSOR.exec(text);
  if (!match || Buffer.from(text).toString('base64url') !== raw) {
    throw badRequest(`${field}: not a cursor this search gave out`, field);
  }
  const [, score, id, maxId, nowMs] = match as unknown as [string, string, string, string, string];
  const cursor = { score, id: Number(id), maxId: Number(maxId), nowMs: Number(nowMs) };
  if (cursor.id > MAX_ID || cursor.maxId > MAX_ID || !Number.isSafeInteger(cursor.nowMs)) {
    throw badRequest(`${field}: not a cursor this search gave out`, field);
  }
  return cursor;
}
