import { RANKING_MAX_POSITION } from '@growday/contracts';
import { badRequest } from '../../plugins/error-handler';

/**
 * The cursor of a ranked list: the position after the last post answered. A score moves with the
 * clock and the counters, so a keyset on it would skip or repeat posts between two pages anyway;
 * a position is honest about that and stays small. Rankings hold at most RANKING_MAX_POSITION.
 */
export function encodeRankCursor(position: number): string {
  return Buffer.from(`r:${position}`).toString('base64url');
}

export function decodeRankCursor(raw: string, field = 'after'): number {
  const text = Buffer.from(raw, 'base64url').toString('utf8');
  const match = /^r:(\d{1,6})$/.exec(text);
  const position = match ? Number(match[1]) : NaN;
  if (!match || position < 1 || position > RANKING_MAX_POSITION || Buffer.from(text).toString('base64url') !== raw) {
    throw badRequest(`${field}: not a cursor this list gave out`, field);
  }
  return position;
}
