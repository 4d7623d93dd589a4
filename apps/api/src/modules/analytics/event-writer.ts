import {
  ANALYTICS_WRITE_BATCH_ROWS,
  ANALYTICS_WRITE_BUFFER_MAX,
  ANALYTICS_WRITE_INTERVAL_MS,
} from '@growday/contracts';
import type { AnalyticsRow, EventSink } from './event-sink';

export interface EventWriterOptions {
  batchRows?: number;
  intervalMs?: number;
  bufferMax?: number;
  onError?: (error: unknown, rows: number) => void;
  onDrop?: (rows: number) => void;
}

export interface EventWriter {
  /** Queue rows for the next write; false (and nothing queued) when the buffer is full. */
  enqueue(rows: readonly AnalyticsRow[]): boolean;
  /** Write everything queued now (tests, shutdown). */
  flush(): Promise<void>;
  readonly pending: number;
  close(): Promise<void>;
}

/**
 * Batched writes (docs/decisions.md, Analytics): the ingest route only queues rows and answers;
 * one insert of up to ANALYTICS_WRITE_BATCH_ROWS rows goes every ANALYTICS_WRITE_INTERVAL_MS (or
 * as soon as a full batch waits), one at a time, so a burst of events costs a few inserts instead
 * of a connection per request and page requests keep their connections. A failed write is logged
 * and its rows dropped: analytics never holds memory for a database that is down.
 */
export function createEventWriter(sink: EventSink, opts: EventWriterOptions = {}): EventWriter {
  const batchRows = opts.batchRows ?? ANALYTICS_WRITE_BATCH_ROWS;
  const bufferMax = opts.bufferMax ?? ANALYTICS_WRITE_BUFFER_MAX;
  let queue: AnalyticsRow[] = [];
  let running: Promise<void> | null = null;
  let closed = false;

  const drain = async () => {
    while (queue.length > 0) {
      const batch = queue.slice(0, batchRows);
      queue = queue.slice(batch.length);
      try {
        await sink.write(batch);
      } catch (error) {
        opts.onError?.(error, batch.length);
      }
    }
  };
  const kick = (): Promise<void> => {
    running ??= drain().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => {
    if (queue.length > 0) void kick();
  }, opts.intervalMs ?? ANALYTICS_WRITE_INTERVAL_MS);
  timer.unref();

  return {
    enqueue(rows) {
      if (closed || queue.length + rows.length > bufferMax) {
        opts.onDrop?.(rows.length);
        return false;
      }
      queue.push(...rows);
      if (queue.length >= batchRows) void kick();
      return true;
    },
    async flush() {
      // A drain in progress may have taken rows out of the queue already: wait for it, then drain the rest.
      if (running) await running;
      await kick();
    },
    get pending() {
      return queue.length;
    },
    async close() {
      clearInterval(timer);
      await this.flush();
      closed = true;
    },
  };
}
