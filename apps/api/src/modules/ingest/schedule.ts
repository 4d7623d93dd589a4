import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { runIngestPass, type IngestSettings, type PassSummary } from './ingest-pass';

/**
 * Runs an ingestion pass every INGEST_INTERVAL minutes (server.ts; never in tests, where the
 * interval is 0). A pass still running when the next is due is not doubled: that tick is skipped.
 * Other API processes run their own schedules; leases keep them off each other's sources.
 */
export function startIngestSchedule(opts: {
  db: Db;
  clock: Clock;
  settings: IngestSettings;
  log: FastifyBaseLogger;
  /** Defaults to the settings' interval; tests give milliseconds. */
  intervalMs?: number;
  onPass?: (summary: PassSummary) => void;
}): { stop(): void } {
  const intervalMs = opts.intervalMs ?? opts.settings.intervalMinutes * 60_000;
  if (intervalMs <= 0) return { stop() {} };
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const summary = await runIngestPass(opts.db, opts.clock, opts.settings, { scheduled: true });
      if (summary.sources > 0) {
        opts.log.info(
          { sources: summary.sources, failed: summary.failed, added: summary.added, updated: summary.updated },
          'ingestion pass',
        );
      }
      opts.onPass?.(summary);
    } catch (err) {
      opts.log.warn({ err }, 'ingestion pass failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  // The first pass soon after start, not a whole interval later.
  const first = setTimeout(() => void tick(), Math.min(intervalMs, 5_000));
  first.unref();
  return {
    stop() {
      clearInterval(timer);
      clearTimeout(first);
    },
  };
}
