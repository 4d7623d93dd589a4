import { COOKIE, KST_TIME_ZONE, LOGIN_MODAL_HIDE_TODAY_VALUE } from '@growday/contracts/client';

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a time zone. */
function wallClock(instant: number, timeZone: string) {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 1970,
    month: fields.month ?? 1,
    day: fields.day ?? 1,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const wallAsUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return wallAsUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * 23:59:59.999 of the day `now` falls on, in `timeZone` (Korea time by default), whatever the
 * machine's own time zone (CC-LOGIN-05). Uses the runtime's time-zone data (Intl); the second
 * pass corrects the offset for zones whose offset changes during the day.
 */
export function endOfDayIn(now: Date, timeZone: string = KST_TIME_ZONE): Date {
  const today = wallClock(now.getTime(), timeZone);
  const wallEnd = Date.UTC(today.year, today.month - 1, today.day, 23, 59, 59, 999);
  let instant = wallEnd - zoneOffsetMs(now.getTime(), timeZone);
  instant = wallEnd - zoneOffsetMs(instant, timeZone);
  return new Date(instant);
}

/** The Set-Cookie-style string that hides the login prompt until the end of today (KST). */
export function hideTodayCookieString(now: Date, { secure = false }: { secure?: boolean } = {}): string {
  // Cookie dates carry whole seconds: the cookie lives through 23:59:59 and is gone at midnight.
  const expires = endOfDayIn(now).toUTCString();
  return `${COOKIE.loginModalHideToday}=${LOGIN_MODAL_HIDE_TODAY_VALUE}; expires=${expires}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Write the hide-for-today cookie in the browser (the modal's COPY.login.hideToday link). */
export function writeLoginModalHideToday(now: Date = new Date(), doc: Pick<Document, 'cookie'> = document): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  doc.cookie = hideTodayCookieString(now, { secure });
}
