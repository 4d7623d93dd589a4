import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from './rows';

/**
 * Day partitions of analytics_events (PARTITION BY RANGE (received_at), one UTC day each, named
 * analytics_events_pYYYYMMDD). Created when the first event of a day is written; dropped whole
 * by retention, which costs a catalogue change instead of a DELETE over millions of rows.
 */

const PARENT = 'analytics_events';
const NAME = /^analytics_events_p(\d{4})(\d{2})(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day (YYYY-MM-DD) an instant falls in. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

export const partitionName = (day: string): string => `${PARENT}_p${day.replaceAll('-', '')}`;

const nextDay = (day: string): string => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS));

/** Duplicate-table error of a CREATE racing another process's identical CREATE. */
const alreadyExists = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  const code = e.code ?? e.cause?.code;
  return code === '42P07' || code === '23505';
};

/** Create the partition of each day unless it exists; days come from code, never from a client. */
export async function ensureDayPartitions(db: Db, days: Iterable<string>): Promise<void> {
  for (const day of new Set(days)) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a day: ${day}`);
    const statement = `create table if not exists "${partitionName(day)}" partition of "${PARENT}"
      for values from ('${day} 00:00:00+00') to ('${nextDay(day)} 00:00:00+00')`;
    try {
      await db.execute(sql.raw(statement));
    } catch (error) {
      if (!alreadyExists(error)) throw error;
    }
  }
}

/** The days that have a partition, oldest first. */
export async function listDayPartitions(db: Db): Promise<string[]> {
  const result = await db.execute<{ name: string }>(sql`
    select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid
    join pg_class p on p.oid = i.inhparent
    where p.relname = ${PARENT}`);
  return rowsOf<{ name: string }>(result)
    .map((r) => NAME.exec(r.name))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => `${m[1]}-${m[2]}-${m[3]}`)
    .sort();
}

/**
 * Drop the partitions of days that ended more than `retentionDays` ago (a day is kept whole while
 * any of it is within the window). Returns the dropped days.
 */
export async function dropExpiredPartitions(db: Db, now: Date, retentionDays: number): Promise<string[]> {
  const oldestKept = utcDay(new Date(now.getTime() - retentionDays * DAY_MS));
  const expired = (await listDayPartitions(db)).filter((day) => day < oldestKept);
  for (const day of expired) await db.execute(sql.raw(`drop table if exists "${partitionName(day)}"`));
  return expired;
}
