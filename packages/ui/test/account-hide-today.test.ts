import { COOKIE, KST_TIME_ZONE, LOGIN_MODAL_HIDE_TODAY_VALUE } from '@growday/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { endOfDayIn, hideTodayCookieString, writeLoginModalHideToday } from '../src/account/hide-today';
import { isLoginModalHiddenToday } from '../src/account/hidden-today';

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

/** A KST wall-clock time as an instant (KST is UTC+9 all year). */
const kst = (iso: string) => new Date(`${iso}+09:00`);

describe('hide for today', () => {
  it('CC-LOGIN-05 expires at 23:59:59.999 Korea time of the current day', () => {
    expect(KST_TIME_ZONE).toBe('Asia/Seoul');
    expect(endOfDayIn(kst('2026-11-22T10:15:00')).toISOString()).toBe('2026-11-22T14:59:59.999Z');
    expect(endOfDayIn(kst('2026-11-22T00:00:00.000')).toISOString()).toBe('2026-11-22T14:59:59.999Z');
  });

  it('CC-LOGIN-05 at 23:59 KST it is still today; at 00:00 KST it is the next day', () => {
    expect(endOfDayIn(kst('2026-11-22T23:59:00')).toISOString()).toBe('2026-11-22T14:59:59.999Z');
    expect(endOfDayIn(kst('2026-11-22T23:59:59.999')).toISOString()).toBe('2026-11-22T14:59:59.999Z');
    expect(endOfDayIn(kst('2026-11-23T00:00:00.000')).toISOString()).toBe('2026-11-23T14:59:59.999Z');
    // Month and year ends roll over too.
    expect(endOfDayIn(kst('2026-12-31T23:30:00')).toISOString()).toBe('2026-12-31T14:59:59.999Z');
    expect(endOfDayIn(kst('2027-01-01T00:10:00')).toISOString()).toBe('2027-01-01T14:59:59.999Z');
  });

  it('CC-LOGIN-05 the machine clock zone does not matter (UTC, Los Angeles)', () => {
    // 2026-11-22 20:00 UTC is already 2026-11-23 05:00 in Korea.
    const instant = new Date('2026-11-22T20:00:00.000Z');
    for (const tz of ['UTC', 'America/Los_Angeles', 'Asia/Seoul']) {
      process.env.TZ = tz;
      expect(endOfDayIn(instant).toISOString()).toBe('2026-11-23T14:59:59.999Z');
    }
  });

  it('handles zones whose offset changes that day', () => {
    // New York springs forward on 2026-03-08; the day ends at 23:59:59.999 EDT (UTC-4).
    expect(endOfDayIn(new Date('2026-03-08T12:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-09T03:59:59.999Z',
    );
  });

  it('CC-LOGIN-05 the cookie carries that expiry (whole seconds), path / and SameSite=Lax', () => {
    const cookie = hideTodayCookieString(kst('2026-11-22T23:59:30'));
    expect(cookie).toBe(
      `${COOKIE.loginModalHideToday}=${LOGIN_MODAL_HIDE_TODAY_VALUE}; expires=Sun, 22 Nov 2026 14:59:59 GMT; path=/; SameSite=Lax`,
    );
    expect(hideTodayCookieString(kst('2026-11-23T00:00:00'), { secure: true })).toMatch(
      /expires=Mon, 23 Nov 2026 14:59:59 GMT; path=\/; SameSite=Lax; Secure$/,
    );
  });

  it('writes the cookie to the document and reads it back', () => {
    const doc = { cookie: '' };
    writeLoginModalHideToday(kst('2026-11-22T09:00:00'), doc);
    expect(doc.cookie).toContain(`${COOKIE.loginModalHideToday}=${LOGIN_MODAL_HIDE_TODAY_VALUE};`);
    expect(doc.cookie).toContain('expires=Sun, 22 Nov 2026 14:59:59 GMT');
    expect(isLoginModalHiddenToday(`a=1; ${COOKIE.loginModalHideToday}=${LOGIN_MODAL_HIDE_TODAY_VALUE}`)).toBe(true);
    expect(isLoginModalHiddenToday('a=1')).toBe(false);
    expect(isLoginModalHiddenToday('')).toBe(false);
  });
});
