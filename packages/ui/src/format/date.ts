import { KST_TIME_ZONE } from '@growday/contracts/client';

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

const kstParts = new Intl.DateTimeFormat('en-US', {
  timeZone: KST_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Date "YYYY.MM.DD" and time "HH:mm" in Korea time, the same on the server and in the browser. */
export function formatKstDateTimeParts(iso: string): { date: string; time: string } {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return { date: '', time: '' };
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    kstParts.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}.${part('month')}.${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/** "YYYY.MM.DD HH:mm" in Korea time (comment and notification dates). */
export function formatKstDateTime(iso: string): string {
  const { date, time } = formatKstDateTimeParts(iso);
  return date ? `${date} ${time}` : '';
}
