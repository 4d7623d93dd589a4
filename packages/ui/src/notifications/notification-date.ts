import { KST_TIME_ZONE } from '@growday/contracts';

const kstParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: KST_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "YYYY.MM.DD HH:mm" in Korea time, as comment dates show; the same on the server and in the browser. */
export function formatKstDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = Object.fromEntries(kstParts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}.${part.month}.${part.day} ${part.hour}:${part.minute}`;
}
