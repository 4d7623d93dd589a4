import * as COPY from '@growday/contracts/copy';
import { BADGE_CAP } from '@growday/contracts/client';

/**
 * The text of a header badge: nothing at 0 (SH-HDR-21, SH-HDR-22), the number up to the cap, and
 * 99+ from 100 on (SH-HDR-20).
 */
export function badgeText(count: number | null | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > BADGE_CAP ? COPY.common.badgeCap : String(count);
}
