import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { addDays, kstDayOf } from './kst-day';
import { dropExpiredPartitions, ensureDayPartitions, utcDay } from './partitions';
import type { RecordingsRepository } from './recordings-repository';
import { rollupDay } from './rollup';

export interface MaintenanceSettings {
  retentionDays: number;
  recordingRetentionDays: number;
}

export interface MaintenanceResult {
  droppedDays: string[];
  recordingsDeleted: number;
  rolledUp: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One analytics maintenance pass (every ANALYTICS_MAINTENANCE_INTERVAL_MINUTES): today's and
 * tomorrow's partitions exist before their first event, partitions past ANALYTICS_RETENTION_DAYS
 * and recordings past SESSION_RECORDING_RETENTION_DAYS go, and yesterday's and today's KST
 * rollups are computed again (yesterday's late events still count once).
 */
export async function runAnalyticsMaintenance(
  db: Db,
  clock: Clock,
  recordings: RecordingsRepository,
  settings: MaintenanceSettings,
): Promise<MaintenanceResult> {
  const now = clock.now();
  await ensureDayPartitions(db, [utcDay(now), utcDay(new Date(now.getTime() + DAY_MS))]);
  const droppedDays = await dropExpiredPartitions(db, now, settings.retentionDays);
  const recordingsDeleted = await recordings.deleteBefore(
    new Date(now.getTime() - settings.recordingRetentionDays * DAY_MS),
  );
  const today = kstDayOf(now);
  const rolledUp = [addDays(today, -1), today];
  for (const day of rolledUp) await rollupDay(db, day, now);
  return { droppedDays, recordingsDeleted, rolledUp };
}
