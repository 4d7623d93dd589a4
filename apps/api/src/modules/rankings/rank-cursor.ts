import { RANKING_MAX_POSITION } from '@growday/contracts';
import { cursorCodec } from '../../lib/cursor-codec';

/**
 * The cursor of a ranked list: the position after the last post answered. A score moves with the
 * clock and the counters, so a keyset on it would skip or repeat posts between two pages anyway;
 * a position is honest about that and stays small. Rankings hold at most RANKING_MAX_POSITION.
 */
const rankCodec = cursorCodec<number>({
  pattern: /^(r):(\d{1,6})$/,
  write: (position) => ['r', position],
  read: ([, position]) => {
    const p = Number(position);
    return p >= 1 && p <= RANKING_MAX_POSITION ? p : null;
  },
});

export const encodeRankCursor = (position: number): string => rankCodec.encode(position);

export const decodeRankCursor = (raw: string, field = 'after'): number => rankCodec.decode(raw, field);
