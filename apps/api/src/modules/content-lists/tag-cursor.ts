import { badRequest } from '../../plugins/error-handler';

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

export const NO_GROUP_KEY = 2_147_483_647;

const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;

export function encodeTagCursor(c: TagCursor): string {
  return Buffer.from(`t:${c.groupPosition}:${c.groupId}:${c.position}:${c.id}`).toString('base64url');
}

export function decodeTagCursor(raw: string, field = 'after'): TagCursor {
  const text = Buffer.from(raw, 'base64url').toString('utf8');
  const match = /^t:(-?\d{1,10}):(\d{1,10}):(-?\d{1,10}):(\d{1,10})$/.exec(text);
  const values = match ? match.slice(1).map(Number) : [];
  if (!match || values.some((v) => v < INT_MIN || v > INT_MAX) || Buffer.from(text).toString('base64url') !== raw) {
    throw badRequest(`${field}: not a cursor this list gave out`, field);
  }
  const [groupPosition = 0, groupId = 0, position = 0, id = 0] = values;
  return { groupPosition, groupId, position, id };
}
