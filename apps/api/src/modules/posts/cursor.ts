import { valueIdCodec } from '../../lib/cursor-codec';

/** Keyset position in a newest-first list: publication time, then id as the tie-break. */
export interface PostCursor {
  publishedAt: Date;
  id: number;
}

export function encodePostCursor(c: PostCursor): string {
  return valueIdCodec.encode({ value: c.publishedAt.getTime(), id: c.id });
}

export function decodePostCursor(raw: string, field = 'after'): PostCursor {
  const { value, id } = valueIdCodec.decode(raw, field);
  return { publishedAt: new Date(value), id };
}
