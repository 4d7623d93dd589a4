import { KST_TIME_ZONE } from '@growday/contracts';

const kstDate = new Intl.DateTimeFormat('ko-KR', {
  timeZone: KST_TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** A calendar date in KST, e.g. "2026년 1월 5일"; the same on the server and in the browser. */
export function formatKstDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : kstDate.format(date);
}
