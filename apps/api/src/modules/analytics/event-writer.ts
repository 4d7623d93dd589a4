import {
  ANALYTICS_WRITE_BATCH_ROWS,
  ANALYTICS_WRITE_BUFFER_MAX,
  ANALYTICS_WRITE_INTERVAL_MS,
} from '@growday/contracts';
import type { AnalyticsRow, EventSink } from './event-sink';
import type { LowPriorityLane } from './low-priority-lane';

export interface EventWriterOptions {
  batchRows?: number;
  intervalMs?: number;
  bufferMax?: number;
  /** Each INSERT waits for a turn on this lane (pages first); flush() and close() do not wait for one. */
  lane?: LowPriorityLane;
  onError?: (error: unknown, rows: number) => void;
  onDrop?: (rows: number) => void;
}

export interface EventWriter {
  /** Queue rows for the next write; false (and nothing queued) when the buffer is full or the writer closed. */
  enqueue(rows: readonly AnalyticsRow[]): boolean;
  /** Write everything queued now, in the order it was queued (tests, shutdown). */
  flush(): Promise<void>;
  readonly pending: number;
  close(): Promise<void>;
}

/**
 * Batched writes (docs/decisions.md, Analytics): the ingest route only queues rows and answers;
 * one insert of up to ANALYTICS_WRITE_BATCH_ROWS rows goes every ANALYTICS_WRITE_INTERVAL_MS (or
 * as soon as a full batch waits), one at a time and in the order the rows came, each on its turn of
 * the low-priority lane, so page requests go first. Past `bufferMax` waiting rows enqueue refuses
 * (the route answers 503 + Retry-After) instead of growing. close() stops taking rows and writes
 * all it holds, so nothing acknowledged is lost on a clean shutdown. A failed write is logged and
 * its rows dropped: analytics never holds memory for a database that is down.
 */
export function createEventWriter(sink: EventSink, opts: EventWriterOptions = {}): EventWriter {
  const batchRows = opts.batchRows ?? ANALYTICS_WRITE_BATCH_ROWS;
  const bufferMax = opts.bufferMax ?? ANALYTICS_WRITE_BUFFER_MAX;
  const queue: AnalyticsRow[] = [];
  let running: Promise<void> | null = null;
  let closed = false;
  /** flush() or close() callers waiting: their writes skip the lane's turns. */
  let urgent = 0;

  const writeNext = async () => {
    const end = opts.lane && urgent === 0 ? await opts.lane.turn({ first: true }) : null;
    // Taken after the turn, so an insert carries every row that arrived while it waited.
    const batch = queue.splice(0, batchRows);
    try {
      if (batch.length > 0) await sink.write(batch);
    } catch (error) {
      opts.onError?.(error, batch.length);
    } finally {
      end?.();
    }
  };
  const drain = async () => {
    while (queue.length > 0) await writeNext();
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

  const flush = async () => {
    urgent += 1;
    try {
      // A drain in progress may have taken rows out of the queue already: wait for it, then drain the rest.
      if (running) await running;
      await kick();
    } finally {
      urgent -= 1;
    }
  };

  return {
    enqueue(rows) {
      if (closed || queue.length + rows.length > bufferMax) {
        opts.onDrop?.(rows.length);
        return false;
      }
      for (const row of rows) queue.push(row);
      if (queue.length >= batchRows) void kick();
      return true;
    },
    flush,
    get pending() {
      return queue.length;
    },
    async close() {
      closed = true;
      clearInterval(timer);
      await flush();
    },
  };
}
