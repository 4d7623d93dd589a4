import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { ANALYTICS_MAINTENANCE_INTERVAL_MINUTES } from '@growday/contracts';
import { claimScheduledRun, schedulerHolder } from '../../db/scheduled-runs';
import type { MaintenanceResult } from './maintenance';
import { runAnalyticsMaintenance } from './maintenance';
import { analyticsAdminRoutes } from './admin-routes';
import { createPostgresEventSink, type EventSink } from './event-sink';
import { createEventWriter, type EventWriter } from './event-writer';
import { analyticsEventsRoutes } from './events-routes';
import { createLowPriorityLane, type LowPriorityLane } from './low-priority-lane';
import { createRecordingsRepository, type RecordingsRepository } from './recordings-repository';
import { analyticsRecordingsRoutes } from './recordings-routes';

declare module 'fastify' {
  interface FastifyInstance {
    analytics: {
      writer: EventWriter;
      /** Ingestion's low-priority lane (batches waiting for a turn: `lane.waiting`). */
      lane: LowPriorityLane;
      /** One maintenance pass now, unconditionally (tests and ops call it). */
      runMaintenance(): Promise<MaintenanceResult>;
      /**
       * The timer's tick: the pass runs only if no process sharing the database ran it within the
       * interval (scheduled_runs); null when another did.
       */
      runScheduledMaintenance(): Promise<MaintenanceResult | null>;
    };
  }
}

export interface AnalyticsPluginOptions {
  /** Where events go; the PostgreSQL sink by default (the bench and tests may pass another). */
  sink?: EventSink;
}

/** The analytics maintenance's row in scheduled_runs. */
export const ANALYTICS_MAINTENANCE_JOB = 'analytics-maintenance';

/**
 * Analytics and session recording (docs/decisions.md, Analytics and session recording): the two
 * ingest routes, the admin report and recordings, and the batched event writer, flushed when the
 * app closes.
 */
export const analyticsPlugin = fp<AnalyticsPluginOptions>(async (app, opts) => {
  const { db } = app.database;
  const lane = createLowPriorityLane(app.pageLoad);
  const writer = createEventWriter(opts.sink ?? createPostgresEventSink(db), {
    lane,
    onError: (err, rows) => app.log.warn({ err, rows }, 'analytics write failed; rows dropped'),
    onDrop: (rows) => app.log.warn({ rows }, 'analytics buffer full; batch refused with 503'),
  });
  const recordings = createRecordingsRepository(db, app.clock);
  const settings = {
    retentionDays: app.config.analyticsRetentionDays,
    recordingRetentionDays: app.config.recordingRetentionDays,
  };
  const holder = schedulerHolder();
  const runMaintenance = () => runAnalyticsMaintenance(db, app.clock, recordings, settings);
  app.decorate('analytics', {
    writer,
    lane,
    runMaintenance,
    runScheduledMaintenance: async () => {
      const claimed = await claimScheduledRun(db, ANALYTICS_MAINTENANCE_JOB, {
        now: app.clock.now(),
        intervalMs: ANALYTICS_MAINTENANCE_INTERVAL_MINUTES * 60_000,
        holder,
      });
      return claimed ? runMaintenance() : null;
    },
  });
  // The schedule runs in the server, not in tests (they call runMaintenance when they mean it).
  if (app.config.env !== 'test') {
    const pass = () =>
      app.analytics
        .runScheduledMaintenance()
        .catch((err: unknown) => app.log.warn({ err }, 'analytics maintenance failed'));
    const timer = setInterval(pass, ANALYTICS_MAINTENANCE_INTERVAL_MINUTES * 60_000);
    timer.unref();
    app.addHook('onReady', async () => void pass());
    app.addHook('onClose', async () => clearInterval(timer));
  }
  app.addHook('onClose', async () => writer.close());

  await app.register(analyticsRoutesScope, { writer, lane, recordings });
});

/** The routes in their own scope, so the text/plain parser (sendBeacon's body) applies to them only. */
const analyticsRoutesScope: FastifyPluginAsync<{
  writer: EventWriter;
  lane: LowPriorityLane;
  recordings: RecordingsRepository;
}> = async (app, opts) => {
  // navigator.sendBeacon posts text/plain (a JSON content type would need a CORS preflight it cannot make).
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      const error = new Error('body: not valid JSON') as Error & { statusCode: number };
      error.statusCode = 400;
      done(error, undefined);
    }
  });

  // ingestEvents replaces both parsers in its own scope (it parses on its lane turn).
  await app.register(analyticsEventsRoutes, { writer: opts.writer, lane: opts.lane });
  await app.register(analyticsRecordingsRoutes, { recordings: opts.recordings });
  await app.register(analyticsAdminRoutes, { recordings: opts.recordings });
};
