import { cursorCodec, PG_INT_MAX, PG_INT_MIN } from '../../lib/cursor-codec';

/**
 * Keyset position in the tag list: group position, group id, tag position, tag id. Tags without a
 * group sort after every group, so their group keys are the largest integer.
 */
export interface TagCursor {
  groupPosition: number;
  groupId: number;
  position: number;
  id: number;
}

export const NO_GROUP_KEY = PG_INT_MAX;

const tagCodec = cursorCodec<TagCursor>({
  pattern: /^(t):(-?\d{1,10}):(\d{1,10}):(-?\d{1,10}):(\d{1,10})$/,
  write: (c) => ['t', c.groupPosition, c.groupId, c.position, c.id],
  read: ([, ...parts]) => {
    const values = parts.map(Number);
    if (values.some((v) => v < PG_INT_MIN || v > PG_INT_MAX)) return null;
    const [groupPosition = 0, groupId = 0, position = 0, id = 0] = values;
    return { groupPosition, groupId, position, id };
  },
});

export const encodeTagCursor = (c: TagCursor): string => tagCodec.encode(c);

export const decodeTagCursor = (raw: string, field = 'after'): TagCursor => tagCodec.decode(raw, field);
