import { SESSION_RECORDING } from '@growday/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecordingUploader, type RecordingChunk } from '../src/analytics/index';

const ids = {
  recordingId: '0b8f3c1e-1d2a-4e5f-8a9b-0c1d2e3f4a5b',
  webSessionId: '3f1c7a52-9b1e-4c55-8d2a-6f0e8b7c1a90',
};
const mouse = { type: 3, data: { source: 1 } };
const mutation = { type: 3, data: { source: 0 } };

/** A send whose answers the test releases by hand, to see what waits and what is in flight. */
function heldSender() {
  const sent: RecordingChunk[] = [];
  const release: (() => void)[] = [];
  const send = (chunk: RecordingChunk) =>
    new Promise<undefined>((resolve) => {
      sent.push(chunk);
      release.push(() => resolve(undefined));
    });
  return { sent, release, send };
}

describe('session recording uploader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('SH-REC-01 sends 50 items per batch and flushes every 250 ms by default', async () => {
    expect(SESSION_RECORDING.batchSize).toBe(50);
    expect(SESSION_RECORDING.flushIntervalMs).toBe(250);
    const sent: RecordingChunk[] = [];
    const uploader = createRecordingUploader({ ...ids, now: () => Date.now(), send: async (c) => void sent.push(c) });
    for (let i = 0; i < 50; i += 1) uploader.add(mouse);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((c) => c.events.length)).toEqual([50]);
    uploader.add(mouse);
    await vi.advanceTimersByTimeAsync(249);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((c) => c.events.length)).toEqual([50, 1]);
    expect(sent.map((c) => c.seq)).toEqual([0, 1]);
    expect(sent[0]).toMatchObject({ recording_id: ids.recordingId, web_session_id: ids.webSessionId });
    uploader.stop();
  });

  it('SH-REC-02 a recording lasts at most 4 hours and ends after 15 minutes idle by default', async () => {
    expect(SESSION_RECORDING.sessionMaxMs).toBe(4 * 60 * 60 * 1000);
    expect(SESSION_RECORDING.idleMs).toBe(15 * 60 * 1000);
    const reasons: string[] = [];
    const idle = createRecordingUploader({ ...ids, send: async () => undefined, onStop: (r) => reasons.push(r) });
    idle.add(mouse);
    // Page changes alone (mutations) are not a person: 15 minutes of them end the recording.
    for (let minute = 0; minute < 14; minute += 1) {
      await vi.advanceTimersByTimeAsync(60_000);
      idle.add(mutation);
    }
    expect(idle.stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(idle.stopped).toBe(true);
    expect(reasons).toEqual(['idle']);

    const busy = createRecordingUploader({ ...ids, send: async () => undefined, onStop: (r) => reasons.push(r) });
    for (let minute = 0; minute < 4 * 60 - 1; minute += 1) {
      await vi.advanceTimersByTimeAsync(60_000);
      busy.add(mouse);
    }
    expect(busy.stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(busy.stopped).toBe(true);
    expect(reasons).toEqual(['idle', 'max-session']);
  });

  it('SH-REC-03 uses a buffer of 30 chunks and a concurrency of 5 by default', async () => {
    expect(SESSION_RECORDING.bufferSize).toBe(30);
    expect(SESSION_RECORDING.concurrency).toBe(5);
    const { sent, release, send } = heldSender();
    const reasons: string[] = [];
    const uploader = createRecordingUploader({ ...ids, send, onStop: (r) => reasons.push(r) });
    const chunk = () => {
      for (let i = 0; i < 50; i += 1) uploader.add(mouse);
    };
    for (let i = 0; i < 35; i += 1) chunk();
    await vi.advanceTimersByTimeAsync(0);
    expect(uploader.inFlight).toBe(5);
    expect(uploader.waiting).toBe(30);
    expect(sent).toHaveLength(5);
    // One answer frees one slot: the next waiting chunk goes.
    release[0]?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(6);
    expect(uploader.waiting).toBe(29);
    // Past the buffer (the network cannot keep up) the recording ends rather than grow without bound.
    chunk();
    chunk();
    expect(uploader.waiting).toBe(0);
    expect(reasons).toEqual(['buffer-full']);
  });

  it('stops when the server says the recording was cut at its size limit, and ignores failed sends', async () => {
    const reasons: string[] = [];
    let calls = 0;
    const uploader = createRecordingUploader({
      ...ids,
      send: async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return { cut: true };
      },
      onStop: (r) => reasons.push(r),
    });
    uploader.add(mouse);
    await vi.advanceTimersByTimeAsync(250);
    expect(uploader.stopped).toBe(false);
    uploader.add(mouse);
    await vi.advanceTimersByTimeAsync(250);
    expect(reasons).toEqual(['cut']);
    uploader.add(mouse);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
  });
});
