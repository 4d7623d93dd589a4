import { PG_INTEGER_MAX } from '@growday/contracts';
import { badRequest } from '../plugins/error-handler';

/**
 * The one codec behind every opaque list cursor of the API: the position's parts joined by ":" and
 * sent as base64url. Decoding accepts only what encoding could have produced: the text must match
 * the list's pattern, re-encode to the very same string (one spelling per position, so a cursor
 * cannot be padded or reshaped), and pass the list's range checks; anything else is a 400 naming
 * the query field, never a stack trace.
 */
export interface CursorCodec<T> {
  encode(position: T): string;
  /** `field` is the query parameter the cursor came in (named in the 400). */
  decode(raw: string, field?: string): T;
}

export interface CursorFormat<T> {
  /** The whole decoded text; its groups are handed to `read` as strings. */
  pattern: RegExp;
  write(position: T): readonly (string | number)[];
  /** The position from the pattern's groups, or null when a value is out of range. */
  read(groups: readonly string[]): T | null;
  /** What the 400 says after the field name. */
  refusal?: string;
}

export function cursorCodec<T>(format: CursorFormat<T>): CursorCodec<T> {
  const refusal = format.refusal ?? 'not a cursor this list gave out';
  const encode = (position: T) => Buffer.from(format.write(position).join(':')).toString('base64url');
  return {
    encode,
    decode(raw, field = 'after') {
      const text = Buffer.from(raw, 'base64url').toString('utf8');
      const match = format.pattern.exec(text);
      const position = match && Buffer.from(text).toString('base64url') === raw ? format.read(match.slice(1)) : null;
      if (position === null) throw badRequest(`${field}: ${refusal}`, field);
      return position;
    },
  };
}

/** PostgreSQL's integer range (the largest from contracts): ids and positions beyond it name no row. */
export const PG_INT_MAX = PG_INTEGER_MAX;
export const PG_INT_MIN = -PG_INTEGER_MAX - 1;

/**
 * The keyset codec most lists share: a sort value (a time in ms, or a count) and the row id as the
 * tie-break, "value:id".
 */
export const valueIdCodec = cursorCodec<{ value: number; id: number }>({
  pattern: /^(\d{1,15}):(\d{1,10})$/,
  write: (c) => [c.value, c.id],
  read: ([value, id]) => {
    const v = Number(value);
    const i = Number(id);
    return Number.isSafeInteger(v) && i >= 1 && i <= PG_INT_MAX ? { value: v, id: i } : null;
  },
});
