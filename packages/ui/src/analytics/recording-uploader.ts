import { SESSION_RECORDING } from '@growday/contracts/client';

/** The recorder's numbers (shell spec §7); SESSION_RECORDING unless a test changes one. */
export type RecordingOptions = { -readonly [K in keyof typeof SESSION_RECORDING]: number };

export interface RecordingChunk {
  recording_id: string;
  web_session_id: string;
  seq: number;
  events: unknown[];
}

export type RecordingStopReason = 'max-session' | 'idle' | 'buffer-full' | 'cut' | 'stopped';

export interface RecordingUploaderDeps {
  recordingId: string;
  webSessionId: string;
  /** POST one chunk; `{ cut: true }` in the answer ends the recording. Failures are ignored. */
  send(chunk: RecordingChunk): Promise<{ cut?: boolean } | undefined | void>;
  now?: () => number;
  options?: Partial<RecordingOptions>;
  onStop?: (reason: RecordingStopReason) => void;
}

export interface RecordingUploader {
  /** One rrweb event (the recorder's emit). */
  add(event: { type: number; data?: unknown }): void;
  stop(reason?: RecordingStopReason): void;
  readonly stopped: boolean;
  /** Chunks cut but not yet sent, and sends in flight. */
  readonly waiting: number;
  readonly inFlight: number;
}

/** rrweb IncrementalSnapshot (type 3) sources a person makes: mouse, scroll, input, touch. */
const ACTIVITY_SOURCES = new Set([1, 2, 3, 5, 6]);
const isActivity = (event: { type: number; data?: unknown }) =>
  event.type === 3 && ACTIVITY_SOURCES.has((event.data as { source?: number } | undefined)?.source ?? -1);

/**
 * Batches a recorder's events for ingestRecording (SH-REC-01..03): a chunk is cut at `batchSize`
 * events or every `flushIntervalMs`; at most `bufferSize` chunks wait to be sent and at most
 * `concurrency` are in flight. The recording ends after `sessionMaxMs`, after `idleMs`
 * without a person's input, when the buffer overflows (the network cannot keep up) or when the
 * server says the recording was cut at its size limit.
 */
export function createRecordingUploader(deps: RecordingUploaderDeps): RecordingUploader {
  const o: RecordingOptions = { ...SESSION_RECORDING, ...deps.options };
  const now = deps.now ?? Date.now;
  const startedAt = now();
  let lastActivity = startedAt;
  let pending: unknown[] = [];
  const waiting: RecordingChunk[] = [];
  let inFlight = 0;
  let seq = 0;
  let stopped = false;

  const pump = () => {
    while (inFlight < o.concurrency && waiting.length > 0) {
      const chunk = waiting.shift() as RecordingChunk;
      inFlight += 1;
      Promise.resolve()
        .then(() => deps.send(chunk))
        .then((answer) => {
          if (answer && answer.cut) stop('cut');
        })
        .catch(() => {})
        .finally(() => {
          inFlight -= 1;
          pump();
        });
    }
  };

  const cut = () => {
    if (pending.length === 0) return;
    waiting.push({ recording_id: deps.recordingId, web_session_id: deps.webSessionId, seq, events: pending });
    seq += 1;
    pending = [];
    if (waiting.length > o.bufferSize) {
      waiting.length = 0;
      stop('buffer-full');
      return;
    }
    pump();
  };

  const timer = setInterval(() => {
    const t = now();
    if (t - startedAt >= o.sessionMaxMs) stop('max-session');
    else if (t - lastActivity >= o.idleMs) stop('idle');
    else cut();
  }, o.flushIntervalMs);

  function stop(reason: RecordingStopReason = 'stopped') {
    if (stopped) return;
    cut();
    stopped = true;
    clearInterval(timer);
    deps.onStop?.(reason);
  }

  return {
    add(event) {
      if (stopped) return;
      const t = now();
      if (t - startedAt >= o.sessionMaxMs) return stop('max-session');
      if (isActivity(event)) lastActivity = t;
      pending.push(event);
      if (pending.length >= o.batchSize) cut();
    },
    stop,
    get stopped() {
      return stopped;
    },
    get waiting() {
      return waiting.length;
    },
    get inFlight() {
      return inFlight;
    },
  };
}
