import { KST_UTC_OFFSET_MS } from '@growday/contracts/client';
import * as COPY from '@growday/contracts/copy';

// Korea time is a fixed offset from UTC (no daylight saving time since October 1988), so these formats are
// plain arithmetic on the instant shifted by KST_UTC_OFFSET_MS, read with the UTC getters. Not
// Intl.DateTimeFormat: the first formatter a page creates initialises ICU, 11-30 ms on a desktop CPU
// and four times that on Lighthouse's phone, inside the hydration task of every post page
// (issue 13, docs/decisions.md). The unit test holds these equal to Intl's output in Asia/Seoul.

/** The instant as Korea's wall clock (read it with the UTC getters), or null when `iso` is not a date. */
function kstWallClock(iso: string): Date | null {
  const at = new Date(iso).getTime();
  return Number.isNaN(at) ? null : new Date(at + KST_UTC_OFFSET_MS);
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** A calendar date in KST, e.g. "2026년 1월 5일"; the same on the server and in the browser. */
export function formatKstDate(iso: string): string {
  const kst = kstWallClock(iso);
  return kst ? COPY.common.longDate(kst.getUTCFullYear(), kst.getUTCMonth() + 1, kst.getUTCDate()) : '';
}

/** Date "YYYY.MM.DD" and time "HH:mm" in Korea time, the same on the server and in the browser. */
export function formatKstDateTimeParts(iso: string): { date: string; time: string } {
  const kst = kstWallClock(iso);
  if (!kst) return { date: '', time: '' };
  return {
    date: `${kst.getUTCFullYear()}.${twoDigits(kst.getUTCMonth() + 1)}.${twoDigits(kst.getUTCDate())}`,
    time: `${twoDigits(kst.getUTCHours())}:${twoDigits(kst.getUTCMinutes())}`,
  };
}

/** "YYYY.MM.DD HH:mm" in Korea time (comment and notification dates). */
export function formatKstDateTime(iso: string): string {
  const { date, time } = formatKstDateTimeParts(iso);
  return date ? `${date} ${time}` : '';
}
