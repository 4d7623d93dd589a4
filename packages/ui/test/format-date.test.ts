import { KST_TIME_ZONE } from '@growday/contracts';
import { describe, expect, it } from 'vitest';
import { formatKstDate, formatKstDateTime, formatKstDateTimeParts } from '../src/format/date';

// What the formats were before they became arithmetic (src/format/date.ts): Intl in Asia/Seoul.
const intlDate = new Intl.DateTimeFormat('ko-KR', {
  timeZone: KST_TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const intlParts = new Intl.DateTimeFormat('en-US', {
  timeZone: KST_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
function intlDateTime(at: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) => intlParts.formatToParts(at).find((p) => p.type === type)?.value;
  return `${part('year')}.${part('month')}.${part('day')} ${part('hour')}:${part('minute')}`;
}

describe('KST date formats', () => {
  it('read the instant in Korea time: 15:00 UTC is the next day 00:00', () => {
    expect(formatKstDate('2026-01-05T14:59:59.999Z')).toBe('2026년 1월 5일');
    expect(formatKstDate('2026-01-05T15:00:00.000Z')).toBe('2026년 1월 6일');
    expect(formatKstDateTimeParts('2026-12-31T15:04:00.000Z')).toEqual({ date: '2027.01.01', time: '00:04' });
    expect(formatKstDateTime('2024-02-28T15:30:00+00:00')).toBe('2024.02.29 00:30');
  });

  it('give nothing for what is not a date', () => {
    expect(formatKstDate('not a date')).toBe('');
    expect(formatKstDateTimeParts('')).toEqual({ date: '', time: '' });
    expect(formatKstDateTime('2026-13-45')).toBe('');
  });

  it("equal Intl's Asia/Seoul output from 1989 (Korea's last daylight saving time ended in October 1988) to 2100 (a step that visits every hour and many minutes)", () => {
    const step = (97 * 60 + 17) * 60_000 + 1_234;
    let checked = 0;
    for (let t = Date.UTC(1989, 0, 1); t < Date.UTC(2100, 0, 1); t += step) {
      const at = new Date(t);
      const iso = at.toISOString();
      expect(formatKstDate(iso), iso).toBe(intlDate.format(at));
      expect(formatKstDateTime(iso), iso).toBe(intlDateTime(at));
      checked += 1;
    }
    expect(checked).toBeGreaterThan(10_000);
  });
});
