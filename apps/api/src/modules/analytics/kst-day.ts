import { KST_TIME_ZONE } from '@growday/contracts';

const format = new Intl.DateTimeFormat('en-CA', {
  timeZone: KST_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Korean calendar day (YYYY-MM-DD) of an instant: report days are KST days. */
export const kstDayOf = (at: Date): string => format.format(at);

/** The instants a KST day starts and ends (Korea keeps +09:00 all year). */
export function kstDayBounds(day: string): { start: Date; end: Date } {
  const start = new Date(`${day}T00:00:00+09:00`);
  return { start, end: new Date(start.getTime() + 24 * 60 * 60 * 1000) };
}

/** The day `n` days after (or before, negative) a day. */
export function addDays(day: string, n: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + n);
  return at.toISOString().slice(0, 10);
}
