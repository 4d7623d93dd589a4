import { cursorCodec, PG_INT_MAX } from '../../lib/cursor-codec';

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

const searchCodec = cursorCodec<SearchCursor>({
  pattern: /^(\d{1,6}(?:\.\d{1,6})?):(\d{1,10}):(\d{1,10}):(\d{1,15})$/,
  write: (c) => [c.score, c.id, c.maxId, c.nowMs],
  read: ([score = '', id, maxId, nowMs]) => {
    const cursor = { score, id: Number(id), maxId: Number(maxId), nowMs: Number(nowMs) };
    return cursor.id > PG_INT_MAX || cursor.maxId > PG_INT_MAX || !Number.isSafeInteger(cursor.nowMs) ? null : cursor;
  },
  refusal: 'not a cursor this search gave out',
});

export const encodeSearchCursor = (c: SearchCursor): string => searchCodec.encode(c);

export const decodeSearchCursor = (raw: string, field = 'after'): SearchCursor => searchCodec.decode(raw, field);
